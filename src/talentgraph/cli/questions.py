"""Commands that ask the store questions: query, shared-employers, stats."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import click

from ..analysis.empty import why_empty
from ..analysis.periods import as_of_note
from ..queries import list_queries, load_query, run_query
from ..store.base import QueryResult
from ._common import (
    as_of_option,
    emit_records,
    emit_rows,
    format_option,
    format_table,
    friendly_errors,
    open_cli_store,
    say_once,
    store_option,
)

limit_option = click.option(
    "--limit",
    type=click.IntRange(min=0),
    metavar="N",
    help="Only the N people who overlapped the person longest (months, then name), in the usual"
    " order (colleagues, shared-employers with a person).",
)


def _cell(value: Any) -> Any:
    return value


def _emit(result: QueryResult, output_format: str) -> None:
    rows = [[_cell(row.get(v)) for v in result.variables] for row in result.to_python()]
    emit_rows(result.variables, rows, output_format)


def _parse_params(params: tuple[str, ...]) -> dict[str, str]:
    values: dict[str, str] = {}
    for item in params:
        if "=" not in item:
            raise click.BadParameter(f"{item!r} is not NAME=VALUE", param_hint="--param")
        key, value = item.split("=", 1)
        values[key.strip().lstrip("?")] = value
    return values


@click.command()
@click.argument("name", required=False)
@click.option("--param", "-p", "params", multiple=True, metavar="NAME=VALUE", help="Bind a query parameter.")
@click.option("--list", "list_only", is_flag=True, help="List the bundled queries and their parameters.")
@limit_option
@store_option
@format_option
@friendly_errors
def query(
    name: str | None,
    params: tuple[str, ...],
    list_only: bool,
    limit: int | None,
    store_location: str,
    output_format: str,
) -> None:
    """Run a bundled query by NAME, or a SPARQL SELECT query from FILE.rq.

    People, organisations and topics can be given by name or IRI; values are bound as RDF terms.

    Example: talentgraph query shared-employers --param person="Ada Lovelace" --format csv
    """
    if list_only or not name:
        rows = [
            [
                s.name,
                ", ".join(f"{p.name} ({p.kind}{'' if p.optional else ', required'})" for p in s.params),
                s.summary,
            ]
            for s in list_queries()
        ]
        click.echo(format_table(["name", "parameters", "summary"], rows, max_width=90))
        return
    load_query(name)
    with open_cli_store(store_location) as store:
        result = run_query(store, name, _parse_params(params), limit=limit)
    _emit(result, output_format)


@click.command("shared-employers")
@click.option("--person", help="Only pairs involving this person (name or IRI).")
@click.option("--overlapping", is_flag=True, help="Only pairs whose periods overlapped (true colleagues).")
@limit_option
@as_of_option
@store_option
@format_option
@friendly_errors
def shared_employers(
    person: str | None,
    overlapping: bool,
    limit: int | None,
    as_of: datetime | None,
    store_location: str,
    output_format: str,
) -> None:
    """Pairs of people who worked for the same organisation, and when they overlapped.

    Each side's organisation is shown as its document states it, with the organisation the match
    was made at beside it (Google DeepMind (Google)); an open end is "present", evaluated --as-of
    a day (default today).

    Example: talentgraph shared-employers --overlapping --as-of 2025-01-01
    """
    from ..analysis.employers import (
        shared_employers as find_shared_employers,
    )  # extraction's tables: here only

    day = (as_of or datetime.now()).date()
    with open_cli_store(store_location) as store:
        found = find_shared_employers(store, person, overlapping, day, limit)
        reason = why_empty(store, "overlap" if overlapping else "employer", person) if not found else None
    columns = [
        "person A",
        "person B",
        "employer",
        "A (title, period)",
        "B (title, period)",
        "overlap",
        "evidence",
    ]
    rows = [
        [
            f.name_a,
            f.name_b,
            f.employer_name,
            f"{f.title_a or ''} at {f.at_a} {f.period_a}".strip(),
            f"{f.title_b or ''} at {f.at_b} {f.period_b}".strip(),
            f.overlap,
            ", ".join(e for e in (f.evidence_a, f.evidence_b) if e),
        ]
        for f in found
    ]
    if output_format == "table":
        emit_rows(columns, rows, output_format)
    else:
        records = [f.to_dict() for f in found]
        emit_records(records, output_format)
    say_once(as_of_note(day) if found else reason, output_format, empty=not found)


@click.command()
@store_option
@format_option
@friendly_errors
def stats(store_location: str, output_format: str) -> None:
    """Counts of documents, people, organisations, positions, projects and topics in the store.

    Example: talentgraph stats --format json
    """
    with open_cli_store(store_location) as store:
        result = run_query(store, "stats")
    _emit(result, output_format)


COMMANDS: list[click.Command] = [query, shared_employers, stats]
