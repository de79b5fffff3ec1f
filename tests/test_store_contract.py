"""The store contract, run against every backend (``contract_store``: embedded Oxigraph, a plain
``oxigraph serve`` and Virtuoso). Queries read named graphs explicitly, as the library's do."""

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


def test_empty_store(contract_store: Store) -> None:
    assert contract_store.count() == 0
    assert contract_store.graph_names() == []
    assert len(contract_store.dataset()) == 0


def test_load_count_and_graph_names(contract_store: Store) -> None:
    contract_store.replace_graph(person_graph("ada", (EX.age, Literal(36))))
    contract_store.replace_graph(person_graph("bob"))
    assert contract_store.graph_names() == [EX["doc/ada"], EX["doc/bob"]]
    assert contract_store.count() == 5
    assert contract_store.count(EX["doc/ada"]) == 3
    assert contract_store.count(EX["doc/none"]) == 0


def test_replace_drops_the_old_facts(contract_store: Store) -> None:
    contract_store.replace_graph(person_graph("ada", (EX.employer, EX.acme)))
    contract_store.replace_graph(person_graph("ada", (EX.employer, EX.globex)))
    employers = contract_store.select(
        "SELECT ?e WHERE { GRAPH ?g { ?p <http://example.org/employer> ?e } }"
    ).column("e")
    assert employers == [EX.globex]
    assert contract_store.count() == 3


def test_remove_graph(contract_store: Store) -> None:
    contract_store.replace_graph(person_graph("ada"))
    contract_store.replace_graph(person_graph("bob"))
    assert contract_store.remove_graph(EX["doc/ada"]) is True
    assert contract_store.remove_graph(EX["doc/ada"]) is False
    assert contract_store.graph_names() == [EX["doc/bob"]]


def test_graph_patterns_read_every_named_graph(contract_store: Store) -> None:
    contract_store.replace_graph(person_graph("ada"))
    contract_store.replace_graph(person_graph("bob"))
    names = contract_store.select(
        "SELECT ?n WHERE { GRAPH ?g { ?p <http://example.org/name> ?n } } ORDER BY ?n"
    ).column("n")
    assert names == [Literal("ada"), Literal("bob")]


def test_select_all_pages_through_more_rows_than_one_answer(contract_store: Store) -> None:
    contract_store.replace_graph(person_graph("ada", *[(EX.rank, Literal(i)) for i in range(25)]))
    if hasattr(contract_store, "page_size"):
        contract_store.page_size = 7  # several pages
    query = "SELECT ?v WHERE { GRAPH ?g { ?p <http://example.org/rank> ?v } }"
    rows = contract_store.select_all(query, order_by=["v"]).column("v")
    assert sorted(int(v.toPython()) for v in rows if isinstance(v, Literal)) == list(range(25))
    assert len(contract_store.dataset()) == 27


@pytest.mark.parametrize("value", HOSTILE)
def test_hostile_literals_are_stored_and_bound_not_spliced(contract_store: Store, value: str) -> None:
    contract_store.replace_graph(person_graph("ada", (EX.note, Literal(value))))
    contract_store.replace_graph(person_graph("bob", (EX.note, Literal("harmless"))))
    result = contract_store.select(
        "SELECT ?p WHERE { GRAPH ?g { ?p <http://example.org/note> ?note } }", {"note": Literal(value)}
    )
    assert result.column("p") == [EX["person/ada"]]
    assert contract_store.ask(
        "ASK WHERE { GRAPH ?g { ?p <http://example.org/note> ?note } }", {"note": Literal(value)}
    )
    stored = contract_store.select(
        "SELECT ?v WHERE { GRAPH ?g { ?p <http://example.org/note> ?v } }", {"p": EX["person/ada"]}
    )
    assert stored.column("v") == [Literal(value)]
    assert contract_store.graph_names() == [EX["doc/ada"], EX["doc/bob"]]
    assert contract_store.count() == 6


def test_bound_terms_keep_language_and_datatype(contract_store: Store) -> None:
    facts = [
        (EX.label, Literal("Zürich", lang="de")),
        (EX.born, Literal("1815-12-10", datatype=XSD.date)),
        (EX.age, Literal(36)),
        (EX.home, URIRef("http://example.org/home?x=1&y=2#frag")),
    ]
    contract_store.replace_graph(person_graph("ada", *facts))
    for predicate, value in facts:
        found = contract_store.select(
            "SELECT ?p WHERE { GRAPH ?g { ?p ?pred ?v } }", {"pred": predicate, "v": value}
        )
        assert found.column("p") == [EX["person/ada"]], value
    wrong_lang = contract_store.select(
        "SELECT ?p WHERE { GRAPH ?g { ?p ?pred ?v } }", {"pred": EX.label, "v": Literal("Zürich", lang="fr")}
    )
    assert len(wrong_lang) == 0
    rows = contract_store.select(
        "SELECT ?v WHERE { GRAPH ?g { ?p <http://example.org/born> ?v } }", {"p": EX["person/ada"]}
    ).to_python()
    assert rows == [{"v": "1815-12-10"}]


