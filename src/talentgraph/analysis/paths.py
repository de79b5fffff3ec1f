"""How is A connected to B? The shortest explained chains of ties between two people.

The graph joins people to their top-level employers and projects (bipartite) and to the people
they name as supervisor, mentor, manager or collaborator; it is built from three incidence queries.
Each hop of a path is explained in words with both periods, and with the document lines from the
``ties`` query.

>>> format_period("2020-01-01", "2021-12-31"), format_period("2024-05-01", "2024-08-31"), format_period("2019-06-01", None, True)
('2020–21', '2024', '2019–present')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from itertools import islice, pairwise
from typing import Any

import networkx as nx
from rdflib import URIRef

from ..errors import QueryError
from ..queries import lookup_entity, select_values
from ..store.base import Store
from .incidence import fetch_incidence
from .orgs import OrgHierarchy, most_specific, org_hierarchy
from .projection import labels

__all__ = ["ExplainedPath", "Hop", "explained_paths", "format_period", "tie_graph"]


@dataclass(frozen=True)
class Hop:
    """One step of a path: two people, what links them, in words, and where it was read."""

    a: str
    b: str
    kind: str
    via: str | None
    text: str
    evidence: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class ExplainedPath:
    people: list[str]
    names: list[str]
    hops: list[Hop]

    @property
    def length(self) -> int:
        return len(self.hops)


def format_period(start: str | None, end: str | None, ongoing: bool = False) -> str:
    """A compact year range: '2020–21', '2024', '2019–present', '?' when unknown."""
    if not start:
        return "?" if not end else f"?–{end[:4]}"
    y0 = start[:4]
    if ongoing:
        return f"{y0}–present"
    if not end or end[:4] == y0:
        return y0
    y1 = end[:4]
    return f"{y0}–{y1[2:]}" if y1[:2] == y0[:2] else f"{y0}–{y1}"


def tie_graph(store: Store, today: date | None = None) -> nx.Graph:
    """People (``kind="person"``) linked to employers and projects (edge ``periods``: list of
    (start, end, ongoing)) and directly to related people (edge ``relation``)."""
    graph = nx.Graph()
    for kind in ("employer", "project"):
        inc = fetch_incidence(store, kind, today)
        for r, c, s, e, x in zip(inc.rows, inc.cols, inc.start, inc.end, inc.extra, strict=True):
            person, item = inc.people[r], inc.items[c]
            graph.add_node(person, kind="person")
            graph.add_node(item, kind=kind)
            if not graph.has_edge(person, item):
                graph.add_edge(person, item, periods=[])
            graph.edges[person, item]["periods"].append((s, e, x == "ongoing"))
    rel = fetch_incidence(store, "relation", today)
    for r, c, x in zip(rel.rows, rel.cols, rel.extra, strict=True):
        a, b = rel.people[r], rel.items[c]
        graph.add_node(a, kind="person")
        graph.add_node(b, kind="person")
        graph.add_edge(a, b, relation=x or "related", subject=a)
    return graph


def _periods(graph: nx.Graph, person: str, item: str) -> str:
    spans = sorted(graph.edges[person, item]["periods"], key=lambda p: p[0] or "")
    return ", ".join(format_period(*p) for p in spans)


def explained_paths(
    store: Store, a: str, b: str, k: int = 3, max_hops: int = 6, graph: nx.Graph | None = None
) -> list[ExplainedPath]:
    """Up to ``k`` shortest chains from person ``a`` to person ``b`` (names or IRIs), shortest first.

    Pass a prebuilt :func:`tie_graph` as ``graph`` to answer many questions on one store.
    """
    source = str(lookup_entity(store, "person", a))
    target = str(lookup_entity(store, "person", b))
    g = graph if graph is not None else tie_graph(store)
    if source not in g or target not in g:
        missing = a if source not in g else b
        raise QueryError(
            f"{missing!r} has no employer, project or relation in the store, so no path can start there"
        )
    try:
        raw = list(islice(nx.shortest_simple_paths(g, source, target), k * 4))
    except nx.NetworkXNoPath:
        return []
    chains: list[tuple[list[str], list[tuple[str, str | None]]]] = []
    seen: set[tuple[str, ...]] = set()
    for nodes in raw:
        people = [n for n in nodes if g.nodes[n].get("kind") == "person"]
        if len(people) - 1 > max_hops or tuple(nodes) in seen:
            continue
        seen.add(tuple(nodes))
        links: list[tuple[str, str | None]] = []
        for i in range(len(nodes) - 1):
            here, nxt = nodes[i], nodes[i + 1]
            if g.nodes[here].get("kind") == "person" and g.nodes[nxt].get("kind") == "person":
                links.append((g.edges[here, nxt]["relation"], None))
            elif g.nodes[here].get("kind") != "person":
                continue
            else:
                links.append((g.nodes[nxt]["kind"], nxt))
        chains.append((people, links))
        if len(chains) == k:
            break
    chains.sort(key=lambda chain: len(chain[0]))
    names = labels(
        store, {n for people, links in chains for n in people} | {v for _, ls in chains for _, v in ls if v}
    )
    # the ties of every hop's first person in one ego query (binding ?other as well sent Virtuoso
    # into a plan that did not finish), kept for the hops' pairs; the hierarchy once
    pairs = {(a, b) for people, _ in chains for a, b in pairwise(people)}
    firsts = sorted({a for a, _ in pairs})
    ties: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for row in select_values(store, "ties", "person", [URIRef(a) for a in firsts]).to_python():
        pair = (str(row["person"]), str(row["other"]))
        if pair in pairs:
            ties.setdefault(pair, []).append(row)
    hierarchy = org_hierarchy(store) if any(k == "employer" for _, ls in chains for k, _ in ls) else None
    out = []
    for people, links in chains:
        hops = []
        for (kind, via), pa, pb in zip(links, people[:-1], people[1:], strict=True):
            hops.append(_hop(g, names, pa, pb, kind, via, ties.get((pa, pb), []), hierarchy))
        out.append(ExplainedPath(people, [names.get(p, p) for p in people], hops))
    return out


def _hop(
    g: nx.Graph,
    names: dict[str, str],
    a: str,
    b: str,
    kind: str,
    via: str | None,
    ties: list[dict[str, Any]],
    hierarchy: OrgHierarchy | None,
) -> Hop:
    na, nb = names.get(a, a), names.get(b, b)
    if via is None:
        subject = g.edges[a, b].get("subject", a)
        first, second = (na, nb) if subject == a else (nb, na)
        text = (
            f"{first} and {second} collaborate" if kind == "collaborator" else f"{first} was {kind} {second}"
        )
    rows = [
        row
        for row in ties
        if (via is not None and str(row.get("via")) == via and row.get("tie") == kind)
        or (via is None and row.get("via") is None)
    ]
    if via is not None:
        verb = "worked at" if kind == "employer" else "worked on"
        # an employer is named at the most specific organisation both were at, not its top level
        place = (most_specific(hierarchy, rows) if kind == "employer" and hierarchy else None) or names.get(
            via, via
        )
        text = f"{na} and {nb} both {verb} {place}, {_periods(g, a, via)} and {_periods(g, b, via)}"
    evidence: list[str] = []
    for row in rows:
        for key in ("evidenceA", "evidenceB"):
            if row.get(key) and str(row[key]) not in evidence:
                evidence.append(str(row[key]))
    return Hop(a, b, kind, via, text, evidence)
