"""A students/mentees row led by a range left open before a cell bar ("2025- | Ada Roe, PhD student")
names its student, as a closed range does. Fictional text."""

from __future__ import annotations

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def test_a_row_led_by_an_open_range_names_its_mentee() -> None:
    lines = split_lines(
        [
            "## Mentorship",
            "2025- | Ivo Tamm, Incoming PhD student, Kestrel University",
            "Research area: tides",
            "2024 – | Lara Quinn, Masters student, Harbour Institute",
            "2020 | Omar Belt, Undergraduate, Kestrel University",
        ]
    )
    assert [m.name for m in people(lines)] == ["Ivo Tamm", "Lara Quinn", "Omar Belt"]
