"""The SPARQL query library: ``queries/*.rq`` files with a header, run with bound parameters.

Each file starts with a header::

    # name: shared-employers
    # summary: Pairs of people who worked for the same organisation, with the overlap in time.
    # params: ?person (person, optional)
    # returns: ?personA ?personB ?employer ?overlapMonths

Parameter kinds: ``person``, ``org``, ``topic`` (an IRI, or a name looked up in the store),
``iri``, ``string``, ``integer``, ``decimal``, ``boolean``, ``date``. Values are bound as RDF terms
(a ``VALUES`` block), never pasted into the query text. Prefixes from
:data:`talentgraph.vocab.PREFIXES` are added when a query does not declare them.

>>> spec = load_query("stats")
>>> spec.name, [p.name for p in spec.params]
('stats', [])
"""

from __future__ import annotations

import importlib
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from rdflib import Literal, URIRef
from rdflib.term import Node

from .errors import QueryError
from .resources import resource_path
from .store.base import QueryResult, Store, StringRows, term_to_sparql
from .vocab import PREFIXES, XSD

__all__ = [
    "Param",
    "QuerySpec",
    "bind_params",
    "fetch_all",
    "list_queries",
    "load_query",
    "lookup_entities",
    "lookup_entity",
    "rows_queries",
    "run_query",
    "run_query_strings",
    "select_rows",
    "select_values",
    "select_values_strings",
    "splits_unions",
    "values_queries",
]

_T = TypeVar("_T")

_KINDS = frozenset({"person", "org", "topic", "iri", "string", "integer", "decimal", "boolean", "date"})
_HEADER = re.compile(r"^#\s*(name|summary|params|returns|example|phases)\s*:\s*(.*)$")
_PARAM = re.compile(r"\?(\w+)\s*\(\s*(\w+)\s*(?:,\s*(optional|required))?\s*(?:,\s*default\s*=\s*([^)]*))?\)")


@dataclass(frozen=True)
class Param:
    name: str
    kind: str
    optional: bool = True
    default: str | None = None


@dataclass(frozen=True)
class QuerySpec:
    """A parsed ``.rq`` file."""

    name: str
    summary: str
    text: str
    path: Path
    params: tuple[Param, ...] = ()
    returns: tuple[str, ...] = ()
    example: str | None = None
    headers: dict[str, str] = field(default_factory=dict, compare=False)

    @property
    def sparql(self) -> str:
        """The query text with any missing standard PREFIX declarations added."""
        declared = set(re.findall(r"(?im)^\s*PREFIX\s+([\w-]*):", self.text))
        used = set(
            re.findall(r"(?<![\w:<#?$])([A-Za-z][\w-]*):(?=[\w])", _without_iris_and_strings(self.text))
        )
        lines = [f"PREFIX {p}: <{PREFIXES[p]}>" for p in sorted(used - declared) if p in PREFIXES]
        return "\n".join([*lines, self.text])


def _without_iris_and_strings(text: str) -> str:
    text = re.sub(r"(?m)#.*$", "", text)
    text = re.sub(r"<[^\s<>]*>", "<>", text)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)


def parse_query_file(path: Path) -> QuerySpec:
    text = path.read_text(encoding="utf-8")
    headers: dict[str, str] = {}
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        match = _HEADER.match(line)
        if match:
            headers[match.group(1)] = match.group(2).strip()
    params = []
    for match in _PARAM.finditer(headers.get("params", "")):
        name, kind, required, default = match.groups()
        if kind not in _KINDS:
            raise QueryError(f"{path.name}: parameter ?{name} has unknown kind {kind!r}")
        params.append(Param(name, kind, required != "required", default.strip() if default else None))
    returns = tuple(re.findall(r"\?(\w+)", headers.get("returns", "")))
    return QuerySpec(
        name=headers.get("name") or path.stem,
        summary=headers.get("summary", ""),
        text=text,
        path=path,
        params=tuple(params),
        returns=returns,
        example=headers.get("example"),
        headers=headers,
    )


@cache
def _library() -> dict[str, QuerySpec]:
    specs: dict[str, QuerySpec] = {}
    for path in sorted(resource_path("queries").glob("*.rq")):
        spec = parse_query_file(path)
        specs[spec.name] = spec
    return specs


