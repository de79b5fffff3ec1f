"""The graph page's data: people and organisations, and the ties between them, with evidence.

Nodes are people and (top-level) organisations. Edges:

- person–organisation: ``worked at`` / ``studied at``, one fact per position or study;
- person–person ``colleague``: a shared employer with overlapping periods and the overlap in
  months (pairs chosen by :func:`talentgraph.analysis.projection.pair_scores`, top ``k`` a person);
- person–person ``project``: a shared project; ``advisor``: supervised, mentored or managed by;
  ``collaborator``.

Each edge has ``spans`` (``[from, to]`` in fractional years; open ends run to ``today``) for the
time-window slider, and ``facts``: sentences with the document lines they were read from.

>>> overlap_window(("2019-01-01", "2021-12-31"), ("2021-03-01", "2022-06-30"))
('2021-03-01', '2021-12-31', 10)
>>> overlap_window(("2019-01-01", "2019-12-31"), ("2021-03-01", None)) is None
True
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from itertools import combinations
from typing import Any

import networkx as nx

from ..analysis.incidence import Incidence
from ..analysis.paths import format_period
from ..analysis.projection import labels, pair_scores
from ..queries import run_query_strings
from ..store.base import Store
from .career import Evidence, Stint, stints
from .page import gc_paused

__all__ = [
    "CATEGORIES",
    "LARGE",
    "PHYSICS",
    "Network",
    "ego_network",
    "network_data",
    "overlap_window",
    "place_nodes",
]

#: edge categories, the filter checkboxes of the page, in order
CATEGORIES = ("employment", "education", "colleague", "project", "advisor", "collaborator")
_RELATION_CATEGORY = {
    "supervised by": "advisor",
    "mentored by": "advisor",
    "managed by": "advisor",
    "collaborator": "collaborator",
}
#: above this many nodes labels show only on hover or zoom, edges hide while dragging, and the
#: page opens clustered: organisations only, a click on one (or a search) brings in its people
LARGE = 1500
#: up to this many nodes a force layout settles the drawing; above, the precomputed clustered layout stays
PHYSICS = 400
#: a project with more members than this gets no person–person edges (they would be a clique)
_PROJECT_CLIQUE = 25

_Span = tuple[str | None, str | None]


def overlap_window(a: _Span, b: _Span) -> tuple[str, str, int] | None:
    """The common part of two (start, end) ISO date bounds and its length in calendar months,
    counted as the ``shared-employers`` query counts it; None when they do not overlap."""
    if not (a[0] and a[1] and b[0] and b[1]):
        return None
    start, end = max(a[0], b[0]), min(a[1], b[1])
    if start > end:
        return None
    months = (int(end[:4]) - int(start[:4])) * 12 + int(end[5:7]) - int(start[5:7]) + 1
    return start, end, months


@cache
def _year(iso: str) -> float:
    """A date as a fractional year, for the slider: '2022-07-01' → 2022.493."""
    year, month, day = int(iso[:4]), int(iso[5:7] or 1), int(iso[8:10] or 1)
    return round(year + (_MONTH_START[month - 1] + day - 1) / 366, 3)


_MONTH_START = (0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335)


def _spans(pairs: list[_Span]) -> list[list[float]]:
    return [[_year(s), _year(e or s)] for s, e in pairs if s]


def _ev(evidence: Evidence | None) -> list[dict[str, Any]]:
    return [] if evidence is None else [{"ref": evidence.ref, "text": evidence.text or ""}]


@dataclass
class Network:
    """The page's payload (``to_dict`` is the JSON of ``talentgraph viz --format json``)."""

    today: str
    nodes: list[dict[str, Any]] = field(default_factory=list)
    edges: list[dict[str, Any]] = field(default_factory=list)

    def add_edge(self, source: str, target: str, category: str, relation: str, **data: Any) -> None:
        self.edges.append({"from": source, "to": target, "category": category, "relation": relation} | data)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON: nodes keep their IRI in ``iri`` and are referred to by index (``id``)."""
        years = [y for e in self.edges for span in e["spans"] for y in span]
        first = math.floor(min(years)) if years else int(self.today[:4])
        index = {n["id"]: i for i, n in enumerate(self.nodes)}
        nodes = [{**n, "id": i, "iri": n["id"]} for i, n in enumerate(self.nodes)]
        for node in nodes:
            if "home" in node:
                node["home"] = index.get(node["home"], -1)
        edges = [
            {**e, "id": i, "from": index[e["from"]], "to": index[e["to"]]}
            for i, e in enumerate(self.edges)
            if e["from"] in index and e["to"] in index
        ]
        return {
            "today": self.today,
            "years": [first, int(self.today[:4]) + 1],
            "categories": list(CATEGORIES),
            "orgTypes": sorted({n["orgType"] for n in self.nodes if n["kind"] == "organisation"}),
            "large": len(self.nodes) > LARGE,
            "physics": len(self.nodes) <= PHYSICS,
            "nodes": nodes,
            "edges": edges,
        }


@gc_paused()
def network_data(
    store: Store, today: date | None = None, k: int | None = None, focus: str | None = None
) -> Network:
    """The graph page of the whole store, at most ``k`` colleague edges per person (default 5,
    or 2 above :data:`LARGE` people, so a browser can draw 10,000 people)."""
    return _network(
        store,
        stints(store, written=False),
        run_query_strings(store, "_incidence-project").dicts(),
        run_query_strings(store, "_incidence-relation").dicts(),
        today,
        k,
        focus,
    )


def ego_network(net: Network, center: str, depth: int = 2) -> Network:
    """The part of ``net`` within ``depth`` hops of ``center``."""
    graph = nx.Graph()
    graph.add_nodes_from(n["id"] for n in net.nodes)
    graph.add_edges_from((e["from"], e["to"]) for e in net.edges)
    if center not in graph:
        return Network(net.today)
    keep = set(nx.ego_graph(graph, center, radius=depth))
    return Network(
        net.today,
        [n for n in net.nodes if n["id"] in keep],
        [e for e in net.edges if e["from"] in keep and e["to"] in keep],
    )


_Row = dict[str, str | None]


def _network(
    store: Store,
    held: list[Stint],
    projects: list[_Row],
    relations: list[_Row],
    today: date | None,
    k: int | None,
    focus: str | None,
) -> Network:
    """The graph page of the given positions and studies, project and relation rows."""
    now = (today or date.today()).isoformat()
    people, orgs, at = _people_and_orgs(held)
    net = Network(now)
    _person_org_edges(net, at)
    if k is None:
        k = 2 if len(people) > LARGE else 5
    inc = _employer_incidence(
        ((s.person, s.top, s.start, s.end, s.ongoing) for s in held if s.kind == "position"), now
    )
    pairs = [(p.a, p.b) for p in pair_scores(inc, k=k, today=today)]
    _colleague_edges(net, [s for held in at.values() for s in held], people, pairs)
    _project_edges(store, net, projects)
    _relation_edges(net, relations)
    ends = {e["from"] for e in net.edges} | {e["to"] for e in net.edges}
    people.update(labels(store, [n for n in ends if n not in people and n not in orgs]))
    place_nodes(net, people, orgs, focus)
    return net


def _people_and_orgs(
    held: list[Stint],
) -> tuple[dict[str, str], dict[str, dict[str, str]], dict[tuple[str, str], list[Stint]]]:
    """People (IRI → name) and organisations (IRI → label, type, top level) of the stints, and
    the stints of each (person, organisation)."""
    people: dict[str, str] = {}
    orgs: dict[str, dict[str, str]] = {}
    at: dict[tuple[str, str], list[Stint]] = defaultdict(list)
    for s in held:
        people[s.person] = s.person_name
        # the organisation as the document states it (Meta AI, not Meta); its top level clusters it
        orgs.setdefault(
            s.org, {"label": s.org_name, "orgType": s.top_type, "top": s.top, "parent": s.top_name}
        )
        at[(s.person, s.org)].append(s)
    return people, orgs, at


def _person_org_edges(net: Network, at: dict[tuple[str, str], list[Stint]]) -> None:
    """``worked at`` / ``studied at``: one tie per person and organisation, a fact per post."""
    now = net.today
    for (person, org), facts in sorted(at.items()):
        worked = any(s.kind == "position" for s in facts)
        net.add_edge(
            person,
            org,
            "employment" if worked else "education",
            "worked at" if worked else "studied at",
            spans=_spans([(s.start, now if s.ongoing else s.end) for s in facts]),
            facts=[
                {"text": f"{s.title or s.kind}, {s.org_name}, {s.period}", "evidence": _ev(s.evidence)}
                for s in facts
            ],
        )


def _employer_rows(held: list[Stint]) -> dict[tuple[str, str], list[Stint]]:
    """Each person's positions grouped by top-level employer."""
    at: dict[tuple[str, str], list[Stint]] = defaultdict(list)
    for stint in held:
        if stint.kind == "position":
            at[(stint.person, stint.top)].append(stint)
    return at


