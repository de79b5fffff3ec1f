"""What the owner's research sets out to study: "I use A and B to study C" names C. Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.sections import split_lines
from talentgraph.extract.topic_purposes import focus_objects
from talentgraph.extract.topics import topics


def _labels(*text: str) -> list[str]:
    return [t.label for t in topics(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I am a glaciologist who uses radar surveys and ice-flow models to study meltwater routing"
            " beneath ice shelves.",
            "meltwater routing beneath ice shelves",
        ),
        (
            "In my work, I combine drifter data and numerical models to investigate the transport of larvae"
            " along rocky coasts, with support from the coastal agency.",
            "transport of larvae along rocky coasts",
        ),
        (
            "My research aims to understand the computational processes that underlie foraging in bats.",
            "computational processes that underlie foraging in bats",
        ),
        # a vague head keeps the clause that says which
        (
            "My research seeks to understand the algorithms by which gulls learn routes, and how storms matter.",
            "algorithms by which gulls learn routes",
        ),
        (
            "I aim to understand the mechanisms that drive tidal mixing using moorings.",
            "mechanisms that drive tidal mixing",
        ),
    ],
)
def test_the_object_of_a_research_purpose_is_a_topic(line: str, expected: str) -> None:
    assert expected in _labels(line)


@pytest.mark.parametrize(
    "line",
    [
        "I went on to study at a small college by the sea.",  # a place, not an area
        "I want to understand them better.",  # a pronoun
        "The survey team used sonar to study the old harbour walls.",  # not the owner's research
        "I learn new tools and ask how they might help to study coral reefs.",  # another subject
        "My research aims to understand the mechanisms.",  # a vague head alone
    ],
)
def test_no_topic_from_a_purpose_that_names_no_area(line: str) -> None:
    labels = _labels(line)
    assert not any(w in " ".join(labels) for w in ("college", "harbour", "coral", "mechanisms", "rivers"))


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I develop acoustic tracking methods for migrating eels in estuaries.",
            "acoustic tracking methods for migrating eels in estuaries",
        ),
        (
            "My team and I build flood forecasting models for small mountain catchments, with partners in"
            " three valleys.",
            "flood forecasting models for small mountain catchments",
        ),
    ],
)
def test_what_the_owner_develops_is_a_topic(line: str, expected: str) -> None:
    assert expected in _labels(line)


@pytest.mark.parametrize(
    "line",
    [
        "In my free time I build wooden boats for the harbour club.",  # a pastime
        "I develop new methods, assemble them into tools and share them.",  # a kind of thing only
        "I develop and maintain the lab's booking website.",  # upkeep, no research area
    ],
)
def test_no_topic_from_what_is_made_without_an_area(line: str) -> None:
    assert _labels(line) == []


def test_what_the_owners_research_focuses_on_is_a_topic() -> None:
    labels = _labels(
        "We study estuary chemistry, with a particular focus on nitrate cycling and salt marshes."
    )
    assert "nitrate cycling" in labels
    assert "salt marshes" in labels


@pytest.mark.parametrize(
    "line",
    [
        "She holds an M.S. in civil engineering with a focus on timber bridges.",  # a degree's focus
        "The toolkit is a modelling package with a focus on timber bridges.",  # not the owner's work
    ],
)
def test_no_topic_from_a_focus_that_is_not_the_owners_research(line: str) -> None:
    assert "timber bridges" not in _labels(line)


def test_the_questions_the_owners_research_asks_are_topics() -> None:
    labels = _labels(
        "My research aims to understand how glaciers slide and how meltwater drains, using radar."
    )
    assert "how glaciers slide" in labels
    assert "how meltwater drains" in labels


@pytest.mark.parametrize(
    "line",
    [
        "My research focuses on how sea ice thins in warm winters.",
        "I completed a PhD in Oslo, focusing on how sea ice thins in warm winters.",
        "My research interests centre on how sea ice thins in warm winters.",
    ],
)
def test_the_question_the_owners_research_focuses_on_is_a_topic(line: str) -> None:
    assert "how sea ice thins in warm winters" in _labels(line)


@pytest.mark.parametrize(
    "line",
    [
        "The museum guide explains how glaciers slide over bedrock.",  # not the owner's research
        "I study tidal mixing. Students often ask how glaciers slide over bedrock.",  # another subject
    ],
)
def test_no_question_topic_outside_the_owners_research(line: str) -> None:
    assert not any(label.startswith("how") for label in _labels(line))


@pytest.mark.parametrize(
    "line",
    [
        "In my first-year course I ask students to use field notebooks to study salt marshes.",
        "I teach students to understand how salt marshes trap sediment.",
        "In my classes I design field labs on salt marshes for new students.",
        "I no longer use drone surveys to study salt marshes.",
        "I don't develop marsh sediment models for salt marshes anymore.",
        "I work on dunes, but not with a focus on salt marshes.",
    ],
)
def test_no_topic_from_teaching_or_a_denied_research_sentence(line: str) -> None:
    assert not any("salt marsh" in label for label in _labels(line))


def test_the_owners_research_sentence_that_says_not_only_still_names_a_topic() -> None:
    labels = _labels(
        "I use not only drone surveys but also cores to study sediment trapping in salt marshes."
    )
    assert "sediment trapping in salt marshes" in labels


@pytest.mark.parametrize(
    "line",
    [
        "Of course, I use drone surveys to study sediment trapping in salt marshes.",
        "We use world-class flumes to study sediment trapping in salt marshes.",
        "Whether or not it rains, I use drone surveys to study sediment trapping in salt marshes.",
    ],
)
def test_words_that_only_look_like_teaching_or_denial_keep_the_topic(line: str) -> None:
    assert "sediment trapping in salt marshes" in _labels(line)


def test_a_described_head_ends_at_its_last_word_in_time_on_a_long_run_of_spaces() -> None:
    """A run of spaces after "the mechanisms that drive X" (a PDF column gap) is scanned once, not
    once per space: 20,000 spaces took about a minute."""
    import time

    from talentgraph.extract.topic_purposes import studied_object

    assert studied_object("the mechanisms that drive tidal mixing   ") == "mechanisms that drive tidal mixing"
    started = time.perf_counter()
    studied_object("the mechanisms that drive tidal mixing" + " " * 20_000 + "in estuaries")
    assert time.perf_counter() - started < 1.0


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # "markets" and "basins" begin like the degrees "MA" and "BA" but name none
        (
            [
                "I examine how storms reshape salt marsh markets and basins, with a focus on tidal flats and dunes."
            ],
            ["tidal flats", "dunes"],
        ),
        # a PDF wraps the sentence inside its list: the list goes on on the next line
        (
            [
                "I study coastal change with a focus on tidal flats, barrier",
                "islands and dunes.",
                "",
                "Next.",
            ],
            ["tidal flats", "barrier islands", "dunes"],
        ),
    ],
)
def test_a_research_focus_list_is_read_whole(lines: list[str], expected: list[str]) -> None:
    """'…, with a focus on A, B and C' after the owner's research: every item, even when a word of the
    sentence begins like a degree's abbreviation or the sentence wraps onto the next line."""
    assert [text for text, _ in focus_objects(split_lines(lines))] == expected
