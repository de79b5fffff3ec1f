"""Document lifecycle: ingest twice, ingest a changed document, remove a document — exact store contents."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from rdflib import Graph, Literal, URIRef
from rdflib.compare import isomorphic

from talentgraph import pipeline
from talentgraph.cli import cli
from talentgraph.errors import QueryError
from talentgraph.model import Affiliation, Evidence, Person, Profile, Project
from talentgraph.rdf import document_iri, org_iri, profile_to_graph
from talentgraph.store import Store, open_store
from talentgraph.vocab import INDEX_GRAPH, ORG, PROV, REFERENCE_GRAPH, SKOS

SHA = "2" * 64


def ada(version: int = 1) -> Profile:
    profile = Profile(source="ada.md", person=Person(name="Ada"))
    profile.affiliations.append(
        Affiliation(
            org="Loomworks",
            org_id="x-loomworks",
            role="Engineer",
            start="2018",
            end="2020",
            evidence=Evidence(3, "l3"),
        )
    )
    if version == 1:
        profile.affiliations.append(
            Affiliation(
                org="Gearhouse",
                org_id="x-gearhouse",
                role="Intern",
                start="2017-06",
                end="2017-08",
                evidence=Evidence(4, "l4"),
            )
        )
    else:
        profile.affiliations.append(
            Affiliation(
                org="Cogsworth",
                org_id="x-cogsworth",
                role="Lead",
                start="2021",
                end="present",
                evidence=Evidence(5, "l5"),
            )
        )
    profile.projects.append(
        Project(name="Shuttle", org="Loomworks", org_id="x-loomworks", evidence=Evidence(6, "l6"))
    )
    return profile


def bob() -> Profile:
    profile = Profile(source="bob.txt", person=Person(name="Bob"))
    profile.affiliations.append(
        Affiliation(
            org="Loomworks",
            org_id="x-loomworks",
            role="Manager",
            start="2019",
            end="present",
            evidence=Evidence(2, "b2"),
        )
    )
    profile.projects.append(
        Project(name="Shuttle", org="Loomworks", org_id="x-loomworks", evidence=Evidence(3, "b3"))
    )
    return profile


def graph_of(store: Store, name: URIRef) -> Graph:
    dataset = store.dataset([name])
    out = Graph(identifier=name)
    for s, p, o, _ in dataset.quads():
        out.add((s, p, o))
    return out


def without_time(graph: Graph) -> Graph:
    out = Graph()
    for triple in graph:
        if triple[1] != PROV.generatedAtTime:
            out.add(triple)
    return out


def test_ingest_twice_changes_nothing(any_store: Store) -> None:
    graphs = [profile_to_graph(ada(), sha256=SHA), profile_to_graph(bob(), sha256=SHA)]
    for g in graphs:
        any_store.replace_graph(g)
    count = any_store.count()
    assert count == sum(len(g) for g in graphs)
    before = {name: graph_of(any_store, name) for name in any_store.graph_names()}
    for g in [profile_to_graph(ada(), sha256=SHA), profile_to_graph(bob(), sha256=SHA)]:
        any_store.replace_graph(g)
    assert any_store.count() == count
    assert sorted(any_store.graph_names()) == sorted(before)
    for name, graph in before.items():
        assert isomorphic(without_time(graph_of(any_store, name)), without_time(graph)), name


def test_changed_document_replaces_exactly_its_graph(any_store: Store) -> None:
    old_ada, the_bob = profile_to_graph(ada(1), sha256=SHA), profile_to_graph(bob(), sha256=SHA)
    any_store.replace_graph(old_ada)
    any_store.replace_graph(the_bob)
    bob_before = graph_of(any_store, the_bob.identifier)

    new_ada = profile_to_graph(ada(2), sha256="3" * 64)
    any_store.replace_graph(new_ada)

    assert any_store.count() == len(new_ada) + len(the_bob)
    assert any_store.count(new_ada.identifier) == len(new_ada)
    assert isomorphic(graph_of(any_store, new_ada.identifier), new_ada)
    assert isomorphic(graph_of(any_store, the_bob.identifier), bob_before)
    # the dropped position and its minted organisation are gone; the new ones are there
    assert not any_store.ask("ASK WHERE { GRAPH ?g { ?s ?p ?o } }", {"s": org_iri("x-gearhouse")})
    assert any_store.ask("ASK WHERE { GRAPH ?g { ?s ?p ?o } }", {"s": org_iri("x-cogsworth")})
    stale = set(old_ada.subjects()) - set(new_ada.subjects()) - set(the_bob.subjects())
    assert stale
    for subject in stale:
        assert not any_store.ask("ASK WHERE { GRAPH ?g { ?s ?p ?o } }", {"s": subject}), subject


def test_remove_deletes_one_document_and_shared_nodes_survive(any_store: Store) -> None:
    the_ada, the_bob = profile_to_graph(ada(), sha256=SHA), profile_to_graph(bob(), sha256=SHA)
    any_store.replace_graph(the_ada)
    any_store.replace_graph(the_bob)
    loom = org_iri("x-loomworks")

    assert pipeline.remove(["ada.md"], any_store) == ["ada.md"]
    assert any_store.count() == len(the_bob)
    assert any_store.graph_names() == [the_bob.identifier]
    # Loomworks and the Shuttle project are still described by Bob's document
    assert any_store.ask(
        "ASK WHERE { GRAPH ?g { ?o ?p ?l } }", {"o": loom, "p": SKOS.prefLabel, "l": Literal("Loomworks")}
    )
    projects = any_store.select(
        "SELECT DISTINCT ?x WHERE { GRAPH ?g { ?x a <https://w3id.org/talentgraph/ns#Project> } }"
    ).column("x")
    assert len(projects) == 1
    assert len(any_store.select("SELECT ?m WHERE { GRAPH ?g { ?m a ?c } }", {"c": ORG.Membership})) == 1

    assert pipeline.remove(["somewhere/bob.txt"], any_store) == [
        "somewhere/bob.txt"
    ]  # by path: its file name
    assert any_store.count() == 0
    assert not any_store.ask(
        "ASK WHERE { GRAPH ?g { ?o ?p ?l } }", {"o": loom, "p": SKOS.prefLabel, "l": Literal("Loomworks")}
    )
    assert pipeline.remove(["ada.md"], any_store) == []


def test_a_failed_replace_leaves_the_previous_facts(any_store: Store) -> None:
    good = profile_to_graph(ada(), sha256=SHA)
    any_store.replace_graph(good)
    bad = profile_to_graph(ada(2), sha256=SHA)
    bad.add((URIRef("https://example.org/has space"), SKOS.prefLabel, Literal("x")))
    with pytest.raises(QueryError):
        any_store.replace_graph(bad)
    assert any_store.count() == len(good)
    assert isomorphic(graph_of(any_store, good.identifier), good)


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


DOC_V1 = "# Ada Quill\n\n## Experience\n\n- 2015 - 2018: Research Scientist at Google\n- 2018 - present: Professor at Stanford University\n"
DOC_V2 = "# Ada Quill\n\n## Experience\n\n- 2015 - 2019: Research Scientist at Google\n"
OTHER = "# Ben Stroud\n\n## Experience\n\n- 2016 - 2020: Software Engineer at Google\n"


def test_pipeline_lifecycle_on_real_documents(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    ada_path, ben_path = write(docs, "ada.md", DOC_V1), write(docs, "ben.md", OTHER)
    store = open_store(tmp_path / "store")

    first = pipeline.ingest([ada_path, ben_path], store, progress=False)
    assert first.loaded == ["ada.md", "ben.md"]
    reference = store.count(REFERENCE_GRAPH)
    ada_graph, ben_graph = document_iri("ada.md"), document_iri("ben.md")
    ada_count, ben_count = store.count(ada_graph), store.count(ben_graph)
    # the post index (talentgraph.post_index) is derived from the document graphs, in its own graph
    assert store.count() == reference + ada_count + ben_count + store.count(INDEX_GRAPH)

    again = pipeline.ingest([ada_path, ben_path], store, progress=False)
    assert (again.quads_before, again.quads_after) == (first.quads_after, first.quads_after)
    ben_before = graph_of(store, ben_graph)  # after the re-ingest: generatedAtTime changed then

    write(docs, "ada.md", DOC_V2)
    pipeline.ingest([ada_path], store, progress=False)
    assert store.count(ada_graph) < ada_count  # one position fewer
    assert store.count() == reference + store.count(ada_graph) + ben_count + store.count(INDEX_GRAPH)
    assert isomorphic(graph_of(store, ben_graph), ben_before)
    hashes = store.select(
        "SELECT ?h WHERE { GRAPH ?g { ?g <https://w3id.org/talentgraph/ns#contentHash> ?h } }",
        {"g": ada_graph},
    )
    assert len(hashes) == 1  # the old document's hash is gone

    location = store.location
    store.close()
    result = CliRunner().invoke(cli, ["remove", "ada.md", "--store", location])
    assert result.exit_code == 0, result.output
    store = open_store(tmp_path / "store")
    assert store.count() == reference + ben_count + store.count(INDEX_GRAPH)
    assert sorted(store.graph_names()) == sorted([REFERENCE_GRAPH, INDEX_GRAPH, ben_graph])
