"""Research statements that name their topics after a background, an expertise, a field of speciality
or a keyword list; the limits of such lists (a new clause, a course's contents); and skills lists,
whose kinds of work ("Data Visualization") are no research topics. Fictional text throughout."""

from __future__ import annotations

import pytest

from talentgraph.extract.sections import split_lines
from talentgraph.extract.topics import topics
from talentgraph.gazetteers import topic_index


def _labels(*text: str) -> list[str]:
    return [t.label for t in topics(split_lines(list(text)))]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Lina Osei is a lecturer with expertise in tidal ecology, reef acoustics and kelp restoration.",
            ["tidal ecology", "reef acoustics", "kelp restoration"],
        ),
        (
            "Ten years of expertise in crystal growth, powder diffraction, and furnace design.",
            ["crystal growth", "powder diffraction", "furnace design"],
        ),
        (
            "My fields of specialty include dialect geography, quantitative methods (corpus statistics, "
            "sampling), and oral history.",
            ["dialect geography", "quantitative methods", "corpus statistics", "sampling", "oral history"],
        ),
        (
            "Keywords of my recent work include river deltas, sediment budgets, and flood pulses.",
            ["river deltas", "sediment budgets", "flood pulses"],
        ),
        (
            "Topics include moss phenology, spore dispersal, and bog hydrology.",
            ["moss phenology", "spore dispersal", "bog hydrology"],
        ),
        (
            "I have also looked at other topics such as lichen symbioses and cave microclimates.",
            ["lichen symbioses", "cave microclimates"],
        ),
        ("We specialize in slow earthquakes.", ["slow earthquakes"]),
        (
            "My scientific interests centre on glacier surges.",
            ["glacier surges"],
        ),
    ],
)
def test_statement_cues(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


@pytest.mark.parametrize(
    "line",
    [
        "My research and teaching interests include tidal ecology, reef acoustics, and kelp restoration.",
        "Research and policy interests include: tidal ecology, reef acoustics, kelp restoration.",
        "Research interests include: tidal ecology, reef acoustics and kelp restoration.",
    ],
)
def test_research_and_teaching_or_policy_interests_list_their_topics(line: str) -> None:
    assert _labels(line) == ["tidal ecology", "reef acoustics", "kelp restoration"]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Research interests include applied statistics, causal inference and survey design.",
         ["applied statistics", "causal inference", "survey design"]),
        ("My research interests are embedded systems and compilers.", ["embedded systems", "compilers"]),
    ],
)  # fmt: skip
def test_interests_opening_with_a_participle_adjective_are_listed(line: str, expected: list[str]) -> None:
    """Only a participle with its preposition ("are concentrated in") is a verb, not "applied statistics"."""
    assert _labels(line) == expected


def test_interests_that_are_concentrated_in_areas_name_only_the_areas() -> None:
    line = "My research and teaching interests are generally concentrated in the areas of tidal ecology and reef acoustics."
    assert _labels(line) == ["tidal ecology", "reef acoustics"]


def test_experience_in_keeps_a_list_of_known_fields_only() -> None:
    assert _labels(
        "Engineer with experience in operating systems, file systems and distributed storage."
    ) == [
        "operating systems",
        "file systems",
        "distributed storage",
    ]
    assert _labels("Five years of experience in retail, hospitality and customer care.") == []


def test_a_new_clause_ends_the_list() -> None:
    line = "My expertise is in plasma physics, I have picked up a lot of chemistry along the way."
    assert _labels(line) == ["plasma physics"]


def test_a_course_covering_topics_states_no_research_topic() -> None:
    line = "Led recitations exploring topics such as assembly language, pipelining and caches."
    assert _labels(line) == []


def test_kinds_of_work_and_fields_in_a_skills_list_are_not_topics() -> None:
    labels = _labels("Skills", "", "Data Visualization, Programming Languages, Big Data, Computer Vision")
    assert labels == []


def test_responsible_ai_is_a_topic_not_the_end_of_the_list() -> None:
    line = "My research interests lie in tidal ecology, Responsible AI (audit trails, consent)."
    assert _labels(line) == ["tidal ecology", "Responsible AI", "audit trails", "consent"]


