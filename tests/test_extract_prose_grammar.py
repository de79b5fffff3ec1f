"""First-person about-page sentences: current posts, student posts, studies (fictional snippets)."""

from __future__ import annotations

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.prose_grammar import _sentence
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Evidence, Profile
from talentgraph.sources import parse_bytes


def _extract(text: str) -> Profile:
    return extract_profile(parse_bytes(text.encode(), source="about.md", suffix=".md"), orgs=OrgGazetteer([]))


def _posts(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(a.org_text, a.role, a.end) for a in p.affiliations]


def test_working_at_as_a_role() -> None:
    p = _extract("# About\n\nI am working at Brindle Analytics as an Applied Scientist on ranking.\n")
    assert _posts(p) == [("Brindle Analytics", "Applied Scientist", "present")]
    assert p.affiliations[0].evidence is not None
    assert p.affiliations[0].evidence.line == 3


def test_student_at_a_unit_of_a_university() -> None:
    p = _extract(
        "# About\n\nHi! I'm a third-year PhD candidate in the Tides Group at Marlow Lab, "
        "Kestrel University of Technology, where I started in September 2021.\n"
    )
    assert _posts(p) == [("Kestrel University of Technology", "PhD Candidate", "present")]
    assert p.affiliations[0].start == "2021-09"
    assert [(e.institution_text, e.degree, e.start) for e in p.education] == [
        ("Kestrel University of Technology", "Ph.D.", "2021-09")
    ]


def test_now_at_and_graduated_from() -> None:
    p = _extract(
        "# About\n\nNow I'm at Quillon Robotics.\n\nI graduated with a PhD from Harbour College in 2019.\n"
    )
    assert _posts(p) == [("Quillon Robotics", None, "present")]
    assert [(e.institution_text, e.degree, e.end) for e in p.education] == [
        ("Harbour College", "Ph.D.", "2019")
    ]


def test_degree_abbreviation_does_not_end_a_first_person_sentence() -> None:
    p = _extract("# About\n\nI received my B.S. from Harbour College in 2015.\n")
    assert [(e.institution_text, e.degree, e.end) for e in p.education] == [
        ("Harbour College", "B.S.", "2015")
    ]


def test_other_peoples_posts_are_not_the_owners() -> None:
    p = _extract(
        "# About\n\nMy student is working at Brindle Analytics. She is a PhD student at Harbour College.\n"
    )
    assert p.affiliations == []
    assert p.education == []


def test_student_of_a_field_in_a_lab() -> None:
    p = _extract("# About\n\nI am a Computer Sciences PhD student in the Tide Lab at Kestrel University.\n")
    assert _posts(p) == [("Kestrel University", "PhD Student", "present")]


def test_undated_earlier_posts_in_first_person() -> None:
    p = _extract(
        "# About\n\nPreviously, I was a data scientist at Brindle Analytics. "
        "Before that, I was a computational biologist at Quillon Biohub. I was a student at Harbour College.\n"
    )
    assert _posts(p) == [
        ("Brindle Analytics", "data scientist", None),
        ("Quillon Biohub", "computational biologist", None),
    ]


def test_have_been_a_member_of_a_group_and_was_at() -> None:
    p = _extract(
        "# About\n\nPrior to that I was at Brindle Analytics building the cloud offering. "
        "I have been a Research Staff Member in the Storage Systems group at Quillon Research. "
        "I was at Harbour College for a workshop.\n"
    )
    assert _posts(p) == [
        ("Brindle Analytics", None, None),
        ("Quillon Research", "Research Staff Member", None),
    ]


def test_capitalised_student_title() -> None:
    p = _extract("# About\n\nI am a PhD Student in Economics at Kestrel University (KU).\n")
    assert [(a.org or a.org_text, a.role, a.end) for a in p.affiliations] == [
        ("Kestrel University", "PhD Student", "present")
    ]


def test_third_person_bio_dated_before_the_verb() -> None:
    """A bio's clauses dated at their start ("In 2008-2009, she was …", "Until December 2019, she
    was … at X, where she joined in 2002") and a held chair ("holds the X Chair at Y since …")."""
    text = (
        "# Mara Quell\n\nMara Quell holds the Halden Chair in Engineering at Kestrel University since "
        "January 2020, and is Professor of Physics. Until December 2019, she was a Professor of Physics "
        "at Lakeside University, where she joined in 2002 as an assistant professor. In 2008-2009, she "
        "was a visiting associate professor in the Physics Department at Wren Institute of Technology. "
        "In her free time, she was a tutor at Lakeside Rowing Club.\n"
    )
    p = _extract(text)
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University", "2020-01", "present"),
        ("Lakeside University", "2002", "2019-12"),
        ("Wren Institute of Technology", "2008", "2009"),
    ]


def _units(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(a.org_text, a.unit, a.role) for a in p.affiliations]


def test_current_post_with_a_unit_phrase_before_the_organisation() -> None:
    p = _extract(
        "# About\n\nI'm a staff scientist in Prof. Ada Roe's group at Kestrel University. I study ice.\n\n"
        "I am a data & applied scientist in the search quality team at Quillon Data.\n"
    )
    assert _units(p) == [
        ("Kestrel University", "Prof. Ada Roe's group", "staff scientist"),
        ("Quillon Data", "search quality team", "data & applied scientist"),
    ]
    assert {a.end for a in p.affiliations} == {"present"}


def test_a_unit_named_before_its_organisation() -> None:
    p = _extract(
        "# About\n\nI am an Assistant Professor at the School of Marine Science at Kestrel University.\n\n"
        "Hello, I am a Data Scientist at the Centre for Tide Analytics (CTA), which is part of the "
        "Harbour Institute of Oceanography.\n"
    )
    assert _units(p) == [
        ("Kestrel University", "School of Marine Science", "Assistant Professor"),
        ("Harbour Institute of Oceanography", "Centre for Tide Analytics", "Data Scientist"),
    ]


def test_a_role_phrase_does_not_run_over_prepositions() -> None:
    # "site lead for X on the Y Center at Z": no job title ends right before "at Z"
    p = _extract(
        "# About\n\nI am the site lead for Quillon on the Tide Synthesis Center at Kestrel University.\n"
    )
    assert p.affiliations == []


def test_a_first_person_list_item_is_read_as_prose() -> None:
    p = _extract("# Hi\n\n- I am a PhD student at the Kestrel University, Ireland.\n- Ask me about tides\n")
    assert _posts(p) == [("Kestrel University", "PhD Student", "present")]
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]


def test_past_posts_in_prose() -> None:
    p = _extract(
        "# About\n\nI previously worked at Brindle Analytics (2017), Quillon Data (2019) as summer intern.\n\n"
        "Prior to that I worked on resource scheduling at Hooli.\n\n"
        "I received my postdoctoral training at Kestrel University.\n\n"
        "I spent 2 months of a summer at Harbour National Laboratory working with A. Roe.\n"
    )
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Brindle Analytics", "Intern", "2017", "2017"),
        ("Quillon Data", "Intern", "2019", "2019"),
        ("Hooli", None, None, None),
        ("Kestrel University", "Postdoc", None, None),
        ("Harbour National Laboratory", None, None, None),
    ]


def test_lowercase_particle_inside_an_organisation_name() -> None:
    p = _extract("# About\n\nI'm a postdoc in the Tide Lab at the Otto von Kestrel Universität in Brindle.\n")
    assert [a.org_text for a in p.affiliations] == ["Otto von Kestrel Universität"]


def test_dates_leading_a_clause_without_a_comma() -> None:
    p = _extract("# About\n\nBetween 2015 and 2019 I was a lecturer in the Tide Group at Harbour College.\n")
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [("Harbour College", "2015", "2019")]


def test_the_degree_nearest_the_institution_and_coordinated_degrees() -> None:
    p = _extract(
        "# About\n\nPrior to my Ph.D. studies, in 2010, I received an MSc in Geology from Harbour College."
        " I also completed my M.S. and B.S. in Physics at Kestrel University in 2008.\n"
    )
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Harbour College", "M.Sc."),
        ("Kestrel University", "M.S."),
        ("Kestrel University", "B.S."),
    ]


