"""The question and analysis commands, in-process (CliRunner) and once as a real subprocess."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from talentgraph.cli import cli
from talentgraph.store import open_store

from .conftest import load_small_graph


@pytest.fixture
def store_dir(tmp_path: Path) -> str:
    location = tmp_path / "store"
    store = open_store(location)
    load_small_graph(store)
    store.close()
    return str(location)


def invoke(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_query_list_shows_parameters() -> None:
    out = invoke("query", "--list")
    assert "colleagues" in out
    assert "person (person, required)" in out
    assert "_incidence" not in out


def test_query_by_name_in_three_formats(store_dir: str) -> None:
    table = invoke("query", "timeline", "--param", "person=Ben Marsh", "--store", store_dir)
    assert "Loomcraft" in table
    assert "ben.md:15" in table
    rows = json.loads(
        invoke("query", "colleagues", "-p", "person=Ada Quill", "--format", "json", "--store", store_dir)
    )
    assert [r["name"] for r in rows] == ["Kai Lund", "Ben Marsh"]
    text = invoke(
        "query", "experts", "-p", "topic=Federated Learning", "--format", "csv", "--store", store_dir
    )
    assert [r["name"] for r in csv.DictReader(io.StringIO(text))] == ["Gia Moreau", "Hal Kim"]


def test_query_errors_say_what_to_do(store_dir: str) -> None:
    runner = CliRunner()
    result = runner.invoke(cli, ["query", "coauthor", "--store", store_dir])
    assert result.exit_code == 1
    assert "Error: unknown query 'coauthor'. Run 'talentgraph query --list'" in result.output
    result = runner.invoke(cli, ["query", "timeline", "-p", "person=Lars Brenn", "--store", store_dir])
    assert result.exit_code == 1
    assert "2 people are named 'Lars Brenn'; pass one IRI instead" in result.output


def test_shared_employers_table_has_evidence(store_dir: str) -> None:
    out = invoke("shared-employers", "--person", "Ben Marsh", "--overlapping", "--store", store_dir)
    assert "Finn Holt" in out
    assert "ben.md:6, finn.pdf:2" in out
    assert "Cara Diaz" not in out


def test_topic_overlap_path_recommend(store_dir: str) -> None:
    rows = json.loads(
        invoke(
            "topic-overlap",
            "--person",
            "Gia Moreau",
            "--min-score",
            "1",
            "--format",
            "json",
            "--store",
            store_dir,
        )
    )
    assert [(r["person B"], r["score"]) for r in rows] == [("Hal Kim", 1.0)]
    steps = json.loads(invoke("path", "Hal Kim", "Ivy Chen", "--format", "json", "--store", store_dir))
    assert steps[0]["tie"] == "Hal Kim and Ivy Chen both worked at ByteDance, 2023 and 2019–21"
    assert steps[0]["evidence"] == "hal.txt:5, ivy.yaml:9"
    out = invoke("recommend", "Ada Quill", "--store", store_dir)
    assert "Finn Holt" in out
    assert "Ben Marsh" not in out


def test_conflicts_from_files_and_options(store_dir: str, tmp_path: Path) -> None:
    authors = tmp_path / "authors.txt"
    authors.write_text("# authors\nGia Moreau\n", encoding="utf-8")
    rows = json.loads(
        invoke(
            "conflicts",
            "--authors",
            str(authors),
            "--reviewer",
            "Rosa Vell",
            "--reviewer",
            "Hal Kim",
            "--policy",
            "strict",
            "--format",
            "json",
            "--store",
            store_dir,
        )
    )
    assert {r["rule"] for r in rows} >= {"supervision"}
    assert all(r["reviewer"] == "Rosa Vell" for r in rows)
    assert any("gia.json:30" in r["evidence"] for r in rows)
    result = CliRunner().invoke(cli, ["conflicts", "--store", store_dir])
    assert result.exit_code == 1
    assert "give at least one author" in result.output


def test_centrality_and_communities(store_dir: str) -> None:
    out = invoke("centrality", "--measure", "pagerank", "--top", "3", "--store", store_dir)
    assert len(out.strip().splitlines()) == 5
    first = invoke("communities", "--seed", "2", "--store", store_dir)
    assert first == invoke("communities", "--seed", "2", "--store", store_dir)


def test_query_runs_as_a_real_subprocess(store_dir: str) -> None:
    exe = Path(sys.executable).with_name("talentgraph")
    done = subprocess.run(
        [str(exe), "query", "shared-projects", "--format", "json", "--store", store_dir],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)[0]["projectName"] == "Loomcraft"