def test_keywords_of_a_thesis_in_an_education_entry_are_topics() -> None:
    labels = _labels(
        "Education",
        "",
        "2016–2021 Ph.D. in Economics, Kestrel University",
        "Keywords: Harbour Economics; Fishery Auctions",
    )
    assert labels == ["Harbour Economics", "Fishery Auctions"]


def test_a_degrees_own_focus_is_no_topic_but_its_fields_of_specialization_are() -> None:
    labels = _labels(
        "Education",
        "",
        "2014–2016 M.Sc. in Engineering, Kestrel University",
        "Focus: Tidal Energy Systems; Breadth: Hull Design",
        "2010–2014 B.Sc. in Linguistics, Kestrel University",
        "Specialisation: Harbour Dialects",
        "2016–2021 Ph.D. in Economics, Kestrel University",
        "Fields of Specialization: Fishery Auctions, Harbour Economics",
    )
    assert labels == ["Fishery Auctions", "Harbour Economics"]


def test_a_short_bullet_of_an_interests_list_is_one_interest_even_with_commas() -> None:
    labels = _labels(
        "Research Interests",
        "",
        "- Seabed mapping, sonar and acoustics",
        "- Tidal energy",
        "- Coastal policy; marine law",
    )
    assert labels == ["Seabed mapping, sonar and acoustics", "Tidal energy", "Coastal policy", "marine law"]


def test_an_interests_paragraph_with_commas_is_still_a_list() -> None:
    assert _labels("Research Interests", "", "Seabed mapping, sonar, tidal energy") == [
        "Seabed mapping",
        "sonar",
        "tidal energy",
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Are you a talented undergraduate student interested in tidal mixing, kelp or reef acoustics?",
        "Mentored a high school student interested in reef acoustics.",
    ],
)
def test_another_persons_interests_are_not_the_owners(line: str) -> None:
    assert _labels(line) == []


def test_the_owner_as_a_student_states_their_own_interests() -> None:
    assert _labels("I am a second-year PhD student interested in reef acoustics and tidal mixing.") == [
        "reef acoustics",
        "tidal mixing",
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "These days I work on ecology, kelp canopies and sea urchin grazing.",
            ["ecology", "kelp canopies", "sea urchin grazing"],
        ),
        # one item the scheme knows does not make a list of phrases that name no field
        ("We work on ecology, as well as software for analysing it.", ["ecology"]),
        # nothing known: the owner's own "I work on" over bare noun phrases still lists them
        ("I work on kelp canopies and sea urchin grazing.", ["kelp canopies", "sea urchin grazing"]),
        # but a thing with an article is no field name
        ("I work on the kelp canopies and sea urchin grazing.", []),
        # no commas: "A and B" may join two verb phrases
        ("A scientist who works in ecology and loves sailing.", ["ecology"]),
        # a thing with an article, a relative clause, an adverb: no field list
        ("I work on ecology for reefs that face storms, silt and the odd anchor.", ["ecology"]),
        ("I work on ecology, mostly on grazing and drift.", ["ecology"]),
    ],
)
def test_a_generic_list_of_short_noun_phrases_with_one_known_field(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("phrase", "concept"),
    [
        ("geomorphology", "Geomorphology"),
        ("Heliophysics", "Space physics"),
        ("kinesiology", "Exercise science"),
        ("infectious disease modelling", "Infectious diseases"),
        ("linguistic anthropology", "Linguistic anthropology"),
        ("commutative algebra", "Commutative algebra"),
        ("art history", "Art history"),
        ("climatology", "Climate science"),
    ],
)
def test_scheme_covers_fields_of_the_sciences_medicine_and_humanities(phrase: str, concept: str) -> None:
    hit = topic_index().lookup(phrase)
    assert hit is not None
    assert hit.term.label == concept


