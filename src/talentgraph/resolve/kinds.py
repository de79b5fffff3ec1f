"""Names read as the wrong kind of thing: a person or a field as an organisation, a place or a field as
a person, a place, an organisation or a person as a research topic.

A prose line about whom the owner worked with ("I was a postdoc with Ada Lane", "a research analyst
with Ada Lane and Bo Reed") can leave the person as the post's organisation, which would make the
person an employer in the graph: a post whose organisation is only names of people the profile
mentions is dropped. The other way round, a capitalised pair next to a name-like line ("Chapel Hill",
"Machine Learning", a publisher) can be read as a person: a person mention whose whole name is a
place, a concept of the topic scheme or an organisation the gazetteer knows is dropped. A topic whose
whole label is a place, a known organisation or a person the profile names (its owner, a mention) is
no research topic (a sidebar line, a location) and is dropped.

An organisation the gazetteer does not know whose whole written name is a concept of the topic scheme
or a section heading ("Staff Analyst, Applied Statistics", a "Research and Development" sub-heading above a
teaching line) is a field or a label, not an employer or a school: that post or study is dropped.

>>> from talentgraph.model import Affiliation, Mention
>>> posts = [Affiliation("Ada Lane", role="Postdoc"), Affiliation("Kestrel University", role="Lecturer")]
>>> [a.org for a in without_people_as_orgs(posts, ["Ada Lane"])]
['Kestrel University']
>>> [m.name for m in without_things_as_people([Mention("Ada Lane"), Mention("Los Angeles")])]
['Ada Lane']
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from ..extract.sections import heading_kind
from ..gazetteers import OrgGazetteer, TermIndex
from ..gazetteers.orgs import is_place
from ..model import Affiliation, Education, Mention, Topic
from .orgs import resolve_org
from .people import normalize_person_name
from .topics import resolve_topic

__all__ = [
    "without_fields_as_orgs",
    "without_names_as_topics",
    "without_people_as_orgs",
    "without_things_as_people",
]

_NAME_JOINER = re.compile(r"\s*(?:,|\band\b|&)\s*")
# how a whole written name matched a topic concept or an organisation: by one of its names, not by a word
_WHOLE_TOPIC = frozenset({"exact", "alt"})
_WHOLE_ORG = frozenset({"exact", "alias", "former_name"})
_BODY_WORD = re.compile(
    r"\b(?:school|college|faculty|universit\w*|institut\w*|cent(?:er|re)|lab(?:orator\w*)?|department|office"
    r"|academy|society|foundation|company|group|inc|ltd|trust|hospital|council|agency"
    # a government body's or a firm's head noun ("Ministry of Education", "… Information Administration")
    r"|ministry|administration|bureau|commission|authority|corporation|museum|labs|llc|gmbh)\b",
    re.IGNORECASE,
)


def _whole_org(text: str, orgs: OrgGazetteer | None) -> bool:
    res = resolve_org(text, orgs)
    return res.rule in _WHOLE_ORG and not res.unit


def without_people_as_orgs(
    affiliations: list[Affiliation], people: Iterable[str | None]
) -> list[Affiliation]:
    """``affiliations`` less the posts whose organisation is only the names of ``people``.

    >>> post = Affiliation("Ada Lane and Bo Reed", role="Research Analyst")
    >>> lab = Affiliation("Ada Lane Lab", role="Research Analyst")
    >>> [a.org for a in without_people_as_orgs([post, lab], ["Ada Lane", "Bo Reed"])]
    ['Ada Lane Lab']
    """
    names = {normalize_person_name(n) for n in people if n}
    names.discard("")
    if not names:
        return affiliations

    def only_people(text: str | None) -> bool:
        parts = [p for p in _NAME_JOINER.split(text or "") if p]
        return bool(parts) and all(normalize_person_name(p) in names for p in parts)

    return [a for a in affiliations if not only_people(a.org_text or a.org)]


def without_things_as_people(
    people: list[Mention], orgs: OrgGazetteer | None = None, topics: TermIndex | None = None
) -> list[Mention]:
    """``people`` less the mentions whose whole name is a place, a topic concept or a known organisation.

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = load_org_gazetteer([{"id": "kp", "name": "Kestrel Press"}])
    >>> [m.name for m in without_things_as_people([Mention("Kestrel Press"), Mention("Ada Lane")], g)]
    ['Ada Lane']
    """

    def a_thing(name: str | None) -> bool:
        if not name:
            return False
        return is_place(name) or resolve_topic(name, topics).rule in _WHOLE_TOPIC or _whole_org(name, orgs)

    return [m for m in people if not a_thing(m.name)]


def without_names_as_topics(
    topics: list[Topic], people: Iterable[str | None], orgs: OrgGazetteer | None = None
) -> list[Topic]:
    """``topics`` less those whose whole label is a place, a known organisation or one of ``people``.

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = load_org_gazetteer([{"id": "ku", "name": "Kestrel University"}])
    >>> found = [Topic("Kestrel University"), Topic("Ada Lane"), Topic("Austria"), Topic("Soil ecology")]
    >>> [t.label for t in without_names_as_topics(found, ["Ada Lane"], g)]
    ['Soil ecology']
    """
    names = {normalize_person_name(n) for n in people if n}
    names.discard("")

    def a_name(label: str) -> bool:
        return normalize_person_name(label) in names or is_place(label) or _whole_org(label, orgs)

    return [t for t in topics if not a_name(t.label)]


def _names_a_field(written: str | None, org_id: str | None, topics: TermIndex | None) -> bool:
    if not written or not (org_id or "").startswith("x-"):
        return False
    if _BODY_WORD.search(written):  # "School of Education" reads like a heading but names a body
        return False
    return heading_kind(written) is not None or resolve_topic(written, topics).rule in _WHOLE_TOPIC


def without_fields_as_orgs(
    items: list[Affiliation] | list[Education], topics: TermIndex | None = None
) -> list[Any]:
    """Resolved posts or studies less those whose unknown organisation's whole name is a topic or a heading.

    >>> posts = [Affiliation("Data Science", org_text="Data Science", org_id="x-datascience", role="Analyst"),
    ...          Affiliation("Kestrel Data", org_text="Kestrel Data", org_id="x-kestreldata", role="Analyst")]
    >>> [a.org for a in without_fields_as_orgs(posts)]
    ['Kestrel Data']
    """
    kept: list[Any] = []
    for item in items:
        written = item.org_text if isinstance(item, Affiliation) else item.institution_text
        if not _names_a_field(written, item.org_id, topics):
            kept.append(item)
    return kept
