"""Answers a user can trust: stated levels and periods, "present" at an as-of day, and a reason
for every empty answer. On a store that ingested data/examples once."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from click.testing import CliRunner

from talentgraph.analysis.employers import SharedEmployer, shared_employers
from talentgraph.analysis.empty import why_empty
from talentgraph.cli import cli
from talentgraph.pipeline import ingest
from talentgraph.store import Store, open_store

from .conftest import EXAMPLES


@pytest.fixture(scope="module")
def ex_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("answers") / "store"
    store = open_store(folder)
    ingest(
        sorted(p for p in EXAMPLES.iterdir() if p.is_file() and p.name != "README.md"), store, progress=False
    )
    store.close()
    return folder


@pytest.fixture
def ex(ex_dir: Path) -> Iterator[Store]:
    store = open_store(ex_dir, read_only=True)
    yield store
    store.close()


def _pair(store: Store, a: str, b: str, as_of: date) -> list[SharedEmployer]:
    return [f for f in shared_employers(store, a, as_of=as_of) if f.name_b == b and f.name_a == a]


def test_employer_at_the_stated_level_with_the_shared_level_beside_it(ex: Store) -> None:
    (row,) = _pair(ex, "Bruno Costa", "Fatima Haddad", date(2025, 1, 1))
    assert row.employer_name == "Google"
    assert row.at_a == "Google DeepMind (Google)"
    assert row.at_b == "Google"


def test_open_ends_are_present_and_counted_to_the_as_of_day(ex: Store) -> None:
    (early,) = _pair(ex, "Bruno Costa", "Fatima Haddad", date(2025, 1, 1))
    (late,) = _pair(ex, "Bruno Costa", "Fatima Haddad", date(2026, 1, 1))
    assert (early.end_a, early.end_b, early.overlap_end) == ("present", "present", "present")
    assert late.overlap_months - early.overlap_months == 12


def test_stated_precision_is_kept(ex: Store) -> None:
    (row,) = _pair(ex, "Bruno Costa", "George Ito", date(2025, 1, 1))
    assert (row.start_b, row.end_b) == ("2020", "2022")
    assert row.overlap == "2020..2022 (36 mo)"


def test_cli_says_the_as_of_day_once(ex_dir: Path) -> None:
    result = CliRunner().invoke(cli, ["shared-employers", "--as-of", "2025-01-01", "--store", str(ex_dir)])
    assert result.exit_code == 0, result.output
    assert result.output.count("as of 2025-01-01") == 1
    assert "2025-01-01.." not in result.output
    assert "Google DeepMind (Google)" in result.output


def test_cli_json_has_the_same_levels(ex_dir: Path) -> None:
    result = CliRunner().invoke(
        cli, ["shared-employers", "--person", "Bruno Costa", "--format", "json", "--store", str(ex_dir)]
    )
    rows = json.loads(result.output)
    assert {r["atA"] for r in rows if r["nameB"] == "Fatima Haddad"} == {"Google DeepMind (Google)"}


def test_empty_answers_say_why(ex: Store, tmp_path: Path) -> None:
    empty = open_store(tmp_path / "empty")
    assert why_empty(empty, "employer") == "the store is empty: run talentgraph ingest DOCUMENTS first"
    empty.close()
    assert why_empty(ex, "conflict", "Ada") == (
        "no answer for Ada: no tie between these authors and reviewers counts under the policy and its window"
    )


@pytest.mark.parametrize(
    "args",
    [
        ["conflicts", "Fatima Haddad", "--reviewer", "Alice Nguyen"],
        ["topic-overlap", "--person", "Hana Kim", "--min-score", "99"],
    ],
)
def test_cli_empty_answers_print_one_reason_line(ex_dir: Path, args: list[str]) -> None:
    result = CliRunner().invoke(cli, [*args, "--store", str(ex_dir)])
    assert result.exit_code == 0, result.output
    assert len([line for line in result.output.splitlines() if line.startswith("(no answer")]) == 1


def test_a_dated_relation_is_judged_by_its_dates() -> None:
    from talentgraph.analysis.conflicts import _reason

    row = {"tie": "mentored by", "textA": "Mentor: Dr. Ada Quill (2016 – 2018)"}
    assert _reason(row, "mentoring", 3, date(2025, 6, 1)) is None
    assert _reason(row, "mentoring", None, date(2025, 6, 1)) == "mentored by, 2016–18 (mentoring counts ever)"
    undated = {"tie": "mentored by", "textA": "Mentor: Dr. Ada Quill"}
    assert "states no date" in str(_reason(undated, "mentoring", 3, date(2025, 6, 1)))
