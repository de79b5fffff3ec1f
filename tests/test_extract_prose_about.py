"""About pages written in sentences: posts, names and topics (invented snippets)."""

from __future__ import annotations

import pytest

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_bytes


def _extract(text: str, name: str = "about.md") -> Profile:
    suffix = "." + name.rsplit(".", 1)[-1]
    return extract_profile(parse_bytes(text.encode(), source=name, suffix=suffix), orgs=OrgGazetteer([]))


def _posts(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(a.org_text, a.role, a.end) for a in p.affiliations]


def test_post_stated_under_a_research_heading() -> None:
    p = _extract("## Research\n\nI am a PhD candidate in geology at Northvale University, Canada.\n")
    assert ("Northvale University", "PhD Candidate", "present") in _posts(p)


def test_based_at_is_a_current_post() -> None:
    p = _extract("# About\n\nI am currently based at the Harrow Museum of Zoology in Leeds.\n")
    assert _posts(p) == [("Harrow Museum of Zoology", None, "present")]


def test_another_campus_of_a_system_is_another_place() -> None:
    p = _extract(
        "# About\n\nI earned my Ph.D. in ecology from University of California, Davis. "
        "I received my postdoctoral training at University of California, Irvine.\n"
    )
    assert ("University of California", "Postdoc", None) in _posts(p)  # the gazetteer names the campus


def test_a_postdoc_where_the_owner_took_a_phd() -> None:
    p = _extract(
        "# About\n\nI completed my PhD at Kestrel Institute. Later I worked as a postdoc in the "
        "Roe lab at Kestrel Institute, where I studied moths.\n"
    )
    assert ("Kestrel Institute", "postdoc", None) in _posts(p)
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel Institute", "Ph.D.")]


def test_bio_without_a_pronoun_and_a_unit_of_the_organisation() -> None:
    p = _extract(
        "# Bio\n\nMara Quinlan is a Senior Ecologist in the Wetlands and Rivers Group of Tidewater "
        "Conservation Trust, where the team studies marshes.\n\n"
        "Dr. Quinlan also directs Tidewater's Heron Field Station, near the coast.\n"
    )
    assert p.person.name == "Mara Quinlan"
    assert [(a.org_text, a.unit, a.role, a.end) for a in p.affiliations] == [
        ("Tidewater Conservation Trust", "Wetlands and Rivers Group", "Senior Ecologist", "present"),
        ("Tidewater Conservation Trust", "Heron Field Station", "Director", "present"),
    ]


def test_a_link_wrapped_over_two_lines_and_a_title_with_tenure() -> None:
    p = _extract(
        "# About\n\nI am an Associate Professor with Tenure in the [Moss\n"
        "Institute for Optics](https://moss.example/) at [Kestrel\nUniversity](https://k.example/), Leeds.\n"
    )
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [
        ("Kestrel University", "Moss Institute for Optics", "Associate Professor with Tenure")
    ]


def test_held_a_position_at_a_unit_of_a_university() -> None:
    p = _extract(
        "# About\n\nPrior to this, I held a postdoctoral research associate position at the Soil Modeling "
        "Center in the Department of Geology at Harbour University, working with Prof. A. Roe.\n"
    )
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [
        ("Harbour University", "Soil Modeling Center", "postdoctoral research associate")
    ]


def test_name_from_a_title_that_introduces_the_owner() -> None:
    p = _extract('---\ntitle: "I am Tomas Verhoeven"\n---\n\nI am a geologist and a teacher.\n')
    assert p.person.name == "Tomas Verhoeven"


def test_name_with_particles_restated_only_in_an_email() -> None:
    p = _extract(
        '---\ntitle: "Lucia de los Rios"\n---\n\nI study soils.\n\nEmail: ldelosrios[at]kent.example\n'
    )
    assert p.person.name == "Lucia de los Rios"


def test_name_on_an_alfolio_profile_card() -> None:
    p = _extract(
        "---\nlayout: about\ntitle: about\nprofile:\n  address: <p>Jonah Feld, PhD</p> <p>Room 4</p>\n---\n\n"
        "I am a hydrologist.\n"
    )
    assert p.person.name == "Jonah Feld"


def test_a_menu_link_repeated_is_no_name() -> None:
    p = _extract("## Skills\n\nR, Stata\n\n### [Photo Gallery](gallery.md)\n[Photo Gallery](gallery.html)\n")
    assert p.person.name is None


def test_interests_heading_with_a_note() -> None:
    p = _extract(
        "# About\n\nI am a limnologist.\n\n## Scientific interests (in no order)\n\n- Lake ecology\n- Geomatics\n"
    )
    assert [t.label for t in p.topics] == ["Lake ecology", "Geomatics"]


def _topics(text: str) -> list[str]:
    return [t.label for t in _extract(text).topics]


def test_topic_cues_of_about_pages() -> None:
    assert _topics("# About\n\nMy research field is urban hydrology, broadly speaking, I like rivers.\n") == [
        "urban hydrology"
    ]
    assert _topics("# About\n\nMy training focused on soil physics, plant ecology and hydrology.\n") == [
        "soil physics",
        "plant ecology",
        "hydrology",
    ]
    assert _topics("# About\n\nI am fascinated by certain topics in glaciology and volcanology.\n") == [
        "glaciology",
        "volcanology",
    ]
    assert _topics(
        "# About\n\nMy research has been applied to river deltas, bird flocks and robotics.\n"
    ) == [
        "river deltas",
        "bird flocks",
        "robotics",
    ]


