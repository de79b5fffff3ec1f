"""Arguments that name things are checked: a malformed or unknown IRI, or undecodable bytes, is an Error: line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from talentgraph.cli import cli
from talentgraph.pipeline import ingest
from talentgraph.store import open_store

from .conftest import EXAMPLES

PERSON = "https://w3id.org/talentgraph/id/person/"


@pytest.fixture(scope="module")
def store_dir(tmp_path_factory: pytest.TempPathFactory) -> str:
    location = tmp_path_factory.mktemp("inputs") / "store"
    store = open_store(location)
    ingest([EXAMPLES / "fatima-haddad.json", EXAMPLES / "ivan-petrov.mdx"], store, progress=False, workers=0)
    store.close()
    return str(location)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["conflicts", "Fatima Haddad", "--reviewer", f"{PERSON}x "], f"not a valid IRI: '{PERSON}x '"),
        (
            ["conflicts", "Fatima Haddad", "--reviewer", f"{PERSON}nobody"],
            f"'{PERSON}nobody' is not in the store",
        ),
        (["path", f"{PERSON}a<b>", "Ivan Petrov"], "not a valid IRI"),
        (["shared-employers", "--person", f"{PERSON}nobody"], "is not in the store"),
        (["query", "colleagues", "--param", f"person={PERSON}no body"], "not a valid IRI"),
    ],
)
def test_a_bad_iri_is_an_error_naming_it(store_dir: str, args: list[str], message: str) -> None:
    result = CliRunner().invoke(cli, [*args, "--store", store_dir])
    assert result.exit_code == 1, result.output
    assert result.output.startswith("Error: "), result.output
    assert message in result.output


@pytest.mark.parametrize("command", [["path", b"\xff\xfeAda", b"Ivan Petrov"], ["conflicts", b"Fatima\xc3"]])
def test_undecodable_argument_bytes_are_an_error_line(store_dir: str, command: list[str | bytes]) -> None:
    exe = Path(sys.executable).with_name("talentgraph")
    argv = [os.fsencode(str(exe)), *(os.fsencode(c) if isinstance(c, str) else c for c in command)]
    env = {**os.environ, "TALENTGRAPH_STORE": store_dir, "LC_ALL": "C.UTF-8"}
    done = subprocess.run(argv, capture_output=True, timeout=120, env=env)
    err = done.stderr.decode("utf-8", "replace")
    assert done.returncode == 1, err
    assert "Traceback" not in err
    assert err.startswith("Error: argument "), err
    assert "not valid text" in err
