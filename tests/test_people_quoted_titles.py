"""A "(with …)" or ", with …" note after a title in curly quotes lists a paper's, a poster's or a talk's
co-authors, who are not people (GUIDE), wherever the entry sits; a grant's quoted title keeps its
co-applicants, and prose naming an advisor after a thesis title keeps the advisor. Fictional text."""

from __future__ import annotations

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


def test_co_authors_after_a_quoted_title_are_no_people() -> None:
    assert (
        _names("## Poster Sessions", "“Tide Maps for Towns,” Coast Meeting 2012, Lund (with Ivo Tamm)") == []
    )
    assert _names("## PUBLICATION", "”Salt marsh acoustics and birds” (with Lara Quinn)") == []
    assert _names("2016 | Roe, A., “Sea Walls in Kestrel Bay”, with Omar Belt. Coast Conference.") == []


def test_grant_co_applicants_and_thesis_advisors_stay() -> None:
    assert _names("## Grants", "£9,000 | Kestrel Fund, “Tide Maps for Towns” (with Mei Lan), 2019") == [
        ("Mei Lan", "collaborator")
    ]
    assert _names("She received a PhD for work on “Tide Maps for Towns” with Prof. Tom Brack.") == [
        ("Tom Brack", "advisor")
    ]
