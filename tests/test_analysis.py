"""The analyses on the small fixture graph (tests/fixtures/kg), on both store backends."""

from __future__ import annotations

from datetime import date

import networkx as nx
import pytest

from talentgraph.analysis import (
    centrality,
    communities,
    explained_paths,
    find_conflicts,
    load_policy,
    network_summary,
    overlap_pairs,
    person_graph,
    recommend,
    tie_graph,
    topic_overlap,
)
from talentgraph.errors import QueryError
from talentgraph.model import Person, Profile
from talentgraph.rdf import person_iri, profile_to_graph
from talentgraph.store import Store

from .conftest import load_small_graph

TODAY = date(2025, 6, 1)


@pytest.fixture
def kg(any_store: Store) -> Store:
    load_small_graph(any_store)
    return any_store


def test_employer_projection_weights_time_together(kg: Store) -> None:
    pairs = {(p.a_name, p.b_name): p for p in overlap_pairs(kg, k=20, today=TODAY)}
    eve_dev = pairs.get(("Dev Rao", "Eve Sato")) or pairs[("Eve Sato", "Dev Rao")]
    assert eve_dev.details == {"shared": 1.0, "years": 3.0}  # 2020, 2021, 2022 together at Google
    hal_ivy = pairs.get(("Hal Kim", "Ivy Chen")) or pairs[("Ivy Chen", "Hal Kim")]
    assert hal_ivy.details == {"shared": 1.0, "years": 0.0}  # ByteDance at different times
    assert hal_ivy.score < eve_dev.score
    ego = overlap_pairs(kg, person="Finn Holt", by="project", today=TODAY)
    assert [(p.b_name, p.details["shared"]) for p in ego] == [("Ben Marsh", 1.0)]


def test_topic_similarity_credits_related_concepts_in_both_paths(kg: Store) -> None:
    everyone = {frozenset((t.a_name, t.b_name)): t for t in topic_overlap(kg, k=20)}
    ego = {t.b_name: t for t in topic_overlap(kg, person="Gia Moreau")}
    assert ego["Hal Kim"].score == 1.0
    assert ego["Hal Kim"].shared == ["Federated learning"]
    assert ego["Dev Rao"].score == 0.5
    assert ego["Dev Rao"].related == ["Federated learning ~ Reinforcement learning"]
    for name, t in ego.items():  # the SPARQL (ego) and sparse (all-pairs) scores agree
        assert everyone[frozenset(("Gia Moreau", name))].score == t.score
    assert "Eve Sato" not in {n for pair in everyone for n in pair}  # NLP shares only a top concept


def test_path_is_explained_with_periods_and_evidence(kg: Store) -> None:
    paths = explained_paths(kg, "Hal Kim", "Ivy Chen")
    assert paths[0].hops[0].text == "Hal Kim and Ivy Chen both worked at ByteDance, 2023 and 2019–21"
    assert paths[0].hops[0].evidence == ["hal.txt:5", "ivy.yaml:9"]
    long = explained_paths(kg, "Gia Moreau", "Finn Holt", k=3)
    assert [p.length for p in long] == sorted(p.length for p in long)
    texts = {h.text for p in long for h in p.hops}
    assert "Gia Moreau was supervised by Rosa Vell" in texts
    assert "Ben Marsh and Finn Holt both worked on Loomcraft, 2024 and 2022–present" in texts


def test_path_search_from_both_ends_finds_the_paths_of_the_whole_tie_graph(kg: Store) -> None:
    """The search that expands only the people near A and B gives the paths, periods, texts and
    evidence that the k shortest paths of the whole tie graph give, for every pair."""
    whole = tie_graph(kg, today=TODAY)
    people = sorted(n for n, kind in whole.nodes(data="kind") if kind == "person")
    found = 0
    for a in people:
        for b in people:
            if a == b:
                continue
            near = explained_paths(kg, a, b, k=3)
            full = explained_paths(kg, a, b, k=3, graph=whole)
            assert [(p.people, [(h.text, h.evidence) for h in p.hops]) for p in near] == [
                (p.people, [(h.text, h.evidence) for h in p.hops]) for p in full
            ], (a, b)
            found += len(near)
    assert found > len(people) * 2


def test_path_from_someone_without_ties_says_so(kg: Store) -> None:
    kg.replace_graph(
        profile_to_graph(Profile(source="solo.txt", person=Person(name="Solo Vance")), sha256="0" * 64)
    )
    for a, b in (("Solo Vance", "Ada Quill"), ("Ada Quill", "Solo Vance")):
        with pytest.raises(
            QueryError, match="'Solo Vance' has no employer, project or relation in the store"
        ):
            explained_paths(kg, a, b)


def test_conflicts_follow_the_policy_window(kg: Store) -> None:
    found = find_conflicts(
        kg, ["Gia Moreau"], ["Rosa Vell", "Dev Rao", "Hal Kim"], policy="neurips", today=TODAY
    )
    reasons = {(c.reviewer_name, c.rule): c for c in found}
    assert set(reasons) == {("Rosa Vell", "supervision"), ("Dev Rao", "employer")}
    assert reasons[("Rosa Vell", "supervision")].evidence == ["gia.json:30: Advisor: Rosa Vell"]
    assert "Google (2021–present and 2019–present)" in reasons[("Dev Rao", "employer")].reason
    # CMU ended 2021-07: outside 3 years, inside 5
    wider = find_conflicts(kg, ["Gia Moreau"], ["Rosa Vell"], policy="neurips", years=5, today=TODAY)
    assert {c.rule for c in wider} == {"supervision", "employer"}
    with pytest.raises(QueryError, match="unknown policy 'icml2'; choose one of: acl, neurips, strict"):
        load_policy("icml2")


def test_conflicts_with_namesakes_cover_both_people(kg: Store) -> None:
    found = find_conflicts(kg, ["Ben Marsh", "Eve Sato"], ["Lars Brenn"], today=TODAY)
    assert sorted((c.author_name, c.rule) for c in found) == [
        ("Ben Marsh", "mentoring"),
        ("Eve Sato", "collaboration"),
    ]
    assert len({c.reviewer for c in found}) == 2


def test_recommend_skips_direct_ties(kg: Store) -> None:
    names = [r.name for r in recommend(kg, "Ada Quill")]
    assert names[0] == "Finn Holt"
    assert "Ben Marsh" not in names  # colleagues at Meta in 2022: already tied


def test_network_centrality_and_seeded_communities(kg: Store) -> None:
    graph = person_graph(kg, by=("employer",), today=TODAY)
    assert network_summary(graph)["nodes"] == 11
    first = communities(graph, seed=3)
    assert first == communities(graph, seed=3)
    assert sum(len(c) for c in first) == graph.number_of_nodes()
    top = centrality(graph, "betweenness", top=1)
    assert top[0][0] == str(person_iri("Ben Marsh", "doc:ben.md"))
    with pytest.raises(QueryError, match="unknown centrality"):
        centrality(nx.Graph([("a", "b")]), "closeness")