def _employer_incidence(
    spells: Iterable[tuple[str, str, str | None, str | None, bool]], now: str
) -> Incidence:
    """The employer incidence of :mod:`talentgraph.analysis` from (person, top-level employer,
    start, end, ongoing) rows, people and employers indexed in (person, employer) order: the
    whole page and the page around one person build the same matrices, so they pick the same
    top-k partners (ties included)."""
    at: dict[tuple[str, str], list[tuple[str | None, str | None, bool]]] = defaultdict(list)
    for person, top, start, end, ongoing in spells:
        at[(person, top)].append((start, end, ongoing))
    people: dict[str, int] = {}
    items: dict[str, int] = {}
    rows: list[int] = []
    cols: list[int] = []
    starts: list[str | None] = []
    ends: list[str | None] = []
    extra: list[str | None] = []
    for (person, org), posts in sorted(at.items()):  # as Incidence.add would index them, in bulk
        i, j = people.setdefault(person, len(people)), items.setdefault(org, len(items))
        for start, end, ongoing in posts:
            rows.append(i)
            cols.append(j)
            starts.append(start)
            ends.append(now if ongoing else end)
            extra.append("ongoing" if ongoing else None)
    return Incidence(list(people), list(items), rows, cols, starts, ends, extra)


def _colleague_edges(
    net: Network, held: list[Stint], people: dict[str, str], pairs: Iterable[tuple[str, str]]
) -> None:
    """Colleagues: of the given ``pairs`` (the top-k partners by shared employers and years,
    best first), those at the same top-level employer at the same time, with the overlaps."""
    now = net.today
    at = _employer_rows(held)
    orgs_of: dict[str, set[str]] = defaultdict(set)
    for person, top in at:
        orgs_of[person].add(top)
    for a, b in pairs:
        facts: list[dict[str, Any]] = []
        spans: list[list[float]] = []
        longest = 0
        for org in sorted(orgs_of[a] & orgs_of[b]):
            for sa in at.get((a, org), []):
                for sb in at.get((b, org), []):
                    window = overlap_window(
                        (sa.start, now if sa.ongoing else sa.end), (sb.start, now if sb.ongoing else sb.end)
                    )
                    if window is None:
                        continue
                    start, end, months = window
                    longest = max(longest, months)
                    spans.append([_year(start), _year(end)])
                    facts.append(
                        {
                            "text": f"{people.get(a, a)} ({sa.title or 'post'}, {sa.period}) and "
                            f"{people.get(b, b)} ({sb.title or 'post'}, {sb.period}) overlapped at "
                            f"{sa.org_name if sa.org == sb.org else sa.top_name}: "
                            f"{format_period(start, end, end == now)}, {months} months",
                            "months": months,
                            "evidence": _ev(sa.evidence) + _ev(sb.evidence),
                        }
                    )
        if facts:
            months = longest
            net.add_edge(
                a,
                b,
                "colleague",
                f"colleagues, {months} mo",
                spans=spans,
                facts=facts,
                months=months,
            )


