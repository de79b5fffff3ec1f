"""``talentgraph serve``: the local store as a read-only SPARQL endpoint (a real subprocess)."""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from SPARQLWrapper import SPARQLWrapper

from talentgraph.cli import cli
from talentgraph.errors import EndpointError
from talentgraph.pipeline import ingest
from talentgraph.queries import run_query
from talentgraph.store import open_store
from talentgraph.store.serve import ReadOnlyServer

from .conftest import free_port

pytestmark = pytest.mark.server

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "data" / "examples"


@pytest.fixture(scope="module")
def example_store(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A store directory holding the bundled example profiles (closed, so a server can open it)."""
    location = tmp_path_factory.mktemp("served") / "store"
    store = open_store(location)
    report = ingest([EXAMPLES], store, progress=False)
    assert report.loaded
    store.close()
    return location


class ServeProcess:
    def __init__(self, store: Path, port: int) -> None:
        command = Path(sys.executable).with_name("talentgraph")
        self.url = f"http://127.0.0.1:{port}"
        self.process = subprocess.Popen(
            [str(command), "serve", "--store", str(store), "--port", str(port)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )

    def wait_ready(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()  # printed once the server answers
        if not line:
            raise AssertionError(f"serve exited: {self.process.stderr.read() if self.process.stderr else ''}")
        return line

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
        try:
            # generous: on a loaded machine the server's exit (store closed, interpreter torn down) has
            # taken over 20 s; a server that ignores SIGTERM still fails here
            return self.process.wait(timeout=60)
        finally:
            for stream in (self.process.stdout, self.process.stderr):
                if stream:
                    stream.close()  # also when the wait fails: an open pipe warns in a later test


@pytest.fixture
def served(example_store: Path, oxigraph_bin: str, unused_port: int) -> Iterator[ServeProcess]:
    server = ServeProcess(example_store, unused_port)
    try:
        yield server
    finally:
        if server.process.poll() is None:
            server.process.kill()  # the test stopped it already, or failed before: no SIGTERM wait here
        server.process.wait()
        for stream in (server.process.stdout, server.process.stderr):
            if stream:
                stream.close()


def docs_snippet() -> str:
    text = (REPO / "docs" / "stores.md").read_text(encoding="utf-8")
    match = re.search(r"<!-- serve-snippet:.*?-->\s*```python\n(.*?)```", text, re.DOTALL)
    assert match, "docs/stores.md lost its serve snippet"
    return match.group(1)


def test_serve_answers_queries_and_refuses_writes(served: ServeProcess, example_store: Path) -> None:
    banner = served.wait_ready()
    assert f"{served.url}/query" in banner
    assert "read-only" in banner

    # The snippet from docs/stores.md, pointed at this server's port.
    snippet = docs_snippet().replace("http://127.0.0.1:7878", served.url)
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        exec(compile(snippet, "docs/stores.md", "exec"), {})
    printed = [line.rsplit(" ", 1) for line in output.getvalue().splitlines()]
    assert len(printed) >= 5
    assert all(count.isdigit() and int(count) >= 1 for _, count in printed)

    # Same answers as the embedded store it serves.
    remote = open_store(served.url)
    local = open_store(example_store, read_only=True)
    assert run_query(remote, "stats").to_python() == run_query(local, "stats").to_python()
    local.close()

    # Writes are refused, by SPARQLWrapper and by talentgraph's own remote store.
    writer = SPARQLWrapper(f"{served.url}/query", updateEndpoint=f"{served.url}/update")
    writer.setMethod("POST")
    writer.setQuery('INSERT DATA { <http://example.org/a> <http://example.org/b> "c" }')
    with pytest.raises(urllib.error.HTTPError) as refused:
        writer.query()
    refused.value.close()
    assert refused.value.code == 403
    with pytest.raises(EndpointError, match=r"refused access .*403.*read-only"):
        remote.update('INSERT DATA { <http://example.org/a> <http://example.org/b> "c" }')
    assert (
        run_query(remote, "stats").to_python()
        == run_query(open_store(example_store, read_only=True), "stats").to_python()
    )


def test_sigterm_stops_the_server(served: ServeProcess) -> None:
    served.wait_ready()
    assert served.stop() == 0
    time.sleep(0.2)
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(f"{served.url}/query?query=ASK%7B%7D", timeout=2)


def test_port_in_use_is_a_clear_error(served: ServeProcess, example_store: Path) -> None:
    served.wait_ready()
    port = served.url.rsplit(":", 1)[1]
    result = CliRunner().invoke(cli, ["serve", "--store", str(example_store), "--port", port])
    assert result.exit_code == 1
    assert f"Error: cannot listen on 127.0.0.1:{port}" in result.output
    assert "Pick another with --port" in result.output


def test_non_loopback_host_needs_allow_remote(example_store: Path) -> None:
    result = CliRunner().invoke(cli, ["serve", "--store", str(example_store), "--host", "0.0.0.0"])
    assert result.exit_code == 1
    assert "Error: refusing to serve on 0.0.0.0" in result.output
    assert "--allow-remote" in result.output


def test_serving_a_url_is_refused() -> None:
    result = CliRunner().invoke(cli, ["serve", "--store", "http://127.0.0.1:7878"])
    assert result.exit_code == 1
    assert "is already a SPARQL endpoint" in result.output
    assert "Traceback" not in result.output


def test_serving_a_missing_store_is_refused(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["serve", "--store", str(tmp_path / "nothing")])
    assert result.exit_code == 1
    assert "there is no store at" in result.output
    assert "talentgraph ingest" in result.output


def test_serve_reads_the_store_from_the_environment(example_store: Path) -> None:
    env = {**os.environ, "TALENTGRAPH_STORE": str(example_store)}
    result = CliRunner(env=env).invoke(cli, ["serve", "--host", "192.0.2.1"])
    assert "refusing to serve on 192.0.2.1" in result.output


def _get(url: str, query: str, host: str | None = None) -> tuple[int, str]:
    request = urllib.request.Request(f"{url}/query?{urllib.parse.urlencode({'query': query})}")
    request.add_header("Accept", "application/sparql-results+json")
    if host is not None:
        request.add_header("Host", host)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as exc:
        with exc:
            return exc.code, exc.read().decode()


FEDERATED = "SELECT ?s WHERE { SERVICE <%s> { ?s a <http://xmlns.com/foaf/0.1/Person> } } LIMIT 1"


def test_service_is_refused_unless_federation_is_allowed(example_store: Path, unused_port: int) -> None:
    with ReadOnlyServer(example_store, port=unused_port) as server:
        code, body = _get(server.url, FEDERATED % server.query_url)
        assert code == 403
        assert "--allow-federation" in body
        escaped = (FEDERATED % server.query_url).replace("SERVICE", "\\u0053ERVICE")
        assert _get(server.url, escaped)[0] == 403
        code, body = _get(server.url, 'SELECT ?s WHERE { ?s ?p "SERVICE" } LIMIT 1')
        assert code == 200, body
        with ReadOnlyServer(example_store, port=free_port(), allow_federation=True) as open_one:
            code, body = _get(open_one.url, FEDERATED % server.query_url)
            assert code == 200, body
            assert json.loads(body)["results"]["bindings"], "the federated query fetched the other endpoint"


def test_a_host_header_naming_another_host_is_refused(example_store: Path, unused_port: int) -> None:
    with ReadOnlyServer(example_store, port=unused_port) as server:
        code, body = _get(server.url, "ASK {}", host=f"attacker.example:{unused_port}")
        assert code == 403
        assert "Host" in body
        assert _get(server.url, "ASK {}", host=f"localhost:{unused_port}")[0] == 200
        assert _get(server.url, "ASK {}")[0] == 200


def test_the_server_answers_while_an_ingest_writes(tmp_path: Path, unused_port: int) -> None:
    location = tmp_path / "store"
    writer = open_store(location)
    ingest([EXAMPLES / "hana-kim.txt"], writer, progress=False, workers=0)
    with ReadOnlyServer(location, port=unused_port) as server:
        ingest([EXAMPLES / "ivan-petrov.mdx"], writer, progress=False, workers=0)
        code, body = _get(server.url, "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")
        assert code == 200, body
    writer.close()