def test_coordinated_titles_under_leading_dates_are_two_posts() -> None:
    p = _extract(
        "# About\n\nBetween 2015 and 2019 I was a postdoctoral scholar and then a lecturer in the Tide "
        "Group at Harbour College.\n"
    )
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Harbour College", "postdoctoral scholar", "2015", "2019"),
        ("Harbour College", "lecturer", "2015", "2019"),
    ]


def test_a_second_verb_after_and_starts_another_clause() -> None:
    p = _extract(
        "# About\n\nI did a PhD in tidal hazards and then moved abroad to work as a research fellow at "
        "Kestrel Institute.\n"
    )
    assert p.education == []


def test_a_units_university_after_commas_holds_the_post() -> None:
    p = _extract(
        "# About\n\nI am a Group Leader at the Tide Research Laboratory, Department of Marine Studies, "
        "Kestrel University.\n"
    )
    assert [(a.org_text, a.unit, a.end) for a in p.affiliations] == [
        ("Kestrel University", "Tide Research Laboratory, Department of Marine Studies", "present")
    ]


def test_years_of_experience_are_no_organisation() -> None:
    p = _extract("# About\n\nI am a Robotics Engineer with 10+ years of experience in planning.\n")
    assert p.affiliations == []


def test_have_been_working_since_a_year() -> None:
    p = _extract(
        "# About\n\nI obtained my PhD in physics at Harbour College and have been working as a data "
        "scientist at Brindle Analytics since 2021.\n"
    )
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Brindle Analytics", "2021", "present")
    ]
    assert [(e.institution_text, e.degree) for e in p.education] == [("Harbour College", "Ph.D.")]


def test_my_current_role_as_a_title_at_an_organisation() -> None:
    p = _extract(
        "# About\n\nThis led me to my current role as a Research Fellow in the Tide Lab at Kestrel "
        "University, which I have enjoyed since March 2022.\n"
    )
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University", "Research Fellow", "2022-03", "present")
    ]


def test_started_working_and_consulting() -> None:
    p = _extract(
        "# About\n\nAfter graduating, I started working with Brindle Analytics in 2016."
        " I also consult for the Quillon Foundation on occasion.\n"
    )
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Brindle Analytics", "2016", "present"),
        ("Quillon Foundation", None, "present"),
    ]


def test_joined_a_degree_programme() -> None:
    p = _extract(
        "# About\n\nIn September 2013, I joined the PhD program in the Department of Geology at Kestrel "
        "University, where I met my advisor.\n"
    )
    assert [(e.institution_text, e.degree, e.start) for e in p.education] == [
        ("Kestrel University", "Ph.D.", "2013-09")
    ]


def test_coordinated_student_post_in_a_universitys_department() -> None:
    p = _extract(
        "# About\n\nI'm a PhD candidate and graduate assistant in Kestrel University's Department of "
        "Geology, where I study rivers. I am a doctoral researcher at Harbour College.\n"
    )
    assert [(a.org_text, a.end) for a in p.affiliations] == [
        ("Kestrel University", "present"),
        ("Harbour College", "present"),
    ]
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Kestrel University", "Ph.D."),
        ("Harbour College", "Ph.D."),
    ]


def test_work_as_a_title_in_a_field_at_a_universitys_unit() -> None:
    p = _extract(
        "# About\n\nI work as an assistant professor in Digital History at Kestrel University's "
        "Department of History.\n"
    )
    assert [(a.org_text, a.unit, a.end) for a in p.affiliations] == [
        ("Kestrel University", "Department of History", "present")
    ]


def test_during_a_stint_at_an_organisation() -> None:
    p = _extract(
        "# About\n\nDuring a stint with a research group at Kestrel University, I modelled tides."
        " During my time at Brindle Analytics, I built pipelines.\n"
    )
    assert [(a.org_text, a.end) for a in p.affiliations] == [
        ("Kestrel University", None),
        ("Brindle Analytics", None),
    ]


def test_a_dotted_degree_in_a_former_student_post_and_my_phd_at() -> None:
    p = _extract(
        "# About\n\nPrior to that, I was a geology Ph.D. student at Harbour College."
        " My Ph.D. at Kestrel University was on tides.\n"
    )
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Kestrel University", "Ph.D."),
        ("Harbour College", "Ph.D."),
    ]


def test_self_introduction_with_the_name_in_apposition() -> None:
    p = _extract(
        "# About\n\nHello, I'm Jane Roe, a Staff Scientist at Brindle Analytics in Leeds. Before joining "
        "Brindle Analytics in 2021, I spent four years at Quillon Robotics.\n"
    )
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Brindle Analytics", "2021", "present"),
        ("Quillon Robotics", "2017", "2021"),
    ]
    assert p.affiliations[0].evidence is not None
    assert "Jane Roe" in p.affiliations[0].evidence.text


def test_adverbs_before_the_verb_of_a_former_post_or_a_graduation() -> None:
    p = _extract(
        "# About\n\nI also worked as a software engineer at Initech for two years."
        " I recently graduated from Harbour College with a PhD in Geology."
        " I am an incoming PhD student at Kestrel University.\n"
    )
    assert [(a.org_text, a.end) for a in p.affiliations] == [
        ("Initech", None),
        ("Kestrel University", "present"),
    ]
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Harbour College", "Ph.D."),
        ("Kestrel University", "Ph.D."),
    ]


def test_degrees_with_their_years_coordinated_before_one_institution() -> None:
    p = _extract("# About\n\nI hold a B.Sc. (2012) and an M.Sc. (2014) from Kestrel University.\n")
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Kestrel University", "B.Sc."),
        ("Kestrel University", "M.Sc."),
    ]


def test_a_school_of_a_university_is_the_universitys_unit() -> None:
    p = _extract(
        "# About\n\nI am an assistant professor at the School of Earth Sciences of Kestrel University.\n"
    )
    assert [(a.org_text, a.unit) for a in p.affiliations] == [
        ("Kestrel University", "School of Earth Sciences")
    ]


def test_a_list_of_former_employers() -> None:
    p = _extract(
        "# About\n\nI previously worked at Hooli, Initech, and Quillon Robotics. I was at Brindle Analytics, "
        "Leeds, for a while.\n"
    )
    assert [a.org_text for a in p.affiliations] == [
        "Hooli",
        "Initech",
        "Quillon Robotics",
        "Brindle Analytics",
    ]


def test_a_post_in_a_unit_whose_university_follows_after_commas() -> None:
    p = _extract(
        "# About\n\nI am a post-doc studying tides in the Roe Lab, part of the Marine Lab, Department of "
        "Geology, Kestrel University. I did my PhD at Harbour College. I then worked as a post-doc in the "
        "Poe Lab, part of the Department of Physics, Harbour College.\n"
    )
    assert [(a.org_text, a.unit, a.end) for a in p.affiliations] == [
        ("Kestrel University", "Roe Lab, Marine Lab, Department of Geology", "present"),
        ("Harbour College", "Poe Lab, Department of Physics", None),
    ]


def test_work_as_joined_a_units_post_and_moved_to_work_as() -> None:
    p = _extract(
        "# About\n\nI did a PhD in tides and then moved abroad to work as a Postdoctoral fellow at the "
        "Tern Hydro Centre, Harbour University. In 2017, I joined Kestrel University's School of Law, "
        "Policy and Planning as a Research Associate in a funded project.\n"
    )
    assert [(a.org_text, a.unit, a.start, a.end) for a in p.affiliations] == [
        ("Harbour University", None, None, None),
        # "joined" in 2017, no later post and none held now: the post is still held (open_ends.still_held)
        ("Kestrel University", "School of Law, Policy and Planning", "2017", "present"),
    ]


def test_plural_titles_end_no_sentence() -> None:
    from talentgraph.extract.prose_positions import _sentences

    text = "I was co-advised by Profs. A. Roe and B. Poe at Kestrel. Then I left."
    assert [s for _, s in _sentences(text)] == [
        "I was co-advised by Profs. A. Roe and B. Poe at Kestrel.",
        "Then I left.",
    ]