def list_queries(include_internal: bool = False) -> list[QuerySpec]:
    """The bundled queries, by name; names starting with ``_`` are internal helpers."""
    return [s for n, s in sorted(_library().items()) if include_internal or not n.startswith("_")]


def load_query(name_or_path: str | Path) -> QuerySpec:
    """A bundled query by name, or any ``.rq`` file by path."""
    text = str(name_or_path)
    if text.endswith(".rq") or Path(text).is_file():
        path = Path(text)
        if not path.is_file():
            raise QueryError(f"query file {text} not found")
        return parse_query_file(path)
    spec = _library().get(text)
    if spec is None:
        raise QueryError(
            f"unknown query {text!r}. Run 'talentgraph query --list' to see the available queries."
        )
    return spec


def lookup_entities(store: Store, kind: str, value: str) -> list[URIRef]:
    """Every IRI a name can denote (namesakes included); an IRI must be well formed and in the store."""
    if re.match(r"^(https?|urn):", value):
        if re.search(r'[\x00-\x20<>"{}|^`\\]', value):
            raise QueryError(f"not a valid IRI: {value!r}; IRIs hold no spaces, quotes or angle brackets")
        iri = URIRef(value)
        if not store.ask(load_query("_entity-exists").sparql, {"entity": iri}):
            raise QueryError(f"{value!r} is not in the store; check the IRI, or give the {kind}'s name")
        return [iri]
    # a name pasted from a macOS file name is decomposed; stored names are as documents write them
    name = " ".join(unicodedata.normalize("NFC", value).split())
    found = _exact_people(store, name) if kind == "person" else []
    if not found:  # the case-insensitive scan of every name
        result = store.select(load_query(f"_lookup-{kind}").sparql, {"label": Literal(name.lower())})
        found = sorted({str(row["entity"]) for row in result if row.get("entity") is not None})
    if not found:
        raise QueryError(f"no {kind} named {value!r} in the store; check the spelling or pass an IRI")
    return [URIRef(iri) for iri in found]


def _exact_people(store: Store, value: str) -> list[str]:
    """People named exactly ``value`` in one of its usual casings (as typed, lower, upper, title):
    index look-ups with the literal bound, so resolving a name does not scan every name.

    >>> import tempfile
    >>> from talentgraph.store import open_store
    >>> _exact_people(open_store(tempfile.mkdtemp()), "Ada Quill")
    []
    """
    typed = value.strip()
    spellings = {
        typed,
        typed.lower(),
        typed.upper(),
        typed.title(),
        " ".join(w.capitalize() for w in typed.split()),
    }
    # each a spelling the case-insensitive scan would also match
    terms = [Literal(s) for s in sorted(spellings) if s and s.lower() == typed.lower()]
    rows = select_values_strings(store, "_lookup-person-exact", "name", terms)
    return sorted({entity for (entity,) in rows if entity is not None})


def lookup_entity(store: Store, kind: str, value: str) -> URIRef:
    """The IRI of a person, organisation or topic given its IRI or its name (case-insensitive)."""
    found = [str(iri) for iri in lookup_entities(store, kind, value)]
    if len(found) > 1 and kind == "person":
        choices = ", ".join(found[:5])
        raise QueryError(f"{len(found)} people are named {value!r}; pass one IRI instead: {choices}")
    return URIRef(found[0])


def bind_params(store: Store, spec: QuerySpec, values: Mapping[str, str]) -> dict[str, Node]:
    """Check and convert user-given parameter values to RDF terms."""
    known = {p.name: p for p in spec.params}
    unknown = sorted(set(values) - set(known))
    if unknown:
        allowed = ", ".join(sorted(known)) or "none"
        raise QueryError(f"query {spec.name!r} has no parameter {unknown[0]!r} (parameters: {allowed})")
    bound: dict[str, Node] = {}
    for param in spec.params:
        raw = values.get(param.name, param.default)
        if raw is None:
            if not param.optional:
                raise QueryError(f"query {spec.name!r} needs --param {param.name}=…")
            continue
        bound[param.name] = _convert(store, param, raw)
    return bound


