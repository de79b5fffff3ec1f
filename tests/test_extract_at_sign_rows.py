"""Experience rows written "Title @ Employer" (documents written for these tests)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Document, Profile


def _profile(text: str) -> Profile:
    return extract_profile(Document("cv.md", "markdown", text, "0"), orgs=OrgGazetteer([]))


def test_title_at_sign_employer_rows_are_posts_at_the_employer() -> None:
    text = (
        "# Pat Doe\n\n## Experience\n\n"
        "* 2018-2020: Data Scientist @ Quillonex\n"
        "* 2015-2016: Data Modeller @ Orbellia\n"
    )
    rows = [(a.org_text, a.start) for a in _profile(text).affiliations]
    assert rows == [("Quillonex", "2018"), ("Orbellia", "2015")]


def test_at_sign_before_a_part_and_its_parent_keeps_the_parent() -> None:
    text = "# Pat Doe\n\n## Experience\n\n- Postdoctoral researcher @ GULLWATCH-IPSO, Kestrel Université-CNRS-IRD, France (2024 - present)\n"
    assert [a.org_text for a in _profile(text).affiliations] == ["Kestrel Université-CNRS-IRD"]