def test_a_second_list_and_a_lead_in() -> None:
    text = (
        "# About\n\nMy research develops computational approaches to historical linguistics. "
        "I work in network science, with substantive interests in rural sociology and folk music.\n"
    )
    assert sorted(_topics(text)) == [
        "folk music",
        "historical linguistics",
        "network science",
        "rural sociology",
    ]


def test_a_course_title_is_no_topic_cue() -> None:
    assert _topics("## Teaching\n\nSpecial Topics in Psychology Course, Kestrel University, 2015\n") == []


def test_working_as_a_role_at_an_organisation() -> None:
    p = _extract(
        "# About\n\nI am currently working as a research associate at the Fjord Research Laboratory.\n"
    )
    assert _posts(p) == [("Fjord Research Laboratory", "research associate", "present")]


def test_a_title_without_article_and_a_second_clause_with_its_own_verb() -> None:
    p = _extract(
        "# About\n\nI'm Professor and Head of the Department of Soils at Harbour University. Before that, "
        "I completed a PhD in Soils at Kestrel University (2010) and was a lecturer at Lakeside College for "
        "9 years (2010–2019).\n"
    )
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Harbour University", "Professor and Head", None, "present"),
        ("Lakeside College", "lecturer", "2010", "2019"),
    ]


def test_degree_from_a_unit_of_a_university() -> None:
    p = _extract("# About\n\nI got my PhD in physics at the Plasma Theory Group, Kestrel University.\n")
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]


def test_two_titles_held_in_one_unit() -> None:
    p = _extract(
        "# About\n\nPreviously, I worked in the Theory Department of Harbour Fusion Laboratory first as a "
        "postdoc with A. Roe and later a staff scientist under B. Poe.\n"
    )
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [
        ("Harbour Fusion Laboratory", "Theory Department", "postdoc"),
        ("Harbour Fusion Laboratory", "Theory Department", "staff scientist"),
    ]


def test_interest_statements_that_go_on_to_other_things() -> None:
    text = (
        "# About\n\nI became interested in soil chemistry and created two tools.\n\n"
        "I am interested in questions like:\n\n- Why do rivers meander?\n"
    )
    assert _topics(text) == ["soil chemistry"]


def test_interest_section_lines_that_are_no_interests() -> None:
    text = "## Research interests\n\n- Glaciology\n- Sea ice\n- Projects: ICEBIRD, FROST\n\nSee more at research.\n"
    assert _topics(text) == ["Glaciology", "Sea ice"]


def test_common_current_post_phrasings() -> None:
    assert _posts(_extract("# About\n\nI work at Brindle Analytics as a research engineer.\n")) == [
        ("Brindle Analytics", "research engineer", "present")
    ]
    assert _posts(_extract("# About\n\nI am the Director of the Harbour Institute.\n")) == [
        ("Harbour Institute", "Director", "present")
    ]
    p = _extract("# About\n\nI'm an Assistant Professor at Kestrel University's School of Medicine.\n")
    assert [(a.org_text, a.unit) for a in p.affiliations] == [("Kestrel University", "School of Medicine")]


def test_two_current_posts_in_one_sentence() -> None:
    p = _extract(
        "# About\n\nI am an Associate Professor of Economics at Kestrel University and a Research Fellow "
        "at the Harbour Institute.\n"
    )
    assert _posts(p) == [
        ("Kestrel University", "Associate Professor", "present"),
        ("Harbour Institute", "Research Fellow", "present"),
    ]


def test_joined_as_a_role() -> None:
    p = _extract("# About\n\nIn 2019, I joined Quillon Robotics as a research scientist.\n")
    assert [(a.org_text, a.role, a.start) for a in p.affiliations] == [
        ("Quillon Robotics", "research scientist", "2019")
    ]


def test_a_section_heading_is_no_name() -> None:
    p = _extract(
        "# Professional Background\n\nI am an assistant professor of chemistry at Kestrel University.\n"
    )
    assert p.person.name is None


def test_name_said_before_and() -> None:
    assert _extract("## Welcome!\n\nMy name is Tomas Verhoeven and I am a chemist.\n").person.name == (
        "Tomas Verhoeven"
    )


def test_title_of_an_about_page_with_the_author_card() -> None:
    p = _extract('---\ntitle: "Tomas Verhoeven"\nauthor_profile: true\n---\n\nI am a chemist.\n')
    assert p.person.name == "Tomas Verhoeven"


def test_interested_in_a_list_whose_last_item_has_and() -> None:
    assert _topics("# About\n\nI am interested in causal inference, econometrics and labor economics.\n") == [
        "causal inference",
        "econometrics",
        "labor economics",
    ]
    text = "# About\n\nI am interested in ecology, how birds adapt and respond to change.\n"
    assert _topics(text) == ["ecology"]


