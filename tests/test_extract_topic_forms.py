"""Research topics in the forms real about-pages and CVs state them, on fictional text: adverbs and
lead-ins ("broadly lie in the domain of", "at the intersection of"), a second list inside
("with a focus on"), examples in parentheses, a line announcing a bullet list, and descriptions
inside a front matter's entries."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.sections import split_lines
from talentgraph.extract.topics import topics
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import read_document


def _labels(*text: str) -> list[str]:
    return [t.label for t in topics(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "My research interests broadly lie in the domain of Applied Microeconomics with a focused view on "
            "Development Economics and Labor Economics.",
            ["Applied Microeconomics", "Development Economics", "Labor Economics"],
        ),
        (
            "My research lies at the intersection of labor economics and innovation, with implications for cities.",
            ["labor economics", "innovation"],
        ),
        (
            "Areas of interest include: labor market dynamics, public finance, and household savings.",
            ["labor market dynamics", "public finance", "household savings"],
        ),
        (
            "I am interested in doubly stochastic processes (hidden Markov models, state-space models, etc.) "
            "to analyse animal movement, particularly in ecology.",
            ["doubly stochastic processes", "hidden Markov models", "state-space models"],
        ),
        (
            "My research is primarily focused on glacier hydrology and ice sheets.",
            ["glacier hydrology", "ice sheets"],
        ),
    ],
)
def test_statement_forms(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


def test_is_without_a_preposition_states_no_topic() -> None:
    assert _labels("His research is partially supported by the Foo Foundation.") == []


def test_tools_in_parentheses_are_not_topics() -> None:
    assert _labels("Research interests: Verification (Coq, Iris); compilers") == ["Verification", "compilers"]


def test_a_line_announcing_a_list_takes_the_bullets_below() -> None:
    lines = [
        "My research areas include:",
        "",
        "* Path planning",
        "* Teleoperation",
        "Tasks:",
        "- wrote the code",
    ]
    assert _labels(*lines) == ["Path planning", "Teleoperation"]


def test_front_matter_entry_descriptions_state_topics(tmp_path: Path) -> None:
    page = tmp_path / "experience.md"
    page.write_text(
        '+++\n[[experience]]\n  title = "PhD in robotics"\n  company = "Kestrel University"\n'
        '  date_start = "2017-08-01"\n  description = """\n  My research areas include:\n\n'
        '  * Path planning\n  * Soft grippers\n  """\n+++\n',
        encoding="utf-8",
    )
    profile = extract_profile(read_document(page), orgs=OrgGazetteer([]))
    assert [t.label for t in profile.topics] == ["Path planning", "Soft grippers"]


def test_a_front_matter_bio_states_topics_beside_its_interests(tmp_path: Path) -> None:
    page = tmp_path / "author.md"
    page.write_text(
        # the bio folded over two lines, as YAML allows: its raw lines are no sentence of their own
        "---\ntitle: Nora Quill\nbio: My research interests include tidal ecology, reef acoustics and\n"
        "  kelp restoration.\ninterests:\n- Marine policy\n---\n\nNora teaches at Kestrel University.\n",
        encoding="utf-8",
    )
    profile = extract_profile(read_document(page), orgs=OrgGazetteer([]))
    assert {t.label for t in profile.topics} == {
        "Marine policy",
        "tidal ecology",
        "reef acoustics",
        "kelp restoration",
    }


def test_interplay_and_method_clauses_are_not_topics() -> None:
    assert _labels(
        "I am particularly interested in the interplay between gene flow, drift, and selection."
    ) == [
        "gene flow",
        "drift",
        "selection",
    ]
    assert _labels(
        "My research focuses on tidal ecology and kelp genetics, employing simulation and genomics."
    ) == [
        "tidal ecology",
        "kelp genetics",
    ]


@pytest.mark.parametrize(
    ("phrase", "concept"),
    [("hidden Markov models", "Hidden Markov models"), ("glaciology", "Glaciology"), ("industrial organization",
     "Industrial organization"), ("seismology", "Seismology"), ("organic synthesis", "Organic chemistry")],
)  # fmt: skip
def test_scheme_covers_fields_beyond_computing(phrase: str, concept: str) -> None:
    from talentgraph.gazetteers import topic_index

    hit = topic_index().lookup(phrase)
    assert hit is not None
    assert hit.term.label == concept


