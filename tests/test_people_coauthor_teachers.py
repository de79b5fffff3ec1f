"""No person from a talk's "(together with …)" co-authors, a course's "with Dr. X" on a teaching line, or a
"Lecturers:" row of a course (GUIDE: co-authors and co-teachers are no people). Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def _names(*text: str) -> list[str]:
    return [m.name for m in people(split_lines(list(text)))]


@pytest.mark.parametrize(
    "rows",
    [
        ["## Talks", "“Tides and Votes”, Kestrel Science Meeting, July 2021 (together with Ivo Tamm)."],
        ["## Talks", "“Tides and Votes”, Kestrel Science Meeting, July 2021 (together", "with Ivo Tamm)."],
        ["## Teaching", "TM 215: Principles of Tidal Technologies with Dr. Lara Quinn"],
        [
            "## Experience",
            "Summer School on Ocean Models, Kestrel U.",
            "Lecturers: Dr. Omar Belt, Prof. Dr. Nia Storm",
        ],
    ],
)
def test_co_authors_and_co_teachers_are_no_people(rows: list[str]) -> None:
    assert _names(*rows) == []


def test_a_collaborator_in_experience_is_still_read() -> None:
    assert _names("## Experience", "Research assistant, Kestrel U., working with Dr. Ivo Tamm on tides") == [
        "Ivo Tamm"
    ]


def test_a_teaching_line_without_a_course_keeps_its_co_worker() -> None:
    assert _names("## Teaching", "Mentored undergraduate research projects with Dr. Ivo Tamm") == ["Ivo Tamm"]
