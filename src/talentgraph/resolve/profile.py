"""Resolve a whole profile, and list the identity links it rests on.

:func:`resolve_profile` fills in canonical organisations, units, concept and technology ids.
:func:`identity_links` lists *how* each written form was mapped (rule and score), kept apart from
the extracted facts: the RDF stage puts them in a separate identity graph.

>>> from talentgraph.gazetteers import load_org_gazetteer
>>> from talentgraph.model import Affiliation
>>> g = Gazetteers(orgs=load_org_gazetteer([{"id": "acme", "name": "Acme", "former_names": ["Roadrunner"]}]))
>>> p = Profile(source="cv.txt", affiliations=[Affiliation(org_text="Roadrunner Inc., Labs")])
>>> a = resolve_profile(p, g).affiliations[0]
>>> a.org, a.org_id, a.unit, a.org_text
('Acme', 'acme', 'Labs', 'Roadrunner Inc., Labs')
>>> [(link.written, link.target, link.rule) for link in identity_links(p, g) if link.kind == "org"]
[('Roadrunner Inc., Labs', 'acme', 'former_name')]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..gazetteers import OrgGazetteer, TermIndex, normalize_name, org_gazetteer
from ..model import Evidence, Profile
from .kinds import (
    without_fields_as_orgs,
    without_names_as_topics,
    without_people_as_orgs,
    without_things_as_people,
)
from .orgs import OrgResolution, host_in_context, name_in_context, resolve_org, resolve_org_by_ror
from .people import key_kind, link_people, person_records
from .roles import role_resolution
from .studies import without_restated_studies
from .topics import resolve_technology, resolve_topic

__all__ = ["Gazetteers", "IdentityLink", "identity_links", "person_links", "resolve_profile"]


@dataclass(frozen=True)
class Gazetteers:
    """The look-up tables to resolve with; a field left None means the bundled one (loaded lazily)."""

    orgs: OrgGazetteer | None = None
    topics: TermIndex | None = None
    roles: TermIndex | None = None
    technologies: TermIndex | None = None


@dataclass(frozen=True)
class IdentityLink:
    """One written form mapped to a canonical node.

    ``kind`` is org, topic, technology, role or person; ``target`` the gazetteer/minted org id,
    concept IRI, technology id or person key; ``rule`` how (exact, alias, former_name, acronym,
    fuzzy, minted, extraction (kept from the entry's context), alt, token, head, or for people
    email/homepage/name+org/key).
    """

    kind: str
    written: str
    target: str
    label: str | None
    rule: str
    score: float
    source: str
    unit: str | None = None
    line: int | None = None


_DEFAULT = Gazetteers()


def _join_units(split: str | None, given: str | None) -> str | None:
    if not split or not given:
        return split or given
    a, b = normalize_name(split), normalize_name(given)
    if a in b:
        return given
    if b in a:
        return split
    return f"{split}, {given}"


def resolve_profile(profile: Profile, gazetteers: Gazetteers | None = None) -> Profile:
    """A copy of ``profile`` with canonical organisations, units, topic concepts and technology ids.

    Written forms stay in ``org_text``/``institution_text`` (affiliations, education) and in
    ``org`` (projects, people); a topic no concept fits keeps ``concept_id=None``.
    """
    g = gazetteers or _DEFAULT
    out = profile.copy()
    for aff in out.affiliations:
        written = aff.org_text or aff.org
        if (
            written and not aff.ror
        ):  # a name the text cut short ("University of Kestrel" of its "…, Lakeside")
            written = name_in_context(written, aff.evidence.text if aff.evidence else None, g.orgs)
        if written:
            res = _resolve_org(written, aff.ror, g, aff.org_id)
            host = _host(written, res, aff.ror, aff.evidence, g)
            if host is not None:  # "Vision Lab, Kestrel University": the lab is a unit of its host
                res, unit = host, _join_units(written, _unless_host(aff.unit, host, g))
            else:
                unit = _join_units(res.unit, aff.unit)
            aff.org_text, aff.org, aff.org_id, aff.unit = written, res.name, res.org_id, unit
    out.people = without_things_as_people(out.people, g.orgs, g.topics)
    # the owner's own name is never their employer (a byline read as a post's organisation)
    out.affiliations = without_people_as_orgs(
        out.affiliations, [out.person.name, *(m.name for m in out.people)]
    )
    for edu in out.education:
        written = edu.institution_text or edu.institution
        if written and not edu.ror:
            written = name_in_context(written, edu.evidence.text if edu.evidence else None, g.orgs)
        if written:
            res = _resolve_org(written, edu.ror, g, edu.org_id)
            res = _host(written, res, edu.ror, edu.evidence, g) or res
            edu.institution_text, edu.institution, edu.org_id = written, res.name, res.org_id
    out.affiliations = without_fields_as_orgs(out.affiliations, g.topics)
    out.education = without_restated_studies(without_fields_as_orgs(out.education, g.topics))
    for proj in out.projects:
        if proj.org:
            proj.org_id = resolve_org(proj.org, g.orgs).org_id
    for mention in out.people:
        if mention.org:
            mention.org_id = resolve_org(mention.org, g.orgs).org_id
    owner_and_people = [out.person.name] + [m.name for m in out.people]
    out.topics = without_names_as_topics(out.topics, owner_and_people, g.orgs)
    for topic in out.topics:
        topic.concept_id = resolve_topic(topic.label, g.topics).concept_id
    for tech in out.technologies:
        tech.tech_id = resolve_technology(tech.label, g.technologies).concept_id
    return out


def _resolve_org(written: str, ror: str | None, g: Gazetteers, found: str | None = None) -> OrgResolution:
    """The organisation ``written`` names; when its words name no known one, the gazetteer id that
    extraction already ``found`` from the entry's context (an acronym in parentheses after a course:
    "Coastal Processes (MIT)") is kept rather than a new organisation minted from the words.

    >>> from talentgraph.gazetteers import load_org_gazetteer
    >>> g = Gazetteers(orgs=load_org_gazetteer([{"id": "kit", "name": "Kestrel Institute", "acronyms": ["KIT"]}]))
    >>> _resolve_org("Tidal Flows (KIT)", None, g).org_id, _resolve_org("Tidal Flows (KIT)", None, g, "kit").org_id
    ('x-tidalflows', 'kit')
    """
    res = resolve_org_by_ror(written, ror, g.orgs) if ror else resolve_org(written, g.orgs)
    if ror or not found or not res.minted:
        return res
    gaz = g.orgs if g.orgs is not None else org_gazetteer()
    if found not in gaz.orgs:
        return res
    return OrgResolution(found, gaz.get(found).name, None, "extraction", 1.0, written)


def _host(
    written: str, res: OrgResolution, ror: str | None, evidence: Evidence | None, g: Gazetteers
) -> OrgResolution | None:
    """The known organisation the entry's line names right after ``written``, an unknown name that is
    then one of its parts ("Department of Zoology at the University of Kestrel"); None otherwise."""
    if ror or not res.minted or evidence is None:
        return None
    host = host_in_context(written, evidence.text, g.orgs)
    return resolve_org(host, g.orgs) if host is not None else None


def _unless_host(unit: str | None, host: OrgResolution, g: Gazetteers) -> str | None:
    """``unit`` unless it only names the host organisation again (the line's "…, KU" read as a unit)."""
    return None if unit and resolve_org(unit, g.orgs).org_id == host.org_id else unit


def _line(evidence: Evidence | None) -> int | None:
    return evidence.line if evidence is not None else None


def identity_links(profile: Profile, gazetteers: Gazetteers | None = None) -> list[IdentityLink]:
    """How each written organisation, topic, technology, role and person of ``profile`` maps to a node.

    Works on a raw or a resolved profile (it reads the written forms). One link per distinct
    ``(kind, written, target)``, first occurrence kept, in document order of the fields.
    """
    g = gazetteers or _DEFAULT
    links: list[IdentityLink] = []
    src = profile.source
    org_texts = [(a.org_text or a.org, a.evidence, a.ror, a.org_id, True) for a in profile.affiliations]
    org_texts += [
        (e.institution_text or e.institution, e.evidence, e.ror, e.org_id, True) for e in profile.education
    ]
    org_texts += [(p.org, p.evidence, None, None, False) for p in profile.projects] + [
        (m.org, m.evidence, None, None, False) for m in profile.people
    ]
    for text, evidence, ror, found, hosted in org_texts:
        if text and not ror:
            text = name_in_context(text, evidence.text if evidence else None, g.orgs)
        if text:
            r = _resolve_org(text, ror, g, found)
            if hosted:  # as resolve_profile reads a post's or a study's unknown part of a known host
                host = _host(text, r, ror, evidence, g)
                r = replace(host, unit=text, written=text) if host is not None else r
            links.append(
                IdentityLink("org", text, r.org_id, r.name, r.rule, r.score, src, r.unit, _line(evidence))
            )
    terms = [("topic", t.label, resolve_topic(t.label, g.topics), t.evidence) for t in profile.topics]
    terms += [
        ("technology", t.label, resolve_technology(t.label, g.technologies), t.evidence)
        for t in profile.technologies
    ]
    terms += [
        ("role", a.role, role_resolution(a.role, g.roles), a.evidence) for a in profile.affiliations if a.role
    ]
    for kind, written, t, evidence in terms:
        if t.concept_id:
            links.append(
                IdentityLink(
                    kind, written, t.concept_id, t.pref_label, t.rule, t.score, src, None, _line(evidence)
                )
            )
    resolved = resolve_profile(profile, g)
    for rec in person_records(resolved, g.orgs or org_gazetteer()):
        if rec.name:
            links.append(IdentityLink("person", rec.name, rec.key, rec.name, key_kind(rec.key), 1.0, src))
    unique: dict[tuple[str, str, str], IdentityLink] = {}
    for link in links:
        unique.setdefault((link.kind, link.written, link.target), link)
    return list(unique.values())


def person_links(profiles: Iterable[Profile], gazetteers: Gazetteers | None = None) -> list[IdentityLink]:
    """Cross-document person links of resolved profiles: each record key → its group's key, and why."""
    g = gazetteers or _DEFAULT
    out: list[IdentityLink] = []
    for cluster in link_people(profiles, g.orgs or org_gazetteer()):
        reasons: dict[str, str] = {}
        for a, b, why in cluster.links:
            reasons.setdefault(b, why)
            reasons.setdefault(a, why)
        for rec in cluster.members:
            if rec.key != cluster.key:
                out.append(
                    IdentityLink(
                        "person", rec.key, cluster.key, rec.name, reasons.get(rec.key, "key"), 1.0, rec.source
                    )
                )
    return out