def test_software_supply_chains_are_not_operations_research() -> None:
    assert _labels(
        "Her research spans systems security, with a focus on software supply chain integrity."
    ) == [
        "systems security",
        "software supply chain integrity",
    ]


def test_third_person_bios_with_a_possessive_name() -> None:
    assert _labels("Roe’s research studies networked sensors. She also sings.") == ["networked sensors"]
    assert _labels("Jane Roe's research focuses on coastal erosion and sediment transport.") == [
        "coastal erosion",
        "sediment transport",
    ]


def test_interests_section_prose_is_read_as_prose_not_split_as_a_list() -> None:
    lines = [
        "Research interests",
        "I study ecology and oceanography in cold seas. My research draws on ecology, physics and",
        "chemistry (Roe & Lind 2019; Roe 2020), and centres on the following questions:",
    ]
    assert _labels(*lines) == ["ecology", "oceanography"]


def test_a_list_written_as_short_paragraphs() -> None:
    lines = ["#### Research domains", "", "Deep Learning, Computer Vision", "", "Geospatial Data Science", "",
             "Data Quality in Geology", "", "Quantitative Stratigraphy"]  # fmt: skip
    assert _labels(*lines) == [
        "Deep Learning",
        "Computer Vision",
        "Geospatial Data Science",
        "Data Quality in Geology",
        "Quantitative Stratigraphy",
    ]


def test_a_field_list_wrapped_onto_a_short_last_line() -> None:
    lines = [
        "Galaxy evolution, large-scale structure, hydrodynamical simulations, Active Galactic",
        "Nuclei (AGN).",
    ]
    assert _labels(*lines) == [
        "Galaxy evolution",
        "large-scale structure",
        "hydrodynamical simulations",
        "Active Galactic Nuclei",
    ]


def test_interested_in_stops_at_its_explanation() -> None:
    line = "I am interested in ellipsis and coordination: how do we use words like but, and what they imply."
    assert _labels(line) == ["ellipsis", "coordination"]


def test_interest_rows_skip_dated_rows_and_keep_the_field_of_a_developing_phrase() -> None:
    """A dated row read under an interests heading belongs to another list (an award); "Developing new
    techniques for X" names X."""
    from talentgraph.extract.sections import split_lines
    from talentgraph.extract.topics import topics

    lines = split_lines(
        [
            "Research Interests",
            "",
            "| Developing new techniques for radio interferometric imaging and data analysis |",
            "| Star and planet formation |",
            "| 2013 | Limber Award, Astronomy Dept. |",
        ]
    )
    assert [t.label for t in topics(lines)] == [
        "radio interferometric imaging and data analysis",
        "Star and planet formation",
    ]


def test_bold_labels_of_an_interests_list_are_its_topics() -> None:
    """ "**Label:** a description" items of an interests list name the label; unbolded task lines with
    a colon ("Design pipeline: …") do not."""
    from talentgraph.extract import extract_profile
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Document

    text = (
        "# Research Interests\n\n"
        "- **Nuclear Structure:** clustering in light nuclei and levels of compound nuclei formed in capture.\n"
        "- **Low Energy Spectroscopy:** precise detailed spectroscopy using gamma-ray and neutron detectors.\n"
        "- Design automated pipeline: DFT input, then searching optimum adsorption sites, then the reaction "
        "pathway and a post-analysis of the electronic structures.\n"
    )
    profile = extract_profile(Document("t.md", "markdown", text, "0"), orgs=OrgGazetteer([]))
    assert [t.label for t in profile.topics] == ["Nuclear Structure", "Low Energy Spectroscopy"]


def test_a_dotted_interests_list_wrapped_over_lines_is_read_whole() -> None:
    """A side column wraps "A • B • C": a line may start with "•" (read as a bullet) or cut an item."""
    labels = _labels(
        "Research Interests",
        "Glacier Dynamics • Sea Ice",
        "• Coastal Geomorphology • Polar",
        "Oceanography • Permafrost Carbon",
    )
    assert labels == [
        "Glacier Dynamics",
        "Sea Ice",
        "Coastal Geomorphology",
        "Polar Oceanography",
        "Permafrost Carbon",
    ]


