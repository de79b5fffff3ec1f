"""Read a PDF's text layer as visual lines: words with positions and fonts, rebuilt into lines.

A CV's text layer does not come in reading order and often has no spaces ("VMwareResearchGroup"):
spaces are gaps between glyphs. This module reads every glyph with its box and font from PDFium
(``pypdfium2``), cuts words at the gaps, groups words that share a baseline into one line (so a
right-aligned date column lands on its entry's line, "Research Intern, Google    2019 – 2020"),
joins a date range stacked over two lines ("2019 –" / "2021"), and marks section headings set in
a larger or bold font as ``## Heading`` lines, which :mod:`talentgraph.extract.sections` reads as
headings. A column gap inside a line is kept as four spaces (the section parser reads it as a field
separator).

>>> words = [Word("Research", 72, 110, 100, 10, False), Word("Intern,", 113, 140, 100, 10, False),
...          Word("2019", 480, 500, 100.5, 10, False), Word("–", 503, 508, 100.5, 10, False),
...          Word("2020", 511, 531, 100.5, 10, False)]
>>> [line.text for line in page_lines(words)]
['Research Intern,    2019 – 2020']
"""

from __future__ import annotations

import ctypes
import functools
import logging
import re
import statistics
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .errors import SourceError

__all__ = [
    "MAX_PAGES",
    "PdfLine",
    "Word",
    "drop_running_lines",
    "page_lines",
    "pdf_pages",
    "pdf_text",
    "read_columns",
]

log = logging.getLogger(__name__)

MAX_PAGES = 60
"""Pages read from one PDF; a longer document is cut there with a warning (a CV is rarely longer)."""

MAX_GLYPHS = 400_000
"""Glyphs read from one PDF (about 100 dense pages); the pages after the one that passes it are
skipped with a warning, so a PDF of huge pages cannot stall a batch either."""

_PDFIUM = threading.Lock()


@dataclass
class Word:
    """One word on a page: text, left and right edge, baseline (top-down), font size, bold."""

    text: str
    x0: float
    x1: float
    base: float
    size: float
    bold: bool


@dataclass
class PdfLine:
    """One visual line: its words left to right, and its text with column gaps kept."""

    words: list[Word]
    text: str = ""

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


def normalise(text: str) -> str:
    """Dash-like glyphs as dashes, ligatures as letters, private-use and control glyphs dropped.

    >>> normalise("2019 − 2021"), normalise("2019 { 2021"), normalise("Ofﬁce"), normalise("\\uf0e0 mail")
    ('2019 – 2021', '2019 – 2021', 'Office', 'mail')
    """
    text = _CONTROL.sub("", text.translate(_DASHES))
    text = _LATEX_DASH.sub(" – ", text)
    return _SPACES.sub(" ", text).strip()


def pdf_pages(raw: bytes, source: str, max_pages: int = MAX_PAGES) -> tuple[list[list[PdfLine]], list[str]]:
    """Each page's visual lines, top to bottom, and warnings (pages cut at ``max_pages``, or
    once ``MAX_GLYPHS`` glyphs are read).

    Raises :class:`SourceError` for an encrypted or unreadable PDF. PDFium is not thread-safe:
    one document is read at a time in a process.
    """
    import pypdfium2 as pdfium

    with _PDFIUM:
        try:
            pdf = pdfium.PdfDocument(raw)
        except pdfium.PdfiumError as exc:
            message = str(exc)
            if "password" in message.lower():
                raise SourceError(f"{source}: the PDF is encrypted; export an unencrypted copy") from None
            raise SourceError(f"{source}: not a readable PDF ({message})") from None
        warnings: list[str] = []
        pages: list[list[PdfLine]] = []
        heights: list[float] = []
        try:
            count = len(pdf)
            glyphs = 0
            for index in range(min(count, max_pages)):
                if glyphs > MAX_GLYPHS:
                    warnings.append(f"{source}: read the first {index} of {count} pages (glyph cap)")
                    break
                page = pdf[index]
                try:
                    words = list(_page_words(page))
                    heights.append(float(page.get_height()))
                finally:
                    page.close()
                glyphs += sum(len(w.text) for w in words)
                pages.append(page_lines(words))
            else:
                if count > max_pages:
                    warnings.append(f"{source}: read the first {max_pages} of {count} pages (page cap)")
        finally:
            pdf.close()
    for warning in warnings:
        log.warning(warning)
    return drop_running_lines(pages, heights), warnings


