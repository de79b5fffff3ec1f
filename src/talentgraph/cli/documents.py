"""Commands that read documents: extract, ingest, remove."""

from __future__ import annotations

import json
import re

import click
import yaml

from .. import pipeline
from ..rdf import document_iri
from ..validate import validate_store
from ._common import friendly_errors, is_tty, open_cli_store, store_option, warn
from .rdf_cmds import print_report


@click.command()
@click.argument("document", type=click.Path(path_type=str))
@click.option(
    "--format", "output_format", type=click.Choice(["json", "yaml"]), default="json", show_default=True
)
@click.option("--owner", metavar="NAME", help="Whose document it is, when the document does not say.")
@friendly_errors
def extract(document: str, output_format: str, owner: str | None) -> None:
    """Print the profile extracted from DOCUMENT (the profile JSON contract).

    DOCUMENT is a file, or the folder of an unpacked LinkedIn data export.

    Example: talentgraph extract data/examples/alice-nguyen.txt --format yaml
    """
    profile = pipeline.extract_path(document, owner=owner.strip() if owner and owner.strip() else None)
    data = profile.to_dict()
    if output_format == "yaml":
        click.echo(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), nl=False)
    else:
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))


@click.command()
@click.argument("paths", nargs=-1, required=True, type=click.Path(path_type=str))
@store_option
@click.option(
    "--workers", default=1, show_default=True, type=click.IntRange(1, 64), help="Extraction processes."
)
@click.option("--recursive", "-r", is_flag=True, help="Descend into sub-folders.")
@click.option(
    "--force", is_flag=True, help="Extract every document again, even those stored unchanged (same bytes)."
)
@click.option(
    "--batch-size",
    default=None,
    type=click.IntRange(1),
    help="Documents per commit; an interrupted ingest keeps every batch committed before."
    " A batch is committed early once it has waited 10 s and holds 200 documents."
    " [default: 200; 1000 into a new embedded store]",
)
@click.option(
    "--time-limit",
    default=60.0,
    show_default=True,
    type=click.FloatRange(0.1),
    help="Seconds one document may take to extract; a slower one is reported and skipped.",
)
@click.option(
    "--memory-limit",
    default=2048,
    show_default=True,
    type=click.IntRange(64),
    help="MB of memory one document's extraction may use; more is reported and skipped.",
)
@click.option("--quiet", "-q", is_flag=True, help="No progress bar or per-document warnings.")
@click.option(
    "--validate", "run_validation", is_flag=True, help="Run the SHACL shapes on the ingested documents."
)
@click.option(
    "--owner", metavar="NAME", help="Whose documents these are (overrides a site's config and the pages)."
)
@friendly_errors
def ingest(
    paths: tuple[str, ...],
    store_location: str,
    workers: int,
    recursive: bool,
    force: bool,
    batch_size: int | None,
    time_limit: float,
    memory_limit: int,
    quiet: bool,
    run_validation: bool,
    owner: str | None,
) -> None:
    """Load documents (files, folders or whole site repositories) into the store, one named graph per document.

    Documents are committed in batches as they are extracted, so an interrupted ingest keeps what
    it committed, and running it again skips documents already stored unchanged. Re-ingesting a
    changed document replaces its facts. A document that cannot be read, or takes more than its
    time or memory budget, is reported by name and skipped; the rest still goes in. A cloned
    academic site (Jekyll, Hugo, plain GitHub Pages) is read as one person: its profile pages, CV
    data and CV PDF, owned by the name in the site's config.

    Example: talentgraph ingest data/examples/ --store ./talentgraph-store
    """
    if owner is not None and not owner.strip():
        raise click.ClickException('--owner is empty; give the owner\'s name, e.g. --owner "Ada Lovelace"')
    with open_cli_store(store_location, create=True) as store:
        report = pipeline.ingest(
            paths,
            store,
            workers=workers,
            recursive=recursive,
            progress=not quiet and is_tty(),
            owner=owner.strip() if owner else None,
            batch_size=batch_size,
            time_limit=time_limit,
            memory_mb=memory_limit,
            force=force,
        )
        loaded = [document_iri(source) for source in report.loaded]
        findings = validate_store(store, loaded) if run_validation else None
    for source, reason in report.failed:
        # readers name the file in their errors, as 'extract' shows them; here the line names it
        reason = re.sub(rf"^(.*/)?{re.escape(source)}: ", "", reason)
        warn(f"skipped {source}: {reason}")
    if not quiet:
        for source, message in report.warnings:
            warn(f"warning {source}: {message}")
        for merge in report.identity_merges:
            how = ", ".join(merge.reasons) or "identity key"
            warn(f"linked {merge.old} to the person already in the store {merge.new} ({how})")
    click.echo(
        f"Ingested {len(report.loaded)} document(s) into {store_location}"
        f" ({report.quads_after} quads, {report.quads_after - report.quads_before:+d})"
        + (f"; {len(report.unchanged)} unchanged" if report.unchanged else "")
        + (f"; {len(report.failed)} skipped" if report.failed else "")
    )
    if report.failed and not report.loaded and not report.unchanged:
        raise click.ClickException("no document could be ingested; see the messages above")
    if findings is not None:
        print_report(findings)
        if not findings.conforms:
            raise click.ClickException(
                f"{len(findings.violations)} SHACL violation(s) in the ingested documents; see the lines above"
            )


@click.command()
@click.argument("documents", nargs=-1, required=True)
@store_option
@friendly_errors
def remove(documents: tuple[str, ...], store_location: str) -> None:
    """Delete the facts of documents (by file name or path) from the store.

    Example: talentgraph remove alice-nguyen.txt
    """
    with open_cli_store(store_location, read_only=False) as store:
        removed = pipeline.remove(documents, store)
    for document in documents:
        if document not in removed:
            warn(f"not in the store: {document}")
    click.echo(f"Removed {len(removed)} document(s).")
    if not removed:
        raise click.ClickException("nothing removed; run 'talentgraph stats' to see what the store holds")


@click.command("eval")
@click.argument("gold_dir", type=click.Path(file_okay=False, exists=True, path_type=str))
@click.argument("docs_dir", type=click.Path(file_okay=False, exists=True, path_type=str))
@click.option("--verbose", "-v", is_flag=True, help="Also list each document's missed and spurious items.")
@friendly_errors
def evaluate_command(gold_dir: str, docs_dir: str, verbose: bool) -> None:
    """Score extraction against hand-annotated gold YAML files: precision, recall, F1 per field.

    Each gold file names its document (`source:`) in DOCS_DIR. The last line is the micro-average.

    Example: talentgraph eval data/examples/gold data/examples
    """
    from ..evaluate import evaluate, format_report

    click.echo(format_report(evaluate(gold_dir, docs_dir), verbose=verbose))


COMMANDS: list[click.Command] = [extract, ingest, remove, evaluate_command]
