"""One role at two employers written as one organisation name ("A & B", "A / B"): a post at each
(GUIDE round 28), while a single name with "&" in it stays one organisation."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.sources import parse_document

_ORGS = OrgGazetteer(
    [
        Org("gull", "Gull Medical Institute", "research_lab"),
        Org("kestrel", "Kestrel Medical School", "university"),
    ]
)


def _posts(text: str, name: str) -> list[tuple[str | None, str | None, str | None]]:
    profile = extract_profile(parse_document(text.encode(), name, Path(name)), orgs=_ORGS)
    return [(a.org_text, a.role, a.start) for a in profile.affiliations]


def test_a_widget_company_of_two_employers_is_a_post_at_each() -> None:
    text = (
        "+++\n"
        '[[experience]]\n  title = "Postdoctoral Fellow"\n  company = "Kestrel University & Tern Natural History Museum"\n'
        '  date_start = "2016-08-01"\n  date_end = "2017-07-01"\n'
        '[[experience]]\n  title = "Intern"\n  company = "Kestrel College & State University"\n'
        '  date_start = "2014-06-01"\n  date_end = "2014-08-01"\n'
        '[[experience]]\n  title = "Analyst"\n  company = "Harbour Research & Technologies"\n'
        '  date_start = "2013-06-01"\n  date_end = "2013-08-01"\n'
        "+++\n"
    )
    assert _posts(text, "experience.md") == [
        ("Kestrel University", "Postdoctoral Fellow", "2016-08-01"),
        ("Tern Natural History Museum", "Postdoctoral Fellow", "2016-08-01"),
        ("Kestrel College & State University", "Intern", "2014-06-01"),
        ("Harbour Research & Technologies", "Analyst", "2013-06-01"),
    ]


def test_a_cv_row_naming_a_school_and_a_known_institute_is_a_post_at_each() -> None:
    text = "# Work experience\n\n* Postdoc Research Associate, Kestrel Medical School / Gull Medical Institute, 7.2020 - present\n"
    posts = _posts(text, "cv.md")
    assert [org for org, _, _ in posts] == ["Kestrel Medical School", "Gull Medical Institute"]
    assert {role for _, role, _ in posts} == {"Postdoc Research Associate"}


def test_two_employers_joined_by_and_are_a_post_at_each() -> None:
    text = (
        "# Positions\n\n"
        "* Postdoctoral Fellow, Tern Geochronology Center and Gull Medical Institute, 2016-2019\n"
        "* Research Associate, Department of Tides and Institute of Waves, Kestrel Medical School, 2012-2015\n"
    )
    posts = _posts(text, "cv.md")
    assert ("Tern Geochronology Center", "Postdoctoral Fellow", "2016") in posts
    assert ("Gull Medical Institute", "Postdoctoral Fellow", "2016") in posts
    # two units of one employer stay one post (GUIDE round 19)
    assert [org for org, role, _ in posts if role == "Research Associate"] == ["Kestrel Medical School"]


def test_a_bio_at_two_known_employers_joined_by_and_is_a_post_at_each() -> None:
    text = (
        '---\ntitle: "Ann Roe"\n---\n## Bio\n\n'
        "Dr. Roe is a professor at the Kestrel Medical School and Gull Medical Institute.\n"
    )
    posts = _posts(text, "bio.md")
    assert [org for org, _, _ in posts] == ["Kestrel Medical School", "Gull Medical Institute"]


def test_a_name_with_and_in_it_stays_one_employer() -> None:
    text = "# Positions\n\n* Lecturer, Gull Medical Institute of Science and Technology, 2012-2015\n"
    assert [org for org, _, _ in _posts(text, "cv.md")] == [
        "Gull Medical Institute of Science and Technology"
    ]