_PAGE_NUMBER = re.compile(r"(?i)^\W*(?:page\s*)?\d{1,3}(?:\s*(?:of|/)\s*\d{1,3})?\W*$")


def drop_running_lines(pages: list[list[PdfLine]], heights: list[float]) -> list[list[PdfLine]]:
    """Pages without their running headers and footers: lines in the top or bottom margin (an
    eighth of the page) that recur on other pages (numbers aside), and page numbers there."""
    if not pages:
        return pages

    def margin(line: PdfLine, height: float) -> bool:
        return line.base < height / 8 or line.base > height * 7 / 8

    def key(line: PdfLine) -> str:
        return re.sub(r"\d+", "#", " ".join(w.text for w in line.words).lower())

    seen: dict[str, int] = {}
    for page, height in zip(pages, heights, strict=True):
        for found in {key(line) for line in page if margin(line, height)}:
            seen[found] = seen.get(found, 0) + 1
    out = []
    for page, height in zip(pages, heights, strict=True):
        out.append(
            [
                line
                for line in page
                if not margin(line, height)
                or not (seen[key(line)] > 1 or _PAGE_NUMBER.match(" ".join(w.text for w in line.words)))
            ]
        )
    return out


def _page_words(page: object) -> Iterator[Word]:
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

        def word(end: int) -> Word | None:
            chars = _CONTROL.sub("", text[start:end].translate(_DASHES))
            if not chars or chars in _ACCENTS:
                return None  # nothing, or an accent set apart from its letter ("Strungmann ¨")
            pdfium_c.FPDFText_GetCharOrigin(handle, start, ox, oy)
            size = pdfium_c.FPDFText_GetFontSize(handle, start) or (bottom - top)
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
            if start >= 0:
                height_now = top - bottom
                gap = c_left - right
                if (
                    gap > 0.15 * height_now
                    or gap < -height_now
                    or not c_bottom - 1 < (top + bottom) / 2 < c_top + 1
                    or not bottom < (c_top + c_bottom) / 2 < top
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


def page_lines(words: list[Word]) -> list[PdfLine]:
    """Words grouped into visual lines (shared baseline), top to bottom, each left to right; then
    a date column's stray pieces joined to their entries (see :func:`join_date_columns`)."""
    lines: list[PdfLine] = []
    for word in sorted(words, key=lambda w: (w.base, w.x0)):
        line = lines[-1] if lines else None
        if line is not None and abs(word.base - line.base) <= 0.35 * min(word.size, line.size):
            line.words.append(word)
        else:
            lines.append(PdfLine([word]))
    for line in lines:
        line.words.sort(key=lambda w: w.x0)
    lines = join_date_columns(_split_side_headings(read_columns(lines)))
    for line in lines:
        line.text = _line_text(line.words)
    return lines


def read_columns(lines: list[PdfLine]) -> list[PdfLine]:
    """Lines in reading order when the page has a sidebar: a vertical gutter that no text crosses,
    with text on both sides that is not a date column. Between lines that span the gutter (a
    header, a full-width heading), the left column is read first, then the right one.
    """
    gutter = _sidebar_gutter(lines)
    if gutter is None:
        return lines
    out: list[PdfLine] = []
    left: list[PdfLine] = []
    right: list[PdfLine] = []
    for line in lines:
        if any(seg[0].x0 < gutter < seg[-1].x1 for seg in line.parts):
            out += left + right + [line]
            left, right = [], []
            continue
        before = [w for w in line.words if w.x1 <= gutter]
        after = [w for w in line.words if w.x1 > gutter]
        left += [PdfLine(before)] if before else []
        right += [PdfLine(after)] if after else []
    return out + left + right


def _sidebar_gutter(lines: list[PdfLine]) -> float | None:
    """The x of a sidebar's gutter, or None (one column, or a column of dates beside entries)."""
    from .extract.sections import heading_kind

    parts = [seg for line in lines for seg in line.parts]
    if len(parts) < 12:
        return None
    x_min = min(seg[0].x0 for seg in parts)
    x_max = max(seg[-1].x1 for seg in parts)
    best: tuple[int, float] | None = None
    for step in range(15, 86, 2):
        x = x_min + (x_max - x_min) * step / 100
        crossing = sum(1 for seg in parts if seg[0].x0 < x < seg[-1].x1)
        if best is None or crossing < best[0]:
            best = (crossing, x)
    if best is None or best[0] > 0.05 * len(lines):
        return None
    x = best[1]
    left = [seg for seg in parts if seg[-1].x1 <= x]
    right = [seg for seg in parts if seg[0].x0 >= x]
    if min(len(left), len(right)) < 6:
        return None
    narrow = min(left, right, key=lambda side: sum(len(w.text) for seg in side for w in seg))
    wide = right if narrow is left else left
    body = statistics.median(w.size for seg in parts for w in seg)
    prose = [
        seg
        for seg in narrow
        if not is_date(seg) and not (min(w.size for w in seg) > 1.12 * body or all(w.bold for w in seg))
    ]
    if len(prose) < 6 or len(prose) < 0.5 * len(narrow):
        return None
    if sum(1 for seg in narrow if heading_kind(" ".join(w.text for w in seg))) >= 2:
        return x  # the narrow column has sections of its own ("Skills", "Links")
    narrow_ids, wide_ids = {id(seg[0]) for seg in narrow}, {id(seg[0]) for seg in wide}
    beside = 0
    for line in lines:
        starts = {id(seg[0]) for seg in line.parts}
        if starts & wide_ids:
            beside += len(starts & narrow_ids)
    return None if beside > 0.5 * len(narrow) else x  # else a column of places beside entries


def _gap(prev: Word, word: Word) -> bool:
    """A column break between two neighbouring words: a wide gap, or a change of font at a gap."""
    size = max(prev.size, word.size)
    space = word.x0 - prev.x1
    if space > 1.5 * size:
        return True
    changed = abs(prev.size - word.size) > 0.12 * size or prev.bold != word.bold
    return changed and space > 0.8 * size


def segments(words: list[Word]) -> list[list[Word]]:
    """A line's words cut at column breaks.

    >>> [[w.text for w in seg] for seg in segments([Word("Intern", 0, 30, 0, 10, False),
    ...     Word("ACME", 33, 60, 0, 10, False), Word("2020", 300, 320, 0, 10, False)])]
    [['Intern', 'ACME'], ['2020']]
    """
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


_MONTH = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|"
    r"august|september|october|november|december|spring|summer|fall|autumn|winter)\.?"
)
_DATE_WORD = re.compile(
    rf"(?i)^\(?(?:{_MONTH},?|[\d./–—-]*\d[\d./–—-]*,?|present\.?|now|current|today|ongoing|expected|exp\.|"
    r"[-–—]|since|to|until|(?:[\d./]+[-–—])?(?:present|now|today))\)?\.?$"
)
_YEAR = re.compile(r"(?:19|20)\d\d|(?i:present|now|current|today)")


