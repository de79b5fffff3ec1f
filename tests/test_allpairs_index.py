"""All-pairs employer overlap read from the post index (talentgraph.post_index) equals the same
question answered by the SPARQL incidence query: the same rows, the same top-k pairs with the same
scores and names, after a first ingest, after documents are added, after one is re-ingested with
another employer and after one is removed."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from talentgraph import post_index
from talentgraph.analysis import overlap_pairs, person_graph
from talentgraph.analysis.incidence import Incidence, employer_incidence
from talentgraph.pipeline import ingest, remove
from talentgraph.store import Store, open_store

from .world import generate_world, write_world

TODAY = date(2025, 6, 1)

pytestmark = pytest.mark.slow


def _rows(inc: Incidence) -> list[tuple[str, str, str | None, str | None, str | None]]:
    return sorted(
        (inc.people[r], inc.items[c], s, e, x)
        for r, c, s, e, x in zip(inc.rows, inc.cols, inc.start, inc.end, inc.extra, strict=True)
    )


def _by_query(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(post_index, "all_posts", lambda store: None)


def _assert_agrees(store: Store, monkeypatch: pytest.MonkeyPatch) -> int:
    """The index path and the query path give the same rows and pairs; returns how many pairs."""
    assert post_index.is_current(store)
    indexed = employer_incidence(store, TODAY)
    pairs = overlap_pairs(store, k=3, today=TODAY)
    graph = person_graph(store, by=("employer",), k=3, today=TODAY)
    assert indexed.names  # the index brings the names along
    with monkeypatch.context() as patched:
        _by_query(patched)
        queried = employer_incidence(store, TODAY)
        assert not queried.names
        assert _rows(indexed) == _rows(queried)
        assert (indexed.people, indexed.items) == (queried.people, queried.items)
        assert overlap_pairs(store, k=3, today=TODAY) == pairs
        assert sorted(person_graph(store, by=("employer",), k=3, today=TODAY).edges(data=True)) == sorted(
            graph.edges(data=True)
        )
    assert all(p.a_name and p.b_name for p in pairs)
    assert any(p.details["years"] > 0 for p in pairs)
    return len(pairs)


def _cv(folder: Path, key: str, name: str, posts: list[str]) -> Path:
    path = folder / f"{key}.md"
    lines = "".join(f"- {post}\n" for post in posts)
    path.write_text(f"# {name}\n{key}@mail.example\n\n## Experience\n{lines}", encoding="utf-8")
    return path


def test_all_pairs_from_the_index_is_all_pairs_from_the_query(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    docs = tmp_path / "docs"
    paths = write_world(docs, generate_world(80, seed=21))
    ego = _cv(docs, "ego", "Dana Ego", ["Jan 2020 - Dec 2021: Research Scientist at Microsoft Research"])
    store = open_store(tmp_path / "store")
    try:
        ingest([*paths[:50], ego], store, progress=False)
        first = _assert_agrees(store, monkeypatch)
        ingest(paths[50:], store, progress=False)  # the index of the organisations they touch, again
        assert _assert_agrees(store, monkeypatch) > first > 0
        # Dana moves to Google, then her document goes away
        _cv(docs, "ego", "Dana Ego", ["Jan 2020 - Dec 2021: Research Scientist at Google"])
        ingest([ego], store, progress=False)
        _assert_agrees(store, monkeypatch)
        dana = {p.a_name for p in overlap_pairs(store, k=3, today=TODAY)} | {
            p.b_name for p in overlap_pairs(store, k=3, today=TODAY)
        }
        assert "Dana Ego" in dana
        assert remove(["ego.md"], store) == ["ego.md"]
        _assert_agrees(store, monkeypatch)
        assert not any("Dana Ego" in (p.a_name, p.b_name) for p in overlap_pairs(store, k=3, today=TODAY))
    finally:
        store.close()
