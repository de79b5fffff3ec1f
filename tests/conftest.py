"""Shared fixtures: stores of every backend, real servers, profile helpers.

The servers run as they come: ``oxigraph serve`` without ``--union-default-graph`` and Debian's
Virtuoso with a generated ``virtuoso.ini`` (throw-away database, 127.0.0.1, free ports), written
to through its ``/sparql-auth`` endpoint as ``dba`` (digest authentication).

Tests that need an external part (server binary, browser) skip on a laptop that lacks it, with
the reason, but fail when ``CI`` is set: CI must exercise everything.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from rdflib import Graph

from talentgraph.derive import rederive_facts
from talentgraph.model import Profile
from talentgraph.rdf import person_iri, profile_to_graph
from talentgraph.store import Store, open_store
from talentgraph.vocab import ORG, REFERENCE_GRAPH

from . import memory_guard

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = REPO / "data" / "examples"
SEEDS = REPO.parent / "shared" / "seeds"
FIXTURES = Path(__file__).parent / "fixtures"
KG = FIXTURES / "kg"


#: The file that tells the memory guard which test runs now (one per test process).
CURRENT_TEST = Path(tempfile.gettempdir()) / f"talentgraph-current-test-{os.getpid()}.txt"
_GUARD = pytest.StashKey["subprocess.Popen[bytes] | None"]()


def pytest_sessionstart(session: pytest.Session) -> None:
    """Start the memory guard (tests/memory_guard.py) beside the test process; keep the reference
    graph's cache (talentgraph.reference.cache_folder) out of the user's cache folder."""
    os.environ.setdefault("TALENTGRAPH_CACHE_DIR", tempfile.mkdtemp(prefix="talentgraph-test-cache-"))
    CURRENT_TEST.write_text("(collecting)", encoding="utf-8")
    session.config.stash[_GUARD] = memory_guard.start(CURRENT_TEST)


def pytest_runtest_logstart(nodeid: str) -> None:
    """Tell the memory guard which test runs now."""
    CURRENT_TEST.write_text(nodeid, encoding="utf-8")


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Stop the memory guard."""
    guard = session.config.stash.get(_GUARD, None)
    if guard is not None:
        guard.terminate()
        guard.wait(timeout=10)
    CURRENT_TEST.unlink(missing_ok=True)


def load_small_graph(store: Store) -> None:
    """Load the query fixtures (tests/fixtures/kg): hand-written profiles and reference triples.

    Rosa Vell's own page takes the IRI her mentions have (name + CMU), as identity linking would.
    """
    reference = Graph(identifier=REFERENCE_GRAPH)
    reference.parse(KG / "reference.ttl", format="turtle")
    parents = {str(s): str(o) for s, o in reference.subject_objects(ORG.subOrganizationOf)}
    for data in yaml.safe_load((KG / "profiles.yaml").read_text(encoding="utf-8")):
        profile = Profile.from_dict(data)
        graph = profile_to_graph(profile, sha256="0" * 64)
        rederive_facts(graph, parents)  # the fixture's hierarchy is its own, not the gazetteer's
        if profile.source == "rosa.html":
            old, new = person_iri("Rosa Vell", "doc:rosa.html"), person_iri("Rosa Vell", "org:cmu")
            linked = Graph(identifier=graph.identifier)
            for s, p, o in graph:
                linked.add((new if s == old else s, p, new if o == old else o))
            graph = linked
        store.replace_graph(graph)
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


VIRTUOSO_INI = """\
[Database]
DatabaseFile = virtuoso.db
ErrorLogFile = virtuoso.log
LockFile = virtuoso.lck
TransactionFile = virtuoso.trx
xa_persistent_file = virtuoso.pxa
Striping = 0
[TempDatabase]
DatabaseFile = virtuoso-temp.db
TransactionFile = virtuoso-temp.trx
[Parameters]
ServerPort = 127.0.0.1:{sql_port}
DisableUnixSocket = 1
NumberOfBuffers = 4000
MaxDirtyBuffers = 3000
ThreadsPerQuery = 2
DirsAllowed = .
[HTTPServer]
ServerPort = 127.0.0.1:{http_port}
ServerRoot = .
ServerThreads = 4
[SPARQL]
ResultSetMaxRows = 10000
MaxQueryExecutionTime = 120
MaxQueryCostEstimationTime = 400
"""


