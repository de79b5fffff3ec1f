"""An appointment stated in prose ("I also hold appointments in A and B at X"): a current post at X in the
first-named unit, beside the owner's main post there, and no cover for a dated earlier post at X."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import parse_document


def _posts(text: str) -> list[tuple[str | None, str | None, str | None, str | None]]:
    doc = parse_document(text.encode(), "about.md", Path("about.md"))
    profile = extract_profile(doc, orgs=OrgGazetteer([]))
    return [(a.org_text, a.unit, a.start, a.end) for a in profile.affiliations]


def test_appointments_in_units_are_a_second_post_at_the_employer() -> None:
    posts = _posts(
        "# About\n\nI am an Assistant Professor in Widget Studies at Kestrel University.\n"
        "I also hold appointments in the Tern Institute and Physics at Kestrel University.\n"
    )
    assert ("Kestrel University", "Tern Institute", None, "present") in posts
    assert len([p for p in posts if p[0] == "Kestrel University"]) == 2


def test_an_adjunct_appointment_leaves_an_earlier_dated_post_there() -> None:
    posts = _posts(
        "# About\n\nI am a Professor at Kestrel University, and have an adjunct appointment in the "
        "Department of Tides at Gull College.\n\n"
        "From 2004 - 2009, I was a Postdoctoral Fellow at Gull College in the group of Ann Roe.\n"
    )
    assert ("Gull College", "Department of Tides", None, "present") in posts
    assert any(p[0] == "Gull College" and p[2] == "2004" for p in posts)
