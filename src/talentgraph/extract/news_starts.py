"""Start dates of current posts told by a dated news line ("**Feb 2024**: Started at Hooli as ...").

A homepage often states the current post in its bio ("I am a scientist at Hooli") with no date, and
its news list dates the move ("2024: Joined Hooli"). :func:`news_starts` gives such an undated
current post the news line's date.

>>> from talentgraph.model import Affiliation, Profile
>>> from talentgraph.extract.sections import Line
>>> p = Profile(source="a.md", affiliations=[Affiliation(org_text="Hooli Labs", end="present")])
>>> news_starts([Line(7, "", "Mar 2023: Joined Hooli Labs as a research scientist")], p)
>>> p.affiliations[0].start
'2023-03'
"""

from __future__ import annotations

import re

from ..model import Profile
from .dates import find_date_ranges
from .sections import Line

# "2024: Joined X", "Feb 2024 - Started at X", "[2024/02] I joined X": a date, a separator, the move
_NEWS_MOVE = re.compile(
    r"^\W*(?P<date>[^:–—]{4,24}?)[\]).*\s]*[:–—-]?\s*(?:I\s+)?(?:have\s+)?(?:officially\s+)?"
    r"(?:joined|started\s+(?:at|with)|moved\s+to)\s+(?:the\s+)?(?P<rest>\S.*)",
    re.IGNORECASE,
)


def news_move(text: str) -> tuple[str, str] | None:
    """The one date and the text after the verb of a dated news line telling a move, else None.

    >>> news_move("**2025**: Joined Hooli as an engineer")
    ('2025', 'Hooli as an engineer')
    >>> news_move("2019 - 2021: Joined Hooli") is None  # a range: an entry, not a move
    True
    >>> news_move("Our lab joined Hooli in 2020") is None
    True
    """
    m = _NEWS_MOVE.match(text.replace("*", ""))
    if not m:
        return None
    found = find_date_ranges(m.group("date"))
    if len(found) != 1 or found[0].end is not None or not found[0].start:
        return None
    if m.group("date")[found[0].end_pos :].strip(" [](),.") or m.group("date")[: found[0].start_pos].strip(
        " [](),.-"
    ):
        return None
    return found[0].start, m.group("rest")


def _names(rest: str, org: str) -> bool:
    """Whether the text after the verb starts with the organisation's name."""
    return bool(re.match(re.escape(org) + r"(?!\w)", rest, re.IGNORECASE))


def news_starts(lines: list[Line], profile: Profile) -> None:
    """Give each current post with no start the date of the latest news line saying it was joined."""
    moves = [move for ln in lines if (move := news_move(ln.text))]
    if not moves:
        return
    for aff in profile.affiliations:
        if aff.start or aff.end != "present":
            continue
        names = [n for n in (aff.org_text, aff.org) if n]
        dates = [date for date, rest in moves if any(_names(rest, n) for n in names)]
        if dates:
            aff.start = max(dates)
