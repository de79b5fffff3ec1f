"""Commands that explain entity resolution: explain."""

from __future__ import annotations

import json

import click

from ._common import friendly_errors


@click.command()
@click.argument("name")
@click.option(
    "--documents",
    "-d",
    "documents",
    multiple=True,
    type=click.Path(path_type=str),
    help="Also show the forms these documents (files or folders) wrote for the node.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the explanation as JSON.")
@friendly_errors
def explain(name: str, documents: tuple[str, ...], as_json: bool) -> None:
    """Show which written forms map to an organisation, topic or technology node, and by which rule.

    NAME is a written form ("Facebook", "ML systems"), a gazetteer id (meta) or a concept IRI.

    Example: talentgraph explain Facebook --documents data/examples/
    """
    from ..pipeline import profile_from_document
    from ..resolve.explanation import explain as explain_node
    from ..sources import collect_paths, iter_documents

    profiles = []
    for item in iter_documents(collect_paths(documents)):
        if isinstance(item, Exception):
            click.echo(f"skipped: {item}", err=True)
        else:
            profiles.append(profile_from_document(item))
    explanation = explain_node(name, profiles)
    if as_json:
        click.echo(json.dumps(explanation.to_dict(), indent=2, ensure_ascii=False))
    else:
        click.echo("\n".join(explanation.lines()))


COMMANDS: list[click.Command] = [explain]
