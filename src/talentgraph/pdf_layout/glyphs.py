"""Glyphs to words: every glyph of a page with its box and font, from PDFium (``pypdfium2``), cut
into words at spaces, at gaps between glyphs (a text layer without spaces) and at baseline jumps."""

from __future__ import annotations

import ctypes
import functools
import re
import unicodedata
from collections.abc import Iterator
from typing import Any

from .words import _ACCENTS, _CONTROL, _DASHES, Word

__all__ = ["page_words"]


def page_words(page: object) -> Iterator[Word]:
    """The page's words in content order: glyphs cut at spaces, gaps and baseline jumps. The
    letters of a ligature ("ﬃ" read as "f", "f", "i") share one box, which is no gap. Icons set
    in an icon font (an envelope read as "B", a phone as "T") are dropped, bullets aside."""
    import pypdfium2.raw as pdfium_c

    height = page.get_height()  # type: ignore[attr-defined]
    textpage = page.get_textpage()  # type: ignore[attr-defined]
    try:
        handle = textpage.raw
        count = pdfium_c.FPDFText_CountChars(handle)
        text = _page_text(pdfium_c, handle, count)
        rect = pdfium_c.FS_RECTF()
        rect_ref = ctypes.byref(rect)
        box = pdfium_c.FPDFText_GetLooseCharBox
        text, placed = _place_accents(pdfium_c, handle, text)
        ox, oy = ctypes.c_double(), ctypes.c_double()
        start = -1  # index of the word's first glyph
        left = right = top = bottom = 0.0

        def word(end: int) -> Word | None:
            nonlocal start, left
            font = _font_name(pdfium_c, handle, start)
            chars = _CONTROL.sub("", text[start:end].translate(_DASHES))
            if _icon_name(font) and chars:  # "B" for an envelope, "{" for a bullet: a mark, not text
                if start + 1 == end:
                    chars = "•"
                elif not _icon_name(after := _font_name(pdfium_c, handle, start + 1)):
                    # an icon glued to its text is dropped; a word all in the icon font is text
                    start, font = start + 1, after
                    box(handle, start, rect_ref)
                    left = rect.left
                    chars = _CONTROL.sub("", text[start:end].translate(_DASHES))
            if not chars or chars in _ACCENTS:
                return None  # nothing, or an accent set apart from its letter ("Strungmann ¨")
            pdfium_c.FPDFText_GetCharOrigin(handle, start, ox, oy)
            size = pdfium_c.FPDFText_GetFontSize(handle, start)
            if size < 3:  # a 1-pt font scaled up by the text matrix (Word's export): the glyphs' height
                size = max(size, top - bottom)
            bold = pdfium_c.FPDFText_GetFontWeight(handle, start) >= 600 or _bold_name(font)
            return Word(chars, left, right, height - oy.value, size, bold, _caps_name(font))

        breaks = {i for i, char in enumerate(text) if char.isspace() or not char.isprintable()} - placed
        for index in range(count):
            if index in placed:
                continue
            if index in breaks:
                if start >= 0 and (found := word(index)):
                    yield found
                start = -1
                continue
            box(handle, index, rect_ref)
            c_left, c_right, c_top, c_bottom = rect.left, rect.right, rect.top, rect.bottom
            if start >= 0:
                height_now = top - bottom
                gap = c_left - right
                if (
                    gap > 0.15 * height_now
                    or (gap < -height_now and c_right != right)  # a ligature's letters share one box
                    or not c_bottom - 1 < (top + bottom) / 2 < c_top + 1
                    or not bottom < (c_top + c_bottom) / 2 < top
                    or (
                        text[index].isupper()
                        and text[index - 1].islower()
                        and _restyled(pdfium_c, handle, index)
                    )
                ):
                    if found := word(index):
                        yield found
                    start = -1
            if start < 0:
                start, left, top, bottom, right = index, c_left, c_top, c_bottom, c_right
            elif c_right > right:
                right = c_right
        if start >= 0 and (found := word(count)):
            yield found
    finally:
        textpage.close()


# spacing accents a TeX font sets as glyphs of their own, over or under their letter, and the
# combining marks they stand for
_COMBINING = {"¨": "\u0308", "´": "\u0301", "ˆ": "\u0302", "˜": "\u0303", "¸": "\u0327", "ˇ": "\u030c",
              "˘": "\u0306", "˙": "\u0307", "˚": "\u030a", "˝": "\u030b", "¯": "\u0304"}  # fmt: skip


# TeX sets "í" as an accent over a dotless "ı" (OT1's \'{\i}): under an accent it is an "i"
_DOTLESS = {"ı": "i", "ȷ": "j"}


