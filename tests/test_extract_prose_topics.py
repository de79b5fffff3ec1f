"""Topics read from prose and header taglines (documents written for these tests)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Document


def _topics(text: str) -> list[str]:
    profile = extract_profile(Document("t.txt", "text", text, "0"), orgs=OrgGazetteer([]))
    return [t.label for t in profile.topics]


def test_intersection_statement_names_both_fields_not_the_question() -> None:
    labels = _topics(
        "Nora Quill\n\nI work at the intersection of machine learning and computer graphics: how can a "
        "robot learn a faithful model of a kitchen?\n"
    )
    assert labels == ["machine learning", "computer graphics"]


def test_thinking_about_keeps_known_items_and_concepts_inside_them() -> None:
    labels = _topics(
        "Nora Quill\n\nLately I have been thinking about neural rendering from sparse views, uncertainty in "
        "3D reconstruction, and scene understanding for embodied agents.\n"
    )
    assert "neural rendering" in labels
    assert "3D reconstruction" in labels
    assert "embodied agents" in labels  # as written, not the scheme's name (Embodied AI)
    assert not any("robot" in label.lower() for label in labels)


def test_thinking_about_unknown_things_names_no_topic() -> None:
    assert _topics("Nora Quill\n\nLately I have been thinking about the garden and my old bicycle.\n") == []


def test_research_statement_drops_clauses() -> None:
    labels = _topics(
        "Nora Quill\n\nHer research focuses on query understanding, and how people search for recipes.\n"
    )
    assert labels == ["query understanding"]


def test_research_interests_include_and_focusing_on() -> None:
    labels = _topics(
        "Nora Quill\n\nMy research interests include program synthesis and type systems.\n\n"
        "These days I am focusing on differential privacy, federated learning and secure aggregation.\n"
    )
    assert labels[:2] == ["program synthesis", "type systems"]
    assert "differential privacy" in labels
    assert "federated learning" in labels


def test_statement_inner_and_splits_only_known_pairs() -> None:
    labels = _topics(
        "Nora Quill\n\nHer research spans systems security and software engineering, with a focus on fuzzing.\n"
    )
    assert labels == ["systems security", "software engineering", "fuzzing"]
    labels = _topics("Nora Quill\n\nI work on bread baking and sourdough starters, and compilers.\n")
    assert "bread baking" not in labels


def test_tagline_under_the_name_lists_fields() -> None:
    labels = _topics("Nora Quill\nSpeech, Audio & Spoken Language Understanding\n\nABOUT\nHello.\n")
    assert labels == ["Speech", "Audio", "Spoken Language Understanding"]


def test_role_line_under_the_name_is_no_tagline() -> None:
    assert _topics("Nora Quill\nPhD student · Robotics Institute · Example University\n\nHello.\n") == []
    # a field list far from the name is not its tagline
    assert _topics("Nora Quill\nLab A\nRoom 5\nTuesday\nSpeech, Robotics & Machine Learning\n") == []


def test_interests_lie_in_and_specializes_in() -> None:
    assert _topics("Nora Quill\n\nMy main interests lie in program synthesis and type systems.\n") == [
        "program synthesis",
        "type systems",
    ]
    labels = _topics("Nora Quill\n\nShe specializes in computer vision and robotics.\n")
    assert labels == ["computer vision", "robotics"]
    assert _topics("Nora Quill\n\nShe specializes in pastry, bread and wedding cakes.\n") == []


def test_study_at_a_place_names_no_topic() -> None:
    assert _topics("Nora Quill\n\nI study at Example University with great friends.\n") == []


def test_research_sits_between_two_fields_and_the_sentence_after_the_colon_lists_none() -> None:
    labels = _topics(
        "Nora Quill\n\nMy research sits between machine learning and computer graphics: I build cameras, "
        "lenses and small robots.\n"
    )
    assert labels == ["machine learning", "computer graphics"]


def test_think_mostly_about_keeps_known_items() -> None:
    labels = _topics(
        "Nora Quill\n\nThese days I think mostly about information retrieval, recommender systems, and how to "
        "ship models without breaking anything.\n"
    )
    assert labels == ["information retrieval", "recommender systems"]


def test_think_about_unknown_things_names_no_topic() -> None:
    assert _topics("Nora Quill\n\nI think mostly about my dog, the weather and lunch.\n") == []


def test_works_in_and_focused_on_keep_the_known_fields() -> None:
    labels = _topics(
        "Nora Quill\n\nI am a staff scientist who works in computational physics and loves hiking. "
        "I am currently focused on political behaviour and a new garden.\n"
    )
    assert labels == ["computational physics", "political behaviour"]


def test_a_statement_list_ends_at_a_relative_clause() -> None:
    labels = _topics(
        "Nora Quill\n\nMy research focuses on the strong force, responsible for binding protons, neutrons, "
        "and their constituents together.\n"
    )
    assert labels == ["strong force"]


def test_research_applies_lists_its_known_methods() -> None:
    labels = _topics(
        "Nora Quill\n\nMy research applies causal inference, game theory and survey experiments to trade.\n"
    )
    assert labels[:2] == ["causal inference", "game theory"]


def test_fragments_of_citations_are_no_topics() -> None:
    labels = _topics(
        "Nora Quill\n\nResearch interests\n\nCultural evolution; the dynamics of fashions (Roe\n"
        "2009); i.e. the processes of belief change\n"
    )
    assert "Cultural evolution" in labels
    assert not [label for label in labels if "Roe" in label or "2009" in label or label.startswith("i.e.")]


def test_questions_related_to_split_known_fields_at_a_slash() -> None:
    labels = _topics(
        "Nora Quill\n\nI concentrate in sociolinguistics. With two colleagues I investigate questions related "
        "to sociophonetics/phonology, language change, and the input/output of parsers.\n"
    )
    assert labels[:4] == ["sociolinguistics", "sociophonetics", "phonology", "language change"]
    assert "input" not in labels  # a slash between words the scheme does not know splits nothing


def test_a_purpose_after_interested_in_is_no_topic() -> None:
    labels = _topics("Nora Quill\n\nI am especially interested in finding ways to marry ecology and law.\n")
    assert not [label for label in labels if label.startswith("finding")]


def test_a_study_statement_names_the_concepts_inside_a_long_phrase() -> None:
    labels = _topics(
        "Nora Quill\n\nMy ongoing research investigates the many factors that shape land use decisions of "
        "smallholder farmers in river valleys. I also work on the fine details of the kitchen garden.\n"
    )
    assert labels == ["land use"]


def test_in_the_areas_of_and_things_like_list_every_item() -> None:
    labels = _topics(
        "Nora Quill\n\nMy work is data management in the areas of coastal hydrology and estuary sediment "
        "transport. I also work on things like tidal memory, kelp canopy loss, and brine pooling.\n"
    )
    assert labels == [
        "coastal hydrology",
        "estuary sediment transport",
        "tidal memory",
        "kelp canopy loss",
        "brine pooling",
    ]


def test_an_interests_paragraph_ends_with_its_sentence_and_a_unit_is_no_topic() -> None:
    labels = _topics(
        "Nora Quill\n\nResearch Interests\n"
        "Tidal hydrology, estuary ecology, and kelp genomics. I blog at Tide Notes.\n\n"
        "Experience\n2021 – 2023 Postdoctoral researcher in Biostatistics, Department of Public Health, "
        "Section of Biostatistics.\n"
    )
    assert labels[:3] == ["Tidal hydrology", "estuary ecology", "kelp genomics"]
    assert not {"Department of Public Health", "Section of Biostatistics", "Epidemiology"} & set(labels)
    assert not any("blog" in label for label in labels)


def test_what_the_owner_calls_themself_names_a_field() -> None:
    labels = _topics(
        "Nora Quill\n\nI am a computational biologist by training. I'm a senior data scientist at Kestrel. "
        "My sister is a chemist.\n"
    )
    assert "computational biology" in labels
    assert "data science" not in labels  # a bare trade: what the owner is, not a research field
    assert "chemistry" not in labels


def test_a_bare_trade_names_no_field() -> None:
    assert _topics("Nora Quill\n\nI am a historian at Kestrel College.\n") == []
    assert _topics("Nora Quill\n\nI am a maritime historian at Kestrel College.\n") == ["maritime history"]


def test_the_readers_interests_purposes_and_lone_words_are_no_topics() -> None:
    labels = _topics(
        "Nora Quill\n\nIf you are interested in pursuing a PhD on tidal modelling and want to move, write to me.\n"
        "My research focuses on coastal hydrology, data, and developing a new generation of tide gauges.\n"
    )
    assert labels == ["coastal hydrology"]


def test_statement_cue_broken_over_a_hard_line_break() -> None:
    labels = _topics(
        "Nora Quill\n\nI trained as a hydrologist at a small institute near the coast. My doctoral training focused\n"
        "on sediment transport, river morphology and flood forecasting.\n"
    )
    assert labels == ["sediment transport", "river morphology", "flood forecasting"]


def test_repeated_preposition_after_and_is_not_part_of_the_topic() -> None:
    labels = _topics("Nora Quill\n\nMy research focuses on glacier hydrology and on ice sheet dynamics.\n")
    assert labels[:2] == ["glacier hydrology", "ice sheet dynamics"]
    assert not any(label.startswith("on ") for label in labels)


def test_reader_addressed_interest_with_comma_is_no_topic() -> None:
    labels = _topics("Nora Quill\n\nFor applicants, who are interested in my lab, please get in touch.\n")
    assert labels == []


def test_slashed_acronyms_in_parentheses_are_no_second_topic() -> None:
    labels = _topics(
        "Nora Quill\n\nResearch interests: Spatial and Temporal Point Processes (SPP/TPP); hydrology\n"
    )
    assert labels == ["Spatial and Temporal Point Processes", "hydrology"]


def test_bold_leads_of_bullets_under_a_list_announcement_are_topics() -> None:
    labels = _topics(
        "Nora Quill\n\nSome of my main focuses below:\n\n"
        "- **Estuarine sediment dynamics** - using field surveys to see how mud moves with the tides.\n\n"
        "- **Saltmarsh restoration** - working with councils on where marshes can come back and how fast.\n"
    )
    assert labels == ["Estuarine sediment dynamics", "Saltmarsh restoration"]


def test_a_second_predicate_ends_the_statement_list() -> None:
    labels = _topics(
        "Nora Quill\n\nHer work focuses on glacier hydrology and has included building weather stations in Norway.\n"
    )
    assert labels[0] == "glacier hydrology"
    assert not any("station" in label for label in labels)


def test_a_page_that_lists_its_topics_does_not_add_the_owners_trade() -> None:
    """ "I am a marine geologist" names a field only where the page lists no topics of its own."""
    listed = _topics(
        "Nora Quill\n\nI am a marine geologist at Kestrel.\n\n"
        "Research Interests: seafloor spreading; sediment cores\n"
    )
    assert "seafloor spreading" in listed
    assert "marine geology" not in listed
    assert "marine geology" in _topics("Nora Quill\n\nI am a marine geologist at Kestrel.\n")


def test_kinds_of_work_in_prose_are_no_topics() -> None:
    labels = _topics(
        "Tamsin Okoro\n\nI am a hydrologist with expertise in karst aquifers, data processing, "
        "visualization and groundwater recharge.\n"
    )
    assert "karst aquifers" in labels
    assert "groundwater recharge" in labels
    assert not {"data processing", "visualization"} & set(labels)


def test_kinds_of_work_listed_as_interests_stay() -> None:
    labels = _topics("Tamsin Okoro\n\nResearch interests\n\n- Data visualization\n- Karst aquifers\n")
    assert labels == ["Data visualization", "Karst aquifers"]


def test_research_cues_with_program_perfect_tense_also_and_extend_to() -> None:
    labels = _topics(
        "Ilse Varga\n\nMy research program investigates dune migration and beach nourishment. "
        "My work has been focused on storm surge forecasting. "
        "My research interests also include kelp forest decline. "
        "Lately my interests extend to sea ice ridging.\n"
    )
    for label in [
        "dune migration",
        "beach nourishment",
        "storm surge forecasting",
        "kelp forest decline",
        "sea ice ridging",
    ]:
        assert label in labels


def test_interests_that_include_and_expanded_interests_to() -> None:
    labels = _topics(
        "Ilse Varga\n\nI have written on survey practice, with interests that include small-area estimation "
        "and record linkage. Recently I expanded my interests to lichen symbiosis.\n"
    )
    assert {"small-area estimation", "record linkage", "lichen symbiosis"} <= set(labels)


def test_worked_on_and_focus_in_particular_on_in_a_biography() -> None:
    labels = _topics(
        "Ilse Varga\n\nDuring my doctorate I worked on machine learning and computer vision. "
        "Now I focus in particular on robotics.\n"
    )
    assert {"machine learning", "computer vision", "robotics"} <= set(labels)


def test_worked_on_in_a_dated_row_lists_duties_not_interests() -> None:
    labels = _topics(
        "Ilse Varga\n\n2019 - 2020 | Intern at Quillon Labs. I worked on machine learning systems "
        "and computer vision.\n"
    )
    assert labels == []


def test_a_comma_list_of_bare_noun_phrases_after_work_on_is_a_topic_list() -> None:
    labels = _topics(
        "Ilse Varga\n\nThese days I am working on dune migration, lichen symbiosis, and moss phenology.\n"
    )
    assert labels == ["dune migration", "lichen symbiosis", "moss phenology"]


def test_a_list_of_tools_or_of_cut_phrases_after_work_on_is_no_topic_list() -> None:
    assert _topics("Ilse Varga\n\nAt the studio I work on Python, Docker, and Kubernetes.\n") == []
    labels = _topics(
        "Ilse Varga\n\nI work on teams at the edge of moss phenology, quarry dust and fen drainage.\n"
    )
    assert "quarry dust" not in labels
    assert _topics("Ilse Varga\n\nI work on several projects, many sketches, and various drafts.\n") == []


def test_interested_in_a_list_of_pastimes_names_no_topic() -> None:
    labels = _topics(
        "Tomas Brill\n\nMy research focuses on soil carbon. Outside the lab I am interested in "
        "backpacking, canoeing and chess.\n"
    )
    assert "soil carbon" in labels
    assert not {"backpacking", "canoeing", "chess"} & set(labels)


def test_an_item_with_its_own_subject_is_a_clause_not_a_topic() -> None:
    labels = _topics(
        "Tomas Brill\n\nMy research is focused on glacier hydrology, and I am currently part of the ALTO "
        "and RIME consortia.\n"
    )
    assert "glacier hydrology" in labels
    assert not [label for label in labels if label.startswith("I ")]


def test_tools_named_after_an_expertise_cue_are_not_topics() -> None:
    labels = _topics("Nora Quill\n\nSkills\n\n* Significant expertise in Fortran: TensorFlow, Keras, Stan\n")
    assert not {"Fortran", "TensorFlow", "Keras", "Stan"} & set(labels)


def test_a_field_opening_on_a_latin_in_or_ending_on_a_capital_a_is_kept() -> None:
    labels = _topics(
        "Nora Quill\n\nI am interested in in vivo imaging, in situ hybridization and vitamin A metabolism.\n"
    )
    labels += _topics(
        "Nora Quill\n\nMy research focuses on in silico drug design, in vitro toxicology and hepatitis A.\n"
    )
    for label in [
        "in vivo imaging",
        "in situ hybridization",
        "vitamin A metabolism",
        "in vitro toxicology",
        "hepatitis A",
    ]:
        assert label in labels


def test_a_phrase_opening_on_a_preposition_is_still_a_sentence_piece() -> None:
    labels = _topics(
        "Nora Quill\n\nI am interested in tidal mixing, on the role of tides and coastal erosion.\n"
    )
    assert "tidal mixing" in labels
    assert "coastal erosion" in labels
    assert not any(label.startswith("on ") for label in labels)
