"""A limit or pattern is a named constant defined once, in the module where its rule lives,
and imported everywhere else (DESIGN-REVIEW row 17, issue 19: eight were defined twice, and
a failure reason's cut had drifted to 500 in one place and 1000 in another).

Counted: public UPPER_CASE module-level names of ``skills_core/`` and ``handlers/`` bound to a
literal limit (a number, or arithmetic of numbers) or pattern (``re.compile`` of a string, or
a string named ``*_PATTERN``/``*_RE``). Imports are not definitions, so importing a limit
under its own name (or another) is how a second module uses it."""

from __future__ import annotations

import ast
from collections import defaultdict
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("skills_core", "handlers")

#: Names defined in more than one module on purpose: different rules that share a word.
ALLOWED = {
    "INDEX_CACHE_BYTES": "two caches: S3 frontmatter indexes (aws/s3_objects) and decoded "
    "catalog snapshots (aws/snapshot_store), each with its own budget",
    "MAX_FILE_BYTES": "a skill file served by .../files/ (format/paths, 256 KiB) is not an "
    "@path reference of /invoke (prompt/references, 1 MiB)",
    "MAX_QUERY_CHARS": "the API's query limit (compose/search, 1000) is not how much of a "
    "query the tokenizer reads (search/text, 4096)",
    "MAX_TAGS": "tags kept from a model draft (drafting/prompt, 8) are not the tag filters "
    "of a search (service/search, 10)",
    "MAX_TAG_CHARS": "a generation request's tag (drafting/request) and a search's tag filter "
    "(service/search) are separate inputs; equal by choice, not by one rule",
}


def _number(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int | float) and not isinstance(node.value, bool)
    if isinstance(node, ast.UnaryOp):
        return _number(node.operand)
    if isinstance(node, ast.BinOp):
        return _number(node.left) and _number(node.right)
    return False


def _pattern(name: str, node: ast.expr) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return name.endswith(("_PATTERN", "_RE"))
    return (
        isinstance(node, ast.Call)
        and ast.unparse(node.func) == "re.compile"
        and bool(node.args)
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    )


def literal_constants(path: Path) -> dict[str, str]:
    """The module's counted constants: name -> the literal's source text."""
    found: dict[str, str] = {}
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        for target in targets:
            if not isinstance(target, ast.Name):
                continue
            name = target.id
            if name.startswith("_") or not name.isupper():
                continue
            if _number(value) or _pattern(name, value):
                found[name] = ast.unparse(value)
    return found


@cache
def definitions() -> dict[str, dict[str, str]]:
    """Constant name -> {module path: literal} over both packages."""
    seen: dict[str, dict[str, str]] = defaultdict(dict)
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            for name, literal in literal_constants(path).items():
                seen[name][str(path.relative_to(ROOT))] = literal
    return seen


def test_each_limit_and_pattern_is_defined_once() -> None:
    twice = {
        name: where
        for name, where in definitions().items()
        if len(where) > 1 and name not in ALLOWED
    }
    assert not twice, (
        "define each limit once, where its rule lives, and import it elsewhere "
        f"(or allow-list it with a reason): {twice}"
    )


def test_the_allow_list_names_only_real_repeats() -> None:
    found = definitions()
    stale = [name for name in ALLOWED if len(found.get(name, {})) < 2]
    assert not stale, f"no longer defined twice; drop from ALLOWED: {stale}"


def test_the_pass_sees_the_kinds_it_counts(tmp_path: Path) -> None:
    module = tmp_path / "limits.py"
    module.write_text(
        "import re\nfrom typing import TypeVar\n"
        "MAX_A = 2 * 1024\nNAME_RE = re.compile(r'[a-z]+')\nKEY_PATTERN = r'^x$'\n"
        "T = TypeVar('T')\nLABEL = 'production'\n_PRIVATE = 3\nFROM_ELSEWHERE = MAX_A\n",
        encoding="utf-8",
    )
    assert set(literal_constants(module)) == {"MAX_A", "NAME_RE", "KEY_PATTERN"}
    assert literal_constants(module)["MAX_A"] == "2 * 1024"
    # The drift of row 17 is caught whatever the values.
    grouped: dict[str, set[str]] = defaultdict(set)
    for name, where in definitions().items():
        grouped[name].update(where)
    assert grouped["MAX_REASON_CHARS"] == {"skills_core/service/draft_events.py"}
