"""Long bullets of an interests list, on fictional text: the area a bullet names before its asides
("(e.g., …)"), its narrowing (", particularly …") and the ";" that ends a list's item is the topic, under
an interests heading, under a sentence introducing the list, or under a line announcing it."""

from __future__ import annotations

from talentgraph.extract.sections import split_lines
from talentgraph.extract.topics import topics


def _labels(*text: str) -> list[str]:
    return [t.label for t in topics(split_lines(list(text)))]


def test_long_bullets_under_an_interests_heading_keep_the_area_before_the_aside() -> None:
    assert _labels(
        "## My research interests include:",
        "* Meltwater routing beneath fast-flowing outlet glaciers of the northern ice sheet;",
        "* Iceberg calving in response to warming fjord waters (e.g., in tidewater glaciers of the Arctic);",
        "* Glacier hydrology, particularly the seasonal evolution of subglacial drainage beneath valley glaciers",
    ) == [
        "Meltwater routing beneath fast-flowing outlet glaciers of the northern ice sheet",
        "Iceberg calving in response to warming fjord waters",
        "Glacier hydrology",
    ]


def test_long_bullets_after_an_introducing_sentence_and_after_an_announcing_line() -> None:
    assert _labels(
        "## Interests",
        "I list the questions I keep returning to below.",
        "- Lichen symbiosis, especially how partners are exchanged between the fungal and algal sides of it",
    ) == ["Lichen symbiosis"]
    assert _labels(
        "Some of my interests:",
        "* Dune migration, mainly in coastal settings where storms and vegetation both move sand about",
    ) == ["Dune migration"]


def test_a_long_bullet_that_details_an_item_line_or_runs_as_a_sentence_gives_no_topic() -> None:
    assert _labels(
        "## Research interests",
        "Coastal dunes",
        "- fieldwork, particularly on the beaches of the west coast that the storms of winter reshape",
    ) == ["Coastal dunes"]
    assert (
        _labels(
            "## Research interests",
            "* I read a great many papers about every aspect of glaciers and rivers and lakes and the sea",
        )
        == []
    )
