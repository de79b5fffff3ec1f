"""Items that are no post of the owner's: service, offices and memberships (round 11; invented texts)."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Document


def _posts(text: str) -> list[tuple[str | None, str | None]]:
    profile = extract_profile(Document("cv.txt", "text", text, "0"), orgs=OrgGazetteer([]))
    return [(a.org_text, a.role) for a in profile.affiliations]


def test_a_section_named_for_whom_it_serves_or_the_societies_joined_holds_no_posts() -> None:
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
    assert _posts(text) == [("Harbourview University", "Lecturer")]


def test_an_experience_heading_qualified_by_grants_or_projects_lists_no_posts() -> None:
    text = "\n".join(
        [
            "TOMAS VELLANO",
            "Work Experience",
            "Research Associate, Harbourview University, 2018 – 2021",
            "Grants & Proposals Experience",
            "Co-investigator, Saltmarsh Futures, Harbourview University, 2022 – 2024",
        ]
    )
    assert _posts(text) == [("Harbourview University", "Research Associate")]


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
    assert _posts(text) == [("Harbourview University", "Lecturer")]


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
    assert _posts(text) == [("Harbourview University", "Research Assistant")]


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
    assert _posts(text) == [("UMR 4321 (Fenland Polytechnic)", "Research Engineer")]