def is_date(words: list[Word]) -> bool:
    """Words that only state a date or a date range ("Sept. 2018 –", "2021.09-", "Present").

    >>> is_date([Word("Sept.", 0, 1, 0, 9, False), Word("2018", 2, 3, 0, 9, False), Word("–", 4, 5, 0, 9, False)])
    True
    >>> is_date([Word("Google", 0, 1, 0, 9, False)]), is_date([Word("–", 0, 1, 0, 9, False)])
    (False, False)
    """
    texts = [w.text for w in words]
    return all(_DATE_WORD.match(t) for t in texts if t) and any(_YEAR.search(t) for t in texts)


def _is_open(words: list[Word]) -> bool:
    return words[-1].text.endswith(("-", "–", "—"))


def _split_side_headings(lines: list[PdfLine]) -> list[PdfLine]:
    """A heading set in a left column beside its first entry (Typst, some LaTeX classes), or a
    title beside a contact column, becomes a line of its own: ``Education    University of X`` →
    two lines."""
    from .extract.sections import heading_kind

    out: list[PdfLine] = []
    for line in lines:
        parts = line.parts
        head = parts[0]
        rest = [w for seg in parts[1:] for w in seg]
        if (
            len(parts) > 1
            and len(head) <= 4
            and min(w.size for w in head) > 1.12 * max(w.size for w in rest)
            and (
                heading_kind(" ".join(w.text for w in head)) is not None
                or min(w.size for w in head) > 1.5 * max(w.size for w in rest)
            )
        ):
            out += [PdfLine(head), PdfLine(rest)]
        else:
            out.append(line)
    return out


