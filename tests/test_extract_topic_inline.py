"""Topic lists stated in the running text of a line, on fictional text: an interests label after a
sentence ("… in Oslo. Research interests: A, B") or after a semicolon ("research interests; A, B"),
bare list lines that are skills lines, not interests, the fields a skills list names, and statements in
sections about courses, talks or service."""

from __future__ import annotations

import pytest

from talentgraph.extract.sections import split_lines
from talentgraph.extract.topics import topics


def _labels(*text: str) -> list[str]:
    return [t.label for t in topics(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I am a tide scientist in Oslo. I have a broad set of research interests; mapping coastal tides, "
            "wave energy and reef ecology.",
            ["mapping coastal tides", "wave energy", "reef ecology"],
        ),
        (
            "I teach oceanography at a small college. Research interests: coastal tides, wave energy, reef ecology.",
            ["coastal tides", "wave energy", "reef ecology"],
        ),
    ],
)
def test_inline_interest_label(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


def test_field_list_naming_tools_is_a_skills_line() -> None:
    """A bare list line that names programming tools among its fields lists skills, not interests."""
    assert _labels("Python; Java; SQL; Cloud Computing; Machine Learning; Robotics") == []
    assert _labels("Machine learning, computer vision, robotics.") == [
        "Machine learning",
        "computer vision",
        "robotics",
    ]


def test_research_and_teaching_interests_are_the_owners() -> None:
    """ "My research and teaching interests are …" states the owner's interests, not a course's topics."""
    line = (
        "Our teaching and research interests are concentrated in the areas of glacier hydrology and sea ice."
    )
    assert _labels(line) == ["glacier hydrology", "sea ice"]
    assert _labels("I teach seminars covering topics such as tides, waves and reefs.") == []


def test_skills_list_names_no_research_topics() -> None:
    """A skills list says what the owner can do: a known concept there ("Clustering", "Quantum computing")
    is a skill, not a research area the owner states as theirs."""
    assert (
        _labels("## Skills", "", "Python, Clustering, Optimization, Quantum computing, Global health") == []
    )


def test_statements_in_course_and_service_sections_are_not_the_owners() -> None:
    """A topic statement in a section of courses taken, talks or service describes that event."""
    section = ["## Professional Development", ""]
    line = "Leadership Academy (2019). Topics included were coastal tides, wave energy and reef ecology."
    assert _labels(*section, line) == []
    assert _labels("## About", "", "My work focuses on coastal tides, wave energy and reef ecology.") == [
        "coastal tides",
        "wave energy",
        "reef ecology",
    ]


def test_statement_ends_at_whose_group() -> None:
    """ "researcher in A in Prof. X's group": the field ends where the group's head is named."""
    assert _labels("PhD researcher in Tidal Dynamics in Prof. Ann Roe’s group") == ["Tidal Dynamics"]
