"""Explain a node: which written forms map to it and by which rule (``talentgraph explain X``).

``X`` may be an organisation id (``meta``, a minted ``x-…``), a topic concept IRI or slug, a
technology id, or any written name, which is resolved first (organisation, then topic, then
technology). With documents, ``X`` may also be a person's name: the documents' records of that
person are listed with the key that made them one node (ORCID iD, email, homepage, name+org). With ``profiles``, the forms those documents actually wrote are listed too; for an
organisation, forms that resolved to one of its sub-organisations are included.

>>> from talentgraph.gazetteers import load_org_gazetteer
>>> from talentgraph.model import Affiliation, Profile
>>> g = Gazetteers(orgs=load_org_gazetteer([{"id": "acme", "name": "Acme", "former_names": ["Roadrunner"]}]))
>>> p = Profile(source="cv.txt", affiliations=[Affiliation(org_text="Roadrunner, Labs")])
>>> e = explain("Acme", [p], g)
>>> e.kind, e.id, e.known_forms
('org', 'acme', (('Acme', 'name'), ('Roadrunner', 'former_name')))
>>> print(e.lines()[-1])
  cv.txt: 'Roadrunner, Labs' -> acme by former_name (unit: Labs)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import asdict, dataclass
from typing import Any

from ..gazetteers import technology_index, topic_index
from ..model import Profile
from .orgs import resolve_org
from .people import key_kind, link_people, normalize_person_name
from .profile import Gazetteers, IdentityLink, identity_links, resolve_profile
from .topics import resolve_technology, resolve_topic

__all__ = ["TOPIC_BASE", "Explanation", "explain"]

TOPIC_BASE = "https://w3id.org/talentgraph/topic/"


@dataclass(frozen=True)
class Explanation:
    """A node, how the query reached it, the forms the data knows, and the forms documents wrote.

    ``parents`` are ``(id, label)`` pairs: an organisation's ancestors nearest first, or a concept's
    broader concepts.
    """

    query: str
    kind: str
    id: str
    label: str
    rule: str
    score: float
    parents: tuple[tuple[str, str], ...] = ()
    known_forms: tuple[tuple[str, str], ...] = ()
    observed: tuple[IdentityLink, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def lines(self) -> list[str]:
        """Plain-text rendering, one fact per line."""
        how = f"query {self.query!r} matched by {self.rule}, score {self.score}"
        out = [f"{self.kind} {self.id}: {self.label}  ({how})"]
        if self.parents and self.kind == "org":
            out.append("  within: " + " > ".join(f"{label} ({pid})" for pid, label in self.parents))
        elif self.parents:
            out.append("  broader: " + "; ".join(f"{label} ({pid})" for pid, label in self.parents))
        if self.known_forms:
            out.append("  known forms: " + "; ".join(f"{form} [{rule}]" for form, rule in self.known_forms))
        variants = sorted({link.written for link in self.observed if link.rule == "minted"})
        if self.kind == "org" and self.id.startswith("x-") and len(variants) > 1:
            out.append(
                "  merged as spelling variants of one name (spaces, punctuation, case and "
                "Univ./Dept./Inst. abbreviations ignored; never by edit distance or acronym): "
                + ", ".join(repr(v) for v in variants)
            )
        for link in self.observed:
            unit = f" (unit: {link.unit})" if link.unit else ""
            score = f" {link.score}" if link.rule == "fuzzy" else ""
            out.append(f"  {link.source}: {link.written!r} -> {link.target} by {link.rule}{score}{unit}")
        return out


def _node(query: str, g: Gazetteers) -> tuple[str, str, str, str, float]:
    """(kind, id, label, rule, score) of the node ``query`` names."""
    orgs = g.orgs
    if orgs is None:
        from ..gazetteers import org_gazetteer

        orgs = org_gazetteer()
    if query in orgs.orgs or query.startswith("x-"):
        return "org", query, orgs.get(query).name if query in orgs.orgs else query, "id", 1.0
    org = resolve_org(query, orgs)
    if not org.minted:
        return "org", org.org_id, org.name, org.rule, org.score
    topics = g.topics if g.topics is not None else topic_index()
    for iri in (query, TOPIC_BASE + query):
        if iri in topics:
            return "topic", iri, topics.get(iri).label, "id", 1.0
    techs = g.technologies if g.technologies is not None else technology_index()
    if query in techs:
        return "technology", query, techs.get(query).label, "id", 1.0
    topic = resolve_topic(query, topics)
    if topic.concept_id is not None:
        return "topic", topic.concept_id, topic.pref_label or query, topic.rule, topic.score
    tech = resolve_technology(query, techs)
    if tech.concept_id is not None:
        return "technology", tech.concept_id, tech.pref_label or query, tech.rule, tech.score
    return "org", org.org_id, org.name, org.rule, org.score


def explain(
    text_or_id: str, profiles: Iterable[Profile] | None = None, gazetteers: Gazetteers | None = None
) -> Explanation:
    """Explain the node ``text_or_id`` names (see the module docstring)."""
    g = gazetteers or Gazetteers()
    profiles = list(profiles or ())
    person = _explain_person(text_or_id.strip(), profiles, g) if profiles else None
    if person is not None:
        return person
    kind, node_id, label, rule, score = _node(text_or_id.strip(), g)
    parents: tuple[tuple[str, str], ...] = ()
    forms: tuple[tuple[str, str], ...] = ()
    targets = {node_id}
    if kind == "org":
        from ..gazetteers import org_gazetteer

        orgs = g.orgs if g.orgs is not None else org_gazetteer()
        if node_id in orgs.orgs:
            parents = tuple((o.id, o.name) for o in orgs.ancestors(node_id))
            forms = tuple(orgs.forms(node_id))
            targets |= {oid for oid in orgs.orgs if any(a.id == node_id for a in orgs.ancestors(oid))}
    else:
        index = (g.topics or topic_index()) if kind == "topic" else (g.technologies or technology_index())
        term = index.get(node_id)
        parents = tuple((b, index.get(b).label if b in index else b) for b in term.broader)
        forms = tuple(index.forms(node_id))
    observed: list[IdentityLink] = []
    for profile in profiles:
        observed += [
            link for link in identity_links(profile, g) if link.kind == kind and link.target in targets
        ]
    return Explanation(text_or_id, kind, node_id, label, rule, score, parents, forms, tuple(observed))


def _explain_person(query: str, profiles: list[Profile], g: Gazetteers) -> Explanation | None:
    """The person node the documents know by the name ``query``, with why its records are one node.

    Namesakes kept apart are separate nodes; the one with the most records (owners first) is shown.
    """
    from ..gazetteers import org_gazetteer

    wanted = normalize_person_name(query)
    if not wanted:
        return None
    resolved = [resolve_profile(p, g) for p in profiles]
    clusters = [
        c
        for c in link_people(resolved, g.orgs if g.orgs is not None else org_gazetteer())
        if any(r.name and normalize_person_name(r.name) == wanted for r in c.members)
    ]
    if not clusters:
        return None
    cluster = max(clusters, key=lambda c: (any(r.relation == "owner" for r in c.members), len(c.members)))
    why: dict[str, str] = {}
    for a, b, reason in cluster.links:
        why.setdefault(b, reason)
        why.setdefault(a, reason)
    observed = tuple(
        IdentityLink(
            "person",
            rec.name or "",
            cluster.key,
            rec.name,
            _reason(why.get(rec.key, "key"), rec.key),
            1.0,
            rec.source,
        )
        for rec in cluster.members
    )
    label = next((r.name for r in cluster.members if r.relation == "owner" and r.name), query)
    return Explanation(query, "person", cluster.key, label, "name", 1.0, observed=observed)


def _reason(reason: str, key: str) -> str:
    """A shared key is named by what it rests on (``orcid``, ``email``…), not as ``key``."""
    return key_kind(key) if reason == "key" else reason
