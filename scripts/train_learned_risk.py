"""Train the learned risk layer (``governance/learned/learned_risk.py``) and write its weights.

    PYTHONPATH=. .venv/bin/python scripts/train_learned_risk.py --sets SET [SET ...]
        [--extra-benign JSONL] [--cv] [--threshold T] --out FILE

Sets (names, read from tests/data): ``malicious``, ``benign`` (tests/data/scanner/*),
``public-dev`` (rounds 1-2, both halves), ``round3``, ``round4``, ``round5``, ``round6``,
``round7`` to ``round55`` but ``round11``, and ``round58`` to ``round60`` (each every file of
tests/data/scanner/public/roundN; ``round11``, ``round56`` and ``round57`` are held out),
``realworld`` (tests/data/realworld) and ``bundled`` (bundled_skills); ``--extra-benign`` adds
real public skills kept outside the repository: a JSONL file (rows ``id``, ``text``; only rows
with ``half`` = ``train`` when the field is present) or a folder of ``*.md`` files, split in
halves by the sha256 of the text (an even first 8 hex digits is ``train``; v11 was trained on
the train half of the 3,028 distinct SKILL.md files of the seven mirrors, v14 on that of the
3,027 files ``scripts/build_realworld.py`` rebuilds). ``--param KEY=VALUE``
overrides a training default (``DEFAULTS``).

The model: score = doc·v + max over windows of window·w (0 with no window), a logistic loss, plain
SGD in a fixed seeded order with L2 on every feature it touches (stronger on words than on
class features: words memorise samples, classes generalise). Only features seen in
``--min-df`` documents or more are kept. Pure Python, no numpy: same inputs give the same
weights. ``--cv`` prints leave-one-set-out scores by kind and the threshold chosen from them: the
lowest score that flags at most ``--real-rate`` (2%) of the real benign skills and at most
``--hard-rate`` (10%) of the labelled benign skills out of fold."""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from skills_core.governance.learned.learned_features import gated, scheme_hash
from skills_core.governance.learned.learned_gloss import MARK
from skills_core.governance.learned.learned_units import CONTEXT_MODES, featurize

EMPTY: frozenset[str] = frozenset()

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "scanner"
SETS = ("malicious", "benign", "public-dev", "round3", "round4", "round5", "round6", "round7",
        "round8", "round9", "round10b", "round10d", "round12", "round13", "round14",
        "round15", "round16", "round17", "round18", "round19", "round20", "round21", "round22",
        "round23", "round24", "round25", "round26", "round27", "round28", "round29", "round30",
        "round31", "round32", "round33", "round34", "round35", "round36", "round37", "round38",
        "round39", "round40", "round41", "round42", "round43", "round44", "round45", "round46",
        "round47", "round48", "round49", "round50", "round51", "round52", "round53", "round54",
        "round55", "round58", "round59", "round60", "realworld", "bundled")  # fmt: skip


@dataclass(frozen=True)
class Sample:
    id: str
    text: str
    label: int  # 1 malicious
    kind: str  # malicious | hard (labelled benign) | real (a real public skill)
    level: str = "-"


def _jsonl(path: Path, prefix: str) -> list[Sample]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        bad = row.get("label") == "malicious"
        out.append(Sample(f"{prefix}:{row['id']}", row["text"], int(bad),
                          "malicious" if bad else "hard", row.get("level", "-")))  # fmt: skip
    return out


def load_set(name: str) -> list[Sample]:
    """One named set's samples."""
    if name in ("malicious", "benign"):
        folder = DATA / name
        bad = int(name == "malicious")
        kind = "malicious" if bad else "hard"
        out = [Sample(f"{name}:{p.stem}", p.read_text(encoding="utf-8"), bad, kind)
               for p in sorted(folder.glob("*.md"))]  # fmt: skip
        for path in sorted(folder.glob("*.jsonl")):
            out += [Sample(s.id, s.text, bad, kind) for s in _jsonl(path, name)]
        return out
    if name == "public-dev":
        return [s for sub in ("dev", "heldout")
                for s in _jsonl(DATA / "public" / sub / "authored.jsonl", "r2")]  # fmt: skip
    if name.startswith("round"):
        return [s for p in sorted((DATA / "public" / name).glob("*.jsonl"))
                for s in _jsonl(p, f"{name}-{p.stem}")]  # fmt: skip
    if name == "realworld":
        paths = sorted((ROOT / "tests" / "data" / "realworld").rglob("*.md"))
        return [Sample(f"rw:{p.relative_to(ROOT)}", p.read_text(encoding="utf-8",
                errors="replace"), 0, "real") for p in paths]  # fmt: skip
    if name == "bundled":
        return [Sample(f"bundled:{p.parent.name}", p.read_text(encoding="utf-8"), 0, "real")
                for p in sorted((ROOT / "bundled_skills").glob("*/SKILL.md"))]  # fmt: skip
    raise SystemExit(f"unknown set {name!r}; known: {', '.join(SETS)}")


