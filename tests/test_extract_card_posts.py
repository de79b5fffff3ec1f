"""The owner's current post a header card states: in the front matter (al-folio ``more_info``,
``subtitle``) or under the name in the body."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.extract.header import header_posts
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.gazetteers.orgs import Org
from talentgraph.model import Profile
from talentgraph.sources import parse_bytes


def _posts(text: str) -> list[tuple[str | None, str | None, str | None]]:
    profile = extract_profile(parse_bytes(text.encode(), "about.md"))
    return [(a.org_text, a.unit, a.end) for a in profile.affiliations]


def test_address_card_names_the_current_employer() -> None:
    text = (
        "---\nlayout: about\nprofile:\n  more_info: >\n    <p><strong>Kestrel University</strong></p>\n"
        "    <p>Institute of Tidal Studies</p>\n    <p>12 Harbour Road</p>\n---\n\n"
        "My research is on tides and estuaries.\n"
    )
    assert _posts(text) == [("Kestrel University", "Institute of Tidal Studies", "present")]


def test_subtitle_with_lab_and_university_is_a_card() -> None:
    text = "---\nsubtitle: <a href='https://lab.example'>Harbour Lab, Kestrel University</a>. Lund, Sweden.\n---\n\nHello.\n"
    assert _posts(text) == [("Kestrel University", "Harbour Lab", "present")]


def test_card_adds_nothing_when_the_body_states_that_post() -> None:
    text = (
        "---\nprofile:\n  more_info: <p>Kestrel University</p>\n---\n\n"
        "## Experience\n\n- Lecturer, Kestrel University, 2019 – present\n"
    )
    assert [org for org, _, _ in _posts(text)] == ["Kestrel University"]


def test_card_of_two_organisations_or_a_dated_entry_page_adds_nothing() -> None:
    two = "---\nsubtitle: Kestrel University · Lakeside University\n---\n\nHello.\n"
    dated = "---\nsubtitle: Kestrel University\ndate_range: Aug 2014 to Mar 2019\n---\n\nHello.\n"
    assert _posts(two) == []
    assert _posts(dated) == []


def test_name_block_of_many_titles_reaches_the_employer_line() -> None:
    lines = split_lines(
        [
            "Ana Ruiz",
            "Ana Ruiz",
            "Professor, Department of Tides",
            "Professor, Department of Waves",
            "Professor, Department of Harbours",
            "Chair of Estuary Studies, College of Engineering",
            "Kestrel University",
            "",
            "## Research",
        ]
    )
    profile = Profile(source="x")
    profile.person.name = "Ana Ruiz"
    header_posts(lines, OrgGazetteer([Org("org:kestrel", "Kestrel University", "university")]), profile)
    assert [(a.org_text, a.role) for a in profile.affiliations] == [("Kestrel University", "Professor")]


def _header(lines: list[str]) -> list[tuple[str | None, str | None, str | None]]:
    profile = extract_profile(parse_bytes("\n".join(lines).encode(), "cv.md"))
    return sorted((a.org_text, a.role, a.end) for a in profile.affiliations)


def test_header_title_differs_from_an_ended_post_there() -> None:
    lines = ["# Ana Ruiz", "PhD Student · Oceanography", "Kestrel University", "", "## Experience", ""]
    ended = [*lines, "- Research Assistant, Kestrel University, 2021 – 2022"]
    assert _header(ended) == [
        ("Kestrel University", "PhD Student", "present"),
        ("Kestrel University", "Research Assistant", "2022"),
    ]


def test_header_restating_a_listed_post_adds_nothing() -> None:
    lines = ["# Ana Ruiz", "PhD Student · Oceanography", "Kestrel University", "", "## Experience", ""]
    same = [*lines, "- PhD Student, Kestrel University, 2019 – 2023"]
    held = [*lines, "- Research Assistant, Kestrel University, 2021 – present"]
    assert [org for org, _, _ in _header(same)] == ["Kestrel University"]
    assert [org for org, _, _ in _header(held)] == ["Kestrel University"]


def test_body_opening_with_the_card_under_a_front_matter_title() -> None:
    text = (
        '---\nlayout: archive\ntitle: "Ana Ruiz"\nauthor_profile: true\n---\n\nLecturer <br/>\nDepartment of Tides <br/>\nKestrel University <br/>\n\n'
        "## About me\n\nWelcome! I study tides.\n"
    )
    profile = extract_profile(parse_bytes(text.encode(), "about.md"))
    assert [(a.org_text, a.unit, a.role) for a in profile.affiliations] == [
        ("Kestrel University", "Department of Tides", "Lecturer")
    ]


def test_body_opening_with_a_sentence_is_no_card() -> None:
    text = '---\ntitle: "Ana Ruiz"\n---\n\nI am a Lecturer\n\nKestrel University\n'
    profile = extract_profile(parse_bytes(text.encode(), "about.md"))
    assert [a.role for a in profile.affiliations if a.role == "I am a Lecturer"] == []
