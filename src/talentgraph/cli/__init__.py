"""The ``talentgraph`` command line: parse arguments, call the library, format the result.

Every command exits with status 1 and a one-line ``Error: …`` on a problem it can explain.
"""

from __future__ import annotations

import click

from .. import __version__
from . import analysis_cmds, documents, graph, pictures, questions, rdf_cmds, resolve_cmds, store_cmds

__all__ = ["cli", "main"]


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="talentgraph")
def cli() -> None:
    """Turn researcher profile documents into an RDF knowledge graph, then query, analyse and draw it.

    Example: talentgraph ingest data/examples/ && talentgraph shared-employers
    """


# Each module lists its commands in COMMANDS; one module per area keeps the CLI thin and easy to extend.
for module in (documents, questions, analysis_cmds, graph, pictures, rdf_cmds, store_cmds, resolve_cmds):
    for command in module.COMMANDS:
        cli.add_command(command)


def main() -> None:
    cli(prog_name="talentgraph")