@pytest.mark.parametrize(
    "line",
    [
        "Themes: Tidal Ecology, Reef Acoustics",
        "Expertise: Tidal Ecology; Reef Acoustics",
        "Fields: Tidal Ecology, Reef Acoustics",
    ],
)
def test_more_labels_of_a_topic_line(line: str) -> None:
    assert _labels(line) == ["Tidal Ecology", "Reef Acoustics"]


def test_pastimes_under_a_bare_interests_heading_are_not_topics() -> None:
    assert _labels("Interests", "", "Sailing, Chess, Rock climbing, Films and books") == []
    assert _labels("Interests", "", "Tidal ecology, Reef acoustics") == ["Tidal ecology", "Reef acoustics"]
    assert _labels("Interests", "", "Sports and economics") == ["Sports and economics"]


def test_research_on_known_fields() -> None:
    assert _labels("- Did research on optics, spectroscopy and tidal flats.") == [
        "optics",
        "spectroscopy",
        "tidal flats",
    ]
    assert _labels("Led research in synthetic biology at a start-up.") == ["synthetic biology"]
    # "Research in" inside an organisation's name names no topic of the owner's
    assert _labels("Visiting scholar, Kestrel Institute for Research in Economics, Oslo") == []
    # a post's "research projects on A, B" lists what a job involved, not stated research topics
    assert (
        _labels("Intern. I worked on research projects on tidal flats, kelp canopies and reef acoustics.")
        == []
    )


def test_every_field_under_an_expertise_heading_is_a_topic_but_tools_are_not() -> None:
    labels = _labels(
        "Expertise", "", "Glacier Hydrology • Snow Chemistry • PyTorch", "Permafrost Carbon Fluxes"
    )
    assert labels == ["Glacier Hydrology", "Snow Chemistry", "Permafrost Carbon Fluxes"]


def test_a_skills_heading_lists_skills_not_topics_but_an_expertise_heading_lists_fields() -> None:
    assert _labels("Skills", "", "Glacier Hydrology • Snow Chemistry • Machine Learning") == []
    assert _labels("Expertise", "", "Glacier Hydrology • Snow Chemistry • Python") == [
        "Glacier Hydrology",
        "Snow Chemistry",
    ]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # the owner's own cue over bare noun phrases, none known to the scheme: each is a topic
        (["A postdoc at Example University working on tidal marsh accretion."], ["tidal marsh accretion"]),
        (
            ["I am a PhD student focusing on lichen dispersal and moss succession of scree slopes."],
            ["lichen dispersal", "moss succession of scree slopes"],
        ),
        (["We mainly work on glacier calving fronts."], ["glacier calving fronts"]),
        # what the owner studies, written with "the": the studied thing is the topic
        (["I study the acoustic ecology of lakes."], ["acoustic ecology of lakes"]),
        (
            ["In my lab we study the social foraging of bats and moth dispersal."],
            ["social foraging of bats", "moth dispersal"],
        ),
        # a duty under a post, a thing with an article, a clause: no stated interest
        (["Experience working on fixed bids and tender packages."], []),
        (["I work on the new kiln of the pottery."], []),
        (["## Experience", "", "- Assistant, Example Ltd: working on invoice reconciliation."], []),
    ],
)
def test_the_owners_own_cue_lists_bare_noun_phrases(lines: list[str], expected: list[str]) -> None:
    assert _labels(*lines) == expected


def test_a_short_bullet_of_known_fields_is_still_a_list() -> None:
    labels = _labels(
        "Research Interests", "", "- Machine learning, statistics, optimization", "- Hydrology, ecology"
    )
    assert labels == ["Machine learning", "statistics", "optimization", "Hydrology", "ecology"]


