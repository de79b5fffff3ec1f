"""The post index (talentgraph.post_index) answers as the joins it stands for: for every person,
the ranking rows it gives equal ``_top-people-overlapping`` and ``_shared-people`` run on the
document graphs, after a first ingest, after documents are added, after one is re-ingested with
another employer and after one is removed; and the index kept up piece by piece equals the one
derived from scratch."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest
from rdflib import Literal, URIRef
from rdflib.namespace import XSD

from talentgraph import post_index
from talentgraph.analysis.employers import shared_employers
from talentgraph.pipeline import ingest, remove
from talentgraph.queries import load_query
from talentgraph.store import Store, open_store
from talentgraph.vocab import INDEX_GRAPH

from .world import generate_world, write_world

AS_OF = date(2025, 6, 1)

pytestmark = pytest.mark.slow


def _people(store: Store) -> list[str]:
    rows = store.select_strings(
        "SELECT DISTINCT ?p WHERE { GRAPH ?g { ?g <http://xmlns.com/foaf/0.1/primaryTopic> ?p } }"
    )
    return sorted(p for (p,) in rows if p is not None)


def _rows(rows: list[dict[str, str | None]]) -> list[tuple[str | None, ...]]:
    return sorted(tuple(row.get(k) for k in ("personB", "nameB", "months")) for row in rows)


def _assert_agrees(store: Store) -> int:
    """The index's rows equal the joins' rows for every person; returns how many rows compared."""
    assert post_index.is_current(store)
    compared = 0
    for person in _people(store):
        index = post_index.person_index(store, URIRef(person))
        assert index is not None
        params = {"person": URIRef(person), "asOf": Literal(AS_OF.isoformat(), datatype=XSD.date)}
        joined = store.select_strings(load_query("_top-people-overlapping").sparql, params).dicts()
        assert _rows(post_index.overlap_rows(index, person, AS_OF.isoformat())) == _rows(joined), person
        shared = store.select_strings(load_query("_shared-people").sparql, {"person": URIRef(person)}).dicts()
        assert _rows(post_index.shared_rows(index, person)) == _rows(shared), person
        compared += len(joined) + len(shared)
    # kept up piece by piece, it is the index derived from scratch
    kept = _index_triples(store)
    post_index.rebuild(store)
    assert _index_triples(store) == kept
    return compared


def _index_triples(store: Store) -> set[tuple[str | None, ...]]:
    rows = store.select_strings("SELECT ?s ?p ?o WHERE { GRAPH ?g { ?s ?p ?o } }", {"g": INDEX_GRAPH})
    return set(rows)


def _cv(folder: Path, key: str, name: str, posts: list[str]) -> Path:
    path = folder / f"{key}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    lines = "".join(f"- {post}\n" for post in posts)
    path.write_text(f"# {name}\n{key}@mail.example\n\n## Experience\n{lines}", encoding="utf-8")
    return path


def test_the_index_is_the_joins_after_ingest_and_adding(tmp_path: Path) -> None:
    world = generate_world(80, seed=21)
    paths = write_world(tmp_path / "docs", world)
    store = open_store(tmp_path / "store")
    try:
        ingest(paths[:50], store, progress=False)
        first = _assert_agrees(store)
        ingest(paths[50:], store, progress=False)  # the index of the organisations they touch, again
        assert _assert_agrees(store) > first > 0
    finally:
        store.close()


def test_the_index_follows_a_reingested_and_a_removed_document(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    paths = [
        _cv(docs, "ego", "Dana Ego", ["Jan 2020 - Dec 2021: Research Scientist at Microsoft Research"]),
        _cv(docs, "ann", "Ann Zed", ["Jan 2020 - Dec 2022: Engineer at Microsoft Research"]),
        _cv(docs, "bea", "Bea Lu", ["Jun 2019 - present: Engineer at Google"]),
        _cv(
            docs,
            "cid",
            "Cid Bo",
            ["Mar 2021 - Dec 2021: Intern at Microsoft Research", "2018 - 2019: Google"],
        ),
    ]
    store = open_store(tmp_path / "store")
    try:
        ingest(paths, store, progress=False)
        _assert_agrees(store)
        ego = next(p for p in _people(store) if "dana" in p)
        before = {r.name_b for r in shared_employers(store, ego, as_of=AS_OF, limit=5)}
        assert before == {"Ann Zed", "Cid Bo"}
        # Dana moves to Google: Microsoft Research's index and Google's change
        _cv(docs, "ego", "Dana Ego", ["Jan 2020 - Dec 2021: Research Scientist at Google"])
        ingest([paths[0]], store, progress=False)
        _assert_agrees(store)
        after = {r.name_b for r in shared_employers(store, ego, as_of=AS_OF, limit=5)}
        assert after == {"Bea Lu", "Cid Bo"}
        assert remove(["bea.md"], store) == ["bea.md"]
        _assert_agrees(store)
        assert {r.name_b for r in shared_employers(store, ego, as_of=AS_OF, limit=5)} == {"Cid Bo"}
    finally:
        store.close()


def test_a_store_without_a_current_index_answers_by_the_joins_and_the_next_ingest_derives_it(
    tmp_path: Path,
) -> None:
    docs = tmp_path / "docs"
    paths = [
        _cv(docs, "ego", "Dana Ego", ["Jan 2020 - Dec 2021: Research Scientist at Microsoft Research"]),
        _cv(docs, "ann", "Ann Zed", ["Jan 2020 - Dec 2022: Engineer at Microsoft Research"]),
    ]
    store = open_store(tmp_path / "store")
    try:
        ingest(paths, store, progress=False)
        ego = next(p for p in _people(store) if "dana" in p)
        indexed = shared_employers(store, ego, as_of=AS_OF, limit=1)
        # an ingest that stopped part way leaves the index marked as not current
        assert post_index.begin_change(store)
        store.update(f"DROP GRAPH <{INDEX_GRAPH}>")
        assert post_index.person_index(store, URIRef(ego)) is None
        assert shared_employers(store, ego, as_of=AS_OF, limit=1) == indexed
        assert [r.name_b for r in indexed] == ["Ann Zed"]
        assert remove(["nobody.md"], store) == []  # a remove does not derive it: it stays not current
        assert post_index.person_index(store, URIRef(ego)) is None
        ingest(paths, store, progress=False)  # nothing changed, but the index is derived again
        _assert_agrees(store)
    finally:
        store.close()


def test_the_index_an_ingest_writes_from_its_documents_rows_is_the_one_the_query_derives(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ORACLE: into an empty store the ingest writes the index from the rows its workers found in
    each document (identity merges applied), without the whole-store query; it is, to the byte,
    the index :func:`post_index.rebuild` derives from the stored graphs."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "ada.md").write_text(
        "# Ada Lovelace\n\n## Experience\n- Jan 2020 - present: Staff Scientist at Google\n"
        "- Jan 2017 - Dec 2019: Research Scientist at Google DeepMind\n"
        "- Jan 2015 - Dec 2016: Research Intern at Google\n"
        "- 2010 - 2012: Engineer at Microsoft Research\n",
        encoding="utf-8",
    )
    # a second document of Ada (her name, another IRI, posts at the same organisations): linked to
    # the first one's person
    (docs / "ada-site.md").write_text(
        "# Ada Lovelace\nada@site.example\n\n## Experience\n- Jan 2013 - Dec 2014: Postdoctoral Researcher at Google\n"
        "- 2010 - 2012: Engineer at Microsoft Research\n",
        encoding="utf-8",
    )
    (docs / "bea.md").write_text(
        "# Bea Lu\nbea@mail.example\n\n## Experience\n"
        "- Jan 2018 - present: Engineer at Google DeepMind\n"
        "- Research Scientist at Google\n"
        "- 2014: Visiting Researcher at Microsoft Research\n"
        "- Mar 2011 - Jun 2011: Intern at Microsoft Research\n",
        encoding="utf-8",
    )
    paths = [docs / "ada.md", docs / "bea.md", docs / "ada-site.md"]

    def no_query(store: Store) -> None:
        raise AssertionError("the index of a new store is written from the documents' rows")

    store = open_store(tmp_path / "store")
    try:
        with monkeypatch.context() as patch:
            patch.setattr(post_index, "rebuild", no_query)
            report = ingest(paths, store, progress=False, batch_size=2)
        assert report.identity_merges, "the two documents of Ada are one person"
        assert post_index.is_current(store)
        written = _index_triples(store)
        index = post_index.all_posts(store)
        assert index is not None
        post_index.rebuild(store)
        assert _index_triples(store) == written
        # what it holds: Ada's three posts at Google's top (one at a sub-organisation, one ongoing,
        # one from her second document) under her one IRI, sorted
        ada_iri = report.identity_merges[0].new
        google = next(
            posts for posts in index.values() if str(ada_iri) in posts and len(posts[str(ada_iri)]) > 1
        )
        ada_posts = google[str(ada_iri)]
        assert ada_posts == sorted(ada_posts, key=lambda e: [v or "" for v in e])
        assert [e[1:] for e in ada_posts] == [
            ["2013-01-01", "2014-12-31"],
            ["2015-01-01", "2016-12-31"],
            ["2017-01-01", "2019-12-31"],
            ["2020-01-01", "9999-12-31"],
        ]
        microsoft = next(posts for top, posts in index.items() if top.endswith("/microsoft"))
        bea = next(p for p in microsoft if "bea" in p)
        assert [e[1] for e in microsoft[bea]] == ["2011-03-01", "2014-01-01"]  # stated later first
        assert len(google) == 2
        assert all(str(m.old) not in google for m in report.identity_merges)
    finally:
        store.close()
