"""CV-line grammar as PDF CVs write it, on fictional text written for these tests: teaching posts
listed term by term, a role run into a known organisation with no separator."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.sources import parse_bytes, parse_document

from .profiles import posts_of, profile_of


def test_teaching_terms_of_one_role_are_one_post_spanning_their_years() -> None:
    """GUIDE.md: one teaching post per role and organisation, spanning the terms listed, as years."""
    text = (
        "# Jo Roe\n\n## Teaching Experience\n\nKestrel University\n\n"
        "Teaching Assistant, Widget Design    Spring 2015, Spring 2016\n\n"
        "Teaching Assistant, Intro to Gadgets    Fall 2013\n\n"
        "Lakeside College\n\n"
        "Teaching Assistant, Core Widgets    Winter 2010, Spring 2011\n"
    )
    posts = [p for p in posts_of(profile_of(text)) if p[1] == "Teaching Assistant"]
    assert ("Kestrel University", "Teaching Assistant", "2013", "2016") in posts
    assert ("Lakeside College", "Teaching Assistant", "2010", "2011") in posts
    assert len(posts) == 2


def test_a_role_taught_for_one_term_keeps_its_months() -> None:
    text = "# Jo Roe\n\n## Teaching\n\nInstructor, Gadget Lab Methods, Kestrel University    Summer 2021\n"
    assert ("Kestrel University", "Instructor", "2021-06", "2021-08") in posts_of(profile_of(text))


def test_a_teaching_role_written_once_per_course_is_one_post() -> None:
    """GUIDE.md: a teaching role written once per course or term is one post spanning them."""
    text = (
        "# Jo Roe\n\n## Experience\n\n"
        "2012    Teaching assistant, Kestrel University\n\n"
        "2010    Teaching assistant, Kestrel University\n"
    )
    posts = [p for p in posts_of(profile_of(text)) if p[1] == "Teaching assistant"]
    assert posts == [("Kestrel University", "Teaching assistant", "2010", "2012")]


def test_a_year_list_of_one_teaching_post_spans_its_first_to_last_year() -> None:
    text = "# Jo Roe\n\n## Experience\n\nLecturer, Kestrel University, 2019, 2021, 2024\n"
    posts = [p for p in posts_of(profile_of(text)) if p[1] == "Lecturer"]
    assert posts == [("Kestrel University", "Lecturer", "2019", "2024")]


def test_teaching_posts_of_two_roles_or_two_organisations_stay_apart() -> None:
    text = (
        "# Jo Roe\n\n## Experience\n\n"
        "2016 – 2017    Lecturer, Kestrel University\n\n"
        "2013 – 2014    Teaching Assistant, Kestrel University\n\n"
        "2011 – 2012    Teaching Assistant, Lakeside College\n\n"
        "2009 – 2010    Research Assistant, Kestrel University\n\n"
        "2005 – 2006    Research Assistant, Kestrel University\n"
    )
    posts = posts_of(profile_of(text))
    assert ("Kestrel University", "Lecturer", "2016", "2017") in posts
    assert ("Kestrel University", "Teaching Assistant", "2013", "2014") in posts
    assert ("Lakeside College", "Teaching Assistant", "2011", "2012") in posts
    # no teaching role: left apart
    assert ("Kestrel University", "Research Assistant", "2005", "2006") in posts


def test_teaching_terms_of_academic_years_merge_but_a_lone_term_years_before_a_stint_does_not() -> None:
    """Academic years that follow each other are one post's terms; a term four years before a
    several-year stint of the same role is a separate post (GUIDE.md keeps stints apart)."""
    text = (
        "# Jo Roe\n\n## Teaching\n\n"
        "- Teaching Assistant, Wave Theory, Kestrel University, 2019–2020\n"
        "- Teaching Assistant, Coastal Methods, Kestrel University, 2020–2021\n"
        "- Teaching Assistant, Tide Gauges, Kestrel University, 2021–2022\n\n"
        "## Experience\n\n"
        "- Instructor, Lakeside College, 2010\n"
        "- Instructor, Lakeside College, 2014–2020\n"
        "- Tutor, Heron Institute, 2011–2015\n"
        "- Tutor, Heron Institute, 2014–2016\n"
    )
    posts = posts_of(profile_of(text))
    assert [p for p in posts if p[1] == "Teaching Assistant"] == [
        ("Kestrel University", "Teaching Assistant", "2019", "2022")
    ]
    assert sorted(p for p in posts if p[1] == "Instructor") == [
        ("Lakeside College", "Instructor", "2010", "2010"),
        ("Lakeside College", "Instructor", "2014", "2020"),
    ]
    # two ranges held at once are two posts
    assert sorted(p for p in posts if p[1] == "Tutor") == [
        ("Heron Institute", "Tutor", "2011", "2015"),
        ("Heron Institute", "Tutor", "2014", "2016"),
    ]


@pytest.mark.parametrize(
    ("row", "role"),
    [
        ("present : Nov 2024 Postdoc Kestrel University", "Postdoc"),
        (
            "May 2023 : Aug 2022 Visiting Assistant Professor Kestrel University",
            "Visiting Assistant Professor",
        ),
        ("2019 – 2021    Graduate Research Associate Kestrel University", "Graduate Research Associate"),
    ],
)
def test_a_role_run_into_a_known_organisation(row: str, role: str) -> None:
    """A PDF's text layer can join the role and the organisation with no separator between them."""
    doc = parse_document(
        f"# Jo Roe\n\n## Professional Appointments\n\n{row}\n".encode(), "x.md", Path("x.md")
    )
    profile = extract_profile(doc, orgs=OrgGazetteer([Org("kestrel", "Kestrel University", "university")]))
    assert [(a.org_text, a.role) for a in profile.affiliations] == [("Kestrel University", role)]