def test_a_student_the_owner_supervised_is_interested_in_their_own_topic() -> None:
    assert (
        _labels("# Jane Roe", "", "## About", "", "I supervised a PhD student interested in coral ecology.")
        == []
    )
    assert _labels("# Jane Roe", "", "## About", "", "I am a PhD student interested in coral ecology.") == [
        "coral ecology"
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "My work combines moss genomics, lichen systematics and spore imaging to connect traits to habitats.",
            ["moss genomics", "lichen systematics", "spore imaging"],
        ),
        (
            "Tova's work intersects glacier hydrology and tidal physics.",
            ["glacier hydrology", "tidal physics"],
        ),
        (
            "My research leverages tools from queueing theory, graph theory, and convex analysis to design fast schedulers.",
            ["queueing theory", "graph theory", "convex analysis"],
        ),
        (
            "Before that I trained as an engineer, with research spanning kiln acoustics, glaze rheology and clay mineralogy.",
            ["kiln acoustics", "glaze rheology", "clay mineralogy"],
        ),
        (
            "My doctoral dissertation investigated the effects of frost on alpine moss beds.",
            ["effects of frost on alpine moss beds"],
        ),
        # a question after the verb describes, it lists nothing
        ("My thesis explored how herders choose winter pastures.", []),
    ],
)
def test_the_owners_research_as_the_subject_of_what_it_combines_or_studied(
    line: str, expected: list[str]
) -> None:
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I hold a PhD in Chemistry, focused on glaze rheology and kiln acoustics.",
            ["glaze rheology", "kiln acoustics"],
        ),
        ("I received my PhD from Lund focused on moss phenology.", ["moss phenology"]),
        ("Her group focused on fjord mixing and tidal physics.", ["fjord mixing", "tidal physics"]),
        # the focus of someone else's group, or of the owner's duty: no stated research
        ("Co-lead of a club for PhD students focused on bread baking.", []),
        ("During my PhD, I focused on finishing quickly.", []),
    ],
)
def test_a_doctorate_or_the_owners_group_focused_on_a_topic(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "Specifically, I investigate tonal processes and the interfaces of tone with stress and length.",
            ["tonal processes", "interfaces of tone with stress and length"],
        ),
        (
            "I completed my PhD at Lund, where I studied moss phenology and spore dispersal under the mentorship of Dr. Ada Roe.",
            ["moss phenology", "spore dispersal"],
        ),
        (
            "I am a PhD candidate in the Roe Lab, where I am studying the ecology and evolution of cave fish.",
            ["ecology and evolution of cave fish"],
        ),
        # the question the owner's research asks is written as a topic (gold: "how language varies …")
        ("I explore how herders choose winter pastures.", ["how herders choose winter pastures"]),
        # a possibility, a degree's subjects: no stated topic
        ("With two colleagues I explore the potential of chatbots for grading essays.", []),
        ("I went to Lund, where I studied economics and history, along with a minor in art.", []),
        ("I am exploring using toolkits like Spark.", []),
    ],
)
def test_what_the_owner_investigates_or_studied_somewhere(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I have recently worked on projects involving kelp gene networks, moss fragment libraries and spore detection.",
            ["kelp gene networks", "moss fragment libraries", "spore detection"],
        ),
        ("I am a student working on problems related to bog hydrology.", ["bog hydrology"]),
        # a post's duty with its year is not a stated interest
        ("2019–2021 | Clerk. I have worked on invoice reconciliation.", []),
    ],
)
def test_what_the_owner_has_worked_on_names_the_field_of_its_projects(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I trained as a nurse and have long nurtured an interest in kelp genetics, moss taxonomy and bog hydrology.",
            ["kelp genetics", "moss taxonomy", "bog hydrology"],
        ),
        ("Years at sea explain my long-standing interest in reef acoustics.", ["reef acoustics"]),
        # what someone was interested in, said of a past choice with a verb after it: no list of fields
        ("She found that her interest in the harbour boats was shared.", []),
        ("To follow my interest in research, I joined a lab.", []),  # research itself names no field
    ],
)
def test_an_interest_the_owner_has_names_its_fields(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


def test_a_gerund_used_as_a_noun_is_one_of_the_fields_the_owner_works_on() -> None:
    assert _labels("Before that, I worked on dune surveying, rehosting and moss taxonomy.") == [
        "dune surveying",
        "rehosting",
        "moss taxonomy",
    ]
    assert _labels("I work on building kelp rafts and moss taxonomy.") == []  # a gerund with its object


@pytest.mark.parametrize(
    "line",
    [
        "My advisor's work intersects glaciology and remote sensing.",
        "The company's research integrates robotics and marketing analytics.",
    ],
)
def test_someone_elses_research_named_with_a_common_noun_states_no_topics(line: str) -> None:
    assert _labels("# Ada Roe", "", line) == []


def test_a_named_owners_research_still_states_its_topics() -> None:
    assert _labels("# Ada Roe", "", "Ada's work intersects glaciology and remote sensing.") == [
        "glaciology",
        "remote sensing",
    ]


@pytest.mark.parametrize(
    "line",
    [
        "Outside work, I explore the mountains of Norway and the cafes of Lisbon.",
        "I am studying Japanese and pottery on weekends.",
        "In my spare time I also explore old maps and tide pools.",
    ],
)
def test_what_the_owner_explores_or_studies_for_pleasure_is_no_topic(line: str) -> None:
    assert _labels("# Ada Roe", "", line) == []


def test_what_the_owner_explores_in_research_is_a_topic() -> None:
    assert _labels("# Ada Roe", "", "I explore kelp restoration and reef acoustics.") == [
        "kelp restoration",
        "reef acoustics",
    ]


def test_a_run_on_line_of_repeated_cues_is_read_in_linear_time(monkeypatch: pytest.MonkeyPatch) -> None:
    # each "I work on" reread the rest of its sentence: 20,000 characters took minutes
    import importlib
    import time

    topics_module = importlib.import_module("talentgraph.extract.topics")

    calls = 0
    read = topics_module._statement_items

    def counted(*args: object, **kwargs: object) -> object:
        nonlocal calls
        calls += 1
        return read(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(topics_module, "_statement_items", counted)
    topic_index()  # the scheme loads once, outside the timing
    start = time.perf_counter()
    assert _labels("I work on " * 2000) == []
    assert calls <= 200  # a bounded number of cues per sentence, not one per repetition (2,000)
    assert time.perf_counter() - start < 5
    assert _labels("I work on glaciology, remote sensing and ocean acoustics.") == [
        "glaciology",
        "remote sensing",
        "ocean acoustics",
    ]


def test_a_lowercase_possessive_is_no_named_owners_research() -> None:
    # the explicit cue's capitalised name ("Lena's work spans") is matched with case, not any word
    assert _labels("My advisor's work spans glaciology and remote sensing.") == []
    assert _labels("Ada Lane's work spans hydroponics, soil chemistry and crop genetics.") != []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # a year in a biography's sentence dates the work; it does not make it a post's duty
        (
            "From 2011-2018 I worked on lichen genomics at the University of Tarnby, first in a small group "
            "and later at the Institute of Moss Studies.",
            ["lichen genomics"],
        ),
        # where the work was done ends the phrase: "at Kelpco", "under the supervision of …"
        ("Before that I worked on tide gauge calibration at Kelpco.", ["tide gauge calibration"]),
        ("There I worked on dune stability under the supervision of Ana Roe.", ["dune stability"]),
        # a gerund before its object, and a phrase joined by "for", are one area as the owner names it
        ("Later, I worked on modelling lichen dispersal.", ["modelling lichen dispersal"]),
        (
            "I have also worked on sparse solvers for glacier flow models.",
            ["sparse solvers for glacier flow models"],
        ),
        (
            "I focus on methods and tools for moss phylogenetics.",
            ["methods and tools for moss phylogenetics"],
        ),
        # the contraction reads as "I have worked on"; in a dated row it is still a post's duty
        ("Previously, I’ve worked on dune surveying and moss taxonomy.", ["dune surveying", "moss taxonomy"]),
        ("2019–2021 | Clerk. I've worked on invoice reconciliation.", []),
        # a year inside a list row (not a biography's sentence) still marks a post's duty
        ("2016 - 2018 | Analyst at Kelpco. I worked on tide gauge calibration and buoy maintenance.", []),
    ],
)
def test_past_work_on_a_phrase(line: str, expected: list[str]) -> None:
    assert _labels("Ilse Varga", "", line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        # the word that opens the examples is no part of the first one
        (
            "I am interested in a broad range of applied topics, including limnology, kelp ecology and soil carbon.",
            ["limnology", "kelp ecology", "soil carbon"],
        ),
        (
            "My research interests are in coastal science, such as dune erosion and salt marsh accretion.",
            ["coastal science", "dune erosion", "salt marsh accretion"],
        ),
        # a count of vague things names no field
        ("My research focuses on three broad themes: 1) How do dunes migrate? 2) Why do tides vary?", []),
        ("My research focuses on a wide range of practical questions.", []),
        ("Lately, my research interests have focused on two main ideas. The first is theory.", []),
    ],
)
def test_a_list_of_examples_and_a_count_of_themes(line: str, expected: list[str]) -> None:
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        # "has focused on" after "my research work"; "I'm focused on"; a bio's subjectless "Focused on"
        (
            ["My research work has focused on dune migration, tidal mixing and reef acoustics."],
            ["dune migration", "tidal mixing", "reef acoustics"],
        ),
        (["At the moment, I'm focused on lichen dispersal."], ["lichen dispersal"]),
        (["PhD in Botany, Example University. Focused on lichen dispersal."], ["lichen dispersal"]),
        # under a post it is the post's duty
        (["## Experience", "", "Technician, Example Lab, 2019", "Focused on lichen dispersal."], []),
    ],
)
def test_focused_on_in_more_forms(lines: list[str], expected: list[str]) -> None:
    assert _labels(*lines) == expected


