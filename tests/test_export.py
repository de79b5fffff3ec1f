"""Exports: round trips, JSON-LD back to the same quads, GraphML/GEXF readable, CSV tables, determinism."""

from __future__ import annotations

import csv
import io
import json
import warnings
import zipfile
from pathlib import Path

import networkx as nx
import pytest
from click.testing import CliRunner
from rdflib import Dataset, Graph, URIRef
from rdflib.compare import isomorphic

from talentgraph.analysis import knowledge_graph
from talentgraph.cli import cli
from talentgraph.errors import ExportError
from talentgraph.export import FORMATS, TABLES, export_bytes, import_rdf, write_export
from talentgraph.model import Affiliation, Education, Evidence, Mention, Person, Profile, Project, Topic
from talentgraph.pipeline import ensure_reference
from talentgraph.queries import load_query
from talentgraph.rdf import document_iri, profile_to_graph
from talentgraph.store import Store, open_store
from talentgraph.vocab import REFERENCE_GRAPH

SHA = "1" * 64
SINGLE_FILE = [f for f in FORMATS if f != "csv"]


def profiles() -> list[Profile]:
    ada = Profile(source="ada.md", person=Person(name="Ada Lövelace", emails=["ada@example.org"]))
    ada.affiliations += [
        Affiliation(
            org="ACME",
            org_id="x-acme",
            unit="Robots",
            role="Research Intern",
            start="2019-06",
            end="2019-09",
            evidence=Evidence(4, "Research Intern, ACME (Robots), Jun–Sep 2019"),
        ),
        Affiliation(
            org="Oddity",
            org_id="x-oddity",
            role="Engineer",
            start="2021",
            end="2020",
            evidence=Evidence(5, "2021–2020"),
        ),
    ]
    ada.education.append(
        Education(
            institution="Uni",
            org_id="x-uni",
            degree="PhD",
            field="CS",
            start="2016",
            end="present",
            evidence=Evidence(7, "PhD, Uni"),
        )
    )
    ada.projects.append(
        Project(
            name="Loom",
            org="ACME",
            org_id="x-acme",
            description='Says "hi"\nover two lines',
            evidence=Evidence(9, "Loom"),
        )
    )
    ada.topics += [
        Topic(label="Quantum gardening"),
        Topic(label="Robot learning", concept_id="https://w3id.org/talentgraph/topic/robot-learning"),
    ]
    ada.people.append(Mention(name="Grace", relation="mentor", evidence=Evidence(11, "mentor: Grace")))
    bob = Profile(source="sub/bob.txt", person=Person(name="Bob"))
    bob.affiliations.append(
        Affiliation(
            org="ACME",
            org_id="x-acme",
            role="Engineer",
            start="2018",
            end="present",
            evidence=Evidence(2, "Engineer at ACME since 2018"),
        )
    )
    bob.projects.append(Project(name="Loom", org="ACME", org_id="x-acme", evidence=Evidence(3, "Loom")))
    return [ada, bob]


def load(store: Store) -> None:
    for profile in profiles():
        store.replace_graph(profile_to_graph(profile, sha256=SHA))


@pytest.fixture
def store(tmp_path: Path) -> Store:
    """Two documents."""
    s = open_store(tmp_path / "store")
    load(s)
    return s


@pytest.fixture
def full_store(store: Store) -> Store:
    """Two documents and the reference graph (gazetteer, topic and role schemes)."""
    ensure_reference(store)
    return store


def named_graphs(dataset: Dataset) -> dict[str, Graph]:
    out = {}
    for graph in dataset.graphs():
        if len(graph):
            out[str(graph.identifier)] = graph
    return out


def assert_same_dataset(a: Dataset, b: Dataset) -> None:
    ga, gb = named_graphs(a), named_graphs(b)
    assert sorted(ga) == sorted(gb)
    for name in ga:
        assert isomorphic(ga[name], gb[name]), name


@pytest.mark.parametrize("fmt", ["trig", "nq"])
def test_round_trip_through_a_fresh_store(any_store: Store, tmp_path: Path, fmt: str) -> None:
    load(any_store)
    first = export_bytes(any_store, fmt)
    fresh = open_store(tmp_path / "fresh")
    loaded = import_rdf(fresh, first, fmt)
    assert len(loaded) == 2
    second = export_bytes(fresh, fmt)
    assert_same_dataset(any_store.dataset(), fresh.dataset())
    assert_same_dataset(parse(first, fmt), parse(second, fmt))
    assert first == second  # deterministic: the same content gives the same bytes, whatever the store