def _leading_date(words: list[Word]) -> list[Word]:
    """The date a line starts with ("Aug 2016", "2021.09-"), or [] when it starts otherwise."""
    count = 0
    while count < len(words) and count < 5 and _DATE_WORD.match(words[count].text):
        count += 1
    while count and not is_date(words[:count]):
        count -= 1
    return words[:count]


def _second_date(words: list[Word]) -> list[Word]:
    """The leading date of the line below, without a dash after it (a bullet: "2022.05 - Project")."""
    date = _leading_date(words)
    while date and date[-1].text in {"-", "–", "—"}:
        date = date[:-1]
    return date if is_date(date) else []


def join_date_columns(lines: list[PdfLine]) -> list[PdfLine]:
    """Date-column pieces moved onto their entry's line.

    - a range stacked over two lines in a column ("2019 –" / "2021", "Aug 2016" / "Dec 2020")
      becomes one range on the first line;
    - a date set alone on a line, beside a two-line entry in another column (vertically centred),
      joins the entry's first line.
    """
    out: list[PdfLine] = []
    index = 0
    joined = False
    while index < len(lines):
        line = lines[index]
        after = lines[index + 1] if index + 1 < len(lines) else None
        around = [out[-1]] if out and not joined else []
        around += lines[index + 2 : index + 3]
        if after is not None and _stacked(line, after, around):
            first, second = _leading_date(line.words), _second_date(after.words)
            last = first[-1]
            if _is_open(first) and len(last.text) > 1:  # "2021.10-" → "2021.10 –"
                first = [
                    *first[:-1],
                    Word(last.text.rstrip("-–—"), last.x0, last.x1, last.base, last.size, False),
                ]
            dash = [] if _is_open(first) else [Word("–", last.x1, last.x1, line.base, line.size, False)]
            out.append(PdfLine([*first, *dash, *second, *line.words[len(first) :]]))
            joined = True
            rest = after.words[len(second) :]
            if rest:
                lines[index + 1] = PdfLine(rest)
                index += 1
            else:
                index += 2
            continue
        if after is not None and _stacked_at_end(line, after):
            end = after.parts[-1]
            out.append(PdfLine([*line.words, *end]))
            rest = after.words[: len(after.words) - len(end)]
            if rest:
                lines[index + 1] = PdfLine(rest)
                index += 1
            else:
                index += 2
            joined = True
            continue
        if out and after is not None and _centred_date(line, out[-1], after):
            out[-1] = PdfLine(sorted([*out[-1].words, *line.words], key=lambda w: w.x0))
            index += 1
            continue
        out.append(line)
        joined = False
        index += 1
    return out


