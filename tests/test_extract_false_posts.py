"""False posts: what reads like a post, an organisation or a person in real CVs and is none, on
fictional text written for these tests: a course taught, a person assisted, an award row, a
citation, a kind of employment, a company or a body taken for a collaborator, service, offices,
memberships, grants, guest lectures, a study written as a role and a course."""

from __future__ import annotations

import json

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.post_fields import plausible_org, plausible_posts
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Affiliation, Document, Evidence, Profile

from .profiles import posts_of, profile_of


def _orgs(p: Profile) -> list[str | None]:
    return [a.org_text for a in p.affiliations]


def _people(text: str) -> list[str]:
    return [m.name for m in profile_of(text).people]


def test_what_cannot_name_an_organisation() -> None:
    """An address, a count, a grant role, a kind of employment and a cut-off name are no organisations."""
    assert not plausible_org("ada.lane@kestrel.example")
    assert not plausible_org("38 refereed articles")
    assert not plausible_org("Co-PI")
    assert not plausible_org("Co-I: B. Hart")
    assert not plausible_org("Full-Time")
    assert not plausible_org("Kestrel Institute of")
    assert not plausible_org("& Cognition Research Group")
    assert not plausible_org("Organization")
    assert not plausible_org("the Department")
    assert not plausible_org("R")
    assert plausible_org("Kestrel Institute of Marine Science")
    assert plausible_org("Institute for Advanced Study")
    assert plausible_org("3M")


def test_an_employment_kind_after_the_role_is_no_employer() -> None:
    text = "# Ada Lane\n\n## Experience\n\n#### Field Technician, Part-Time (Apr 2021 - Current)\n\nHart & Roe Surveyors\n"
    assert "Part-Time" not in _orgs(profile_of(text))


def test_a_person_assisted_is_no_employer() -> None:
    """ "Research Assistant, Bo Hart" names a person assisted; "Instructor, Hartwell Outdoors" and
    an organisation listed with its parts stay posts."""
    text = (
        "# Ada Lane\n\n## Experience\n\n"
        "- Research Assistant, Bo Hart, 2016\n"
        "- Instructor, Hartwell Outdoors, 2018\n"
        "- Teaching Assistant, Council of Westmark, Soil Unit, 2019\n"
        "- Lecturer, Kestrel University, 2020\n"
    )
    orgs = _orgs(profile_of(text))
    assert "Bo Hart" not in orgs
    assert "Hartwell Outdoors" in orgs
    assert "Kestrel University" in orgs
    assert any(o and o.startswith("Council of Westmark") for o in orgs)


def test_a_company_with_its_legal_form_is_no_collaborator() -> None:
    """ "in collaboration with Kestrel Widget A/S": a legal form after the words makes them a company."""
    text = "# Ada Lane\n\nA cohort study, in collaboration with Kestrel Widget A/S, Denmark.\n"
    assert _people(text) == []


def test_a_body_named_after_its_field_is_no_supervisor() -> None:
    """ "the Dune Group of Kestrel Bay Conservation Science": the words after "of" name a body."""
    text = (
        "# Ada Lane\n\nAda is an ecologist in the Dune Group of "
        "[Kestrel Bay Conservation Science](https://x.example), where she studies plovers.\n"
    )
    assert _people(text) == []


def test_an_award_row_is_no_post() -> None:
    """ "Student Travel Award, Kestrel Reef Institute ($400)": an honour received, not a role held there."""
    text = (
        "# Ada Lane\n\n## Experience\n\n"
        "- 2023    Student Travel Award, Kestrel Reef Institute ($400)\n"
        "- 2020 – 2024    Lecturer, Kestrel University\n"
    )
    assert _orgs(profile_of(text)) == ["Kestrel University"]


def test_an_event_series_is_no_person() -> None:
    """ "Host: Kestrel Coding Workshops": the last word names an event, not a surname."""
    assert _people("# Ada Lane\n\n## Service\n\n- Host: Kestrel Coding Workshops, 2023\n") == []


