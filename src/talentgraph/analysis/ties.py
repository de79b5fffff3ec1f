"""``talentgraph query ties`` answered in phases: the rows of ``ties.rq`` (the query's text stays its
definition), found the way :mod:`talentgraph.analysis.colleagues` finds colleagues. The one query
looks up each side's title, dates, evidence and the tie's names with a subgroup per fact in every
row of the join; this joins first (``_tie-core``), then reads each found node's facts in the graph
that states it once (``_facts-in-graph``), and builds the rows here. Conflicts and path
explanations ask for the ties of many people, or pairs of people, at once (:func:`tie_rows_of`).

>>> _alternative({("f", "g", "t"): ["Dr"]}, "f", "g", "t")
['Dr']
>>> _alternative({("f", "g", str(RDF.type)): ["urn:T"]}, "f", "g", "t"), _alternative({}, "f", "g", "t")
([None], [])
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence

from rdflib import Literal, URIRef
from rdflib.namespace import RDF, RDFS, SKOS
from rdflib.term import Node

from ..derive import OPEN_END
from ..errors import QueryError
from ..queries import _merged, _term_key, load_query, rows_queries, select_rows
from ..store.base import QueryResult, Store
from ..vocab import REFERENCE_GRAPH, TG

__all__ = ["tie_rows", "tie_rows_of"]

#: the tie a relation type names, stated by ?person's document ("out") or the other's ("in")
_RELATION = {
    "out": {TG.supervisedBy: "supervised by", TG.mentoredBy: "mentored by", TG.managedBy: "managed by"},
    "in": {TG.supervisedBy: "supervisor of", TG.mentoredBy: "mentor of", TG.managedBy: "manager of"},
}
_TYPE, _SOURCE, _PREF, _LABEL = str(RDF.type), str(TG.sourceName), str(SKOS.prefLabel), str(RDFS.label)
_START, _END, _LINE, _TEXT = str(TG.startBound), str(TG.endBound), str(TG.evidenceLine), str(TG.evidenceText)

#: (node, graph, property) → values
_Facts = dict[tuple[str, str, str], list[str]]


def tie_rows(store: Store, bindings: Mapping[str, Node], limit: int | None = None) -> QueryResult:
    """The rows ``ties.rq`` gives for ``bindings["person"]`` (and ``other``, when bound), in its order."""
    if limit is not None:
        raise QueryError("query 'ties' takes no limit; a limit applies to colleagues and shared-employers")
    other = bindings.get("other")
    if other is None:
        return tie_rows_of(store, ("person",), [(bindings["person"],)])
    return tie_rows_of(store, ("person", "other"), [(bindings["person"], other)])


def tie_rows_of(store: Store, variables: Sequence[str], rows: Sequence[Sequence[Node]]) -> QueryResult:
    """The rows of ``ties.rq`` for many values of ``variables`` (``person``, or ``person`` and
    ``other``) at once, in its order: what :func:`talentgraph.queries.select_rows` gives for them."""
    spec = load_query("ties")
    core = select_rows(store, "_tie-core", variables, rows, branches=True).rows
    if not core:
        return QueryResult(list(spec.returns), [])
    wanted: set[tuple[str, str]] = set()
    for r in core:
        for node, graph in (("fa", "gA"), ("fb", "gB"), ("v", "gA"), ("gA", "gA"), ("gB", "gB")):
            if r.get(node) is not None and r.get(graph) is not None:
                wanted.add((str(r[node]), str(r[graph])))
        if r.get("v") is not None:
            wanted.add((str(r["v"]), str(REFERENCE_GRAPH)))
    facts: _Facts = {}
    pairs = [(URIRef(n), URIRef(g)) for n, g in sorted(wanted)]
    # plain strings, not terms (the facts read are literals, but for a node's types, only counted)
    for query in rows_queries("_facts-in-graph", ("node", "graph"), pairs, min(500, store.values_rows())):
        for subject, where, name, value in store.select_strings(query).rows:
            if subject is not None and where is not None and name is not None and value is not None:
                facts.setdefault((subject, where, name), []).append(value)
    out: list[dict[str, Node | None]] = []
    for r in core:
        out.extend(_rows(r, facts))
    return QueryResult(
        list(spec.returns),
        [{k: v for k, v in row.items() if v is not None} for row in _merged("ties", out, _term_key)],
    )


def _rows(r: dict[str, Node | None], facts: _Facts) -> list[dict[str, Node | None]]:
    """The rows of ``ties.rq`` one row of the core gives (none, one, or one per combination of values)."""
    kind = str(r["tie"])
    v, fa, fb = (None if r.get(k) is None else str(r[k]) for k in ("v", "fa", "fb"))
    g_a, g_b = (None if r.get(k) is None else str(r[k]) for k in ("gA", "gB"))
    title = {"employer": str(TG.title), "school": str(TG.degree)}.get(kind)
    dated = kind in ("employer", "school", "project")
    a = _side(facts, fa, g_a, title, dated) if kind != "in" else [{}]
    b = _side(facts, fb, g_b, title, dated) if kind != "out" else [{}]
    if kind in ("employer", "school", "project"):
        tie: str | None = kind
        if kind == "project":
            names = _alternative(facts, str(v), str(g_a), _LABEL)
        else:  # the label, or the posts below it (never a literal) when it has none
            names = list(facts.get((str(v), str(g_a), _PREF), [])) or [None]
        via: Node | None = r["v"]
        references: list[str | None] = list(facts.get((str(v), str(REFERENCE_GRAPH), _PREF), [])) or [None]
    else:
        p = r.get("p")
        tie = "collaborator" if p == TG.collaboratesWith else _RELATION[kind].get(p)  # type: ignore[call-overload]
        names, via, references = [None], None, [None]
    if tie is None:
        return []
    rows = []
    for side_a, side_b, name, reference in itertools.product(a, b, names, references):
        via_name: Node | None = None
        if via is not None:
            via_name = Literal(reference if reference is not None else name if name is not None else str(via))
        rows.append(
            {
                "person": r["person"],
                "other": r["other"],
                "otherName": r["otherName"],
                "tie": Literal(tie),
                "via": via,
                "viaName": via_name,
                "orgA": r.get("oa"),
                "orgB": r.get("ob"),
                "titleA": side_a.get("title"),
                "startA": side_a.get("start"),
                "endA": side_a.get("end"),
                "titleB": side_b.get("title"),
                "startB": side_b.get("start"),
                "endB": side_b.get("end"),
                "evidenceA": side_a.get("evidence"),
                "textA": side_a.get("text"),
                "evidenceB": side_b.get("evidence"),
                "textB": side_b.get("text"),
            }
        )
    return rows


def _side(
    facts: _Facts, node: str | None, graph: str | None, title: str | None, dated: bool
) -> list[dict[str, Node | None]]:
    """Each combination of one side's title, start, end, evidence and text as its graph states
    them (the project and relation branches read no title, the relation ones no dates)."""
    if node is None or graph is None:
        return []
    titles = _alternative(facts, node, graph, title) if title is not None else [None]
    starts = _alternative(facts, node, graph, _START) if dated else [None]
    ends = _alternative(facts, node, graph, _END) if dated else [None]
    lines = _alternative(facts, node, graph, _LINE)
    texts = _alternative(facts, node, graph, _TEXT)
    sources = facts.get((graph, graph, _SOURCE), [])
    out: list[dict[str, Node | None]] = []
    for t, s, e, line, text, source in itertools.product(titles, starts, ends, lines, texts, sources):
        end = None if e is None else Literal("present" if e == OPEN_END else e)
        out.append(
            {
                "title": None if t is None else Literal(t),
                "start": None if s is None else Literal(s),
                "end": end,
                "evidence": None if line is None else Literal(f"{source}:{line}"),
                "text": Literal(text) if line is not None and text is not None else None,
            }
        )
    return out


def _alternative(facts: _Facts, node: str, graph: str, field: str) -> list[str | None]:
    """A fact a node may lack, as ``{ GRAPH ?g { ?node field|rdf:type ?x } FILTER(isLiteral(?x) ||
    NOT EXISTS { … field … }) }`` binds it: its literal values; one unknown when the node has none
    but has a type; no value at all (so no row) when it has neither."""
    values = facts.get((node, graph, field))
    if values:  # (every value of the facts read is a literal)
        return list(values)
    return [None] if facts.get((node, graph, _TYPE)) else []
