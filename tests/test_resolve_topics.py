"""Topic, role and technology resolution on small fixture schemes."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.gazetteers import TermIndex, load_skos_index, load_technology_index
from talentgraph.resolve import resolve_role, resolve_technology, resolve_topic, role_resolution

FIXTURES = Path(__file__).parent / "fixtures" / "resolve"
TOPIC = "https://w3id.org/talentgraph/topic/"
ROLE = "https://w3id.org/talentgraph/role/"


@pytest.fixture(scope="module")
def topics() -> TermIndex:
    return load_skos_index(FIXTURES / "topics.ttl")


@pytest.fixture(scope="module")
def roles() -> TermIndex:
    return load_skos_index(FIXTURES / "roles.ttl")


@pytest.mark.parametrize(
    ("written", "rule"),
    [
        ("Machine Learning Systems", "exact"),
        ("Systems for Machine Learning", "exact"),
        ("ML systems", "exact"),
        ("ML Systems", "exact"),
        ("Machine Learning System", "exact"),
        ("machine-learning systems", "exact"),
        ("Systems for ML", "exact"),
        ("MLSys", "alt"),
        ("Machine Lerning Systems", "fuzzy"),
    ],
)
def test_near_duplicate_labels_are_one_concept(topics: TermIndex, written: str, rule: str) -> None:
    res = resolve_topic(written, topics)
    assert (res.concept_id, res.rule, res.written) == (TOPIC + "ml-systems", rule, written)
    assert res.pref_label == "Machine Learning Systems"


def test_direction_of_for_matters(topics: TermIndex) -> None:
    assert resolve_topic("Machine Learning for Systems", topics).concept_id == TOPIC + "ml-for-systems"
    assert resolve_topic("ML for Systems", topics).concept_id == TOPIC + "ml-for-systems"
    assert resolve_topic("Systems for ML", topics).concept_id == TOPIC + "ml-systems"


def test_token_rule_needs_the_same_head_word(topics: TermIndex) -> None:
    res = resolve_topic("Distributed and Parallel Computing", topics)
    assert (res.concept_id, res.rule) == (TOPIC + "distributed-computing", "token")
    swapped = TermIndex([*topics.terms.values()][:1])  # only Machine Learning
    assert resolve_topic("Learning Machine", swapped).concept_id is None


def test_acronyms_learned_from_the_scheme(topics: TermIndex) -> None:
    assert topics.abbreviations == {"ml": "machine learning", "llm": "large language models"}
    assert resolve_topic("LLMs", topics).concept_id == TOPIC + "llm"
    assert resolve_topic("LLM", topics).rule == "exact"  # the acronym expands to the preferred label


@pytest.mark.parametrize("written", ["Decentralized Network", "PL Design", "Compiler Design", "ML", "Any"])
def test_unmatched_phrases_stay_free_text(topics: TermIndex, written: str) -> None:
    res = resolve_topic(written, topics)
    if written == "ML":
        assert res.concept_id == TOPIC + "machine-learning"
        return
    assert (res.concept_id, res.pref_label, res.rule) == (None, None, "free_text")


def test_broader_links_are_loaded(topics: TermIndex) -> None:
    assert topics.get(TOPIC + "ml-systems").broader == (TOPIC + "machine-learning",)
    assert len(topics) == 7


@pytest.mark.parametrize(
    ("title", "slug"),
    [
        ("Research Scientist", "research-scientist"),
        ("Senior Staff Research Scientist", "research-scientist"),
        ("Principal Research Scientist", "research-scientist"),
        ("Lead Software Engineer", "software-engineer"),
        ("Sr. Software Engineer", "software-engineer"),
        ("Junior Research Assistant", "research-assistant"),
        ("Research Assitant", "research-assistant"),
        ("Principal Software Engineer (T3.2-T3.3)", "software-engineer"),
        ("Chief Technology Officer", "cto"),
        ("Software Engineer Intern", "intern"),
        ("Research Intern", "research-intern"),
    ],
)
def test_roles(roles: TermIndex, title: str, slug: str) -> None:
    assert resolve_role(title, roles) == ROLE + slug


def test_role_rules_and_misses(roles: TermIndex) -> None:
    assert role_resolution("Software Engineer Intern", roles).rule == "head"
    assert role_resolution("Research Assitant", roles).rule == "fuzzy"
    assert resolve_role("Gardener", roles) is None
    assert resolve_role("Chief", roles) is None
    assert resolve_role("", roles) is None


def test_technologies_exact_only() -> None:
    techs = load_technology_index(FIXTURES / "technologies.yaml")
    assert resolve_technology("Pytorch", techs).concept_id == "pytorch"
    assert resolve_technology("torch", techs).rule == "alt"
    assert resolve_technology("SciKit Learn", techs).concept_id == "scikit-learn"
    assert [resolve_technology(x, techs).concept_id for x in ("C++", "C#", "C")] == ["cpp", "csharp", "c"]
    assert resolve_technology("PyTorcch", techs).concept_id is None
    assert techs.get("pytorch").category == "framework"