def project_members(
    rows: list[_Row], now: str
) -> tuple[dict[str, list[str]], dict[tuple[str, str], list[_Span]]]:
    """Each project's members (in row order) and each member's spans on it, from
    ``_incidence-project`` rows; a project of 2 to 25 members ties each pair of them."""
    members: dict[str, list[str]] = defaultdict(list)
    spans: dict[tuple[str, str], list[_Span]] = defaultdict(list)
    for row in rows:
        person, item = row["person"], row["item"]
        if person is None or item is None:
            continue
        if person not in members[item]:
            members[item].append(person)
        ongoing = row["ongoing"] in ("true", "1")
        spans[(person, item)].append((row["start"], row["end"] or (now if ongoing else None)))
    return {item: m for item, m in members.items() if 1 < len(m) <= _PROJECT_CLIQUE}, spans


def _project_edges(store: Store, net: Network, rows: list[_Row]) -> None:
    """Person–person ties for each project of 2 to 25 members (``_incidence-project`` rows)."""
    members, spans = project_members(rows, net.today)
    names = labels(store, list(members))
    for item, people in sorted(members.items()):
        project = names.get(item, item)
        for a, b in combinations(sorted(people), 2):
            net.add_edge(
                a,
                b,
                "project",
                "shared project",
                spans=_spans(spans[(a, item)] + spans[(b, item)]),
                facts=[{"text": f"both worked on the project {project}", "evidence": []}],
            )


def _relation_edges(net: Network, rows: list[_Row]) -> None:
    """Advisor, mentor, manager and collaborator ties (``_incidence-relation`` rows)."""
    for row in sorted(rows, key=lambda r: (r["person"] or "", r["item"] or "", r["relation"] or "")):
        if row["person"] is None or row["item"] is None:
            continue
        rel = row["relation"] or "related"
        net.add_edge(
            row["person"],
            row["item"],
            _RELATION_CATEGORY.get(rel, "collaborator"),
            rel,
            spans=[],
            facts=[{"text": rel, "evidence": []}],
            arrows="to" if rel != "collaborator" else "",
        )


