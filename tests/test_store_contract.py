"""The store contract, run against every backend (``any_store``: embedded Oxigraph and a real server)."""

from __future__ import annotations

import pytest
from rdflib import RDF, XSD, BNode, Graph, Literal, Namespace, URIRef
from rdflib.compare import isomorphic

from talentgraph.errors import QueryError, TalentGraphError
from talentgraph.store import Store

EX = Namespace("http://example.org/")

HOSTILE = [
    'quote " and \\" escaped',
    "single ' quote",
    "braces { } and }} ; DROP ALL ; INSERT DATA { GRAPH <http://example.org/evil> { <a> <b> <c> } }",
    '" } ; INSERT DATA { GRAPH <http://example.org/evil> { <http://e/a> <http://e/b> "x" } } #',
    "newline\nsecond line\r\nthird\ttab",
    "backslash \\ and \\n not a newline and \\u0041",
    "# not a comment\n?o ?p ?s",
    "unicode: Łódź — 東京 — 🙂",
    "",
]


def person_graph(name: str, *facts: tuple[URIRef, Literal | URIRef]) -> Graph:
    graph = Graph(identifier=EX[f"doc/{name}"])
    person = EX[f"person/{name}"]
    graph.add((person, RDF.type, EX.Person))
    graph.add((person, EX.name, Literal(name)))
    for predicate, value in facts:
        graph.add((person, predicate, value))
    return graph


def all_quads(store: Store) -> set[tuple[object, ...]]:
    rows = store.select("SELECT ?s ?p ?o ?g WHERE { GRAPH ?g { ?s ?p ?o } }")
    return {(r["s"], r["p"], r["o"], r["g"]) for r in rows}


def test_empty_store(any_store: Store) -> None:
    assert any_store.count() == 0
    assert any_store.graph_names() == []
    assert len(any_store.dataset()) == 0


def test_load_count_and_graph_names(any_store: Store) -> None:
    any_store.replace_graph(person_graph("ada", (EX.age, Literal(36))))
    any_store.replace_graph(person_graph("bob"))
    assert any_store.graph_names() == [EX["doc/ada"], EX["doc/bob"]]
    assert any_store.count() == 5
    assert any_store.count(EX["doc/ada"]) == 3
    assert any_store.count(EX["doc/none"]) == 0


def test_replace_drops_the_old_facts(any_store: Store) -> None:
    any_store.replace_graph(person_graph("ada", (EX.employer, EX.acme)))
    any_store.replace_graph(person_graph("ada", (EX.employer, EX.globex)))
    employers = any_store.select("SELECT ?e WHERE { ?p <http://example.org/employer> ?e }").column("e")
    assert employers == [EX.globex]
    assert any_store.count() == 3


def test_remove_graph(any_store: Store) -> None:
    any_store.replace_graph(person_graph("ada"))
    any_store.replace_graph(person_graph("bob"))
    assert any_store.remove_graph(EX["doc/ada"]) is True
    assert any_store.remove_graph(EX["doc/ada"]) is False
    assert any_store.graph_names() == [EX["doc/bob"]]


def test_default_graph_is_the_union(any_store: Store) -> None:
    any_store.replace_graph(person_graph("ada"))
    any_store.replace_graph(person_graph("bob"))
    names = any_store.select("SELECT ?n WHERE { ?p <http://example.org/name> ?n } ORDER BY ?n").column("n")
    assert names == [Literal("ada"), Literal("bob")]


@pytest.mark.parametrize("value", HOSTILE)
def test_hostile_literals_are_stored_and_bound_not_spliced(any_store: Store, value: str) -> None:
    any_store.replace_graph(person_graph("ada", (EX.note, Literal(value))))
    any_store.replace_graph(person_graph("bob", (EX.note, Literal("harmless"))))
    result = any_store.select(
        "SELECT ?p WHERE { ?p <http://example.org/note> ?note }", {"note": Literal(value)}
    )
    assert result.column("p") == [EX["person/ada"]]
    assert any_store.ask("ASK WHERE { ?p <http://example.org/note> ?note }", {"note": Literal(value)})
    stored = any_store.select("SELECT ?v WHERE { ?p <http://example.org/note> ?v }", {"p": EX["person/ada"]})
    assert stored.column("v") == [Literal(value)]
    assert any_store.graph_names() == [EX["doc/ada"], EX["doc/bob"]]
    assert any_store.count() == 6


def test_bound_terms_keep_language_and_datatype(any_store: Store) -> None:
    facts = [
        (EX.label, Literal("Zürich", lang="de")),
        (EX.born, Literal("1815-12-10", datatype=XSD.date)),
        (EX.age, Literal(36)),
        (EX.home, URIRef("http://example.org/home?x=1&y=2#frag")),
    ]
    any_store.replace_graph(person_graph("ada", *facts))
    for predicate, value in facts:
        found = any_store.select("SELECT ?p WHERE { ?p ?pred ?v }", {"pred": predicate, "v": value})
        assert found.column("p") == [EX["person/ada"]], value
    wrong_lang = any_store.select(
        "SELECT ?p WHERE { ?p ?pred ?v }", {"pred": EX.label, "v": Literal("Zürich", lang="fr")}
    )
    assert len(wrong_lang) == 0
    rows = any_store.select(
        "SELECT ?v WHERE { ?p <http://example.org/born> ?v }", {"p": EX["person/ada"]}
    ).to_python()
    assert rows == [{"v": "1815-12-10"}]


