"""``query timeline``: one person's rows only, never more than their documents state."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from talentgraph.pipeline import ingest, profile_from_document
from talentgraph.queries import run_query
from talentgraph.sources import read_document
from talentgraph.store import Store, open_store

from .conftest import EXAMPLES

DOCUMENTS = sorted(p for p in EXAMPLES.iterdir() if p.is_file() and p.name != "README.md")


@pytest.fixture(scope="module")
def ex(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    store = open_store(tmp_path_factory.mktemp("timeline") / "store")
    ingest(DOCUMENTS, store, progress=False)
    yield store
    store.close()


@pytest.mark.parametrize("path", DOCUMENTS, ids=lambda p: p.name)
def test_timeline_has_only_the_persons_own_rows(ex: Store, path: Path) -> None:
    profile = profile_from_document(read_document(path))
    if profile.person.name is None:
        pytest.skip(f"{path.name} states no name to ask about")
    # every document whose owner has this name (one person's homepage and ORCID record)
    mine = [
        p
        for p in map(profile_from_document, map(read_document, DOCUMENTS))
        if p.person.name == profile.person.name
    ]
    stated = sum(len(p.affiliations) + len(p.education) + len(p.projects) + len(p.awards) for p in mine)
    rows = run_query(ex, "timeline", {"person": profile.person.name}).to_python()
    assert 0 < len(rows) <= stated
    assert {str(r["evidence"]).split(":")[0] for r in rows} <= {p.source for p in mine}
    assert {r["kind"] for r in rows} <= {"position", "education", "project", "award"}


def test_timeline_periods_keep_the_stated_precision(ex: Store) -> None:
    profile = profile_from_document(read_document(EXAMPLES / "alice-nguyen.txt"))
    stated = {(a.start, a.end) for a in profile.affiliations}
    rows = run_query(ex, "timeline", {"person": "Alice Nguyen"}).to_python()
    periods = {(r["start"], r["end"]) for r in rows if r["kind"] == "position"}
    assert periods == stated
    assert ("2023-09", "present") in periods
