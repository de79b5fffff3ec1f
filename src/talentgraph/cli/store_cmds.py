"""Commands about the store as a service: serve."""

from __future__ import annotations

import click

from ..store import store_location as resolve_store
from ..store.serve import ReadOnlyServer
from ._common import friendly_errors, store_option


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on (loopback only).")
@click.option(
    "--port", default=7878, show_default=True, type=click.IntRange(1, 65535), help="Port to listen on."
)
@click.option(
    "--allow-remote",
    is_flag=True,
    help="Allow a --host other machines can reach (the endpoint has no authentication).",
)
@click.option(
    "--allow-federation",
    is_flag=True,
    help="Allow SPARQL SERVICE, which makes the server fetch URLs that queries name.",
)
@store_option
@friendly_errors
def serve(host: str, port: int, allow_remote: bool, allow_federation: bool, store_location: str) -> None:
    """Serve the store as a read-only SPARQL 1.1 endpoint at http://HOST:PORT/query.

    Queries see the union of all document graphs; writes, federated queries (SERVICE) and
    requests whose Host header is a DNS name are refused. The store is opened read-only, so an
    ingest may run meanwhile; restart the server to see its documents. Stop it with Ctrl-C.

    Example: talentgraph serve --port 7878 (then query http://127.0.0.1:7878/query)
    """
    server = ReadOnlyServer(
        resolve_store(store_location),
        host=host,
        port=port,
        allow_remote=allow_remote,
        allow_federation=allow_federation,
    )
    server.serve_forever(
        on_ready=lambda s: click.echo(f"Serving {s.location} read-only at {s.query_url} (Ctrl-C to stop)")
    )


COMMANDS: list[click.Command] = [serve]
