"""Words to visual lines: a shared baseline makes a line; a sidebar is read before the main
column; a heading set beside its first entry gets a line of its own; date columns are joined.

>>> words = [Word("Research", 72, 110, 100, 10, False), Word("Intern,", 113, 140, 100, 10, False),
...          Word("2019", 480, 500, 100.5, 10, False), Word("–", 503, 508, 100.5, 10, False),
...          Word("2020", 511, 531, 100.5, 10, False)]
>>> [line.text for line in page_lines(words)]
['Research Intern,    2019 – 2020']
"""

from __future__ import annotations

import itertools
import re
import statistics
from collections.abc import Callable

from .dates import _MONTH, is_date, join_date_columns
from .words import PdfLine, Word, _line_text, segments

__all__ = ["page_lines", "read_columns", "sidebars_last"]


def page_lines(words: list[Word], previous: list[PdfLine] | None = None) -> list[PdfLine]:
    """Words grouped into visual lines (shared baseline), top to bottom, each left to right; then
    a date column's stray pieces joined to their entries (see :func:`join_date_columns`).
    ``previous``: the previous page's lines, whose sidebar may run on here (see :func:`read_columns`)."""
    lines: list[PdfLine] = []
    for word in sorted(words, key=lambda w: (w.base, w.x0)):
        line = lines[-1] if lines else None
        if line is not None and abs(word.base - line.base) <= 0.35 * min(word.size, line.size):
            line.words.append(word)
        else:
            lines.append(PdfLine([word]))
    for line in lines:
        line.words = _join_letters(sorted(line.words, key=lambda w: w.x0))
    lines = _join_scripts(_join_ordinals(lines))
    lines = join_date_columns(_split_side_labels(_split_side_headings(read_columns(lines, previous))))
    for line in lines:
        line.text = _line_text(line.words)
    return lines