def half_of(text: str) -> str:
    """The half a real skill falls in: by the sha256 of its text, so any copy agrees."""
    digest = hashlib.sha256(text.encode("utf-8", "replace")).hexdigest()
    return "train" if int(digest[:8], 16) % 2 == 0 else "measure"


def load_extra(path: Path, half: str = "train") -> list[Sample]:
    """Real public skills from outside the repository (a JSONL file or a folder of Markdown),
    one half of them."""
    if path.is_dir():  # named by file stem, as in the JSONL v11 was trained on (callers dedupe)
        files = ((p.stem, p.read_text(encoding="utf-8", errors="replace"))
                 for p in sorted(path.rglob("*.md")))  # fmt: skip
        return [Sample(f"extra:{stem}", t, 0, "real") for stem, t in files if half_of(t) == half]
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row.get("half", half) == half:
            out.append(Sample(f"extra:{row['id']}", row["text"], 0, "real"))
    return out


def dedupe(samples: list[Sample]) -> list[Sample]:
    """One sample per text (the same skill in two folders counts once)."""
    seen: set[str] = set()
    out = []
    for s in samples:
        digest = hashlib.sha256(s.text.encode("utf-8", "replace")).hexdigest()
        if digest not in seen:
            seen.add(digest)
            out.append(s)
    return out


Doc = tuple[list[list[int]], list[int]]  # window feature ids, document feature ids


@dataclass
class Model:
    index: dict[str, int]
    weights: list[float]
    bias: float

    def score(self, doc: Doc) -> tuple[float, int]:
        """The document's score and the index of its worst window (-1: it has none)."""
        w = self.weights
        best, arg = 0.0, -1
        for k, feats in enumerate(doc[0]):
            s = sum(w[f] for f in feats)
            if arg < 0 or s > best:
                best, arg = s, k
        return self.bias + sum(w[f] for f in doc[1]) + best, arg

    def mean_score(self, doc: Doc) -> float:
        """The warm-up score: the mean window instead of the worst one (every window learns)."""
        w = self.weights
        wins = [sum(w[f] for f in feats) for feats in doc[0]]
        return self.bias + sum(w[f] for f in doc[1]) + (sum(wins) / len(wins) if wins else 0.0)


def vocabulary(featurized: list[tuple[list[list[str]], list[str]]], min_df: int) -> list[str]:
    """Features met in ``min_df`` documents or more, sorted (the order fixes the ids). A word
    the gloss added (``learned_gloss.MARK``) carries its class only: it gets no weight of its
    own, so the English words' weights are not relearned from a table's output."""
    df: Counter[str] = Counter()
    for wins, docf in featurized:
        df.update({f for win in wins for f in win} | set(docf))
    return sorted(f for f, n in df.items() if n >= min_df and MARK not in f)


def encode(featurized: list[tuple[list[list[str]], list[str]]], index: dict[str, int]) -> list[Doc]:
    out = []
    for wins, docf in featurized:
        enc = [[index[f] for f in win if f in index] for win in wins]
        out.append((enc, [index[f] for f in docf if f in index]))
    return out


