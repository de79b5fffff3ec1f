"""Teaching posts listed term by term: one post per role and organisation, spanning the years taught.

A teaching section often lists each course with the terms it was taught ("Teaching Assistant, Intro
to Geology    Spring 2019, Spring 2020"), so one assistantship appears on many lines. GUIDE.md counts
one post per role and organisation spanning the terms listed, written as years.

>>> from talentgraph.model import Affiliation, Evidence
>>> a = Affiliation(None, "Kestrel University", None, None, "Teaching Assistant", "2019-03", "2019-05", None, Evidence(4, ""))
>>> b = Affiliation(None, "Kestrel University", None, None, "Teaching Assistant", "2020-09", "2020-11", None, Evidence(5, ""))
>>> [(x.start, x.end) for x in spanning_terms([a, b], {4: (2019, 2019, 1), 5: (2020, 2020, 1)})]
[('2019', '2020')]
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..model import Affiliation
from .dates import find_date_ranges

__all__ = ["spanning_terms", "term_years"]

_SEASON = re.compile(r"\b(?:spring|summer|fall|autumn|winter)\b", re.I)

Terms = tuple[int, int, int]
"""The first and last year of the terms a line lists, and how many terms it lists."""


def term_years(text: str) -> Terms | None:
    """The years of the academic terms a line lists, when its first date is a term ("Fall 2008").

    >>> term_years("Teaching Assistant, Field Geology    Spring 2013, Fall 2014")
    (2013, 2014, 2)
    >>> term_years("Lecturer, Statistics (Fall 2008; Spring 2009)")
    (2008, 2009, 2)
    >>> term_years("Teaching Assistant, Optics    Spring 2020 & 2022")
    (2020, 2022, 2)
    >>> term_years("Teaching Assistant, Optics    Fall 2019")
    (2019, 2019, 1)
    >>> term_years("Lecturer, Optics    2019 – 2021") is None
    True
    >>> term_years("Instructor, Optics    Fall 2019 – present") is None  # still taught: left as written
    True
    """
    ranges = find_date_ranges(text)
    if not ranges or not _SEASON.search(ranges[0].text) or any(r.end == "present" for r in ranges):
        return None
    years = [int(d[:4]) for r in ranges for d in (r.start, r.end) if d and d[:4].isdigit()]
    return (min(years), max(years), len(ranges)) if years else None


def spanning_terms(affiliations: list[Affiliation], terms_at: dict[int, Terms]) -> list[Affiliation]:
    """``affiliations`` with one teaching post per role and organisation: the posts on the lines of
    ``terms_at`` (line number → the terms it lists) that share a role and an organisation and list two
    or more terms between them become one post, where the first stood, from the first term's year to
    the last's; a role taught for a single term keeps its months.

    >>> from talentgraph.model import Affiliation, Evidence
    >>> def ta(line, start, end):
    ...     return Affiliation(None, "Kestrel University", None, None, "TA", start, end, None, Evidence(line, ""))
    >>> posts = [ta(3, "2013-03", "2013-05"), ta(4, "2015-09", "2015-11")]
    >>> [(x.start, x.end) for x in spanning_terms(posts, {3: (2013, 2014, 2), 4: (2015, 2015, 1)})]
    [('2013', '2015')]
    >>> [(x.start, x.end) for x in spanning_terms(posts[:1], {3: (2013, 2013, 1)})]
    [('2013-03', '2013-05')]
    """

    def key(aff: Affiliation) -> tuple[str, str]:
        return ((aff.org_text or aff.org or "").casefold(), (aff.role or "").casefold())

    def terms(aff: Affiliation) -> Terms | None:
        return terms_at.get(aff.evidence.line) if aff.evidence is not None and aff.role else None

    groups: dict[tuple[str, str], list[Terms]] = {}
    for aff in affiliations:
        if (listed := terms(aff)) is not None:
            groups.setdefault(key(aff), []).append(listed)
    out: list[Affiliation] = []
    done: set[tuple[str, str]] = set()
    for aff in affiliations:
        listed, group = terms(aff), groups.get(key(aff), [])
        if listed is None or sum(n for _, _, n in group) < 2:
            out.append(aff)
        elif key(aff) not in done:
            done.add(key(aff))
            out.append(
                replace(aff, start=str(min(y for y, _, _ in group)), end=str(max(y for _, y, _ in group)))
            )
    return out