def test_a_statement_ends_where_the_work_is_done() -> None:
    text = "# About\n\nI am a post-doc studying neuroscience and biophysics in the Roe Lab, part of Kestrel University.\n"
    assert _topics(text) == ["neuroscience", "biophysics"]


def test_a_first_person_line_under_an_interests_heading_is_prose() -> None:
    text = "## Research Focus\n\nTo map soils, I have developed a method combining:\n\n- Soil physics\n- Remote sensing\n"
    assert "To map soils" not in " ".join(_topics(text))


def test_third_person_student_and_past_student() -> None:
    p = _extract("# Bio\n\nMara Quinlan is a PhD candidate in Economics at Kestrel University.\n")
    assert _posts(p) == [("Kestrel University", "PhD Candidate", "present")]
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]
    p = _extract("# About\n\nPreviously, I was a PhD student at Lakeside University, advised by A. Roe.\n")
    assert [(e.institution_text, e.degree) for e in p.education] == [("Lakeside University", "Ph.D.")]


def test_past_post_in_a_long_unit_after_an_abbreviation() -> None:
    p = _extract(
        "# About\n\nI am an engineer at the Northern Institute of Clean Energy (NICE). Before joining NICE, I "
        "was an assistant professor in the Department of Computer Sciences and Artificial Intelligence "
        "(School of Engineering) at the China University of Mining (Beijing), where I taught.\n"
    )
    assert ("China University of Mining (Beijing)", "assistant professor", None) in _posts(p)


def test_co_founder_of_a_company() -> None:
    assert _posts(_extract("# About\n\nI am a co-founder of the Brindle Corporation.\n")) == [
        ("Brindle Corporation", "co-founder", "present")
    ]


def test_student_in_a_department_at_a_university() -> None:
    p = _extract(
        "# About\n\nI am a PhD student in the Department of Soil and Water Sciences at Kestrel University.\n"
    )
    assert _posts(p) == [("Kestrel University", "PhD Student", "present")]
    p = _extract("# About\n\nI am a Master's student in Data Science at Kestrel University.\n")
    assert _posts(p) == [("Kestrel University", "Master's Student", "present")]


def test_past_posts_in_common_phrasings() -> None:
    p = _extract(
        "# About\n\nPrior to that, I was a postdoctoral fellow with Jane Roe at Kestrel University.\n"
    )
    assert _posts(p) == [("Kestrel University", "postdoctoral fellow", None)]
    p = _extract("# About\n\nAfter my PhD, I moved to Lakeside University as a postdoc.\n")
    assert _posts(p) == [("Lakeside University", "postdoc", None)]
    p = _extract(
        "# About\n\nI have worked as a software engineer at Hooli and as a data scientist at Initech.\n"
    )
    assert _posts(p) == [("Hooli", "software engineer", None), ("Initech", "data scientist", None)]
    p = _extract(
        "# About\n\nBefore moving to Leeds, I spent three years as a postdoc at Lakeside University.\n"
    )
    assert [a.org_text for a in p.affiliations] == ["Lakeside University"]
    p = _extract("# About\n\nI am a professor at the University of Texas at Austin.\n")
    assert [a.org_text for a in p.affiliations] == ["University of Texas at Austin"]


def test_several_degrees_in_one_sentence() -> None:
    p = _extract(
        "# About\n\nI received my B.S. in Physics from Lakeside University, my M.S. in Mathematics from "
        "Harbour University, and my Ph.D. in Statistics from Kestrel University. I earned an MBA "
        "from Fenwick University in 2010 and a BA from Marsh College in 2004. I graduated from Tern "
        "University with a BSc in Biology.\n"
    )
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Lakeside University", "B.S."),
        ("Harbour University", "M.S."),
        ("Kestrel University", "Ph.D."),
        ("Fenwick University", "MBA"),
        ("Marsh College", "B.A."),
        ("Tern University", "B.Sc."),
    ]


def test_degrees_chained_without_an_article_or_in_lower_case() -> None:
    p = _extract(
        "# About\n\nI hold a doctor of philosophy degree from Kestrel University, a masters degree in "
        "Widget Design from Lakeside College, and a bachelors degree in Botany from Harbour University. I "
        "received my MBA from Fenwick University under the supervision of Ana Roe and Master of "
        "Physics from Marsh University.\n"
    )
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Kestrel University", "Ph.D."),
        ("Lakeside College", "Master"),
        ("Harbour University", "Bachelor"),
        ("Fenwick University", "MBA"),
        ("Marsh University", "M.Phys."),
    ]


def test_name_on_a_contact_card_at_the_end() -> None:
    p = _extract(
        "---\nlayout: default\ntitle: About\n---\n\nI am a stream ecologist.\n\n"
        "**Tomas Verhoeven**  \nSchool of Biological Sciences  \nKestrel University\n"
    )
    assert p.person.name == "Tomas Verhoeven"


def test_research_statement_variants() -> None:
    assert _topics("# About\n\nMy PhD research focused on river hydraulics and flood risk.\n") == [
        "river hydraulics",
        "flood risk",
    ]
    assert _topics("# About\n\nMy work focuses primarily on glacier dynamics.\n") == ["glacier dynamics"]
    assert _topics("# About\n\nResearch topics include: wave energy; offshore wind; marine robotics\n") == [
        "wave energy",
        "offshore wind",
        "marine robotics",
    ]


