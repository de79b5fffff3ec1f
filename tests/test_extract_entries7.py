"""Entry layouts that recur across real CVs (round 7), on fictional text written for these tests."""

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


def _studies(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(e.institution_text, e.degree, e.end) for e in p.education]


def test_a_labelled_course_line_under_a_teaching_post_is_no_post() -> None:
    text = (
        "## Teaching Experience\n\nTeaching Assistant\n2021 | Department of Widgets, Kestrel University\n"
        "Undergraduate Course: WID 72 – Intro to Widget Systems (Summer 2021)\n"
    )
    assert [a.org_text for a in _profile(text).affiliations] == ["Kestrel University"]