def test_a_dotted_expertise_column_keeps_its_known_fields() -> None:
    labels = _labels("Expertises", "Physical Chemistry • Quantum", "Chemistry • Widget Polishing")
    assert "Quantum Chemistry" in labels
    assert "Physical Chemistry" in labels


def test_quotes_of_a_data_string_and_a_typed_dash_are_no_part_of_a_topic() -> None:
    assert _labels('Research interests: "Ocean acoustics, sonar imaging"') == [
        "Ocean acoustics",
        "sonar imaging",
    ]
    assert _labels("Research Interests", "-Remote sensing", "-Glacier hydrology") == [
        "Remote sensing",
        "Glacier hydrology",
    ]


def test_sibling_fields_of_one_list_are_two_topics() -> None:
    """The scheme holds distinct fields apart: a list naming both keeps both."""
    assert _labels("Fields: Public Economics, Labor Economics") == ["Public Economics", "Labor Economics"]
    assert _labels(
        "Research Interests", "- Cognitive neuroscience", "- Systems neuroscience", "- Cell biology"
    ) == [
        "Cognitive neuroscience",
        "Systems neuroscience",
        "Cell biology",
    ]


def test_the_row_under_a_short_title_line_is_no_part_of_its_field() -> None:
    labels = _labels("Experience", "2018–2020, Researcher in Marine Acoustics", "Lumen Labs, Bergen, Norway")
    assert "Bergen" not in labels
    assert "Norway" not in labels


def test_front_matter_tags_naming_the_page_are_not_topics() -> None:
    from talentgraph.extract.sections import split_lines
    from talentgraph.extract.topics import topics

    front = {"tags": ["cv", "Publications", "tidal energy", "Education"]}
    labels = [t.label for t in topics(split_lines(["Nora Quill"]), front)]
    assert labels == ["tidal energy", "Education"]


def test_a_narrowing_in_parentheses_is_no_second_topic() -> None:
    from talentgraph.extract.sections import split_lines
    from talentgraph.extract.topics import topics

    labels = [
        t.label
        for t in topics(
            split_lines(["Research interests: coastal geomorphology (especially dunes); hydrology"])
        )
    ]
    assert labels == ["coastal geomorphology", "hydrology"]


def test_labelled_line_in_a_skills_section_lists_skills_not_topics() -> None:
    """ "Expertise: …" under a Skills heading lists what someone can do; the same line in an about
    paragraph states fields."""
    skills = _labels("## Skills", "", "Expertise: fieldwork logistics, grant budgeting, archive cataloguing")
    assert not {"fieldwork logistics", "grant budgeting", "archive cataloguing"} & set(skills)
    about = _labels("Expertise: fieldwork logistics, grant budgeting, archive cataloguing")
    assert "grant budgeting" in about


def test_what_someone_does_cut_from_a_sentence_is_no_topic() -> None:
    assert _labels(
        "My research focuses on coral reefs, seagrass meadows, restore wetlands with local farmers, and be "
        "applied by city planners."
    ) == ["coral reefs", "seagrass meadows"]
    assert _labels("My research focuses on ocean acidification, and becoming a better mentor.") == [
        "ocean acidification"
    ]
    labels = _labels("My research focuses on tidal energy, and widening the reach of marine science.")
    assert labels[0] == "tidal energy"
    assert "widening the reach of marine science" not in labels


def test_a_dated_post_titled_researcher_in_a_field_states_no_interest() -> None:
    """ "2017–2019, Researcher in Glacier Acoustics" under Experience is a post's title; "My research
    focuses on A" in the bio is what the owner states."""
    labels = _labels(
        "Experience",
        "2017–2019, Researcher in Glacier Acoustics",
        "Fjordline Institute, Tromsø",
    )
    assert "Glacier Acoustics" not in labels
    assert "glacier acoustics" in _labels("My research focuses on glacier acoustics.")