@pytest.mark.parametrize(
    "line",
    [
        "My thesis chapters center on tidal ecology, reef acoustics, and kelp restoration.",
        "My PhD research at Northfield University centered on tidal ecology, reef acoustics and kelp restoration.",
        "Some of my recent projects have centered on tidal ecology, reef acoustics and kelp restoration.",
    ],
)
def test_what_the_owners_research_or_thesis_centred_on_is_a_topic(line: str) -> None:
    assert _labels(line) == ["tidal ecology", "reef acoustics", "kelp restoration"]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "My research evolves around glacier hydrology, ice rheology and moraine dating.",
            ["glacier hydrology", "ice rheology", "moraine dating"],
        ),
        (
            "My research interests revolve around lichen symbiosis and bark chemistry.",
            ["lichen symbiosis", "bark chemistry"],
        ),
        (
            "My research focusses on dune migration and aeolian transport.",
            ["dune migration", "aeolian transport"],
        ),
        (
            "Hers is a research that falls at the intersection of soil physics and crop modelling.",
            ["soil physics", "crop modelling"],
        ),
    ],
)
def test_statement_verbs_name_the_topics(line: str, expected: list[str]) -> None:
    """Less common verbs of a research statement ("evolves around", "focusses on", "falls at the
    intersection of") name its topics like "focuses on" does."""
    assert _labels(line) == expected


