"""A post written at a bare department followed by its school is a post at the school, the department its unit."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.sources import parse_bytes


def test_role_at_the_department_then_its_school() -> None:
    text = (
        "# Ana Ruiz\n\n## Past Positions\n\n"
        "2016–2020    Research Engineer at Widgetron GmbH\n\n"
        "2011–2013    Lecture Assistant at the Department of Tidal Physics, Kestrel University, Norway\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="cv.txt", suffix=".txt"))
    posts = [(a.org_text, a.unit, a.start, a.end) for a in p.affiliations]
    assert ("Kestrel University", "Department of Tidal Physics", "2011", "2013") in posts
