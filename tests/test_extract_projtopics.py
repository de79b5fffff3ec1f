"""Projects and topics in real-document shapes (snippets written for these tests)."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Document, Profile
from talentgraph.sources import read_document


def _profile(text: str) -> Profile:
    return extract_profile(Document("t.txt", "text", text, "0"), orgs=OrgGazetteer([]))


def test_hugo_about_widget_interests_table_gives_topics(tmp_path: Path) -> None:
    text = (
        '+++\nwidget = "about"\n\n[interests]\n  interests = [\n    "Soil Ecology",\n    "Remote Sensing"\n  ]\n'
        "+++\n\n# Biography\n\nNora Quill studies soils.\n"
    )
    (tmp_path / "about.md").write_text(text, encoding="utf-8")
    doc = read_document(tmp_path / "about.md")
    labels = [t.label for t in extract_profile(doc, orgs=OrgGazetteer([])).topics]
    assert labels[:2] == ["Soil Ecology", "Remote Sensing"]


def test_current_research_focus_lists_its_items() -> None:
    labels = [
        t.label for t in _profile("Nora Quill\n\nMy current research focuses on tidal energy.\n").topics
    ]
    assert labels == ["tidal energy"]


def test_main_area_of_research_and_its_specifics() -> None:
    labels = [
        t.label
        for t in _profile(
            "Nora Quill\n\nMy main area of research is plasma physics, and specifically magnetic "
            "reconnection and dusty plasmas.\n"
        ).topics
    ]
    assert labels == ["plasma physics", "magnetic reconnection", "dusty plasmas"]


def test_follow_up_focus_after_an_explicit_statement_keeps_every_item() -> None:
    labels = [
        t.label
        for t in _profile(
            "Nora Quill\n\nMy research interest lies in coastal geomorphology. Particularly, I focus on "
            "dune migration, salt marsh accretion and barrier islands.\n"
        ).topics
    ]
    assert labels == ["coastal geomorphology", "dune migration", "salt marsh accretion", "barrier islands"]


def test_generic_focus_without_an_explicit_statement_keeps_only_known_items() -> None:
    labels = [t.label for t in _profile("Nora Quill\n\nI focus on my garden and old bicycles.\n").topics]
    assert labels == []


_FUNDING = """Nora Quill

RESEARCH FUNDING
Initech Foundation Early Career Grant ($90,000), PI 2021 - 2023
• Proposal: Mapping salt marsh accretion from drones
Hooli Postdoctoral Fellowship for Coastal Science 2019 - 2021
Quill College Summer Research Scholarship 2012
"""


def test_funding_section_names_the_proposal_not_the_fellowships() -> None:
    names = [p.name for p in _profile(_FUNDING).projects]
    assert names == ["Mapping salt marsh accretion from drones"]


def test_outreach_mentoring_rows_are_not_projects() -> None:
    text = (
        "Nora Quill\n\nSERVICE & OUTREACH\nMentor, Young Tide Scientists Program 2021 - 2023\n"
        "Ambassador, Coastal Fellows Society 2020 - 2022\n"
    )
    assert _profile(text).projects == []


_LAB_CV = """Nora Quill

RESEARCH EXPERIENCE
2020.09 – 2021.06 Tide Lab at Initech, Research Assistant
• Project: Soft Grippers for Picking Ripe Fruit
• Designed a gripper that senses the ripeness of a peach from its
skin and stem colour
• The gripper was shown to growers at the 2021 Orchard Robotics Day
"""


def test_project_label_line_inside_a_position_names_the_project() -> None:
    names = [p.name for p in _profile(_LAB_CV).projects]
    assert names == ["Soft Grippers for Picking Ripe Fruit"]


def test_personal_interests_section_names_hobbies_not_topics() -> None:
    text = (
        "Nora Quill\n\nRESEARCH INTERESTS\nCoastal geomorphology; remote sensing\n\n"
        "PERSONAL INTERESTS\nSports: sailing, bouldering, judo\nChess: regional junior champion 1999\n"
    )
    labels = [t.label for t in _profile(text).topics]
    assert labels == ["Coastal geomorphology", "remote sensing"]


def test_json_resume_sports_interests_are_no_topics(tmp_path: Path) -> None:
    resume = (
        '{"basics": {"name": "Nora Quill"}, "interests": ['
        '{"name": "Coastal geomorphology", "keywords": ["Dune migration"]},'
        '{"name": "Sports", "keywords": ["Sailing", "Bouldering"]}]}'
    )
    (tmp_path / "resume.json").write_text(resume, encoding="utf-8")
    profile = extract_profile(read_document(tmp_path / "resume.json"), orgs=OrgGazetteer([]))
    assert [t.label for t in profile.topics] == ["Dune migration"]  # the interest's name: its category


def test_alfolio_missions_section_lists_projects_with_their_agency(tmp_path: Path) -> None:
    cv = (
        "- title: Planetary Missions\n  type: time_table\n  contents:\n"
        "    - title: Dunewatch (ESA)\n      description: Collaborator\n      year: 2019 -\n"
    )
    (tmp_path / "cv.yml").write_text(cv, encoding="utf-8")
    profile = extract_profile(read_document(tmp_path / "cv.yml"), orgs=OrgGazetteer([]))
    assert [(p.name, p.org) for p in profile.projects] == [("Dunewatch", "ESA")]


_ENGINEER_CV = """Nora Quill

WORK EXPERIENCE
Aug 2021 – Present    Software Engineer, Initech
• TideKit: Built the simulation library that models coastal flooding for city planners.
• Orrery (NeurIPS 2022): Proposed a sampler for ensemble models that halves the compute.
• Reviewed code for the planning team.
"""


def test_coined_name_before_a_colon_under_a_position_is_a_project_and_a_paper_is_not() -> None:
    names = [p.name for p in _profile(_ENGINEER_CV).projects]
    assert names == ["TideKit"]


def test_json_resume_highlight_led_by_a_coined_name_is_a_project(tmp_path: Path) -> None:
    resume = (
        '{"basics": {"name": "Nora Quill"}, "work": [{"name": "Initech", "position": "Engineer",\n'
        ' "startDate": "2020-01", "highlights": [\n'
        '  "TideKit: Built the simulation library that models coastal flooding.",\n'
        '  "Reviewed code for the planning team."]}]}'
    )
    (tmp_path / "resume.json").write_text(resume, encoding="utf-8")
    profile = extract_profile(read_document(tmp_path / "resume.json"), orgs=OrgGazetteer([]))
    assert [(p.name, p.org) for p in profile.projects] == [("TideKit", "Initech")]


def test_a_bare_list_of_known_fields_under_research_gives_topics() -> None:
    text = "Nora Quill\n\nResearch\n\nMachine learning, computer vision, robotics, tide pools.\n"
    assert [t.label for t in _profile(text).topics] == [
        "Machine learning",
        "computer vision",
        "robotics",
        "tide pools",
    ]


def test_a_list_of_unknown_words_under_research_gives_no_topics() -> None:
    text = "Nora Quill\n\nResearch\n\nPeaches, plums, apricots, cherries.\n"
    assert _profile(text).topics == []


def test_research_areas_of_other_sciences_are_known_topics() -> None:
    text = "Nora Quill\n\nResearch\n\nEcology, epidemiology, statistical genetics.\n"
    profile = _profile(text)
    assert [t.label for t in profile.topics] == ["Ecology", "epidemiology", "statistical genetics"]