def test_evolves_alone_is_no_statement() -> None:
    assert _labels("My research evolves quickly as new data on glacier hydrology arrive.") == []


def test_research_statement_counts_beside_front_matter_interests() -> None:
    """A page whose front matter lists interests still takes the ones its research statement names;
    a generic sentence's unknown phrases stay out."""
    lines = split_lines(
        [
            "My research focuses on larval drift in fjords and kelp holdfast fauna.",
            "I work on making field notes tidy.",
        ]
    )
    labels = [t.label for t in topics(lines, front={"interests": ["Reef acoustics"]})]
    assert "larval drift in fjords" in labels
    assert "kelp holdfast fauna" in labels
    assert not any("field notes" in label for label in labels)


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("I have worked on codicology and palaeography with my colleagues.", ["codicology", "palaeography"]),
        (
            "Over the years I gained experience in microscopy, flow cytometry and cell culture.",
            ["microscopy", "flow cytometry", "cell culture"],
        ),
    ],
)
def test_fields_of_the_humanities_and_lab_methods_are_known_topics(line: str, expected: list[str]) -> None:
    # a generic cue keeps only the fields the scheme knows: these are common fields beyond computing
    assert _labels(line) == expected


def test_a_trade_with_a_passion_for_fields_names_them() -> None:
    assert _labels("I am a hydrologist with a passion for karst aquifers, cave mapping and dye tracing.") == [
        "karst aquifers",
        "cave mapping",
        "dye tracing",
    ]
    # a passion that names no field: nothing
    assert _labels("I am an engineer with a passion for teaching.") == []