def _join_letters(words: list[Word]) -> list[Word]:
    """Capitals set letter-spaced ("E X P E R I E N C E", the headings of designer templates and
    moderncv's) joined into words. The text layer cuts such a line at every letter, or at every
    pair a font kerns ("P RO F E S S I O NA L"): a run of four or more such pieces with like gaps,
    most of them single letters, is read as words, a gap half again as wide as the run's middle
    one parting them.

    >>> letters = [Word(c, 10 * i, 10 * i + 7, 100, 20, True) for i, c in enumerate(["W", "O", "RK"])]
    >>> letters += [Word(c, 10 * i + 40, 10 * i + 47, 100, 20, True) for i, c in enumerate("LIFE")]
    >>> [w.text for w in _join_letters(letters)]
    ['WORK', 'LIFE']
    >>> [w.text for w in _join_letters([Word(t, 6 * i, 6 * i + 3, 100, 10, False) for i, t in enumerate("AIM")])]
    ['A', 'I', 'M']
    """
    out: list[Word] = []
    start = 0
    while start < len(words):
        end = start
        while (
            end < len(words)
            and _LETTERS.match(words[end].text)
            and (end == start or _letter_gap(words[end - 1], words[end]))
        ):
            end += 1
        run = words[start:end]
        if len(run) < 4 or 3 * sum(len(w.text) == 1 for w in run) < 2 * len(run):
            out.append(words[start])
            start += 1
            continue
        gaps = sorted(b.x0 - a.x1 for a, b in itertools.pairwise(run))
        middle = max(gaps[len(gaps) // 2], 0.05 * run[0].size)
        word = [run[0]]
        for a, b in itertools.pairwise(run):
            if b.x0 - a.x1 > 1.5 * middle:
                out.append(_letters_word(word))
                word = []
            word.append(b)
        out.append(_letters_word(word))
        start = end
    return out


_LETTERS = re.compile(r"[A-ZÀ-ÖØ-Þ&]{1,3}[,.:]?$|[,.:]$")


def _letter_gap(a: Word, b: Word) -> bool:
    """Two pieces parted as by letter-spacing, or by a word space between letter-spaced words,
    not by a column gap."""
    return abs(a.size - b.size) < 0.1 * a.size and a.bold == b.bold and 0 <= b.x0 - a.x1 < 0.8 * a.size


def _letters_word(letters: list[Word]) -> Word:
    first = letters[0]
    text = "".join(w.text for w in letters)
    return Word(text, first.x0, letters[-1].x1, first.base, first.size, first.bold, first.caps)


_ORDINAL = re.compile(r"(?i)st|nd|rd|th|er|e|ème")


def _join_ordinals(lines: list[PdfLine]) -> list[PdfLine]:
    """Raised ordinal suffixes ("1" + a superscript "st") joined to their numbers on the line
    below, where the text layer sets them as a line of their own above it.

    >>> lines = [PdfLine([Word("st", 81, 86, 96, 7, False)]),
    ...          PdfLine([Word("1", 72, 80, 100, 10, False), Word("Apr", 90, 105, 100, 10, False)])]
    >>> [[w.text for w in line.words] for line in _join_ordinals(lines)]
    [['1st', 'Apr']]
    """
    out: list[PdfLine] = []
    for index, line in enumerate(lines):
        below = lines[index + 1] if index + 1 < len(lines) else None
        if below is None or not 0 < below.base - line.base < 0.6 * below.size:
            out.append(line)
            continue
        joins: dict[int, Word] = {}
        for mark in line.words:
            number = next(
                (
                    i
                    for i, w in enumerate(below.words)
                    if w.text[-1:].isdigit() and -0.1 * w.size <= mark.x0 - w.x1 < 0.3 * w.size
                ),
                None,
            )
            if number is None or mark.size > 0.85 * below.size or not _ORDINAL.fullmatch(mark.text):
                break
            joins[number] = mark
        else:
            for i, mark in joins.items():
                w = below.words[i]
                below.words[i] = Word(w.text + mark.text, w.x0, mark.x1, w.base, w.size, w.bold)
            continue
        out.append(line)
    return out


def _join_scripts(lines: list[PdfLine]) -> list[PdfLine]:
    """Sub- and superscripts the text layer sets as a line of their own ("CO" + a lowered "2",
    "π" + a raised "0") joined to the word they touch on the line just above or below.

    >>> lines = [PdfLine([Word("CO", 72, 90, 100, 10, False), Word("levels", 96, 130, 100, 10, False)]),
    ...          PdfLine([Word("2", 90, 94, 103, 6, False)])]
    >>> [[w.text for w in line.words] for line in _join_scripts(lines)]
    [['CO2', 'levels']]
    """
    out = list(lines)
    for line in lines:
        if not all(len(w.text) <= 2 and not w.text.isalpha() for w in line.words):
            continue
        targets = []
        for mark in line.words:
            near = [
                (other, i)
                for other in out
                if other is not line and 0 < abs(other.base - line.base) < 0.6 * other.size
                for i, w in enumerate(other.words)
                if mark.size < 0.8 * w.size and -0.1 * w.size <= mark.x0 - w.x1 < 0.3 * w.size
            ]
            if len(near) != 1:
                break
            targets.append((mark, *near[0]))
        else:
            for mark, other, i in targets:
                w = other.words[i]
                other.words[i] = Word(w.text + mark.text, w.x0, mark.x1, w.base, w.size, w.bold, w.caps)
            out.remove(line)
    return out


def read_columns(lines: list[PdfLine], previous: list[PdfLine] | None = None) -> list[PdfLine]:
    """Lines in reading order when the page has a sidebar: a vertical gutter that no text crosses,
    with text on both sides that is not a date column. Between lines that span the gutter (a
    header, a full-width heading), the left column is read first, then the right one; the
    sidebar's lines are marked ``side`` (see :func:`sidebars_last`). A page too short to show a
    sidebar of its own keeps the sidebar of the ``previous`` page where no line crosses its gutter.
    """
    found = _sidebar_gutter(lines) or _carried_gutter(lines, previous)
    if found is None:
        return lines
    gutter, narrow_left = found
    out: list[PdfLine] = []
    left: list[PdfLine] = []
    right: list[PdfLine] = []
    for line in lines:
        if _spans(line, gutter):
            out += [*_title_first(left, right), line]
            left, right = [], []
            continue
        before = [w for w in line.words if w.x1 <= gutter]
        after = [w for w in line.words if w.x1 > gutter]
        left += [PdfLine(before, side=narrow_left)] if before else []
        right += [PdfLine(after, side=not narrow_left)] if after else []
    return out + _title_first(left, right)


def _carried_gutter(lines: list[PdfLine], previous: list[PdfLine] | None) -> tuple[float, bool] | None:
    """The gutter of the sidebar of the ``previous`` page (between the sidebar's widest line and the
    main column), where it parts this page's lines too: no line crosses it and both sides hold
    text ("Tools" / "Git    Docker" beside the last publications on a short last page)."""
    side = [line for line in previous or [] if line.side]
    main = [line for line in previous or [] if not line.side]
    if not side or not main or not lines:
        return None
    narrow_left = statistics.median(ln.x0 for ln in side) < statistics.median(ln.x0 for ln in main)
    if narrow_left:
        edge = max(line.words[-1].x1 for line in side)
        starts = [line.x0 for line in main if line.x0 > edge]
        x = (edge + min(starts)) / 2 if starts else None
    else:
        edge = min(line.x0 for line in side)
        ends = [line.words[-1].x1 for line in main if line.words[-1].x1 < edge]
        x = (edge + max(ends)) / 2 if ends else None
    if x is None or any(_spans(line, x) for line in lines):
        return None
    left = sum(1 for line in lines for w in line.words if w.x1 <= x)
    right = sum(1 for line in lines for w in line.words if w.x1 > x)
    return (x, narrow_left) if min(left, right) >= 2 else None


def _title_first(left: list[PdfLine], right: list[PdfLine]) -> list[PdfLine]:
    """The left column, then the right one; but a title heading the right column above the left
    one's first line (a name over the main column, beside a sidebar that starts lower) first,
    with the lines under it down to the left column's top or the first section heading."""
    if not left or not right:
        return left + right
    from ..extract.sections import heading_kind

    above: list[PdfLine] = []
    for line in right:
        if line.base >= left[0].base or heading_kind(" ".join(w.text for w in line.words)):
            break
        above.append(line)
    if above and above[0].size > max(line.size for line in left + right[len(above) :]):
        return above + left + right[len(above) :]
    return left + right


def _spans(line: PdfLine, x: float) -> bool:
    """The line runs across ``x``: a word crosses it, or it falls in an ordinary word space. A wide
    space there is a column break, even where the columns' words are set close enough to read as
    one segment ("… health    -Advanced R programming" beside a sidebar)."""
    for seg in line.parts:
        if seg[0].x0 < x < seg[-1].x1:
            for a, b in itertools.pairwise(seg):
                if a.x1 <= x <= b.x0:
                    return b.x0 - a.x1 < 0.8 * max(a.size, b.size)
            return True
    return False


def _sides(line: PdfLine, x: float) -> tuple[list[list[Word]], list[list[Word]]]:
    """The line's segments left and right of a gutter at ``x`` the line does not span."""
    return (
        segments([w for w in line.words if w.x1 <= x]),
        segments([w for w in line.words if w.x1 > x]),
    )


def _crossing(lines: list[PdfLine], x: float, margin: float) -> int:
    """Lines that span ``x`` from the first line left of ``x`` that starts at the page's
    ``margin``: a header set across the page above two columns does not count (it must end in the
    page's first half)."""
    start = next(
        (i for i, line in enumerate(lines) if line.x0 < margin + line.size and not _spans(line, x)),
        len(lines),
    )
    if start > 0.5 * len(lines):
        return len(lines)
    return sum(1 for line in lines[start:] if _spans(line, x))


def _sidebar_gutter(lines: list[PdfLine]) -> tuple[float, bool] | None:
    """The x of a sidebar's gutter and whether the sidebar is on its left, or None (one column,
    or a column of dates beside entries)."""
    from ..extract.sections import heading_kind

    parts = [seg for line in lines for seg in line.parts]
    if len(parts) < 12:
        return None
    x_min = min(seg[0].x0 for seg in parts)
    x_max = max(seg[-1].x1 for seg in parts)
    best: tuple[int, float] | None = None
    for step in range(15, 86, 2):
        x = x_min + (x_max - x_min) * step / 100
        crossing = _crossing(lines, x, x_min)
        if best is None or crossing < best[0]:
            best = (crossing, x)
    if best is None or best[0] > 0.05 * len(lines):
        return None
    x = best[1]
    sides = [_sides(line, x) for line in lines if not _spans(line, x)]
    left = [seg for before, _ in sides for seg in before]
    right = [seg for _, after in sides for seg in after]
    if min(len(left), len(right)) < 6:
        return None
    narrow_left = sum(len(w.text) for seg in left for w in seg) <= sum(
        len(w.text) for seg in right for w in seg
    )
    narrow, wide = (left, right) if narrow_left else (right, left)
    body = statistics.median(w.size for seg in parts for w in seg)
    prose = [
        seg
        for seg in narrow
        if not is_date(seg) and not (min(w.size for w in seg) > 1.12 * body or all(w.bold for w in seg))
    ]
    headings = sum(1 for seg in narrow if heading_kind(" ".join(w.text for w in seg)))
    if len(prose) < 6 or (len(prose) < 0.5 * len(narrow) and headings < 2):
        return None  # a column of dates or labels
    own = [pair[0 if narrow_left else 1] for pair in sides]
    beside = sum(len(segs) for segs, pair in zip(own, sides, strict=True) if pair[1 if narrow_left else 0])
    if (
        beside >= 0.8 * len(narrow)
        and len(narrow) <= 0.5 * len(wide)
        and all(len(seg) <= 4 for seg in narrow)
    ):
        return None  # a few labels beside their rows ("RESEARCH INTERESTS" in a margin): read by rows
    if headings >= 2:
        return x, narrow_left  # the narrow column has sections of its own ("Skills", "Links")
    titled = any(
        len(seg) <= 4
        and (min(w.size for w in seg) > 1.12 * body or all(w.bold for w in seg) or _capitals(seg))
        for seg in narrow
        if not is_date(seg)
    )
    if titled and len(narrow) - beside >= max(4, 0.2 * len(narrow)):
        # titled blocks ("Contact", "Toolbox") with lines of their own between the main column's:
        # a column of its own, not places or dates set beside their entries, wrapped or not
        return x, narrow_left
    # else a column of places beside entries, one or two rows each, with no titles of its own
    return None if beside > 0.5 * len(narrow) or not titled else (x, narrow_left)


def _capitals(seg: list[Word]) -> bool:
    text = " ".join(w.text for w in seg)
    return text.isupper() and sum(c.isalpha() for c in text) >= 4


def _split_side_headings(lines: list[PdfLine]) -> list[PdfLine]:
    """A heading set in a left column beside its first entry (Typst, some LaTeX classes), or a
    title beside or between contact columns, becomes a line of its own: ``Education    University
    of X`` → two lines; ``Lisbon    Jane Roe    jane@example.org`` → ``Jane Roe``, then the rest.
    A left heading stacked over two rows ("Research" / "Experience", each beside an entry row) is
    one heading, set before both rows.

    >>> def row(head, rest, base):
    ...     return PdfLine([Word(head, 60, 110, base, 14, False), Word(rest, 150, 300, base, 10, False)])
    >>> rows = [row("Research", "Acme Lab", 100), row("Experience", "Intern    2020", 114)]
    >>> [" ".join(w.text for w in line.words) for line in _split_side_headings(rows)]
    ['Research Experience', 'Acme Lab', 'Intern    2020']
    """
    from ..extract.sections import heading_kind

    out: list[PdfLine] = []
    stacked = -1  # the row whose heading word was joined to the heading above it
    for index, line in enumerate(lines):
        if index == stacked:
            continue
        split = _side_heading(line, heading_kind)
        if split is None:
            out.append(line)
            continue
        head, rest, first = split
        if (
            first
            and index + 1 < len(lines)
            and (below := _heading_word(lines[index + 1], head)) is not None
            and _one_heading(head, below, heading_kind)
        ):
            # the heading's second word beside the next row ("Research" / "Experience")
            stacked = index + 1
            out += [PdfLine(head + below, side=line.side), PdfLine(rest, side=line.side)]
            after = lines[index + 1].words[len(below) :]
            if after:
                out.append(PdfLine(after, side=line.side))
            continue
        if (
            first
            and out
            and out[-1] is lines[index - 1]
            and (above := _heading_word(out[-1], head)) is not None
            and _one_heading(above, head, heading_kind)
        ):
            # the heading's first word beside the row above ("Industry" / "Experience")
            upper = out.pop()
            out.append(PdfLine(above + head, side=line.side))
            if upper.words[len(above) :]:
                out.append(PdfLine(upper.words[len(above) :], side=upper.side))
        else:
            out.append(PdfLine(head, side=line.side))
        out.append(PdfLine(rest, side=line.side))
    return out


def _side_heading(
    line: PdfLine, heading_kind: Callable[[str], str | None]
) -> tuple[list[Word], list[Word], bool] | None:
    """A line's heading part set larger than the rest, the rest, and whether the heading is the first part."""
    parts = line.parts
    for index, head in enumerate(parts):
        rest = [w for seg in parts[:index] + parts[index + 1 :] for w in seg]
        if (
            rest
            and len(head) <= 4
            and min(w.size for w in head) > 1.12 * max(w.size for w in rest)
            and (
                (index == 0 and heading_kind(" ".join(w.text for w in head)) is not None)
                or min(w.size for w in head) > 1.5 * max(w.size for w in rest)
            )
        ):
            return head, rest, index == 0
    return None


def _one_heading(upper: list[Word], lower: list[Word], heading_kind: Callable[[str], str | None]) -> bool:
    """Whether two stacked heading words are one heading: not when each is a heading of its own and
    the two together are no heading ``data/sections.yaml`` lists ("Languages" over "Skills" head two
    sections; "Research" over "Experience" is one)."""
    from ..extract.sections import listed_heading

    def text(words: list[Word]) -> str:
        return " ".join(w.text for w in words)

    if heading_kind(text(upper)) is None or heading_kind(text(lower)) is None:
        return True
    return listed_heading(text(upper + lower))


def _heading_word(line: PdfLine, head: list[Word]) -> list[Word] | None:
    """The first part of ``line`` when it is set like ``head`` (same left edge and size, one or two
    words of letters, larger than the rest of its line) on the row next to it: a heading's other word."""
    words = line.parts[0]
    rest = line.words[len(words) :]
    size = head[0].size
    if (
        len(words) <= 2
        and abs(words[0].x0 - head[0].x0) < 0.3 * size
        and all(abs(w.size - size) < 0.05 * size for w in words)
        and 0 < abs(line.base - head[0].base) < 1.6 * size
        and all(w.text.isalpha() or w.text == "&" for w in words)
        and (not rest or size > 1.12 * max(w.size for w in rest))
    ):
        return words
    return None


def _split_side_labels(lines: list[PdfLine]) -> list[PdfLine]:
    """Section labels set in a left margin beside their first rows, where the body is indented to a
    column of its own ("RESEARCH" / "INTERESTS" beside "Galaxy evolution, …"): each label becomes
    a line of its own above its rows, a label wrapped over two rows joined into one. A label is set
    apart by capitals, bold, a small-caps font or a smaller size; its second word may sit alone on the row below
    ("Academic" / "Positions"), or beside a row that runs to the right edge and wraps on; two labels on
    adjacent rows whose words together name a section are one ("RESEARCH" / "INTERESTS"), as are
    two where the first ends in a word that cannot end one ("Computer &" / "Technical")."""
    from ..extract.sections import names_a_section

    if len(lines) < 6:
        return lines
    margin = min(line.x0 for line in lines)
    size = statistics.median(line.size for line in lines)
    indented = [line.x0 for line in lines if line.x0 > margin + 3 * size]
    if len(indented) < 0.5 * len(lines):
        return lines  # the body is not indented to a column of its own
    column = min(indented)

    right = max(line.words[-1].x1 for line in lines)

    def styled(head: list[Word], rest: list[Word]) -> bool:
        text = " ".join(w.text for w in head)
        if len(head) > 4 or not any(c.isalpha() for c in text):
            return False
        return (
            text.isupper()
            or (all(w.bold for w in head) and not all(w.bold for w in rest if w.text.strip("•·|,.:;–-")))
            or (all(w.caps for w in head) and not all(w.caps for w in rest))
            # a small-caps label the text layer reads as a smaller font ("Research" at 9 pt beside 11)
            or max(w.size for w in head) < 0.92 * statistics.median(w.size for w in rest)
        )

    def alike(words: list[Word], head: list[Word]) -> bool:
        text = " ".join(w.text for w in words)
        return (
            len(words) <= 2
            and text.replace(" ", "").isalpha()
            and text.isupper() == " ".join(w.text for w in head).isupper()
            and all(w.bold == head[0].bold and w.caps == head[0].caps for w in words)
        )

    def label(line: PdfLine) -> list[Word] | None:
        head = line.parts[0]
        # set left-aligned at the margin, or right-aligned against the body column ("WORK &" over
        # "RESEARCH", each ending at the same gutter)
        if abs(line.x0 - margin) > size and not (
            line.x0 < column - 3 * size
            and head[-1].x1 < column - size
            and _CAPS_LABEL.match(_line_text(head))
        ):
            return None
        rest = line.words[len(head) :]
        if not rest or not styled(head, rest):
            return None
        return head if column - size < rest[0].x0 < column + 2 * size else None

    out: list[PdfLine] = []
    previous: PdfLine | None = None  # the last label, to join a label wrapped over two rows
    text = ""  # the text beside it
    full = False  # the row beside it runs to the right edge: its text wraps on to the next row
    for line in lines:
        head = label(line)
        near = previous is not None and 0 < line.base - previous.words[-1].base < 2 * size
        if head is None:
            if (
                near
                and previous is not None
                and abs(out[-1].words[-1].base - previous.words[-1].base) < 0.3 * size  # beside it
                and len(line.parts) == 1
                and abs(line.x0 - margin) < size
                and alike(line.words, previous.words)
            ):
                previous.words += line.words  # the label's second word alone below ("Academic" / "Positions")
                continue
            out.append(line)
            continue
        rest = line.words[len(head) :]
        if (
            near
            and previous is not None
            and (
                _CONTINUED.search(text)
                or rest[0].text[:1].islower()
                or full
                or names_a_section(" ".join(w.text for w in previous.words + head))
                or _CONTINUED.search(" ".join(w.text for w in previous.words))
            )
        ):
            # the rows beside read on, the two words name one section ("RESEARCH" / "INTERESTS"), or
            # the label above cannot end ("Computer &" / "Technical Skills"): one label wrapped
            previous.words += head
        else:
            previous = PdfLine(list(head), label=True, side=line.side)
            out.append(previous)
        text = " ".join(w.text for w in rest)
        full = rest[-1].x1 > right - 2 * size
        out.append(PdfLine(rest, side=line.side))
    return out


_CONTINUED = re.compile(r"(?i)(?:[-,&]|\b(?:of|the|and|in|at|for|to|with|on|by|from))$")
# a label in capitals, not a month ("SEPT" of a date column)
_CAPS_LABEL = re.compile(rf"(?!(?i:{_MONTH})$)[A-Z][A-Z &/,-]*$")


def sidebars_last(pages: list[list[PdfLine]]) -> list[list[PdfLine]]:
    """Pages with the sidebar lines that end a page, or that open a page after the first, moved to
    the end of the document: the main column reads on from page to page ("Experience" continued
    on page two is not read under the sidebar's "Skills"); the first page's sidebar on the left,
    with the name and contact block, stays in front."""
    moved: list[PdfLine] = []
    out: list[list[PdfLine]] = []
    for index, page in enumerate(pages):
        end = len(page)
        while end and page[end - 1].side:
            end -= 1
        start = 0
        while index and start < end and page[start].side:
            start += 1
        moved += page[:start] + page[end:]
        out.append(page[start:end])
    if out:
        out[-1] = out[-1] + moved
    return out