def place_nodes(
    net: Network, people: dict[str, str], orgs: dict[str, dict[str, str]], focus: str | None = None
) -> None:
    """Add the nodes of ``net``'s ties in the clustered layout: ``people`` maps IRI → name,
    ``orgs`` IRI → {label, orgType, top (IRI of its top level), parent (the top's name)}."""
    degree: dict[str, int] = defaultdict(int)
    for e in net.edges:
        degree[e["from"]] += 1
        degree[e["to"]] += 1
    positions, homes = _clustered_layout(net, people, orgs)
    for iri, org in sorted(orgs.items()):
        x, y = positions.get(iri, (0.0, 0.0))
        net.nodes.append(
            {
                "id": iri,
                "label": org["label"],
                "kind": "organisation",
                "orgType": org["orgType"],
                # the top level an organisation belongs to, when the document named a part of it
                "parent": org["parent"] if org["top"] != iri else "",
                "value": degree[iri],
                "x": x,
                "y": y,
            }
        )
    for iri, name in sorted(people.items()):
        if iri in orgs:
            continue
        x, y = positions.get(iri, (0.0, 0.0))
        node = {
            "id": iri,
            "label": name,
            "kind": "person",
            "orgType": "",
            # the organisation the person is drawn around (a large page opens them from it)
            "home": homes.get(iri, ""),
            "value": degree[iri],
            "x": x,
            "y": y,
        }
        if iri == focus:
            node["focus"] = True
        net.nodes.append(node)


_GOLDEN = math.pi * (3 - math.sqrt(5))


def _spiral(
    cx: float, cy: float, items: list[str], step: float, out: dict[str, tuple[float, float]]
) -> float:
    """Place ``items`` on a sunflower spiral around (cx, cy); returns the spiral's radius."""
    r = 0.0
    for j, item in enumerate(items):
        r = step * math.sqrt(j + 1)
        out[item] = (round(cx + r * math.cos(j * _GOLDEN), 1), round(cy + r * math.sin(j * _GOLDEN), 1))
    return r


def _clustered_layout(
    net: Network, people: dict[str, str], orgs: dict[str, dict[str, str]]
) -> tuple[dict[str, tuple[float, float]], dict[str, str]]:
    """Top-level organisations on a sunflower spiral (the busiest in the middle), the parts of
    each (as documents name them) around it, and each person on a small spiral around the
    organisation they have most facts at (their home): O(n), readable at 10,000 people.
    Returns the positions and each person's home."""
    home: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    for e in net.edges:
        if e["to"] in orgs:
            home[e["from"]][e["to"]] += len(e["facts"])
    homes = {person: max(sorted(counts), key=counts.__getitem__) for person, counts in home.items()}
    members: dict[str, list[str]] = defaultdict(list)
    for person, org in homes.items():
        members[org].append(person)
    parts: dict[str, list[str]] = defaultdict(list)
    for org, data in orgs.items():
        parts[data["top"]].append(org)
    size = {top: sum(len(members[o]) for o in group) for top, group in parts.items()}
    ends = {e["from"] for e in net.edges} | {e["to"] for e in net.edges}
    loners = sorted((ends | set(people)) - set(home) - set(orgs))
    out: dict[str, tuple[float, float]] = {}
    radius = 0.0
    for i, top in enumerate(sorted(parts, key=lambda t: (-size[t], t))):
        extent = 60 + 28 * math.sqrt(size[top]) + 40 * (len(parts[top]) - 1)
        radius = max(radius, extent) if i == 0 else radius + extent * 0.55 / math.sqrt(i + 1) + 12
        cx, cy = radius * math.cos(i * _GOLDEN), radius * math.sin(i * _GOLDEN)
        # the top level itself (when stated) in the middle, its parts on a ring around it
        group = sorted(parts[top], key=lambda o: (o != top, -len(members[o]), o))
        for m, org in enumerate(group):
            ring = 0.0 if m == 0 and org == top else 40 + 30 * math.sqrt(len(parts[top])) + 20 * m
            ox, oy = cx + ring * math.cos(m * _GOLDEN), cy + ring * math.sin(m * _GOLDEN)
            out[org] = (round(ox, 1), round(oy, 1))
            _spiral(ox, oy, sorted(members[org]), 34, out)
    for j, person in enumerate(loners):
        out[person] = (
            round((radius + 200) * math.cos(j * _GOLDEN), 1),
            round((radius + 200) * math.sin(j * _GOLDEN), 1),
        )
    return out, homes
