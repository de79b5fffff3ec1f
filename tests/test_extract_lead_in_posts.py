"""List items that complete a first-person lead-in ("I am also:", "I have also worked as a:") state the
owner's posts, each "ROLE at ORG" item one post. Fictional text."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.sources import read_document


def _posts(tmp_path: Path, body: str) -> set[tuple[str | None, str | None, str | None, str | None]]:
    path = tmp_path / "about.md"
    path.write_text(f"---\ntitle: About\n---\n\n{body}\n", encoding="utf-8")
    return {(a.org_text, a.unit, a.role, a.end) for a in extract_profile(read_document(path)).affiliations}


def test_items_after_i_am_also_are_current_posts(tmp_path: Path) -> None:
    body = (
        "I study tides and waves with models.\n\nI am also:\n\n"
        "- Affiliated researcher at [Wrenfield - Centre for Tide Studies](https://wren.example)\n"
        "- Senior researcher (20% position) at [Gullmark Tide Bureau](https://gull.example).\n"
    )
    posts = _posts(tmp_path, body)
    assert ("Wrenfield - Centre for Tide Studies", "Affiliated researcher", "present") in {
        (p[0], p[2], p[3]) for p in posts
    }
    assert ("Gullmark Tide Bureau", None, "Senior researcher", "present") in posts


def test_items_after_i_have_worked_as_a_are_former_posts_and_part_of_names_the_parent(tmp_path: Path) -> None:
    body = (
        "I have also worked as a:\n\n"
        "*  Senior Analyst at the Kestrel Tide Agency, part of the Kestrel Department of Water,\n"
        "*  Research assistant (Part-time) in Ada Roe's Lab at the Gull Institute of Waves.\n"
    )
    posts = _posts(tmp_path, body)
    assert ("Kestrel Department of Water", "Kestrel Tide Agency", "Senior Analyst", None) in posts
    assert ("Gull Institute of Waves", "Ada Roe's Lab", "Research assistant", None) in posts


def test_items_without_a_lead_in_or_a_role_are_no_posts(tmp_path: Path) -> None:
    body = (
        "My favourite places:\n\n- Hiking at Gull National Park\n\n"
        "I am also:\n\n- A keen baker at Kestrel Bakery\n"
    )
    assert not _posts(tmp_path, body)
