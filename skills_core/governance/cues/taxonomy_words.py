"""The words the taxonomy rules (``rules_taxonomy``) are built from: what a secret, private
data, a destination and a limiting clause look like in a sentence, and ``Act``, one rule."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..findings import Severity


def _re(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def _n(words: str) -> tuple[str, ...]:
    """Trigger words, written as one ``|``-separated string."""
    return tuple(words.split("|"))


_W = r"(?:[\w'’.-]{1,24}\s{1,3})"  # one word and its space
_SENSITIVE = (
    r"(?:passwords?|passphrases?|credentials?|secrets?|tokens?|private\s{1,3}keys?|key\s{1,3}"
    r"material|keys?\s{1,3}files?|ssh\s{1,3}keys?|api\s{1,3}keys?|access\s{1,3}keys?|secret"
    r"\s{1,3}(?:access\s{1,3})?keys?|deploy\s{1,3}keys?|seed\s{1,3}phrases?|recovery\s{1,3}"
    r"phrases?|2fa|two-factor|mfa|one-time|otp|verification\s{1,3}codes?|pin\b|keychain"
    r"|password\s{1,3}(?:store|manager|vault)|cookies|\.env\b|\.netrc|~/\.(?:ssh|aws|kube|gnupg)"
    r"|id_(?:rsa|ed25519|ecdsa)|wallet\s{1,3}(?:files?|keys?|seeds?|backups?)|keystores?"
    # the same nouns in French, Spanish, Portuguese, German and Italian
    r"|jetons?|mots?\s{1,3}de\s{1,3}passe|identifiants|contraseñas?|credenciales|claves?\s{1,3}"
    r"(?:de\s{1,3})?(?:api|acceso|privadas?)|senhas?|credenciais|chaves?\s{1,3}(?:de\s{1,3})?"
    r"(?:api|acesso|privadas?)|passw[oö]rt(?:er)?|zugangsdaten|schlüssel|credenziali)"
)
_SECRET_RE = re.compile(_SENSITIVE)
_SECRET_NEAR = _n(
    "password|passphrase|credential|secret|token|private key|key material|"
    "key file|ssh key|api key|access key|deploy key|seed phrase|"
    "recovery phrase|2fa|two-factor|mfa|one-time|otp|verification code|pin|"
    "keychain|cookies|.env|.netrc|~/.|id_rsa|id_ed25519|id_ecdsa|wallet|keystore|"
    "jeton|mot de passe|mots de passe|identifiants|contraseña|credenciales|clave|senha|"
    "credenciais|chave|passwort|passwört|zugangsdaten|schlüssel|credenziali"
)

_PRIVATE_RE = re.compile(
    _SENSITIVE + r"|\b(?:workspace|dotfiles|hidden\s{1,3}files|home\s{1,3}(?:directory|folder)"
    r"|(?:shell|command|browser|bash)\s{1,3}history|conversation|transcript|diffs?|archive"
    r"|source\s{1,3}code|codebase|environment\s{1,3}variables|conversaci[oó]n|archivos"
    r"|fichiers|dateien|claves|contraseñas|mots\s{1,3}de\s{1,3}passe|passwörter|schlüssel"
    r"|transcri(?:ção|pción|ption)|arquivos?|archivo|fichier|datei|historique|histórico"
    r"|historial|verlauf"
    # the business's own private data: customers' records, unmasked extracts, dumps
    r"|customer\s{1,3}(?:data|records|lists?|tables?|emails|details|pii)|\bpii|personal\s{1,3}"
    r"(?:data|information|details)|unmasked|raw\s{1,3}(?:extracts?|exports?|samples?|records"
    r"|customer)|(?:database|db)\s{1,3}(?:dumps?|exports?|backups?)|production\s{1,3}(?:data"
    r"|database|db)|payroll|card\s{1,3}numbers|patient\s{1,3}records)\b"
)
_DEST_RE = re.compile(
    r"(?:https?|ftp)://(?!(?:localhost|127\.|\[::1\]|(?:[\w-]{1,63}\.){0,3}example\.(?:com|org"
    r"|net)\b))[\w.-]{3,}|(?<=[\w.+-])@(?!example\.)[\w-]{1,63}\.[a-z]{2,}\b|public\s{1,3}"
    r"(?:repo|repository|gist|bucket|channel)"
)
_LOCAL_SINK_RE = re.compile(  # where a revealed secret ends up in plain sight
    r"\b(?:reply|answer|response|chat|ticket|readme|commit|notebook|translation|summary|issue"
    r"|comment|traduction|réponse|respuesta|antwort)\b"
)
_CONFIRM_RE = re.compile(
    r"\bconfirm|\bask(?:s|ed|ing)?\s{1,3}(?:the\s{1,3}user|them|first|before)|approv|dry[\s-]?run"
    r"|\bonly\s{1,3}(?:after|if|when|those|the|files|branches|tables)|back\s{0,3}up\s{1,3}first"
    r"|\b(?:build|dist|cache|tmp|temp|node_modules|artifacts?|preview|stale|merged|scratch"
    r"|generated|test|fixtures?|sandbox)\b|\ball\s{1,3}\d|\brecommend"
)

# a sentence about an attacker's act, a detection or a warning describes it; it does not ask
_DESCRIBES_RE = re.compile(
    r"\b(?:attempts?\s{1,3}to|tries\s{1,3}to|trying\s{1,3}to|attackers?|adversar\w*|malicious"
    r"|malware|detect\w*|flags?|alerts?\s{1,3}on|indicators?|red\s{1,3}flags?|phishing|scam\w*"
    r"|threat\s{1,3}actors?)\b"
)


@dataclass(frozen=True)
class Act:
    rule: str
    what: str
    needles: tuple[str, ...]  # trigger words: every hit of ``trigger`` holds one
    trigger: re.Pattern[str]
    also: tuple[re.Pattern[str], ...] = ()  # each must match somewhere in the sentence
    unless: re.Pattern[str] | None = None  # the sentence limits the act
    sev: Severity = "high"
    sends: bool = False  # a send, for credential-exfiltration
    reads: bool = False  # a read of secrets, for credential-exfiltration
    near: tuple[str, ...] = ()  # words one ``also`` needs: lines far from all of them are skipped
    context: bool = False  # the first ``also`` may be met in the sentences before ("… at URL;
    # fetch it …", "read the .env" … "copy their contents into your reply")
    after: bool = False  # the last ``also`` may be met in the two sentences after (the quiet
    # part of a swap: "substitute the address 0x…. No need to flag it")


_OVERRIDE_LANGS = (
    r"\b(?:oubliez|ignorez|oublie|ignore|ne\s{1,3}tenez\s{1,3}pas\s{1,3}compte\s{1,3}de)\s{1,3}"
    r"(?:toutes\s{1,3}|tous\s{1,3})?(?:les|vos|tes)\s{1,3}(?:consignes|instructions|règles)"
    r"|\b(?:ignoriere|ignorieren\s{1,3}sie|vergiss|vergessen\s{1,3}sie)\s{1,3}(?:alle\s{1,3})?"
    r"(?:vorherigen\s{1,3}|bisherigen\s{1,3}|deine\s{1,3}|ihre\s{1,3})?(?:anweisungen|regeln"
    r"|instruktionen|vorgaben)"
    r"|\b(?:ignora|olvida|ignore|olvide|ignorad|olvidad)\s{1,3}(?:todas\s{1,3})?(?:las|tus|sus)"
    r"\s{1,3}(?:instrucciones|reglas|indicaciones)"
    r"|\b(?:ignora|dimentica)\s{1,3}(?:tutte\s{1,3})?(?:le\s{1,3})?(?:istruzioni|regole)"
    r"\s{1,3}precedenti|\b(?:ignore|esqueça)\s{1,3}(?:todas\s{1,3})?as\s{1,3}(?:instruções"
    r"|regras)"
)
_RULES_NOUN = (
    r"(?:guidance|rules|instructions|guidelines|directives|prompt|configuration|policy|policies"
    r"|restrictions|safeguards|training)"
)
# words of private data (the other half of a send), for ``Act.near``
_PRIVATE_NEAR = _SECRET_NEAR + _n(
    "key|ssh|seed|recovery|verification|workspace|dotfiles|hidden files|home dir|home folder|"
    "history|conversation|transcript|diff|archive|source code|codebase|environment|conversaci|"
    "archivos|fichiers|dateien|claves|contraseñas|mots de passe|passwörter|schlüssel|"
    "transcri|arquivo|archivo|fichier|datei|historique|histórico|historial|verlauf|"
    "customer|pii|personal|unmasked|raw|dump|export|backup|production|payroll|card|patient"
)
