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
from .sections import Line

__all__ = ["begun_in_prose", "still_held"]

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