def test_bio_student_post_and_studies_held() -> None:
    p = extract_profile(
        parse_bytes(
            b"# Jane Roe\n\nJane Roe is a PhD student at Kestrel University, advised by Ann Poe. "
            b"She holds an MSc in Geology from Harbour College.\n",
            source="about.md",
            suffix=".md",
        ),
        orgs=OrgGazetteer([]),
    )
    assert [(a.org_text, a.end) for a in p.affiliations] == [("Kestrel University", "present")]
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Kestrel University", "Ph.D."),
        ("Harbour College", "M.Sc."),
    ]


def test_bio_positions_held_and_a_post_joined_in_a_year() -> None:
    p = extract_profile(
        parse_bytes(
            b"# Jane Roe\n\nJane Roe is a Senior Lecturer at Kestrel University, which she joined in 2018. "
            b"She has held positions at Harbour College and Brindle Analytics.\n",
            source="about.md",
            suffix=".md",
        ),
        orgs=OrgGazetteer([]),
    )
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University", "2018", "present"),
        ("Harbour College", None, None),
        ("Brindle Analytics", None, None),
    ]


def _bio(text: str) -> Profile:
    return extract_profile(
        parse_bytes(f"# Jane Roe\n\n{text}\n".encode(), source="about.md", suffix=".md"),
        orgs=OrgGazetteer([]),
    )


def test_bio_verbs_in_the_third_person() -> None:
    p = _bio(
        "Jane Roe currently works at Brindle Analytics as a data scientist. Previously, she worked at "
        "Quillon Robotics. She studied geology at Harbour College."
    )
    assert [(a.org_text, a.end) for a in p.affiliations] == [
        ("Brindle Analytics", "present"),
        ("Quillon Robotics", None),
    ]
    assert [(e.institution_text, e.field) for e in p.education] == [("Harbour College", "geology")]


def test_bio_joined_as_a_title_in_a_year() -> None:
    p = _bio("Jane Roe joined Brindle Analytics as a data scientist in 2020.")
    assert [(a.org_text, a.start) for a in p.affiliations] == [("Brindle Analytics", "2020")]


def test_bio_degrees_listed_with_her() -> None:
    p = _bio(
        "Jane Roe is a lecturer at Kestrel University. She received her B.A. from Harbour College, her M.A. "
        "from Quillon Institute, and her Ph.D. from Brindle University. She obtained a B.S. from Tern "
        "College and M.S. from Auk Institute."
    )
    assert sorted((e.institution_text or "", e.degree or "") for e in p.education) == [
        ("Auk Institute", "M.S."),
        ("Brindle University", "Ph.D."),
        ("Harbour College", "B.A."),
        ("Quillon Institute", "M.A."),
        ("Tern College", "B.S."),
    ]


def test_a_current_post_where_the_owner_earned_a_degree() -> None:
    p = _extract(
        "# About\n\nI received my PhD in hydrology from Tarnwick University in 2022. "
        "I am a postdoctoral researcher in hydrology at Tarnwick University.\n"
    )
    assert ("Tarnwick University", "postdoctoral researcher", "present") in _posts(p)


def test_on_leave_from_an_organisation_is_a_current_post() -> None:
    p = _extract(
        "# About\n\nI am on leave from Ormsby University until 2027 and am now a guest researcher at Pellow Labs.\n"
    )
    assert ("Ormsby University", None, "present") in _posts(p)


def test_earlier_posts_after_a_marker_without_dates() -> None:
    p = _extract(
        "# About\n\nI am a staff engineer at Quillon Systems. Before that, I was the second hire at "
        "[Bramblecart](https://example.org) and a research scientist at Orrin Analytics.\n\n"
        "Previously, I earned my PhD from Westmark University, did internships at Pellucid Labs and "
        "Tarnfield, and studied at Lowmoor College.\n"
    )
    posts = [(org, end) for org, _, end in _posts(p)]
    for org in ["Bramblecart", "Orrin Analytics", "Pellucid Labs", "Tarnfield"]:
        assert (org, None) in posts
    assert not any(org in {"Westmark University", "Lowmoor College"} for org, _ in posts)


def test_an_earlier_post_at_a_name_joined_by_and_stays_whole_only_when_the_gazetteer_knows_it() -> None:
    from talentgraph.extract.prose_positions import _earlier
    from talentgraph.model import Profile

    def posts(text: str) -> tuple[bool, list[str | None]]:
        profile = Profile(source="x")
        read = _earlier(text, lambda pos: None, profile)
        return read, [a.org_text for a in profile.affiliations]

    assert posts("In the past, I worked at Procter and Gamble") == (True, ["Procter and Gamble"])
    assert posts("Before that, I worked at Hooli and Initrode") == (True, ["Hooli", "Initrode"])
    # nothing read: the other readers of the clause still get the sentence
    assert posts("Previously, I taught at Kestrel College") == (False, [])


