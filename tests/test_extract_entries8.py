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