class VirtuosoServer:
    """Debian's Virtuoso (``virtuoso-t``) on 127.0.0.1 with a throw-away database; stopped by PID.

    ``url`` is the digest-protected ``/sparql-auth`` endpoint, ``user``/``password`` the default
    ``dba`` account of a fresh database.
    """

    user = password = "dba"

    def __init__(self, binary: str, location: Path) -> None:
        self.binary = binary
        self.location = location
        self.http_port, self.sql_port = free_port(), free_port()
        self.url = f"http://127.0.0.1:{self.http_port}/sparql-auth"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> None:
        self.location.mkdir(parents=True, exist_ok=True)
        ini = self.location / "virtuoso.ini"
        ini.write_text(
            VIRTUOSO_INI.format(sql_port=self.sql_port, http_port=self.http_port), encoding="utf-8"
        )
        self.process = subprocess.Popen(
            [self.binary, "+foreground", "+configfile", str(ini)],
            cwd=self.location,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 120
        probe = f"http://127.0.0.1:{self.http_port}/sparql?query=ASK%7B%7D"
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                log = self.location / "virtuoso.log"
                tail = log.read_text(errors="replace")[-500:] if log.exists() else ""
                raise RuntimeError(f"virtuoso-t exited: {tail}")
            try:
                with urllib.request.urlopen(probe, timeout=2):
                    return
            except OSError:
                time.sleep(0.2)
        raise RuntimeError("virtuoso-t did not start within 120 s")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def virtuoso_binary() -> str | None:
    return shutil.which("virtuoso-t")


@pytest.fixture(scope="session")
def virtuoso_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[VirtuosoServer]:
    """One Virtuoso for the session (it takes seconds to create a database); tests empty it."""
    binary = virtuoso_binary()
    need(binary is not None, "Virtuoso is not installed (apt-get install virtuoso-opensource)")
    assert binary is not None
    server = VirtuosoServer(binary, tmp_path_factory.mktemp("virtuoso"))
    server.start()
    yield server
    server.stop()


@pytest.fixture
def virtuoso(virtuoso_server: VirtuosoServer, monkeypatch: pytest.MonkeyPatch) -> VirtuosoServer:
    """The session's Virtuoso, emptied of every graph talentgraph can see, with its credentials set."""
    monkeypatch.setenv("TALENTGRAPH_USER", virtuoso_server.user)
    monkeypatch.setenv("TALENTGRAPH_PASSWORD", virtuoso_server.password)
    store = open_store(virtuoso_server.url)
    for name in store.graph_names():
        store.update(f"DROP SILENT GRAPH <{name}>")
    return virtuoso_server


def _store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    if request.param == "embedded":
        store = open_store(tmp_path / "store")
        yield store
        store.close()
    elif request.param == "oxigraph":
        server = request.getfixturevalue("oxigraph_server")
        yield open_store(server.url)
    else:
        yield open_store(request.getfixturevalue("virtuoso").url)


@pytest.fixture(params=["embedded", "oxigraph", "virtuoso"])
def contract_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    """An empty store of every backend: embedded Oxigraph, a plain ``oxigraph serve``, Virtuoso."""
    yield from _store(request, tmp_path)


@pytest.fixture(params=["embedded", "oxigraph"])
def any_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Store]:
    """An empty store of each Oxigraph backend: embedded on disk, and a plain ``oxigraph serve``.

    The query library and analysis run here; Virtuoso's SPARQL compiler fails on the
    organisation-hierarchy queries (see docs/stores.md), so it runs the store contract and the
    command parity test in ``tests/test_remote.py`` only.
    """
    yield from _store(request, tmp_path)


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
