"""Entry layouts that recur across real CVs (round 6), on fictional text written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_document


def _profile(text: str, name: str = "x.md") -> Profile:
    doc = parse_document(text.encode(), name, Path(name))
    return extract_profile(doc, orgs=OrgGazetteer([]))


def _posts(p: Profile) -> list[tuple[str | None, str | None, str | None, str | None]]:
    return [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]


def _studies(p: Profile) -> list[tuple[str | None, str | None]]:
    return [(e.institution_text, e.degree) for e in p.education]


def test_joining_as_a_student_is_no_post() -> None:
    p = _profile("# Jo Roe\n\nThen I joined the Widget group at Kestrel University as a PhD student.\n")
    assert [a.role for a in p.affiliations] != ["PhD student"]


@pytest.mark.parametrize(
    "block",
    [
        "Kestrel University",  # a place without a title: no post
        "Lecturer, Kestrel University",  # restated by the dated entry below
    ],
)
def test_name_block_adds_no_post(block: str) -> None:
    text = f"# Jo Roe\n\n{block}\n\n## Experience\n\nLecturer, Kestrel University, 2019 – present\n"
    p = _profile(text)
    assert [(a.org_text, a.start) for a in p.affiliations] == [("Kestrel University", "2019")]
