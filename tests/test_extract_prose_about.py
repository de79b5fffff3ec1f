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


def test_based_at_is_a_current_post() -> None:
    p = _extract("# About\n\nI am currently based at the Harrow Museum of Zoology in Leeds.\n")
    assert _posts(p) == [("Harrow Museum of Zoology", None, "present")]


def test_another_campus_of_a_system_is_another_place() -> None:
    p = _extract(
        "# About\n\nI earned my Ph.D. in ecology from University of California, Davis. "
        "I received my postdoctoral training at University of California, Irvine.\n"
    )
    assert ("University of California", "Postdoc", None) in _posts(p)  # the gazetteer names the campus


def test_a_postdoc_where_the_owner_took_a_phd() -> None:
    p = _extract(
        "# About\n\nI completed my PhD at Kestrel Institute. Later I worked as a postdoc in the "
        "Roe lab at Kestrel Institute, where I studied moths.\n"
    )
    assert ("Kestrel Institute", "postdoc", None) in _posts(p)
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel Institute", "Ph.D.")]
