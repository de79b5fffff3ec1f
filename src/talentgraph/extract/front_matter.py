"""Facts a Markdown page states in its front matter, merged with the facts of its body.

Hugo Blox/Wowchemy author pages keep ``education:``/``experience:``/``work:`` lists in the front
matter and a prose biography in the body; the experience widget keeps ``[[experience]]`` tables in a
TOML front matter and no body at all. Both halves are read: the front matter's entries come first
(they are structured), and a body entry restating one of them is dropped.

>>> from talentgraph.model import Affiliation
>>> front = [Affiliation(org_text="Initech", role="Engineer", start="2020-01")]
>>> body = [Affiliation(org_text="initech", role="Engineer", start="2020"), Affiliation(org_text="Hooli")]
>>> [a.org_text for a in merge_entries(front, body, _affiliation_key)]
['Initech', 'Hooli']
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable
from typing import TypeVar

from ..model import Affiliation, Award, Education, Mention, Profile, Project, Publication, Technology, Topic
from .post_fields import doctoral_role

__all__ = ["merge_entries", "merge_front_matter"]

T = TypeVar("T")


def _key(text: str | None) -> str:
    return " ".join(re.findall(r"\w+", (text or "").casefold()))


def _affiliation_key(a: Affiliation) -> Hashable:
    return _key(a.org_text) or _key(a.role)


def _education_key(e: Education) -> Hashable:
    return _key(e.institution_text) or _key(e.degree)


def _project_key(p: Project) -> Hashable:
    return _key(p.name)


def _publication_key(p: Publication) -> Hashable:
    return _key(p.title)


def _award_key(a: Award) -> Hashable:
    return _key(a.name)


def _label_key(item: Mention | Topic | Technology) -> Hashable:
    return _key(item.name if isinstance(item, Mention) else item.label)


def _year(value: str | None) -> str | None:
    return value[:4] if value and value[:4].isdigit() else value


def merge_entries(front: list[T], body: list[T], key: Callable[[T], Hashable]) -> list[T]:
    """``front`` then each ``body`` entry whose key and years restate no front entry.

    A body entry with the same key as a front entry is a restatement unless both give a start year
    and the years differ (two posts at one organisation).
    """
    out = list(front)
    seen: dict[Hashable, list[T]] = {}
    for item in front:
        seen.setdefault(key(item), []).append(item)
    for item in body:
        same = seen.get(key(item), [])
        start = _year(getattr(item, "start", None))
        if any(start is None or _year(getattr(other, "start", None)) in (None, start) for other in same):
            continue
        out.append(item)
    return out


def _same_current_post(body: Affiliation, front: list[Affiliation]) -> bool:
    """An undated current post of the body restates the front matter's current post when it names
    the same job ("I am a hydrologist at the Water Office" under ``role: Senior Hydrologist`` and
    ``organizations: [Kestrel River Authority]``): the body names a unit or another name.

    >>> front = [Affiliation(org_text="Kestrel University", role="Marine Ecologist", end="present")]
    >>> _same_current_post(Affiliation(org_text="Tide Lab", role="ecologist", end="present"), front)
    True
    >>> _same_current_post(Affiliation(org_text="Tide Lab", role="ecologist", start="2019"), front)
    False
    """
    if body.start is not None or body.end not in (None, "present") or not body.role:
        return False
    words = set(_key(body.role).split())
    heads = [_head_noun(a.role) for a in front if a.start is None and a.end == "present" and a.role]
    return any(head and head in words for head in heads)


def _head_noun(role: str) -> str | None:
    """The head noun of a job title: its last word before a field or a place ("PhD Candidate,
    Political Science", "Assistant Professor of Criminology").

    >>> _head_noun("PhD Candidate, Political Science"), _head_noun("Assistant Professor of Law")
    ('candidate', 'professor')
    """
    title = re.split(r"\s*[,;|(–—]\s*|\s+-\s+|\s+(?:of|in|at|for|with)\s+", role, maxsplit=1)[0]
    words = _key(title).split() or _key(role).split()
    return words[-1] if words else None


def _words(label: str) -> set[str]:
    return {w[:-1] if len(w) > 3 and w.endswith("s") else w for w in _key(label).split()} - {
        "and",
        "of",
        "the",
        "in",
    }


def _part_of_listed(label: str, listed: list[Topic]) -> bool:
    """A body topic whose words all belong to one interest the front matter lists restates a part of
    it ("visualization" under ``interests: [Data analysis and visualization]``), not a topic of its own.

    >>> _part_of_listed("tidal mixing", [Topic(label="Tidal mixing and estuaries")])
    True
    >>> _part_of_listed("tidal mixing models", [Topic(label="Tidal mixing and estuaries")])
    False
    """
    words = _words(label)
    return bool(words) and any(words <= _words(t.label) for t in listed)


_STUDENT = re.compile(r"(?i)\b(?:student|candidate|doctoral researcher)\b")


def _listed_studies(body: Affiliation, front: list[Education]) -> bool:
    """A body post held as a master's or bachelor's student at a school whose studies the front matter
    lists ("a master's student at Kestrel University" under ``education: [{institution: Kestrel
    University, …}]``): the studies told again, not a post. A doctoral student's role stays a post
    beside the studies (GUIDE: a PhD student at X written as a role is a post and a study).

    >>> front = [Education(institution_text="Kestrel University", degree="M.Sc.")]
    >>> _listed_studies(Affiliation(org_text="Kestrel University", role="Master's Student"), front)
    True
    >>> _listed_studies(Affiliation(org_text="Kestrel University", role="PhD Student"), front)
    False
    >>> _listed_studies(Affiliation(org_text="Kestrel University", role="Lecturer"), front)
    False
    """
    if not body.role or not _STUDENT.search(body.role) or doctoral_role(body.role):
        return False
    return _key(body.org_text) in {_key(e.institution_text) for e in front if e.institution_text}


def merge_front_matter(profile: Profile, front: Profile) -> None:
    """Put the front matter's entries into ``profile`` (read from the body), restatements merged."""
    body = [
        a
        for a in profile.affiliations
        if not _same_current_post(a, front.affiliations) and not _listed_studies(a, front.education)
    ]
    profile.affiliations = merge_entries(front.affiliations, body, _affiliation_key)
    degrees = {e.degree for e in front.education if e.degree}
    # an undated study of the body of a degree the front matter lists restates it (one PhD, told twice)
    studies = [e for e in profile.education if e.start or e.end or e.degree not in degrees]
    profile.education = merge_entries(front.education, studies, _education_key)
    profile.projects = merge_entries(front.projects, profile.projects, _project_key)
    profile.publications = merge_entries(front.publications, profile.publications, _publication_key)
    profile.awards = merge_entries(front.awards, profile.awards, _award_key)
    profile.people = merge_entries(front.people, profile.people, _label_key)
    body_topics = [t for t in profile.topics if not _part_of_listed(t.label, front.topics)]
    profile.topics = merge_entries(front.topics, body_topics, _label_key)
    profile.technologies = merge_entries(front.technologies, profile.technologies, _label_key)
    profile.warnings = front.warnings + [w for w in profile.warnings if w not in front.warnings]
