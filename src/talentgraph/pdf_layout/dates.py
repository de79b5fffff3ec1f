"""Date columns: a range stacked over two lines, or a date centred beside its entry, joined to
the entry's line.

>>> is_date([Word("Sept.", 0, 1, 0, 9, False), Word("2018", 2, 3, 0, 9, False), Word("–", 4, 5, 0, 9, False)])
True
"""

from __future__ import annotations

import re

from .words import PdfLine, Word

__all__ = ["is_date", "join_date_columns"]


_MONTH = (
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|"
    r"august|september|october|november|december|spring|summer|fall|autumn|winter)\.?"
)
_DATE_WORD = re.compile(
    rf"(?i)^\(?(?:{_MONTH},?|[\d./–—-]*\d[\d./–—-]*,?|present\.?|now|current|today|ongoing|expected|exp\.|"
    r"[-–—]|since|to|until|(?:[\d./]+[-–—])?(?:present|now|today))\)?\.?$"
)
# a year, an open end, or a month with a two-digit year ("09/21", "09/21–06/23")
_YEAR = re.compile(
    r"(?:19|20)\d\d|(?i:present|now|current|today)|(?<![\d./])(?:0?[1-9]|1[0-2])/\d\d(?![\d./])"
)


def is_date(words: list[Word]) -> bool:
    """Words that only state a date or a date range ("Sept. 2018 –", "2021.09-", "Present").

    >>> is_date([Word("Google", 0, 1, 0, 9, False)]), is_date([Word("–", 0, 1, 0, 9, False)])
    (False, False)
    >>> is_date([Word("09/21", 0, 1, 0, 9, False), Word("–", 2, 3, 0, 9, False), Word("06/23", 4, 5, 0, 9, False)])
    True
    """
    texts = [w.text for w in words]
    return all(_DATE_WORD.match(t) for t in texts if t) and any(_YEAR.search(t) for t in texts)


_RANGE_IN_WORD = re.compile(r"\w[–—]\w|(?:19|20)\d\d-(?:(?:19|20)\d\d|(?i:present|now|today))")


def _ranged(words: list[Word]) -> bool:
    """Some of the words already state a range: a dash alone, or one inside a word ("2019—2022")."""
    return any(w.text in {"-", "–", "—"} or _RANGE_IN_WORD.search(w.text) for w in words)


def _is_open(words: list[Word]) -> bool:
    return words[-1].text.endswith(("-", "–", "—"))


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


def _moved_up(out: list[PdfLine], lines: list[PdfLine], index: int, merged: PdfLine, rest: list[Word]) -> int:
    """Append ``merged`` (line ``index`` with words moved up from the line below); the words left
    below (``rest``) stay there as a line of their own. Returns the index of the next line to read."""
    out.append(merged)
    if rest:
        lines[index + 1] = PdfLine(rest, side=lines[index + 1].side)
        return index + 1
    return index + 2


def join_date_columns(lines: list[PdfLine]) -> list[PdfLine]:
    """Date-column pieces moved onto their entry's line.

    - a range stacked over two lines in a column ("2019 –" / "2021", "Aug 2016" / "Dec 2020")
      becomes one range on the first line;
    - a date set alone on a line, beside a two-line entry in another column (vertically centred),
      joins the entry's first line.
    """
    lines = list(lines)  # the rest of a line whose date was moved up replaces it here
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
            merged = PdfLine([*first, *dash, *second, *line.words[len(first) :]], side=line.side)
            index, joined = _moved_up(out, lines, index, merged, after.words[len(second) :]), True
            continue
        if after is not None and _wrapped_year(line, after):
            year = after.parts[0]
            merged = PdfLine([*line.parts[0], *year, *line.words[len(line.parts[0]) :]], side=line.side)
            index, joined = _moved_up(out, lines, index, merged, after.words[len(year) :]), True
            continue
        if after is not None and _stacked_at_end(line, after):
            end = after.parts[-1]
            merged = PdfLine([*line.words, *end], side=line.side)
            index, joined = (
                _moved_up(out, lines, index, merged, after.words[: len(after.words) - len(end)]),
                True,
            )
            continue
        if out and after is not None and _centred_date(line, out[-1], after):
            out[-1] = PdfLine(sorted([*out[-1].words, *line.words], key=lambda w: w.x0), side=out[-1].side)
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
    if _ranged(first[:-1] + second) or _is_open(second):
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


_OPEN_MONTH = re.compile(rf"(?i)(?:^|[-–—,]\s*){_MONTH}$")
_LONE_YEAR = re.compile(r"^(?:19|20)\d\d$")


def _wrapped_year(line: PdfLine, after: PdfLine) -> bool:
    """A date cell of a left-hand column that ends on a month waiting for its year ("May–Oct",
    "Feb 2016–Jul", or a month alone: "May") and, right below it in the same column, the year
    alone ("2022"): the cell
    wrapped in a narrow date column, so the year belongs to it.

    >>> w = lambda t, x, b: Word(t, x, x + 5 * len(t), b, 10, False)
    >>> above = PdfLine([w("May-Oct", 0, 100), w("Intern,", 80, 100), w("Hooli", 120, 100)])
    >>> _wrapped_year(above, PdfLine([w("2022", 0, 112), w("Built", 80, 112)]))
    True
    >>> _wrapped_year(above, PdfLine([w("2022", 0, 140), w("Built", 80, 140)]))  # too far below
    False
    """
    if len(line.parts) < 2 or not after.parts:
        return False
    cell, year = line.parts[0], after.parts[0]
    text = " ".join(w.text for w in cell)
    if len(cell) > 5 or not _OPEN_MONTH.search(text) or len(year) != 1 or not _LONE_YEAR.match(year[0].text):
        return False
    if len(after.parts) < 2 and len(after.words) > 1:
        return False  # "2022 Built …" run together: the year opens a line of its own
    content = line.parts[1][0].x0
    aligned = abs(year[0].x0 - cell[0].x0) < line.size or abs(year[0].x1 - cell[-1].x1) < line.size
    return aligned and year[0].x1 < content and 0 < after.base - line.base <= 1.8 * line.size


def _stacked_at_end(line: PdfLine, after: PdfLine) -> bool:
    """``line`` ends with an open range in a right-hand column ("2019 –") and the line right
    below ends, in the same column, with a date alone ("2021"): the range's end."""
    if len(line.parts) < 2 or len(after.parts) < 1:
        return False
    start, end = line.parts[-1], after.parts[-1]
    if not (is_date(start) and _is_open(start) and is_date(end)) or _is_open(end):
        return False
    if _ranged(end):
        return False  # already a range ("2022 –" over "2019–2022": two posts)
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