def _convert(store: Store, param: Param, raw: str) -> Node:
    try:
        if param.kind in {"person", "org", "topic"}:
            return lookup_entity(store, param.kind, raw)
        if param.kind == "iri":
            return URIRef(raw)
        if param.kind == "integer":
            return Literal(int(raw))
        if param.kind == "decimal":
            return Literal(float(raw), datatype=XSD.decimal)
        if param.kind == "boolean":
            if raw.lower() not in {"true", "false", "1", "0", "yes", "no"}:
                raise ValueError(raw)
            return Literal(raw.lower() in {"true", "1", "yes"})
        if param.kind == "date":
            if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", raw):
                raise ValueError(raw)
            return Literal(raw, datatype=XSD.date)
    except ValueError:
        raise QueryError(f"parameter {param.name}={raw!r} is not a valid {param.kind}") from None
    return Literal(raw)


def run_query(
    store: Store,
    name_or_path: str | Path,
    params: Mapping[str, str] | None = None,
    limit: int | None = None,
) -> QueryResult:
    """Run a bundled or file query with parameters given as strings (names or IRIs for entities).

    A bundled query with a ``# phases: module:function`` header is answered by that function (the
    same rows, found in several smaller queries; the ``.rq`` text stays its definition).

    ``limit`` bounds the answer of an ego question about many people (``colleagues``,
    ``shared-employers`` with a person): only the rows of the ``limit`` people who overlapped the
    person longest (most months, then name), in the query's order; other queries take no limit."""
    spec = load_query(name_or_path)
    bound = bind_params(store, spec, params or {})
    phased = _phased(spec)
    if limit is not None:
        if phased is None:
            raise QueryError(
                f"query {spec.name!r} takes no limit; a limit applies to colleagues and shared-employers"
            )
        return phased(store, bound, limit=limit)
    if phased is not None:
        return phased(store, bound)
    return store.select(spec.sparql, bound)


def _phased(spec: QuerySpec) -> Callable[..., QueryResult] | None:
    """The function a bundled query's ``phases`` header names (never one a user's file names)."""
    target = spec.headers.get("phases")
    if not target or _library().get(spec.name) is not spec:
        return None
    module, _, function = target.partition(":")
    if not module.startswith("talentgraph."):
        raise QueryError(f"{spec.path.name}: phases must name a talentgraph function, not {target!r}")
    return getattr(importlib.import_module(module), function)  # type: ignore[no-any-return]


def run_query_strings(
    store: Store, name_or_path: str | Path, params: Mapping[str, str] | None = None
) -> StringRows:
    """:func:`run_query` with rows of plain strings (:meth:`Store.select_strings`): for answers of
    many thousand rows that need no term types."""
    spec = load_query(name_or_path)
    return store.select_strings(spec.sparql, bind_params(store, spec, params or {}))


def fetch_all(store: Store, name: str) -> QueryResult:
    """Every row of bundled query ``name`` (no parameters), however many: a remote store pages.

    Rows come sorted by the query's ``returns`` variables, so every store gives them in the same
    order (a query with its own ORDER BY keeps it).

    >>> import tempfile
    >>> from talentgraph.store import open_store
    >>> fetch_all(open_store(tempfile.mkdtemp()), "_org-parents").rows
    []
    """
    spec = load_query(name)
    if re.search(r"(?im)^\s*ORDER\s+BY\b", spec.text):
        return store.select_all(spec.sparql)
    result = store.select_all(spec.sparql, order_by=spec.returns)
    result.rows.sort(key=lambda row: tuple(_sort_key(row.get(v)) for v in spec.returns))
    return result


def _sort_key(term: Node | None) -> tuple[int, str]:
    return (0, "") if term is None else (1, f"{type(term).__name__}:{term}")


