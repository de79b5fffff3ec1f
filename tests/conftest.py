"""Shared fixtures: stores of both backends, a real ``oxigraph serve``, profile helpers.

Tests that need an external part (server binary, browser) skip on a laptop that lacks it, with
the reason, but fail when ``CI`` is set: CI must exercise everything.
"""

from __future__ import annotations

import os
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from rdflib import Graph

from talentgraph.model import Profile
from talentgraph.rdf import person_iri, profile_to_graph
from talentgraph.store import Store, open_store
from talentgraph.vocab import REFERENCE_GRAPH

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "data" / "examples"
SEEDS = REPO.parent / "shared" / "seeds"
FIXTURES = Path(__file__).parent / "fixtures"
KG = FIXTURES / "kg"


def load_small_graph(store: Store) -> None:
    """Load the query fixtures (tests/fixtures/kg): hand-written profiles and reference triples.

    Rosa Vell's own page takes the IRI her mentions have (name + CMU), as identity linking would.
    """
    for data in yaml.safe_load((KG / "profiles.yaml").read_text(encoding="utf-8")):
        profile = Profile.from_dict(data)
        graph = profile_to_graph(profile, sha256="0" * 64)
        if profile.source == "rosa.html":
            old, new = person_iri("Rosa Vell", "doc:rosa.html"), person_iri("Rosa Vell", "org:cmu")
            linked = Graph(identifier=graph.identifier)
            for s, p, o in graph:
                linked.add((new if s == old else s, p, new if o == old else o))
            graph = linked
        store.replace_graph(graph)
    reference = Graph(identifier=REFERENCE_GRAPH)
    reference.parse(KG / "reference.ttl", format="turtle")
    store.replace_graph(reference)


def need(available: bool, reason: str) -> None:
    """Skip when a test's external part is missing; fail instead under CI."""
    if available:
        return
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (CI is set, so this is a failure, not a skip)")
    pytest.skip(reason)


def oxigraph_binary() -> str | None:
    """The server binary talentgraph itself would use, or None when it is not installed."""
    from talentgraph.errors import StoreError
    from talentgraph.store.serve import oxigraph_binary as find

    try:
        return find()
    except StoreError:
        return None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class OxigraphServer:
    """A real ``oxigraph serve`` on 127.0.0.1 with its own data folder; stopped by PID."""

    def __init__(self, binary: str, location: Path) -> None:
        self.binary = binary
        self.location = location
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.process = subprocess.Popen(
            [
                self.binary,
                "serve",
                "--location",
                str(self.location),
                "--bind",
                f"127.0.0.1:{self.port}",
                "--union-default-graph",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                err = self.process.stderr.read().decode() if self.process.stderr else ""
                raise RuntimeError(f"oxigraph serve exited: {err}")
            try:
                with urllib.request.urlopen(f"{self.url}/query?query=ASK%7B%7D", timeout=1):
                    return
            except OSError:
                time.sleep(0.1)
        raise RuntimeError("oxigraph serve did not start within 30 s")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process and self.process.stderr:
            self.process.stderr.close()


@pytest.fixture
def oxigraph_server(tmp_path: Path) -> Iterator[OxigraphServer]:
    """A fresh, empty Oxigraph server for one test."""
    binary = oxigraph_binary()
    need(binary is not None, "the 'oxigraph' server binary is not installed (pip install oxigraph)")
    assert binary is not None
    server = OxigraphServer(binary, tmp_path / "server-data")
    server.start()
    yield server
    server.stop()


@pytest.fixture(params=["embedded", "remote"])
def any_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    """An empty store of each backend: embedded Oxigraph on disk, and a real oxigraph server."""
    if request.param == "embedded":
        store = open_store(tmp_path / "store")
        yield store
        store.close()
    else:
        server = request.getfixturevalue("oxigraph_server")
        yield open_store(server.url)


@pytest.fixture
def embedded_store(tmp_path: Path) -> Iterator[Store]:
    store = open_store(tmp_path / "store")
    yield store
    store.close()


@pytest.fixture
def unused_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (for 'server down' cases)."""
    return free_port()


@pytest.fixture
def oxigraph_bin() -> str:
    """Path of the ``oxigraph`` binary (skips without it, fails under CI)."""
    binary = oxigraph_binary()
    need(binary is not None, "the 'oxigraph' server binary is not installed (pip install oxigraph)")
    assert binary is not None
    return binary