def _stacked(line: PdfLine, after: PdfLine, around: list[PdfLine]) -> bool:
    """``line`` starts with a date and ``after`` starts, in the same column right below, with the
    range's other end: "2019 –" over "2021", or two month-and-year dates, the later one below,
    unless the lines ``around`` start with dates too (a list of one date a row)."""
    first, second = _leading_date(line.words), _second_date(after.words)
    if not first or not second or len(first) == len(line.words):
        return False
    content = line.words[len(first)].x0
    if after.base - line.base > 1.8 * line.size or second[-1].x1 > content + 1:
        return False
    if any(w.text in {"-", "–", "—"} for w in first[:-1] + second) or _is_open(second):
        return False  # either piece is already a range
    if len(second) < len(after.words) and after.words[len(second)].x0 < content - line.size:
        return False  # the line below is an entry of its own, starting further left
    if _is_open(first):
        return True
    for other in around:
        date = _leading_date(other.words)
        if date and not _is_open(date) and not any(w.text in {"-", "–", "—"} for w in date):
            return False
    years = [int(y) for y in re.findall(r"(?:19|20)\d\d", " ".join(w.text for w in first + second))]
    later = len(years) < 2 or years[-1] >= years[0]
    ended = bool(re.search(r"(?i)present|now|current|today", " ".join(w.text for w in second)))
    return len(first) >= 2 and (len(second) >= 2 or ended) and later


def _stacked_at_end(line: PdfLine, after: PdfLine) -> bool:
    """``line`` ends with an open range in a right-hand column ("2019 –") and the line right
    below ends, in the same column, with a date alone ("2021"): the range's end."""
    if len(line.parts) < 2 or len(after.parts) < 1:
        return False
    start, end = line.parts[-1], after.parts[-1]
    if not (is_date(start) and _is_open(start) and is_date(end)) or _is_open(end):
        return False
    if any(w.text in {"-", "–", "—"} for w in end):
        return False  # already a range
    aligned = abs(start[-1].x1 - end[-1].x1) < 2 * line.size or abs(start[0].x0 - end[0].x0) < line.size
    return aligned and 0 < after.base - line.base <= 1.8 * line.size


def _centred_date(line: PdfLine, above: PdfLine, below: PdfLine) -> bool:
    """``line`` is only a date, in a column of its own, half-way between two lines of one entry."""
    if not is_date(line.words) or len(line.parts) != 1:
        return False
    span = below.base - above.base
    if not (0 < line.base - above.base < span and span < 2.2 * line.size):
        return False
    left, right = line.words[0].x0, line.words[-1].x1

    def apart(other: PdfLine) -> bool:
        return all(w.x1 < left or w.x0 > right for w in other.words)

    return (
        apart(above)
        and apart(below)
        and abs(above.words[-1].x0 - below.words[-1].x0) > 0
        and not is_date(above.words)
    )


def body_size(pages: list[list[PdfLine]]) -> float:
    """The font size most text is set in (weighted by characters)."""
    sizes = [round(w.size, 1) for page in pages for line in page for w in line.words for _ in w.text]
    return statistics.mode(sizes) if sizes else 10.0


def heading_marks(pages: list[list[PdfLine]]) -> dict[int, int]:
    """Heading level for each line (by ``id``): 1 for the title line (the largest line at the top
    of the first page, usually the owner's name), 2–4 for section headings, larger fonts first: a
    short line in a font larger than the body's, or bold where the body is not and written in
    capitals or naming a known section.
    """
    from .extract.sections import heading_kind

    body = body_size(pages)
    words = [w for page in pages for line in page for w in line.words]
    bold_body = sum(len(w.text) for w in words if w.bold) > 0.5 * sum(len(w.text) for w in words)
    name = biggest = None
    if pages and pages[0]:
        top = pages[0][: min(12, len(pages[0]))]  # a contact block may come first
        biggest = max(top, key=lambda ln: ln.size)
        if biggest.size >= max(ln.size for ln in pages[0]):
            name = id(biggest)
    found: dict[int, float] = {}
    for page in pages:
        for line in page:
            text = line.text
            if id(line) == name or not _heading_shape(text):
                continue
            if line.size >= 1.12 * body and (line.bold or line.size >= 1.25 * body or text.isupper()):
                found[id(line)] = round(line.size, 0)
            elif (
                line.bold
                and not bold_body
                and (text.isupper() or heading_kind(text))
                and line.size >= 0.95 * body
            ):
                found[id(line)] = 0.0
    levels = sorted(set(found.values()), reverse=True)
    marks = {key: min(levels.index(size) + 2, 4) for key, size in found.items()}
    if (
        name is not None
        and biggest is not None
        and biggest.size >= 1.12 * body
        and _heading_shape(biggest.text)
    ):
        marks[name] = 1  # the title line: "# Jane Roe"
    return marks


