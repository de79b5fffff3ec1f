"""Section headings: which lines open a section, and the kind of section each name opens (invented texts)."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract.sections import split_lines


def _headings(raw: list[str], marked: bool = False) -> list[tuple[str, str | None]]:
    return [(ln.text, ln.kind) for ln in split_lines(raw, marked=marked) if ln.heading]


def test_misspelled_and_unusual_section_names_are_read() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Eduaction") == "education"
    assert heading_kind("Profesional Experiance") == "experience"
    assert heading_kind("Professional Preparation") == "education"  # an NSF biosketch's degrees
    assert heading_kind("Academic Training") == "education"
    assert heading_kind("Employment Record") == "experience"
    assert heading_kind("Formación Académica") == "education"
    assert heading_kind("Expériences Professionnelles") == "experience"
    assert heading_kind("Teaching and Supervision") == "teaching"  # courses, not a list of names
    assert heading_kind("Professional Memberships") == "service"
    assert heading_kind("Editorial Boards") == "service"
    # words one letter from a section name that are words of their own stay what they are
    assert heading_kind("Particles") is None
    assert heading_kind("Wellcome Fund") is None


def test_a_misspelled_heading_opens_its_section() -> None:
    from talentgraph.extract.sections import split_lines

    lines = split_lines(
        ["## Educatoin", "- MSc, Harbourview College, 2015", "## Experiance", "- Curator, Moss Museum"]
    )
    assert [ln.kind for ln in lines] == ["education", "education", "experience", "experience"]


def test_assistantships_are_posts() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Graduate Assistantships") == "experience"
    assert heading_kind("Research Assistantship") == "experience"


def test_a_heading_joining_two_sections_without_posts_lists_no_posts() -> None:
    from talentgraph.extract.sections import heading_kind, split_lines

    assert heading_kind("Service & Professional Memberships") == "service"
    lines = split_lines(["## Service and Professional Affiliations", "- Member, Fen Society, 2019 - present"])
    assert lines[1].kind == "service"


def test_service_joined_with_leadership_lists_no_posts(tmp_path: Path) -> None:
    from talentgraph.extract import extract_profile
    from talentgraph.extract.sections import heading_kind
    from talentgraph.sources import read_document

    assert heading_kind("Service and Leadership") == "service"
    assert heading_kind("ACADEMIC SERVICE & LEADERSHIP") == "service"
    assert heading_kind("Teaching and Leadership") is None  # a section of teaching posts may hide behind it
    path = tmp_path / "cv.txt"
    path.write_text(
        "Mira Tolstad\n\nEXPERIENCE\n\nResearch Assistant, Kestrel University    2019 - 2021\n\n"
        "SERVICE & LEADERSHIP\n\nPeer Mentor Coordinator, Fjord Scholars Network, Tromvik    2018 - 2020\n"
        "Hospice Volunteer, Lantern Care Home, Tromvik    2019\n",
        encoding="utf-8",
    )
    assert [a.org_text for a in extract_profile(read_document(path)).affiliations] == ["Kestrel University"]


def test_a_word_wrapped_from_the_line_above_opens_no_section() -> None:
    raw = [
        "## Press",
        "2021 Okafor, D. Why tidal marshes matter for coastal flood https://news.example/why-marsh-",
        "education",
        "2020 Lund, P. Member of the Guild for the Advancement of",
        "Teaching",
        "Tools: Python, Julia and",
        "languages",
    ]
    assert _headings(raw, marked=True) == [("Press", "other")]
    assert {ln.kind for ln in split_lines(raw, marked=True)} == {"other"}


def test_a_heading_after_a_finished_line_still_opens_its_section() -> None:
    raw = ["Curator, Moss Museum, 2019.", "Education", "MSc, Harbourview College, 2015"]
    assert _headings(raw) == [("Education", "education")]


def test_a_count_in_a_laid_out_pdf_is_no_section_name() -> None:
    raw = [
        "## Teaching",
        "Tutor, Harbourview College (2016 - 2018)",
        "(60 students)",
        "3 PACKAGES.    2019-2021",
    ]
    assert _headings(raw, marked=True) == [("Teaching", "teaching")]
    assert _headings(["## Skills", "Talks (2019-2024):", "On Fens"], marked=True)[1] == (
        "Talks (2019-2024):",
        "talks",
    )


def test_section_names_for_seminars_posters_recognitions_associations_and_referees() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Departmental Seminars and Colloquia") == "talks"
    assert heading_kind("Conference Posters") == "talks"
    assert heading_kind("Honours/ Recognitions") == "awards"
    assert heading_kind("Learned Associations") == "service"
    assert heading_kind("Referees") == "other"


def test_conference_and_seminar_activity_lists_talks() -> None:
    """A laid-out PDF's unmarked "Conference and Seminar Activity" line opens the talks, so the talk
    lines under it leave the grants section above."""
    lines = split_lines(
        [
            "# Ada Roe",
            "## Research Grants",
            "Kestrel Fund: Tidal Mixing. Principal investigator, 2019-2021.",
            "Conference and Seminar Activity",
            "Quillon University, Lisbon. Presented “Tides and eddies.”",
        ],
        marked=True,
    )
    assert [ln.kind for ln in lines][-2:] == ["talks", "talks"]


def test_kinds_of_writing_open_publication_sections() -> None:
    """A CV that splits its writing by kind ("Book Chapters", "Work in Progress", "Articles Under
    Review") opens publication sections, whose co-authors are no people of the owner."""
    from talentgraph.extract import extract_profile
    from talentgraph.extract.sections import heading_kind
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.sources import parse_bytes

    assert heading_kind("Peer-Reviewed Book Chapters") == "publications"
    assert heading_kind("Conference Proceedings") == "publications"
    assert heading_kind("Papers in Preparation") == "publications"
    assert heading_kind("Works in Progress") == "publications"
    assert heading_kind("Articles Under Review") == "publications"
    assert heading_kind("Projects in Progress") is None  # only named kinds of writing
    text = "# Orla Brannagh\n\n## Work in Progress\n\n“Tidal pools and the night shore” (with Pim Adeyemi and Rafe Lindqvist)\n"
    p = extract_profile(parse_bytes(text.encode(), source="cv.md"), orgs=OrgGazetteer([]))
    assert p.people == []


def test_projects_joined_with_a_section_without_posts_list_projects(tmp_path: Path) -> None:
    from talentgraph.extract import extract_profile
    from talentgraph.extract.sections import heading_kind
    from talentgraph.sources import read_document

    assert heading_kind("Projects and Volunteering") == "projects"
    assert heading_kind("Projects & Leadership") == "projects"
    path = tmp_path / "cv.txt"
    path.write_text(
        "Mira Tolstad\n\nPROJECTS AND VOLUNTEERING\n\n"
        "Fjordlight Mapper 2019 - 2021\nBuilt an open map of fjord lighthouses with volunteers.\n\n"
        "Seabird Census Kit 2017 - 2018\nDesigned a census kit for school groups.\n",
        encoding="utf-8",
    )
    names = [p.name for p in extract_profile(read_document(path)).projects]
    assert names == ["Fjordlight Mapper", "Seabird Census Kit"]


def test_a_web_address_cut_at_its_scheme_is_no_project_name() -> None:
    from talentgraph.extract.projects import is_project_name

    # a "Software & Datasets" section (now a projects section) lists each tool's address on a line
    # of its own, which a PDF's text layer may cut at "://"
    assert not any(is_project_name(n) for n in ["http", "https", "HTTPS", "www"])
    assert is_project_name("Tide Atlas v2")


def test_misspelled_heading_words_read_as_a_scan_of_every_heading_word_would():
    """The index by length and first letter finds what comparing with every long heading word finds."""
    from talentgraph.extract.sections import _heading_words, _one_edit, _spelled

    def scanned(word: str) -> str:
        if len(word) < 8 or word in _heading_words():
            return word
        close = [k for k in _heading_words() if len(k) >= 8 and _one_edit(word, k)]
        return close[0] if len(close) == 1 else word

    words = sorted(w for w in _heading_words() if len(w) >= 8)
    typos = {w[:i] + w[i + 1 :] for w in words for i in range(1, len(w) - 2)}  # a letter dropped
    typos |= {w[:i] + "x" + w[i:] for w in words for i in range(1, len(w) - 2)}  # one added
    typos |= {w[:i] + w[i + 1] + w[i] + w[i + 2 :] for w in words for i in range(1, len(w) - 3)}  # swapped
    typos |= {"zeducation", "eduction", "professionall", "publicationss"}
    assert len(typos) > 1000
    for typo in sorted(typos):
        assert _spelled(typo) == scanned(typo), typo


def test_headings_naming_the_owners_research_areas_open_an_interests_section() -> None:
    from talentgraph.extract.sections import heading_kind

    names = ("Research Foci", "Areas of Specialization", "Areas of Research Specialisation", "Key Expertise")
    for heading in names:
        assert heading_kind(heading) == "interests", heading
    assert heading_kind("Areas of Competence") is None  # what one can teach, not one's research
    assert heading_kind("Expertise") == "skills"
    headings = _headings(["# Research", "Areas of specialization", "Tidal bores, dune ecology"], marked=True)
    assert headings[1] == ("Areas of specialization", "interests")


def test_letter_spaced_capital_headings_open_their_sections() -> None:
    # a CV class that spaces the letters of its headings; the PDF text keeps the spaces
    raw = [
        "Dana Quill",
        "R E S E A R C H I N T E R E S T S",
        "•    Glacier hydrology and meltwater routing",
        "P RO F E S S I O NA L A P P O I N T M E N T S",
        "Assistant Professor, Example State University    2021–present",
        "E D U C AT I O N",
        "Ph.D., Geology, Example University    2020",
        "A B C D E F",
    ]
    assert _headings(raw) == [
        ("R E S E A R C H I N T E R E S T S", "interests"),
        ("P RO F E S S I O NA L A P P O I N T M E N T S", "experience"),
        ("E D U C AT I O N", "education"),
    ]


def test_a_section_name_with_a_note_on_which_part_keeps_its_kind() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("SERVICE AT NORTHFIELD – DEPARTMENT LEVEL") == "service"
    assert heading_kind("Supervision at the Tide Institute") == "people"
    assert heading_kind("GRANTS - FUNDED") == "projects"  # read as "Funded Grants"
    assert heading_kind("Grants – Pending") == "other"  # proposals: no grants, no awards
    assert heading_kind("Internship at Example Labs") is None  # an entry title, not a section
    assert heading_kind("Harbour Civil Service - 12th Squadron") is None


def test_entries_under_a_noted_grants_heading_are_not_posts() -> None:
    lines = split_lines(
        ["GRANTS - FUNDED", "7/2019 – 6/2021 “Tide pools under heat”. NSF, $200K"], marked=True
    )
    assert [ln.kind for ln in lines] == ["projects", "projects"]


def test_courses_taught_headings_open_the_teaching_section() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Courses Taught") == "teaching"
    assert heading_kind("CLASSES TAUGHT AT NORTHFIELD UNIVERSITY") == "teaching"
    assert heading_kind("Teaching Activities") == "teaching"  # not "activities" (other)
    lines = split_lines(
        ["Positions", "Lecturer, Northfield University", "Classes Taught", "GEO 101"], marked=True
    )
    assert [ln.kind for ln in lines] == ["experience", "experience", "teaching", "teaching"]


def test_a_page_titled_experience_lists_posts_under_employer_headings() -> None:
    from talentgraph.extract import extract_profile
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.sources import parse_bytes

    text = (
        '---\nlayout: archive\ntitle: "Experience"\n---\n\n'
        "## Kestrel Tide Observatory\n**Harbour Modelling Intern** | May 2021 - August 2021\n"
        "* Calibrated tide gauges.\n\n"
        "## Fjordlight Energy\n**Grid Analyst** | January 2022 - March 2023\n* Wrote load forecasts.\n"
    )
    p = extract_profile(parse_bytes(text.encode(), source="experience.md"), orgs=OrgGazetteer([]))
    posts = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert posts == [
        ("Kestrel Tide Observatory", "Harbour Modelling Intern", "2021-05", "2021-08"),
        ("Fjordlight Energy", "Grid Analyst", "2022-01", "2023-03"),
    ]
    # a page titled by another section's name keeps its body as it was
    text = text.replace('"Experience"', '"Professional Work"')
    p = extract_profile(parse_bytes(text.encode(), source="work.md"), orgs=OrgGazetteer([]))
    assert p.affiliations == []


def test_a_student_mentoring_heading_lists_people() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Graduate Student Mentoring") == "people"
    assert heading_kind("OTHER STUDENT MENTORING") == "people"
    assert heading_kind("Undergraduate Research Mentoring") == "people"
    assert heading_kind("Teaching and Mentoring") is None  # courses and TA posts may come first


def test_reviewing_lectures_abstracts_and_cruises_headings_name_their_sections() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("REVIEWER") == "service"
    assert heading_kind("Refereeing Activity") == "service"
    assert heading_kind("Review Services") == "service"
    assert heading_kind("Referee for Journals") == "service"
    assert heading_kind("Reviewer for these funding agencies") == "service"
    assert heading_kind("Society Membership") == "service"
    assert heading_kind("INVITED LECTURES") == "talks"
    assert heading_kind("Kestrel College (Lectures)") is None  # a course entry with a note
    assert heading_kind("Selected Abstracts") == "publications"
    assert heading_kind("Technical Reports") == "publications"
    assert heading_kind("Manuscripts in Progress") == "publications"
    assert heading_kind("Contributed Software") == "projects"
    assert heading_kind("Oceanographic Cruises") == "projects"  # named, dated field campaigns
    assert heading_kind("Additional Information") == "other"
    assert heading_kind("Programming Languages") == "skills"
    assert heading_kind("Reviewer Zhang") is None  # a name after the opener: no section


def test_a_reviewing_heading_ends_the_experience_section_above() -> None:
    lines = split_lines(
        ["## Experience", "Analyst, Kestrel Bank", "", "## Refereeing Activity", "Journal of Widgetry"]
    )
    assert [ln.kind for ln in lines][-1] == "service"
    assert lines[1].kind == "experience"


def test_clinical_training_lists_posts() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Clinical Training") == "experience"
    assert heading_kind("Residency") == "experience"
    assert heading_kind("Methods Training") == "other"  # courses attended, no posts
