"""Projects from funded grants, positions that are no projects, and named collaborations. Fictional text."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Document


def _profile(text: str, name: str = "cv.md", fmt: str = "markdown"):  # type: ignore[no-untyped-def]
    return extract_profile(Document(name, fmt, text, "0"), orgs=OrgGazetteer([]))


def test_br_separated_fields_of_a_post_are_a_post_not_a_project() -> None:
    text = (
        "Employment\n======\n\n"
        "* Mar 2014-present: Associate Professor <br> Department of Tide Studies <br> Kestrel University\n\n"
        "* 2010-2014: Lecturer <br> School of Shore Science <br> Kestrel University\n"
    )
    p = _profile(text)
    assert [(a.org_text, a.start) for a in p.affiliations] == [
        ("Kestrel University", "2014-03"),
        ("Kestrel University", "2010"),
    ]
    assert p.projects == []
