"""A doctoral role under a positions list is a post at the school its study names (GUIDE: post and study)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.sources import parse_bytes


def test_candidate_row_with_an_abbreviated_school_is_a_post_and_a_study() -> None:
    text = (
        "# Ana Ruiz\n\n## University positions\n\n"
        "| **2015--2020** | **Research associate**, Kestrel Institute of Technology, Norway. |\n"
        "| **2010--2014** | **Ph.D. candidate**, Kyoto Univ., Japan. |\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="index.md", suffix=".md"))
    posts = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert ("Kyoto Univ", "Ph.D. candidate", "2010", "2014") in posts
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kyoto Univ", "Ph.D.")]