def test_bad_parameters_are_refused_before_sending(any_store: Store) -> None:
    with pytest.raises(QueryError, match="not a valid IRI"):
        any_store.select("SELECT ?v WHERE { ?p ?q ?v }", {"p": URIRef("http://ex/a> } ; DROP ALL ; <x")})
    with pytest.raises(QueryError, match="not a valid IRI"):  # relative: each server would resolve it its way
        any_store.select("SELECT ?v WHERE { ?p ?q ?v }", {"p": URIRef("person/ada")})
    with pytest.raises(QueryError, match="invalid parameter name"):
        any_store.select("SELECT ?v WHERE { ?p ?q ?v }", {"p} DROP ALL": Literal("x")})


def test_invalid_sparql_is_a_query_error(any_store: Store) -> None:
    with pytest.raises(QueryError):
        any_store.select("SELECT ?v WHERE { ?p ?q ")
    with pytest.raises(QueryError):
        any_store.update("INSERT DATA { GRAPH <http://ex/g> { <http://ex/a> <http://ex/b> ")


def test_update(any_store: Store) -> None:
    any_store.update(
        'INSERT DATA { GRAPH <http://example.org/g> { <http://example.org/a> <http://example.org/p> "1" } }'
    )
    assert any_store.count() == 1
    any_store.update("DELETE WHERE { GRAPH ?g { ?s <http://example.org/p> ?o } }")
    assert any_store.count() == 0


def test_dataset_round_trip(any_store: Store) -> None:
    graphs = [
        person_graph("ada", (EX.note, Literal(HOSTILE[3])), (EX.label, Literal("Ada", lang="en"))),
        person_graph("bob", (EX.age, Literal(40))),
    ]
    blank = BNode()
    graphs[1].add((EX["person/bob"], EX.address, blank))
    graphs[1].add((blank, EX.city, Literal("Oslo")))
    for graph in graphs:
        any_store.replace_graph(graph)
    dataset = any_store.dataset()
    assert sorted(g.identifier for g in dataset.graphs() if len(g)) == [EX["doc/ada"], EX["doc/bob"]]
    for graph in graphs:
        assert isomorphic(dataset.graph(graph.identifier), graph)
    only_ada = any_store.dataset([EX["doc/ada"]])
    assert len(only_ada) == len(graphs[0])


def test_replace_is_atomic_when_the_update_fails(any_store: Store, unused_port: int) -> None:
    any_store.replace_graph(person_graph("ada", (EX.employer, EX.acme)))
    before = all_quads(any_store)
    # The DROP runs first, then LOAD fails (nothing listens there): the whole request must roll back.
    failing = f"DROP GRAPH <{EX['doc/ada']}> ; LOAD <http://127.0.0.1:{unused_port}/x.ttl> INTO GRAPH <{EX['doc/ada']}>"
    with pytest.raises(TalentGraphError):
        any_store.update(failing)
    assert all_quads(any_store) == before
    assert any_store.count(EX["doc/ada"]) == 3


def test_replace_graph_with_an_unwritable_term_leaves_the_old_graph(any_store: Store) -> None:
    any_store.replace_graph(person_graph("ada", (EX.employer, EX.acme)))
    bad = person_graph("ada", (EX.home, URIRef("http://example.org/a b")))
    with pytest.raises(QueryError):
        any_store.replace_graph(bad)
    assert any_store.select("SELECT ?e WHERE { ?p <http://example.org/employer> ?e }").column("e") == [
        EX.acme
    ]


def test_load_graphs_in_batches(any_store: Store) -> None:
    any_store.batch_graphs = 3  # several requests / transactions
    any_store.replace_graph(person_graph("p0", (EX.old, Literal("stale"))))
    graphs = [person_graph(f"p{i}", (EX.rank, Literal(i))) for i in range(10)]
    committed: list[list[URIRef]] = []
    loaded = any_store.load_graphs(graphs, on_loaded=lambda names: committed.append(list(names)))
    assert sorted(loaded) == sorted(g.identifier for g in graphs)
    assert sorted(n for batch in committed for n in batch) == sorted(loaded)
    assert len(committed) >= 2
    assert any_store.count() == 30
    assert not any_store.ask("ASK WHERE { ?p <http://example.org/old> ?o }")


def test_load_graphs_last_graph_of_a_name_wins(any_store: Store) -> None:
    first = person_graph("ada", (EX.version, Literal(1)))
    second = person_graph("ada", (EX.version, Literal(2)))
    assert any_store.load_graphs([first, second]) == [EX["doc/ada"]]
    assert any_store.select("SELECT ?v WHERE { ?p <http://example.org/version> ?v }").column("v") == [
        Literal(2)
    ]


def test_load_graphs_reports_a_rejected_graph_and_loads_the_rest(any_store: Store) -> None:
    good = [person_graph(f"ok{i}") for i in range(4)]
    unwritable = person_graph("bad1", (EX.home, URIRef("http://example.org/a b")))
    # refused by the store itself, not by our escaping
    malformed = person_graph("bad2", (EX.home, URIRef("http://example.org/%zz")))
    errors: dict[URIRef, str] = {}
    loaded = any_store.load_graphs(
        [good[0], unwritable, good[1], malformed, good[2], good[3]],
        on_error=lambda name, exc: errors.__setitem__(name, str(exc)),
    )
    assert sorted(loaded) == sorted(g.identifier for g in good)
    assert sorted(errors) == [EX["doc/bad1"], EX["doc/bad2"]]
    assert any_store.graph_names() == sorted(g.identifier for g in good)
    with pytest.raises(TalentGraphError):
        any_store.load_graphs([malformed])
