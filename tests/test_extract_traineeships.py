"""A traineeship is a post, even one named after a degree (documents written for these tests)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Document


def test_phd_traineeship_row_is_a_post() -> None:
    text = (
        "# Pat Doe\n\n## Experience\n\n"
        "Aug 2022–Aug 2023\n\nKestrel Central Bank, Lund\n\nPhD traineeship in Tide Policy, within Senior Management.\n"
    )
    profile = extract_profile(Document("cv.md", "markdown", text, "0"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.role) for a in profile.affiliations] == [
        ("Kestrel Central Bank", "PhD traineeship")
    ]
