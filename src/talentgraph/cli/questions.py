"""Commands that ask the store questions: query, shared-employers, stats."""

from __future__ import annotations

from typing import Any

import click

from ..queries import list_queries, load_query, run_query
from ..store.base import QueryResult
from ._common import emit_rows, format_option, format_table, friendly_errors, open_cli_store, store_option


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
@store_option
@format_option
@friendly_errors
def query(
    name: str | None, params: tuple[str, ...], list_only: bool, store_location: str, output_format: str
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
        result = run_query(store, name, _parse_params(params))
    _emit(result, output_format)


@click.command("shared-employers")
@click.option("--person", help="Only pairs involving this person (name or IRI).")
@click.option("--overlapping", is_flag=True, help="Only pairs whose periods overlapped (true colleagues).")
@store_option
@format_option
@friendly_errors
def shared_employers(person: str | None, overlapping: bool, store_location: str, output_format: str) -> None:
    """Pairs of people who worked for the same organisation, and when they overlapped.

    Example: talentgraph shared-employers --overlapping
    """
    params = {"overlapping": "true" if overlapping else "false"}
    if person:
        params["person"] = person
    with open_cli_store(store_location) as store:
        result = run_query(store, "shared-employers", params)
    rows = []
    for row in result.to_python():
        period_a = f"{row['startA'] or '?'}..{row['endA'] or '?'}"
        period_b = f"{row['startB'] or '?'}..{row['endB'] or '?'}"
        overlap = (
            f"{row['overlapStart']}..{row['overlapEnd']} ({row['overlapMonths']} mo)"
            if row["overlapMonths"]
            else "none"
        )
        rows.append(
            [
                row["nameA"] or row["personA"],
                row["nameB"] or row["personB"],
                row["employerName"],
                f"{row['titleA'] or ''} {period_a}".strip(),
                f"{row['titleB'] or ''} {period_b}".strip(),
                overlap,
                ", ".join(str(e) for e in (row["evidenceA"], row["evidenceB"]) if e),
            ]
        )
    if output_format == "table":
        click.echo(
            format_table(
                [
                    "person A",
                    "person B",
                    "employer",
                    "A (title, period)",
                    "B (title, period)",
                    "overlap",
                    "evidence",
                ],
                rows,
            )
        )
        if not rows:
            click.echo("(no shared employers)")
    else:
        _emit(result, output_format)


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