def test_organisations_sharing_only_a_kind_word_are_two_places() -> None:
    p = _extract(
        "# About\n\nI am a research scientist at Harbor AI. Before joining Harbor, I worked on pricing "
        "at Northwind AI Labs, and robotics at Contoso Labs.\n"
    )
    assert [a.org_text for a in p.affiliations] == ["Harbor AI", "Northwind AI Labs", "Contoso Labs"]


def test_romance_name_goes_on_over_et_de_des_and_an_elided_article() -> None:
    p = _extract("# About\n\nI am a postdoctoral fellow at the Institut de Chimie et de Physique Marine.\n")
    assert _posts(p)[0][0] == "Institut de Chimie et de Physique Marine"
    p = _extract(
        "# About\n\nI was previously a postdoc at Institut des Plantes de l'Ecole Normale Superieure.\n"
    )
    assert _posts(p)[0][0] == "Institut des Plantes de l'Ecole Normale Superieure"


def test_dated_sentence_wrapped_inside_an_organisation_name() -> None:
    p = _extract(
        "# About\n\nFrom 2015-2017 I was a postdoc in the Lane group at Institut de Chimie de l'Ecole\n"
        "Normale Superieure in Lyon.\n"
    )
    assert _posts(p)[0][0] == "Institut de Chimie de l'Ecole Normale Superieure"


def test_an_acronym_and_a_dash_before_the_name_it_stands_for() -> None:
    p = _extract(
        "# About\n\nI work as a Research Assistant in the Lane Lab at the KCW - Center for Widget "
        "Research, a joint venture between two universities.\n"
    )
    assert _posts(p)[0][0] == "KCW - Center for Widget Research"


def _studies(text: str) -> list[tuple[str | None, str | None]]:
    return [(e.institution_text, e.degree) for e in _extract(text).education]


def test_a_degree_named_as_a_doctoral_degree() -> None:
    text = "# Jane Roe\n\nI earned my doctoral degree from the University of Kestrel, advised by Ann Lee.\n"
    assert _studies(text) == [("University of Kestrel", "Ph.D.")]


def test_a_recent_graduate_names_the_degree_and_its_school() -> None:
    text = "# Jane Roe\n\nHello! I'm a recent PhD graduate in sociology from the University of Kestrel.\n"
    assert _studies(text) == [("University of Kestrel", "Ph.D.")]


def test_a_second_degree_written_in_lower_case_after_and() -> None:
    text = (
        "# Jane Roe\n\nI got my Master degree at Kestrel Tech and bachelor degree in geology "
        "at Northvale University.\n"
    )
    assert sorted(_studies(text)) == [("Kestrel Tech", "Master"), ("Northvale University", "Bachelor")]


def test_after_completing_my_phd_dates_a_later_post() -> None:
    text = (
        "# Jane Roe\n\nAfter completing my Ph.D., I spent two years as a Lecturer in the Department of "
        "Geology at Kestrel University.\n"
    )
    assert _studies(text) == []


def test_majored_in_a_subject_at_a_college_is_a_study_without_a_degree() -> None:
    text = "# Jane Roe\n\nBefore that, I majored in history and minored in music at Kestrel College.\n"
    assert [(e.institution_text, e.degree, e.field) for e in _extract(text).education] == [
        ("Kestrel College", None, "history")
    ]


def test_studied_at_two_schools_after_another_place() -> None:
    text = (
        "# Jane Roe\n\nI interned at Acme Labs and studied at Kestrel University and Northvale University.\n"
    )
    assert sorted(_studies(text)) == [("Kestrel University", None), ("Northvale University", None)]


def test_a_unit_named_after_a_person_with_initials() -> None:
    """The dots of "J. R." and "Sr." inside a unit's name do not cut the current post's unit slot."""
    text = "# Jo Roe\n\nI am an Associate Professor in the K. L. Hart, Sr. School of Widget Design at Westbrook University.\n"
    posts = _extract(text).affiliations
    assert [(a.org_text, a.unit, a.role, a.end) for a in posts] == [
        ("Westbrook University", "K. L. Hart, Sr. School of Widget Design", "Associate Professor", "present")
    ]


def test_two_current_posts_in_two_units_of_one_organisation() -> None:
    """ "A in the Department of X and a B in the Department of Y at Z": two posts, each with its unit."""
    text = (
        "# Jo Roe\n\nI am an Assistant Professor (tenure track) in the Department of Widgets and an Adjunct "
        "Professor in the Department of Gadgets at Westbrook University.\n"
    )
    posts = _extract(text).affiliations
    assert [(a.org_text, a.unit, a.role) for a in posts] == [
        ("Westbrook University", "Department of Widgets", "Assistant Professor"),
        ("Westbrook University", "Department of Gadgets", "Adjunct Professor"),
    ]


def test_the_same_title_in_two_units_is_one_post() -> None:
    text = (
        "# Jo Roe\n\nI am an Assistant Professor in the Department of Widgets and an Assistant Professor in "
        "the Department of Gadgets at Westbrook University.\n"
    )
    posts = _extract(text).affiliations
    assert [(a.org_text, a.unit, a.role) for a in posts] == [
        ("Westbrook University", "Department of Widgets", "Assistant Professor")
    ]