def train(
    docs: list[Doc],
    labels: list[int],
    weights_of: list[float],
    vocab: list[str],
    *,
    epochs: int,
    lr: float,
    l2_word: float,
    l2_class: float,
    seed: int,
    warmup: int,
) -> Model:
    """Plain SGD on the logistic loss of the max-window score, after ``warmup`` epochs on the
    mean window (from all-zero weights every window ties, and the max would teach the first
    one); L2 on the features touched, as strong on document features as on words. No
    intercept: a text with no class word scores 0, below the threshold (a learned bias made
    empty and one-line texts look like attacks, labelled samples being shorter than real
    skills)."""
    index = {f: k for k, f in enumerate(vocab)}
    lam = [l2_word if f[0] in "udn" else l2_class for f in vocab]
    model = Model(index, [0.0] * len(vocab), 0.0)
    order = list(range(len(docs)))
    rng = random.Random(seed)
    w = model.weights
    for epoch in range(epochs):
        rng.shuffle(order)
        step = lr / (1.0 + 0.2 * epoch)
        for i in order:
            wins, docf = docs[i]
            if epoch < warmup:
                s, share = model.mean_score(docs[i]), 1.0 / max(1, len(wins))
                touched = [(f, share) for feats in wins for f in feats]
            else:
                s, arg = model.score(docs[i])
                touched = [(f, 1.0) for f in (wins[arg] if arg >= 0 else [])]
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, s))))
            g = (p - labels[i]) * weights_of[i]
            for f, x in touched + [(f, 1.0) for f in docf]:
                w[f] -= step * (g * x + lam[f] * w[f])
    return model


def sample_weights(samples: list[Sample]) -> list[float]:
    """Malicious samples weigh as much as all benign ones; hard twins and real skills half each."""
    n = Counter(s.kind for s in samples)
    share = {"malicious": 1.0, "hard": 0.5, "real": 0.5}
    total = len(samples)
    return [share[s.kind] * total / (2 * max(1, n[s.kind])) for s in samples]


DEFAULTS = {
    "epochs": 30,
    "lr": 0.05,
    "l2_word": 0.02,
    "l2_class": 0.002,
    "seed": 22,
    "min_df": 3,
    "warmup": 3,
    "prune": 0.05,
}
OOF_OUT: list[Path] = []  # --oof: where the out-of-fold scores go
CONTEXT = ["both"]  # how context counts (learned_units.CONTEXT_MODES), set by --context
_FEATURES: dict[tuple[str, str], tuple[list[list[str]], list[str]]] = {}


def features(text: str) -> tuple[list[list[str]], list[str]]:
    """``featurize``, once per text (every fold reads every text)."""
    key = (text, CONTEXT[0])
    if key not in _FEATURES:
        _FEATURES[key] = featurize(text, CONTEXT[0])
    return _FEATURES[key]


def fit(samples: list[Sample], **kw: float) -> Model:
    """Train on ``samples``; weights under ``prune`` in size are dropped and the rest rounded
    as shipped, so out-of-fold scores are those of the shipped form."""
    opts = {**DEFAULTS, **kw}
    featurized = [features(s.text) for s in samples]
    vocab = vocabulary(featurized, int(opts["min_df"]))
    docs = encode(featurized, {f: k for k, f in enumerate(vocab)})
    model = train(docs, [s.label for s in samples], sample_weights(samples), vocab,
                  epochs=int(opts["epochs"]), lr=opts["lr"], l2_word=opts["l2_word"],
                  l2_class=opts["l2_class"], seed=int(opts["seed"]),
                  warmup=int(opts["warmup"]))  # fmt: skip
    model.weights = [round(w, 3) if abs(w) >= opts["prune"] else 0.0 for w in model.weights]
    model.bias = round(model.bias, 3)
    return model


def score_text(model: Model, text: str) -> float:
    """The score as the scanner uses it (``gated`` by the worst window's classes)."""
    wins, docf = features(text)
    value, arg = model.score(encode([(wins, docf)], model.index)[0])
    classes = frozenset(f[2:] for f in wins[arg] if f.startswith("c:")) if arg >= 0 else EMPTY
    return gated(value, classes)


def fold_of(sample: Sample, groups: list[str]) -> int:
    """Leave one set out: a labelled sample's fold is its set (a new round is what the layer
    meets in use, and near twins of one round never sit on both sides); real skills are
    spread over the folds by a hash of their id."""
    group = sample.id.split(":")[0]
    if sample.kind == "real" or group not in groups:
        return int(hashlib.sha256(sample.id.encode()).hexdigest()[:8], 16) % len(groups)
    return groups.index(group)


