"""Normalisation of written names: the matching keys of organisations, topics, roles, technologies.

>>> normalize_name("The Université de Montréal, Inc."), normalize_term("Systems for ML", {"ml": "machine learning"})
('universite de montreal', 'machine learning system')
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping

from rapidfuzz.distance import OSA

__all__ = [
    "LEGAL_SUFFIXES",
    "ORG_STOP_WORDS",
    "is_typo_variant",
    "normalize_name",
    "normalize_symbol",
    "normalize_term",
    "singular",
]

#: trailing words of a legal name that do not identify the organisation.
LEGAL_SUFFIXES = frozenset(
    "inc incorporated ltd limited llc llp plc gmbh ag sa sas bv nv co corp corporation company pte pvt srl oy ab kk".split()  # noqa: SIM905
)
_ASCII_WORD = re.compile(r"[a-z0-9]+")


#: letters Unicode does not decompose into a base letter and an accent.
_LETTERS = str.maketrans(
    {"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i"}
)


def _fold(text: str) -> str:
    """Lower-case text, accents folded away from Latin, Greek and Cyrillic letters only: another
    script's marks are part of its letters (a Devanagari vowel sign, a kana voicing mark).

    >>> _fold("Tromsø Łódź Straße")
    'tromso lodz strasse'
    >>> _fold("グーグル") == _fold("クークル")
    False
    """
    text = unicodedata.normalize("NFKD", text.lower().translate(_LETTERS))
    if text.isascii():
        return text
    kept: list[str] = []
    folds = True  # whether the last base letter sheds its accents
    for ch in text:
        if not unicodedata.combining(ch):
            folds = ch < "\u0530" or "\u1e00" <= ch < "\u2000"
        elif folds:
            continue
        kept.append(ch)
    return unicodedata.normalize("NFC", "".join(kept))


def _words(text: str) -> list[str]:
    """Runs of letters and digits of any script, a letter's marks included.

    >>> _words("at&t labs"), _words("विश्वविद्यालय, मुंबई")
    (['at', 't', 'labs'], ['विश्वविद्यालय', 'मुंबई'])
    """
    if text.isascii():
        return _ASCII_WORD.findall(text)
    words: list[str] = []
    word: list[str] = []
    for ch in text:
        if ch.isalnum() or (word and unicodedata.category(ch).startswith("M")):
            word.append(ch)
        elif word:
            words.append("".join(word))
            word = []
    if word:
        words.append("".join(word))
    return words


def normalize_name(text: str) -> str:
    """Case-, accent- and punctuation-free form of a name; legal suffixes and a leading 'the' dropped.

    >>> normalize_name("The Université de Montréal, Inc.")
    'universite de montreal'
    >>> normalize_name("AT&T Labs")
    'at and t labs'
    >>> normalize_name("清华大学"), normalize_name("Институт физики")
    ('清华大学', 'институт физики')
    """
    text = _fold(text).replace("&", " and ")
    words = _words(text.replace("'", "").replace("’", ""))
    while words and words[-1] in LEGAL_SUFFIXES:
        words.pop()
    if len(words) > 1 and words[0] == "the":
        words = words[1:]
    return " ".join(words)


#: words two spellings of one organisation name may differ by ("University of X at Y").
ORG_STOP_WORDS = frozenset(
    {"of", "at", "the", "and", "in", "on", "for", "de", "du", "des", "der", "la", "le"}
)


def is_typo_variant(key: str, other: str, stop_words: frozenset[str] = ORG_STOP_WORDS) -> bool:
    """Whether two normalised names differ only by typing: spaces, stop words, a final plural, one edit.

    Words in ``stop_words`` are ignored. The one differing word must be >= 5 letters on both sides and at edit distance 1 (a transposition
    counts 1). This is what fuzzy matching accepts: a plain similarity ratio cannot tell a typo
    from a different name (*northwestern* / *northeastern*, *supervised* / *unsupervised* score > 95).

    >>> is_typo_variant("univeristy of iowa", "university of iowa"), is_typo_variant("auto ml", "automl")
    (True, True)
    >>> is_typo_variant("acme technology", "acme technologies")
    True
    >>> is_typo_variant("northwestern university", "northeastern university")
    False
    """
    if key.replace(" ", "") == other.replace(" ", ""):
        return True
    a = [w for w in key.split() if w not in stop_words]
    b = [w for w in other.split() if w not in stop_words]
    if a and b:  # the number of the last word only: "Universities of X" is not "University of X"
        a[-1], b[-1] = singular(a[-1]), singular(b[-1])
    if a == b:
        return bool(a)
    if len(a) != len(b):
        return False
    diffs = [(x, y) for x, y in zip(a, b, strict=True) if x != y]
    if len(diffs) != 1:
        return False
    x, y = diffs[0]
    return min(len(x), len(y)) >= 5 and OSA.distance(x, y) <= 1


_SINGULAR_KEEP = ("ss", "us", "is", "os", "as")
_REORDER_WORDS = ("for", "of")
_LEADING_ARTICLES = frozenset({"the", "a", "an"})


def singular(word: str) -> str:
    """The singular of a plural word ending in -s ("technologies" -> "technology"), else the word."""
    if len(word) <= 3 or not word.endswith("s") or word.endswith(_SINGULAR_KEEP):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "ches", "shes", "xes")):
        return word[:-2]
    return word[:-1]


def normalize_term(text: str, abbreviations: Mapping[str, str] | None = None) -> str:
    """Matching key of a topic or role phrase: case, accents, plurals, hyphens, word order.

    ``"X for Y"`` and ``"X of Y"`` become ``"Y X"``; ``abbreviations`` expands short forms.

    >>> normalize_term("Systems for Machine-Learning")
    'machine learning system'
    >>> normalize_term("ML Systems", {"ml": "machine learning"})
    'machine learning system'
    """
    words = re.findall(r"[a-z0-9+#]+", _fold(text).replace("&", " and "))
    if abbreviations:
        expanded: list[str] = []
        for word in words:
            long = abbreviations.get(word) or (abbreviations.get(word[:-1]) if word.endswith("s") else None)
            expanded.extend(long.split() if long else [word])
        words = expanded
    words = [singular(w) for w in words]
    while len(words) > 1 and words[0] in _LEADING_ARTICLES:
        words = words[1:]
    for sep in _REORDER_WORDS:
        if sep in words[1:-1]:
            i = words.index(sep, 1)
            words = words[i + 1 :] + words[:i]
            break
    return " ".join(words)


def normalize_symbol(text: str) -> str:
    """Matching key of a technology name: case- and separator-free, symbols kept.

    >>> normalize_symbol("Node.js"), normalize_symbol("scikit-learn"), normalize_symbol("C++")
    ('nodejs', 'scikitlearn', 'c++')
    """
    return re.sub(r"[\s\-_.]+", "", _fold(text))