def test_a_department_named_by_its_kind_is_no_unit_of_an_organisation() -> None:
    # the link written apart, "[X] (url)", still names the organisation the department is part of
    p = _extract(
        "# About\n\nGreetings! I am a post-doctoral scholar in the Department of Marine Biology at the "
        "[Kestrel University] (https://kestrel.example). I also like sailing.\n"
    )
    assert [(a.org_text, a.unit, a.role, a.end) for a in p.affiliations] == [
        ("Kestrel University", "Department of Marine Biology", "post-doctoral scholar", "present")
    ]


def test_the_organisations_moved_to_are_former_posts_but_not_places() -> None:
    p = _extract(
        "# About\n\nI completed my PhD on waves in the group of Ada Lane at the University of Leeds (UK), "
        "before moving to Wren University (Sweden), where I worked on tides, and later Harbor University "
        "(USA), where I worked on currents. I then moved to the University of Avalon and Perimeter "
        "College, where I studied storms. In 2019 I moved to Germany, and then to the Tide Institute for "
        "my postdoc.\n"
    )
    orgs = [a.org_text for a in p.affiliations]
    assert orgs == ["Wren University", "Harbor University", "University of Avalon", "Perimeter College"]


def test_a_degree_named_where_one_attended() -> None:
    p = _extract(
        "# About\n\nAfter growing up near Leeds, I attended (The) Wessex State University, where I "
        "graduated with a B.S. in Electrical Engineering with a focus on optics. I also attended the "
        "Tern Grammar School, where I learned Latin.\n"
    )
    assert [(e.institution_text, e.degree, e.field) for e in p.education] == [
        ("Wessex State University", "B.S.", "Electrical Engineering")
    ]


def test_a_degree_the_owner_has() -> None:
    """ "I have a PhD in X from Y" states studies as "I hold …" does; "I have a PhD student" does not."""
    p = _extract(
        "# About\n\nI have a Ph.D. in [Coastal Engineering from the University of Marrowby](https://x.org).\n"
    )
    assert [(e.institution_text, e.degree, e.field) for e in p.education] == [
        ("University of Marrowby", "Ph.D.", "Coastal Engineering")
    ]
    assert _extract("# About\n\nI have a PhD student from Tarnwick College.\n").education == []


def test_a_list_of_degrees_each_from_its_school() -> None:
    p = _extract(
        "# About\n\nI received my Ph.D. from Quarrel University. I also have a M.S. from Quarrel University,"
        " a M.P.P. from Harbour State University, and a B.A. from the University of Tarnwick.\n"
    )
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Quarrel University", "Ph.D."),
        ("Quarrel University", "M.S."),
        ("Harbour State University", "M.P.P."),
        ("University of Tarnwick", "B.A."),
    ]


def test_a_number_names_no_organisation() -> None:
    """A page template that writes a year where the employer goes ("I joined 2022 in 2022") gives no post."""
    p = _extract(
        "# About\n\nI am a scientist at Quarrel Labs. I joined 2022 in 2022, serving as an engineer.\n"
    )
    assert [a.org_text for a in p.affiliations] == ["Quarrel Labs"]


def test_an_abbreviated_senior_in_a_title() -> None:
    p = _extract("# About\n\nI am a Sr. Research Scientist with the Lantern group at Quarrel Labs.\n")
    assert _posts(p) == [("Quarrel Labs", "Sr. Research Scientist", "present")]


def _degrees_read(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(e.institution_text, e.degree, e.field) for e in p.education]


def test_having_a_degree_is_a_study() -> None:
    p = _extract(
        "# About\n\nI am a licensed surveyor and I have a Ph.D. in "
        "[Soil Physics from the University of Tarnwick](https://soil.example.edu/).\n"
    )
    assert _degrees_read(p) == [("University of Tarnwick", "Ph.D.", "Soil Physics")]


def test_having_no_degree_is_no_study() -> None:
    p = _extract("# About\n\nI have a soft spot for maps and have a desk at the Tarnwick Map Library.\n")
    assert _degrees_read(p) == []


def test_a_study_coordinated_after_a_post_is_at_its_own_place() -> None:
    p = _extract(
        "# About\n\nBefore that I was a postdoc at the Kestrel Institute and completed my PhD at "
        "the University of Tarnwick mentored by [Ada Lane](https://x.example).\n"
    )
    assert _degrees_read(p) == [("University of Tarnwick", "Ph.D.", None)]


@pytest.mark.parametrize(
    "text",
    [
        "I do not have a Ph.D. in geology from Quarrel University.",  # denied
        "I study maps. My sister has a Ph.D. in geology from Quarrel University.",  # a relative's
        "I do not hold a Ph.D. in geology from Quarrel University.",  # denied, another study verb
        "I study maps. My brother holds a Ph.D. in geology from Quarrel University.",  # a relative's, too
    ],
)
def test_a_degree_denied_or_a_relatives_is_no_study(text: str) -> None:
    assert _degrees_read(_extract(f"# About\n\n{text}\n")) == []


def test_a_relatives_degree_in_a_list_of_the_owners_is_left_out() -> None:
    p = _extract(
        "# About\n\nI have a Ph.D. from Quarrel University, and my husband has a M.S. from Harbour State University.\n"
    )
    assert [(e.institution_text, e.degree) for e in p.education] == [("Quarrel University", "Ph.D.")]


