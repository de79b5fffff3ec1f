"""Template placeholders ("GitHub University", "Professor Git", "Full Name") are no facts.

Academic site templates ship demo content; a page that still shows it must not make its owner a
graduate of "GitHub University". The placeholder values live in ``data/placeholders.yaml``.

>>> from talentgraph.model import Affiliation, Person, Profile
>>> p = Profile(source="cv.md", person=Person(name="Your Name"))
>>> p.affiliations += [Affiliation(org_text="GitHub University"), Affiliation(org_text="Kestrel Labs")]
>>> p = without_placeholders(p)
>>> p.person.name, [a.org_text for a in p.affiliations]
(None, ['Kestrel Labs'])
"""

from __future__ import annotations

import dataclasses
from functools import cache

import yaml

from ..model import Mention, Profile
from ..resources import resource_path

__all__ = ["without_placeholders"]


@cache
def _placeholders() -> dict[str, frozenset[str]]:
    raw = yaml.safe_load(resource_path("data", "placeholders.yaml").read_text(encoding="utf-8"))
    return {key: frozenset(_key(v) for v in values) for key, values in raw.items()}


def _key(text: str | None) -> str:
    return " ".join((text or "").casefold().split())


def without_placeholders(profile: Profile) -> Profile:
    """``profile`` without the facts that only repeat a template's demo content."""
    data = _placeholders()
    orgs, people = data["organizations"], data["people"]
    person = profile.person
    if _key(person.name) in data["names"]:
        person = dataclasses.replace(person, name=None)
    return dataclasses.replace(
        profile,
        person=person,
        affiliations=[a for a in profile.affiliations if _key(a.org_text) not in orgs],
        education=[e for e in profile.education if _key(e.institution_text) not in orgs],
        people=[m for m in profile.people if not _demo_person(m, people)],
        projects=[p for p in profile.projects if _key(p.org) not in orgs],
    )


def _demo_person(mention: Mention, people: frozenset[str]) -> bool:
    """A template's demo person, also when the name was read without its title: "Supervisor: Professor
    Git" gives the surname "Git", and its line still names "Professor Git".

    >>> from talentgraph.model import Evidence
    >>> demo = frozenset({"professor git"})
    >>> _demo_person(Mention("Git", "supervisor", Evidence(3, "Supervisor: Professor Git")), demo)
    True
    """
    line = _key(mention.evidence.text) if mention.evidence else ""
    return _key(mention.name) in people or any(demo in line for demo in people)
