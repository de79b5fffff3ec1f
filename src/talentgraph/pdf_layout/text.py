"""Visual lines to text: running headers and footers dropped, headings marked by font, glyph
mix-ups repaired, one text line per visual line."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from dataclasses import replace

from .words import PdfLine, Word

__all__ = ["drop_running_lines", "heading_marks", "page_texts"]


_PAGE_NUMBER = re.compile(r"(?i)^\W*(?:page\s*)?\d{1,3}(?:\s*(?:of|/)\s*\d{1,3})?\W*$")


def drop_running_lines(pages: list[list[PdfLine]], heights: list[float]) -> list[list[PdfLine]]:
    """Pages without their running headers and footers: lines in the top or bottom margin (an
    eighth of the page) that recur on other pages (numbers aside), and page numbers there; a line
    set far larger than the body is a title and stays, and so does a one-column running header set
    larger than the body above everything else on the first page (a word processor's page header
    holding only the owner's name: there it is the document's title, on later pages a repeat;
    "Jane Roe    Updated 2019" and a small "Jane Roe – CV" go). On later pages a running line
    that page one holds too goes whatever its size: the title repeated over every page."""
    if not pages:
        return pages

    body = body_size(pages)

    def margin(line: PdfLine, height: float) -> bool:
        return line.base < height / 8 or line.base > height * 7 / 8

    def key(line: PdfLine, height: float) -> tuple[bool, str]:
        text = re.sub(r"\d+", "#", _words_text(line).lower())
        return line.base < height / 2, text  # a header recurs at the top, a footer at the bottom

    seen: dict[tuple[bool, str], int] = {}
    for page, height in zip(pages, heights, strict=True):
        for found in {key(line, height) for line in page if margin(line, height)}:
            seen[found] = seen.get(found, 0) + 1
    # a running line recurs on half the pages or more (the first may lack it); a line that opens two
    # of many pages ("[3] Roe, J. (2024)." and "[11] Roe, J. (2024).") is content
    running = max(2, len(pages) / 2)

    # page one's lines: a large running line on a later page that page one holds too is its title
    # repeated ("Jane Roe" set as large over every page), not a heading of that page
    opening = {key(line, heights[0]) for line in pages[0]}

    def dropped(line: PdfLine, height: float, later: bool = False) -> bool:
        return (
            margin(line, height)
            # a title ("Jane Roe" over page one, small over the others)
            and (line.size <= 1.3 * body or (later and key(line, height) in opening))
            and (seen[key(line, height)] >= running or bool(_PAGE_NUMBER.match(_words_text(line))))
        )

    kept = [not dropped(line, heights[0]) for line in pages[0]]
    top = min((line.base for line, keep in zip(pages[0], kept, strict=True) if keep), default=heights[0])
    first = [
        line
        for line, keep in zip(pages[0], kept, strict=True)
        if keep  # else a running line: one above all of page one may be its title
        or (
            line.base < top
            and line.size > body
            and len(line.parts) == 1
            and not _PAGE_NUMBER.match(_words_text(line))
        )
    ]
    later = zip(pages[1:], heights[1:], strict=True)
    return [first, *([line for line in page if not dropped(line, height, True)] for page, height in later)]


def _words_text(line: PdfLine) -> str:
    """The line's words joined by single spaces (not :func:`words._line_text`'s column gaps)."""
    return " ".join(w.text for w in line.words)


def body_size(pages: list[list[PdfLine]]) -> float:
    """The font size most text is set in (weighted by characters)."""
    sizes: Counter[float] = Counter()  # characters per size; ties go to the size met first, as in a mode
    for w in (w for page in pages for line in page for w in line.words if w.text):
        sizes[round(w.size, 1)] += len(w.text)
    return sizes.most_common(1)[0][0] if sizes else 10.0


_DOC_TITLE = re.compile(
    r"(?i)^\W*(?:(?:academic|professional|personal|short|brief|full|extended)\s+)?"
    r"(?:curriculum\s+vitae|c\.?\s?v\.?|r[ée]sum[ée]|vita)\W*$"
)


def heading_marks(pages: list[list[PdfLine]]) -> dict[int, int]:
    """Heading level for each line (by ``id``): 1 for the title line (the largest line at the top
    of the first page, usually the owner's name), 2–4 for section headings, larger fonts first: a
    short line in a font larger than the body's, or bold where the body is not and written in
    capitals or naming a known section.
    """
    from ..extract.sections import heading_kind

    body = body_size(pages)
    words = [w for page in pages for line in page for w in line.words]
    bold_body = sum(len(w.text) for w in words if w.bold) > 0.5 * sum(len(w.text) for w in words)
    name = biggest = None
    # the sizes of known section headings: a line set like "Education" is no title, however large
    sections = {
        round(ln.size, 1)
        for page in pages
        for ln in page
        if heading_kind(ln.text) and _heading_shape(ln.text)
    }
    if pages and pages[0]:
        first = next(
            (i for i, ln in enumerate(pages[0]) if heading_kind(ln.text) and _heading_shape(ln.text)), 12
        )
        # a contact block may come first; the title comes before the first section; a line naming
        # the document ("Academic Résumé" over the name) is no title
        top = [ln for ln in pages[0][: min(first, 12)] if not ln.label and not _DOC_TITLE.match(ln.text)]
        top = top or pages[0][: min(first, 1)]
        biggest = max(top, key=lambda ln: ln.size) if top else None
        if biggest is not None and biggest.size >= max(
            (
                ln.size
                for ln in pages[0]
                if round(ln.size, 1) not in sections and not _DOC_TITLE.match(ln.text)
            ),
            default=0,
        ):
            name = id(biggest)
    found: dict[int, float] = {}
    styles: dict[tuple[float, int], int] = {}  # (size, left edge) of bold headings naming a known section
    plain: dict[tuple[float, int], int] = {}  # the same, of headings set larger but not bold
    for page in pages:
        for line in page:
            text = line.text
            if id(line) == name or not _heading_shape(text) or _mixed(line) or _DOC_TITLE.match(text):
                continue
            if line.label:
                found[id(line)] = 0.0
            elif line.size >= 1.12 * body and (line.bold or line.size >= 1.25 * body or text.isupper()):
                found[id(line)] = round(line.size, 0)
            elif (
                line.bold
                and not bold_body
                and (text.isupper() or heading_kind(text))
                and line.size >= 0.95 * body
            ):
                found[id(line)] = 0.0
                if heading_kind(text) and line.size >= 1.05 * body:
                    style = (round(line.size, 1), round(line.x0 / 4))
                    styles[style] = styles.get(style, 0) + 1
            elif line.size >= 1.12 * body and heading_kind(text):
                style = (round(line.size, 1), round(line.x0 / 4))
                plain[style] = plain.get(style, 0) + 1
    # a bold line set like two or more known section headings, in a font above the body's, is a
    # heading too ("Media and Public Engagement" styled as "Education" and "Teaching")
    learned = {style for style, count in styles.items() if count >= 2}
    for page in pages if learned else []:
        for line in page:
            style = (round(line.size, 1), round(line.x0 / 4))
            if line.bold and style in learned and id(line) not in found and _heading_shape(line.text):
                found[id(line)] = 0.0
    # a line set larger than the body but not bold, where two or more lines set alike (size, left
    # edge) name known sections: a plain heading style ("Experience" in 12 pt over 10 pt text),
    # and the lines set like them headings too ("Selected Talks & Writing")
    shared = {style for style, count in plain.items() if count >= 2}
    for page in pages if shared else []:
        for line in page:
            style = (round(line.size, 1), round(line.x0 / 4))
            if (
                style in shared
                and not line.bold
                and id(line) not in found
                and id(line) != name
                and _heading_shape(line.text)
                and not _mixed(line)
                and not _DOC_TITLE.match(line.text)
            ):
                found[id(line)] = round(line.size, 0)
    for key in _spaced_headings(pages, found, name):
        found[key] = 0.0
    for page in pages:
        for above, line in itertools.pairwise(page):
            if id(line) in found and id(above) not in found and _continues(above, line):
                del found[id(line)]
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


def _spaced_headings(pages: list[list[PdfLine]], found: dict[int, float], name: int | None) -> list[int]:
    """Headings set only by the space above them, in the body's font: where two or more lines of
    one style (size, weight, left edge), each after a gap well above the line pitch, name a known
    section exactly ("Education", "Selected Publications"), the other lines of that style after as
    wide a gap that name a known section ("Selected Research & Industry Experience") are headings.
    """
    from ..extract.sections import heading_kind, names_a_section

    gaps: list[float] = []
    spaced: list[tuple[PdfLine, float]] = []
    for page in pages:
        for above, line in itertools.pairwise(page):
            gap = line.base - above.base
            if above.side != line.side or gap <= 0:
                continue
            if gap < 3 * line.size:
                gaps.append(gap)
            if (
                id(line) not in found
                and id(line) != name
                and len(line.parts) == 1
                and _heading_shape(line.text)
                and not _DOC_TITLE.match(line.text)
            ):
                spaced.append((line, gap))
    if not gaps:
        return []
    pitch = sorted(gaps)[len(gaps) // 2]

    def style(line: PdfLine) -> tuple[float, int, bool]:
        return round(line.size, 1), round(line.x0 / 4), line.bold

    named: dict[tuple[float, int, bool], list[float]] = {}
    for line, gap in spaced:
        if gap >= 1.5 * pitch and names_a_section(line.text):
            named.setdefault(style(line), []).append(gap)
    learned = {key: min(found_gaps) for key, found_gaps in named.items() if len(found_gaps) >= 2}
    return [
        id(line)
        for line, gap in spaced
        if style(line) in learned
        and gap >= max(1.5 * pitch, 0.9 * learned[style(line)])
        and heading_kind(line.text)
    ]


def _continues(above: PdfLine, line: PdfLine) -> bool:
    """``line`` opens in lower case right under a line set in its font: the rest of an entry's
    title wrapped there ("Field Technician → Lead Sur-" / "veyor, Coastal Survey Office" in bold),
    not a heading.

    >>> from .words import Word
    >>> _continues(PdfLine([Word("Lead", 40, 70, 100, 11, True)]), PdfLine([Word("veyor", 40, 80, 113, 11, True)]))
    True
    """
    first, head = line.words[0], above.words[0]
    return (
        first.text[:1].islower()
        and not above.label
        and above.side == line.side
        and head.bold == first.bold
        and abs(head.size - first.size) <= 0.05 * first.size
        and 0 < line.base - above.base <= 1.6 * first.size
    )


def _mixed(line: PdfLine) -> bool:
    """The line's columns are set in different styles: an entry's title with its place or dates in
    the body font ("University of X    Hamburg, Germany"), not a heading.

    >>> from .words import Word
    >>> _mixed(PdfLine([Word("Quillon", 40, 90, 100, 13, True), Word("Lisbon", 400, 440, 100, 10, False)]))
    True
    """
    first = line.parts[0][0]
    return any(
        abs(w.size - first.size) > 0.12 * first.size or w.bold != first.bold
        for seg in line.parts[1:]
        for w in seg
        if w.text.strip("•·|,.:;–-")
    )


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


def title_continuation(page: list[PdfLine], title: PdfLine) -> PdfLine | None:
    """The line that carries on the title: a name set large over two lines ("Ada" / "Lovelace, PhD"),
    the second at the same left edge, in the same size and weight, right under the first (lines of
    a contact column beside them may come between in reading order).

    >>> from .words import Word
    >>> first = PdfLine([Word("Ada", 72, 140, 100, 40, True)], "Ada")
    >>> second = PdfLine([Word("Lovelace", 72, 260, 140, 40, True)], "Lovelace")
    >>> contact = PdfLine([Word("ada@example.org", 400, 520, 120, 14, False)], "ada@example.org")
    >>> title_continuation([first, contact, second], first) is second, title_continuation([first, contact], first)
    (True, None)
    """
    for line in page:
        if line is title or not 0 < line.base - title.base <= 1.6 * title.size:
            continue
        if (
            abs(line.size - title.size) <= 0.02 * title.size
            and abs(line.x0 - title.x0) <= 3
            and line.bold == title.bold
            and _heading_shape(line.text)
            and not _DOC_TITLE.match(line.text)
        ):
            return line
    return None


def page_texts(pages: list[list[PdfLine]]) -> list[str]:
    """Each page as text, one visual line a line, headings marked with ``#`` by level.

    A digit standing for a hyphen (a font whose hyphen glyph maps to "3": "life3critical",
    "Califor3" before "nia") becomes a hyphen, and a dash between two years; a word hyphenated at a line break is joined on
    the first line ("Califor-" / "nia, Santa Barbara" → "California," / "Santa Barbara"); a "#"
    glyph opening a line (an icon) is dropped, a "{" opening one is a bullet, dot leaders go.
    """
    marks = heading_marks(pages)
    title = next((line for line in pages[0] if marks.get(id(line)) == 1), None) if pages else None
    if title is not None and (rest := title_continuation(pages[0], title)) is not None:
        whole = PdfLine([*title.words, *rest.words], f"{title.text} {rest.text}")
        marks[id(whole)] = 1
        pages = [[whole if line is title else line for line in pages[0] if line is not rest], *pages[1:]]
        title = whole
    if title is not None:  # the name reads first, before a contact block or labels set above it
        pages = [[title, *(line for line in pages[0] if line is not title)], *pages[1:]]
    glyphs = "".join(sorted({m for page in pages for line in page for m in _HYPHEN_DIGIT.findall(line.text)}))
    texts: list[str] = []
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
        # the header over the first section stacks fields (title, organisation), each a line
        start = 0 if texts else next((i for i, ln in enumerate(page) if marks.get(id(ln), 1) > 1), 0)
        rows = _join_dated_paragraphs(page, rows, marks)
        rows = _join_dated_endings(page, rows, marks)
        rows = _join_prose(page, rows, marks)
        texts.append("\n".join(_mend_wraps(page, rows, marks, start)))
    return texts


_MARKS = frozenset("-*+•▪◦●○■□►▶✓➢➤·‣⁃–—")
_OPENER = re.compile(r"^(?:[-*+•▪◦●○■□►▶✓➢➤·‣⁃–—]|\[\d{1,3}\]|\(?\d{1,3}[.)])(?:\s|$)")
_PHRASE_END = re.compile(r"[,;:.)]$")
_INITIAL = re.compile(r"\b[A-Z]\.$")  # "Jonathan A." ends a line mid-name; "Australia." ends a sentence
# a name the wrap cut: the row ends in a capitalised word, or a name's linking word after one
# a name's linking word opening the line a name wrapped onto ("… New College" / "of Lisbon (2018)")
_LINKING = re.compile(r"^(?:of|for|and|de|des|du|der|di|da|la|the|in|on)\s+[A-Z]")
_NAME_END = re.compile(r"\b[A-Z][\w'’.-]*(?:\s+(?:of|for|and|&|de|des|du|der|di|da|la|the|in|on))?$")


def _mend_wraps(page: list[PdfLine], rows: list[str], marks: dict[int, int], start: int = 0) -> list[str]:
    """Rows with a name the text wrapped over two lines made whole (see :func:`_rewrap`), where the
    line above ran to the column's right edge and the line below starts under one of its words:
    "2019 – 2021    Postdoc, Kestrel University of" / "Lisbon, Portugal" → one row. Rows before
    ``start`` are left alone."""
    right: dict[bool, float] = {}
    for line in page:
        right[line.side] = max(right.get(line.side, 0.0), line.words[-1].x1)
    # a right edge many lines reach: the text column's, not one long line's
    reach = {
        side: sum(1 for ln in page if ln.side == side and ln.words[-1].x1 > x - 6 * ln.size)
        for side, x in right.items()
    }
    out = list(rows)
    for index, line in enumerate(page):
        if reach[line.side] >= 3 and _justified(line, right[line.side]):
            out[index] = out[index].replace("    ", " ")
    for index in range(start + 1, len(page)):
        side = page[index].side
        if (
            out[index - 1]
            and out[index]
            and reach[side] >= 3
            and _wrapped(page[index - 1], page[index], right[side], marks)
        ):
            out[index - 1], out[index] = _rewrap(out[index - 1], out[index])
    return [row for row in out if row]


def _join_dated_paragraphs(page: list[PdfLine], rows: list[str], marks: dict[int, int]) -> list[str]:
    """Rows with a dated entry the text wrapped over two or three lines made one row, where entries
    are set apart by paragraph space: "May 2004–June 2008: Director, Scholars Program, Institute" /
    "for Leadership Advancement, Kestrel College" → one row (the organisation on the line below
    belongs to the entry above, not to the next one). A line continues the one above when that one
    runs to the column's right edge, it follows at the paragraph's tight leading, in the same column
    and font, starts with no date, bullet or number, and the line after it is set further apart.
    The rows of continued lines are left empty."""
    if len(page) < 4:
        return rows
    right: dict[bool, float] = {}
    for line in page:
        right[line.side] = max(right.get(line.side, 0.0), line.words[-1].x1)
    out = list(rows)

    def gap(a: int, b: int) -> float:
        return page[b].base - page[a].base

    def plain(index: int) -> bool:
        line = page[index]
        return id(line) not in marks and not line.label and bool(out[index])

    index = 0
    while index < len(page) - 1:
        head = page[index]
        if not plain(index) or len(head.parts) > 1 or not 0 < len(_dated(head)) < len(head.words):
            index += 1
            continue
        size = head.size
        joined: list[int] = []
        last = index
        while last + 1 < len(page) and len(joined) < 2:
            line, above = page[last + 1], page[last]
            text = " ".join(w.text for w in line.words[:3])
            if (
                not plain(last + 1)
                or line.side != head.side
                or abs(line.size - size) > 0.1 * size
                or not 0 < gap(last, last + 1) <= 1.5 * size
                # the first word below would not have fitted at the end of the line above
                or above.words[-1].x1 + 0.3 * size + line.words[0].x1 - line.words[0].x0 <= right[head.side]
                or not head.x0 - 0.5 * size <= line.x0 <= head.x0 + 4 * size
                or len(line.parts) > 1
                or _OPENER.match(text)
                or _dated(line)
                or text[:1].isdigit()
            ):
                break
            joined.append(last + 1)
            last += 1
        after = last + 1
        apart = after >= len(page) or not plain(after) or gap(last, after) >= 1.3 * gap(index, index + 1)
        if joined and apart and (index == 0 or gap(index - 1, index) >= 1.3 * gap(index, index + 1)):
            for j in joined:
                broken = re.search(r"(?<![\w-])[A-Za-z][a-z]*-$", out[index]) and out[j][:1].islower()
                out[index] = out[index][:-1] + out[j] if broken else f"{out[index]} {out[j]}"
            for j in joined:
                out[j] = ""
        index = last + 1
    return out


_OPEN_END = re.compile(r"(?i)(?:[,&]|\b(?:of|for|and|the|in|at|on|to|with))$")
_DATED_END = re.compile(r"(?i)\b(?:19|20)\d\d\W*(?:present|now|today)?$")  # a date ends the line


# not "interests": the topic readers take an interests list line by line (joined, dev lost 20 topics)
_PROSE_KINDS = frozenset({"about"})


def _join_prose(page: list[PdfLine], rows: list[str], marks: dict[int, int]) -> list[str]:
    """The lines of a paragraph of running text under an about heading ("Summary", "Profile") made
    one row, as a web page writes a paragraph: a phrase the page wrapped ("… in the creation of socially
    assistive" / "robotics and …") reads whole. A line continues the row above when its first word
    would not have fitted at the end of that one, it follows at tight leading in the same column and font, and it
    opens with no bullet, number, date or heading. The rows of continued lines are left empty.

    >>> w = lambda t, x, b: Word(t, x, x + 6 * len(t), b, 10, False)
    >>> page = [PdfLine([w("Summary", 72, 100)]), PdfLine([w("I", 72, 114), w("study", 84, 114), w("tidal", 126, 114),
    ...         w("flats", 164, 114)]), PdfLine([w("and", 72, 126), w("reefs.", 96, 126)])]
    >>> _join_prose(page, ["## Summary", "I study tidal", "and reefs."], {id(page[0]): 2})
    ['## Summary', 'I study tidal and reefs.', '']
    """
    from ..extract.sections import heading_kind
    from .dates import _leading_date

    right: dict[bool, float] = {}
    for line in page:
        right[line.side] = max(right.get(line.side, 0.0), line.words[-1].x1)
    out = list(rows)
    kind = None
    target = -1  # the row a paragraph's lines join
    for index, line in enumerate(page):
        if id(line) in marks or line.label:
            kind, target = heading_kind(out[index].lstrip("#").strip()), -1
            continue
        if kind not in _PROSE_KINDS or not out[index] or len(line.parts) > 1:
            target = -1
            continue
        above = page[index - 1]
        size = line.size
        text = " ".join(w.text for w in line.words[:3])
        if (
            target >= 0
            and above.side == line.side
            and abs(above.size - size) <= 0.1 * size
            and 0 < line.base - above.base <= 1.6 * size
            # the first word below would not have fitted at the end of the line above
            and above.words[-1].x1 + 0.3 * size + line.words[0].x1 - line.words[0].x0 > right[line.side]
            and abs(line.x0 - above.x0) <= 1.5 * size
            and not _OPENER.match(text)
            and not _leading_date(line.words)
            and not text[:1].isdigit()
        ):
            out[target] = f"{out[target]} {out[index]}"
            out[index] = ""
        else:
            target = index
    return out


def _join_dated_endings(page: list[PdfLine], rows: list[str], marks: dict[int, int]) -> list[str]:
    """Rows with an entry the text wrapped onto the line that carries its date column made one row:
    "Lecturer in Botany, Department of Plant Sciences, Kestrel" is not cut after a comma or a
    linking word ("… Sciences," / "Kestrel College, Lisbon    2019 – 2021") → one row with the
    date at its end. The line above ran to the column's right edge, carries no date, ends open (a
    comma or a word no name ends on), and the line below follows at the tight leading, in its
    column and font, and opens with no bullet, number or date. The row of the line below is left
    empty."""
    from .dates import _leading_date, is_date

    right: dict[bool, float] = {}
    for line in page:
        right[line.side] = max(right.get(line.side, 0.0), line.words[-1].x1)
    out = list(rows)
    for index in range(len(page) - 1):
        line, below = page[index], page[index + 1]
        size = max(line.size, below.size)
        first = below.words[0]
        text = " ".join(w.text for w in below.words[:3])
        if (
            id(line) in marks
            or id(below) in marks
            or line.label
            or not out[index]
            or not out[index + 1]
            or len(line.parts) > 1
            or len(below.parts) < 2
            or line.side != below.side
            or abs(line.size - below.size) > 0.1 * size
            or not 0 < below.base - line.base <= 1.6 * size
            or not line.x0 - 0.5 * size <= below.x0 <= line.x0 + 4 * size
            or line.words[-1].x1 + 0.3 * size + first.x1 - first.x0 <= right[line.side]
            or not (_OPEN_END.search(out[index]) or _NAME_END.search(out[index]))
            or _DATED_END.search(out[index])
            or not is_date(below.parts[-1])
            or is_date(below.parts[0])
            or _OPENER.match(text)
            or _leading_date(below.words)
        ):
            continue
        out[index] = f"{out[index]} {out[index + 1]}"
        out[index + 1] = ""
    return out


def _dated(line: PdfLine) -> list[Word]:
    """The date the line starts with, a colon after it allowed ("May 2004–June 2008: Director")."""
    from .dates import _leading_date

    words = [
        replace(w, text=piece)
        for w in line.words[:5]
        for piece in re.split(r"([–—])", w.text.rstrip(":"))  # "2023–November" → "2023", "–", "November"
        if piece
    ]
    return _leading_date(words)


def _justified(line: PdfLine, right: float) -> bool:
    """A justified line of running text: it runs to the column's right edge and its words are
    spread by like gaps, some wide enough to read as column breaks ("Global    Environmental
    Change    78"), none of its parts a date."""
    from .dates import is_date

    words = line.words
    if len(words) < 6 or len(line.parts) < 3 or words[-1].x1 < right - 0.5 * line.size:
        return False
    gaps = [b.x0 - a.x1 for a, b in itertools.pairwise(words)]
    if min(gaps) <= 0 or max(gaps) > 1.4 * min(gaps) or max(gaps) > 4 * line.size:
        return False
    return not any(is_date(part) for part in line.parts)


def _rewrap(line: str, after: str) -> tuple[str, str]:
    """A name cut at the end of ``line`` completed from ``after``: the line below joins it when at
    most two words follow its first comma (a place). A longer line below is left alone: moving
    only the name's end up would leave an organisation on a line of its own, which reads as the
    next entry's.

    >>> _rewrap("Postdoc, Kestrel University of", "Lisbon, Portugal")
    ('Postdoc, Kestrel University of Lisbon, Portugal', '')
    >>> _rewrap("Librarian, Kestrel College", "of Lisbon (2018)")
    ('Librarian, Kestrel College of Lisbon (2018)', '')
    >>> _rewrap("Postdoc, Centre for Quantum", "Optics, Kestrel University, Lisbon")[1]
    'Optics, Kestrel University, Lisbon'
    >>> _rewrap("Built the data platform for the", "Lisbon office")[1], _rewrap("Lisbon.", "Porto")[1]
    ('Lisbon office', 'Porto')
    """
    if (
        not _NAME_END.search(line)
        or (line.endswith(".") and not _INITIAL.search(line))
        or not (after[:1].isupper() or _LINKING.match(after))
    ):
        return line, after
    words = after.split()
    cut = next((i for i, w in enumerate(words) if _PHRASE_END.search(w)), len(words) - 1) + 1
    if words[cut - 1].endswith(":") or len(words) - cut > 2:
        return line, after  # a label opens the line below ("Advisor: …"), or a longer text
    return f"{line} {after.strip()}", ""


def _wrapped(prev: PdfLine, line: PdfLine, right: float, marks: dict[int, int]) -> bool:
    """``line`` is where the text of ``prev`` wrapped: the first word would not have fitted at the
    end of ``prev``, ``line`` starts under a word of its last column (not a date column), in the
    same font, and opens with no bullet, number, date or section name."""
    from ..extract.sections import heading_kind
    from .dates import _leading_date, is_date

    if id(prev) in marks or id(line) in marks or prev.label or line.label or prev.side != line.side:
        return False
    last, first = prev.words[-1], line.words[0]
    size = max(last.size, first.size)
    if last.bold != first.bold or abs(last.size - first.size) > 0.1 * size:
        return False
    if not 0 < line.base - prev.base <= 1.6 * size or len(line.parts) > 1 or is_date(prev.parts[-1]):
        return False
    if len(prev.parts[-1]) < 5:
        return False  # a short item of a list, in a narrow column ("Python, Rust, SQL" / "Graph …")
    if last.x1 + 0.3 * size + (first.x1 - first.x0) <= right or last.x1 < right - 8 * size:
        return False  # the first word below would have fitted: the line above ended by choice
    if not any(abs(w.x0 - first.x0) < 0.5 * size for w in prev.parts[-1] if w.text not in _MARKS):
        return False
    text = " ".join(w.text for w in line.words[:3])
    if _OPENER.match(text) or _leading_date(line.words) or text[:1].isdigit():
        return False
    return heading_kind(" ".join(w.text for w in line.words)) is None


_BROKEN_WORD = re.compile(r"(?<![\w-])([^\W\d_]{2,})(?<![A-ZÀ-ÖØ-Þ])-$")  # any script's letters: "Mathé-"


def _join_hyphenated(line: str, after: str) -> tuple[str, str]:
    """A word broken by a hyphen at the end of ``line`` completed from ``after``.

    >>> _join_hyphenated("the University of Califor-", "nia, Santa Barbara")
    ('the University of California,', 'Santa Barbara')
    >>> _join_hyphenated("state-of-the-", "art methods"), _join_hyphenated("Multi-", "Objective")
    (('state-of-the-', 'art methods'), ('Multi-', 'Objective'))
    >>> _join_hyphenated("École Supérieure d’En-", "ginyeria de Kestrel"), _join_hyphenated("Mathéma-", "tiques X")
    (('École Supérieure d’Enginyeria', 'de Kestrel'), ('Mathématiques', 'X'))
    """
    head = _BROKEN_WORD.search(line)
    tail = re.match(r"([a-z]+[^\s]*)\s+(\S.*)$", after)
    if not head or not tail:
        return line, after
    return line[: head.start()] + head.group(1) + tail.group(1), tail.group(2)
