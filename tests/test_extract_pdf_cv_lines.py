"""CV-line grammar as PDF CVs write it, on fictional text written for these tests: teaching posts
listed term by term, a role run into a known organisation with no separator."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.sources import parse_document

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
