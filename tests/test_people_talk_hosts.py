"""The host a talks list names for a talk ("(host: Ada Roe)", "Hosts: A & B") is no person (GUIDE: who
invited a talk is no working tie); the host of a visit or an internship still is. Fictional text."""

from __future__ import annotations

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[tuple[str, str]]:
    return [(m.name, m.relation) for m in people(split_lines(list(text)))]


def test_the_host_of_a_talk_is_no_person() -> None:
    assert (
        _names(
            "## Invited talks",
            "2023 Invited talk, Kestrel University. “Tides of Io” (host: Ivo Tamm).",
            "Salt marsh acoustics (Invited) 2021",
            "Harbour Institute (Lund). Hosts: Lara Quinn & Omar Belt",
        )
        == []
    )


def test_the_host_of_a_visit_or_an_internship_stays() -> None:
    assert _names("## Experience", "Research Intern, Kestrel Labs, 2019", "Host: Mei Lan") == [
        ("Mei Lan", "mentor")
    ]
    assert _names(
        "## Talks and research visits", "Visiting scholar, Harbour Institute (host: Tom Brack)"
    ) == [("Tom Brack", "mentor")]
    assert _names("## Talks", "Visit to Kestrel University, hosted by Dr. Ada Roe, 2022") == [
        ("Ada Roe", "mentor")
    ]
