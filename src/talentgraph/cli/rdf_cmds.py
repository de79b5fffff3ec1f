"""Commands about the RDF itself: validate (SHACL)."""

from __future__ import annotations

from pathlib import Path

import click

from ..errors import StoreError
from ..store import Store
from ..validate import ValidationReport, validate_store
from ._common import emit_rows, format_option, friendly_errors, open_cli_store, store_option


def open_existing_store(location: str) -> Store:
    """Open a store read-only (works beside a running ingest or serve); a missing folder is an error."""
    if not location.startswith(("http://", "https://")) and not Path(location).is_dir():
        raise StoreError(f"no store at {location}; run 'talentgraph ingest' first or pass --store")
    return open_cli_store(location, read_only=True)


_COLUMNS = ["severity", "document", "line", "message", "focus", "path", "value", "text"]


def print_report(report: ValidationReport, output_format: str = "table") -> None:
    """Print the findings (one row each) and a one-line summary on stderr."""
    if output_format == "table":
        for f in report.findings:
            where = f"{f.document or 'reference graph'}" + (f":{f.line}" if f.line else "")
            click.echo(f"{f.severity:<9} {where}  {f.message}  [{f.focus}]")
    else:
        emit_rows(_COLUMNS, [[getattr(f, c) for c in _COLUMNS] for f in report.findings], output_format)
    click.echo(
        f"{len(report.violations)} violation(s), {len(report.warnings)} warning(s)",
        err=output_format != "table",
    )


@click.command()
@store_option
@format_option
@friendly_errors
def validate(store_location: str, output_format: str) -> None:
    """Check the store against the SHACL shapes (ontology/shapes.ttl) with pySHACL.

    Prints each finding with the document and line it came from. Warnings (an interval the document
    wrote backwards, kept as written) do not fail; any violation exits with status 1.

    Example: talentgraph validate --store ./talentgraph-store --format csv
    """
    with open_existing_store(store_location) as store:
        report = validate_store(store)
    print_report(report, output_format)
    if not report.conforms:
        raise click.ClickException(
            f"{len(report.violations)} SHACL violation(s); fix the documents or the extraction at the lines above"
        )


COMMANDS: list[click.Command] = [validate]
