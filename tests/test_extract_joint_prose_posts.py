"""A current post written "I am a ROLE at X and the Y" names two employers (GUIDE: one role at two
employers is two posts); a centre written with its parent ("the Y Center (YC) of Z", "Z's Y Lab") is
the parent's unit. Fictional text."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.sources import read_document

ORGS = OrgGazetteer(
    [
        Org(id="kti", name="Kestrel Tide Institute", type="institute"),
        Org(id="gwa", name="Gull Weather Agency", type="government", acronyms=("GWA",)),
    ]
)


def _posts(tmp_path: Path, body: str) -> set[tuple[str | None, str | None, str | None, str | None]]:
    path = tmp_path / "about.md"
    path.write_text(f"---\ntitle: About\n---\n\n{body}\n", encoding="utf-8")
    profile = extract_profile(read_document(path), ORGS)
    return {(a.org_text, a.unit, a.role, a.end) for a in profile.affiliations}


def test_a_centre_of_a_parent_after_and_the_is_a_second_post(tmp_path: Path) -> None:
    body = (
        "I am a Data Scientist at Wrenfield Analytics and the Center for Wave Modeling (CWM) of Gull "
        "University, working on tides."
    )
    posts = _posts(tmp_path, body)
    assert ("Wrenfield Analytics", None, "Data Scientist", "present") in posts
    assert ("Gull University", "Center for Wave Modeling", "Data Scientist", "present") in posts


def test_a_known_employer_beside_a_defined_abbreviation_keeps_its_name(tmp_path: Path) -> None:
    """ "(KTI)" defined on the line names the first employer, not the known second one."""
    body = (
        "I am currently a research scientist at the Kestrel Tide Institute (KTI) and GWA's Coastal Lab "
        "(GWA CL). My research is on tides."
    )
    posts = _posts(tmp_path, body)
    assert ("GWA", "Coastal Lab", "research scientist", "present") in posts


def test_a_person_or_a_title_after_and_is_no_employer(tmp_path: Path) -> None:
    posts = _posts(tmp_path, "I am a postdoc at Gull University and the Director of Tides. I study waves.")
    assert {p[0] for p in posts} == {"Gull University"}


def test_a_cut_name_of_the_defined_employer_still_takes_its_abbreviation(tmp_path: Path) -> None:
    """ "(WIRT)" defines the first employer, whose name the reader cut at "in": it takes the defined name."""
    body = (
        "I am a research scientist at the Wrenfield Institute for Research in Tides (WIRT) and GWA's "
        "Coastal Lab. I study waves."
    )
    orgs = {p[0] for p in _posts(tmp_path, body)}
    assert "WIRT" in orgs
    assert "GWA" in orgs


def test_a_lab_at_a_second_place_is_no_second_employer_of_a_member(tmp_path: Path) -> None:
    body = "I am a member of the Tide Lab at Gull University and the Wave Lab at Kestrel College. I study."
    assert "Kestrel College" not in {p[0] for p in _posts(tmp_path, body)}
