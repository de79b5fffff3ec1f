"""Read an invented CV text into a Profile, with no organisations known in advance, and list the posts
found: the helpers shared by the tests of entry layouts."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_document


def profile_of(text: str, name: str = "x.md") -> Profile:
    doc = parse_document(text.encode(), name, Path(name))
    return extract_profile(doc, orgs=OrgGazetteer([]))


def posts_of(p: Profile) -> list[tuple[str | None, str | None, str | None, str | None]]:
    """Each post as (organisation, role, start, end)."""
    return [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