def rows_queries(
    name: str,
    variables: Sequence[str],
    rows: Sequence[Sequence[Node]],
    chunk: int = 500,
    branches: bool = False,
) -> list[str]:
    """The text of query ``name`` with a many-row ``VALUES`` block of escaped terms for
    ``variables`` at the start of the outer WHERE group, one query per ``chunk`` rows.

    With ``branches``, a query whose WHERE group opens with a ``{ … } UNION { … }`` chain is sent
    once per branch, that branch's patterns in place of the union (:func:`select_rows` merges the
    answers as the one query gives them). Oxigraph plans a union branch without knowing what a
    VALUES block outside it binds, so ``ties`` with both people given scanned everyone at a hub
    employer; alone in its group, the branch starts from the bound people. :func:`select_rows` does
    this only where it helps and is safe (:func:`splits_unions`).

    >>> texts = rows_queries("ties", ("person", "other"), [(URIRef("urn:a"), URIRef("urn:b"))], branches=True)
    >>> len(texts), sum("UNION" in t for t in texts), texts[0].count("VALUES (?person ?other) { (<urn:a> <urn:b>) }")
    (5, 0, 1)
    """
    return [query for batch in _batches(name, variables, rows, chunk, branches) for query in batch]


_WHOLE_ANSWER = re.compile(
    r"\b(?:LIMIT|OFFSET|GROUP\s+BY|HAVING)\b|\b(?:COUNT|SUM|AVG|MIN|MAX|SAMPLE|GROUP_CONCAT)\s*\(", re.I
)


def _batches(
    name: str, variables: Sequence[str], rows: Sequence[Sequence[Node]], chunk: int, branches: bool
) -> list[list[str]]:
    """The queries of :func:`rows_queries`, grouped by chunk of rows (one per branch in each)."""
    spec = load_query(name)
    text = "\n".join("" if line.lstrip().startswith("#") else line for line in spec.sparql.splitlines())
    match = re.search(r"\bWHERE\s*\{", text, re.IGNORECASE)
    if match is None or not all(re.fullmatch(r"\w+", v) for v in variables):
        raise QueryError(f"{name}.rq cannot take a VALUES block for {', '.join('?' + v for v in variables)}")
    texts = [text]
    # a limit or an aggregate is over the whole answer: the union's branches cannot be sent apart
    spans = _union_branches(text, match.end()) if branches and not _WHOLE_ANSWER.search(text) else []
    if spans:  # each branch's content in place of the whole union (a group of its own would hide it)
        first, last = spans[0][0], spans[-1][1]
        texts = [text[:first] + text[lo + 1 : hi - 1] + text[last:] for lo, hi in spans]
    cut = match.end()  # the union comes after WHERE {, so the offset holds in every text
    unique = list(dict.fromkeys(tuple(row) for row in rows))
    head = "(" + " ".join(f"?{v}" for v in variables) + ")"
    batches = []
    for start in range(0, len(unique), chunk):
        block = " ".join(
            "(" + " ".join(term_to_sparql(t) for t in row) + ")" for row in unique[start : start + chunk]
        )
        batches.append([f"{one[:cut]} VALUES {head} {{ {block} }} {one[cut:]}" for one in texts])
    return batches


def _union_branches(text: str, body: int) -> list[tuple[int, int]]:
    """The spans (``{`` to ``}``) of the branches of the ``{ … } UNION { … }`` chain that opens the
    group starting at offset ``body`` (none when the group does not open with a union of two or more)."""
    # IRIs, strings and comments masked to spaces, so offsets stay and no brace hides in them
    masked = re.sub(r'<[^\s<>]*>|"(?:[^"\\\n]|\\.)*"|#[^\n]*', lambda m: " " * len(m.group()), text)
    starts: list[tuple[int, int]] = []
    position = body
    while True:
        opening = re.compile(r"\s*\{").match(masked, position)
        if opening is None:
            break
        depth, i = 1, opening.end()
        while depth and i < len(masked):
            depth += {"{": 1, "}": -1}.get(masked[i], 0)
            i += 1
        starts.append((opening.end() - 1, i))
        union = re.compile(r"\s*UNION\b", re.IGNORECASE).match(masked, i)
        if union is None:
            break
        position = union.end()
    return starts if len(starts) > 1 else []


def values_queries(
    name: str, variable: str, terms: Sequence[Node], chunk: int = 500, branches: bool = False
) -> list[str]:
    """:func:`rows_queries` for one variable."""
    return rows_queries(name, (variable,), [(t,) for t in terms], chunk, branches)


