"""The learned line labeller (``talentgraph.extract.learned``), on fictional lines written for these tests."""

from __future__ import annotations

import math

import pytest

from talentgraph.extract.learned import (
    DIMENSIONS,
    LineModel,
    hashed,
    learned_entries,
    line_features,
)
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import Org, OrgGazetteer

ORGS = OrgGazetteer([Org(id="kestrel", name="Kestrel University", type="university")])

CV = [
    "Experience",
    "Research Scientist, Initech Labs, Boston, MA",
    "Jan 2019 – Present",
    "",
    "Education",
    "Ph.D. in Physics, Kestrel University, 2012 – 2018",
    "",
    "Hobbies",
    "Chess, hiking and baking bread.",
]


def test_one_feature_list_per_content_line() -> None:
    feats = line_features(split_lines(CV), "text", ORGS)
    assert sorted(feats) == [2, 3, 6, 9]  # headings and blank lines are not scored
    assert {"k:experience", "gaz:role", "n:date:range", "n:date:present"} <= set(feats[2])
    assert {"date:range", "date:present", "date:month", "date:leads", "p:gaz:role"} <= set(feats[3])
    assert {"gaz:org", "gaz:degree", "k:education", "h:education"} <= set(feats[6])
    assert not any(f.startswith("date:") or f.startswith("gaz:") for f in feats[9])


def test_features_name_the_layout_and_stop_at_a_section_edge() -> None:
    feats = line_features(split_lines(CV), "pdf", ORGS)
    assert "fmt:pdf" in feats[9]
    assert "p:edge" in feats[6]  # the first line of Education sees nothing of Experience


def test_hashing_is_stable_and_in_range() -> None:
    names = ["w:intern", "b:research_scientist", "h:experience"]
    assert hashed(names) == hashed(list(names))
    assert all(0 <= i < DIMENSIONS for i in hashed(names))


def test_a_model_adds_the_weights_of_a_line_s_hashed_features() -> None:
    feats = ["bias", "w:intern", "date:range"]
    a, b, c = hashed(feats)
    model = LineModel({"position": {a: -1.0, b: 0.5, c: 1.5}, "project": {}}, {})
    probs = model.probabilities(feats)
    assert probs["position"] == pytest.approx(1 / (1 + math.exp(-1.0)))
    assert probs["project"] == 0.5
    assert hashed(["w:chess"])[0] not in {a, b, c}
    assert model.probabilities(["w:chess"])["position"] == 0.5  # a feature with no weight says nothing


def test_learned_entries_parse_a_line_the_rules_did_not_read() -> None:
    lines = split_lines(["Odds and ends", "Research Intern, Kestrel University, 2019 – 2021", "Chess"])
    probs = {2: {"position": 0.95, "education": 0.01}, 3: {"position": 0.01, "education": 0.01}}
    found = learned_entries(lines, probs, {"position": 0.9}, ORGS, taken=set())
    assert [(a.org_text, a.role, a.start, a.end) for a in found.affiliations] == [
        ("Kestrel University", "Research Intern", "2019", "2021")
    ]
    assert found.education == []
    # a line next to one the rules read from, or below the threshold, is left to the rules
    assert learned_entries(lines, probs, {"position": 0.9}, ORGS, taken={3}).affiliations == []
    assert learned_entries(lines, probs, {"position": 0.99}, ORGS, taken=set()).affiliations == []
