"""The reference graph: the bundled ontology, organisation gazetteer, topic and role schemes.

It lives in its own named graph (:data:`~talentgraph.vocab.REFERENCE_GRAPH`) beside the document
graphs, so queries can walk ``org:subOrganizationOf`` and ``skos:broader`` and show labels. It is
reloaded only when the bundled files change (their hash is stored in the graph).

>>> g = reference_graph()
>>> (org_iri("meta"), SKOS.prefLabel, Literal("Meta")) in g
True
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

import yaml
from rdflib import Graph, Literal, URIRef

from .gazetteers import org_gazetteer
from .rdf import org_iri, slug
from .resources import resource_path
from .vocab import ID, ORG, OWL, PREFIXES, RDF, REFERENCE_GRAPH, SCHEMA, SKOS, TG, WD

__all__ = ["reference_files", "reference_graph", "reference_hash"]

_ORG_TYPES = {
    "company": [SCHEMA.Corporation],
    "university": [SCHEMA.CollegeOrUniversity],
    "research_lab": [TG.ResearchLab, SCHEMA.ResearchOrganization],
    "government": [SCHEMA.GovernmentOrganization],
    "nonprofit": [SCHEMA.NGO],
}


def reference_files() -> list[Path]:
    """The bundled files the reference graph is built from (those present)."""
    files = [resource_path("ontology") / n for n in ("talentgraph.ttl", "topics.ttl", "roles.ttl")]
    files += [resource_path("data") / n for n in ("organizations.yaml", "technologies.yaml")]
    return [f for f in files if f.is_file()]


def reference_hash() -> str:
    digest = hashlib.sha256()
    for path in reference_files():
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()


@cache
def reference_graph() -> Graph:
    """Build the reference graph (cached; treat it as read-only)."""
    graph = Graph(identifier=REFERENCE_GRAPH)
    for prefix, ns in PREFIXES.items():
        graph.bind(prefix, ns)
    for path in reference_files():
        if path.suffix == ".ttl":
            graph.parse(path, format="turtle")
    for role in list(graph.subjects(SKOS.inScheme, URIRef(f"{PREFIXES['role']}scheme"))):
        graph.add((role, RDF.type, ORG.Role))
    gazetteer = org_gazetteer()
    for org in gazetteer.orgs.values():
        if org.listed:  # ten thousand universities: labelled in the documents that name them
            continue
        iri = org_iri(org.id)
        graph.add((iri, RDF.type, ORG.Organization))
        graph.add((iri, RDF.type, SCHEMA.Organization))
        for cls in _ORG_TYPES.get(org.type, []):
            graph.add((iri, RDF.type, cls))
        graph.add((iri, SKOS.prefLabel, Literal(org.name)))
        graph.add((iri, SCHEMA.name, Literal(org.name)))
        for alias in (*org.aliases, *org.former_names, *org.acronyms):
            graph.add((iri, SKOS.altLabel, Literal(alias)))
        graph.add((iri, TG.gazetteerId, Literal(org.id)))
        graph.add((iri, TG.orgType, Literal(org.type)))
        if org.country:
            graph.add((iri, TG.country, Literal(org.country)))
        if org.parent:
            graph.add((iri, ORG.subOrganizationOf, org_iri(org.parent)))
        if org.system:
            graph.add((iri, TG.partOfSystem, org_iri(org.system)))
        if org.wikidata:
            graph.add((iri, OWL.sameAs, WD[org.wikidata]))
        if org.ror:
            graph.add((iri, OWL.sameAs, URIRef(f"https://ror.org/{org.ror}")))
    tech_path = resource_path("data") / "technologies.yaml"
    if tech_path.is_file():
        for entry in yaml.safe_load(tech_path.read_text(encoding="utf-8")) or []:
            iri = ID[f"tech/{slug(str(entry['id']))}"]
            graph.add((iri, RDF.type, TG.Technology))
            graph.add((iri, RDF.type, SKOS.Concept))
            graph.add((iri, SKOS.prefLabel, Literal(str(entry["label"]))))
            for alias in entry.get("aliases") or []:
                graph.add((iri, SKOS.altLabel, Literal(str(alias))))
            if entry.get("category"):
                graph.add((iri, SKOS.note, Literal(str(entry["category"]))))
    graph.add((REFERENCE_GRAPH, TG.contentHash, Literal(f"sha256:{reference_hash()}")))
    return graph
