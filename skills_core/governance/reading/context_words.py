"""Headings that forbid or defend, in the languages other than English that skills are written
in (Spanish, Portuguese, French, German, Russian, Japanese, Chinese, Korean).

Why: a review checklist headed "必ず差し戻す記述" (what must be sent back) or "Prohibido" lists
``curl … | sh`` as a thing to reject, exactly as one headed "Never" does; read only in English,
such a skill was blocked. Only headings, list lead-ins and a line's own label ("Nicht erlaubt:
…") read these words, as they read the English ones (``scan_context._DEF_HEADING_RE``,
``scan_prose._FORBIDS_HEADING_RE``): a line of the body saying "dangerous" in any language
softens nothing. Stems, matched as substrings of the lowercase heading (CJK has no word
boundaries)."""

from __future__ import annotations

import re

#: what not to do: prohibited, never, do not, must be rejected
FORBIDS = (
    "prohibid", "no hagas", "no debe", "nunca", "no permitido", "no está permitido",  # es
    "proibid", "não faça", "não deve", "não permitido",  # pt
    "interdit", "jamais", "ne pas", "ne jamais", "non autorisé",  # fr
    "verboten", "niemals", "nicht tun", "unzulässig", "nicht erlaubt",  # de
    "vietato", "non consentito",  # it
    "запрещ", "никогда", "не делайте", "нельзя", "недопустим", "не разрешено",  # ru
    "禁止", "差し戻", "却下", "してはいけない", "しないこと", "してはならない", "厳禁",  # ja
    "許可されない",  # ja
    "切勿", "请勿", "不得", "不允许", "严禁",  # zh
    "금지", "하지 마", "하지 말", "절대", "반려", "허용되지 않",  # ko
)  # fmt: skip

#: what to detect and refuse: attacks, malicious, suspicious, dangerous, warning signs
DEFENDS = (
    "ataque", "malicios", "sospechos", "peligros", "señales de alerta", "rechaz", "detecci",
    "suspeit", "perigos", "sinais de alerta", "rejeit", "detecç",  # pt (with es ataque, malicios)
    "attaque", "malveillan", "suspect", "dangereu", "signaux d'alerte", "à rejeter", "détect",
    "angriff", "bösartig", "schädlich", "verdächtig", "gefährlich", "warnsignal", "ablehn",
    "erkennung", "vorfall",  # de
    "атак", "вредонос", "подозрит", "опасн", "тревожн", "отклон", "обнаруж", "инцидент",  # ru
    "攻撃", "悪意", "不審", "危険", "検出", "検知", "インシデント", "レッドフラグ",  # ja
    "攻击", "恶意", "可疑", "危险", "检测", "拒绝", "驳回", "复盘", "警示",  # zh
    "공격", "악성", "의심", "위험", "탐지", "거부", "경고 신호",  # ko
    *FORBIDS,
)  # fmt: skip


def alternation(words: tuple[str, ...]) -> str:
    """A regex alternation of ``words``, longest first; a space in one is any whitespace."""
    return "|".join(
        re.escape(w).replace("\\ ", r"\s{1,3}") for w in sorted(words, key=len, reverse=True)
    )  # a wrapped phrase too