def test_with_interests_in_the_front_matter_a_bio_sentence_adds_only_fields_the_scheme_knows() -> None:
    # a Hugo author page: the interests are listed; the bio says them again in other words (the owner's
    # research statement, "My research interests include …", is read whole: GUIDE, and
    # test_research_statement_counts_beside_front_matter_interests)
    bio = "I work on reef soundscapes, acoustic niches and machine learning."
    front = {"interests": ["Soundscape ecology", "Reef acoustics"]}
    labels = [t.label for t in topics(split_lines([bio]), front)]
    assert labels[:2] == ["Soundscape ecology", "Reef acoustics"]
    assert "acoustic niches" not in labels
    assert "machine learning" in labels
    assert "acoustic niches" in [t.label for t in topics(split_lines([bio]), {"tags": ["Reef acoustics"]})]


def test_with_interests_in_the_front_matter_the_question_the_bio_asks_is_still_a_topic() -> None:
    bio = "I study how reef fish find their home reefs at night, using hydrophones."
    labels = [t.label for t in topics(split_lines([bio]), {"interests": ["Reef acoustics"]})]
    assert labels == ["Reef acoustics", "how reef fish find their home reefs at night"]


def test_areas_of_specialization_head_a_list_set_with_dashes() -> None:
    labels = _labels(
        "Wren Abernathy",
        "",
        "## Areas of Research Specialization",
        "",
        "Ethics of Ritual—Aesthetics—Medieval Logic",
        "",
        "## Areas of Competence",
        "",
        "Bell Ringing—Quiet Studies—Lantern Craft",
    )
    assert labels == ["Ethics of Ritual", "Aesthetics", "Medieval Logic"]


def test_a_focus_areas_label_inside_a_cv_section_lists_topics() -> None:
    labels = _labels(
        "Wren Abernathy",
        "",
        "Education",
        "",
        "- Kestrel University, PhD in Geography | 2021",
        "- Focus Areas: dune migration, lichen symbiosis, moss phenology",
    )
    assert labels == ["dune migration", "lichen symbiosis", "moss phenology"]


def test_interested_in_with_a_colon_is_a_labelled_list() -> None:
    """ "Interested in: A, B" in a profile's bullet list labels the owner's interests like "Interests: A, B"."""
    labels = _labels(
        "* Currently learning: Fortran", "* Interested in: Tidal bores, Evolution of (mostly coastal) dunes"
    )
    assert labels == ["Tidal bores", "Evolution of (mostly coastal) dunes"]


def test_a_prose_item_cut_before_its_object_is_no_topic() -> None:
    labels = _labels("My research focuses on tidal mixing, and in mathematical questions related.")
    assert "tidal mixing" in labels
    assert not any(label.endswith("related") or label.startswith("in ") for label in labels)


def test_whom_the_owner_meets_or_works_with_is_no_topic() -> None:
    labels = _labels(
        "My research focuses on tidal mixing. I am always interested in hearing from keen students, "
        "and I specialise in working with families on the coast."
    )
    assert labels == ["tidal mixing"]


def test_a_second_columns_bullet_is_no_part_of_its_item() -> None:
    """A CV's two-column list ("◦ A    ◦ B") keeps B's bullet after the line's own is gone."""
    labels = _labels("Research Interests", "◦ Tidal bores    ◦ Lichen-aware dune ecology")
    assert labels == ["Tidal bores", "Lichen-aware dune ecology"]


def test_a_long_bullet_of_an_interests_list_is_one_interest() -> None:
    labels = _labels(
        "## Research Interests",
        "",
        "- Documentation and prehistory of the coastal sign languages of Norway",
        "- Kelp ecology",
    )
    assert labels == ["Documentation and prehistory of the coastal sign languages of Norway", "Kelp ecology"]


def test_bullets_describing_an_item_line_are_not_long_interests() -> None:
    labels = _labels(
        "## Research Interests",
        "",
        "Kelp ecology.",
        "- Design a survey of the kelp forests along the northern coast of Norway",
        "- This allows tracking of the canopy over many seasons and years",
    )
    assert labels == ["Kelp ecology"]


def test_a_count_of_vague_things_is_no_interest_but_multiple_testing_is() -> None:
    labels = _labels(
        "## Research Interests",
        "",
        "- Multiple testing problems",
        "- Multiple scattering problems",
        "- Several open problems",
        "- Kelp ecology",
    )
    assert labels == ["Multiple testing problems", "Multiple scattering problems", "Kelp ecology"]