def parse(data: bytes | str, fmt: str) -> Dataset:
    """A dataset from serialised data (rdflib 7.6's parsers call its own deprecated API: silenced)."""
    dataset = Dataset()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        dataset.parse(data=data, format={"nq": "nquads", "jsonld": "json-ld"}.get(fmt, fmt))
    return dataset


def test_turtle_merges_graphs(store: Store) -> None:
    merged = Graph().parse(data=export_bytes(store, "ttl"), format="turtle")
    union = Graph()
    for s, p, o, _ in store.dataset().quads():
        union.add((s, p, o))
    assert isomorphic(merged, union)


def test_multiline_literal_survives_trig(store: Store, tmp_path: Path) -> None:
    fresh = open_store(tmp_path / "fresh")
    import_rdf(fresh, export_bytes(store, "trig"), "trig")
    descriptions = fresh.select(
        "SELECT ?d WHERE { GRAPH ?g { ?p <https://schema.org/description> ?d } }"
    ).column("d")
    assert [str(d) for d in descriptions] == ['Says "hi"\nover two lines']


def test_jsonld_parses_back_to_the_same_quads(store: Store) -> None:
    data = export_bytes(store, "jsonld")
    assert_same_dataset(store.dataset(), parse(data, "jsonld"))


def test_jsonld_with_pyld_gives_the_same_quads(store: Store) -> None:
    pyld = pytest.importorskip("pyld.jsonld")
    nquads = pyld.to_rdf(json.loads(export_bytes(store, "jsonld")), {"format": "application/n-quads"})
    assert_same_dataset(store.dataset(), parse(nquads, "nq"))


def test_jsonld_reads_as_schema_org(store: Store) -> None:
    document = json.loads(export_bytes(store, "jsonld"))
    assert document["@context"]["@vocab"] == "https://schema.org/"
    nodes = [node for graph in document["@graph"] for node in graph["@graph"]]
    people = [
        n for n in nodes if "Person" in (n["@type"] if isinstance(n.get("@type"), list) else [n.get("@type")])
    ]
    assert {p["name"] for p in people if "name" in p} == {"Ada Lövelace", "Bob", "Grace"}
    ada = next(p for p in people if p.get("name") == "Ada Lövelace")
    assert ada["affiliation"]  # schema:affiliation as a bare schema.org term
    assert "foaf:name" in ada


def test_graphml_and_gexf_open_with_networkx(store: Store) -> None:
    expected = knowledge_graph(store)
    for fmt, reader in (("graphml", nx.read_graphml), ("gexf", nx.read_gexf)):
        graph = reader(io.BytesIO(export_bytes(store, fmt)))
        assert graph.number_of_nodes() == expected.number_of_nodes() > 0, fmt
        assert graph.number_of_edges() == expected.number_of_edges() > 0, fmt
        kinds = {data.get("kind") for _, data in graph.nodes(data=True)}
        assert {"person", "organisation", "project", "topic"} <= kinds, fmt
        for _, _, data in graph.edges(data=True):
            assert all(isinstance(v, str | int | float | bool) for v in data.values()), fmt


def test_graphml_joins_list_attributes(store: Store) -> None:
    graph = nx.read_graphml(io.BytesIO(export_bytes(store, "graphml")))
    details = [data.get("details", "") for _, _, data in graph.edges(data=True)]
    assert any("Research Intern" in d for d in details)
    assert not any(d.startswith("[") for d in details)


def read_csv(data: bytes) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(data.decode("utf-8"))))


