"""The embedded store: Oxigraph (pyoxigraph) on disk, transactional, with a real SPARQL engine.

>>> import tempfile
>>> store = EmbeddedStore(tempfile.mkdtemp())
>>> store.update('INSERT DATA { GRAPH <http://ex/g> { <http://ex/a> <http://ex/p> "x" } }')
>>> store.select("SELECT ?o WHERE { ?s ?p ?o }").to_python()
[{'o': 'x'}]
>>> store.close()
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Mapping
from pathlib import Path

import pyoxigraph as ox
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.term import Node

from ..errors import QueryError, StoreError
from .base import (
    NQuadsGraph,
    OnError,
    OnLoaded,
    QueryResult,
    Store,
    StringRows,
    _report,
    bind_values,
    last_of_each_name,
    named_graphs,
    nquads_triples,
    term_to_sparql,
)

__all__ = ["EmbeddedStore", "from_oxigraph"]

_XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
_RDF_LANG = "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString"


def from_oxigraph(term: object) -> Node | None:
    """Convert a pyoxigraph term to the rdflib term with the same meaning."""
    if term is None:
        return None
    if isinstance(term, ox.NamedNode):
        return URIRef(term.value)
    if isinstance(term, ox.BlankNode):
        return BNode(term.value)
    if isinstance(term, ox.Literal):
        if term.language:
            return Literal(term.value, lang=term.language)
        datatype = term.datatype.value
        if datatype in (_XSD_STRING, _RDF_LANG):
            return Literal(term.value)
        return Literal(term.value, datatype=URIRef(datatype))
    raise StoreError(f"unsupported term from Oxigraph: {term!r}")


def _open_read_only(path: str, attempts: int = 20) -> ox.Store:
    """Open read-only; a writer rotating its log files meanwhile can make one attempt fail, so retry."""
    for attempt in range(attempts):
        try:
            return ox.Store.read_only(path)
        except (OSError, RuntimeError) as exc:  # RuntimeError: a file compacted away while opening
            if (
                "No such file" not in str(exc)
                or attempt == attempts - 1
                or not Path(path, "CURRENT").exists()
            ):
                raise
            time.sleep(0.05 * (attempt + 1))
    raise AssertionError("unreachable")


class EmbeddedStore(Store):
    """An on-disk Oxigraph store in ``path`` (created if missing). ``read_only`` opens it shared."""

    def __init__(self, path: str | Path, read_only: bool = False) -> None:
        self.location = str(path)
        try:
            if read_only:
                self._store = _open_read_only(str(path))
            else:
                Path(path).mkdir(parents=True, exist_ok=True)
                self._store = ox.Store(str(path))
        except RuntimeError as exc:  # read-only, while the store is being created
            raise StoreError(
                f"cannot open the store at {path} yet ({exc}); it is still being created, try again"
            ) from exc
        except OSError as exc:
            raise StoreError(
                f"cannot open the store at {path}: {exc}. Is another talentgraph process "
                "(ingest or serve) using it? Stop it or pass another --store."
            ) from exc

    def select(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> QueryResult:
        solutions = self._run(bind_values(sparql, bindings))
        if not isinstance(solutions, ox.QuerySolutions):
            raise QueryError("expected a SELECT query")
        variables = [v.value for v in solutions.variables]
        rows = [{name: from_oxigraph(solution[name]) for name in variables} for solution in solutions]
        return QueryResult(variables, rows)

    def select_strings(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> StringRows:
        """Rows of plain strings straight from Oxigraph's terms (3x faster than :meth:`select` on
        large answers, see ``benchmarks/RESULTS.md``)."""
        solutions = self._run(bind_values(sparql, bindings))
        if not isinstance(solutions, ox.QuerySolutions):
            raise QueryError("expected a SELECT query")
        rows = [tuple(None if t is None else t.value for t in solution) for solution in solutions]
        return StringRows([v.value for v in solutions.variables], rows)

    def ask(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> bool:
        answer = self._run(bind_values(sparql, bindings))
        if not isinstance(answer, ox.QueryBoolean):
            raise QueryError("expected an ASK query")
        return bool(answer)

    def _run(self, sparql: str) -> object:
        try:
            return self._store.query(sparql, use_default_graph_as_union=True)
        except SyntaxError as exc:
            raise QueryError(f"invalid SPARQL: {exc}") from exc
        except OSError as exc:
            raise StoreError(f"reading the store at {self.location} failed: {exc}") from exc

    def update(self, sparql: str) -> None:
        try:
            self._store.update(sparql)
        except SyntaxError as exc:
            raise QueryError(f"invalid SPARQL update: {exc}") from exc
        except OSError as exc:
            raise StoreError(f"writing the store at {self.location} failed: {exc}") from exc

    #: Characters of N-Quads per transaction when loading new graphs in bulk.
    bulk_chars: int = 8_000_000
    #: Characters of N-Quads per call of Oxigraph's bulk loader (``new_store``): RocksDB compacts
    #: each call's sorted files into all the data before it, so fewer, larger calls cost less
    #: (a 1,000-document batch of generated CVs, ~35 MB, is one call; ~170,000 quads, under the
    #: million the loader ingests atomically).
    bulk_load_chars: int = 48_000_000
    #: Characters loaded between two flushes of the write buffers to disk. Without flushes the
    #: buffers grow with the store (peak RSS 984 MB after 1.25M quads, 182 MB with a flush
    #: every 125k; benchmarks/RESULTS.md), so a long ingest's memory would not stay flat.
    flush_chars: int = 16_000_000
    _unflushed: int = 0

    def replace_graph(self, graph: Graph) -> None:
        """Replace one named graph, atomically; a new graph goes in through the N-Quads loader."""
        self.load_graphs([graph])

    def load_graphs(
        self,
        graphs: Iterable[Graph],
        on_loaded: OnLoaded | None = None,
        on_error: OnError | None = None,
    ) -> list[URIRef]:
        """Replace many named graphs: see :meth:`load_nquads`, which this calls."""
        documents: list[NQuadsGraph] = []
        for name, graph in named_graphs(graphs, on_error):
            try:
                documents.append((name, _nquads(graph).encode("utf-8")))
            except QueryError as exc:  # a term no store could hold ("http://ex/a b")
                _report(name, exc, on_error)
        return self.load_nquads(documents, on_loaded, on_error)

    def load_nquads(
        self,
        documents: Iterable[NQuadsGraph],
        on_loaded: OnLoaded | None = None,
        on_error: OnError | None = None,
        *,
        new_store: bool = False,
        checked: bool = False,
    ) -> list[URIRef]:
        """Replace many named graphs: new ones by Oxigraph's N-Quads loader, many at a time; others by update.

        Graphs the store does not hold yet go in :attr:`bulk_chars` characters at a time, each
        batch one transaction (``Store.load``), or, when ``new_store``, :attr:`bulk_load_chars` at
        a time through Oxigraph's bulk loader (``Store.bulk_load``: 2.3x less CPU, and no
        write-ahead log to replay later). The
        bulk loader writes a batch of fewer than a million quads as one atomic ingestion of
        sorted files, so a kill still leaves each batch wholly in or out (``bench_kill_resume.py``).
        Graphs the store holds are replaced by SPARQL updates, each atomic. See
        :meth:`Store.load_graphs`. ``checked`` bytes are parsed leniently (Oxigraph does not check
        their IRIs again: a fifth less CPU in the bulk loader, the same quads stored).
        """
        existing: list[NQuadsGraph] = []
        batch: list[NQuadsGraph] = []
        size = 0
        loaded: list[URIRef] = []
        for name, data in last_of_each_name(documents):
            try:
                nquads_triples(name, data)  # every quad in its own graph (about 20 µs a document)
            except (QueryError, UnicodeDecodeError) as exc:
                _report(name, QueryError(f"cannot load graph {name}: {exc}"), on_error)
                continue
            if self._store.contains_named_graph(ox.NamedNode(str(name))):
                existing.append((name, data))
                continue
            if batch and size + len(data) > (self.bulk_load_chars if new_store else self.bulk_chars):
                loaded += self._load_new(batch, new_store, checked, on_loaded, on_error)
                batch, size = [], 0
            batch.append((name, data))
            size += len(data)
        if batch:
            loaded += self._load_new(batch, new_store, checked, on_loaded, on_error)
        loaded += super().load_nquads(existing, on_loaded, on_error)
        self._unflushed += sum(len(data) for _, data in existing)
        if self._unflushed > self.flush_chars:
            self.flush()
        return loaded

    def _load_new(
        self,
        batch: list[NQuadsGraph],
        bulk: bool,
        checked: bool,
        on_loaded: OnLoaded | None,
        on_error: OnError | None,
    ) -> list[URIRef]:
        names = [name for name, _ in batch]
        try:
            if bulk:
                self._store.bulk_load(
                    b"".join(data for _, data in batch), format=ox.RdfFormat.N_QUADS, lenient=checked
                )
            else:
                self._store.load(
                    b"".join(data for _, data in batch), format=ox.RdfFormat.N_QUADS, lenient=checked
                )
                self._unflushed += sum(len(data) for _, data in batch)
        except OSError as exc:
            raise StoreError(f"writing the store at {self.location} failed: {exc}") from exc
        except SyntaxError as exc:
            if len(batch) == 1:
                _report(names[0], QueryError(f"cannot load graph {names[0]}: {exc}"), on_error)
                return []
            names = []
            for one in batch:  # one by one, in transactions: the bulk loader may have kept part of a batch
                names += self._load_new([one], False, checked, None, on_error)
        if names and on_loaded is not None:
            on_loaded(names)
        return names

    def count(self, graph: URIRef | None = None) -> int:
        if graph is None:
            return len(self._store)
        return super().count(graph)

    def flush(self) -> None:
        """Write the in-memory write buffers to the store's files."""
        try:
            self._store.flush()
        except OSError as exc:
            raise StoreError(f"writing the store at {self.location} failed: {exc}") from exc
        self._unflushed = 0

    def finish_load(self) -> None:
        """Flush the write-ahead log into the store's files and compact them, so the next
        command opens the store at once instead of replaying the log."""
        self.flush()
        try:
            self._store.optimize()
        except OSError as exc:
            raise StoreError(f"writing the store at {self.location} failed: {exc}") from exc

    def close(self) -> None:
        # pyoxigraph closes the database when the object is released.
        self._store = None  # type: ignore[assignment]


def _nquads(graph: Graph) -> str:
    name = term_to_sparql(graph.identifier)
    return "".join(
        f"{term_to_sparql(s)} {term_to_sparql(p)} {term_to_sparql(o)} {name} .\n" for s, p, o in graph
    )
