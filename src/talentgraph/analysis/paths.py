"""How is A connected to B? The shortest explained chains of ties between two people.

The tie graph joins people to their top-level employers and projects (bipartite) and to the people
they name as supervisor, mentor, manager or collaborator. A search starts from both people: each
step is one query for the neighbours of one side's frontier (``_tie-neighbours``, the smaller
frontier first), until every path up to the length needed lies in the explored part; the k
shortest simple paths are then found there, so a question touches the people near A and B, not
the whole store (:func:`tie_graph` builds the whole graph, for many questions on one store).
Each hop of a path is explained in words with both periods, and with the document lines from the
``ties`` query (both people bound; :func:`talentgraph.analysis.ties.tie_rows_of`).

>>> format_period("2020-01-01", "2021-12-31"), format_period("2024-05-01", "2024-08-31"), format_period("2019-06-01", None, True)
('2020–21', '2024', '2019–present')
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from itertools import islice, pairwise
from typing import Any

import networkx as nx
from rdflib import URIRef

from ..errors import QueryError
from ..queries import lookup_entity, select_rows, select_values_strings, splits_unions
from ..store.base import Store, is_true
from .incidence import fetch_incidence
from .orgs import OrgHierarchy, most_specific, org_hierarchy
from .projection import labels
from .ties import tie_rows_of

__all__ = ["ExplainedPath", "Hop", "explained_paths", "format_period", "pair_ties", "tie_graph"]


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

    Pass a prebuilt :func:`tie_graph` as ``graph`` to answer many questions on one store; without
    it, the search explores only the neighbourhoods of ``a`` and ``b`` (:func:`_search`).
    """
    source = str(lookup_entity(store, "person", a))
    target = str(lookup_entity(store, "person", b))
    if graph is not None:
        g = graph
        _check_tied(g, source, target, a, b)
        try:
            raw = list(islice(nx.shortest_simple_paths(g, source, target), k * 4))
        except nx.NetworkXNoPath:
            return []
    else:
        g, raw = _search(store, source, target, a, b, wanted=k * 4, longest=2 * max_hops)
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
    if graph is None:  # the periods of the steps taken, read for them alone
        steps = [
            (person, via)
            for people, links in chains
            for (_, via), pair in zip(links, pairwise(people), strict=True)
            if via is not None
            for person in pair
        ]
        _add_periods(store, g, steps)
    names = labels(
        store, {n for people, links in chains for n in people} | {v for _, ls in chains for _, v in ls if v}
    )
    # the ties of every hop at once, the hierarchy once
    ties = pair_ties(store, [(a, b) for people, _ in chains for a, b in pairwise(people)])
    hierarchy = org_hierarchy(store) if any(k == "employer" for _, ls in chains for k, _ in ls) else None
    out = []
    for people, links in chains:
        hops = []
        for (kind, via), pa, pb in zip(links, people[:-1], people[1:], strict=True):
            hops.append(_hop(g, names, pa, pb, kind, via, ties.get((pa, pb), []), hierarchy))
        out.append(ExplainedPath(people, [names.get(p, p) for p in people], hops))
    return out


def pair_ties(store: Store, pairs: Iterable[tuple[str, str]]) -> dict[tuple[str, str], list[dict[str, Any]]]:
    """The ``ties`` rows of each (person, other) pair, in the query's order.

    On the embedded store both people are bound in each branch of the query (a lookup at a hub
    employer); elsewhere each person's ties are fetched and kept for the pairs asked: Virtuoso
    answers two-variable VALUES rows of ``ties`` wrongly (a relation's evidence went missing) or
    not within a minute.
    """
    wanted = list(dict.fromkeys(pairs))
    out: dict[tuple[str, str], list[dict[str, Any]]] = {pair: [] for pair in wanted}
    if splits_unions(store):
        terms = [(URIRef(a), URIRef(b)) for a, b in wanted]
        found = tie_rows_of(store, ("person", "other"), terms)
    else:
        found = tie_rows_of(store, ("person",), [(URIRef(a),) for a in dict.fromkeys(a for a, _ in wanted)])
    for row in found.to_python():
        key = (str(row["person"]), str(row["other"]))
        if key in out:
            out[key].append(row)
    return out


def _check_tied(g: nx.Graph, source: str, target: str, a: str, b: str) -> None:
    for node, name in ((source, a), (target, b)):
        if node not in g:
            raise _untied(name)


def _untied(name: str) -> QueryError:
    return QueryError(
        f"{name!r} has no employer, project or relation in the store, so no path can start there"
    )


@dataclass
class _Side:
    """One end of the search: the distance of every node found from it, and its frontier (the
    nodes at distance ``radius``; every node nearer has been expanded)."""

    dist: dict[str, int]
    frontier: list[str]
    radius: int = 0

    def bound(self, node: str) -> float:
        """The node's distance from this end, or a lower bound on it."""
        if node in self.dist:
            return self.dist[node]
        return self.radius + 1 if self.frontier else math.inf


