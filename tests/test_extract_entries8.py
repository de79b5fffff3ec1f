"""Entry layouts that recur across real CVs (round 8), on fictional text written for these tests."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_document


def _profile(text: str, name: str = "x.md") -> Profile:
    doc = parse_document(text.encode(), name, Path(name))
    return extract_profile(doc, orgs=OrgGazetteer([]))


def _posts(p: Profile) -> list[tuple[str | None, str | None, str | None, str | None]]:
    return [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]


def test_posts_under_a_heading_that_joins_employment_and_service() -> None:
    """ "Employment and Academic Service": the posts the heading names first are read."""
    text = (
        "# Ada Lane\n\n## Employment and Academic Service\n\n"
        "2019–present    Data Curator, Kestrel University\n\n"
        "2015–2019    Editorial Assistant, Hooli Review Institute\n"
    )
    assert _posts(_profile(text)) == [
        ("Kestrel University", "Data Curator", "2019", "present"),
        ("Hooli Review Institute", "Editorial Assistant", "2015", "2019"),
    ]


def test_fields_wrapped_at_the_page_edge_are_read_with_their_line() -> None:
    """A PDF row "date  Role, Unit, Org" broken inside a name: the next line runs on from it."""
    text = (
        "ADA LANE\nEXPERIENCE\n"
        "2019 – 2021    Research Assistant, Department of Widgets, Kestrel State\n"
        "University, Boston, MA\n"
        "2016 – 2019    Analyst, Widget Lab, Hooli Institute of\n"
        "Technology, Lyon, France.\n"
        "• Built a widget pipeline.\n"
    )
    posts = [(a.org_text, a.role, a.start) for a in _profile(text, "cv.txt").affiliations]
    assert posts == [
        ("Kestrel State University", "Research Assistant", "2019"),
        ("Hooli Institute of Technology", "Analyst", "2016"),
    ]


def test_a_teaching_experience_section_lists_courses_not_employers() -> None:
    """Under "Teaching Experience" a course taught is no organisation; a post at a school still is."""
    text = (
        "# Ada Lane\n\n## Teaching Experience\n\n"
        "* Introduction to Widget Theory, Instructor, spring 2013\n"
        "* Lecturer, Kestrel University, 2015 – 2017\n"
    )
    assert _posts(_profile(text)) == [("Kestrel University", "Lecturer", "2015", "2017")]


def test_a_second_degree_stacked_under_a_dated_study() -> None:
    """A certificate on its own line under the dated degree line was earned at the same school."""
    text = (
        "ADA LANE\nEDUCATION\n"
        "2014–2020    Ph.D., History, Kestrel University\n"
        "Certificate in Widget Studies\n"
        "Dissertation: On the widget trade\n"
    )
    studies = [(e.institution_text, e.degree, e.field, e.end) for e in _profile(text, "cv.txt").education]
    assert studies == [
        ("Kestrel University", "Ph.D.", "History", "2020"),
        ("Kestrel University", "Certificate", "Widget Studies", None),
    ]


def test_a_labelled_affiliation_naming_a_centre_is_a_unit() -> None:
    """ "Affiliation: Center for X" under "Kestrel University, Lab Y": the university employs."""
    text = (
        "ADA LANE\nRESEARCH EXPERIENCE\n"
        "Research Associate    2021 – 2023\n"
        "Kestrel University, Widget Program (60%)\n"
        "Affiliation: Center for Widget Reliability\n"
    )
    posts = [(a.org_text, a.unit, a.role) for a in _profile(text, "cv.txt").affiliations]
    assert posts == [("Kestrel University", "Center for Widget Reliability", "Research Associate")]


def test_a_part_then_the_whole_it_belongs_to() -> None:
    """ "at the Institute of X of the University of Y": Y is the school, the institute its unit."""
    text = (
        "ADA LANE\nEDUCATION\n"
        "2006 – 2011    Ph.D. in Widget History at the Institute of Widget History of the University of\n"
        "Kestrel\n"
    )
    studies = [(e.institution_text, e.degree) for e in _profile(text, "cv.txt").education]
    assert studies == [("University of Kestrel", "Ph.D.")]


def test_grader_and_demonstrator_are_job_titles() -> None:
    """Teaching posts named "Grader" or "Demonstrator" are roles, like "Tutor"."""
    from talentgraph.extract.fields import has_role

    assert has_role("Grader")
    assert has_role("Lab Demonstrator")
