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


def test_a_part_then_the_whole_it_belongs_to() -> None:
    """ "at the Institute of X of the University of Y": Y is the school, the institute its unit."""
    text = (
        "ADA LANE\nEDUCATION\n"
        "2006 – 2011    Ph.D. in Widget History at the Institute of Widget History of the University of\n"
        "Kestrel\n"
    )
    studies = [(e.institution_text, e.degree) for e in _profile(text, "cv.txt").education]
    assert studies == [("University of Kestrel", "Ph.D.")]
