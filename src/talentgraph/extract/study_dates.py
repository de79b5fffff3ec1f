"""Date an undated doctoral post by the doctoral study the document dates at the same institution.

A bio says "I am a PhD student at Kestrel University" with no year, and its education list says
"PhD, Kestrel University (Sept 2023 – present)". GUIDE.md counts the post and the study with the
same dates, so the post takes the study's.

>>> from talentgraph.model import Affiliation, Education
>>> post = Affiliation("Kestrel University", role="PhD Student", end="present")
>>> study = Education("Kestrel University", degree="PhD", start="2023-09", end="present")
>>> [(a.start, a.end) for a in dated_by_study([post], [study])]
[('2023-09', 'present')]
"""

from __future__ import annotations

from dataclasses import replace

from ..gazetteers import normalize_name
from ..model import Affiliation, Education
from .post_fields import doctoral_role

__all__ = ["dated_by_study"]


def dated_by_study(affiliations: list[Affiliation], education: list[Education]) -> list[Affiliation]:
    """``affiliations`` with each undated doctoral post ("PhD Student", no start) dated as the one
    dated doctoral study at its institution; a post still held ("present") takes a study that has not
    ended, a past post ("I was a PhD student") the study's start and end. Other posts are left alone.

    >>> from talentgraph.model import Affiliation, Education
    >>> was = Affiliation("Kestrel University", role="PhD candidate")
    >>> done = Education("Kestrel University", degree="Ph.D.", start="2015", end="2020")
    >>> [(a.start, a.end) for a in dated_by_study([was], [done])]
    [('2015', '2020')]
    >>> now = Affiliation("Kestrel University", role="PhD candidate", end="present")
    >>> [(a.start, a.end) for a in dated_by_study([now], [done])]  # the study ended: another stay
    [(None, 'present')]
    >>> bsc = Education("Kestrel University", degree="BSc", start="2011", end="2014")
    >>> [(a.start, a.end) for a in dated_by_study([was], [bsc])]
    [(None, None)]
    """
    studies: dict[str, list[Education]] = {}
    for study in education:
        if study.start and study.degree and doctoral_role(study.degree):
            for key in _keys(study.institution, study.institution_text, study.org_id):
                studies.setdefault(key, []).append(study)
    out = []
    for aff in affiliations:
        if aff.start is None and aff.role and doctoral_role(aff.role):
            found = {
                id(s): s for key in _keys(aff.org, aff.org_text, aff.org_id) for s in studies.get(key, [])
            }
            if len(found) == 1:
                study = next(iter(found.values()))
                if aff.end is None:
                    aff = replace(aff, start=study.start, end=study.end)
                elif aff.end == "present" and study.end in (None, "present"):
                    aff = replace(aff, start=study.start)
        out.append(aff)
    return out


def _keys(*names: str | None) -> set[str]:
    return {normalize_name(n) for n in names if n}
