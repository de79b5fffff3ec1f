"""The README's examples run exactly as written: every CLI line and the Python API block.

They run in a temporary directory holding a copy of ``data/examples/`` (the README's paths are
relative to a checkout), a cloned site at ``~/src/jdoe.github.io`` (``~`` is a home folder inside
it, expanded as a shell would) and ``notes/bio.md``, as real subprocesses of the installed CLI, in
README order. What cannot
run as written is listed in ``NOT_RUN`` with the reason, and a test pins that list, so nothing is
skipped silently. The one substitution: ``serve --port 7878`` and the ``--store`` URL that points at
it use a free port instead (another process on the machine may hold 7878).
"""

from __future__ import annotations

import contextlib
import os
import re
import shlex
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import EXAMPLES, FIXTURES, REPO

README = (REPO / "README.md").read_text(encoding="utf-8")
CLI = str(Path(sys.executable).with_name("talentgraph"))

#: README lines that are not talentgraph commands run here, and why
NOT_RUN = {
    "make demo": "runs the same ingest/shared-employers/viz commands this test runs",
    "make test": "is the test suite itself",
}

#: a query file the README's ``talentgraph query my-question.rq`` line reads
MY_QUESTION = """\
PREFIX foaf: <http://xmlns.com/foaf/0.1/>
SELECT ?person ?name WHERE { ?person foaf:name ?name } ORDER BY ?name
"""


#: the page the README's ``talentgraph extract notes/bio.md --owner "Jane Doe"`` line reads
BIO = "I am a research scientist at Google (2019 - present), working on robot learning.\n"


def _blocks(language: str) -> list[str]:
    return re.findall(rf"```{language}\n(.*?)```", README, flags=re.S)


def readme_commands() -> list[str]:
    """Every command line of the README's shell blocks, comments removed, in order."""
    lines = []
    for block in _blocks("sh"):
        for line in block.splitlines():
            if line.startswith((" ", "#")) or not line.strip():
                continue
            lines.append(re.sub(r"\s+#.*$", "", line).strip())
    return lines


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("readme")
    shutil.copytree(EXAMPLES, root / "data" / "examples")
    (root / "my-question.rq").write_text(MY_QUESTION, encoding="utf-8")
    shutil.copytree(FIXTURES / "sites" / "kvale.github.io", root / "home" / "src" / "jdoe.github.io")
    (root / "notes").mkdir()
    (root / "notes" / "bio.md").write_text(BIO, encoding="utf-8")
    return root


@pytest.fixture(scope="module")
def port() -> int:
    return _free_port()


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "TALENTGRAPH_STORE"}
    return subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=600, env=env)


@contextlib.contextmanager
def _serving(args: list[str], cwd: Path, port: int) -> Iterator[None]:
    log = cwd / "serve.log"
    with log.open("w") as err:
        process = subprocess.Popen(args, cwd=cwd, stdout=subprocess.DEVNULL, stderr=err)
        try:
            deadline = time.monotonic() + 60
            while time.monotonic() < deadline:
                try:
                    urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1).close()
                    break
                except OSError as exc:
                    if process.poll() is not None:
                        raise AssertionError(f"serve exited: {log.read_text()}") from exc
                    time.sleep(0.2)
            yield
        finally:
            process.terminate()
            process.wait(timeout=30)


def test_not_run_list_is_exactly_the_non_talentgraph_lines() -> None:
    others = {c for c in readme_commands() if not c.startswith("talentgraph ")}
    assert others == set(NOT_RUN)


@pytest.mark.slow
def test_readme_cli_examples_run_as_written(workdir: Path, port: int) -> None:
    commands = [c for c in readme_commands() if c.startswith("talentgraph ")]
    assert len(commands) >= 20
    with contextlib.ExitStack() as stack:
        for command in commands:
            args = [CLI, *shlex.split(command)[1:]]
            args = [a.replace("7878", str(port)) for a in args]
            args = [str(workdir / "home") + a[1:] if a.startswith("~/") else a for a in args]
            if args[1] == "serve":
                stack.enter_context(_serving(args, workdir, port))
                continue
            result = _run(args, workdir)
            assert result.returncode == 0, f"{command}\n{result.stdout}\n{result.stderr}"
            assert result.stdout.strip() or "--out" in args, f"{command} printed nothing"
            assert "Traceback" not in result.stderr, command
    for written in ("out/alice.html", "out/graph.trig", "out/graph.jsonld", "out/tables.zip"):
        assert (workdir / written).stat().st_size > 0, written


@pytest.mark.slow
def test_readme_python_example_runs_as_written(tmp_path: Path) -> None:
    # a fresh folder: the block stands alone, not after the CLI tour (whose server may still be
    # letting go of the store)
    shutil.copytree(EXAMPLES, tmp_path / "data" / "examples")
    (code,) = _blocks("python")
    result = _run([sys.executable, "-c", code], tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "hana-kim.txt" in lines[0]
    assert "'org':" in lines[1]
    assert len(lines) > 3
