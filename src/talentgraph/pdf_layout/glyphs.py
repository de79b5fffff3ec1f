"""Glyphs to words: every glyph of a page with its box and font, from PDFium (``pypdfium2``), cut
into words at spaces, at gaps between glyphs (a text layer without spaces) and at baseline jumps."""

from __future__ import annotations

import ctypes
import functools
import re
from collections.abc import Iterator
from typing import Any

from .words import _ACCENTS, _CONTROL, _DASHES, Word

__all__ = ["page_words"]


def page_words(page: object) -> Iterator[Word]:
    """The page's words in content order: glyphs cut at spaces, gaps and baseline jumps."""
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
        ox, oy = ctypes.c_double(), ctypes.c_double()
        start = -1  # index of the word's first glyph
        left = right = top = bottom = 0.0
        last = (float("nan"), float("nan"))  # the previous glyph's left and right edge

        def word(end: int) -> Word | None:
            chars = _CONTROL.sub("", text[start:end].translate(_DASHES))
            if not chars or chars in _ACCENTS:
                return None  # nothing, or an accent set apart from its letter ("Strungmann ¨")
            pdfium_c.FPDFText_GetCharOrigin(handle, start, ox, oy)
            size = pdfium_c.FPDFText_GetFontSize(handle, start)
            if size < 3:  # a 1-pt font scaled up by the text matrix (Word's export): the glyphs' height
                size = max(size, top - bottom)
            return Word(chars, left, right, height - oy.value, size, _is_bold(pdfium_c, handle, start))

        breaks = {i for i, char in enumerate(text) if char.isspace() or not char.isprintable()}
        for index in range(count):
            if index in breaks:
                if start >= 0 and (found := word(index)):
                    yield found
                start = -1
                continue
            box(handle, index, rect_ref)
            c_left, c_right, c_top, c_bottom = rect.left, rect.right, rect.top, rect.bottom
            glyph = (c_left, c_right, c_top, c_bottom)
            if start >= 0 and _splits((right, top, bottom), glyph, last):
                if found := word(index):
                    yield found
                start = -1
            last = (c_left, c_right)
            if start < 0:
                start, left, top, bottom, right = index, c_left, c_top, c_bottom, c_right
            elif c_right > right:
                right = c_right
        if start >= 0 and (found := word(count)):
            yield found
    finally:
        textpage.close()


def _splits(
    word: tuple[float, float, float], glyph: tuple[float, float, float, float], last: tuple[float, float]
) -> bool:
    """Whether ``glyph`` (left, right, top, bottom) starts a new word after ``word`` (its right edge,
    top, bottom): a gap wider than 0.15 of the height, a jump back, or another baseline. The
    letters of a ligature ("ffi" set as one glyph) share the previous glyph's box and never split.

    >>> word = (173.4, 358.3, 348.3)  # "Of": right edge, top, bottom
    >>> _splits(word, (163.2, 173.4, 358.3, 348.3), (163.2, 173.4))  # the second "f" of "ffi"
    False
    >>> _splits(word, (163.2, 173.4, 358.3, 348.3), (155.1, 163.7))  # a glyph set back over the word
    True
    >>> _splits(word, (180.0, 185.0, 358.3, 348.3), (163.2, 173.4))  # a gap: the next word
    True
    """
    right, top, bottom = word
    c_left, c_right, c_top, c_bottom = glyph
    if (c_left, c_right) == last:
        return False
    height = top - bottom
    gap = c_left - right
    return (
        gap > 0.15 * height
        or gap < -height
        or not c_bottom - 1 < (top + bottom) / 2 < c_top + 1
        or not bottom < (c_top + c_bottom) / 2 < top
    )


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


_BOLD_NAME = re.compile(r"(?i)bold|black|heavy|semibold|demi|-B\b|CMBX|CMSSBX|\bBX")
_FONT_NAME = ctypes.create_string_buffer(128)
_FONT_FLAGS = ctypes.c_int()


def _is_bold(pdfium_c: Any, handle: Any, index: int) -> bool:
    if pdfium_c.FPDFText_GetFontWeight(handle, index) >= 600:
        return True
    pdfium_c.FPDFText_GetFontInfo(handle, index, _FONT_NAME, 128, _FONT_FLAGS)
    return _bold_name(_FONT_NAME.value)


@functools.cache
def _bold_name(name: bytes) -> bool:
    return bool(_BOLD_NAME.search(name.decode("latin-1", "replace").split("+")[-1]))