def _place_accents(pdfium_c: Any, handle: Any, text: str) -> tuple[str, set[int]]:
    """The page text with each accent set apart from its letter ("B¨olo", or "Rodel" with its "¨"
    drawn at the end of the line) put on the letter under it ("Bölo", "Rödel"), and the indices of
    the accents so placed (read as nothing). The letter is the one whose box holds the accent's
    middle, on the same line: the glyph after the accent, or one of the few hundred before it."""
    if set(text).isdisjoint(_COMBINING):
        return text, set()
    chars = list(text)
    placed: set[int] = set()
    rect = pdfium_c.FS_RECTF()

    def box(index: int) -> tuple[float, float, float, float]:
        pdfium_c.FPDFText_GetLooseCharBox(handle, index, ctypes.byref(rect))
        return rect.left, rect.right, rect.bottom, rect.top

    for index, char in enumerate(text):
        if char not in _COMBINING:
            continue
        left, right, bottom, top = box(index)
        middle = (left + right) / 2
        candidates = [index + 1] if index + 1 < len(text) else []
        back = index - 1
        while back >= 0 and index - back < 300:
            candidates.append(back)
            back -= 1
        for other in candidates:
            if not chars[other].isalpha():
                continue
            o_left, o_right, o_bottom, o_top = box(other)
            if o_left <= middle <= o_right and o_bottom < top and bottom < o_top + 0.6 * (o_top - o_bottom):
                base = _DOTLESS.get(chars[other], chars[other]) if char != "¸" else chars[other]
                composed = unicodedata.normalize("NFC", base + _COMBINING[char])
                if len(composed) == 1:
                    chars[other] = composed
                chars[index] = "\x00"
                placed.add(index)
                break
    for index in sorted(placed):
        # the jump to draw the accent elsewhere reads as spaces around it ("M", "üller"): where
        # the letters either side touch, they are one word
        first, last = index, index
        while first > 0 and (text[first - 1] == " " or first - 1 in placed):
            first -= 1
        while last + 1 < len(text) and (text[last + 1] == " " or last + 1 in placed):
            last += 1
        if (
            first == 0
            or last + 1 == len(text)
            or not (text[first - 1].isalpha() and text[last + 1].isalpha())
        ):
            continue
        before, after = box(first - 1), box(last + 1)
        if abs(after[0] - before[1]) < 0.1 * (before[3] - before[2]) and abs(after[2] - before[2]) < 1:
            for gap in range(first, last + 1):
                chars[gap] = "\x00"
                placed.add(gap)
    return "".join(chars), placed


def _restyled(pdfium_c: Any, handle: Any, index: int) -> bool:
    """The glyph at ``index`` is set in another weight than the one before it: a word of its own
    where no space parts them (a name's given name light, its family name bold: "JaneRoe")."""
    weight = pdfium_c.FPDFText_GetFontWeight
    return abs(weight(handle, index) - weight(handle, index - 1)) >= 200 or _bold_name(
        _font_name(pdfium_c, handle, index)
    ) != _bold_name(_font_name(pdfium_c, handle, index - 1))


def _page_text(pdfium_c: Any, handle: Any, count: int) -> str:
    """All glyphs of a text page as one string, one character per glyph index."""
    buffer = (ctypes.c_ushort * (count + 1))()
    pdfium_c.FPDFText_GetText(handle, 0, count, buffer)
    text = bytes(buffer)[: 2 * count].decode("utf-16-le", "replace")
    if len(text) != count:  # surrogate pairs: one glyph at a time
        codes = (pdfium_c.FPDFText_GetUnicode(handle, i) for i in range(count))
        text = "".join(chr(c) if 0 < c < 0x110000 and not 0xD800 <= c < 0xE000 else " " for c in codes)
    # PDFium's mark for a hyphen at a line break, and a soft hyphen printed as a dash ("2023 \xad 2024")
    return text.replace("\ufffe", "-").replace("\xad", "-")


_CAPS_NAME = re.compile(r"(?i)CSC\d|small-?caps|Caps\d|-SC\b|\bSC\d*$")
_BOLD_NAME = re.compile(r"(?i)bold|black|heavy|semibold|demi|-B\b|CMBX|CMSSBX|\bBX")
_FONT_NAME = ctypes.create_string_buffer(128)
_FONT_FLAGS = ctypes.c_int()


_ICON_FONT = re.compile(
    r"(?i)awesome|marvosym|dingbat|wingding|webding|academicons|fontello|material(?:icons|symbols)|(?<![a-z])icons?\b"
)


def _font_name(pdfium_c: Any, handle: Any, index: int) -> bytes:
    pdfium_c.FPDFText_GetFontInfo(handle, index, _FONT_NAME, 128, _FONT_FLAGS)
    return bytes(_FONT_NAME.value)


@functools.cache
def _icon_name(name: bytes) -> bool:
    """An icon font (FontAwesome, MarVoSym, Wingdings…): its glyphs are mapped to any letter.

    >>> _icon_name(b"ABCDEF+FontAwesome5Free-Solid"), _icon_name(b"MarVoSym"), _icon_name(b"Lexicon-Roman")
    (True, True, False)
    """
    return bool(_ICON_FONT.search(name.decode("latin-1", "replace").split("+")[-1]))


@functools.cache
def _caps_name(name: bytes) -> bool:
    """A small-caps font, whose lower-case letters are drawn as small capitals.

    >>> _caps_name(b"ABCDEF+CMCSC10"), _caps_name(b"LMRomanCaps10-Regular"), _caps_name(b"Palatino-SC")
    (True, True, True)
    >>> _caps_name(b"CMR10"), _caps_name(b"PCSCKZ+TimesNewRomanPSMT")
    (False, False)
    """
    return bool(_CAPS_NAME.search(name.decode("latin-1", "replace").split("+")[-1]))


@functools.cache
def _bold_name(name: bytes) -> bool:
    return bool(_BOLD_NAME.search(name.decode("latin-1", "replace").split("+")[-1]))
