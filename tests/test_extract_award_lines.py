"""Lines of an awards section: which are awards, and what of each line is the award's name. Fictional text."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Award, Document


def _awards(*rows: str) -> list[Award]:
    text = (
        "Ada Roe\n\n## Honors and Awards\n\n" + "\n\n".join(rows) + "\n"
    )  # a paragraph a row, as a PDF's lines
    return extract_profile(Document("cv.md", "markdown", text, "0"), orgs=OrgGazetteer([])).awards


def test_a_year_leading_an_award_is_its_year_not_its_name() -> None:
    found = _awards(
        "2017.10 • Kestrel Scholarship (Top 1%)",
        "2013 | Gull Ecology Research Support Award",
        "2014, Tern Foundation PhD Fellowship",
        "2018 - 2020: Heron Graduate Fellowship",
    )
    assert [(a.name, a.year) for a in found] == [
        ("Kestrel Scholarship (Top 1%)", "2017"),
        ("Gull Ecology Research Support Award", "2013"),
        ("Tern Foundation PhD Fellowship", "2014"),
        ("Heron Graduate Fellowship", "2018"),
    ]


def test_years_lines_and_lower_case_run_ons_are_no_awards() -> None:
    found = _awards(
        "Kestrel Prize for the best thesis in the faculty, awarded to students ranked",
        "among the top 5% of their peers",
        "2019",
        "and 2021",
        "cum laude",
        "2024 | Lisbon, Portugal",
        "| 2013",
    )
    assert [a.name for a in found] == ["Kestrel Prize for the best thesis in the faculty", "cum laude"]


def test_the_giver_under_an_award_is_its_organisation_and_a_seat_is_no_award() -> None:
    found = _awards("Outstanding Reviewer Award", "Kestrel University", "Co-chair", "Best Poster Prize")
    assert [(a.name, a.org) for a in found] == [
        ("Outstanding Reviewer Award", "Kestrel University"),
        ("Best Poster Prize", None),
    ]