def test_student_in_the_lab_of_a_person_at_a_university() -> None:
    p = _extract(
        "# About\n\nI'm currently a second year PhD student in the lab of Mira Holt at the University of Kestrel.\n"
    )
    assert _posts(p) == [("University of Kestrel", "PhD Student", "present")]
    assert [e.institution_text for e in p.education] == ["University of Kestrel"]


def test_degrees_at_lower_case_units_of_universities_in_one_sentence() -> None:
    p = _extract(
        "# About\n\nBefore this, I obtained a PhD degree at the Tarn institute, Kestrel University, "
        "under the supervision of Prof. A. Roe, a MRes degree at the Centre for Tides, Harbour College, "
        "and a BEng degree at Marlow University.\n"
    )
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Kestrel University", "Ph.D."),
        ("Harbour College", "M.Res."),
        ("Marlow University", "B.Eng."),
    ]


def test_current_post_dated_by_where_i_was_appointed() -> None:
    p = _extract(
        "# About\n\nI am Professor of Tides at the Kestrel University of Applied Sciences, "
        "where I was appointed in May 2023.\n"
    )
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University of Applied Sciences", "2023-05", "present")
    ]


def test_a_list_of_roles_before_the_organisation() -> None:
    p = _extract(
        "# About\n\nI am a geologist, a teacher and sometimes a guide at the University of Marlow.\n"
    )
    assert _posts(p) == [("University of Marlow", "geologist", "present")]


def test_a_subjectless_degree_sentence_is_the_owners_study() -> None:
    p = _extract(
        "# About\n\nM.Sc. in Marine Biology from the Tarn Lab at Kestrel University. Focused on kelp.\n"
    )
    assert [(e.institution_text, e.degree, e.field) for e in p.education] == [
        ("Kestrel University", "M.Sc.", "Marine Biology")
    ]


def test_a_degree_from_a_university_campus() -> None:
    p = _extract("# About\n\nI received my PhD from the University of Kestrel at Marlow in 2015.\n")
    assert [(e.institution_text, e.end) for e in p.education] == [("University of Kestrel at Marlow", "2015")]


def test_work_at_a_department_of_a_university() -> None:
    p = _extract(
        "# About\n\nI work at the Department of Tides of the University of Marlow, teaching statistics.\n"
    )
    assert [(a.org_text, a.unit, a.end) for a in p.affiliations] == [
        ("University of Marlow", "Department of Tides", "present")
    ]


def test_started_working_with_a_company_called_x() -> None:
    p = _extract(
        "# About\n\nAfter my studies, I started working with a, then tiny, survey company called Brindle Tides "
        "based in Marlow.\n"
    )
    assert _posts(p) == [("Brindle Tides", None, "present")]


def test_where_the_owner_studied_before_joining_is_no_post() -> None:
    p = _extract(
        "# About\n\nAfter a first study in geology at the University of Marlow, graduated in June 2016, "
        "I joined in 2017 the Tides team at Kestrel Labs as an engineer.\n"
    )
    assert "University of Marlow" not in [a.org_text for a in p.affiliations]


def test_a_postdoc_with_a_titled_person_was_at_the_place_named_after() -> None:
    """ "my postdoc with Prof X": X is whom it was with; the post is at the organisation named later."""
    p = _extract(
        "# About\n\nAfter my PhD, I completed my postdoc with Prof Ada Lane and Dr Ben Hart in the Lane "
        "Lab at Harbourview University.\n\nI did my postdoc with Dr. Ivo Marsh.\n"
    )
    assert [(a.org_text, a.role) for a in p.affiliations] == [("Harbourview University", "Postdoc")]


def test_a_student_in_a_department_at_a_university_is_at_the_university() -> None:
    """ "a PhD candidate in the Department of Y at the X": X holds the post, the department is its unit."""
    p = _extract(
        "# About\n\nI am a PhD candidate in the Department of Tidal Studies at the University of Fenmark.\n"
    )
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [
        ("University of Fenmark", "Department of Tidal Studies", "PhD Candidate")
    ]


def test_a_phd_student_where_a_masters_was_finished_earlier() -> None:
    # the master's at the same school is done: it neither hides the current post nor the PhD studied
    p = _extract(
        "# About\n\nI am a fourth year Hydrology Ph.D. student at Marlow Tech, working on river deltas. "
        "I got my Master degree at Marlow Tech and my bachelor degree at Brindle College.\n"
    )
    assert ("Marlow Tech", "PhD Student", "present") in _posts(p)
    assert ("Marlow Tech", "Ph.D.") in [(e.institution_text, e.degree) for e in p.education]


def test_a_degree_that_dates_a_stay_is_not_studied_there() -> None:
    # "During my PhD, I spent … at Y": the PhD was taken elsewhere; Y is no place of study
    p = _extract(
        "# About\n\nI did my PhD at Kestrel University. During my PhD I spent a term at Harbour "
        "Institute of Science working on tide gauges.\n"
    )
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]


def test_lowercase_particles_stay_inside_an_organisation_name() -> None:
    p = _extract("# About\n\nI am a lecturer at the Hochschule zu Talbrück.\n")
    assert _posts(p) == [("Hochschule zu Talbrück", "lecturer", "present")]
    p = _extract("# About\n\nI am working at the Universidad de la Sierra Umbría as a data analyst.\n")
    assert _posts(p) == [("Universidad de la Sierra Umbría", "data analyst", "present")]
    p = _extract("# About\n\nI received my PhD from the Università degli Studi di Vallombra in 2015.\n")
    assert [(e.institution_text, e.end) for e in p.education] == [
        ("Università degli Studi di Vallombra", "2015")
    ]


def test_dept_abbreviation_does_not_end_the_sentence() -> None:
    p = _extract(
        "# About\n\nFrom 2014 to 2016 I was a research assistant at the Dept. of Geology, Univ. of Kestrel. Now I teach.\n"
    )
    assert [(a.org_text, a.unit, a.start, a.end) for a in p.affiliations] == [
        ("Univ. of Kestrel", "Dept. of Geology", "2014", "2016")
    ]


def test_dated_former_post_in_a_unit_takes_the_university_after_it() -> None:
    p = _extract(
        "# About\n\nFrom 2011 to 2013 I was a lab technician at the Department of Soil Science, "
        "Harrowgate University. Now I teach.\n"
    )
    assert [(a.org_text, a.unit, a.start, a.end) for a in p.affiliations] == [
        ("Harrowgate University", "Department of Soil Science", "2011", "2013")
    ]


def test_chained_clauses_each_give_a_post() -> None:
    p = _extract(
        "# About\n\nBefore that, I was a staff scientist at Quillon Robotics, and prior to that, I was a "
        "data engineer at Brindle Analytics.\n"
    )
    assert _posts(p) == [
        ("Quillon Robotics", "staff scientist", None),
        ("Brindle Analytics", "data engineer", None),
    ]


def test_a_post_and_then_another_title_elsewhere() -> None:
    p = _extract("# About\n\nI was a research engineer at Hooli and later a lecturer at Harbour College.\n")
    assert _posts(p) == [("Hooli", "research engineer", None), ("Harbour College", "lecturer", None)]


def test_have_worked_at_a_list_of_employers() -> None:
    p = _extract("# About\n\nI have also worked at Initech, Hooli and Quillon Robotics.\n")
    assert [a.org_text for a in p.affiliations] == ["Initech", "Hooli", "Quillon Robotics"]


def test_a_former_post_in_a_unit_with_commas_at_a_school_of_a_university() -> None:
    p = _extract(
        "# About\n\nBefore moving here, I was a Research Fellow in the Department of Soils, Rivers and "
        "Climate (SRC) at the Tamsin School of Public Health, Kestrel University, with Dr Ada Lane.\n"
    )
    assert _posts(p) == [("Kestrel University", "Research Fellow", None)]