def test_csv_folder_tables(full_store: Store, tmp_path: Path) -> None:
    out = write_export(full_store, "csv", tmp_path / "tables")
    assert sorted(p.name for p in out.iterdir()) == sorted(f"{t}.csv" for t in TABLES)
    for table in TABLES:
        header = (out / f"{table}.csv").read_text(encoding="utf-8").split("\n", 1)[0].split(",")
        assert header == list(load_query(f"table-{table}").returns), table
    positions = read_csv((out / "positions.csv").read_bytes())
    assert len(positions) == 3
    intern = next(r for r in positions if r["title"] == "Research Intern")
    assert intern["start"] == "2019-06-01"
    assert intern["end"] == "2019-09-30"
    assert intern["unit"] == "Robots"
    assert intern["document"] == "ada.md"
    assert intern["line"] == "4"
    assert intern["role"] == "https://w3id.org/talentgraph/role/research-intern"
    backwards = next(r for r in positions if r["organisationName"] == "Oddity")
    assert backwards["backwards"] == "true"
    bob = next(r for r in positions if r["name"] == "Bob")
    assert bob["ongoing"] == "true"
    assert bob["end"] == ""
    people = read_csv((out / "people.csv").read_bytes())
    assert {(r["name"], r["kind"]) for r in people} == {
        ("Ada Lövelace", "owner"),
        ("Bob", "owner"),
        ("Grace", "mentioned"),
    }
    projects = read_csv((out / "projects.csv").read_bytes())
    assert sorted((r["label"], r["name"]) for r in projects) == [("Loom", "Ada Lövelace"), ("Loom", "Bob")]
    topics = read_csv((out / "topics.csv").read_bytes())
    assert sorted((r["topicLabel"], r["freeText"]) for r in topics) == [
        ("Quantum gardening", "true"),
        ("Robot learning", "false"),
    ]
    education = read_csv((out / "education.csv").read_bytes())
    assert [(r["degree"], r["ongoing"]) for r in education] == [("PhD", "true")]


def test_csv_zip_is_byte_identical_and_matches_the_folder(store: Store, tmp_path: Path) -> None:
    one = write_export(store, "csv", tmp_path / "a" / "tables.zip").read_bytes()
    two = write_export(store, "csv", tmp_path / "b" / "tables.zip").read_bytes()
    assert one == two
    folder = write_export(store, "csv", tmp_path / "folder")
    with zipfile.ZipFile(io.BytesIO(one)) as archive:
        assert sorted(archive.namelist()) == sorted(f"{t}.csv" for t in TABLES)
        for name in archive.namelist():
            assert archive.read(name) == (folder / name).read_bytes()


@pytest.mark.parametrize("fmt", SINGLE_FILE)
def test_every_export_is_deterministic(store: Store, tmp_path: Path, fmt: str) -> None:
    first = export_bytes(store, fmt)
    assert first == export_bytes(store, fmt)
    # the same content loaded into another store, in another order, gives the same bytes
    other = open_store(tmp_path / "other")
    for graph in reversed(list(named_graphs(store.dataset()).values())):
        other.replace_graph(graph)
    assert export_bytes(other, fmt) == first


def test_export_command_writes_every_format(store: Store, tmp_path: Path) -> None:
    location = store.location
    store.close()
    runner = CliRunner()
    for fmt in FORMATS:
        out = tmp_path / "out" / (f"tables-{fmt}" if fmt == "csv" else f"graph.{fmt}")
        result = runner.invoke(cli, ["export", "--format", fmt, "--out", str(out), "--store", location])
        assert result.exit_code == 0, (fmt, result.output)
        assert out.exists(), fmt
    result = runner.invoke(
        cli, ["export", "--format", "ttl", "--out", str(tmp_path / "out"), "--store", location]
    )
    assert result.exit_code == 1
    assert "Error:" in result.output
    assert "is a folder" in result.output


def test_export_errors() -> None:
    s = open_store()  # default location is not used: the calls fail before touching it
    with pytest.raises(ExportError, match="choose one of"):
        export_bytes(s, "xml")
    with pytest.raises(ExportError, match=r"folder or a \.zip"):
        export_bytes(s, "csv")
    with pytest.raises(ExportError, match="only trig and nq"):
        import_rdf(s, b"", "ttl")


def test_import_rejects_garbage(tmp_path: Path) -> None:
    with pytest.raises(ExportError, match="cannot parse"):
        import_rdf(open_store(tmp_path / "s"), b"<a> <b> {", "trig")


def test_named_graphs_are_documents_and_reference_only(full_store: Store) -> None:
    store = full_store
    names = {URIRef(n) for n in named_graphs(store.dataset())}
    assert names == {document_iri("ada.md"), document_iri("sub/bob.txt"), REFERENCE_GRAPH}
    trig = export_bytes(store, "trig").decode()
    assert trig.count(" {\n") == 3