def test_a_reference_line_is_no_post() -> None:
    """An undescribed post read from "2. Lane, A. (2021) reefcount: …. https://github.com/…" is a citation."""
    p = Profile(source="x.pdf")
    p.affiliations += [
        Affiliation(
            org_text="GitHub",
            evidence=Evidence(9, "2. Lane, A. (2021) reefcount: an R package. https://github."),
        ),
        Affiliation(
            org_text="Kestrel University",
            role="Lecturer",
            evidence=Evidence(3, "Lecturer, Kestrel University"),
        ),
    ]
    assert _orgs(plausible_posts(p)) == ["Kestrel University"]


def test_a_discipline_alone_is_no_organisation() -> None:
    assert not plausible_org("Limnology")
    assert not plausible_org("Oceanography")
    assert plausible_org("Kestrel Geology Survey")
    assert plausible_org("Tidology Labs")


def test_joining_as_a_student_is_no_post() -> None:
    p = profile_of("# Jo Roe\n\nThen I joined the Widget group at Kestrel University as a PhD student.\n")
    assert [a.role for a in p.affiliations] != ["PhD student"]


@pytest.mark.parametrize(
    "block",
    [
        "Kestrel University",  # a place without a title: no post
        "Lecturer, Kestrel University",  # restated by the dated entry below
    ],
)
def test_name_block_adds_no_post(block: str) -> None:
    text = f"# Jo Roe\n\n{block}\n\n## Experience\n\nLecturer, Kestrel University, 2019 – present\n"
    p = profile_of(text)
    assert [(a.org_text, a.start) for a in p.affiliations] == [("Kestrel University", "2019")]


def test_a_labelled_course_line_under_a_teaching_post_is_no_post() -> None:
    text = (
        "## Teaching Experience\n\nTeaching Assistant\n2021 | Department of Widgets, Kestrel University\n"
        "Undergraduate Course: WID 72 – Intro to Widget Systems (Summer 2021)\n"
    )
    assert [a.org_text for a in profile_of(text).affiliations] == ["Kestrel University"]


def test_a_teaching_experience_section_lists_courses_not_employers() -> None:
    """Under "Teaching Experience" a course taught is no organisation; a post at a school still is."""
    text = (
        "# Ada Lane\n\n## Teaching Experience\n\n"
        "* Introduction to Widget Theory, Instructor, spring 2013\n"
        "* Lecturer, Kestrel University, 2015 – 2017\n"
    )
    assert posts_of(profile_of(text)) == [("Kestrel University", "Lecturer", "2015", "2017")]


def _org_roles(text: str) -> list[tuple[str | None, str | None]]:
    profile = extract_profile(Document("cv.txt", "text", text, "0"), orgs=OrgGazetteer([]))
    return [(a.org_text, a.role) for a in profile.affiliations]


def test_a_section_named_for_whom_it_serves_or_the_societies_joined_holds_no_org_roles() -> None:
    text = "\n".join(
        [
            "MARIT OKONJO",
            "ACADEMIC APPOINTMENTS",
            "Lecturer, Harbourview University, 2019 – present",
            "SERVICE TO THE PROFESSION",
            "Associate Editor, Journal of Tidal Studies, 2020 – present",
            "PROFESSIONAL ORGANIZATIONS",
            "Member, Guild of Marsh Ecologists (GME)    2015 – present",
            "POSITIONS OF RESPONSIBILITY",
            "Treasurer, Fenland Rowing Club, 2016 – 2018",
        ]
    )
    assert _org_roles(text) == [("Harbourview University", "Lecturer")]


def test_an_experience_heading_qualified_by_grants_or_projects_lists_no_org_roles() -> None:
    text = "\n".join(
        [
            "TOMAS VELLANO",
            "Work Experience",
            "Research Associate, Harbourview University, 2018 – 2021",
            "Grants & Proposals Experience",
            "Co-investigator, Saltmarsh Futures, Harbourview University, 2022 – 2024",
        ]
    )
    assert _org_roles(text) == [("Harbourview University", "Research Associate")]


