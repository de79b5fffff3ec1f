"""About pages written in sentences: posts, names and topics (invented snippets)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_bytes


def _extract(text: str, name: str = "about.md") -> Profile:
    suffix = "." + name.rsplit(".", 1)[-1]
    return extract_profile(parse_bytes(text.encode(), source=name, suffix=suffix), orgs=OrgGazetteer([]))


def _posts(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(a.org_text, a.role, a.end) for a in p.affiliations]


def test_post_stated_under_a_research_heading() -> None:
    p = _extract("## Research\n\nI am a PhD candidate in geology at Northvale University, Canada.\n")
    assert ("Northvale University", "PhD Candidate", "present") in _posts(p)
