"""The CLI in-process (CliRunner) and once as a real subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from talentgraph.cli import cli

from .conftest import EXAMPLES, SEEDS


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, list(args))
    return result.exit_code, result.output


@pytest.fixture
def store_dir(tmp_path: Path) -> str:
    return str(tmp_path / "store")


def test_extract_prints_profile_json() -> None:
    code, out = run("extract", str(EXAMPLES / "hana-kim.txt"))
    assert code == 0, out
    data = json.loads(out)
    assert set(data) >= {"source", "person", "affiliations", "education", "projects", "topics", "technologies",
                         "people", "publications", "awards", "warnings"}  # fmt: skip
    assert data["source"] == "hana-kim.txt"


@pytest.mark.parametrize("seed", sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else [], ids=lambda p: p.name)
def test_extract_every_seed_gives_valid_json(seed: Path) -> None:
    gold = SEEDS / "gold" / f"{seed.stem}.yaml"
    code, out = run("extract", str(seed))
    assert code == 0, out
    data = json.loads(out)
    import yaml

    expected_name = (yaml.safe_load(gold.read_text())["person"] or {}).get("name")
    if expected_name is None:
        assert data["person"]["name"] is None, "invented a name the document does not state"


def test_missing_document_is_a_one_line_error() -> None:
    code, out = run("extract", "does-not-exist.txt")
    assert code != 0
    assert "Traceback" not in out


def test_unknown_query_error_says_what_to_do(store_dir: str) -> None:
    code, out = run("query", "coauthor", "--store", store_dir)
    assert code == 1
    assert (
        "Error: unknown query 'coauthor'. Run 'talentgraph query --list' to see the available queries." in out
    )


def test_ingest_query_stats_export_viz(store_dir: str, tmp_path: Path) -> None:
    code, out = run("ingest", str(EXAMPLES), "--store", store_dir, "--quiet")
    assert code == 0, out
    assert "Ingested 13 document(s)" in out
    code, out = run("stats", "--store", store_dir, "--format", "json")
    assert code == 0, out
    stats = json.loads(out)[0]
    assert stats["documents"] == 13
    assert stats["people"] >= 9
    code, out = run("shared-employers", "--store", store_dir, "--format", "csv")
    assert code == 0, out
    assert out.splitlines()[0].startswith("personA,nameA,personB")
    code, out = run("shared-employers", "--store", store_dir, "--person", "Nobody Atall")
    assert code == 1
    assert "no person named 'Nobody Atall'" in out
    code, out = run("export", "--format", "ttl", "--out", str(tmp_path / "g.ttl"), "--store", store_dir)
    assert code == 0, out
    assert (tmp_path / "g.ttl").stat().st_size > 1000
    code, out = run("viz", "--out", str(tmp_path / "g.html"), "--store", store_dir)
    assert code == 0, out
    assert "vis.Network" in (tmp_path / "g.html").read_text()


def test_partly_bad_batch_exits_zero_and_reports(store_dir: str, tmp_path: Path) -> None:
    code, out = run("ingest", str(EXAMPLES / "hana-kim.txt"), str(tmp_path / "nope.md"), "--store", store_dir)
    assert code == 0, out
    assert "skipped nope.md" in out
    assert "Ingested 1 document(s)" in out


def test_a_skipped_document_is_named_once(store_dir: str, tmp_path: Path) -> None:
    """The reason a document is skipped does not repeat its name ('skipped x.txt: x.txt: …')."""
    folder = tmp_path / "batch"
    folder.mkdir()
    (folder / "hana-kim.txt").write_bytes((EXAMPLES / "hana-kim.txt").read_bytes())
    (folder / "garbled.txt").write_bytes(bytes(range(128, 256)) * 20)
    (folder / "oversized.txt").write_bytes(b"Engineer at Acme 2019-2020\n" * 800_000)
    code, out = run("ingest", str(folder), "--workers", "1", "--store", store_dir)
    assert code == 0, out
    assert "skipped garbled.txt: cannot be decoded" in out
    assert "skipped oversized.txt: 21600000 bytes is too large" in out


def test_a_folder_that_is_not_a_store_is_named_so(tmp_path: Path) -> None:
    """'--store docs/' (the documents, not the store) is no store, not 'is another process using it?'."""
    (tmp_path / "bio.md").write_text("# Ada Quill\n", encoding="utf-8")
    code, out = run("stats", "--store", str(tmp_path))
    assert code == 1
    assert out.startswith(f"Error: no store at {tmp_path}; run 'talentgraph ingest DOCUMENTS' first")


def test_real_subprocess(tmp_path: Path) -> None:
    exe = Path(sys.executable).with_name("talentgraph")
    env = {**os.environ, "TALENTGRAPH_STORE": str(tmp_path / "store")}
    done = subprocess.run(
        [str(exe), "ingest", str(EXAMPLES / "julia-santos.txt")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "store").is_dir()
    done = subprocess.run([str(exe), "query", "nope"], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 1
    assert done.stderr.strip().startswith("Error: unknown query 'nope'")
    assert "Traceback" not in done.stderr
