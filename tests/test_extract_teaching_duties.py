"""A professor's own courses are duties of the faculty post, not teaching posts of their own."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.sources import parse_bytes


def _posts(text: str) -> list[tuple[str | None, str | None, str | None]]:
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt", suffix=".txt"))
    return [(a.org_text, a.role, a.start) for a in p.affiliations]


def test_courses_taught_during_a_faculty_post_there_add_no_post() -> None:
    posts = _posts(
        "# Ana Ruiz\n\n## Experience\n\n"
        "2019 – present    Assistant Professor, Kestrel University\n\n"
        "2014 – 2019    Graduate Research Assistant, Northfield University\n\n"
        "## Teaching\n\n"
        "2021    Instructor, Tidal Physics (TP 200), Kestrel University\n\n"
        "2016    Teaching Assistant, Optics (OPT 100), Northfield University\n"
    )
    assert ("Kestrel University", "Assistant Professor", "2019") in posts
    assert ("Kestrel University", "Instructor", "2021") not in posts
    assert ("Northfield University", "Teaching Assistant", "2016") in posts


def test_teaching_before_the_faculty_post_stays_a_post() -> None:
    posts = _posts(
        "# Ana Ruiz\n\n## Experience\n\n"
        "2019 – present    Assistant Professor, Kestrel University\n\n"
        "## Teaching\n\n"
        "2015    Teaching Assistant, Optics (OPT 100), Kestrel University\n"
    )
    assert ("Kestrel University", "Teaching Assistant", "2015") in posts


def test_courses_taught_under_a_headline_faculty_post_add_no_post() -> None:
    posts = _posts(
        "# Ana Ruiz\n\nAssistant Professor, Kestrel University\n\n"
        "## Teaching Experience\n\n"
        "2021    Instructor, Tidal Physics (TP 200), Kestrel University\n\n"
        "2016    Teaching Assistant, Optics (OPT 100), Northfield University\n"
    )
    assert ("Kestrel University", "Instructor", "2021") not in posts
    assert ("Northfield University", "Teaching Assistant", "2016") in posts
