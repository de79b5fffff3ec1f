"""Commands that export the whole graph: export (the pictures are in ``pictures``)."""

from __future__ import annotations

import click

from ..export import FORMATS, write_export
from ._common import friendly_errors, store_option
from .rdf_cmds import open_existing_store


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


COMMANDS: list[click.Command] = [export]