def test_a_bio_opens_with_its_owner_as_the_one_regex_per_owner_said() -> None:
    """prose_positions._opens_with_owner reads without compiling a regex per owner; it agrees with
    that regex (or the given name before a lower-case word) on titles, spacing, given names, surnames
    glued to other words and odd owners."""
    import itertools
    import re

    from talentgraph.extract.prose_positions import _opens_with_owner

    def regex(text: str, owner: str) -> bool:
        surname = re.escape(owner.split()[-1])
        name = rf"(?:{re.escape(owner)}|[A-Z][\w.'’-]*\s+{surname}|{surname})\b"
        given = owner.split()[0]
        if given != owner.split()[-1] and re.match(rf"{re.escape(given)}\s+[a-z]", text):
            return True  # "Jane is …": the given name before a lower-case word
        return re.match(rf"^(?:(?:Dr|Prof|Professor)\.?\s+)?{name}", text) is not None

    pieces = ["Dr", "Prof", "Professor", ".", " ", "\t ", "Jane", "Roe", "Roes", "J.", "-", "é", "_", ","]
    owners = ["Jane Roe", "Roe", " Jane Roe", "Jane  Roe", "J. Roe", "Dr Roe", "Jane Roe.", "Prof Jane"]
    texts = [
        "".join(p) for k in range(5) for p in itertools.product(pieces, repeat=k) if k < 4 or p[0] in "DPJ"
    ]
    texts += [
        "Dr.  jane Roe is",
        "Prof \t jane Roe",
        "Professor jane Roe",
    ]  # owner " jane Roe" after one space
    owners.append(" jane Roe")
    agree = [
        (text, owner)
        for text in texts
        for owner in owners
        if _opens_with_owner(text, owner) == regex(text, owner)
    ]
    assert len(agree) == len(texts) * len(owners)
    assert sum(_opens_with_owner(text, "Jane Roe") for text in texts) > 50


def test_a_student_whose_field_is_written_in_lower_case() -> None:
    p = _extract("# About\n\nI'm a geology PhD candidate at Kestrel University, advised by Ada Lane.\n")
    assert _posts(p) == [("Kestrel University", "PhD Candidate", "present")]
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]


def test_a_former_student_is_no_current_student_post() -> None:
    p = _extract("# About\n\nI'm a former PhD student of Kestrel University.\n")
    assert ("Kestrel University", "PhD Student", "present") not in _posts(p)


def test_an_earlier_title_at_the_current_employer_is_another_post() -> None:
    p = _extract(
        "# About\n\nI'm a Staff Scientist at Hooli Labs. Before that, I was a Research Associate at Hooli "
        "Labs, and prior to that, I was a Postdoctoral Fellow at Kestrel University.\n"
    )
    assert _posts(p) == [
        ("Hooli Labs", "Staff Scientist", "present"),
        ("Hooli Labs", "Research Associate", None),
        ("Kestrel University", "Postdoctoral Fellow", None),
    ]


def test_an_earlier_postdoc_where_the_owner_studied_is_a_post() -> None:
    p = _extract(
        "# About\n\nI earned my PhD in Physics at Kestrel University in 2015. Previously, I was a "
        "postdoctoral fellow at Kestrel University.\n"
    )
    assert ("Kestrel University", "postdoctoral fellow", None) in _posts(p)


def test_years_spent_in_a_unit_or_with_a_title() -> None:
    # "spent N years as a Y in the Z Department at X", "spending N years in the Z Lab at X": a former
    # post at X with its title and unit
    p = _extract(
        "# About\n\nI am a Reader in Physics at Kestrel University.\n\n"
        "After my PhD, I spent two years as a Lecturer in the Mathematics Department at Harbour College. "
        "Later I moved north for a postdoc, spending three years in the Tide Lab at the University of "
        "Brindle, working on waves.\n"
    )
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations[1:]] == [
        ("Harbour College", "Mathematics Department", "Lecturer"),
        ("University of Brindle", "Tide Lab", None),
    ]


def test_a_year_after_until_ends_the_post() -> None:
    p = _extract(
        "# About\n\nAfter my PhD I worked at Harbour College from 1993 until 2000, then at Kestrel "
        "University until 2007.\n"
    )
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Harbour College", "1993", "2000"),
        ("Kestrel University", None, "2007"),
    ]


def test_years_spent_take_the_sentences_date() -> None:
    p = _extract(
        "# About\n\nAt the end of 2019, I moved abroad, spending three years in the Tide Lab at Harbour "
        "College.\n\nDuring my PhD, I spent five months in 2018 as a visiting researcher at Kestrel "
        "University.\n"
    )
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Harbour College", None, "2019", None),
        ("Kestrel University", "visiting researcher", "2018", "2018"),
    ]


def test_earlier_post_in_a_unit_keeps_title_and_unit() -> None:
    p = _extract(
        "# About\n\nI am a lecturer at the University of Tern. Previously, I was a postdoctoral fellow in "
        "the [Department of Systems Biology](https://x.org) at Kestrel University, working on cells.\n"
    )
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [
        ("University of Tern", None, "lecturer"),
        ("Kestrel University", "Department of Systems Biology", "postdoctoral fellow"),
    ]


def test_earlier_post_in_a_third_person_bio() -> None:
    p = _extract(
        "# About\n\nJane Roe is a researcher in the Institute of Cognition at the University of Tern. "
        "Previously she was a research assistant in the Institute of Informatics at Kestrel University. "
        "Jane's work is on memory.\n"
    )
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [
        ("University of Tern", "Institute of Cognition", "researcher"),
        ("Kestrel University", "Institute of Informatics", "research assistant"),
    ]


def test_a_capitalised_year_of_study_before_the_student_role() -> None:
    # "3rd Year", "Third Year": the year of study written in title case, as in a headline
    for year in ("3rd Year", "Third Year", "second-year"):
        p = _extract(f"# About\n\nI am a {year} PhD Candidate at Kestrel University, Larkspur.\n")
        assert _posts(p) == [("Kestrel University", "PhD Candidate", "present")], year


def test_a_student_role_is_a_post_even_where_the_studies_are_already_read() -> None:
    p = _extract(
        "# About\n\nMy PhD here at Kestrel will be in hydrology. "
        "I am a PhD candidate at Kestrel, in the Tide Lab.\n"
    )
    assert _posts(p) == [("Kestrel", "PhD Candidate", "present")]
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel", "Ph.D.")]


def test_a_person_worked_with_before_the_place_is_no_organisation() -> None:
    """ "I was a postdoc with [Person](url), at X": X holds the post, not the person."""
    p = _extract(
        "# About\n\nI am a Lecturer at Northfield College. Before that I was a postdoc with "
        "[Ann Lane](https://example.org/al), at Westbrook Institute.\n"
    )
    assert [a.org_text for a in p.affiliations] == ["Northfield College", "Westbrook Institute"]


def test_years_spent_do_not_take_a_date_of_another_clause() -> None:
    # the year a later post began is not the start of the stay before it; a date before the stay is
    for text, dates in (
        ("I spent two years at Harbor Institute before joining Kestrel University in 2015.", (None, None)),
        ("I spent six months at Harbor Institute and joined Kestrel University in 2016.", (None, None)),
        ("In 2018 I spent two years at Harbor Institute.", ("2018", None)),
    ):
        p = Profile(source="x")
        _sentence(text, lambda pos, text=text: Evidence(1, text), p)
        assert [(a.start, a.end) for a in p.affiliations if a.org_text == "Harbor Institute"] == [dates], text


def test_earlier_post_in_a_city_has_no_unit() -> None:
    # "a postdoc in Boston at X": Boston is where X is, not a unit of X
    p = _extract("# About\n\nPreviously, I was a postdoc in Boston at Harbor Institute.\n")
    assert [(a.org_text, a.unit) for a in p.affiliations] == [("Harbor Institute", None)]


def test_serving_as_a_role_at_an_organisation_is_a_current_post() -> None:
    p = _extract(
        "# About\n\nI am a Lecturer at Kestrel University. I also serve as an adjunct instructor at the "
        "Kestrel University Medical Center and as a Visiting Scientist (Research) at Harbour Health.\n"
    )
    assert _posts(p) == [
        ("Kestrel University", "Lecturer", "present"),
        ("Kestrel University Medical Center", "adjunct instructor", "present"),
        ("Harbour Health", "Visiting Scientist", "present"),
    ]


