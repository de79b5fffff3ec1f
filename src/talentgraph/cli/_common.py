"""Shared CLI plumbing: the --store and --format options, output formatting, error handling."""

from __future__ import annotations

import csv
import functools
import io
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from ..errors import StoreError, TalentGraphError
from ..store import Store, open_store

F = TypeVar("F", bound=Callable[..., Any])

store_option = click.option(
    "--store",
    "store_location",
    envvar="TALENTGRAPH_STORE",
    default="talentgraph-store",
    show_default=True,
    help="Store directory (embedded Oxigraph) or http(s):// SPARQL endpoint URL. Env: TALENTGRAPH_STORE.",
)

format_option = click.option(
    "--format",
    "output_format",
    type=click.Choice(["table", "json", "csv"]),
    default="table",
    show_default=True,
    help="Output format.",
)


as_of_option = click.option(
    "--as-of",
    "as_of",
    type=click.DateTime(formats=["%Y-%m-%d"]),
    help="Evaluate open ends ('present') at this day (YYYY-MM-DD); default today.",
)


def open_cli_store(location: str, read_only: bool = True, create: bool = False) -> Store:
    """Open the store; a local store that does not exist yet is an error unless ``create``.

    Reading commands open an embedded store read-only, so they work while an ingest writes to
    it (they see what was committed when they started); ``create`` opens it for writing.
    """
    # RocksDB's CURRENT file marks a store: a folder of documents passed as --store is not one
    is_store = (Path(location) / "CURRENT").is_file()
    if not create and not location.startswith(("http://", "https://")) and not is_store:
        raise StoreError(
            f"no store at {location}; run 'talentgraph ingest DOCUMENTS' first, "
            "or pass --store / set TALENTGRAPH_STORE to an existing store"
        )
    return open_store(location, read_only=read_only and not create)


def friendly_errors(func: F) -> F:
    """Turn talentgraph errors into 'Error: …' and exit status 1 (no traceback)."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except TalentGraphError as exc:
            raise click.ClickException(str(exc)) from exc
        except KeyboardInterrupt:
            raise click.Abort() from None

    return wrapper  # type: ignore[return-value]


def emit_rows(columns: Sequence[str], rows: Sequence[Sequence[Any]], output_format: str) -> None:
    """Print rows as an aligned table, JSON (list of objects) or CSV."""
    if output_format == "json":
        click.echo(
            json.dumps([dict(zip(columns, row, strict=True)) for row in rows], indent=2, ensure_ascii=False)
        )
        return
    if output_format == "csv":
        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        writer.writerow(columns)
        writer.writerows([["" if v is None else v for v in row] for row in rows])
        click.echo(buffer.getvalue(), nl=False)
        return
    click.echo(format_table(columns, rows))


def emit_records(records: Sequence[dict[str, Any]], output_format: str) -> None:
    """Print records (one dict each) as JSON or CSV, every field a column."""
    columns = list(records[0]) if records else []
    emit_rows(columns, [[r[c] for c in columns] for r in records], output_format)


def say_once(note: str | None, output_format: str, empty: bool = False) -> None:
    """A one-line note under a table; for JSON/CSV only why an answer is ``empty``, on stderr."""
    if note and (output_format == "table" or empty):
        click.echo(f"({note})", err=output_format != "table")


def format_table(columns: Sequence[str], rows: Sequence[Sequence[Any]], max_width: int = 48) -> str:
    """An aligned plain-text table; long cells are cut with '…'.

    >>> print(format_table(["a", "bb"], [[1, "x"], [None, "long"]]))
    a  bb
    -  ----
    1  x
       long
    """

    def cell(value: Any) -> str:
        text = "" if value is None else str(value).replace("\n", " ")
        return text if len(text) <= max_width else text[: max_width - 1] + "…"

    body = [[cell(v) for v in row] for row in rows]
    widths = [max([len(c), *(len(r[i]) for r in body)]) for i, c in enumerate(columns)]
    lines = ["  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True)).rstrip()]
    lines.append("  ".join("-" * w for w in widths))
    lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip() for r in body]
    return "\n".join(lines)


def warn(message: str) -> None:
    click.echo(message, err=True)


def is_tty() -> bool:
    return sys.stderr.isatty()