def test_a_guest_lecture_or_a_review_is_no_post_at_the_host() -> None:
    text = "\n".join(
        [
            "INGRID SALO",
            "Teaching",
            "Lecturer, Harbourview University, 2020 – 2023",
            "Guest Lecturer, Fenland Polytechnic, 2022",
            "Experience",
            "Invited Lecturer, Kestrel Institute, 2019",
        ]
    )
    assert _org_roles(text) == [("Harbourview University", "Lecturer")]


def test_a_study_written_as_a_role_under_experience_is_no_post() -> None:
    text = "\n".join(
        [
            "LENA DROST",
            "Career",
            "2021 – 2024: Research Assistant at Harbourview University",
            "2017 – 2020: Undergraduate Student at Fenland Polytechnic",
            "2015 – 2017: High School Student at Marsh Road Academy",
        ]
    )
    assert _org_roles(text) == [("Harbourview University", "Research Assistant")]


def test_a_course_is_no_organisation_but_a_coded_lab_is() -> None:
    text = "\n".join(
        [
            "ODA FERREN",
            "Experience",
            "Introduction to Coastal Mapping, Instructor, 2018",
            "GEOG 210: Field Methods, Teaching Assistant, 2017",
            "Research Engineer, UMR 4321 (Fenland Polytechnic), 2019 – 2021",
        ]
    )
    assert _org_roles(text) == [("UMR 4321 (Fenland Polytechnic)", "Research Engineer")]


def test_a_bare_department_under_its_institution_line_is_a_unit_there() -> None:
    """A department written without its institution ("Lecturer, Department of Tidal Studies") under an
    undated line naming the institution is a unit of it, not an organisation of its own."""
    text = "\n".join(
        [
            "Mira Tolland",
            "",
            "ACADEMIC APPOINTMENTS",
            "",
            "Harbourview University                              Tromsø, Norway",
            "Reader, Department of Tidal Studies and (jointly) Department of",
            "Geodesy, March 2015 - 2021.",
            "Lecturer, Department of Tidal Studies, May 2009 - February 2015.",
        ]
    )
    p = profile_of(text, "cv.txt")
    assert [(a.org_text, a.unit, a.role) for a in p.affiliations if a.start == "2009-05"] == [
        ("Harbourview University", "Department of Tidal Studies", "Lecturer")
    ]


def test_a_bare_department_of_a_field_is_no_organisation_but_a_government_one_is() -> None:
    """A department of a field of study with no institution anywhere near is a unit of an unknown
    place, no organisation; a government department ("Department of Energy") stays a post."""
    text = "\n".join(
        [
            "TOMAS VEYL",
            "Experience",
            "Lecturer, Department of Tidal Physics, 2016 – 2019",
            "Analyst, Department of Energy, 2012 – 2016",
            "Research Fellow, Harbourview University, 2010 – 2012",
        ]
    )
    assert _org_roles(text) == [
        ("Department of Energy", "Analyst"),
        ("Harbourview University", "Research Fellow"),
    ]


def test_a_seat_on_a_board_or_committee_is_service_not_a_post() -> None:
    """A seat on a steering committee or an advisory board is service to that body, not employment;
    an editor's post and a board-level job title stay."""
    text = "\n".join(
        [
            "MIRA OSTLUND",
            "Positions",
            "- 2021-present — Research Scientist, Fernhill Observatory",
            "- 2020-present — Tide Modelling Steering Committee member, Coastal Data Consortium",
            "- 2019-present — Plover Analytics, Advisory Board Member",
            "- 2017-2019 — Junior Editor, Kestrel Weekly",
        ]
    )
    assert _org_roles(text) == [
        ("Fernhill Observatory", "Research Scientist"),
        ("Kestrel Weekly", "Junior Editor"),
    ]