@pytest.mark.parametrize(
    "line",
    [
        "My research interests span karst hydrology and cave ecology.",
        "My research interests encompass karst hydrology and cave ecology.",
    ],
)
def test_research_interests_that_span_or_encompass_list_topics(line: str) -> None:
    assert _labels(line) == ["karst hydrology", "cave ecology"]


def test_a_piece_opening_on_from_or_both_is_no_topic() -> None:
    labels = _labels(
        "## Research interests",
        "My research interests include primarily the quantitative study of reefs, from a physical, chemical "
        "and visual point of view.",
    )
    assert "quantitative study of reefs" in labels
    assert "from a physical" not in labels


def test_subfield_theme_and_general_topic_rows_state_topics() -> None:
    assert _labels("Subfields: Coastal Geomorphology, Sediment Transport") == [
        "Coastal Geomorphology",
        "Sediment Transport",
    ]
    assert _labels("General Topic: Tidal Energy Forecasting.") == ["Tidal Energy Forecasting"]
    assert _labels("Theme: Kelp forest restoration") == ["Kelp forest restoration"]
    assert _labels("theme: minima") == []  # a site configuration's key, lower case


def test_a_known_field_inside_a_listed_phrase_is_not_repeated() -> None:
    # "sea ice" is a field of the scheme; its words are too short to count as shared words
    assert _labels("My research interests include tidal mixing and sea ice dynamics.") == [
        "tidal mixing",
        "sea ice dynamics",
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I am a marine acoustician, whose research focuses on reef soundscapes and kelp canopies.",
            ["reef soundscapes", "kelp canopies"],
        ),
        (
            "Tomas Vik is a M.Sc. graduate whose research involves both glacier hydrology and moraine dating.",
            ["glacier hydrology", "moraine dating"],
        ),
        ("I joined the lab of Dr. Ada Roe, whose research focuses on reef soundscapes.", []),
    ],
)
def test_whose_research_after_the_owners_trade_names_topics(line: str, expected: list[str]) -> None:
    """'… is a trade, whose research focuses on A and B' states the owner's topics; a named host's
    research ("the lab of Dr. Roe, whose research …") is someone else's."""
    assert _labels(line) == expected


def test_a_statement_naming_two_common_fields_keeps_both() -> None:
    """A generic statement ("her research applies A and B") keeps only fields the scheme knows:
    coreference resolution and affective computing are such fields, a made-up pair is not."""
    assert _labels("Her research applies coreference resolution and affective computing.") == [
        "coreference resolution",
        "affective computing",
    ]
    assert _labels("Her research applies grommet polishing and widget sorting.") == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "My research includes (1) tidal mixing in fjords; (2) sediment budgets of river deltas; "
            "(3) Coastal hazards: storm surge, sea level rise.",
            [
                "tidal mixing in fjords",
                "sediment budgets of river deltas",
                "Coastal hazards",
                "storm surge",
                "sea level rise",
            ],
        ),
        (
            "My research to date may be grouped under three broad categories: (i) moss phenology; "
            "(ii) spore dispersal by wind; (iii) bog hydrology. See the research page for more.",
            ["moss phenology", "spore dispersal by wind", "bog hydrology"],
        ),
    ],
)
def test_a_research_list_numbered_inline_gives_one_topic_a_number(line: str, expected: list[str]) -> None:
    """'(1) A; (2) B; (3) C' after a research statement: each numbered part is a topic, not only the
    first (the semicolons no longer end the list)."""
    assert _labels(line) == expected