def test_served_as_a_role_at_units_of_one_university_are_former_posts() -> None:
    p = _extract(
        "# About\n\nBefore, I served as Lecturer in Optics (2019 - 2021) at the School of Physics and as "
        "Research Fellow (2016 - 2019) at the Tide Lab of the University of Kestrel.\n"
    )
    assert [(a.org_text, a.unit, a.start, a.end) for a in p.affiliations] == [
        ("University of Kestrel", "School of Physics", "2019", "2021"),
        ("University of Kestrel", "Tide Lab", "2016", "2019"),
    ]


def test_serving_on_a_board_or_as_a_reviewer_is_no_post() -> None:
    p = _extract(
        "# About\n\nI serve as a member of the Advisory Board at Harbour Foundation. "
        "I also serve as an associate editor at Kestrel Press.\n"
    )
    assert p.affiliations == []


def test_time_spent_at_an_organisation_is_a_former_post() -> None:
    p = _extract(
        "# About\n\nIn the past I've spent time at Brindle Analytics working on search. "
        "During my PhD I spent half a year at the University of Kestrel working with Ada Lane.\n"
    )
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Brindle Analytics", None, None),
        ("University of Kestrel", None, None),
    ]


def test_time_spent_at_a_conference_or_had_at_a_place_is_no_post() -> None:
    p = _extract(
        "# About\n\nI spent some time at Harbour Summit presenting our work. I had time at Kestrel Park to rest.\n"
    )
    assert p.affiliations == []


def test_leisure_time_at_a_place_is_no_post() -> None:
    for sentence in (
        "On weekends I spend time at Kestrel Beach with my kids.",
        "I spent some time at Yosemite hiking last summer.",
        "I spent a lot of time at the Kestrel Public Library as a kid.",
        "I had a great time at Kestrel University as an undergraduate.",
    ):
        assert _extract(f"# About\n\n{sentence}\n").affiliations == [], sentence


def test_time_spent_as_a_visiting_researcher_is_a_former_post() -> None:
    p = _extract("# About\n\nI spent some time at Harbour College as a visiting researcher.\n")
    assert [(a.org_text, a.role, a.end) for a in p.affiliations] == [
        ("Harbour College", "visiting researcher", None)
    ]


def test_serving_as_staff_faculty_or_department_chair_is_a_post() -> None:
    for sentence, post in (
        (
            "I served as a Member of Technical Staff at Kestrel Labs.",
            ("Kestrel Labs", "Member of Technical Staff"),
        ),
        ("I serve as a faculty member at Kestrel University.", ("Kestrel University", "faculty member")),
        ("I serve as Department Chair at Kestrel University.", ("Kestrel University", "Department Chair")),
    ):
        p = _extract(f"# About\n\n{sentence}\n")
        assert [(a.org_text, a.role) for a in p.affiliations] == [post], sentence


def test_serving_as_a_chair_of_a_session_or_in_student_government_is_no_post() -> None:
    for sentence in (
        "I served as Program Chair at the Kestrel Symposium.",
        "I served as President of the Graduate Student Council at Kestrel University.",
    ):
        assert _extract(f"# About\n\n{sentence}\n").affiliations == [], sentence


def test_served_at_an_organisation_named_like_a_unit_keeps_it_as_written() -> None:
    for sentence, org in (
        ("I served as a Postdoctoral Fellow at Kestrel National Laboratory.", "Kestrel National Laboratory"),
        (
            "I served as a Research Scientist at Harbour Berkeley National Laboratory.",
            "Harbour Berkeley National Laboratory",
        ),
        ("I served as a Data Scientist at the Center for Open Science.", "Center for Open Science"),
        ("I served as a Fellow at the Department of Energy.", "Department of Energy"),
    ):
        p = _extract(f"# About\n\n{sentence}\n")
        assert [(a.org_text, a.unit) for a in p.affiliations] == [(org, None)], sentence


def test_served_at_a_unit_of_a_university_named_without_the() -> None:
    for sentence, unit in (
        ("I served as a Lecturer at the School of Law of Kestrel University.", "School of Law"),
        ("I served as a Research Fellow at the Tide Lab of Kestrel University.", "Tide Lab"),
    ):
        p = _extract(f"# About\n\n{sentence}\n")
        assert [(a.org_text, a.unit) for a in p.affiliations] == [("Kestrel University", unit)], sentence


def test_a_served_role_stops_before_what_it_was_for() -> None:
    p = _extract("# About\n\nI served as a teaching assistant for three courses at Kestrel University.\n")
    assert [(a.org_text, a.role) for a in p.affiliations] == [("Kestrel University", "teaching assistant")]


def test_undergraduate_studies_at_a_school_are_a_bachelors() -> None:
    for sentence, study in (
        (
            "I grew up by the sea and did my undergrad studies at Harbour College, a small school.",
            "Harbour College",
        ),
        (
            "I did my PhD at Kestrel University and my undergraduate studies at Tidewater University.",
            "Tidewater University",
        ),
    ):
        p = _extract(f"# About\n\n{sentence}\n")
        assert (study, "Bachelor") in [(e.institution_text, e.degree) for e in p.education], sentence


def test_undergraduate_studies_at_no_named_school_are_no_study() -> None:
    p = _extract(
        "# About\n\nBefore moving abroad for my undergraduate studies in 2017, I trained as a diver.\n"
    )
    assert p.education == []


def test_a_postdoc_with_a_person_is_at_the_place_named_after_them() -> None:
    p = _extract(
        "# About\n\nI am a scientist at Hooli. I did my postdoc with Ada Lane at the Kestrel Institute, "
        "and my PhD at Tidewater University.\n"
    )
    assert ("Kestrel Institute", "Postdoc") in [(a.org_text, a.role) for a in p.affiliations]
    assert "Ada Lane" not in [a.org_text for a in p.affiliations]


def test_a_postdoc_with_a_person_and_no_place_is_no_post() -> None:
    p = _extract("# About\n\nI did my postdoc with Ada Lane, and my PhD at Tidewater University.\n")
    assert p.affiliations == []


def test_a_postdoctoral_fellowship_in_a_unit_is_at_the_school_holding_it() -> None:
    for sentence in (
        "I did a postdoctoral research fellowship at the Center for Tides in the Department of Health at "
        "Kestrel School of Medicine.",
        "Prior to Hooli, I was postdoc at Kestrel School of Medicine working with Ada Lane.",
    ):
        p = _extract(f"# About\n\nI am a scientist at Hooli. {sentence}\n")
        assert ("Kestrel School of Medicine", "Postdoc") in [(a.org_text, a.role) for a in p.affiliations], (
            sentence
        )


def test_a_front_matter_tagline_or_bio_states_the_owners_post() -> None:
    for front, post in (
        ("subtitle: PhD candidate at Kestrel University | she/her", ("Kestrel University", "present")),
        (
            'description: "I am currently a research fellow at Tidewater Institute working on tides."',
            ("Tidewater Institute", "present"),
        ),
    ):
        p = _extract(f"---\ntitle: About\n{front}\n---\n\nI like maps and long walks.\n")
        assert post in [(a.org_text, a.end) for a in p.affiliations], front
        assert p.affiliations[0].evidence is not None
        assert p.affiliations[0].evidence.line == 3


def test_a_tagline_of_a_person_listed_in_front_matter_is_not_the_owners_post() -> None:
    p = _extract(
        "---\ntitle: About\npeople:\n  - name: Bo Lane\n    subtitle: Professor at Kestrel University\n---\n\n"
        "I like maps.\n"
    )
    assert p.affiliations == []


def test_a_front_matter_value_that_is_no_sentence_about_the_owner_adds_nothing() -> None:
    p = _extract(
        '---\ntitle: About\ndescription: "Notes on maps at Kestrel University"\n---\n\nI like maps.\n'
    )
    assert p.affiliations == []


def test_a_postdoc_with_a_mentor_is_no_post_at_the_mentor() -> None:
    p = _extract("# About\n\nI am currently a postdoc with Ada Lane, where I study tides.\n")
    assert p.affiliations == []
    p = _extract("# About\n\nI am a data scientist with Hooli Analytics.\n")
    assert [a.org_text for a in p.affiliations] == ["Hooli Analytics"]