def test_an_editor_of_a_journal_serves_it_but_an_editor_of_a_magazine_is_staff() -> None:
    """ "Associate Editor, Journal of X" is service to a journal, no post; an editor of a weekly stays."""
    text = "\n".join(
        [
            "MIRA OSTLUND",
            "Positions",
            "- 2021-present — Research Scientist, Fernhill Observatory",
            "- 2020-present — Associate Editor, Journal of Coastal Plovers",
            "- 2017-2019 — Editor, Kestrel Weekly",
        ]
    )
    assert _org_roles(text) == [
        ("Fernhill Observatory", "Research Scientist"),
        ("Kestrel Weekly", "Editor"),
    ]


def test_a_section_of_unknown_kind_without_one_role_gives_no_posts() -> None:
    """Under a heading the classifier does not know, dated places with no role anywhere in the section
    are no posts; a section of the same unknown kind whose entries name roles over years still gives
    its posts."""
    text = "\n".join(
        [
            "# Tova Brannick",
            "",
            "## Marsh Walks",
            "",
            "- Kestrel University, 2021 – 2022",
            "",
            "- Fernhill Observatory, 2019",
            "",
            "## Along the Way",
            "",
            "- Research Scientist, Fernhill Observatory, 2019 – 2023",
            "",
            "- Kestrel University, 2016 – 2018",
        ]
    )
    assert _orgs(profile_of(text)) == ["Fernhill Observatory", "Kestrel University"]


def test_a_grant_row_with_its_role_or_sum_in_brackets_is_no_post() -> None:
    """A funding row names the grant and its funder, then the owner's grant role or the sum in brackets;
    a row naming a grant as its "organisation" is a grant too. Neither is employment; a post whose
    bracket names the head of the lab stays."""
    text = "\n".join(
        [
            "# Tova Brannick",
            "",
            "## Employment",
            "",
            "- Research Scientist, Fernhill Observatory (PI: Ada Lane), 2019 – 2023",
            "- Staff Scientist, Gullmoor Station (PI), 2015 – 2019",
            "- Research Fellow, Kestrel Prize, 2013 – 2015",
            "",
            "## Funding",
            "",
            "- Marsh Sensor Pilot, Kestrel Foundation (Co-Investigator, $12,500), 2020 – 2021",
            "- Plover Tracking Study, Dunmore Trust (€8000), 2018 – 2019",
            "- Project lead, Estuary Futures Seed Grant, 2016 – 2018",
        ]
    )
    orgs = sorted(o or "" for o in _orgs(profile_of(text)))
    assert len(orgs) == 3  # under Employment a "(PI)" bracket or a "… Prize" fellowship is still a job
    assert [o.split()[0] for o in orgs] == ["Fernhill", "Gullmoor", "Kestrel"]


def test_a_known_name_inside_a_duty_under_the_header_is_no_employer() -> None:
    """A PDF entry's description wraps, and a known company's name inside a run-on line ("analysed
    samples using Acme kits") does not make the sentence the employer: the centre on the line under the
    role is."""
    from talentgraph.gazetteers import load_org_gazetteer

    text = "\n".join(
        [
            "# Ada Lane",
            "## Professional Experience",
            "Research intern    (Nov 2017 - Jul 2018)",
            "Center for Coastal Imaging Kestrel, Germany",
            "Ran a field study (sonar), collected and",
            "analysed samples using Acme kits and scripts",
        ]
    )
    doc = Document("x.txt", "text", text, "0", None)
    profile = extract_profile(doc, orgs=load_org_gazetteer([{"id": "acme", "name": "Acme"}]))
    assert _orgs(profile) == ["Center for Coastal Imaging Kestrel"]


def test_a_course_taught_is_no_employer() -> None:
    """A teaching line whose "organisation" bears a course's marks (a code, "… for …", a method
    taught) names the course; an employer on a teaching line, even unknown, stays."""
    text = (
        "# Ada Lane\n\n## Experience\n\n"
        "- Graduate Student Instructor - Optics for Marine Biologists (4C), 2016 - 2017\n"
        "- Teaching Assistant - Field Survey Data Analysis (2014-2015)\n"
        "- Instructor, Hartwell Outdoors, 2018\n"
        "- Lecturer, Kestrel Centre for Tidal Studies, 2019\n"
    )
    orgs = _orgs(profile_of(text))
    assert not any(o and ("Optics" in o or "Analysis" in o) for o in orgs)
    assert "Hartwell Outdoors" in orgs
    assert "Kestrel Centre for Tidal Studies" in orgs


