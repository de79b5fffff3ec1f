"""Research statements whose topic is one long phrase, and lists that end where their purpose begins
("A, B and C to design …"). Fictional text throughout."""

from __future__ import annotations

import pytest

from talentgraph.extract.sections import split_lines
from talentgraph.extract.topic_prose import embedded_concepts
from talentgraph.extract.topics import topics


def _labels(*text: str) -> list[str]:
    return [t.label for t in topics(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "My research focuses on the effect of seasonal flooding on soil carbon in northern river deltas.",
            ["effect of seasonal flooding on soil carbon in northern river deltas"],
        ),
        (
            "My current research is on predicting gait transitions of walking robots using spring models.",
            ["predicting gait transitions of walking robots using spring models"],
        ),
    ],
)
def test_a_stated_long_phrase_is_one_topic(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


@pytest.mark.parametrize(
    "line",
    [
        "My research focuses on reef maps (bathymetry, sonar, etc.) as well as in survey design (field",
        "My work focuses on testing the control software of harbour cranes for both the port of Example",
    ],
)
def test_a_long_piece_cut_from_a_sentence_is_no_topic(line: str) -> None:
    assert not [label for label in _labels(line) if len(label.split()) > 7]


def test_a_list_ends_where_its_purpose_begins() -> None:
    line = "My work combines kelp genomics, wave tank trials, and drift modelling to predict where forests recover."
    assert _labels(line) == ["kelp genomics", "wave tank trials", "drift modelling"]


@pytest.mark.parametrize(
    "lead",
    [
        "My research work is on",
        "Current directions of my research include:",
        "I teach at Example College. My expertise spans areas such as:",
    ],
)
def test_a_statement_over_a_bullet_list_lists_its_bullets(lead: str) -> None:
    lines = [
        lead,
        "",
        "- tidal flat morphodynamics,",
        "- sediment transport in estuaries, especially mud flocs,",
        "- Reef acoustics: listening to fish choruses at night, and",
        "",
        "Outside work I sail.",
    ]
    assert _labels(*lines) == [
        "tidal flat morphodynamics",
        "sediment transport in estuaries",
        "mud flocs",
        "Reef acoustics",
    ]


@pytest.mark.parametrize(
    "lead",
    ["Principal areas of responsibility are:", "I have experience with the following areas of research:"],
)
def test_duties_and_skills_over_bullets_are_no_topics(lead: str) -> None:
    assert _labels(lead, "- Budget planning and staff meetings", "- Data cleaning and transcription") == []


@pytest.mark.parametrize(
    "lines",
    [
        [
            "Recent news in my research includes:",
            "- Mara gave a keynote at the Harbour Symposium in Oslo",
            "- Our kelp paper won the Tern Lab poster prize",
        ],
        [
            "My research has been recognised with awards including:",
            "- Tern Medal for Coastal Science",
            "- Gull Prize for Early Career Researchers",
        ],
        [
            "Highlights of my work in teaching include:",
            "- Introduction to Coastal Ecology",
            "- Field Methods",
        ],
        ["My research is in", "- Professor Ada Lind", "- Dr. Bo Fenn"],
        [
            "Some of my recent work is published in:",
            "- Journal of Tidal Dynamics",
            "- Reef Acoustics Letters",
        ],
        [
            "My interests are:",
            "- hiking in the Cascades with my dog Pepper on long summer weekends",
        ],
        ["My expertise includes the following areas:", "- Grant writing"],
    ],
)
def test_a_statement_over_a_list_of_other_things_gives_no_topic(lines: list[str]) -> None:
    assert _labels(*lines) == []


@pytest.mark.parametrize(
    "area",
    [
        "teaching statistics to first-year students who have never programmed before",
        "wave tank trials to be run in the harbour basin next year",
        "coastal flooding risk for low-income communities in Bergen",
    ],
)
def test_a_long_bullet_that_is_a_sentence_piece_is_not_kept_whole(area: str) -> None:
    assert area not in _labels("My current research is on", "", f"- {area}", "- tidal flat morphodynamics")


def test_a_background_is_no_topic() -> None:
    """GUIDE (round 18): "background in X" says where someone comes from, not what they work on."""
    assert _labels("Lina Osei is a lecturer with a background in tidal ecology and reef acoustics.") == []


def test_the_sides_of_an_intersection_are_the_topics() -> None:
    """GUIDE (round 18): each side of "at the intersection of X and Y" is a topic, never the phrase."""
    line = "I am interested in problems at the intersection of hydrology, geodesy and statistics."
    assert _labels(line) == ["hydrology", "geodesy", "statistics"]


@pytest.mark.parametrize(
    "line",
    [
        "I am a hydrologist working at the interface of snow physics, geodesy, and flood forecasting.",
        "Fieldwork let me grow my interests at the interface of snow physics, geodesy and flood forecasting.",
    ],
)
def test_the_sides_of_an_interface_the_owner_works_at_are_the_topics(line: str) -> None:
    assert _labels(line) == ["snow physics", "geodesy", "flood forecasting"]


def test_a_headline_at_an_interface_names_no_topic() -> None:
    """A CV's headline ("a scientist at the interface of A and B") says who someone is, not what they study."""
    assert _labels("Experienced hydrologist at the interface of snow physics and geodesy.") == []


@pytest.mark.parametrize(
    "lead",
    ["Specific areas of focus include:", "**Here are some of my academic interests**"],
)
def test_areas_of_focus_and_academic_interests_lead_a_bullet_list(lead: str) -> None:
    lines = [
        lead,
        "",
        "- Drift modelling: where kelp spores go after storms",
        "- Dune ecology, grazing and coastal meadows",
        "- Reef acoustics",
    ]
    assert _labels(*lines) == [
        "Drift modelling",
        "Dune ecology, grazing and coastal meadows",
        "Reef acoustics",
    ]


@pytest.mark.parametrize(
    ("line", "dropped"),
    [
        ("My research focuses on Structural and Marine Geomorphology.", "Structural"),
        ("I am broadly interested in statistical and quantitative ecology.", "statistical"),
        ("My research areas include dune ecology and spatial and acoustic methods.", "spatial"),
    ],
)
def test_a_lone_describing_word_cut_from_its_phrase_is_no_topic(line: str, dropped: str) -> None:
    """ "A and B Geomorphology" cut at "and" leaves A alone: a word that only describes is no field."""
    assert dropped not in _labels(line)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("My research focuses on open and reproducible science.", ["open and reproducible science"]),
        (
            "My research interests include tide gauges, textual and multi-omics data.",
            ["tide gauges", "textual and multi-omics data"],
        ),
        ("My research interests include robotics and computer vision.", ["robotics", "computer vision"]),
    ],
)
def test_an_adjective_before_and_shares_the_noun_after_it(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("I am interested in using sonar to map kelp forests.", []),
        ("My research focuses on utilizing tide gauges and employing drones.", []),
    ],
)
def test_a_means_in_gerund_is_no_topic(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("statistical methods for counting seabirds", ["statistical methods"]),
        ("complex networks of harbour cranes", ["complex networks"]),
    ],
)
def test_a_concept_inside_a_phrase_keeps_the_documents_words(text: str, expected: list[str]) -> None:
    """A synonym of the scheme ("statistical methods" for Statistics) is written as the document writes it."""
    assert embedded_concepts(text) == expected


@pytest.mark.parametrize(
    ("line", "dropped", "kept"),
    [
        (
            "My research focuses on identifying and annotating shipwrecks in old harbours.",
            "identifying",
            "annotating shipwrecks in old harbours",
        ),
        ("I am interested in detecting and evaluating changes in kelp forests.", "detecting", None),
        ("My research interests include tide gauges, forecasting and reef acoustics.", None, "forecasting"),
    ],
)
def test_a_lone_verb_in_ing_cut_from_its_object_is_no_topic(
    line: str, dropped: str | None, kept: str | None
) -> None:
    labels = _labels(line)
    assert dropped is None or dropped not in labels
    assert kept is None or kept in labels


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "My research interests include tide pools, teaching, and reef acoustics.",
            ["tide pools", "reef acoustics"],
        ),
        ("Beyond research, I am interested in teaching and public communication.", ["public communication"]),
    ],
)
def test_the_name_of_a_section_is_no_topic(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected
