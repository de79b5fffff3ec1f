"""The dates a heading states for the prose paragraph under it.

A narrative page heads each stage of a career with its dates and tells the post in the paragraph
below ("## Postdoctoral Work (2016-2018)", then "I was a postdoctoral researcher at Kestrel
University …"; "**2023 Aug** | **Postdoc**", then "I work as a postdoc at …"). The prose sentence
names the post but no date; the heading's date is the post's.

>>> from talentgraph.extract.sections import split_lines
>>> from talentgraph.model import Affiliation, Evidence
>>> lines = split_lines(["## Postdoctoral Work (2016-2018)", "", "I was a postdoc at Kestrel University."])
>>> post = Affiliation(org_text="Kestrel University", role="postdoc", evidence=Evidence(3, lines[2].text))
>>> [(a.start, a.end) for a in dated_by_heading([post], lines)]
[('2016', '2018')]
"""

from __future__ import annotations

import bisect
import re
from dataclasses import replace

from ..model import Affiliation
from .dates import DateRange, find_date_ranges
from .sections import Line

__all__ = ["dated_by_heading"]

# what a bold lead line may hold besides its bold spans ("**2023 Aug** \\| **Postdoc**")
_LEAD_FILLER = re.compile(r"[\s|\\:·•–—-]*")
# a Markdown heading the section reader does not take for a section's ("### Summer Program (2014)")
_MARKDOWN_HEADING = re.compile(r" {0,3}#{1,6}\s")
# headings climbed over above a paragraph ("### Summer Program (2014)", "### Example Laboratory")
_MAX_HEADINGS = 2


def dated_by_heading(affiliations: list[Affiliation], lines: list[Line]) -> list[Affiliation]:
    """``affiliations`` with each undated post read from the first paragraph under a heading (or a
    line of bold text alone) dated by that heading's single date or range, when no other post is
    read under that heading. A heading's closed range ends a post the prose reads as current; its
    single date starts it.

    >>> from talentgraph.extract.sections import split_lines
    >>> from talentgraph.model import Affiliation, Evidence
    >>> texts = ["### Summer Program (2014)", "I spent a summer at Kestrel Lab.", "### Later", "I was at Tern Labs."]
    >>> lines = split_lines(texts)
    >>> kestrel = Affiliation(org_text="Kestrel Lab", evidence=Evidence(2, lines[1].text))
    >>> tern = Affiliation(org_text="Tern Labs", evidence=Evidence(4, lines[3].text))
    >>> [(a.org_text, a.start, a.end) for a in dated_by_heading([kestrel, tern], lines)]
    [('Kestrel Lab', '2014', None), ('Tern Labs', None, None)]
    """
    by_no = {line.no: i for i, line in enumerate(lines)}
    told = [a.evidence.line for a in affiliations if a.evidence is not None]
    leads: list[int] | None = None  # indexes of the lead lines, found once (linear in the document)
    dated = []
    for post in affiliations:
        span = None
        if post.start is None and post.end in (None, "present") and post.evidence is not None:
            at = by_no.get(post.evidence.line)
            if leads is None:
                leads = [i for i, line in enumerate(lines) if _is_lead(line)]
            found = _heading_span(lines, at, leads) if at is not None else None
            # the heading dates a stage of several posts ("### Postdocs (since 2020)"): none of them
            if found is not None and sum(no in found[1] for no in told) == 1:
                span = found[0]
        if span is None:
            dated.append(post)
        else:  # a single date starts a post the prose tells as current ("### 2021", "I am …")
            end = span.end or (post.end if not span.season else None)
            dated.append(replace(post, start=span.start, end=end))
    return dated


def _heading_span(lines: list[Line], at: int, leads: list[int]) -> tuple[DateRange, range] | None:
    """The one date or range of the headings right above the paragraph line ``lines[at]``, which
    must be that paragraph's first line, and the line numbers from those headings to the next one
    (``leads``: the indexes of every lead line, in order)."""
    if _is_lead(lines[at]) or not lines[at].text:
        return None
    above = at - 1
    while above >= 0 and lines[above].blank:
        above -= 1
    ranges: list[DateRange] = []
    climbed, top = 0, at
    while above >= 0 and climbed < _MAX_HEADINGS and _is_lead(lines[above]):
        ranges += find_date_ranges(lines[above].text)
        climbed, top = climbed + 1, above
        above -= 1
        while above >= 0 and lines[above].blank:
            above -= 1
    if not climbed or len(ranges) != 1 or not ranges[0].start:
        return None
    after = bisect.bisect_right(leads, at)
    below = leads[after] if after < len(leads) else len(lines)
    return ranges[0], range(lines[top].no, lines[below - 1].no + 1)


def _is_lead(line: Line) -> bool:
    """A heading, or a line that is bold text alone (with column bars between its spans)."""
    if line.heading or _MARKDOWN_HEADING.match(line.raw):
        return True
    if not line.bold or line.bullet:
        return False
    rest = line.text
    for span in line.bold:
        rest = rest.replace(span, " ", 1)
    return bool(_LEAD_FILLER.fullmatch(rest))
