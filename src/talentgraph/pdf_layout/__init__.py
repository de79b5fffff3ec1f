"""Read a PDF's text layer as visual lines: words with positions and fonts, rebuilt into lines.

A CV's text layer does not come in reading order and often has no spaces ("VMwareResearchGroup"):
spaces are gaps between glyphs. This package reads every glyph with its box and font from PDFium
(``pypdfium2``), cuts words at the gaps, groups words that share a baseline into one line (so a
right-aligned date column lands on its entry's line, "Research Intern, Google    2019 – 2020"),
joins a date range stacked over two lines ("2019 –" / "2021"), and marks section headings set in
a larger or bold font as ``## Heading`` lines, which :mod:`talentgraph.extract.sections` reads as
headings. A column gap inside a line is kept as four spaces (the section parser reads it as a field
separator).

>>> from talentgraph.pdf_layout.words import Word
>>> words = [Word("Research", 72, 110, 100, 10, False), Word("2019 – 2020", 480, 531, 100.5, 10, False)]
>>> [line.text for line in page_lines(words)]
['Research    2019 – 2020']

The steps, one module each: :mod:`.glyphs` (glyphs to words), :mod:`.lines` (words to lines,
columns), :mod:`.dates` (date columns), :mod:`.text` (headings, running lines, text).
"""

from __future__ import annotations

import logging
import threading

from ..errors import SourceError
from .glyphs import page_words
from .lines import page_lines, read_columns, sidebars_last
from .text import drop_running_lines, page_texts
from .words import PdfLine, Word

__all__ = [
    "MAX_GLYPHS",
    "MAX_PAGES",
    "PdfLine",
    "Word",
    "drop_running_lines",
    "page_lines",
    "pdf_pages",
    "pdf_raw_text",
    "pdf_text",
    "read_columns",
    "sidebars_last",
]

log = logging.getLogger(__name__)

MAX_PAGES = 60
"""Pages read from one PDF; a longer document is cut there with a warning (a CV is rarely longer)."""

MAX_GLYPHS = 400_000
"""Glyphs read from one PDF (about 100 dense pages); the pages after the one that passes it are
skipped with a warning, so a PDF of huge pages cannot stall a batch either."""

_PDFIUM = threading.Lock()


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
                    words = list(page_words(page))
                    heights.append(float(page.get_height()))
                finally:
                    page.close()
                glyphs += sum(len(w.text) for w in words)
                pages.append(page_lines(words, pages[-1] if pages else None))
            else:
                if count > max_pages:
                    warnings.append(f"{source}: read the first {max_pages} of {count} pages (page cap)")
        finally:
            pdf.close()
    for warning in warnings:
        log.warning(warning)
    return sidebars_last(drop_running_lines(pages, heights)), warnings


def pdf_raw_text(raw: bytes, max_pages: int = MAX_PAGES) -> str | None:
    """PDFium's raw text layer of the pages :func:`pdf_pages` reads at most, in glyph order, with no
    layout: a cheap look at what a PDF says (``""`` for an unreadable PDF, None when a page fails).
    Held under the same lock as :func:`pdf_pages`: PDFium reads one document at a time."""
    import pypdfium2 as pdfium

    texts: list[str] = []
    with _PDFIUM:
        try:
            pdf = pdfium.PdfDocument(raw)
        except pdfium.PdfiumError:
            return ""
        try:
            for index in range(min(len(pdf), max_pages)):
                page = pdf[index]
                textpage = page.get_textpage()
                texts.append(textpage.get_text_range())
                textpage.close()
                page.close()
        except Exception:
            return None
        finally:
            pdf.close()
    return "".join(texts)


def pdf_text(raw: bytes, source: str, max_pages: int = MAX_PAGES) -> tuple[list[str], list[str]]:
    """The text of each page of a PDF (see :func:`page_texts`) and warnings."""
    pages, warnings = pdf_pages(raw, source, max_pages)
    return page_texts(pages), warnings