def test_i_focused_on_reads_like_i_focus_on() -> None:
    """The past tense of the owner's "I focus on A and B" states their research as well."""
    assert _labels("During my PhD at Bergen I focused on reef acoustics and kelp restoration.") == [
        "reef acoustics",
        "kelp restoration",
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("My research builds on moss phenology and spore dispersal.", ["moss phenology", "spore dispersal"]),
        ("My research often addresses peat fires.", ["peat fires"]),
        (
            "My primary research agenda concerns dune grasses, sand transport and coastal fog.",
            ["dune grasses", "sand transport", "coastal fog"],
        ),
        (
            "My research borrows methods from bog hydrology, lichen taxonomy and tidal ecology to study fjords.",
            ["fjords", "bog hydrology", "lichen taxonomy", "tidal ecology"],
        ),
    ],
)
def test_the_owners_research_as_subject_of_builds_on_concerns_addresses(
    line: str, expected: list[str]
) -> None:
    """The owner's research as the subject of 'builds on', 'addresses', 'concerns' or 'borrows methods
    from' names its topics, as 'my research combines A and B' does."""
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "My other interests include lichen taxonomy, bog hydrology, and tidal ecology.",
            ["lichen taxonomy", "bog hydrology", "tidal ecology"],
        ),
        ("My main interest is in dune grass phenology.", ["dune grass phenology"]),
        (
            "My unifying interest is in reef acoustics, originating in my love of sonar, whales and diving.",
            ["reef acoustics"],
        ),
        ("My other interests include hiking, cooking and photography.", []),
    ],
)
def test_the_owners_other_or_main_interest_names_topics(line: str, expected: list[str]) -> None:
    """'My other interests include A, B', 'my main interest is in A' state the owner's interests as
    'my interests include' does; a list of pastimes is none, and where the interest comes from
    (', originating in …') is no part of the list."""
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I have been lucky to work on many topics, including kelp genetics, reef acoustics, and tide models.",
            ["kelp genetics", "reef acoustics", "tide models"],
        ),
        (
            "Her early papers opened research areas including bog hydrology and lichen taxonomy.",
            ["bog hydrology", "lichen taxonomy"],
        ),
        ("I taught a seminar on topics including dune grasses and sea fog.", []),
        (
            "I worked on many topics, including tide models [Roe 2019, TideNet] and kelp genetics [Kelp-1].",
            ["tide models", "kelp genetics"],
        ),
    ],
)
def test_topics_including_a_and_b_names_them(line: str, expected: list[str]) -> None:
    """'topics, including A, B and C' and 'research areas including A and B' list the owner's research as
    'topics include A' does; a course's topics are not the owner's research, and the papers cited in
    square brackets are no part of an item."""
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "I use sonar and field surveys to answer questions in reef ecology, fisheries and coastal policy.",
            ["reef ecology", "fisheries", "coastal policy"],
        ),
        (
            "I use genome scans to explore questions around lichen symbiosis and moss dispersal.",
            ["lichen symbiosis", "moss dispersal"],
        ),
        ("My work applies survey methods to questions in labour history.", ["labour history"]),
        ("We explore questions around how tides shape reefs.", []),
    ],
)
def test_the_questions_the_owners_work_answers_name_its_fields(line: str, expected: list[str]) -> None:
    """'(tools) to answer questions in A, B and C', 'explore questions around A and B': the fields the
    questions are in are the owner's research; a question itself ('around how …') is no list."""
    assert _labels(line) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            (
                "A twelve-week course on the practice of teaching in higher education, with coverage and",
                "discussion on topics such as rubric design, peer feedback and active learning.",
            ),
            [],
        ),
        (
            (
                "- Engaged in public outreach, presenting to school pupils on topics such as tide tables and sea level.",
            ),
            [],
        ),
        (
            ("I have also worked on other topics such as drift waves and tidal mixing.",),
            ["drift waves", "tidal mixing"],
        ),
    ],
)
def test_the_topics_of_a_course_or_a_talk_are_not_the_owners(
    text: tuple[str, ...], expected: list[str]
) -> None:
    """The course's words may sit on the line before the cue, in a sentence a PDF wrapped."""
    assert _labels(*text) == expected