def test_a_lower_case_employer_line_under_the_role_names_the_employer() -> None:
    """Only a wrapped duty sentence is skipped for its known name: a short employer line that opens
    in lower case ("contractor for Acme, Leuven", "c/o Acme") is still the employer."""
    from talentgraph.gazetteers import load_org_gazetteer

    for second in [
        "contractor for Acme, Leuven, Belgium",
        "c/o Acme, Leuven, Belgium",
    ]:
        text = "\n".join(
            ["# Ada Lane", "## Professional Experience", "Software engineer    (Nov 2017 - Jul 2018)", second]
        )
        doc = Document("x.txt", "text", text, "0", None)
        profile = extract_profile(doc, orgs=load_org_gazetteer([{"id": "acme", "name": "Acme"}]))
        assert _orgs(profile) == ["Acme"], second


def test_an_exchange_written_as_a_role_is_no_post() -> None:
    """An exchange or Erasmus stay written as a role in a CV entry is no post."""
    text = (
        "## Experience\n\n* 2016 - 2017: Erasmus Student, Kestrel University\n"
        "* 2015 - 2016: Exchange student, Heron Institute\n* 2018 - 2020: Research Assistant, Marsh College\n"
    )
    assert _orgs(profile_of(text)) == ["Marsh College"]


def test_an_entry_titled_by_a_thesis_is_no_post() -> None:
    def post(role: str | None, text: str) -> Affiliation:
        return Affiliation(
            org="Kestrel College", org_text="Kestrel College", role=role, evidence=Evidence(3, text)
        )

    thesis = post(None, "Honors Thesis in Marine Biology    September 2019 – June 2020")
    senior = post(None, "Undergraduate Senior Thesis    2018 – 2019")
    assistant = post("Research Assistant", "Research Assistant    2018 – 2019")
    kept = plausible_posts(Profile(source="x", affiliations=[thesis, senior, assistant])).affiliations
    assert kept == [assistant]


def test_a_listed_membership_is_no_post_but_a_titled_member_is() -> None:
    """GUIDE.md: society memberships are not posts; "Assistant Member" is a rank at an institute."""
    text = (
        "# Jo Roe\n\n## Appointments\n\n"
        "2020-    Assistant Member, Kestrel Cancer Institute\n"
        "2014-    Member, Gull Modelling Working Group\n"
        "2012-    Life-time Member, Kestrel Society of Geographers\n"
    )
    assert _orgs(profile_of(text)) == ["Kestrel Cancer Institute"]


def test_an_office_students_hold_is_no_post() -> None:
    """ "Student Representative", "Class President": offices of a student body, not employment."""
    p = profile_of(
        "# Ana Ruiz\n\n## Experience\n\n"
        "- Graduate Student Representative, Kestrel University, 2020–2021\n"
        "- Class President, Northfield School of Medicine, 2014–2016\n"
        "- Research Assistant, Initech Labs, 2012–2013\n"
    )
    assert posts_of(p) == [("Initech Labs", "Research Assistant", "2012", "2013")]


def test_an_office_in_a_society_is_no_post_a_job_there_is() -> None:
    """ "Co-President, Society of X" and "Co-Founder and Chair, X Association" are service, not employment."""
    p = profile_of(
        "# Ana Ruiz\n\n## Experience\n\n"
        "- Co-President, Society of Widget Engineers, 2021–2022\n"
        "- Co-Founder and Chair, Kestrel Postgraduate Association, 2020–2021\n"
        "- Data Analyst, Northfield Building Society, 2012–2013\n"
    )
    assert posts_of(p) == [("Northfield Building Society", "Data Analyst", "2012", "2013")]


