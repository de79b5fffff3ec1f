"""A post begun at a stated date and never ended: the owner's latest post, still held.

A bio says "In August 2022, I joined Kestrel University as an assistant professor" and names no later
post and no end. The date is where the post began, not a post of one month: GUIDE.md writes such a
current post with ``end: present``.

>>> from talentgraph.model import Affiliation, Evidence
>>> joined = Affiliation("Kestrel University", role="Lecturer", start="2022-08",
...                      evidence=Evidence(3, "In August 2022, I joined Kestrel University as a lecturer."))
>>> [(a.start, a.end) for a in still_held([joined])]
[('2022-08', 'present')]
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..model import Affiliation
from .dates import find_date_ranges
from .fields import has_role
from .sections import Line

__all__ = ["begun_in_prose", "dated_by_open_row", "still_held"]

# the words that say a date is where a post began ("joined in 2019", "started as … in May 2020",
# "as of January 2023", "since 2016")
_BEGAN = re.compile(r"\b(?:joined|started|began|as\s+of|since)\b", re.I)


def still_held(affiliations: list[Affiliation]) -> list[Affiliation]:
    """``affiliations`` with the latest post, dated by a single date its line says it began at, running
    to ``"present"`` when no post of the document is still open. A post with an end, one that is not
    the latest, or one whose line only dates it ("Lecturer, Kestrel University, 2019") is left alone,
    and so is every post when another one is held now.

    >>> from talentgraph.model import Affiliation, Evidence
    >>> def post(start, text, end=None):
    ...     return Affiliation("Kestrel University", start=start, end=end, evidence=Evidence(1, text))
    >>> older = post("2015", "In 2015 I joined Kestrel University.")
    >>> newer = post("2019", "Research Fellow, Kestrel University, 2019", end="2019")
    >>> [(a.start, a.end) for a in still_held([older, newer])]  # the latest only states a year
    [('2015', None), ('2019', '2019')]
    >>> now = post("2020", "Lecturer, Kestrel University, 2020 – present", end="present")
    >>> [(a.start, a.end) for a in still_held([now, older])]  # another post is held now
    [('2020', 'present'), ('2015', None)]
    """
    if any(a.end == "present" for a in affiliations):
        return affiliations
    starts = [a.start for a in affiliations if a.start]
    if not starts:
        return affiliations
    latest = [a for a in affiliations if a.start == max(starts)]
    if len(latest) != 1:
        return affiliations
    begun = latest[0]
    if begun.end not in (None, begun.start) or begun.evidence is None:
        return affiliations
    if not _BEGAN.search(begun.evidence.text):
        return affiliations
    return [replace(a, end="present") if a is begun else a for a in affiliations]


# "I started my position there in March 2020", "In July 2018, I joined the museum", "As of January
# 2023 I'm a …": the owner says when the post began
_OWNER_BEGAN = re.compile(r"\b(?:I\s+(?:have\s+)?(?:joined|started|began)|as\s+of)\b", re.I)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")


def begun_in_prose(affiliations: list[Affiliation], lines: list[Line]) -> list[Affiliation]:
    """``affiliations`` with the one current post that has no start dated by the prose sentence that
    says when the owner began it: a sentence with "I joined", "I started" or "as of" and a single
    date, that names the post's organisation or follows a sentence of the same paragraph that does
    ("I work at Kestrel University. I started my position there in March 2020").

    >>> from talentgraph.extract.sections import split_lines
    >>> from talentgraph.model import Affiliation
    >>> post = Affiliation("Kestrel University", "Kestrel University", role="Lecturer", end="present")
    >>> lines = split_lines(["I work at Kestrel University. I started my position there in March 2020."])
    >>> [(a.start, a.end) for a in begun_in_prose([post], lines)]
    [('2020-03', 'present')]
    """
    undated = [a for a in affiliations if a.start is None and a.end == "present"]
    if len(undated) != 1:
        return affiliations
    post = undated[0]
    names = {n.casefold() for n in (post.org_text, post.org) if n}
    began = None
    for line in lines:
        sentences = _SENTENCE_END.split(line.text)
        for i, sentence in enumerate(sentences):
            if not _OWNER_BEGAN.search(sentence):
                continue
            near = " ".join(sentences[max(0, i - 1) : i + 1]).casefold()
            dates = find_date_ranges(sentence)
            if len(dates) == 1 and dates[0].end is None and any(n in near for n in names):
                if began is not None and began != dates[0].start:
                    return affiliations  # two beginnings told: which one is this post's is unclear
                began = dates[0].start
    if began is None:
        return affiliations
    return [replace(a, start=began) if a is post else a for a in affiliations]


# the section whose dated rows state the owner's posts (a bio's dated sentence or a row outside any
# section may state another post there; studies, service, talks and awards are no posts)
_ROW_KINDS = frozenset({"experience"})
_WORD = re.compile(r"[^\W\d_]+")
# "Research Scientist in Oceanography", "PhD student of Life Sciences": the title ends before its field
_TITLE_END = re.compile(r"\s+(?:of|in|at|for|with|on)\s.*", re.I)


def dated_by_open_row(affiliations: list[Affiliation], lines: list[Line]) -> list[Affiliation]:
    """``affiliations`` with each current post that has no start (told in a bio or a header, "I am a
    Lecturer at Kestrel University") dated by the open row of an experience section that names its
    organisation ("2021 – present  Lecturer, Kestrel University"), when no other post was read from
    that row. The row must name the role's title word ("lecturer"), or be the only open row there and
    name no role at all ("(2021–present) Kestrel University"). A date on the line above the
    organisation's line counts (a dated heading over "* Kestrel University").

    >>> from talentgraph.extract.sections import split_lines
    >>> from talentgraph.model import Affiliation
    >>> post = Affiliation("Kestrel University", "Kestrel University", role="Lecturer", end="present")
    >>> lines = split_lines(["## Positions", "2021 – present: Lecturer, Kestrel University"])
    >>> [(a.start, a.end) for a in dated_by_open_row([post], lines)]
    [('2021', 'present')]
    """
    undated = [a for a in affiliations if a.start is None and a.end == "present"]
    names = {n.casefold() for a in undated for n in (a.org_text, a.org) if n}
    if not names:
        return affiliations
    pattern = re.compile(
        r"(?<!\w)(?:" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?!\w)"
    )
    rows: list[tuple[str, str, str, int]] = []  # (organisation named, start, row text, line no) of open rows
    above: Line | None = None
    for line in lines:
        if line.blank:
            continue
        found = set(pattern.findall(line.text.casefold())) if line.kind in _ROW_KINDS else set()
        if found:
            dates, text = find_date_ranges(line.text), line.text
            if not dates and above is not None:
                dates, text = find_date_ranges(above.text), above.text + " " + line.text
            if len(dates) == 1 and dates[0].end == "present" and dates[0].start:
                rows += [(name, dates[0].start, text, line.no) for name in found]
        above = line
    if not rows:
        return affiliations
    read_from = {a.evidence.line: a for a in affiliations if a.evidence is not None}
    dated: dict[int, str] = {}
    for post in undated:
        own = {n.casefold() for n in (post.org_text, post.org) if n}
        free = [r for r in rows if r[0] in own and not _read_elsewhere(read_from.get(r[3]), post, own)]
        title = _WORD.findall(_TITLE_END.sub("", post.role or "").casefold())[-1:]
        fitting = [r for r in free if title and title[0] in _WORD.findall(r[2].casefold())]
        if not fitting and len({r[3] for r in free}) == 1 and not has_role(free[0][2]):
            fitting = free
        starts = {r[1] for r in fitting}
        if len(starts) == 1:
            dated[id(post)] = starts.pop()
    return [replace(a, start=dated[id(a)]) if id(a) in dated else a for a in affiliations]


def _read_elsewhere(other: Affiliation | None, post: Affiliation, names: set[str]) -> bool:
    """Whether a row was already read as another post at the same organisation."""
    if other is None or other is post:
        return False
    return any(n.casefold() in names for n in (other.org_text, other.org) if n)
