"""The tg: vocabulary: vocab.TG and ontology/talentgraph.ttl declare the same terms, each documented."""

from __future__ import annotations

import re

import pytest
from rdflib import Graph, URIRef

from talentgraph.model import (
    Affiliation,
    Award,
    Education,
    Evidence,
    Mention,
    Person,
    Profile,
    Project,
    Publication,
    Technology,
    Topic,
)
from talentgraph.rdf import profile_to_graph
from talentgraph.resources import resource_path
from talentgraph.vocab import OWL, PREFIXES, RDF, RDFS, TG

NS = str(TG._NS)
DECLARING_TYPES = {OWL.Class, OWL.ObjectProperty, OWL.DatatypeProperty}


@pytest.fixture(scope="module")
def ontology() -> Graph:
    return Graph().parse(resource_path("ontology", "talentgraph.ttl"), format="turtle")


def python_terms() -> set[str]:
    return {NS + name for name in TG.__annotations__}


def declared_terms(graph: Graph) -> set[str]:
    return {str(s) for s in graph.subjects(RDF.type, None) if str(s).startswith(NS) and str(s) != NS}


def test_python_namespace_equals_ontology(ontology: Graph) -> None:
    python, declared = python_terms(), declared_terms(ontology)
    assert python - declared == set(), "in vocab.TG but not declared in ontology/talentgraph.ttl"
    assert declared - python == set(), "declared in ontology/talentgraph.ttl but missing from vocab.TG"


def test_every_term_declared_once_with_label_and_comment(ontology: Graph) -> None:
    for term in sorted(python_terms()):
        iri = URIRef(term)
        kinds = set(ontology.objects(iri, RDF.type)) & DECLARING_TYPES
        assert len(kinds) == 1, f"{term} must be exactly one of class/object/datatype property: {kinds}"
        assert len(list(ontology.objects(iri, RDFS.label))) == 1, f"{term} needs one rdfs:label"
        assert len(list(ontology.objects(iri, RDFS.comment))) == 1, f"{term} needs one rdfs:comment"


def test_other_ontology_files_do_not_declare_tg_terms() -> None:
    for path in sorted(resource_path("ontology").glob("*.ttl")):
        if path.name == "talentgraph.ttl" or path.name == "shapes.ttl":
            continue
        graph = Graph().parse(path, format="turtle")
        assert declared_terms(graph) - python_terms() == set(), f"{path.name} declares tg: terms"


def test_misspelt_term_fails() -> None:
    with pytest.raises(AttributeError, match="not in namespace"):
        _ = TG.startdate


def test_queries_use_only_declared_terms() -> None:
    known = {term[len(NS) :] for term in python_terms()}
    for path in sorted(resource_path("queries").glob("*.rq")):
        used = set(re.findall(r"(?<![\w:])tg:(\w+)", path.read_text(encoding="utf-8")))
        assert used - known == set(), f"{path.name} uses undeclared tg: terms"


def test_mapping_emits_only_declared_terms() -> None:
    ev = Evidence(3, "line")
    profile = Profile(
        source="all.txt",
        person=Person(name="Ada", emails=["ada@example.org"], homepage="https://ada.example", location="X"),
        affiliations=[
            Affiliation(
                org="A",
                org_id="x-a",
                unit="Lab",
                role="Intern",
                start="2020",
                end="2019",
                location="Y",
                evidence=ev,
            )
        ],
        education=[
            Education(
                institution="U", org_id="x-u", degree="PhD", field="CS", start="2010", end="2014", evidence=ev
            )
        ],
        projects=[
            Project(
                name="P",
                org="A",
                org_id="x-a",
                start="2020-01",
                end="present",
                links=["https://p.example"],
                evidence=ev,
            )
        ],
        topics=[Topic(label="Widgets", evidence=ev)],
        technologies=[Technology(label="Gizmo", evidence=ev)],
        people=[Mention(name="Bob", relation="mentor", evidence=ev)],
        publications=[
            Publication(title="T", venue="V", year="2021", url="https://doi.example/1", evidence=ev)
        ],
        awards=[Award(name="Prize", org="Soc", year="2022", evidence=ev)],
        warnings=["an interval ends before it starts"],
    )
    graph = profile_to_graph(profile, sha256="0" * 64)
    used = {str(t) for triple in graph for t in triple if isinstance(t, URIRef) and str(t).startswith(NS)}
    assert used - python_terms() == set()
    assert {NS + "backwards", NS + "ongoing", NS + "filePath"} <= used


def test_prefixes_are_unique_namespaces() -> None:
    assert len(set(PREFIXES.values())) == len(PREFIXES)
    assert PREFIXES["tg"] == NS
