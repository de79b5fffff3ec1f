"""How ingest cuts documents into commits: larger batches into a new embedded store, bounded by time."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from rdflib import URIRef

from talentgraph import pipeline
from talentgraph.pipeline import ingest
from talentgraph.store import open_store
from talentgraph.store.embedded import EmbeddedStore
from talentgraph.vocab import REFERENCE_GRAPH


def write_cvs(folder: Path, n: int, first: int = 0) -> Path:
    folder.mkdir(exist_ok=True)
    for i in range(first, first + n):
        (folder / f"cv-{i:03d}.md").write_text(
            f"# Person Number{i}\n\nperson{i}@example.org\n\n## Experience\n"
            f"- 2014 - 2020 Engineer at Org{i % 3} University\n",
            encoding="utf-8",
        )
    return folder


def commits(store: Any, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The number of documents of each commit (load) ``store`` receives from now on."""
    sizes: list[int] = []
    load = store.load_nquads

    def counting(documents: Any, *args: Any, **kwargs: Any) -> Any:
        documents = list(documents)
        if any(name != REFERENCE_GRAPH for name, _ in documents):
            sizes.append(len(documents))
        return load(documents, *args, **kwargs)

    monkeypatch.setattr(store, "load_nquads", counting)
    return sizes


def test_a_new_embedded_store_gets_larger_batches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "BATCH_SIZE", 2)
    monkeypatch.setattr(pipeline, "NEW_STORE_BATCH_SIZE", 5)
    store = open_store(tmp_path / "store")
    sizes = commits(store, monkeypatch)
    ingest([write_cvs(tmp_path / "docs", 12)], store, progress=False, workers=0)
    assert sizes == [5, 5, 2]
    sizes.clear()
    ingest([write_cvs(tmp_path / "more", 5, first=100)], store, progress=False, workers=0)
    assert sizes == [2, 2, 1]  # the store holds documents: batches of BATCH_SIZE


def test_a_batch_that_waited_is_committed_early(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipeline, "MIN_TIMED_BATCH", 3)
    docs = write_cvs(tmp_path / "docs", 10)
    waited = open_store(tmp_path / "waited")
    sizes = commits(waited, monkeypatch)
    ingest([docs], waited, progress=False, workers=0, batch_seconds=0.0)
    assert sizes == [3, 3, 3, 1]  # every batch waited long enough once it held MIN_TIMED_BATCH
    patient = open_store(tmp_path / "patient")
    sizes = commits(patient, monkeypatch)
    ingest([docs], patient, progress=False, workers=0, batch_seconds=3600.0)
    assert sizes == [10]
    assert waited.count() == patient.count()


class CountingStore:
    """A pyoxigraph store that counts its bulk loads (the native object takes no attributes)."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.bulk_loads = inner, 0

    def bulk_load(self, *args: Any, **kwargs: Any) -> Any:
        self.bulk_loads += 1
        return self.inner.bulk_load(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def __len__(self) -> int:
        return len(self.inner)


def test_a_new_store_gets_one_bulk_load_per_batch(tmp_path: Path) -> None:
    store = EmbeddedStore(tmp_path / "store")
    store.bulk_chars = 100  # transactions: far smaller than one graph
    counting = CountingStore(store._store)
    store._store = counting
    graphs = [
        (URIRef(f"urn:g{i}"), f'<urn:s{i}> <urn:p> "{"x" * 200}" <urn:g{i}> .\n'.encode()) for i in range(3)
    ]
    assert store.load_nquads(graphs, new_store=True) == [name for name, _ in graphs]
    assert counting.bulk_loads == 1
    assert len(counting.inner) == 3


@pytest.mark.parametrize("new_store", [True, False])
def test_checked_nquads_are_not_checked_again(tmp_path: Path, new_store: bool) -> None:
    """Ingest's own N-Quads (every IRI checked by its writer) go in through Oxigraph's lenient
    parser: an IRI the strict parser refuses shows that the loader did not check it again."""
    store = EmbeddedStore(tmp_path / "store")
    graph = (URIRef("urn:g"), b"<urn:s> <urn:p> <http://example.org/a^b> <urn:g> .\n")
    errors: list[URIRef] = []
    assert store.load_nquads([graph], on_error=lambda name, _: errors.append(name), new_store=new_store) == []
    assert errors == [URIRef("urn:g")]
    assert store.load_nquads([graph], new_store=new_store, checked=True) == [URIRef("urn:g")]
    assert store.count() == 1


def test_ingest_ships_its_nquads_as_checked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = EmbeddedStore(tmp_path / "store")
    flags: list[bool] = []
    load = store.load_nquads

    def recording(documents: Any, *args: Any, **kwargs: Any) -> Any:
        documents = list(documents)
        if any(name != REFERENCE_GRAPH for name, _ in documents):
            flags.append(kwargs.get("checked", False))
        return load(documents, *args, **kwargs)

    monkeypatch.setattr(store, "load_nquads", recording)
    ingest([write_cvs(tmp_path / "cvs", 2)], store, workers=0, progress=False)
    assert flags == [True]


def test_a_new_store_bulk_loads_the_reference_graph(tmp_path: Path) -> None:
    """An ingest into an empty store hands the reference graph to Oxigraph's bulk loader; a store
    that lacks it but holds documents gets it in a transaction."""
    store = EmbeddedStore(tmp_path / "store")
    counting = CountingStore(store._store)
    store._store = counting
    ingest([write_cvs(tmp_path / "cvs", 2)], store, workers=0, progress=False)
    assert counting.bulk_loads == 2  # the reference graph, then the documents
    reference_quads = store.count(REFERENCE_GRAPH)
    assert reference_quads > 20_000
    store.update(f"DROP GRAPH <{REFERENCE_GRAPH}>")
    assert pipeline.ensure_reference(store, new_store=False)
    assert counting.bulk_loads == 2
    assert store.count(REFERENCE_GRAPH) == reference_quads