def test_an_interests_list_broken_inside_a_parenthesis_is_read_across_the_break() -> None:
    """A PDF's line ends inside "( … )": the next line, though capitalised, goes on with the same list."""
    lines = split_lines(
        [
            "RESEARCH INTERESTS",
            "Glacier Hydrology, Ice Flow Modelling (Basal Sliding, Subglacial Drainage, Calving",
            "Front Dynamics, Firn Compaction), Sea Level Rise.",
        ]
    )
    labels = [t.label for t in topics(lines)]
    assert "Calving Front Dynamics" in labels
    assert "Firn Compaction" in labels
    assert "Calving" not in labels
    assert "Front Dynamics" not in labels


def test_a_citation_broken_over_lines_does_not_join_a_paragraph_to_the_next() -> None:
    lines = split_lines(
        [
            "RESEARCH INTERESTS",
            "Glacier hydrology as a field of study (Roe, Poe & Doe 2004; Roe 2011,",
            "2017). Consequently, using tools, methods and ideas from physics.",
        ]
    )
    assert "using tools" not in [t.label for t in topics(lines)]


def test_a_line_after_a_list_line_that_runs_on_is_read_once_after_a_sentence() -> None:
    """The paragraph opens with a sentence, so its reader stops before the capitalised next line; that
    line is then read on its own, not dropped as a wrapped line already read."""
    lines = split_lines(
        [
            "RESEARCH INTERESTS",
            "Coastal processes. Glacier hydrology, ice flow modelling,",
            "Sea level rise, firn compaction",
        ]
    )
    labels = [t.label for t in topics(lines)]
    assert "Sea level rise" in labels
    assert "firn compaction" in labels


def test_a_labelled_list_broken_after_a_comma_goes_on_the_next_line() -> None:
    labels = _labels(
        "Research interests: Tidal Mixing, Coastal Erosion,", "Dune Ecology, & Sea Ice", "Lund University"
    )
    assert labels == ["Tidal Mixing", "Coastal Erosion", "Dune Ecology", "Sea Ice"]


def test_a_range_of_topics_spanning_a_field_names_the_field() -> None:
    assert _labels(
        "I am a glaciologist interested in a variety of topics spanning ice rheology and firn."
    ) == [
        "ice rheology",
        "firn",
    ]
    assert _labels("I am interested in a wide range of seismic imaging.") == ["seismic imaging"]
    assert _labels("I am interested in a range of coastal topics.") == []


@pytest.mark.parametrize(
    "line",
    [
        "My focus has been on glacier surges.",
        "My current research focus is on glacier surges.",
        "Ana's main focus is on glacier surges.",
    ],
)
def test_a_focus_named_as_a_noun_states_the_topic(line: str) -> None:
    assert _labels(line) == ["glacier surges"]


def test_a_piece_cut_before_its_next_conjunct_is_no_topic() -> None:
    labels = _labels("My research focuses on mapping kelp forests and, on the side, reef acoustics.")
    assert "reef acoustics" in labels
    assert not [label for label in labels if label.endswith(" and")]


def test_how_wide_the_interests_are_is_no_topic() -> None:
    assert _labels("My interests are broad.") == []
    assert "broad" not in _labels("My interests are broad, and I have worked on glacier surges and firn.")


def test_a_piece_that_opens_on_its_verb_is_no_topic() -> None:
    labels = _labels("My research interests include tidal mixing and combines field surveys of reefs.")
    assert "tidal mixing" in labels
    assert not [label for label in labels if label.startswith("combines")]
    assert _labels("Some things I am interested in are glacier surges and firn.") == [
        "glacier surges",
        "firn",
    ]


def test_a_tag_line_set_with_dots_lists_fields() -> None:
    """An unlabelled field list set with middle dots instead of commas (fictional)."""
    labels = _labels(
        "Intro line.",
        "",
        "self-supervised learning · representation learning · sea ice & climate models",
        "",
    )
    assert labels == ["self-supervised learning", "representation learning", "sea ice & climate models"]


def test_a_bio_beside_a_front_matter_list_keeps_its_stated_research_interests() -> None:
    """The cue matches from "research"; the "My" before it still makes it the owner's statement (fictional)."""
    lines = split_lines(["Lately I teach. My research interests also include fjord sill overflows."])
    labels = [t.label for t in topics(lines, {"interests": ["Tidal physics", "Sea ice"]})]
    assert "fjord sill overflows" in labels
