"""CV-line grammar as PDF CVs write it, on fictional text written for these tests: teaching posts
listed term by term."""

from __future__ import annotations

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