@pytest.mark.parametrize("org", ["Tidewater Analytics", "Marlow Systems", "Fenwick Institute"])
def test_a_fellow_with_a_firm_named_like_a_person_holds_a_post_there(org: str) -> None:
    # two capitalised words ending in an organisation word are a body, not the fellow's mentor
    p = _extract(f"# About\n\nI am a research fellow with {org}.\n")
    assert [a.org_text for a in p.affiliations] == [org]
    p = _extract("# About\n\nI am a research fellow with Ada Lane.\n")
    assert p.affiliations == []


@pytest.mark.parametrize("written", ["post-doctoral", "post doctoral"])
def test_a_post_doctoral_researcher_holds_a_post_not_studies(written: str) -> None:
    p = _extract(f"# About\n\nI am a {written} researcher at the University of Kestrel.\n")
    assert [(a.org_text, a.end) for a in p.affiliations] == [("University of Kestrel", "present")]
    assert p.education == []


def test_a_student_in_a_group_at_an_institute_works_at_the_institute() -> None:
    p = _extract(
        "# About\n\nI am a PhD researcher at the Tide Dynamics Group at the Osprey Institute for Marine "
        "Biology, where I study waves.\n"
    )
    assert [(a.org_text, a.unit) for a in p.affiliations] == [
        ("Osprey Institute for Marine Biology", "Tide Dynamics Group")
    ]
    assert [e.institution_text for e in p.education] == ["Osprey Institute for Marine Biology"]


def test_a_student_in_a_persons_lab_studies_where_the_lab_is() -> None:
    p = _extract(
        '# About\n\nI am a PhD student in <a href="https://lab.example.org">Ada Lane</a>\'s lab at Stellar '
        "University, working on stars.\n"
    )
    assert [(a.org_text, a.unit) for a in p.affiliations] == [("Stellar University", "Ada Lane's lab")]
    assert [e.institution_text for e in p.education] == ["Stellar University"]


def test_contracted_first_person_earlier_posts() -> None:
    p = _extract(
        "# About\n\nI am a data scientist at Osprey Labs, building models.\n\n"
        "I've previously worked in genome analytics, statistics, and epigenomics at Finchley Pharma.\n\n"
        "I’ve worked at Gannet Systems on compilers for a while.\n\n"
        "I've been a research engineer at Plover Robotics working on arms.\n"
    )
    assert [a.org_text for a in p.affiliations] == [
        "Osprey Labs",
        "Finchley Pharma",
        "Gannet Systems",
        "Plover Robotics",
    ]


@pytest.mark.parametrize("article", ["The ", "the "])
def test_a_student_at_a_university_named_with_its_campus_after_at(article: str) -> None:
    p = _extract(
        f"# About\n\nCurrently, I am an undergraduate student at {article}University of Kestrel at "
        "Lake Marlow where I'm majoring in Widget Science.\n"
    )
    assert [a.org_text.removeprefix("The ") for a in p.affiliations] == [
        "University of Kestrel at Lake Marlow"
    ]


def test_a_student_in_a_lab_at_a_university_named_with_its_campus() -> None:
    p = _extract("# About\n\nI am a PhD student in the Roe Lab at the University of Kestrel at Marlow.\n")
    assert [a.org_text for a in p.affiliations][:1] == ["University of Kestrel at Marlow"]
    assert [e.institution_text for e in p.education] == ["University of Kestrel at Marlow"]


def test_a_former_post_at_a_university_named_with_its_campus_is_one_post() -> None:
    p = _extract(
        "# About\n\nPreviously, I was a postdoctoral researcher at the University of Gull at Lake Hills.\n"
    )
    assert [a.org_text for a in p.affiliations] == ["University of Gull at Lake Hills"]


def test_a_post_at_two_organisations_joined_by_and_is_a_post_at_each() -> None:
    p = _extract("# About\n\nI have worked as a researcher at Quillon Labs and Brindle University.\n")
    assert _posts(p) == [("Quillon Labs", "researcher", None), ("Brindle University", "researcher", None)]


def test_one_organisation_with_and_in_its_name_stays_one_post() -> None:
    p = _extract(
        "# About\n\nI am a lecturer at the School of Earth and Ocean Sciences, Brindle University.\n"
    )
    assert [a.org_text for a in p.affiliations] == ["Brindle University"]
    q = _extract("# About\n\nI worked at Marlow and Quayle.\n")  # a firm's name, no organisation word in it
    assert [a.org_text for a in q.affiliations] == ["Marlow and Quayle"]


def test_a_post_in_a_clause_coordinated_after_the_owners_first_verb() -> None:
    p = _extract(
        "# About\n\nI studied at Marsh College, worked as an analyst at Quillon Labs, and founded a choir.\n"
    )
    assert ("Quillon Labs", "analyst", None) in _posts(p)
    q = _extract("# About\n\nI grew up by the sea, worked as a barista, and then studied at Marsh College.\n")
    assert q.affiliations == []  # a job named with no organisation is no post


def test_a_participle_before_at_is_no_part_of_the_title() -> None:
    p = _extract("# About\n\nWelcome.\n\nI'm a research scientist working at Quillon Labs.\n")
    assert _posts(p) == [("Quillon Labs", "research scientist", "present")]
    q = _extract("# About\n\nWelcome.\n\nI'm a PhD student based at Brindle University.\n")
    assert _posts(q) == [("Brindle University", "PhD Student", "present")]


def test_a_first_person_sentence_under_the_name_is_no_header_title() -> None:
    p = _extract("# Ada Roe\n\nI'm a PhD student working at Brindle University.\n")
    assert [a.role for a in p.affiliations] == ["PhD Student"]


@pytest.mark.parametrize(
    "title", ["an environmental technologist", "a research oceanographer", "a biostatistician"]
)
def test_practitioners_of_more_fields_hold_posts(title: str) -> None:
    p = _extract(f"# About\n\nWelcome.\n\nI'm {title}, working at the Kestrel Survey on tides.\n")
    assert [a.org_text for a in p.affiliations] == ["Kestrel Survey"]


def test_a_funder_or_adviser_set_off_by_commas_does_not_hide_where_the_student_is() -> None:
    p = _extract(
        "# About\n\nWelcome.\n\nI am currently a PhD student, funded by a Kestrel Scholarship, in the Tides "
        "Unit at the University of Brindle, supervised by Dr Bo Lind.\n"
    )
    assert _posts(p) == [("University of Brindle", "PhD Student", "present")]
    assert p.affiliations[0].evidence is not None
    assert "funded by a Kestrel Scholarship" in p.affiliations[0].evidence.text  # quoted as written


def test_a_current_post_at_two_organisations_is_a_current_post_at_each() -> None:
    # the two share a word ("Kestrel"); the first post must not hide the second
    p = _extract(
        "# About\n\nI am a Postdoctoral Fellow at Kestrel University and Kestrel Marine Laboratory.\n"
    )
    assert _posts(p) == [
        ("Kestrel University", "Postdoctoral Fellow", "present"),
        ("Kestrel Marine Laboratory", "Postdoctoral Fellow", "present"),
    ]


@pytest.mark.parametrize(
    "sentence",
    [
        "Previously, I was a PhD student of Marine Geology at Brindle University studying tides.",
        "Before that, I was a geology Ph.D. student at Brindle University.",
    ],
)
def test_a_former_phd_student_held_a_post_and_studied_there(sentence: str) -> None:
    p = _extract(f"# About\n\nI am a hydrologist at Quillon Labs. {sentence}\n")
    assert ("Brindle University", None) in [(a.org_text, a.end) for a in p.affiliations]
    assert [(e.institution_text, e.degree) for e in p.education] == [("Brindle University", "Ph.D.")]


def test_a_member_of_a_lab_holds_no_titled_post() -> None:
    p = _extract("# About\n\nI was a member of the Tide Lab at Brindle University.\n")
    assert [a.role for a in p.affiliations if a.org_text == "Brindle University"] in ([], [None])


