"""A lab or group on a role line and the organisation it belongs to on the line below (documents
written for these tests)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Document, Profile


def _profile(text: str) -> Profile:
    return extract_profile(Document("cv.md", "markdown", text, "0"), orgs=OrgGazetteer([]))


def test_lab_on_the_role_line_stands_under_the_acronym_named_org_below() -> None:
    text = (
        "# Pat Doe\n\n## Experience\n\n2024--present\n\nPhD Researcher, Lane Lab\n\n"
        "KRC-TBL, Cambridge\n\nConnectome analysis, 2-photon microscopy\n"
    )
    rows = [(a.org_text, a.unit) for a in _profile(text).affiliations]
    assert rows == [("KRC-TBL", "Lane Lab")]


def test_a_described_method_below_the_lab_is_no_org() -> None:
    text = "# Pat Doe\n\n## Experience\n\n2024--present\n\nPhD Researcher, Lane Lab\n\nConnectome analysis, 2-photon microscopy\n"
    assert [a.org_text for a in _profile(text).affiliations] == ["Lane Lab"]
