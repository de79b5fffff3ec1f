"""Scoring extraction against gold annotations: exact counts for known misses and spurious items."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.errors import SourceError
from talentgraph.evaluate import FieldScore, evaluate, format_report, score_profile
from talentgraph.model import Affiliation, Education, Mention, Profile, Project, Publication, Topic

EVAL = Path(__file__).parent / "fixtures" / "eval"

GOLD = {
    "source": "ada.txt",
    "person": {"name": "Ada Lovelace"},
    "affiliations": [
        {"org": "Meta", "alias_in_text": "Facebook", "start": "2013-06", "end": "2013-08"},
        {"org": "University of Example", "start": 2010, "end": 2016},
        {"org": "Initech", "start": 2017, "end": "present"},
    ],
    "education": [
        {"institution": "University of Example", "degree": "Ph.D."},
        {"institution": "Example Tech", "degree": "B.S."},
    ],
    "projects": [{"name": "Widget Engine"}, {"name": "Sprocket"}],
    "people": [{"name": "José Álvarez", "relation": "supervisor"}],
    "topics": ["Machine Learning", "Compilers"],
    "publications": [{"venue": "ICML", "year": 2021}],
}


def extracted() -> Profile:
    p = Profile(source="ada.txt")
    p.person.name = "ada lovelace"
    p.affiliations = [
        Affiliation(org_text="Facebook, Inc.", start="2013-06", end="2013-08"),  # alias, exact dates
        Affiliation(org_text="Example University", start="2010", end="2015"),  # org right, end wrong
        Affiliation(org_text="Initech", start="2017", end="present"),
        Affiliation(org_text="Initech", start="2017", end="present"),  # duplicate: counted once
        Affiliation(org_text="Globex", start="2012", end="2013"),  # not in the gold
    ]
    p.education = [
        Education(institution_text="University of Example", degree="PhD"),
        Education(institution_text="Example Tech", degree="M.S."),  # wrong degree
    ]
    p.projects = [Project(name="widget-engine"), Project(name="Gizmo")]
    p.people = [Mention(name="Jose Alvarez")]
    p.topics = [Topic(label="machine learning"), Topic(label="Machine Learning"), Topic(label="Databases")]
    p.publications = [Publication(title="Something", venue="ICML", year="2021")]
    return p


def counts(score: FieldScore) -> tuple[int, int, int]:
    return score.tp, score.fp, score.fn


def test_score_profile_counts() -> None:
    result = score_profile(GOLD, extracted())
    got = {name: counts(score) for name, score in result.scores.items()}
    assert got == {
        "name": (1, 0, 0),
        "affiliations": (3, 2, 0),
        "affiliation_dates": (2, 3, 1),
        "education": (1, 1, 1),
        "projects": (1, 1, 1),
        "people": (1, 0, 0),
        "topics": (1, 2, 1),
        "technologies": (0, 0, 0),
        "publications": (1, 0, 0),
        "awards": (0, 0, 0),
    }
    aff = result.scores["affiliations"]
    assert (aff.precision, aff.recall, aff.f1) == pytest.approx((0.6, 1.0, 0.75))
    dated = result.scores["affiliation_dates"]
    assert (dated.precision, dated.recall, dated.f1) == pytest.approx((0.4, 2 / 3, 0.5))
    assert result.missed["affiliation_dates"] == ["University of Example (2010 – 2016)"]
    assert sorted(result.spurious["affiliations"]) == ["Globex (2012 – 2013)", "Initech (2017 – present)"]
    assert result.missed["education"] == ["Example Tech / B.S."]
    assert result.missed["projects"] == ["Sprocket"]
    assert result.spurious["topics"] == ["Machine Learning", "Databases"]


def test_a_day_is_compared_as_its_month_but_a_month_is_not_its_year() -> None:
    gold = {
        "source": "x.txt",
        "affiliations": [
            {"org": "Initech", "start": "2019-06", "end": "2020-02-01"},
            {"org": "Globex", "start": "2015-03", "end": "2016"},
        ],
    }
    p = Profile(source="x.txt")
    p.affiliations = [
        Affiliation(org_text="Initech", start="2019-06-17", end="2020-02"),  # same months, days differ
        Affiliation(org_text="Globex", start="2015", end="2016"),  # a year is not the month stated
    ]
    dated = score_profile(gold, p).scores["affiliation_dates"]
    assert counts(dated) == (1, 1, 1)


def test_null_name_is_a_true_negative_and_an_invented_one_is_spurious() -> None:
    gold = {"source": "x.txt", "person": {"name": None}}
    honest = score_profile(gold, Profile(source="x.txt")).scores["name"]
    assert (honest.tp, honest.fp, honest.fn, honest.tn) == (0, 0, 0, 1)
    assert (honest.precision, honest.recall, honest.f1) == (1.0, 1.0, 1.0)
    inventive = Profile(source="x.txt")
    inventive.person.name = "About Me"
    invented = score_profile(gold, inventive).scores["name"]
    assert (invented.tp, invented.fp, invented.fn, invented.tn) == (0, 1, 0, 0)
    assert (invented.precision, invented.recall, invented.f1) == (0.0, 0.0, 0.0)


def test_wrong_name_is_both_spurious_and_missed() -> None:
    p = Profile(source="x.txt")
    p.person.name = "Charles Babbage"
    result = score_profile({"source": "x.txt", "person": {"name": "Ada Lovelace"}}, p)
    assert counts(result.scores["name"]) == (0, 1, 1)


def test_evaluate_folder() -> None:
    report = evaluate(EVAL / "gold", EVAL / "docs")
    assert [d.source for d in report.documents] == ["lena.json", "not-there.txt"]
    lena, missing = report.documents
    assert lena.error is None
    got = {name: counts(s) for name, s in lena.scores.items()}
    assert got["name"] == (1, 0, 0)
    assert got["affiliations"] == (2, 1, 1)
    assert got["affiliation_dates"] == (1, 2, 2)
    assert got["education"] == (1, 0, 0)
    assert got["projects"] == (2, 0, 1)
    assert got["topics"] == (2, 0, 1)
    assert lena.missed["affiliations"] == ["Harbor Labs (2021 – present)"]
    assert lena.spurious["affiliations"] == ["Moonrise Games (2015-06 – 2015-08)"]
    assert missing.error is not None
    assert "not-there.txt" in missing.error
    assert missing.scores["name"].tn == 1
    assert counts(missing.scores["affiliations"]) == (0, 0, 1)
    micro = report.micro
    assert counts(micro) == (9, 3, 8)
    assert (micro.precision, micro.recall, micro.f1) == pytest.approx((0.75, 9 / 17, 18 / 29))


def test_format_report_table() -> None:
    report = evaluate(EVAL / "gold", EVAL / "docs")
    text = format_report(report)
    lines = text.splitlines()
    assert lines[-1].split() == ["micro", "(main", "fields)", "0.750", "0.529", "0.621", "9", "3", "8"]
    assert any(line.startswith("person name (tn 1)") for line in lines)
    assert any(
        line.startswith("affiliations (org+dates)") and line.split()[-3:] == ["1", "2", "3"] for line in lines
    )
    assert "not-there.txt: ERROR" in text
    verbose = format_report(report, verbose=True)
    assert "missed   Ridgeline" in verbose
    assert "spurious Moonrise Games (2015-06 – 2015-08)" in verbose
    assert verbose.splitlines()[-1] == lines[-1]


def test_evaluate_needs_gold_files(tmp_path: Path) -> None:
    with pytest.raises(SourceError, match="no gold annotations"):
        evaluate(tmp_path, tmp_path)


def test_a_part_of_the_gold_organisation_counts_as_it() -> None:
    gold = {
        "source": "x.txt",
        "affiliations": [{"org": "Initech", "unit": "Initech Research"}, {"org": "Globex"}],
    }
    p = Profile(source="x.txt")
    p.affiliations = [Affiliation(org_text="Initech Research"), Affiliation(org_text="Umbrella")]
    result = score_profile(gold, p)
    assert counts(result.scores["affiliations"]) == (1, 1, 1)
    assert result.spurious["affiliations"] == ["Umbrella (? – ?)"]


def test_a_project_matches_by_its_main_title_and_a_topic_by_its_concept() -> None:
    gold = {
        "source": "x",
        "projects": [{"name": "Tide Maps: surveying coasts from space"}, {"name": "Kelp Census"}],
        "topics": ["Bayesian inference", "coastal hydrology"],
    }
    profile = Profile(
        source="x",
        projects=[Project(name="[Kestrel Fund] Tide Maps (TM)"), Project(name="Kelp Survey")],
        topics=[Topic(label="Bayesian statistics"), Topic(label="tidal ecology")],
    )
    result = score_profile(gold, profile)
    assert (result.scores["projects"].tp, result.scores["projects"].fp) == (1, 1)
    assert (result.scores["topics"].tp, result.scores["topics"].fp) == (1, 1)


@pytest.mark.parametrize(
    ("gold", "found", "matches"),
    [
        ({"start": 2017}, ("2017", "2017"), True),  # "2017: Visiting Scholar" read as start = end
        ({"start": 2017, "end": 2017}, ("2017", None), True),  # ... or as a start only
        ({"start": "2019-06"}, ("2019-06", "2019-06"), True),
        ({"start": 2017}, ("2017", "present"), False),  # an open post is another statement
        ({"start": 2017}, ("2017", "2018"), False),
        ({"start": 2017, "end": 2017}, ("2016", "2017"), False),
        (
            {"start": "2019-06"},
            ("2019-06", "2019-08"),
            True,
        ),  # "Summer 2019": GUIDE's first month, README's months
        ({"start": "2019-09"}, ("2019-09", "2019-11"), True),  # "Fall 2019"
        ({"start": "2019-06"}, ("2019-06", "2019-09"), False),  # not a season's months
        ({"start": "2019-06"}, ("2019-06", "2020-08"), False),
        ({"start": "2019-06", "end": "2019-08"}, ("2019-06", None), True),  # the reverse
        (
            {"start": "2019-06", "end": "2019-08"},
            ("2019-06", "2019-06"),
            False,
        ),  # a real range, one month read
    ],
)
def test_a_single_date_matches_either_reading(gold: dict, found: tuple, matches: bool) -> None:
    result = score_profile(
        {"source": "x", "affiliations": [{"org": "Initech", **gold}]},
        Profile(source="x", affiliations=[Affiliation(org_text="Initech", start=found[0], end=found[1])]),
    )
    assert counts(result.scores["affiliation_dates"]) == ((1, 0, 0) if matches else (0, 1, 1))


@pytest.mark.parametrize(
    ("gold", "found", "matches"),
    [
        ("University of Duisburg-Essen", "University Duisburg-Essen", True),
        ("Universidad de La Laguna", "University of La Laguna", True),
        ("University of Kestrel", "Univ. of Kestrel", True),
        ("University of Washington", "Washington University in St. Louis", False),  # the gazetteer's two
        ("University of California, Irvine", "University of California", False),  # a campus, not the system
    ],
)
def test_university_name_family(gold: str, found: str, matches: bool) -> None:
    result = score_profile(
        {"source": "x", "affiliations": [{"org": gold}]},
        Profile(source="x", affiliations=[Affiliation(org_text=found)]),
    )
    assert counts(result.scores["affiliations"]) == ((1, 0, 0) if matches else (0, 1, 1))


def test_a_degree_named_only_by_its_level_matches_a_degree_of_that_level() -> None:
    gold = {
        "source": "x.txt",
        "education": [
            {"institution": "University of Example", "degree": "M.S."},
            {"institution": "Example Tech", "degree": "B.S."},
        ],
    }
    p = Profile(source="x.txt")
    p.education = [
        Education(institution_text="University of Example", degree="Master"),  # "a Master's in Physics"
        Education(institution_text="Example Tech", degree="Master"),  # a master is not a bachelor
    ]
    assert counts(score_profile(gold, p).scores["education"]) == (1, 1, 1)


def test_one_word_out_of_a_longer_topic_is_no_match_but_a_longer_phrase_still_is() -> None:
    gold = {"source": "x", "topics": ["Model Predictive Control", "plasma physics", "Genomics"]}
    profile = Profile(
        source="x",
        topics=[Topic(label="Model"), Topic(label="computational plasma physics"), Topic(label="genomics")],
    )
    result = score_profile(gold, profile)
    assert counts(result.scores["topics"]) == (2, 1, 1)
    assert result.spurious["topics"] == ["Model"]
