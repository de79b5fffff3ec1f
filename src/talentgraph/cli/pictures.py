"""Commands that draw: viz (the graph page), timeline (one career) and report (one person)."""

from __future__ import annotations

from typing import Any

import click

from ..analysis import policy_names
from ..queries import lookup_entity
from ..viz import graph_page_data, render, report_data, timeline_data, to_json, write_page
from ._common import friendly_errors, open_cli_store, store_option

picture_format = click.option(
    "--format",
    "output_format",
    type=click.Choice(["html", "json"]),
    default="html",
    show_default=True,
    help="html: a self-contained page; json: the same data, for notebooks and scripts.",
)


out_option = click.option(
    "--out",
    type=click.Path(dir_okay=False),
    help="File to write (default out/<page>.html; json without --out goes to standard output).",
)


def _emit(value: Any, out: str | None, output_format: str, title: str | None = None) -> None:
    if output_format == "json":
        if out is None:
            click.echo(to_json(value))
            return
        path = write_page(to_json(value) + "\n", out)
    else:
        path = write_page(render(value, title), out or "out/page.html")
    click.echo(f"Wrote {path}")


@click.command()
@out_option
@click.option("--focus", help="Centre the drawing on this person (name or IRI).")
@click.option("--depth", default=2, show_default=True, type=click.IntRange(1, 6), help="Hops around --focus.")
@click.option("--title", default="talentgraph", show_default=True, help="Page title.")
@click.option(
    "--top",
    default=None,
    type=click.IntRange(1, 100),
    help="Colleague ties per person [default: 5; 2 above 1,500 people, as the library draws them].",
)
@picture_format
@store_option
@friendly_errors
def viz(
    out: str | None,
    focus: str | None,
    depth: int,
    title: str,
    top: int | None,
    output_format: str,
    store_location: str,
) -> None:
    """Write the graph page: people and organisations, colleague (overlap in months), project and
    advisor ties; search, a time-window slider, filters, and evidence in a side panel. Opens offline.

    Example: talentgraph viz --focus "Ada Lovelace" --depth 2 --out out/ada.html
    """
    with open_cli_store(store_location) as store:
        center = str(lookup_entity(store, "person", focus)) if focus else None
        net = graph_page_data(store, focus=center, depth=depth, k=top)
    if output_format == "html" and out is None:
        out = "out/graph.html"
    _emit(net, out, output_format, title)
    if output_format == "html":
        click.echo(f"({len(net.nodes)} nodes, {len(net.edges)} ties)")


@click.command()
@click.argument("person")
@out_option
@picture_format
@store_option
@friendly_errors
def timeline(person: str, out: str | None, output_format: str, store_location: str) -> None:
    """Write PERSON's career timeline: a bar per position or study (year-only dates striped, open
    ends fading) with the colleagues who overlapped there and for how many months.

    Example: talentgraph timeline "Ada Lovelace" --out out/timeline-ada.html
    """
    with open_cli_store(store_location) as store:
        data = timeline_data(store, person)
    if output_format == "html" and out is None:
        out = f"out/timeline-{_slug(data.name)}.html"
    _emit(data, out, output_format)


@click.command()
@click.argument("person")
@click.option("--other", help="A second person: show the shortest explained paths to them.")
@click.option(
    "--policy", type=click.Choice(policy_names()), help="List conflicts of interest under this policy."
)
@out_option
@picture_format
@store_option
@friendly_errors
def report(
    person: str,
    other: str | None,
    policy: str | None,
    out: str | None,
    output_format: str,
    store_location: str,
) -> None:
    """Write PERSON's report: identity and documents, timeline, colleagues by organisation with
    overlap, topics with related people, paths to --other and conflicts under --policy; every
    fact links to its document line.

    Example: talentgraph report "Ada Lovelace" --other "Alan Turing" --policy neurips --out out/ada.html
    """
    with open_cli_store(store_location) as store:
        data = report_data(store, person, other=other, policy=policy)
    if output_format == "html" and out is None:
        out = f"out/report-{_slug(data.career.name)}.html"
    _emit(data, out, output_format)


def _slug(name: str) -> str:
    return "-".join("".join(c if c.isalnum() else " " for c in name.lower()).split()) or "person"


COMMANDS: list[click.Command] = [viz, timeline, report]
