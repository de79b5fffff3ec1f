"""The designed interlocks of the bundled examples (data/examples/README.md), asked through the
public query library and analysis functions on a store that ingested data/examples once."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from talentgraph.analysis import explained_paths, find_conflicts, topic_overlap
from talentgraph.pipeline import ingest
from talentgraph.queries import run_query
from talentgraph.store import Store, open_store

EXAMPLES = Path(__file__).resolve().parents[1] / "data" / "examples"
TODAY = date(2025, 6, 1)


@pytest.fixture(scope="module")
def ex(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Store]:
    store = open_store(tmp_path_factory.mktemp("examples") / "store")
    ingest(
        sorted(p for p in EXAMPLES.iterdir() if p.is_file() and p.name != "README.md"), store, progress=False
    )
    yield store
    store.close()


def _shared(store: Store, person: str, **params: str) -> list[dict[str, object]]:
    return run_query(store, "shared-employers", {"person": person, **params}).to_python()


def _pairs(rows: list[dict[str, object]]) -> dict[tuple[str, str], list[dict[str, object]]]:
    out: dict[tuple[str, str], list[dict[str, object]]] = {}
    for row in rows:
        out.setdefault((str(row["nameB"]), str(row["employerName"])), []).append(row)
    return out


def test_meta_written_three_ways(ex: Store) -> None:
    pairs = _pairs(_shared(ex, "Alice Nguyen"))
    ivan = pairs[("Ivan Petrov", "Meta")]
    assert max(int(str(r["overlapMonths"])) for r in ivan) > 0  # Jun 2021 – Aug 2023 vs summer 2022
    # the unnamed page (Facebook 2014–2017) shares Meta, shown by its display name, never overlapping
    unnamed = [rows for (name, org), rows in pairs.items() if org == "Meta" and name != "Ivan Petrov"]
    assert len(unnamed) == 1
    assert all(int(str(r["overlapMonths"])) == 0 for r in unnamed[0])
    shown = str(unnamed[0][0]["nameB"])  # its rdfs:label display name, else the IRI
    assert shown.startswith(("unnamed person (julia-santos", "https://w3id.org/talentgraph/id/person/"))
    overlapping = {str(r["nameB"]) for r in _shared(ex, "Alice Nguyen", overlapping="true")}
    assert "Ivan Petrov" in overlapping
    assert shown not in overlapping


def test_deepmind_pair_overlaps_and_google_is_the_common_employer(ex: Store) -> None:
    pairs = _pairs(_shared(ex, "Bruno Costa", overlapping="true"))
    assert ("George Ito", "Google DeepMind") in pairs  # DeepMind is Google DeepMind's alias
    fatima = _pairs(_shared(ex, "Fatima Haddad"))
    # Google DeepMind rolls up to Google: the most specific common organisation, not the top
    assert {org for name, org in fatima if name in {"Bruno Costa", "George Ito"}} == {"Google"}


def test_bytedance_pair_does_not_overlap(ex: Store) -> None:
    rows = _pairs(_shared(ex, "Chen Wei"))[("Hana Kim", "ByteDance")]
    assert all(int(str(r["overlapMonths"])) == 0 for r in rows)
    assert "Hana Kim" not in {str(r["nameB"]) for r in _shared(ex, "Chen Wei", overlapping="true")}


def test_shared_project_meshtide_at_nvidia(ex: Store) -> None:
    rows = run_query(ex, "shared-projects", {"person": "Emil Larsen"}).to_python()
    assert {(str(r["nameB"]), str(r["projectName"]), str(r["orgName"])) for r in rows} == {
        ("Ivan Petrov", "Meshtide", "NVIDIA")
    }
    nvidia = _pairs(_shared(ex, "Emil Larsen", overlapping="true"))
    assert ("Ivan Petrov", "NVIDIA") in nvidia


def test_topic_overlap_ranks_designed_groups_above_unrelated_pairs(ex: Store) -> None:
    fatima = {t.b_name: t.score for t in topic_overlap(ex, person="Fatima Haddad", k=50)}
    assert fatima["Hana Kim"] >= 1.0
    alice = {t.b_name: t.score for t in topic_overlap(ex, person="Alice Nguyen", k=50)}
    for partner in ("Emil Larsen", "Ivan Petrov"):
        assert alice[partner] >= 1.0
        assert alice[partner] > alice.get("Dana Okafor", 0.0)
        assert alice[partner] > alice.get("Bruno Costa", 0.0)
    unrelated = {t.b_name: t.score for t in topic_overlap(ex, person="Dana Okafor", k=50)}
    assert unrelated.get("George Ito", 0.0) < 1.0  # computer vision vs NLP: only the top concept


def test_path_via_the_shared_professor(ex: Store) -> None:
    paths = explained_paths(ex, "Fatima Haddad", "Ivan Petrov", k=3)
    assert paths
    assert paths[0].length <= 2
    texts = " | ".join(h.text for p in paths for h in p.hops)
    assert "Rosalind Achterberg" in texts or "Carnegie Mellon University" in texts
    assert all(h.evidence for p in paths for h in p.hops)


def test_namesakes_stay_two_people(ex: Store) -> None:
    ivan = {
        str(r["other"])
        for r in run_query(ex, "ties", {"person": "Ivan Petrov"}).to_python()
        if r["otherName"] == "Lukas Brenner"
    }
    george = {
        str(r["other"])
        for r in run_query(ex, "ties", {"person": "George Ito"}).to_python()
        if r["otherName"] == "Lukas Brenner"
    }
    assert len(ivan) == 1
    assert len(george) == 1
    assert ivan != george


def test_conflicts_with_a_five_year_window(ex: Store) -> None:
    found = find_conflicts(
        ex, ["Ivan Petrov"], ["Alice Nguyen", "Emil Larsen", "Chen Wei"], years=5, today=TODAY
    )
    rules = {(c.reviewer_name, c.rule) for c in found}
    assert ("Alice Nguyen", "employer") in rules  # Meta, 2022
    assert ("Emil Larsen", "employer") in rules or ("Emil Larsen", "project") in rules
    assert not any(c.reviewer_name == "Chen Wei" for c in found)
    meta = [c for c in found if c.reviewer_name == "Alice Nguyen"]
    assert any("Meta" in c.reason for c in meta)
    assert all(c.evidence for c in meta)
    # ByteDance years apart and outside the window: no conflict
    assert not find_conflicts(ex, ["Chen Wei"], ["Hana Kim"], years=1, today=TODAY)


def test_mentor_network_of_cmu(ex: Store) -> None:
    rows = run_query(ex, "mentor-network", {"org": "Carnegie Mellon University"}).to_python()
    got = {(str(r["name"]), str(r["relation"]), str(r["viaName"])) for r in rows}
    # one professor in two profiles: Fatima's advisor and Ivan's mentor, both at CMU
    assert ("Rosalind Achterberg", "supervisor of", "Fatima Haddad") in got
    assert ("Rosalind Achterberg", "mentor of", "Ivan Petrov") in got
    rosalind = {str(r["person"]) for r in rows if r["name"] == "Rosalind Achterberg"}
    assert len(rosalind) == 1
    assert all(r["evidence"] for r in rows if r["name"] == "Rosalind Achterberg")
    assert "Chen Wei" not in {str(r["name"]) for r in rows}
