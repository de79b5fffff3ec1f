"""The research acts the owner names in -ing after their own cue: "I am interested in modelling tides"
names "modelling tides". Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.sections import split_lines
from talentgraph.extract.topic_gerunds import gerund_objects
from talentgraph.extract.topics import topics


def _labels(*text: str) -> list[str]:
    return [t.label for t in topics(split_lines(list(text)))]


def _acts(*text: str) -> list[str]:
    return [act for act, _ in gerund_objects(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I am particularly interested in reconstructing glacier retreat during the Little Ice Age.",
            ["reconstructing glacier retreat during the Little Ice Age"],
        ),
        (
            "My research has mostly focused on mitigating storm damage to salt marshes.",
            ["mitigating storm damage to salt marshes"],
        ),
        # a list of acts, each with its object; two verbs over one object stay one act
        (
            "I conduct research on assessing kelp restoration, mapping seagrass meadows, and modelling"
            " larval drift in fjords.",
            ["assessing kelp restoration", "mapping seagrass meadows", "modelling larval drift in fjords"],
        ),
        (
            "My doctoral project will focus on detecting and counting seabirds from drone imagery, with a"
            " focus on gulls.",
            ["detecting and counting seabirds from drone imagery"],
        ),
        # the purpose is no part of the act's name
        (
            "I focus on analysing glider data to answer questions about ocean mixing.",
            ["analysing glider data"],
        ),
    ],
)
def test_acts_after_the_owners_cue(line: str, expected: list[str]) -> None:
    assert _acts(line) == expected


@pytest.mark.parametrize(
    "line",
    [
        "I am interested in using drones to count seabirds.",  # a means: its purpose is read elsewhere
        "I am always interested in collaborating on new projects.",  # what someone does with people
        "I worked on improving the ticket booking flow at Ferryco.",  # a job's work, no research cue
        "We are now improving it further.",  # no cue; an object named elsewhere
        "Students interested in modelling tides should email me.",  # someone else's interest
    ],
)
def test_no_act_without_the_owners_research_cue(line: str) -> None:
    assert _acts(line) == []


def test_acts_reach_the_topics() -> None:
    labels = _labels("My research focuses on simulating the runout of avalanches on forested slopes.")
    assert "simulating the runout of avalanches on forested slopes" in labels


def test_an_act_restating_a_listed_topic_is_not_added_again() -> None:
    labels = _labels(
        "Research interests: avalanche runout; snow physics",
        "I am interested in simulating the avalanche runout of spring.",
    )
    assert not any(label.startswith("simulating") for label in labels)
    assert "avalanche runout" in labels


def test_a_cv_entry_is_no_research_statement() -> None:
    lines = split_lines(
        ["Experience", "Analyst, Ferryco, 2019-2021", "My work focuses on modelling ticket demand."]
    )
    assert gerund_objects(lines) == []