def test_a_former_post_sharing_one_word_with_a_current_one_is_another_organisation() -> None:
    p = _extract(
        "# About\n\nI am an economist at the Bank of Kestrel. Before that, I worked at the World Bank.\n"
    )
    assert [a.org_text for a in p.affiliations] == ["Bank of Kestrel", "World Bank"]


def test_and_i_after_an_organisation_starts_a_clause_not_a_name() -> None:
    p = _extract("# About\n\nI did my PhD with Ada Roe at Gull College and I then moved to Quillon Labs.\n")
    assert [e.institution_text for e in p.education] == ["Gull College"]


def test_a_post_with_an_agency_at_its_research_center_is_at_the_agency() -> None:
    p = _extract(
        "# About\n\nI am a postdoctoral fellow with the Kestrel Marine Foundation at the Gull Marsh Research Center.\n"
    )
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [
        ("Kestrel Marine Foundation", "Gull Marsh Research Center", "postdoctoral fellow")
    ]


def test_a_post_doc_in_two_words_holds_a_post_titled_after_i_am() -> None:
    p = _extract("# About\n\nMy name is Ana, and I am a Post Doc at Brindle University.\n")
    assert _posts(p) == [("Brindle University", "Post Doc", "present")]


@pytest.mark.parametrize("what", ["a hydrologist", "a hydrologist and soil scientist"])
def test_a_title_after_working_as_is_the_posts_title(what: str) -> None:
    p = _extract(
        f"# About\n\nI am {what} working as a postdoctoral research associate at Brindle University.\n"
    )
    assert _posts(p) == [("Brindle University", "postdoctoral research associate", "present")]


def test_a_former_post_with_a_six_word_title_at_two_organisations() -> None:
    p = _extract(
        "# About\n\nPreviously, I was a Senior Staff Research Scientist and manager at Quillon Labs and Brindle University.\n"
    )
    role = "Senior Staff Research Scientist and manager"
    assert _posts(p) == [("Quillon Labs", role, None), ("Brindle University", role, None)]


def test_i_interned_at_names_an_internship_at_each_organisation() -> None:
    p = _extract("# About\n\nI interned at Quillon Labs and Brindle University.\n")
    assert [(a.org_text, a.role.lower() if a.role else None) for a in p.affiliations] == [
        ("Quillon Labs", "intern"),
        ("Brindle University", "intern"),
    ]
    q = _extract("# About\n\nI interned at Big Tech and startup companies.\n")
    assert q.affiliations == []


def test_each_organisation_of_a_clause_list_is_a_post_with_its_own_title() -> None:
    p = _extract(
        "# About\n\nI was previously working as an economist at the Kestrel Reserve Bank, "
        "and as a macroeconomic researcher at Brindle Capital in London.\n"
    )
    assert _posts(p) == [
        ("Kestrel Reserve Bank", "economist", None),
        ("Brindle Capital", "macroeconomic researcher", None),
    ]


def test_a_team_built_at_and_an_internship_with_a_list_are_posts() -> None:
    p = _extract("# About\n\nI'm building a data science team at Quillon Bio, where we develop drugs.\n")
    assert _posts(p) == [("Quillon Bio", None, "present")]
    q = _extract("# About\n\nI've also had the chance to intern with Brindle, Quillon Labs and Kestrel AI.\n")
    assert [a.org_text for a in q.affiliations] == ["Brindle", "Quillon Labs", "Kestrel AI"]


def test_a_later_job_joined_as_a_title_after_a_first_one() -> None:
    p = _extract(
        "# About\n\nAfter working as a postdoctoral fellow at the Marlow Cancer Center, I joined the team at "
        "Harbour Financial as a Senior Analyst and later joined Gull Home Loans as a Data Scientist.\n"
    )
    assert ("Harbour Financial", None, None) in _posts(p)
    assert ("Gull Home Loans", "Data Scientist", None) in _posts(p)


@pytest.mark.parametrize(
    "sentence",
    [
        "Prior to joining Quillon Labs, I had the privilege to be part of a team.",  # the post now, elsewhere
        "While at Brindle, I was also able to work with the Ada Roe research group.",  # a person's group
        "I worked at Kestrel University as a biologist for the Gull genome project.",  # a project, no employer
        "I am a member of the Steering Committee at the Harbour Society.",  # a membership
        "I was a graduate student at Kestrel University, where I worked on tides.",  # studies
        "I am a researcher in the Tides Group, Department of Physics, Kestrel University.",  # a unit
    ],
)
def test_clauses_that_name_no_employer_of_the_owner_add_no_post(sentence: str) -> None:
    p = _extract(f"# About\n\n{sentence}\n")
    assert all(a.org_text not in {"Quillon Labs", "Ada Roe", "Gull", "Tides Group"} for a in p.affiliations)


def test_a_student_in_a_lab_and_a_group_at_a_university_studies_at_the_university() -> None:
    p = _extract(
        "# About\n\nI am a PhD student in the Kelp Lab and the Marine Ecology Graduate Group at "
        "Harbour University, where I study kelp forests.\n"
    )
    assert _posts(p) == [("Harbour University", "PhD Student", "present")]
    assert p.affiliations[0].unit == "Kelp Lab"
    assert [(e.institution_text, e.degree) for e in p.education] == [("Harbour University", "Ph.D.")]


@pytest.mark.parametrize(
    "sentence",
    [
        "I am a PhD student in Population Biology co-advised by Dr. Ada Roe where I study corals.",
        "I am a PhD student in the Laboratory of Tidal Signal Processing with Prof. Ada Roe.",
    ],
)
def test_a_student_in_a_field_or_a_unit_alone_names_no_place_of_study(sentence: str) -> None:
    p = _extract(f"# About\n\n{sentence}\n")
    assert p.affiliations == []
    assert p.education == []


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "I have a B.Tech. (Bachelor of Technology) degree in Civil Engineering from Gull Institute of "
            "Technology and a M.Tech. degree in Hydrology from Marlow University.",
            [("Gull Institute of Technology", "B.Tech."), ("Marlow University", "M.Tech.")],
        ),
        (
            "I obtained my Ph.D. in Geology from Kestrel University in 2023 and B.S. in Physics from the "
            "Harbour Institute of Technology in 2018.",
            [("Kestrel University", "Ph.D."), ("Harbour Institute of Technology", "B.S.")],
        ),
        (
            "Before that I did my PhD at Quillon University, a Masters at the University of Brindle and a "
            "BSc at Tern College.",
            [("Quillon University", "Ph.D."), ("University of Brindle", "Master"), ("Tern College", "B.Sc.")],
        ),
    ],
)
def test_each_degree_of_a_coordinated_study_sentence_is_a_study(
    sentence: str, expected: list[tuple[str, str]]
) -> None:
    p = _extract(f"# About\n\n{sentence}\n")
    assert [(e.institution_text, e.degree) for e in p.education] == expected


def test_a_name_set_off_by_a_dash_after_i_am_is_blanked() -> None:
    p = _extract(
        "# About\n\nI’m Ada — a Ph.D. candidate in Geography at Kestrel University, where I study ice.\n"
    )
    assert _posts(p) == [("Kestrel University", "PhD Candidate", "present")]
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]


def test_doing_a_phd_in_a_lab_at_a_university_is_a_study_there() -> None:
    p = _extract("# About\n\nI am doing a PhD in Psychology in the Roe lab at the University of Kestrel.\n")
    assert [(e.institution_text, e.degree) for e in p.education] == [("University of Kestrel", "Ph.D.")]


def test_a_post_the_owner_held_is_past() -> None:
    """ "I also held a professorship at X": held, not holds; the post has ended (no end date)."""
    from talentgraph.extract.prose_grammar import clause_posts

    p = Profile(source="x")
    clause_posts(
        "I also held a two-year assistant professorship in the Department of Tides at Brindle University.",
        lambda pos: Evidence(1, ""),
        p,
    )
    assert [(a.org_text, a.end) for a in p.affiliations] == [("Brindle University", None)]


