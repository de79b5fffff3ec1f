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


def _prose_awards(text: str) -> list[str]:
    doc = Document("about.md", "markdown", "# About\n\n" + text + "\n", "0")
    return [a.name for a in extract_profile(doc, orgs=OrgGazetteer([])).awards]


def test_a_named_honour_that_funds_the_owner_in_prose_is_an_award() -> None:
    found = _prose_awards(
        "I am a PhD student supported by the [Kestrel Graduate Research Fellowship](https://k.org) and the "
        "Tern EDGE Fellowship. My work is funded by the Gull Trust and an Early Career Award, "
        "and my stay by my Heron postdoctoral fellowship."
    )
    assert found == [
        "Kestrel Graduate Research Fellowship",
        "Tern EDGE Fellowship",
        "Early Career Award",
        "Heron postdoctoral fellowship",
    ]


def test_a_funders_money_without_an_article_is_no_award() -> None:
    assert _prose_awards("Kestrel University, PhD, funded by GULL scholarship, 2019 - 2023.") == []


def test_undated_lines_of_a_dated_awards_list_describe_the_award_above() -> None:
    found = _awards(
        "Nov 2022 | Kestrel Memorial Prize.",
        "Awarded for outstanding contributions to tide modelling in the region.",
        "Organization: Kestrel Society",
        "Feb 2018 - Mar 2018 | Gull travel grant.",
        "Support attendance at the Tern Conference.",
        "Heron Poster Award, Kestrel Society",
        "– Best poster award at Tern 2016",
    )
    assert [a.name for a in found] == [
        "Kestrel Memorial Prize",
        "Gull travel grant",
        "Heron Poster Award",
        "– Best poster award at Tern 2016",
    ]
    assert [a.year for a in found[:2]] == ["2022", "2018"]


def test_the_line_under_an_award_with_its_year_in_a_column_is_its_giver() -> None:
    found = _awards(
        "Kestrel Graduate Fellowship | 2013",
        "Kestrel University Department of Geology",
        "Poster Prize in Tides Category | 2011",
        "International Tern Conference",
        "Gull Travel Award to the Heron Meeting | 2010",
    )
    assert [(a.name, a.org, a.year) for a in found] == [
        ("Kestrel Graduate Fellowship", "Kestrel University Department of Geology", "2013"),
        ("Poster Prize in Tides Category", "International Tern Conference", "2011"),
        ("Gull Travel Award to the Heron Meeting", None, "2010"),
    ]


def test_a_sentence_under_a_bulleted_award_describes_it() -> None:
    found = _awards(
        "■ Kestrel Teaching Award    2018\nGull University – ($200)\nFor excellence in teaching at the first-year level.",
        "■ Tern Travel Grant    2016\nSupport for travel to the synchrotron.",
        "■ Dean's List    2015",
    )
    assert [(a.name, a.year) for a in found] == [
        ("Kestrel Teaching Award", "2018"),
        ("Tern Travel Grant", "2016"),
        ("Dean's List", "2015"),
    ]


def test_a_sentence_under_an_award_dated_at_its_end_describes_it() -> None:
    """A row whose date closes it ("Kestrel Fellow | Kestrel University    09.2025"), then the lines
    describing it, bulleted or not: one award a row, the sentences none."""
    found = _awards(
        "Kestrel Graduate Fellow | Kestrel University    09.2025\n"
        "• Selected through a university-wide competition for a full-year fellowship ($110K award)",
        "Gull Medal in Geology, Gull College (2018)\n• Awarded to the graduating student with the highest average",
        "Tern Memorial Fellowship    2020-2021\nAwarded by the Tern School to a full-time student based on merit",
    )
    assert [a.name.split(" | ")[0] for a in found] == [
        "Kestrel Graduate Fellow",
        "Gull Medal in Geology",
        "Tern Memorial Fellowship",
    ]


def test_a_membership_listed_among_honours_is_no_award() -> None:
    found = _awards(
        "Full Membership, Tern Scientific Honor Society (2024)",
        "Committee Member of the Division of Tides (2020)",
        "Elected Member, Gull Statistical Institute (2022)",
        "Kestrel Early Career Award (2019)",
    )
    assert [a.name for a in found] == ["Elected Member", "Kestrel Early Career Award (2019)"]
