"""The embedded store: Oxigraph (pyoxigraph) on disk, transactional, with a real SPARQL engine.

>>> import tempfile
>>> store = EmbeddedStore(tempfile.mkdtemp())
>>> store.update('INSERT DATA { GRAPH <http://ex/g> { <http://ex/a> <http://ex/p> "x" } }')
>>> store.select("SELECT ?o WHERE { ?s ?p ?o }").to_python()
[{'o': 'x'}]
>>> store.close()
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

import pyoxigraph as ox
from rdflib import BNode, Literal, URIRef
from rdflib.term import Node

from ..errors import QueryError, StoreError
from .base import QueryResult, Store, bind_values

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


class EmbeddedStore(Store):
    """An on-disk Oxigraph store in ``path`` (created if missing). ``read_only`` opens it shared."""

    def __init__(self, path: str | Path, read_only: bool = False) -> None:
        self.location = str(path)
        try:
            if read_only:
                self._store = ox.Store.read_only(str(path))
            else:
                Path(path).mkdir(parents=True, exist_ok=True)
                self._store = ox.Store(str(path))
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

    def count(self, graph: URIRef | None = None) -> int:
        if graph is None:
            return len(self._store)
        return super().count(graph)

    def flush(self) -> None:
        self._store.flush()

    def close(self) -> None:
        # pyoxigraph closes the database when the object is released.
        self._store = None  # type: ignore[assignment]