def test_a_degree_the_owner_holds_is_a_study() -> None:
    p = _extract("# About\n\nI hold a Ph.D. in geology from Quarrel University.\n")
    assert [(e.institution_text, e.degree) for e in p.education] == [("Quarrel University", "Ph.D.")]


def test_a_second_current_post_stated_with_also() -> None:
    p = _extract(
        "# About\n\nI am an Assistant Professor at Northvale University. "
        "I am also a Visiting Researcher at Harrow Institute of Technology.\n"
    )
    assert ("Harrow Institute of Technology", "Visiting Researcher", "present") in _posts(p)


def test_a_post_the_owner_will_join_starts_at_its_stated_date() -> None:
    p = _extract(
        "# About\n\nI am a postdoc at Kestrel University. I will be joining the Department of Geology at "
        "Northvale University as an Assistant Professor in Fall 2026.\n"
    )
    posts = [(a.org_text, a.unit, a.start, a.end) for a in p.affiliations]
    assert ("Northvale University", "Department of Geology", "2026-09", None) in posts


def test_joining_a_school_named_with_its_college_is_a_post_at_the_college() -> None:
    p = _extract(
        "# About\n\nThis summer, I am joining Gull’s Business School, [Gull’s College Lundby](https://g.example), "
        "as a Senior Fellow. I will be joining the PhD programme at Heron University as a student.\n"
    )
    assert [(a.org_text, a.unit) for a in p.affiliations] == [
        ("Gull’s College Lundby", "Gull’s Business School")
    ]


def test_starting_as_a_title_at_a_campus_department() -> None:
    p = _extract(
        "# About\n\nIn Fall 2024 I will be starting as an [Assistant Professor at the University of Kestrel, "
        "Marlow's Department of Physiology](https://k.example).\n"
    )
    assert [(a.org_text, a.start) for a in p.affiliations] == [("University of Kestrel, Marlow", "2024-09")]


def test_a_position_taken_at_an_organisation_is_a_post() -> None:
    p = _extract(
        "# About\n\nI received a Ph.D. in plasma physics. I took a postdoc position at Northvale National "
        "Laboratory and stayed on as a staff scientist for several years. In 2013 I started a research "
        "position at Kestrel Institute (KI) in the Tide group.\n"
    )
    posts = [(a.org_text, a.role, a.start) for a in p.affiliations]
    assert ("Northvale National Laboratory", "postdoc", None) in posts
    assert ("Northvale National Laboratory", "staff scientist", None) in posts
    assert ("Kestrel Institute", None, "2013") in posts  # "a research position" names no title


def test_a_student_position_taken_is_no_extra_post() -> None:
    p = _extract("# About\n\nI took a PhD student position at Heron University in 2019.\n")
    assert [a.role for a in p.affiliations if a.org_text == "Heron University"] in ([], ["PhD Student"])


@pytest.mark.parametrize(
    "sentence",
    [
        "I did my undergrad at Kestrel University where my thesis was advised by Jo Bell.",
        "Previously, I completed my undergrad at Kestrel University in Cognitive Science.",
        "I went to undergrad at Kestrel University where I lived near campus.",
    ],
)
def test_undergrad_at_a_school_is_a_study_with_no_degree(sentence: str) -> None:
    p = _extract(f"# About\n\nI am a data scientist at Hooli. {sentence}\n")
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", None)]


@pytest.mark.parametrize(
    "sentence",
    [
        "Before that I did my PhD at Gull Institute, and my undergrad at Kestrel University.",
        "I attended [Kestrel University](https://k.example) for my undergrad and lived in Lundby.",
        "As an undergraduate at Kestrel University, I majored in maths.",
    ],
)
def test_an_undergraduate_mention_at_a_school_is_a_study_with_no_degree(sentence: str) -> None:
    p = _extract(f"# About\n\nI am a data scientist at Hooli. {sentence}\n")
    assert ("Kestrel University", None) in [(e.institution_text, e.degree) for e in p.education]


def test_an_undergraduate_mention_adds_nothing_where_a_degree_is_known() -> None:
    p = _extract(
        "# Education\n\n- B.S. in Physics, Kestrel University, 2015\n\n# About\n\n"
        "As an undergraduate at Kestrel University, I majored in physics.\n"
    )
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "B.S.")]


def test_a_school_named_with_a_dashed_place_keeps_it() -> None:
    p = _extract(
        "# About\n\nI did my undergrad at the [Northvale Institute of Technology - Lundby](https://n.example) "
        "where my thesis was advised by Jo Bell.\n"
    )
    assert [e.institution_text for e in p.education] == ["Northvale Institute of Technology - Lundby"]


def test_a_sentence_studied_at_a_known_school_named_by_its_acronym_is_a_study() -> None:
    from talentgraph.extract import extract_profile
    from talentgraph.sources import parse_bytes

    text = "# About\n\nI worked as a researcher at Quillon Labs, and studied at Brindle College and EPFL.\n"
    p = extract_profile(parse_bytes(text.encode(), source="about.md", suffix=".md"))
    assert sorted(e.institution_text or "" for e in p.education) == [
        "Brindle College",
        "EPFL",
    ]


