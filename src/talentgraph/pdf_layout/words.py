"""Words and visual lines of a PDF page: the data the layout steps pass along, and text clean-up.

>>> [[w.text for w in seg] for seg in segments([Word("Intern", 0, 30, 0, 10, False),
...     Word("ACME", 33, 60, 0, 10, False), Word("2020", 300, 320, 0, 10, False)])]
[['Intern', 'ACME'], ['2020']]
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

__all__ = ["PdfLine", "Word", "normalise", "segments"]


@dataclass
class Word:
    """One word on a page: text, left and right edge, baseline (top-down), font size, bold, and
    whether it is set in a small-caps font (a text layer reads "Education", the page shows capitals)."""

    text: str
    x0: float
    x1: float
    base: float
    size: float
    bold: bool
    caps: bool = False


@dataclass
class PdfLine:
    """One visual line: its words left to right, and its text with column gaps kept."""

    words: list[Word]
    text: str = ""
    label: bool = False  # a section label set in a margin beside its rows (a heading by position)
    side: bool = False  # a line of a sidebar beside the main column

    @property
    def x0(self) -> float:
        return self.words[0].x0

    @functools.cached_property
    def parts(self) -> list[list[Word]]:
        """The words cut at column breaks (see :func:`segments`); read once the line is built."""
        return segments(self.words)

    @property
    def base(self) -> float:
        return self.words[0].base

    @property
    def size(self) -> float:
        return max(w.size for w in self.words)

    @property
    def bold(self) -> bool:
        return all(w.bold for w in self.words if w.text.strip("•·|,.:;–-"))


# Glyphs that stand for a hyphen or a dash in CV text layers, and ligatures split into letters.


_DASHES = str.maketrans({"\u2212": "–", "\u2010": "-", "\u2011": "-", "\u2012": "–", "\ufe58": "–",
                         "\ufe63": "-", "\uff0d": "-", "\u00ad": "-", "\ufb00": "ff", "\ufb01": "fi",
                         "\ufb02": "fl", "\ufb03": "ffi", "\ufb04": "ffl", "\u00a0": " "})  # fmt: skip
_LATEX_DASH = re.compile(r"(?<=\b(?:19|20)\d\d)\s*\{\s*(?=(?:19|20)\d\d\b|(?i:present|now|today)\b)")
_SPACES = re.compile(r"\s+")
_ACCENTS = frozenset("¨´`ˆ˜¸ˇ˘˙˚˝¯^~")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\ufffd\uffff\ue000-\uf8ff]")


# a small-caps font whose dotted capital I is mapped to "i": "ENGiNEER", "M.SC. iN ARTiFiCiAL"
_SMALL_CAPS_I = re.compile(
    r"(?<![\w'’])(?=[A-Zi.'’&-]*[A-Z][A-Zi.'’&-]*i|i[A-Z.'’&-]*[A-Z])[A-Zi][A-Zi.'’&-]*(?![\w'’])"
)


def normalise(text: str) -> str:
    """Dash-like glyphs as dashes, ligatures as letters, private-use and control glyphs dropped,
    small-caps words with a lower-case i upper-cased.

    >>> normalise("2019 − 2021"), normalise("2019 { 2021"), normalise("Ofﬁce"), normalise("\\uf0e0 mail")
    ('2019 – 2021', '2019 – 2021', 'Office', 'mail')
    >>> normalise("SENiOR ENGiNEER, iN TOKYO"), normalise("iOS APPS"), normalise("apps for iOS")
    ('SENIOR ENGINEER, IN TOKYO', 'IOS APPS', 'apps for iOS')
    """
    text = _CONTROL.sub("", text.translate(_DASHES))
    text = _LATEX_DASH.sub(" – ", text)
    if "i" in text and not re.search(r"[a-hj-z]", text):  # the whole cell is set in capitals
        text = _SMALL_CAPS_I.sub(lambda m: m.group(0).upper(), text)
    return _SPACES.sub(" ", text).strip()


def _gap(prev: Word, word: Word) -> bool:
    """A column break between two neighbouring words: a wide gap, or a change of font at a gap."""
    size = max(prev.size, word.size)
    space = word.x0 - prev.x1
    if space > 1.5 * size:
        return True
    changed = abs(prev.size - word.size) > 0.12 * size or prev.bold != word.bold
    return changed and space > 0.8 * size


def segments(words: list[Word]) -> list[list[Word]]:
    """A line's words cut at column breaks."""
    out: list[list[Word]] = []
    for word in words:
        if out and not _gap(out[-1][-1], word):
            out[-1].append(word)
        else:
            out.append([word])
    return out


def _line_text(words: list[Word]) -> str:
    """Words joined by a space, column breaks by four spaces; dashes and ligatures normalised."""
    return "    ".join(normalise(" ".join(w.text for w in seg)) for seg in segments(words))