def test_select_strings_gives_the_plain_text_of_each_term(contract_store: Store) -> None:
    facts = [
        (EX.label, Literal("Zürich", lang="de")),
        (EX.born, Literal("1815-12-10", datatype=XSD.date)),
        (EX.age, Literal(36)),
        (EX.home, URIRef("http://example.org/home?x=1&y=2#frag")),
    ]
    contract_store.replace_graph(person_graph("ada", *facts))
    query = "SELECT ?v ?missing WHERE { GRAPH ?g { ?p ?pred ?v OPTIONAL { ?p <http://example.org/none> ?missing } } }"
    got = {
        row
        for pred, _ in facts
        for row in contract_store.select_strings(query, {"pred": pred, "p": EX["person/ada"]})
    }
    assert got == {
        ("Zürich", None),
        ("1815-12-10", None),
        ("36", None),
        ("http://example.org/home?x=1&y=2#frag", None),
    }
    rows = contract_store.select_strings(query, {"pred": EX.age})
    assert rows.variables == ["v", "missing"]
    assert rows.dicts() == [{"v": "36", "missing": None}]


def test_bad_parameters_are_refused_before_sending(contract_store: Store) -> None:
    with pytest.raises(QueryError, match="not a valid IRI"):
        contract_store.select("SELECT ?v WHERE { ?p ?q ?v }", {"p": URIRef("http://ex/a> } ; DROP ALL ; <x")})
    with pytest.raises(QueryError, match="not a valid IRI"):  # relative: each server would resolve it its way
        contract_store.select("SELECT ?v WHERE { ?p ?q ?v }", {"p": URIRef("person/ada")})
    with pytest.raises(QueryError, match="invalid parameter name"):
        contract_store.select("SELECT ?v WHERE { ?p ?q ?v }", {"p} DROP ALL": Literal("x")})


def test_invalid_sparql_is_a_query_error(contract_store: Store) -> None:
    with pytest.raises(QueryError):
        contract_store.select("SELECT ?v WHERE { ?p ?q ")
    with pytest.raises(QueryError):
        contract_store.update("INSERT DATA { GRAPH <http://ex/g> { <http://ex/a> <http://ex/b> ")


def test_update(contract_store: Store) -> None:
    contract_store.update(
        'INSERT DATA { GRAPH <http://example.org/g> { <http://example.org/a> <http://example.org/p> "1" } }'
    )
    assert contract_store.count() == 1
    contract_store.update("DELETE WHERE { GRAPH ?g { ?s <http://example.org/p> ?o } }")
    assert contract_store.count() == 0


def test_dataset_round_trip(contract_store: Store) -> None:
    graphs = [
        person_graph("ada", (EX.note, Literal(HOSTILE[3])), (EX.label, Literal("Ada", lang="en"))),
        person_graph("bob", (EX.age, Literal(40))),
    ]
    blank = BNode()
    graphs[1].add((EX["person/bob"], EX.address, blank))
    graphs[1].add((blank, EX.city, Literal("Oslo")))
    for graph in graphs:
        contract_store.replace_graph(graph)
    dataset = contract_store.dataset()
    assert sorted(g.identifier for g in dataset.graphs() if len(g)) == [EX["doc/ada"], EX["doc/bob"]]
    for graph in graphs:
        assert isomorphic(dataset.graph(graph.identifier), graph)
    only_ada = contract_store.dataset([EX["doc/ada"]])
    assert len(only_ada) == len(graphs[0])


def test_replace_is_atomic_when_the_update_fails(contract_store: Store, unused_port: int) -> None:
    contract_store.replace_graph(person_graph("ada", (EX.employer, EX.acme)))
    before = all_quads(contract_store)
    # The DROP runs first, then LOAD fails (nothing listens there): the whole request must roll back.
    failing = f"DROP GRAPH <{EX['doc/ada']}> ; LOAD <http://127.0.0.1:{unused_port}/x.ttl> INTO GRAPH <{EX['doc/ada']}>"
    with pytest.raises(TalentGraphError):
        contract_store.update(failing)
    assert all_quads(contract_store) == before
    assert contract_store.count(EX["doc/ada"]) == 3