def cross_validate(samples: list[Sample], real_rate: float, hard_rate: float) -> float:
    """Out-of-fold scores by kind; returns the threshold chosen from them: the lowest that
    flags at most ``real_rate`` of the real benign skills and at most ``hard_rate`` of the
    labelled (hard) benign ones out of fold, and at least 0.1."""
    groups = sorted({s.id.split(":")[0] for s in samples if s.kind != "real"})
    oof: list[tuple[float, Sample]] = []
    for fold in range(len(groups)):
        model = fit([s for s in samples if fold_of(s, groups) != fold])
        oof += [(score_text(model, s.text), s) for s in samples if fold_of(s, groups) == fold]
    cuts = [0.1]
    for kind, rate in (("real", real_rate), ("hard", hard_rate)):
        scores = sorted((sc for sc, s in oof if s.kind == kind), reverse=True)
        if scores:
            cuts.append(round(scores[int(rate * len(scores))], 3) + 0.001)
    threshold = max(cuts)
    if OOF_OUT:
        OOF_OUT[0].write_text(json.dumps({"threshold": threshold, "scores": [
            [s.id, s.kind, s.level, sc] for sc, s in oof]}), encoding="utf-8")  # fmt: skip
    print(f"  leave-one-set-out over {len(groups)} folds ({', '.join(groups)})", file=sys.stderr)
    for kind in ("malicious", "hard", "real"):
        scores = [sc for sc, s in oof if s.kind == kind]
        hit = sum(sc >= threshold for sc in scores)
        print(f"  out of fold {kind:<9} n={len(scores):<5} >= {threshold}: {hit}"
              f" ({hit / max(1, len(scores)):.3f})", file=sys.stderr)  # fmt: skip
    for level in ("code", "instruction"):
        scores = [sc for sc, s in oof if s.kind == "malicious" and s.level == level]
        hit = sum(sc >= threshold for sc in scores)
        print(f"    malicious {level:<12} {hit}/{len(scores)}", file=sys.stderr)
    return threshold


def export(model: Model, threshold: float, sets: list[str], n: int) -> dict[str, object]:
    """The weights file: the features left after pruning, and the scheme hash."""
    kept = {f: w for f, w in zip(sorted(model.index, key=model.index.__getitem__),
            model.weights, strict=True) if w}  # fmt: skip
    return {"scheme": scheme_hash(), "threshold": threshold, "bias": model.bias,
            "trained_on": sets, "samples": n, "weights": dict(sorted(kept.items()))}  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sets", nargs="+", required=True, choices=SETS)
    parser.add_argument("--extra-benign", type=Path, help="JSONL of real public skills")
    parser.add_argument("--cv", action="store_true", help="choose the threshold out of fold")
    parser.add_argument("--real-rate", type=float, default=0.02)
    parser.add_argument("--hard-rate", type=float, default=0.10)
    parser.add_argument("--threshold", type=float, default=None)
    parser.add_argument(
        "--context",
        choices=CONTEXT_MODES,
        default="both",
        help="how defensive context counts (only the default is shipped)",
    )
    parser.add_argument("--oof", type=Path, help="write the out-of-fold scores (JSON)")
    parser.add_argument("--param", action="append", default=[], metavar="KEY=VALUE",
                        help=f"override a training default ({', '.join(DEFAULTS)})")  # fmt: skip
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    CONTEXT[0] = args.context
    for item in args.param:
        key, _, value = item.partition("=")
        if key not in DEFAULTS or not value:
            raise SystemExit(f"--param {item!r}: give KEY=VALUE, KEY one of {', '.join(DEFAULTS)}")
        DEFAULTS[key] = float(value)
    OOF_OUT[:] = [args.oof] if args.oof else []
    samples = [s for name in args.sets for s in load_set(name)]
    if args.extra_benign:
        samples += load_extra(args.extra_benign)
    samples = dedupe(samples)
    print(f"samples: {Counter(s.kind for s in samples)}", file=sys.stderr)
    threshold = args.threshold
    if args.cv:
        threshold = cross_validate(samples, args.real_rate, args.hard_rate)
    if threshold is None:
        raise SystemExit("give --cv or --threshold T")
    model = fit(samples)
    sets = list(args.sets) + (["extra-benign"] if args.extra_benign else [])
    data = export(model, threshold, sets, len(samples))
    text = json.dumps(data, indent=0, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    args.out.write_text(text + "\n", encoding="utf-8")
    print(
        f"wrote {args.out}: {len(data['weights'])} weights, threshold {threshold}",  # type: ignore[arg-type]
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
