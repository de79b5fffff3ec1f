"""Draw the knowledge graph as one self-contained, safe HTML page (vis-network, as pyvis uses).

No request leaves the page: the vis-network script and styles shipped inside the pyvis package
are inlined, and a Content-Security-Policy forbids any fetch. Text from documents is untrusted:
it only reaches the page as JSON inside a ``<script type="application/json">`` block with ``<``,
``>`` and ``&`` escaped, and the page shows it with ``textContent``, never as HTML.

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

import html
import json
from functools import cache
from pathlib import Path
from string import Template
from typing import Any

import networkx as nx

__all__ = ["render_html", "write_html"]

_COLORS = {"person": "#3b82f6", "organisation": "#f59e0b", "project": "#10b981", "topic": "#a855f7"}
_SHAPES = {"person": "dot", "organisation": "square", "project": "diamond", "topic": "triangle"}
_OPTIONS: dict[str, Any] = {
    "physics": {
        "solver": "forceAtlas2Based",
        "forceAtlas2Based": {"gravitationalConstant": -60, "springLength": 110, "springConstant": 0.06},
        "stabilization": {"iterations": 400},
    },
    "interaction": {"hover": True, "tooltipDelay": 120, "navigationButtons": False},
    "nodes": {"font": {"size": 14}},
    "edges": {"smooth": False, "color": {"color": "#9aa5b1", "highlight": "#334e68"}},
}


@cache
def _vis_assets() -> tuple[str, str]:
    import pyvis

    lib = Path(pyvis.__file__).parent / "lib"
    candidates = sorted(lib.glob("vis-*/vis-network.min.js"))
    if not candidates:
        raise FileNotFoundError("pyvis ships no vis-network.min.js; reinstall pyvis")
    js_path = candidates[-1]
    css_path = js_path.with_name("vis-network.css")
    css = css_path.read_text(encoding="utf-8") if css_path.exists() else ""
    return js_path.read_text(encoding="utf-8"), css


def _script_safe_json(value: Any) -> str:
    """JSON that cannot end its <script> element or open a comment inside it."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


def _payload(graph: nx.Graph, focus: str | None) -> dict[str, Any]:
    degrees = dict(graph.degree())
    nodes, edges = [], []
    for node, data in sorted(graph.nodes(data=True)):
        kind = data.get("kind", "topic")
        label = data.get("label") or str(node)
        nodes.append(
            {
                "id": node,
                "label": label,
                "kind": kind,
                "title": f"{label} ({kind})",
                "color": _COLORS.get(kind, "#9aa5b1"),
                "shape": _SHAPES.get(kind, "dot"),
                "size": 10 + 3 * min(degrees.get(node, 0), 10) + (10 if node == focus else 0),
                "borderWidth": 4 if node == focus else 1,
            }
        )
    for a, b, data in sorted(graph.edges(data=True), key=lambda e: (e[0], e[1])):
        details = "; ".join(data.get("details") or [])
        relation = data.get("relation", "")
        edges.append(
            {
                "from": a,
                "to": b,
                "relation": relation,
                "details": details,
                "title": f"{relation} {details}".strip(),
            }
        )
    return {"nodes": nodes, "edges": edges, "options": _OPTIONS}


def render_html(graph: nx.Graph, title: str = "talentgraph", focus: str | None = None) -> str:
    """The page for ``graph`` (nodes with ``label``/``kind``, edges with ``relation``/``details``)."""
    vis_js, vis_css = _vis_assets()
    template = Template((Path(__file__).parent / "templates" / "graph.html").read_text(encoding="utf-8"))
    people = sum(1 for _, d in graph.nodes(data=True) if d.get("kind") == "person")
    summary = f"{people} people, {graph.number_of_nodes()} nodes, {graph.number_of_edges()} edges"
    return template.substitute(
        title=html.escape(title),
        summary=html.escape(summary),
        vis_css=vis_css.replace("</style", "<\\/style"),
        vis_js=vis_js.replace("</script", "<\\/script"),
        data_json=_script_safe_json(_payload(graph, focus)),
    )


def write_html(
    graph: nx.Graph, path: str | Path, title: str = "talentgraph", focus: str | None = None
) -> Path:
    """Write :func:`render_html` to ``path`` (folders created); returns the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_html(graph, title=title, focus=focus), encoding="utf-8")
    return path