def test_a_bio_paragraph_whose_owner_follows_an_opening_clause_is_the_owners() -> None:
    text = (
        "# Ines Varga\n\nInes Varga studies tide pools.\n\n"
        "Prior to joining the lab, Ines was a research assistant at Northvale University. "
        "In 2015, she obtained a Master's in Oceanography at Kestrel University.\n"
    )
    p = _extract(text)
    assert ("Northvale University", "research assistant", None) in _posts(p)
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "Master")]


def test_a_bio_goes_on_in_a_paragraph_opening_with_the_owners_pronoun() -> None:
    text = (
        "# Tomas Brek\n\nAfter growing up in Oslo (and Bergen, Norway), Tomas moved to Scotland. "
        "He completed a BA at Kestrel College in 2019.\n\n"
        "After the BA, he undertook an MPhil at Northvale University, finishing in 2021.\n\n"
        "Before that, she was a lecturer at Gull University.\n"
    )
    p = _extract(text)
    assert [(e.institution_text, e.degree, e.end) for e in p.education] == [
        ("Kestrel College", "B.A.", "2019"),
        ("Northvale University", "M.Phil.", "2021"),
    ]
    assert p.affiliations == []  # another pronoun speaks of someone else


def test_an_earlier_post_told_after_prior_to_an_employer() -> None:
    p = _extract(
        "# About\n\nI am a scientist at Hooli. Prior to Hooli, I was a research staff member at Initech "
        "and a postdoctoral fellow at Kestrel University.\n"
    )
    assert ("Initech", "research staff member", None) in _posts(p)
    assert ("Kestrel University", "postdoctoral fellow", None) in _posts(p)


@pytest.mark.parametrize(
    "sentence",
    [
        "Previously I have done postdocs at the Gull College, Lund and the Tide Institute, Oslo, Norway.",
        "Previously, I worked for three years at GWL/NWO and Tide University as a postdoc.",
    ],
)
def test_earlier_posts_at_two_listed_organisations(sentence: str) -> None:
    """ "at X, Place and the Y": the organisation after "and" is a second former post, even with no "at"."""
    orgs = [
        org
        for org, _, _ in _posts(_extract(f"# About\n\nI am a lecturer at Kestrel University. {sentence}\n"))
    ]
    assert any(o and o.startswith("Tide") for o in orgs)


def test_a_list_of_former_employers_after_worked_or_taught() -> None:
    p = _extract(
        "# About\n\nBefore my PhD I spent three years working for the Kestrel Survey, Gull Institute, "
        "and Heron Mapping. I have also taught at Wren College, Norway and Tern Academy.\n"
    )
    orgs = [org for org, _, _ in _posts(p)]
    assert orgs == ["Kestrel Survey", "Gull Institute", "Heron Mapping", "Wren College", "Tern Academy"]


def test_worked_for_people_is_no_list_of_employers() -> None:
    p = _extract("# About\n\nI have worked for Prof. Ana Ruiz, Dr. Tom Baker and the Gull Institute.\n")
    assert not any("Ruiz" in (org or "") or "Baker" in (org or "") for org, _, _ in _posts(p))


def test_former_employers_listed_bare_after_previously() -> None:
    p = _extract(
        "# About\n\nI'm a data engineer at Kestrel Labs (previously Gull Institute, Hooli, Initrode).\n"
    )
    assert ("Hooli", None, None) in _posts(p)
    assert ("Initrode", None, None) in _posts(p)
    assert ("Kestrel Labs", "data engineer", "present") in _posts(p)


def test_a_headline_gives_its_title_to_the_former_employers() -> None:
    p = _extract("# About\n\nResearch economist at Kestrel Bank, formerly Gull Institute and Harbor Bank.\n")
    assert _posts(p)[1:] == [
        ("Gull Institute", "Research economist", None),
        ("Harbor Bank", "Research economist", None),
    ]


def test_one_former_name_is_no_former_post() -> None:
    p = _extract("# About\n\nI'm a data engineer at Kestrel Labs (formerly Gull Institute).\n")
    assert "Gull Institute" not in [org for org, _, _ in _posts(p)]


def test_after_working_as_a_title_at_an_organisation() -> None:
    p = _extract(
        "# About\n\nAfter working as a research fellow at the Kestrel Institute modelling tides, "
        "I joined Gull University as a lecturer in 2019.\n"
    )
    assert ("Kestrel Institute", "research fellow", None) in _posts(p)


def test_a_bio_calling_its_owner_by_the_given_name_only() -> None:
    text = (
        "Ada is a Visiting Scholar at Kestrel University and a Research Fellow at Gull University. "
        "She completed her PhD at Harbour University.\n\nBo Lin is a professor at Tern University.\n"
    )
    p = _extract(text, "bio.md")
    assert p.person.name is None
    assert [org for org, _, _ in _posts(p)] == ["Kestrel University", "Gull University"]
    assert [(e.institution_text, e.degree) for e in p.education] == [("Harbour University", "Ph.D.")]


def test_a_page_opening_with_this_is_names_no_owner() -> None:
    p = _extract("This is a Page about Kestrel University and its tides.\n", "bio.md")
    assert _posts(p) == []
