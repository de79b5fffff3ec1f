"""The store contract shared by the embedded Oxigraph store and remote SPARQL endpoints.

Both backends speak SPARQL 1.1 and are driven the same way: a document's named graph is replaced
by one update request (``DROP SILENT GRAPH`` + ``INSERT DATA``), which Oxigraph and other SPARQL
1.1 stores apply atomically. Every query reads named graphs explicitly (``GRAPH ?g { … }``), so
no answer depends on what an engine takes as its default graph (the embedded store uses the union
of its graphs, a plain ``oxigraph serve`` an empty graph, Virtuoso everything it holds). Graphs an
engine keeps for itself (:func:`is_system_graph`) are never listed, counted or exported.
Parameter values are bound with a ``VALUES`` block built from escaped RDF terms, never pasted
into query text as strings.

>>> bind_values("SELECT ?n WHERE { ?p <http://xmlns.com/foaf/0.1/name> ?n }", {"p": URIRef("http://ex/p")})
'SELECT ?n WHERE { VALUES (?p) { (<http://ex/p>) } ?p <http://xmlns.com/foaf/0.1/name> ?n }'
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from rdflib import BNode, Dataset, Graph, Literal, URIRef
from rdflib.term import Node

from ..errors import EndpointError, QueryError, TalentGraphError

__all__ = [
    "NQuadsGraph",
    "OnError",
    "OnLoaded",
    "QueryResult",
    "Store",
    "StringRows",
    "bind_values",
    "is_system_graph",
    "is_true",
    "last_of_each",
    "last_of_each_name",
    "nquads_to_insert",
    "nquads_triples",
    "quads_to_insert",
    "term_to_sparql",
]

Row = dict[str, Node | None]


@dataclass
class QueryResult:
    """Rows of a SELECT query: ``variables`` in projection order, each row a dict of rdflib terms."""

    variables: list[str]
    rows: list[Row] = field(default_factory=list)

    def __iter__(self) -> Iterator[Row]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def column(self, name: str) -> list[Node | None]:
        return [row.get(name) for row in self.rows]

    def to_python(self) -> list[dict[str, object]]:
        """Rows with plain Python values (``Literal.toPython()``, IRIs as strings)."""
        out: list[dict[str, object]] = []
        for row in self.rows:
            out.append({k: _plain(row.get(k)) for k in self.variables})
        return out


@dataclass
class StringRows:
    """Rows of a SELECT query as plain tuples of strings: an IRI's text, a literal's lexical form
    (no datatype or language), a blank node's label, None when unbound. For large answers that
    need no term types: nothing is converted to rdflib terms.

    >>> rows = StringRows(["a", "b"], [("http://ex/a", None)])
    >>> rows.dicts()
    [{'a': 'http://ex/a', 'b': None}]
    """

    variables: list[str]
    rows: list[tuple[str | None, ...]] = field(default_factory=list)

    def __iter__(self) -> Iterator[tuple[str | None, ...]]:
        return iter(self.rows)

    def __len__(self) -> int:
        return len(self.rows)

    def dicts(self) -> list[dict[str, str | None]]:
        """The rows as dicts keyed by variable name."""
        return [dict(zip(self.variables, row, strict=True)) for row in self.rows]


def _plain(term: Node | None) -> object:
    if term is None:
        return None
    if isinstance(term, Literal):
        value = term.toPython()
        return value if isinstance(value, (int, float, bool, str)) else str(term)
    return str(term)


_LITERAL_ESCAPES = str.maketrans({"\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t"})
_LANG = re.compile(r"[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*")
_IRI_FORBIDDEN = re.compile(r'[\x00-\x20<>"{}|^`\\]')
_IRI_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")


def term_to_sparql(term: Node) -> str:
    """An RDF term in SPARQL/N-Triples syntax, escaped; relative IRIs and forbidden characters are refused.

    >>> term_to_sparql(Literal('say "hi"\\n'))
    '"say \\\\"hi\\\\"\\\\n"'
    >>> term_to_sparql(URIRef("http://ex/a b"))
    Traceback (most recent call last):
    ...
    talentgraph.errors.QueryError: not a valid IRI: 'http://ex/a b'
    """
    if isinstance(term, URIRef):
        if _IRI_FORBIDDEN.search(str(term)) or not _IRI_SCHEME.match(str(term)):
            raise QueryError(f"not a valid IRI: {str(term)!r}")
        return f"<{term}>"
    if isinstance(term, Literal):
        text = '"' + str(term).translate(_LITERAL_ESCAPES) + '"'
        if term.language:
            if not _LANG.fullmatch(term.language):
                raise QueryError(f"not a valid language tag: {term.language!r}")
            return f"{text}@{term.language}"
        if term.datatype:
            return f"{text}^^{term_to_sparql(term.datatype)}"
        return text
    if isinstance(term, BNode):
        return f"_:b{re.sub(r'[^A-Za-z0-9]', '', str(term))}"
    raise QueryError(f"cannot bind {term!r}: only IRIs and literals can be parameters")


_WHERE = re.compile(r"\bWHERE\s*\{", re.IGNORECASE)


def bind_values(sparql: str, bindings: Mapping[str, Node] | None) -> str:
    """Insert a one-row ``VALUES`` block for ``bindings`` at the start of the outer WHERE group."""
    if not bindings:
        return sparql
    names = sorted(bindings)
    for name in names:
        if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
            raise QueryError(f"invalid parameter name {name!r}")
    block = "VALUES (" + " ".join(f"?{n}" for n in names) + ") { ("
    block += " ".join(term_to_sparql(bindings[n]) for n in names) + ") }"
    match = _WHERE.search(_strip_comments(sparql))
    if match is None:
        raise QueryError("cannot bind parameters: the query has no 'WHERE {' clause")
    return sparql[: match.end()] + " " + block + sparql[match.end() :]


def _strip_comments(sparql: str) -> str:
    """The query with comments blanked out (same length, so offsets still match)."""
    out = []
    for line in sparql.split("\n"):
        cut = _comment_start(line)
        out.append(line if cut < 0 else line[:cut] + " " * (len(line) - cut))
    return "\n".join(out)


def _comment_start(line: str) -> int:
    in_iri = in_str = False
    quote = ""
    for i, ch in enumerate(line):
        if in_str:
            if ch == "\\":
                continue
            if ch == quote:
                in_str = False
        elif in_iri:
            in_iri = ch != ">"
        elif ch in "\"'":
            in_str, quote = True, ch
        elif ch == "<" and re.match(r"<[^\s<>]*>", line[i:]):
            in_iri = True
        elif ch == "#":
            return i
    return -1


#: Graphs engines keep for themselves: Virtuoso's schema graphs, its LDP graph and the graph
#: describing its endpoint (named after the endpoint, ``http://HOST/sparql``).
_SYSTEM_GRAPH = re.compile(
    r"http://www\.openlinksw\.com/schemas/|http://www\.w3\.org/ns/ldp#$|https?://[^/]+/sparql/?$"
)


def is_system_graph(name: Node) -> bool:
    """True for a graph the engine keeps for itself, not one a user loaded.

    >>> is_system_graph(URIRef("http://www.openlinksw.com/schemas/virtrdf#")), is_system_graph(URIRef("http://ex/g"))
    (True, False)
    """
    return bool(_SYSTEM_GRAPH.match(str(name)))


def is_true(term: Node | None) -> bool:
    """Whether a result term is boolean true; Virtuoso answers booleans as the integers 1 and 0.

    >>> is_true(Literal(True)), is_true(Literal(1)), is_true(Literal(0)), is_true(None)
    (True, True, False, False)
    """
    if not isinstance(term, Literal):
        return False
    value = term.toPython()
    return value is True or (type(value) is int and value == 1)


def quads_to_insert(graph: Graph, drop_first: bool = True, chunk: int | None = None) -> str:
    """One SPARQL update that replaces ``graph``'s named graph with its triples.

    ``chunk`` splits the triples over several ``INSERT DATA`` operations of that many triples
    (Virtuoso compiles each operation to SQL and refuses one of more than about 1,500 triples).

    >>> g = Graph(identifier=URIRef("http://ex/g"))
    >>> _ = g.add((URIRef("http://ex/a"), URIRef("http://ex/p"), Literal("} ; DROP ALL")))
    >>> print(quads_to_insert(g))
    DROP SILENT GRAPH <http://ex/g> ;
    INSERT DATA { GRAPH <http://ex/g> {
    <http://ex/a> <http://ex/p> "} ; DROP ALL" .
    } }
    """
    triples = [f"{term_to_sparql(s)} {term_to_sparql(p)} {term_to_sparql(o)} ." for s, p, o in graph]
    return _replace_update(term_to_sparql(graph.identifier), triples, drop_first, chunk)


def nquads_triples(name: URIRef, nquads: bytes) -> list[str]:
    """The lines of N-Quads (as pyoxigraph writes them, all in graph ``name``) as N-Triples lines.

    >>> nquads_triples(URIRef("http://ex/g"), b'<http://ex/a> <http://ex/p> "x <http://ex/g> ." <http://ex/g> .\\n')
    ['<http://ex/a> <http://ex/p> "x <http://ex/g> ." .']
    """
    suffix = f" {term_to_sparql(name)} ."
    triples = []
    for line in nquads.decode("utf-8").splitlines():
        if not line.endswith(suffix):
            if line.strip():
                raise QueryError(f"a quad meant for {name} is not in that graph: {line[:120]!r}")
            continue
        triples.append(line[: -len(suffix)] + " .")
    return triples


def nquads_to_insert(name: URIRef, nquads: bytes, chunk: int | None = None) -> str:
    """:func:`quads_to_insert` for a document given as N-Quads bytes (see :func:`nquads_triples`)."""
    return _replace_update(term_to_sparql(name), nquads_triples(name, nquads), True, chunk)


def _replace_update(name: str, triples: list[str], drop_first: bool, chunk: int | None) -> str:
    size = chunk or max(1, len(triples))
    operations = [f"DROP SILENT GRAPH {name}"] if drop_first else []
    for start in range(0, max(1, len(triples)), size):
        body = "\n".join(triples[start : start + size])
        operations.append(
            f"INSERT DATA {{ GRAPH {name} {{\n{body}\n}} }}"
            if body
            else f"INSERT DATA {{ GRAPH {name} {{\n}} }}"
        )
    return " ;\n".join(operations)


def last_of_each(graphs: Iterable[Graph]) -> list[Graph]:
    """The graphs with one per name, the last one given winning (as replacing them in turn would)."""
    by_name: dict[Node, Graph] = {}
    for graph in graphs:
        by_name.pop(graph.identifier, None)
        by_name[graph.identifier] = graph
    return list(by_name.values())


def named_graphs(graphs: Iterable[Graph], on_error: OnError | None) -> Iterator[tuple[URIRef, Graph]]:
    """:func:`last_of_each` with their IRI names; a graph without an IRI name goes to ``on_error``."""
    for graph in last_of_each(graphs):
        name = graph.identifier
        if isinstance(name, URIRef):
            yield name, graph
        else:
            _report(name, QueryError(f"a graph to load needs an IRI as its name, not {name!r}"), on_error)


def last_of_each_name(documents: Iterable[NQuadsGraph]) -> list[NQuadsGraph]:
    """:func:`last_of_each` for documents given as ``(name, N-Quads)``."""
    by_name: dict[URIRef, bytes] = {}
    for name, data in documents:
        by_name.pop(name, None)
        by_name[name] = data
    return list(by_name.items())


#: A document's graph as N-Quads bytes (every quad in the named graph ``name``), as ingest ships it.
NQuadsGraph = tuple[URIRef, bytes]


#: Called with the names of graphs once they are committed, batch by batch.
OnLoaded = Callable[[Sequence[URIRef]], None]
#: Called with a graph name and the error that kept that one graph out; the load goes on.
OnError = Callable[[URIRef, TalentGraphError], None]


class Store(ABC):
    """A quad store talentgraph can load documents into and query.

    ``location`` is the directory or endpoint URL, for messages.
    """

    location: str

    @abstractmethod
    def select(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> QueryResult:
        """Run a SELECT query over the union of all graphs."""

    def select_strings(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> StringRows:
        """Run a SELECT query; rows of plain strings (see :class:`StringRows`). A store that can
        skip building rdflib terms overrides this."""
        result = self.select(sparql, bindings)
        return StringRows(
            result.variables,
            [
                tuple(None if (t := row.get(v)) is None else str(t) for v in result.variables)
                for row in result
            ],
        )

    def values_rows(self) -> int:
        """How many rows one ``VALUES`` block may carry on this store and still be answered
        correctly (see :func:`talentgraph.queries.rows_queries`); an engine that mis-joins a
        many-row block overrides this with 1."""
        return 500

    @abstractmethod
    def ask(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> bool:
        """Run an ASK query over the union of all graphs."""

    @abstractmethod
    def update(self, sparql: str) -> None:
        """Run a SPARQL 1.1 update request as one transaction."""

    def select_all(
        self, sparql: str, bindings: Mapping[str, Node] | None = None, order_by: Sequence[str] = ()
    ) -> QueryResult:
        """Every row of a SELECT query, however many: a remote store pages through them.

        ``order_by`` names the variables that order the rows stably for paging when the query
        has no ORDER BY of its own; a store that answers in one piece ignores it.
        """
        return self.select(sparql, bindings)

    def replace_graph(self, graph: Graph) -> None:
        """Replace the named graph ``graph.identifier`` with ``graph``'s triples, atomically."""
        self.update(quads_to_insert(graph, chunk=self.insert_chunk))

    def replace_graphs(self, graphs: Sequence[Graph]) -> None:
        """Replace several named graphs; each one atomically (see :meth:`load_graphs`)."""
        self.load_graphs(graphs)

    #: Upper bounds of one batch in :meth:`load_graphs`: graphs, and characters of update text.
    batch_graphs: int = 200
    batch_chars: int = 4_000_000
    #: Triples per ``INSERT DATA`` operation (None: one operation per graph), see :func:`quads_to_insert`.
    insert_chunk: int | None = None

    def load_graphs(
        self,
        graphs: Iterable[Graph],
        on_loaded: OnLoaded | None = None,
        on_error: OnError | None = None,
    ) -> list[URIRef]:
        """Replace many named graphs, several per transaction (request); returns the names loaded.

        Each graph is replaced atomically: a graph is either wholly in (replacing its old version)
        or untouched. Batches are committed in order and ``on_loaded`` hears about each one, so a
        caller knows what went in when a later batch fails. An :class:`EndpointError` (the store
        stopped answering) always propagates; any other error about one graph goes to ``on_error``
        and the rest of the load goes on, or propagates when ``on_error`` is None.
        """

        def updates() -> Iterator[tuple[URIRef, str]]:
            for name, graph in named_graphs(graphs, on_error):
                try:
                    yield name, quads_to_insert(graph, chunk=self.insert_chunk)
                except QueryError as exc:
                    _report(name, exc, on_error)

        return self._load_updates(updates(), on_loaded, on_error)

    def load_nquads(
        self,
        documents: Iterable[NQuadsGraph],
        on_loaded: OnLoaded | None = None,
        on_error: OnError | None = None,
        *,
        new_store: bool = False,
        checked: bool = False,
    ) -> list[URIRef]:
        """:meth:`load_graphs` for graphs given as N-Quads bytes (what ``ingest`` ships from its workers).

        ``new_store`` says the store was empty when this ingest began, so a store with a faster
        loader for new data may use it (each batch still goes in whole or not at all). ``checked``
        says talentgraph's own writer made the bytes (:class:`talentgraph.nquads.NQuadsSink`, which
        has pyoxigraph check every IRI), so a loader may skip checking them again.
        """

        def updates() -> Iterator[tuple[URIRef, str]]:
            for name, data in last_of_each_name(documents):
                try:
                    yield name, nquads_to_insert(name, data, chunk=self.insert_chunk)
                except (QueryError, UnicodeDecodeError) as exc:
                    _report(name, QueryError(f"cannot load graph {name}: {exc}"), on_error)

        return self._load_updates(updates(), on_loaded, on_error)

    def _load_updates(
        self, updates: Iterable[tuple[URIRef, str]], on_loaded: OnLoaded | None, on_error: OnError | None
    ) -> list[URIRef]:
        """Send per-graph updates in batches of :attr:`batch_graphs` graphs and :attr:`batch_chars` characters."""
        loaded: list[URIRef] = []
        batch: list[tuple[URIRef, str]] = []
        size = 0
        for name, text in updates:
            if batch and (len(batch) >= self.batch_graphs or size + len(text) > self.batch_chars):
                loaded.extend(self._commit_batch(batch, on_loaded, on_error))
                batch, size = [], 0
            batch.append((name, text))
            size += len(text)
        if batch:
            loaded.extend(self._commit_batch(batch, on_loaded, on_error))
        return loaded

    def _commit_batch(
        self, batch: Sequence[tuple[URIRef, str]], on_loaded: OnLoaded | None, on_error: OnError | None
    ) -> list[URIRef]:
        """Send a batch of per-graph updates as one request; on a non-endpoint error, one by one."""
        names = [name for name, _ in batch]
        try:
            self.update(" ;\n".join(text for _, text in batch))
        except EndpointError:
            raise
        except TalentGraphError as exc:
            if len(batch) == 1:
                _report(batch[0][0], exc, on_error)
                return []
            names = []
            for name, text in batch:
                try:
                    self.update(text)
                except EndpointError:
                    if names and on_loaded is not None:
                        on_loaded(names)
                    raise
                except TalentGraphError as exc:
                    _report(name, exc, on_error)
                    continue
                names.append(name)
        if names and on_loaded is not None:
            on_loaded(names)
        return names

    def remove_graph(self, name: URIRef) -> bool:
        """Delete a named graph; False when it did not exist."""
        existed = self.ask("ASK WHERE { GRAPH ?g { ?s ?p ?o } }", {"g": name})
        if existed:
            self.update(f"DROP SILENT GRAPH {term_to_sparql(name)}")
        return existed

    def graph_names(self) -> list[URIRef]:
        """The named graphs holding quads, in IRI order (an engine's own graphs left out)."""
        result = self.select_all("SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } } ORDER BY ?g")
        return [g for g in result.column("g") if isinstance(g, URIRef) and not is_system_graph(g)]

    def count(self, graph: URIRef | None = None) -> int:
        """Number of quads in the named graphs (an engine's own left out), or in one of them."""
        if graph is None:
            result = self.select_all(
                "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g", order_by=["g"]
            )
        else:
            result = self.select(
                "SELECT ?g (COUNT(*) AS ?n) WHERE { GRAPH ?g { ?s ?p ?o } } GROUP BY ?g", {"g": graph}
            )
        return sum(
            int(row["n"].toPython())
            for row in result
            if isinstance(row["n"], Literal) and row["g"] is not None and not is_system_graph(row["g"])
        )

    def dataset(self, graphs: Iterable[URIRef] | None = None) -> Dataset:
        """All named graphs (or the given ones) as an rdflib Dataset, for export and validation."""
        dataset = Dataset()
        wanted = set(graphs) if graphs is not None else None
        result = self.select_all(
            "SELECT ?s ?p ?o ?g WHERE { GRAPH ?g { ?s ?p ?o } }", order_by=["g", "s", "p", "o"]
        )
        for row in result:
            g = row["g"]
            if (wanted is not None and g not in wanted) or g is None or is_system_graph(g):
                continue
            s, p, o = row["s"], row["p"], row["o"]
            if isinstance(g, URIRef) and s is not None and p is not None and o is not None:
                dataset.graph(g).add((s, p, o))
        return dataset

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release files or connections."""

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _report(name: Node, exc: TalentGraphError, on_error: OnError | None) -> None:
    if on_error is None or not isinstance(name, URIRef):
        raise exc
    on_error(name, exc)
