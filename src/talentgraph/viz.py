"""Draw the graph as self-contained, offline, safe HTML: the graph page, career timelines and
person reports (the views themselves live in :mod:`talentgraph.views`).

No request leaves a page: the vis-network script and styles shipped inside the pyvis package are
inlined, and a Content-Security-Policy forbids any fetch. Text from documents is untrusted: it
reaches the graph page only as JSON inside a ``<script type="application/json">`` block with
``<``, ``>`` and ``&`` escaped and is shown with ``textContent``; the report and timeline pages
escape it as HTML.

>>> import networkx as nx
>>> g = nx.Graph()
>>> g.add_node("p", label="<script>alert(1)</script>", kind="person")
>>> g.add_node("o", label="ACME", kind="organisation")
>>> g.add_edge("p", "o", relation="worked at", details=["Intern (2020–2021)"])
>>> page = render_html(g, title="Demo")
>>> "<script>alert(1)" in page, "https://" in page.split("<script>")[0]
(False, False)
"""

from __future__ import annotations

import dataclasses
import json
from datetime import date
from pathlib import Path
from string import Template
from typing import Any

import networkx as nx

from .store.base import Store
from .views.career import career
from .views.focus import focus_network
from .views.network import Network, ego_network, network_data, place_nodes
from .views.page import esc, gc_paused, script_json, template, vis_network_assets, write_page
from .views.report import person_report, render_report
from .views.timeline import render_timeline

__all__ = [
    "ego_network",
    "graph_page_data",
    "render",
    "render_html",
    "render_network",
    "report_data",
    "timeline_data",
    "to_json",
    "write_html",
    "write_page",
]

_RELATION_CATEGORY = {
    "worked at": "employment",
    "studied at": "education",
    "worked on": "project",
    "supervised by": "advisor",
    "mentored by": "advisor",
    "managed by": "advisor",
}


def graph_page_data(
    store: Store, focus: str | None = None, depth: int = 2, today: date | None = None, k: int | None = None
) -> Network:
    """The graph page's data for ``store``; with ``focus`` (an IRI) only ``depth`` hops around it
    (the same nodes and ties, read without building the whole page, laid out on their own)."""
    if focus:
        return focus_network(store, focus, depth=depth, today=today, k=k)
    return network_data(store, today=today, k=k)


@gc_paused()
def render_network(net: Network, title: str = "talentgraph") -> str:
    """The graph page: search, a time-window slider, relation and organisation filters, and a
    side panel with each tie's facts and evidence."""
    vis_js, vis_css = vis_network_assets()
    people = sum(1 for n in net.nodes if n["kind"] == "person")
    summary = f"{people} people, {len(net.nodes) - people} organisations, {len(net.edges)} ties"
    return Template(template("network.html")).substitute(
        title=esc(title),
        summary=esc(summary),
        vis_css=vis_css.replace("</style", "<\\/style"),
        vis_js=vis_js.replace("</script", "<\\/script"),
        data_json=script_json(net.to_dict()),
    )


def _network_of(graph: nx.Graph, focus: str | None) -> Network:
    net = Network(date.today().isoformat())
    people: dict[str, str] = {}
    orgs: dict[str, dict[str, str]] = {}
    for node, data in sorted(graph.nodes(data=True)):
        label = str(data.get("label") or node)
        if data.get("kind") == "person":
            people[node] = label
        else:
            org_type = str(data.get("kind", "other"))
            orgs[node] = {"label": label, "orgType": org_type, "top": node, "parent": label}
    for a, b, data in sorted(graph.edges(data=True), key=lambda e: (e[0], e[1])):
        relation = str(data.get("relation", "related"))
        facts = [{"text": d, "evidence": []} for d in data.get("details") or []] or [
            {"text": relation, "evidence": []}
        ]
        if a in orgs and b in people:  # person first, as the graph page's ties run
            a, b = b, a
        net.add_edge(a, b, _RELATION_CATEGORY.get(relation, "collaborator"), relation, spans=[], facts=facts)
    place_nodes(net, people, orgs, focus)
    return net


def render_html(graph: nx.Graph, title: str = "talentgraph", focus: str | None = None) -> str:
    """The graph page for a networkx ``graph`` (nodes with ``label``/``kind``, edges with
    ``relation``/``details``), e.g. :func:`talentgraph.analysis.knowledge_graph`."""
    return render_network(_network_of(graph, focus), title=title)


def write_html(
    graph: nx.Graph, path: str | Path, title: str = "talentgraph", focus: str | None = None
) -> Path:
    """Write :func:`render_html` to ``path`` (folders created); returns the path."""
    return write_page(render_html(graph, title=title, focus=focus), path)


def timeline_data(store: Store, person: str, today: date | None = None) -> Any:
    """The career of ``person`` (see :func:`talentgraph.views.career.career`)."""
    return career(store, person, today)


def report_data(
    store: Store, person: str, other: str | None = None, policy: str | None = None, today: date | None = None
) -> Any:
    """The report of ``person`` (see :func:`talentgraph.views.report.person_report`)."""
    return person_report(store, person, other=other, policy=policy, today=today)


def to_json(value: Any) -> str:
    """JSON of a view's data (a dataclass or a :class:`Network`), for notebooks and scripts."""
    if isinstance(value, Network):
        plain = value.to_dict()
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        plain = dataclasses.asdict(value)
    else:
        plain = value
    return json.dumps(plain, ensure_ascii=False, indent=2, sort_keys=True)


def render(value: Any, title: str | None = None) -> str:
    """The page of a view's data: graph page, timeline (a Career) or report."""
    from .views.career import Career
    from .views.report import Report

    if isinstance(value, Network):
        return render_network(value, title or "talentgraph")
    if isinstance(value, Career):
        return render_timeline(value)
    if isinstance(value, Report):
        return render_report(value)
    raise TypeError(f"cannot draw a {type(value).__name__}")