def test_a_teaching_role_listed_per_term_in_a_json_resume_is_one_post() -> None:
    """The merge runs on every layout, a structured résumé's work list too."""
    work = [
        {
            "name": "Kestrel University",
            "position": "Guest Lecturer",
            "startDate": f"{y}-03-01",
            "endDate": f"{y}-06-30",
        }
        for y in (2023, 2022, 2021)
    ]
    raw = json.dumps({"basics": {"name": "Jo Roe"}, "work": work}).encode()
    profile = extract_profile(parse_bytes(raw, source="x.json", suffix=".json"))
    assert posts_of(profile) == [("Kestrel University", "Guest Lecturer", "2021-03-01", "2023-06-30")]


_WRAP_ORGS = OrgGazetteer(
    [
        Org("ksu", "Kestrel State University", "university"),
        Org("ue", "University of Eastland", "university"),
        Org("lml", "Lakeside Marine Laboratory", "institute"),
    ]
)


@pytest.mark.parametrize(
    ("lines", "org"),
    [
        (  # the page ends inside the name; the dates follow on the second line
            "Research Professor, Tide Institute, Kestrel\nState University, 2019–2021\n",
            "Kestrel State University",
        ),
        (  # "…, Kestrel State" / "University of Eastland": two names, the second one whole below
            "Research Professor, Kestrel State\nUniversity of Eastland, 2019–2021\n",
            "University of Eastland",
        ),
        (  # the dates lead the row and the name breaks after its first word
            "2019-2021    Research Professor, Tide Institute, Kestrel\nState University, Eastport, MA.\n",
            "Kestrel State University",
        ),
    ],
)
def test_a_known_name_wrapped_over_two_pdf_lines_is_read_whole(lines: str, org: str) -> None:
    text = f"Jo Roe\n\nEXPERIENCE\n\n{lines}"
    doc = parse_document(text.encode(), "cv.txt", Path("cv.txt"))
    profile = extract_profile(doc, orgs=_WRAP_ORGS)
    assert [a.org for a in profile.affiliations] == [org]


def test_a_known_name_written_with_a_dash_before_its_campus_is_not_cut_at_the_dash() -> None:
    """The gazetteer lists "Kestrel University Eastport" without the dash a CV writes."""
    orgs = OrgGazetteer([Org("kue", "Kestrel University Eastport", "university")])
    text = "Jo Roe\n\nEXPERIENCE\n\nResearch Assistant, Kestrel University – Eastport    2021 – 2023\n"
    doc = parse_document(text.encode(), "cv.txt", Path("cv.txt"))
    profile = extract_profile(doc, orgs=orgs)
    assert [(a.org, a.role) for a in profile.affiliations] == [
        ("Kestrel University Eastport", "Research Assistant")
    ]


def test_a_known_name_that_only_seems_to_wrap_into_a_sentence_is_not_joined() -> None:
    """ "… at Lakeside Marine" over "Laboratory work and outreach …": the name would run on into prose."""
    text = (
        "Jo Roe\n\nEXPERIENCE\n\n2019-2021    Research Professor at Lakeside Marine\n"
        "Laboratory work and outreach for schools.\n"
    )
    doc = parse_document(text.encode(), "cv.txt", Path("cv.txt"))
    profile = extract_profile(doc, orgs=_WRAP_ORGS)
    assert "Lakeside Marine Laboratory" not in [a.org for a in profile.affiliations]