def test_a_seat_on_a_committee_is_no_post_a_job_there_is() -> None:
    """GUIDE.md: committee service is no post; the staff of a body named a committee work there."""
    p = profile_of(
        "# Ana Ruiz\n\n## Experience\n\n"
        "- Committee Member, Kestrel Committee on Admissions, 2021–2022\n"
        "- Graduate Member, Northfield Climate Committee, 2019–2023\n"
        "- Tide Working Group Member, Heron Institute, 2018–2020\n"
        "- Economist, Joint Committee on Harbour Taxation, 2012–2016\n"
    )
    assert posts_of(p) == [("Joint Committee on Harbour Taxation", "Economist", "2012", "2016")]


def test_an_editor_of_a_journal_is_no_post_named_in_the_role_too() -> None:
    """GUIDE.md: editorial service is no post, whether the journal is the organisation or in the role."""
    p = profile_of(
        "# Ana Ruiz\n\n## Experience\n\n"
        "- Technical Editor, Journal of Tidal Dynamics, 2008–2010\n"
        "- Co-editor of Heron Journal, Kestrel University, 2013–2014\n"
        "- Editorial Assistant, Northfield Review, 2011–2012\n"
    )
    assert posts_of(p) == [("Northfield Review", "Editorial Assistant", "2011", "2012")]


def test_an_office_in_a_society_under_a_university_heading_is_no_post() -> None:
    """The society's office stated on its own line under an employer's heading is still service."""
    p = profile_of(
        "# Ana Ruiz\n\n## Experience\n\n### Kestrel University\n\n"
        "- President, Association for Women in Tides, 2019–2020\n"
        "- Lecturer, 2018–2022\n"
    )
    assert [org for org, role, *_ in posts_of(p)] == ["Kestrel University"]
    assert [role for org, role, *_ in posts_of(p)] == ["Lecturer"]


def test_a_roleless_row_that_names_only_its_supervisor_is_no_post() -> None:
    """ "Kestrel Robotics Lab, PI: Ann Roe" states whom work was done with, not a post held there."""
    p = profile_of(
        "# Ana Ruiz\n\n## Research Experience\n\n"
        "- Kestrel Robotics Lab, PI: Ann Roe, 2020–2022\n"
        "- Research Assistant, Heron Vision Lab, PI: Tom Baker, 2018–2020\n"
    )
    assert [role for org, role, *_ in posts_of(p)] == ["Research Assistant"]


def test_volunteering_is_no_post_a_volunteer_research_assistant_is() -> None:
    """GUIDE.md: volunteering does not count; an unpaid lab post worded as research work does."""
    p = profile_of(
        "# Ana Ruiz\n\n## Experience\n\n"
        "- Coastal Education Volunteer, Kestrel University, 2018–2021\n"
        "- Research Assistant Volunteer, Heron Vision Lab, 2019–2020\n"
        "- Data Analyst, Initech Labs, 2012–2013\n"
    )
    assert [org for org, *_ in posts_of(p)] == ["Heron Vision Lab", "Initech Labs"]


def test_a_lower_case_phrase_or_a_term_is_no_organisation() -> None:
    """A phrase in lower case ("various companies") or a term of a term list ("Fall 2018") names no employer."""
    work = [
        {
            "name": "various companies",
            "position": "Electrician",
            "startDate": "2011-01",
            "endDate": "2017-01",
        },
        {"name": "Initech Labs", "position": "Data Analyst", "startDate": "2012-01", "endDate": "2013-01"},
    ]
    p = profile_of(json.dumps({"basics": {"name": "Ana Ruiz"}, "work": work}), name="resume.json")
    assert [org for org, *_ in posts_of(p)] == ["Initech Labs"]
    kept = [
        Affiliation(None, "Fall 2018", None, None, "Teaching Assistant", "2018-03", "2018-05", None, None),
        Affiliation(None, "iRobot", None, None, "Engineer", "2019", "2020", None, None),
    ]
    assert _orgs(plausible_posts(Profile(source="x", affiliations=kept))) == ["iRobot"]