@pytest.mark.parametrize(
    "sentence",
    [
        "From 2014 to 2019, I was a PhD student in the Tide Lab at Kestrel University.",
        "I was a PhD student at Kestrel University (2014–2019), working on waves.",
        "From 2014 to 2019, I was a doctoral researcher in the Roe/Lane Group at Kestrel University.",
    ],
)
def test_a_dated_former_doctoral_student_post_is_a_post_and_a_study(sentence: str) -> None:
    p = _extract(f"# About\n\nI study tides. {sentence}\n")
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [("Kestrel University", "2014", "2019")]
    assert [(e.institution_text, e.degree, e.start, e.end) for e in p.education] == [
        ("Kestrel University", "Ph.D.", "2014", "2019")
    ]


def test_a_former_post_at_a_unit_at_an_organisation_is_the_organisations() -> None:
    p = _extract(
        "# About\n\nPreviously, I was a PhD Researcher at the Department of Tides at the Gull Institute in "
        "Lakeside. I have been a Visiting Fellow at the School of Waves at Kestrel University.\n"
    )
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [
        ("Gull Institute", "Department of Tides", "PhD Researcher"),
        ("Kestrel University", "School of Waves", "Visiting Fellow"),
    ]
    assert [(e.institution_text, e.degree) for e in p.education] == [("Gull Institute", "Ph.D.")]


def test_a_third_person_bio_of_the_owner_is_read_as_the_owners_first_person() -> None:
    p = _extract(
        "# Jane Roe\n\nJane Roe is a chemist at Kestrel University. She did her postdoc at Gull College. "
        "In 2014, she moved to Tide Labs as their data manager.\n"
    )
    assert [(a.org_text, a.role) for a in p.affiliations] == [
        ("Kestrel University", "chemist"),
        ("Gull College", "Postdoc"),
        ("Tide Labs", "data manager"),
    ]
    assert p.affiliations[1].evidence is not None
    assert p.affiliations[1].evidence.text == "She did her postdoc at Gull College."


@pytest.mark.parametrize(
    "bio",
    [
        "Jane Roe is a chemist at Kestrel University. Her student Bo Hart did his postdoc at Gull College.",
        "Jane Roe is a chemist at Kestrel University.\n\nAnn Poe is her advisor. She did her postdoc at Gull College.",
    ],
)
def test_a_bio_sentence_about_someone_else_is_no_post_of_the_owner(bio: str) -> None:
    p = _extract(f"# Jane Roe\n\n{bio}\n")
    assert [a.org_text for a in p.affiliations] == ["Kestrel University"]


@pytest.mark.parametrize(
    ("sentence", "end"),
    [
        ("Before that, I was a member of the Tides group at Gull Labs, where I built models.", None),
        (
            "I'm a chemist, and currently a member of the data team in Coastal Science at Gull Labs.",
            "present",
        ),
    ],
)
def test_a_member_of_a_group_at_an_organisation_holds_a_post_there(sentence: str, end: str | None) -> None:
    p = _extract(f"# About\n\n{sentence}\n")
    assert [(a.org_text, a.end) for a in p.affiliations] == [("Gull Labs", end)]


def test_a_member_of_a_society_holds_no_post() -> None:
    p = _extract("# About\n\nI was a member of the Kestrel Society at Gull College.\n")
    assert p.affiliations == []


def test_student_post_does_not_start_at_the_planned_graduation() -> None:
    p = _extract(
        "# About\n\nCurrently, I'm a Ph.D. Candidate in the Tide Lab at Kestrel University, "
        "and plan to graduate Fall 2027.\n"
    )
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [("Kestrel University", None, "present")]


def test_served_post_dated_in_brackets_after_its_organisation() -> None:
    p = _extract(
        "# About\n\nAt Harbour, my work has been varied. I serve as a Data Consultant at Harbour College "
        "(2024–ongoing), and I have taught courses on tides and on maps.\n"
    )
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Harbour College", "Data Consultant", "2024", "present")
    ]


def test_studies_at_a_unit_written_with_its_universitys_possessive() -> None:
    p = _extract(
        "# About\n\nI am a lecturer at Gull College. I received my PhD from Kestrel University’s Tides department.\n"
    )
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]


def test_possessive_unit_before_a_place_is_the_owners_unit() -> None:
    p = _extract(
        "# About\n\nPreviously, I worked as a Research Engineer in KTU's Marine Robotics Laboratory at Oslo, Norway.\n"
    )
    assert [(a.org_text, a.unit, a.location) for a in p.affiliations] == [
        ("KTU", "Marine Robotics Laboratory", "Oslo")
    ]


def test_possessive_of_a_name_is_no_owner() -> None:
    p = _extract("# About\n\nI am a lecturer at Queen's College Harbourside.\n")
    assert [a.org_text for a in p.affiliations] == ["Queen's College Harbourside"]


def test_university_campus_with_a_possessive_school() -> None:
    p = _extract(
        "# About\n\nI am an Assistant Professor of Law at the University of Kestrel at Marlow's Roe School of Law.\n"
    )
    assert [(a.org_text, a.role) for a in p.affiliations] == [
        ("University of Kestrel at Marlow", "Assistant Professor")
    ]


def test_postdoctoral_fellowship_held_at_two_institutes() -> None:
    p = _extract(
        "# About\n\nI completed my PhD at Harbour College, then held a joint postdoctoral fellowship at the "
        "Gull Institute and the Institute for Tidal Studies, where I met great people.\n"
    )
    assert [(a.org_text, a.role) for a in p.affiliations] == [
        ("Gull Institute", "postdoctoral fellow"),
        ("Institute for Tidal Studies", "postdoctoral fellow"),
    ]


def test_named_postdoctoral_fellowships_at_a_centre() -> None:
    p = _extract(
        "# About\n\nIn between, I held the Ada Roe and Bo Lind postdoctoral fellowships at the Marlow Bird Center.\n"
    )
    assert [(a.org_text, a.role) for a in p.affiliations] == [("Marlow Bird Center", "postdoctoral fellow")]


def test_a_named_fellowship_of_no_research_kind_is_no_post() -> None:
    p = _extract("# About\n\nI held the Kestrel Prize fellowship at Harbour College.\n")
    assert p.affiliations == []


def test_a_title_written_without_its_article() -> None:
    p = _extract(
        "# About\n\nI am a professor at Gull College. Previously, I was Principal Data Lead for Tides at Kestrel "
        "Analytics. I was also previously software engineer at Quillon Robotics.\n"
    )
    assert [(a.org_text, a.role) for a in p.affiliations] == [
        ("Gull College", "professor"),
        ("Kestrel Analytics", "Principal Data Lead for Tides"),
        ("Quillon Robotics", "software engineer"),
    ]


def test_no_title_without_an_article_from_a_verb_or_a_seat() -> None:
    p = _extract(
        "# About\n\nI am a professor at Gull College. I was visiting at Harbour College. "
        "I was President of the Chess Club at Marlow College. I was previously working as an analyst at Tide Labs, "
        "and as a consultant at the Roes' firm.\n"
    )
    assert ("Harbour College", "visiting") not in [(a.org_text, a.role) for a in p.affiliations]
    assert "Marlow College" not in [a.org_text for a in p.affiliations]
    assert not any((a.org_text or "").startswith("Roes") for a in p.affiliations)


def test_post_in_an_organisations_possessive_unit() -> None:
    p = _extract(
        "# About\n\nI am a postdoctoral fellow in KTU’s Department of Tides, working with Ada Roe.\n"
    )
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations] == [
        ("KTU", "Department of Tides", "postdoctoral fellow")
    ]


def test_post_in_a_persons_lab_keeps_the_lab_as_unit() -> None:
    p = _extract("# About\n\nI am a postdoc in Ada Roe's lab at Kestrel University.\n")
    assert [(a.org_text, a.unit) for a in p.affiliations] == [("Kestrel University", "Ada Roe's lab")]


def test_field_before_at_a_universitys_possessive_school_is_no_owner() -> None:
    p = _extract(
        "# About\n\nI am a Lecturer in Tides and Waves at Kestrel University's School of Marine Science.\n"
    )
    assert [(a.org_text, a.role) for a in p.affiliations] == [("Kestrel University", "Lecturer")]