def _heading_shape(text: str) -> bool:
    words = text.rstrip(":").split()
    return (
        0 < len(words) <= 6
        and not re.search(r"\d{3}|@|https?:|www\.", text)
        and not text.endswith((".", ",", ";"))
        and any(c.isalpha() for c in text)
    )


_HYPHEN_DIGIT = re.compile(r"(?<=[A-Za-z][a-z])([2-9])(?=[A-Za-z][a-z])")
_BULLET_BRACE = re.compile(r"^\{\s+")  # a bullet glyph of a TeX symbol font read as "{"
_LEADERS = re.compile(r"(?:\s*\.){4,}\s*")  # dot leaders: "Vocational. . . . . ."
_HYPHEN_DIGIT_END = re.compile(r"(?<=[a-z]{2})[2-9]$")


def page_texts(pages: list[list[PdfLine]]) -> list[str]:
    """Each page as text, one visual line a line, headings marked with ``#`` by level.

    A digit standing for a hyphen (a font whose hyphen glyph maps to "3": "life3critical",
    "Califor3" before "nia") becomes a hyphen, and a dash between two years; a word hyphenated at a line break is joined on
    the first line ("Califor-" / "nia, Santa Barbara" → "California," / "Santa Barbara"); a "#"
    glyph opening a line (an icon) is dropped, a "{" opening one is a bullet, dot leaders go.
    """
    marks = heading_marks(pages)
    glyphs = "".join(sorted({m for page in pages for line in page for m in _HYPHEN_DIGIT.findall(line.text)}))
    texts = []
    for page in pages:
        rows = [
            _LEADERS.sub(" ", _BULLET_BRACE.sub("• ", _HYPHEN_DIGIT.sub("-", line.text))).rstrip()
            for line in page
        ]
        if glyphs:  # the same glyph between two years is a dash: "201132015"
            rows = [re.sub(rf"\b((?:19|20)\d\d)[{glyphs}]((?:19|20)\d\d)\b", r"\1–\2", row) for row in rows]
        for index in range(len(rows) - 1):
            if rows[index + 1][:1].islower():
                rows[index] = _HYPHEN_DIGIT_END.sub("-", rows[index])
                rows[index], rows[index + 1] = _join_hyphenated(rows[index], rows[index + 1])
        for index, line in enumerate(page):
            level = marks.get(id(line))
            text = rows[index]
            rows[index] = (
                f"{'#' * level} {text.replace('    ', ' ')}" if level else re.sub(r"^#+\s*", "", text)
            )
        texts.append("\n".join(rows))
    return texts


_BROKEN_WORD = re.compile(r"(?<![\w-])([A-Za-z]*[a-z]{2})-$")


def _join_hyphenated(line: str, after: str) -> tuple[str, str]:
    """A word broken by a hyphen at the end of ``line`` completed from ``after``.

    >>> _join_hyphenated("the University of Califor-", "nia, Santa Barbara")
    ('the University of California,', 'Santa Barbara')
    >>> _join_hyphenated("state-of-the-", "art methods"), _join_hyphenated("Multi-", "Objective")
    (('state-of-the-', 'art methods'), ('Multi-', 'Objective'))
    """
    head = _BROKEN_WORD.search(line)
    tail = re.match(r"([a-z]+[^\s]*)\s+(\S.*)$", after)
    if not head or not tail:
        return line, after
    return line[: head.start()] + head.group(1) + tail.group(1), tail.group(2)


def pdf_text(raw: bytes, source: str, max_pages: int = MAX_PAGES) -> tuple[list[str], list[str]]:
    """The text of each page of a PDF (see :func:`page_texts`) and warnings."""
    pages, warnings = pdf_pages(raw, source, max_pages)
    return page_texts(pages), warnings