def test_a_course_code_alone_is_no_role() -> None:
    """A course code read as the role ("GEOG 7005") is a course taught, not a post; a titled course is left."""
    posts = [
        Affiliation(None, "Kestrel University", None, None, "GEOG 7005", "2010", "2011", None, None),
        Affiliation(None, "Heron College", None, None, "Lecturer", "2012", "2013", None, None),
    ]
    assert _orgs(plausible_posts(Profile(source="x", affiliations=posts))) == ["Heron College"]


def test_rows_under_meeting_organisation_are_no_posts() -> None:
    """ "Scientific Meeting Organisation" and "Organization" list meetings and seminars run, not employers;
    the posts under Experience stay."""
    text = (
        "# Ada Lane\n\n## Experience\n\n"
        "- Assistant Professor, Kestrel University, 2022 – present\n\n"
        "## Scientific Meeting Organisation\n\n"
        "- Organiser, Tide Modelling Week, Hartwell College, 2021 – 2022\n\n"
        "## Organization\n\n"
        "- Seminar Chair, Department of Widgets - Hartwell Institute of Technology, 2022 – 2023\n"
    )
    assert [(org, role) for org, role, _, _ in posts_of(profile_of(text))] == [
        ("Kestrel University", "Assistant Professor")
    ]


def test_where_the_postdocs_hosted_went_next_is_no_post() -> None:
    """Under "Postdoctoral Fellows" each row is a postdoc the owner hosted, with their next post: a person,
    not the owner's employer. "Postdocs" alone may head the owner's own postdocs and is left alone."""
    text = (
        "# Ada Lane\n\n## Experience\n\n"
        "- Professor, Kestrel University, 2005 – present\n\n"
        "## Postdoctoral Fellows\n\n"
        "- Bo Hart, 2009 – 2011, now Assistant Professor, Hartwell College\n"
    )
    p = profile_of(text)
    assert [org for org, _, _, _ in posts_of(p)] == ["Kestrel University"]
    own = "# Ada Lane\n\n## Postdocs\n\n- Research Fellow, Hartwell College, 2020 – 2023\n"
    assert [org for org, _, _, _ in posts_of(profile_of(own))] == ["Hartwell College"]


def test_rows_under_roles_and_responsibilities_or_courses_attended_are_no_posts() -> None:
    """ "Major Roles and Responsibilities" lists service beside the posts (an IT lead, an editorship);
    "Courses and Summer Schools" lists schools attended at a university, not employment there."""
    text = (
        "# Ada Lane\n\n## Academic Employment\n\n"
        "- 2021 – present: Assistant Professor, Kestrel University\n\n"
        "## Major Roles and Responsibilities\n\n"
        "- 2021 – present: Departmental IT Lead, Department of Widgets, Kestrel University\n"
        "- 2020 – present: Editor, Journal of Widget Studies\n\n"
        "## Courses and Summer Schools\n\n"
        "- 07/2018 – 08/2018: Summer School on Tide Gauges at Hartwell State University\n"
    )
    assert [(org, role) for org, role, _, _ in posts_of(profile_of(text))] == [
        ("Kestrel University", "Assistant Professor")
    ]


def test_rows_under_institutional_leadership_experience_are_no_posts() -> None:
    """ "Institutional Leadership Experience" lists offices held at the owner's employers, as "Leadership
    Experience" does; "Institutional Experience" alone still lists posts."""
    head = "# Ada Lane\n\n## Employment\n\n- Assistant Professor, Kestrel University, 2018 – 2021\n\n"
    rows = "- Kestrel University, Oslo | 2018 – 2021\n- Hartwell Institute for Tides, Bergen | 2009 – 2011\n"
    led = posts_of(profile_of(head + "## Institutional Leadership Experience\n\n" + rows))
    assert [org for org, _, _, _ in led] == ["Kestrel University"]
    held = posts_of(profile_of(head + "## Institutional Experience\n\n" + rows))
    assert "Hartwell Institute for Tides" in [org for org, _, _, _ in held]