def test_replace_graph_with_an_unwritable_term_leaves_the_old_graph(contract_store: Store) -> None:
    contract_store.replace_graph(person_graph("ada", (EX.employer, EX.acme)))
    bad = person_graph("ada", (EX.home, URIRef("http://example.org/a b")))
    with pytest.raises(QueryError):
        contract_store.replace_graph(bad)
    assert contract_store.select(
        "SELECT ?e WHERE { GRAPH ?g { ?p <http://example.org/employer> ?e } }"
    ).column("e") == [EX.acme]


def test_load_graphs_in_batches(contract_store: Store) -> None:
    contract_store.batch_graphs = 3  # several requests / transactions
    contract_store.replace_graph(person_graph("p0", (EX.old, Literal("stale"))))
    graphs = [person_graph(f"p{i}", (EX.rank, Literal(i))) for i in range(10)]
    committed: list[list[URIRef]] = []
    loaded = contract_store.load_graphs(graphs, on_loaded=lambda names: committed.append(list(names)))
    assert sorted(loaded) == sorted(g.identifier for g in graphs)
    assert sorted(n for batch in committed for n in batch) == sorted(loaded)
    assert len(committed) >= 2
    assert contract_store.count() == 30
    assert not contract_store.ask("ASK WHERE { GRAPH ?g { ?p <http://example.org/old> ?o } }")


def test_load_graphs_last_graph_of_a_name_wins(contract_store: Store) -> None:
    first = person_graph("ada", (EX.version, Literal(1)))
    second = person_graph("ada", (EX.version, Literal(2)))
    assert contract_store.load_graphs([first, second]) == [EX["doc/ada"]]
    assert contract_store.select(
        "SELECT ?v WHERE { GRAPH ?g { ?p <http://example.org/version> ?v } }"
    ).column("v") == [Literal(2)]


def test_load_graphs_reports_a_rejected_graph_and_loads_the_rest(contract_store: Store) -> None:
    good = [person_graph(f"ok{i}") for i in range(4)]
    unwritable = person_graph("bad1", (EX.home, URIRef("http://example.org/a b")))
    # refused by Oxigraph itself, not by our escaping (Virtuoso takes it: engines differ in strictness)
    malformed = person_graph("bad2", (EX.home, URIRef("http://example.org/%zz")))
    errors: dict[URIRef, str] = {}
    loaded = contract_store.load_graphs(
        [good[0], unwritable, good[1], malformed, good[2], good[3]],
        on_error=lambda name, exc: errors.__setitem__(name, str(exc)),
    )
    strict = EX["doc/bad2"] in errors
    accepted = sorted(g.identifier for g in good) + ([] if strict else [EX["doc/bad2"]])
    assert sorted(loaded) == sorted(accepted)
    assert sorted(errors) == [EX["doc/bad1"]] + ([EX["doc/bad2"]] if strict else [])
    assert contract_store.graph_names() == sorted(accepted)
    with pytest.raises(TalentGraphError):
        contract_store.load_graphs([malformed if strict else unwritable])


def test_load_nquads_as_ingest_ships_documents(contract_store: Store) -> None:
    """Documents given as N-Quads bytes (pyoxigraph's serialisation) replace their graphs, new ones
    and stored ones alike, in batches; a document whose quads name another graph is reported alone."""
    import pyoxigraph as ox

    def nquads(graph: Graph) -> bytes:
        name = ox.NamedNode(str(graph.identifier))
        quads = [
            ox.Quad(
                ox.NamedNode(str(s)),
                ox.NamedNode(str(p)),
                ox.NamedNode(str(o)) if isinstance(o, URIRef) else ox.Literal(str(o)),
                name,
            )
            for s, p, o in graph
        ]
        return ox.serialize(quads, format=ox.RdfFormat.N_QUADS) or b""

    contract_store.batch_graphs = 3
    contract_store.replace_graph(person_graph("p0", (EX.old, Literal("stale"))))
    graphs = [person_graph(f"p{i}", (EX.note, Literal(f'say "{i}"\n'))) for i in range(7)]
    stray = (EX["doc/stray"], nquads(graphs[1]))  # every quad is in p1's graph, not doc/stray
    errors: list[URIRef] = []
    loaded = contract_store.load_nquads(
        [(URIRef(g.identifier), nquads(g)) for g in graphs] + [stray],
        on_error=lambda name, _: errors.append(name),
        new_store=False,
    )
    assert sorted(loaded) == sorted(g.identifier for g in graphs)
    assert errors == [EX["doc/stray"]]
    assert not contract_store.ask("ASK WHERE { GRAPH ?g { ?p <http://example.org/old> ?o } }")
    for graph in graphs:
        assert isomorphic(contract_store.dataset([URIRef(graph.identifier)]).graph(graph.identifier), graph)
