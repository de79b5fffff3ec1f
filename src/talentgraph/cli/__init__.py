"""The ``talentgraph`` command line: parse arguments, call the library, format the result.

Every command exits with status 1 and a one-line ``Error: …`` on a problem it can explain.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import MutableMapping
from typing import Any

import click

from .. import __version__

__all__ = ["COMMAND_TABLE", "cli", "main"]

#: Every command: the CLI module that defines it (each module lists its commands in COMMANDS) and
#: the first line of its help. ``talentgraph --help`` lists commands from this table and a
#: command imports only its own module, so no command pays for the imports of the others
#: (scipy, networkx…). tests/test_cli_lazy.py checks the table against the commands.
COMMAND_TABLE: dict[str, tuple[str, str]] = {
    "extract": ("documents", "Print the profile extracted from DOCUMENT (the profile JSON contract)."),
    "ingest": (
        "documents",
        "Load documents (files, folders or whole site repositories) into the store, one named graph per document.",
    ),
    "remove": ("documents", "Delete the facts of documents (by file name or path) from the store."),
    "eval": (
        "documents",
        "Score extraction against hand-annotated gold YAML files: precision, recall, F1 per field.",
    ),
    "query": ("questions", "Run a bundled query by NAME, or a SPARQL SELECT query from FILE.rq."),
    "shared-employers": (
        "questions",
        "Pairs of people who worked for the same organisation, and when they overlapped.",
    ),
    "stats": (
        "questions",
        "Counts of documents, people, organisations, positions, projects and topics in the store.",
    ),
    "topic-overlap": (
        "analysis_cmds",
        "People whose research topics overlap: 1 per shared topic, 0.5 per related pair",
    ),
    "path": (
        "analysis_cmds",
        "The shortest explained chains of ties (shared employer or project, supervision,",
    ),
    "conflicts": ("analysis_cmds", "Conflicts of interest of the authors PERSON..."),
    "recommend": (
        "analysis_cmds",
        "People worth meeting: high topic overlap with PERSON and no direct tie yet.",
    ),
    "centrality": (
        "analysis_cmds",
        "The most central people of the people graph (shared employers over time, projects, topics).",
    ),
    "communities": ("analysis_cmds", "Communities of the people graph (Louvain, weighted), largest first."),
    "viz": (
        "pictures",
        "Write the graph page: people and organisations, colleague (overlap in months), project and",
    ),
    "timeline": (
        "pictures",
        "Write PERSON's career timeline: a bar per position or study (year-only dates striped, open",
    ),
    "report": (
        "pictures",
        "Write PERSON's report: identity and documents, timeline, colleagues by organisation with",
    ),
    "export": (
        "graph",
        "Export the store: ttl, trig, nq, jsonld (RDF; trig, nq and jsonld keep one graph per",
    ),
    "validate": ("rdf_cmds", "Check the store against the SHACL shapes (ontology/shapes.ttl) with pySHACL."),
    "serve": ("store_cmds", "Serve the store as a read-only SPARQL 1.1 endpoint at http://HOST:PORT/query."),
    "explain": (
        "resolve_cmds",
        "Show which written forms map to an organisation, topic or technology node, and by which rule.",
    ),
}
#: The CLI modules, in the order their commands were registered.
MODULES = (
    "documents",
    "questions",
    "analysis_cmds",
    "graph",
    "pictures",
    "rdf_cmds",
    "store_cmds",
    "resolve_cmds",
)


class LazyGroup(click.Group):
    """A command group that imports a command's module only when that command is wanted.

    ``commands`` (all of them) imports every module, for code that inspects the whole CLI.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self._all_loaded = False
        super().__init__(*args, **kwargs)

    @property
    def commands(self) -> MutableMapping[str, click.Command]:
        self._load_all()
        return self._commands

    @commands.setter
    def commands(self, value: MutableMapping[str, click.Command]) -> None:
        self._commands = dict(value)

    def _load(self, module_name: str) -> None:
        module = importlib.import_module(f"{__name__}.{module_name}")
        for command in module.COMMANDS:
            self._commands[command.name or ""] = command

    def _load_all(self) -> None:
        if not self._all_loaded:
            self._all_loaded = True
            for module_name in MODULES:
                self._load(module_name)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(set(COMMAND_TABLE) | set(self._commands))

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self._commands and cmd_name in COMMAND_TABLE:
            self._load(COMMAND_TABLE[cmd_name][0])
        if cmd_name not in self._commands:
            self._load_all()  # a command missing from the table still works
        return self._commands.get(cmd_name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(len(name) for name in names)
        rows = []
        for name in names:
            if name in COMMAND_TABLE:
                summary = click.Command(name, help=COMMAND_TABLE[name][1])
                rows.append((name, summary.get_short_help_str(limit)))
            elif (command := self.get_command(ctx, name)) is not None:
                rows.append((name, command.get_short_help_str(limit)))
        with formatter.section("Commands"):
            formatter.write_dl(rows)


@click.group(
    cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100}
)
@click.version_option(__version__, prog_name="talentgraph")
def cli() -> None:
    """Turn researcher profile documents into an RDF knowledge graph, then query, analyse and draw it.

    Example: talentgraph ingest data/examples/ && talentgraph shared-employers
    """


def undecodable_argument(args: list[str]) -> str | None:
    """The first argument holding bytes the locale could not decode, unless it names an existing file.

    >>> undecodable_argument(["path", "Ada", "B\\udcffob"])
    "argument 3 ('B\\\\xffob') is not valid text in this system's encoding; pass names as UTF-8"
    """
    for index, arg in enumerate(args, 1):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError:
            if os.path.lexists(arg):
                continue  # a file whose name is not UTF-8: the path still works
            shown = repr(arg.encode("utf-8", "surrogateescape"))[1:]
            return (
                f"argument {index} ({shown}) is not valid text in this system's encoding; pass names as UTF-8"
            )
    return None


def main() -> None:
    problem = undecodable_argument(sys.argv[1:])
    if problem is not None:
        click.echo(f"Error: {problem}", err=True)
        sys.exit(1)
    cli(prog_name="talentgraph")