def select_values(
    store: Store, name: str, variable: str, terms: Sequence[Node], chunk: int = 500, branches: bool = False
) -> QueryResult:
    """Run query ``name`` for many values of ``variable`` (see :func:`values_queries`)."""
    return select_rows(store, name, (variable,), [(t,) for t in terms], chunk, branches)


def select_rows(
    store: Store,
    name: str,
    variables: Sequence[str],
    rows: Sequence[Sequence[Node]],
    chunk: int = 500,
    branches: bool = False,
) -> QueryResult:
    """Run query ``name`` for many rows of values of ``variables`` at once (e.g. the pairs of
    people of each hop of a path), ``chunk`` rows per request; ``branches``: see :func:`rows_queries`.

    >>> import tempfile
    >>> from talentgraph.store import open_store
    >>> select_rows(open_store(tempfile.mkdtemp()), "ties", ("person", "other"), []).rows
    []
    """
    result = QueryResult(variables=[])
    for batch in _batches(
        name, variables, rows, min(chunk, store.values_rows()), branches and splits_unions(store)
    ):
        found: list[dict[str, Node | None]] = []
        for query in batch:
            part = store.select(query)
            result.variables = part.variables
            found.extend(part.rows)
        result.rows.extend(_merged(name, found, _term_key) if len(batch) > 1 else found)
    return result


def select_values_strings(
    store: Store, name: str, variable: str, terms: Sequence[Node], chunk: int = 500, branches: bool = False
) -> StringRows:
    """:func:`select_values` with rows of plain strings (:meth:`Store.select_strings`)."""
    result = StringRows(variables=[])
    rows = [(t,) for t in terms]
    for batch in _batches(
        name, (variable,), rows, min(chunk, store.values_rows()), branches and splits_unions(store)
    ):
        found: list[dict[str, str | None]] = []
        for query in batch:
            part = store.select_strings(query)
            result.variables = part.variables
            found.extend(dict(zip(part.variables, row, strict=True)) for row in part.rows)
        merged = _merged(name, found, lambda v: (0,) if v is None else (1, v)) if len(batch) > 1 else found
        result.rows.extend(tuple(row[v] for v in result.variables) for row in merged)
    return result


def splits_unions(store: Store) -> bool:
    """Whether ``branches=True`` sends a union query once per branch to ``store``: on the embedded
    Oxigraph store, whose planner needs it. Elsewhere the one query runs, VALUES block at the top:
    Virtuoso 7 drops rows when a many-row VALUES block joins the branches of ``ties`` one by one
    (19 of 40 on the test graph), and times out on one of two-variable rows."""
    from .store.embedded import EmbeddedStore

    return isinstance(store, EmbeddedStore)


def _merged(
    name: str, rows: list[dict[str, _T]], key: Callable[[_T | None], tuple[Any, ...]]
) -> list[dict[str, _T]]:
    """The rows of a query's branches as the whole query gives them: without repeats when it
    selects DISTINCT, sorted by its ORDER BY (plain ``?var``, ``ASC(?var)``, ``DESC(?var)``)."""
    text = load_query(name).text
    if re.search(r"\bSELECT\s+DISTINCT\b", text, re.IGNORECASE):
        rows = list({tuple(row.items()): row for row in rows}.values())  # the first of each
    order = re.search(r"\bORDER\s+BY\s+(.*)$", _without_iris_and_strings(text), re.IGNORECASE | re.DOTALL)
    for direction, var in reversed(
        re.findall(r"(DESC|ASC)?\s*\(?\s*\?(\w+)", order.group(1)) if order else []
    ):
        rows.sort(key=lambda row: key(row.get(var)), reverse=direction.upper() == "DESC")
    return rows


def _term_key(term: Node | None) -> tuple[Any, ...]:
    """SPARQL's order of terms: unbound, blank nodes, IRIs, then literals (numbers by value)."""
    if term is None:
        return (0,)
    if isinstance(term, Literal):
        value = term.toPython()
        if isinstance(value, int | float | Decimal) and not isinstance(value, bool):
            return (3, 0, float(value), "")
        return (3, 1, 0.0, str(term))
    return (2 if isinstance(term, URIRef) else 1, str(term))
