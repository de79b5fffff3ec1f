"""The whole pipeline on the bundled examples: ingest, re-ingest, bad input, shared employers."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.pipeline import ingest, remove
from talentgraph.queries import run_query
from talentgraph.rdf import document_iri
from talentgraph.store import Store
from talentgraph.vocab import INDEX_GRAPH

from .conftest import EXAMPLES

# Every example document: the files, and the unpacked LinkedIn export folder (one document).
EXAMPLE_FILES = sorted(p for p in EXAMPLES.iterdir() if p.name not in {"README.md", "gold"})


@pytest.fixture
def loaded(embedded_store: Store) -> Store:
    report = ingest([EXAMPLES], embedded_store, progress=False)
    assert report.failed == []
    return embedded_store


def test_every_example_is_loaded_into_its_own_graph(loaded: Store) -> None:
    graphs = set(loaded.graph_names())
    for path in EXAMPLE_FILES:
        assert document_iri(path.name) in graphs, path.name
        assert loaded.count(document_iri(path.name)) > 10


def test_reingest_does_not_duplicate(loaded: Store) -> None:
    before = loaded.count()
    report = ingest([EXAMPLES], loaded, progress=False)
    assert report.loaded == []
    assert report.unchanged == [p.name for p in EXAMPLE_FILES]
    assert loaded.count() == before
    forced = ingest([EXAMPLES], loaded, progress=False, force=True)
    assert len(forced.loaded) == len(EXAMPLE_FILES)
    # generatedAtTime changes value, not count
    assert loaded.count() == before


def test_a_changed_document_is_extracted_again(embedded_store: Store, tmp_path: Path) -> None:
    doc = tmp_path / "grace.md"
    doc.write_text("# Grace Hopper\n\n## Experience\n- 1944 - 1946 Research Fellow at Harvard University\n")
    assert ingest([tmp_path], embedded_store, progress=False, workers=0).loaded == ["grace.md"]
    doc.write_text("# Grace Hopper\n\n## Experience\n- 1949 - 1950 Engineer at Univac\n")
    report = ingest([tmp_path], embedded_store, progress=False, workers=0)
    assert report.loaded == ["grace.md"]
    assert report.unchanged == []


def test_bad_input_is_reported_and_the_rest_goes_in(embedded_store: Store, tmp_path: Path) -> None:
    good = tmp_path / "good.md"
    good.write_text("# Grace Hopper\n\n## Experience\n- 1944 - 1946 Research Fellow at Harvard University\n")
    binary = tmp_path / "broken.pdf"
    binary.write_bytes(b"%PDF-1.4 not really a pdf")
    report = ingest([tmp_path / "missing.txt", binary, good], embedded_store, progress=False)
    assert report.loaded == ["good.md"]
    failed = dict(report.failed)
    assert "no such file" in failed["missing.txt"]
    assert "broken.pdf" in failed
    names = run_query(embedded_store, "_lookup-person", {"label": "grace hopper"})
    assert len(names) == 1


def test_remove_deletes_exactly_one_document(loaded: Store) -> None:
    victim = EXAMPLE_FILES[0].name
    # the post index (derived from the document graphs, talentgraph.post_index) follows; nothing else changes
    others = {
        g: loaded.count(g) for g in loaded.graph_names() if g not in (document_iri(victim), INDEX_GRAPH)
    }
    assert remove([str(EXAMPLE_FILES[0])], loaded) == [str(EXAMPLE_FILES[0])]
    assert document_iri(victim) not in loaded.graph_names()
    assert {g: loaded.count(g) for g in loaded.graph_names() if g != INDEX_GRAPH} == others


def test_demo_question_shared_employers(loaded: Store) -> None:
    rows = run_query(loaded, "shared-employers").to_python()
    meta = [r for r in rows if r["employerName"] == "Meta"]
    people = {r["nameA"] for r in meta} | {r["nameB"] for r in meta}
    # three profiles worked at Meta (written Facebook, Meta AI, Meta Platforms); one has no stated name
    assert {"Alice Nguyen", "Ivan Petrov"} <= people
    overlapping = [r for r in meta if r["overlapMonths"] > 0]
    assert {(r["nameA"], r["nameB"]) for r in overlapping} <= {
        ("Alice Nguyen", "Ivan Petrov"),
        ("Ivan Petrov", "Alice Nguyen"),
    }
    assert overlapping, "Alice and Ivan overlapped at Meta in 2022"
    only_overlapping = run_query(loaded, "shared-employers", {"overlapping": "true"}).to_python()
    assert all(r["overlapMonths"] > 0 for r in only_overlapping)
    assert len(only_overlapping) < len(rows)


def test_warm_up_builds_the_loose_spelling_index_of_the_org_gazetteer() -> None:
    """A worker's warm-up reaches the tables the first timed document would otherwise build: its
    university is unknown to the gazetteer, so resolving it indexes the loose spellings."""
    import re

    from talentgraph import pipeline
    from talentgraph.gazetteers import org_gazetteer

    orgs = org_gazetteer()
    unknown = re.search(rb"Fellow at ([A-Z][\w ]+University)", pipeline._WARM_UP)
    assert unknown is not None
    assert orgs.lookup(unknown.group(1).decode()) is None
    orgs._loose = None  # as in a fresh worker
    pipeline._warm_up()
    assert orgs._loose is not None


def test_warm_up_builds_the_org_gazetteer_indexes_and_extraction_tables() -> None:
    """Everything extraction builds on first use is built by the warm-up, not in a timed document:
    the gazetteer's forms-by-word and word-count indexes, and the tables read from data files."""
    from talentgraph import pipeline
    from talentgraph.extract import structured_keys
    from talentgraph.extract.topics import _leisure
    from talentgraph.gazetteers import org_gazetteer

    orgs = org_gazetteer()
    orgs._form_words = orgs._name_words = None  # as in a fresh worker
    structured_keys.load_keys.cache_clear()
    _leisure.cache_clear()
    pipeline._warm_up()
    assert orgs._form_words is not None
    assert orgs._name_words is not None
    assert structured_keys.load_keys.cache_info().currsize == 1
    assert _leisure.cache_info().currsize == 1