def _search(
    store: Store, source: str, target: str, a: str, b: str, wanted: int, longest: int
) -> tuple[nx.Graph, list[list[str]]]:
    """The part of the tie graph explored from both ends, and its first ``wanted`` shortest simple
    paths from ``source`` to ``target`` no longer than ``longest`` edges (in length order: the same
    paths, up to the order among equally long ones, as on the whole tie graph).

    With the nodes nearer than ``ra`` to the source and nearer than ``rb`` to the target expanded,
    every edge of a path of length ``L <= ra + rb`` is incident to an expanded node, so it lies
    in the explored graph; the paths are searched in the part where the distances from both ends
    can sum to at most the length asked.
    """
    graph = nx.Graph()
    graph.add_nodes_from((source, target), kind="person")
    ends = (_Side({source: 0}, [source]), _Side({target: 0}, [target]))
    for side, node, name in ((ends[0], source, a), (ends[1], target, b)):
        _expand(store, graph, side)
        if not graph.degree(node):
            raise _untied(name)
    while True:
        reach = ends[0].radius + ends[1].radius
        explored = not ends[0].frontier or not ends[1].frontier  # a whole component is in
        limit = longest if explored else min(reach, longest)
        if explored or any(n in ends[1].dist for n in ends[0].dist):
            paths = _shortest(graph, ends, source, target, limit, wanted)
            if len(paths) == wanted or explored or reach >= longest:
                return graph, paths
        elif reach >= longest:
            return graph, []
        _expand(store, graph, min(ends, key=lambda side: len(side.frontier)))


def _expand(store: Store, graph: nx.Graph, side: _Side) -> None:
    """Add the edges of every frontier node of ``side`` (one query) and move its frontier on."""
    found = select_values_strings(
        store, "_tie-neighbours", "node", [URIRef(n) for n in side.frontier], branches=True
    )
    new: list[str] = []
    for node, nxt, kind, subject, relation in sorted(found.rows, key=lambda r: tuple(v or "" for v in r)):
        if node is None or nxt is None or kind is None:
            continue
        if nxt not in graph:
            graph.add_node(nxt, kind=kind)
        if not graph.has_edge(node, nxt):
            graph.add_edge(node, nxt)
        if relation is not None and subject is not None:
            # as tie_graph: of several relations between two people, the last in (subject, object,
            # relation) order names the edge
            key = (subject, nxt if subject == node else node, relation)
            if key > graph.edges[node, nxt].get("key", ("",)):
                graph.edges[node, nxt].update(key=key, relation=relation, subject=subject)
        if nxt not in side.dist:
            side.dist[nxt] = side.radius + 1
            new.append(nxt)
    side.radius += 1
    side.frontier = new


def _shortest(
    graph: nx.Graph, ends: tuple[_Side, _Side], source: str, target: str, limit: int, wanted: int
) -> list[list[str]]:
    """Up to ``wanted`` shortest simple paths of at most ``limit`` edges, found in the explored
    nodes whose distances from both ends can add up to ``limit`` (built in IRI order, so the
    choice among equally long paths does not depend on the order the store answered in)."""
    keep = sorted(n for n in graph if ends[0].bound(n) + ends[1].bound(n) <= limit)
    inside = set(keep)
    if source not in inside or target not in inside:
        return []
    part = nx.Graph()
    part.add_nodes_from(keep)
    part.add_edges_from(sorted(tuple(sorted(e)) for e in graph.subgraph(keep).edges))
    paths: list[list[str]] = []
    try:
        for path in nx.shortest_simple_paths(part, source, target):
            if len(path) - 1 > limit:
                break
            paths.append(path)
            if len(paths) == wanted:
                break
    except nx.NetworkXNoPath:
        pass
    return paths


def _add_periods(
    store: Store, graph: nx.Graph, steps: Iterable[tuple[str, str]], today: date | None = None
) -> None:
    """Set ``periods`` (as :func:`tie_graph` has them) on the person–employer and person–project
    edges of ``steps`` (one query)."""
    wanted = sorted(set(steps))
    now = (today or date.today()).isoformat()
    for person, item in wanted:
        graph.edges[person, item]["periods"] = []
    rows = select_rows(
        store, "_tie-periods", ("person", "item"), [(URIRef(p), URIRef(i)) for p, i in wanted], branches=True
    ).rows
    order = ("person", "item", "start", "end", "ongoing", "g", "fact")
    for row in sorted(rows, key=lambda r: tuple(str(r.get(v) or "") for v in order)):
        ongoing = is_true(row.get("ongoing"))
        start, end = row.get("start"), row.get("end")
        end_text = str(end) if end is not None else (now if ongoing else None)
        graph.edges[str(row["person"]), str(row["item"])]["periods"].append(
            (None if start is None else str(start), end_text, ongoing)
        )


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
