"""Commands that draw or export the whole graph: viz, export."""

from __future__ import annotations

import click

from ..analysis import knowledge_graph
from ..analysis.graph import ego_subgraph
from ..errors import QueryError
from ..export import FORMATS, write_export
from ..queries import lookup_entity
from ..viz import write_html
from ._common import friendly_errors, open_cli_store, store_option
from .rdf_cmds import open_existing_store


@click.command()
@click.option(
    "--out",
    default="out/graph.html",
    show_default=True,
    type=click.Path(dir_okay=False),
    help="HTML file to write.",
)
@click.option("--focus", help="Centre the drawing on this person (name or IRI).")
@click.option("--depth", default=2, show_default=True, type=click.IntRange(1, 6), help="Hops around --focus.")
@click.option("--title", default="talentgraph", show_default=True, help="Page title.")
@store_option
@friendly_errors
def viz(out: str, focus: str | None, depth: int, title: str, store_location: str) -> None:
    """Write an interactive, self-contained HTML drawing of the graph (opens offline).

    Example: talentgraph viz --focus "Ada Lovelace" --depth 2 --out out/ada.html
    """
    with open_cli_store(store_location) as store:
        graph = knowledge_graph(store)
        center = str(lookup_entity(store, "person", focus)) if focus else None
    if center is not None:
        if center not in graph:
            raise QueryError(f"{focus!r} has no edges in the graph to draw")
        graph = ego_subgraph(graph, center, depth)
    path = write_html(graph, out, title=title, focus=center)
    click.echo(f"Wrote {path} ({graph.number_of_nodes()} nodes, {graph.number_of_edges()} edges)")


@click.command()
@click.option("--format", "fmt", type=click.Choice(FORMATS), required=True, help="Export format.")
@click.option(
    "--out",
    required=True,
    type=click.Path(),
    help="File to write; for csv a folder (one <table>.csv each) or a .zip file.",
)
@store_option
@friendly_errors
def export(fmt: str, out: str, store_location: str) -> None:
    """Export the store: ttl, trig, nq, jsonld (RDF; trig, nq and jsonld keep one graph per document),
    graphml, gexf (the people–organisation–project–topic graph) or csv (people, positions, education,
    projects, topics tables). The same store always gives byte-identical files.

    Example: talentgraph export --format trig --out out/graph.trig
    """
    with open_existing_store(store_location) as store:
        path = write_export(store, fmt, out)
    click.echo(f"Wrote {path}")


COMMANDS: list[click.Command] = [viz, export]
