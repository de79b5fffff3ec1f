"""A Markdown page's front matter and body are both read; very long documents stay fast."""

from __future__ import annotations

import json
import time

from talentgraph.extract import extract_profile, within_budget
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import parse_bytes

AUTHOR_PAGE = b"""---
title: Mirela Voss
role: Research Scientist
organizations:
  - name: Quillon Robotics
education:
  courses:
    - course: PhD in Marine Biology
      institution: University of Tarrow
      year: 2019
---
I build models of coral reefs. Before that I spent two summers at Kelpworks as an intern.
"""

WIDGET = b"""---
widget: experience
title: Experience
experience:
  - title: Staff Engineer
    company: Brindle Analytics
    date_start: '2020-02-01'
    date_end: ''
  - title: Research Intern
    company: Larkspur Labs
    date_start: '2018-06-01'
    date_end: '2018-09-01'
---
"""


def test_author_page_front_matter_lists_are_read_with_a_body() -> None:
    p = extract_profile(parse_bytes(AUTHOR_PAGE, source="_index.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert p.person.name == "Mirela Voss"
    assert [(e.institution_text, e.degree, e.end) for e in p.education] == [
        ("University of Tarrow", "Ph.D.", "2019")
    ]
    assert ("Quillon Robotics", "Research Scientist") in [(a.org_text, a.role) for a in p.affiliations]


def test_experience_widget_entries_are_positions() -> None:
    p = extract_profile(parse_bytes(WIDGET, source="experience.md", suffix=".md"), orgs=OrgGazetteer([]))
    rows = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert rows == [
        ("Brindle Analytics", "Staff Engineer", "2020-02-01", "present"),
        ("Larkspur Labs", "Research Intern", "2018-06-01", "2018-09-01"),
    ]
    assert [a.evidence.line for a in p.affiliations if a.evidence] == [6, 10]
    assert p.person.name is None


def test_body_restating_a_front_matter_post_is_not_doubled() -> None:
    text = WIDGET + b"\n## Experience\n- Staff Engineer, Brindle Analytics (2020 - present)\n"
    p = extract_profile(parse_bytes(text, source="experience.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [a.org_text for a in p.affiliations].count("Brindle Analytics") == 1


def test_a_body_doctoral_student_post_at_a_listed_school_is_a_post_beside_the_studies() -> None:
    page = b"""---
title: Mirela Voss
education:
  courses:
    - course: PhD in Marine Biology
      institution: University of Tarrow
      year: 2024
---
I am a PhD student at the University of Tarrow, where I study coral spawning.
"""
    p = extract_profile(parse_bytes(page, source="_index.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.end) for a in p.affiliations] == [("University of Tarrow", "present")]
    assert [(e.institution_text, e.degree) for e in p.education] == [("University of Tarrow", "Ph.D.")]


def _author_page(role: str) -> bytes:
    return f"""---
title: Oren Talby
role: {role}
organizations:
  - name: University of Tarrow
education:
  courses:
    - course: {role.split()[0]} in Soil Science
      institution: University of Tarrow
      year: in progress
---
I study how roots hold wet soil.
""".encode()


def test_an_author_pages_doctoral_student_role_is_a_post_beside_the_studies() -> None:
    p = extract_profile(
        parse_bytes(_author_page("PhD Student"), source="_index.md", suffix=".md"), orgs=OrgGazetteer([])
    )
    assert [(a.org_text, a.role, a.end) for a in p.affiliations] == [
        ("University of Tarrow", "PhD Student", "present")
    ]
    assert [e.institution_text for e in p.education] == ["University of Tarrow"]


def test_an_author_pages_masters_student_role_is_the_studies_only() -> None:
    p = extract_profile(
        parse_bytes(_author_page("MSc student"), source="_index.md", suffix=".md"), orgs=OrgGazetteer([])
    )
    assert p.affiliations == []
    assert [e.institution_text for e in p.education] == ["University of Tarrow"]


def test_a_very_long_line_is_read_in_pieces_with_its_line_number() -> None:
    sentence = "Filler words about reefs and tides. "
    lines = split_lines(["Mirela Voss", sentence * 200 + "Intern at Larkspur Labs (2018)."])
    assert len(lines) > 3
    assert {ln.no for ln in lines[1:]} == {2}
    assert max(len(ln.raw) for ln in lines) <= 2000
    assert "Larkspur Labs" in lines[-1].text


def test_extraction_reads_a_bounded_prefix_and_says_so() -> None:
    kept, read = within_budget(["a" * 60_000, "b" * 60_000, "c"], budget=100_000)
    assert [len(k) for k in kept] == [60_000, 39_999]
    assert read == 100_000
    text = ("Jane Roe\n" + "Research Intern at Larkspur Labs, 2018 - 2019\n" * 5000).encode()
    p = extract_profile(parse_bytes(text, source="long.txt"), orgs=OrgGazetteer([]))
    assert p.warnings
    assert "characters were read" in p.warnings[-1]


def test_single_line_json_evidence_is_a_window_of_the_line() -> None:
    work = [
        {"name": f"Larkspur Labs {i}", "position": "Engineer", "startDate": "2019-01"} for i in range(200)
    ]
    raw = json.dumps({"basics": {"name": "Jane Roe"}, "work": work}).encode()
    p = extract_profile(parse_bytes(raw, source="resume.json"))
    assert len(p.affiliations) == 200
    last = p.affiliations[-1]
    assert last.evidence is not None
    assert last.evidence.line == 1
    assert "Larkspur Labs 199" in last.evidence.text
    assert len(last.evidence.text) < 400


def test_widget_entry_titled_with_a_degree_is_a_study_only() -> None:
    text = b"""+++
widget = "experience"
[[experience]]
  title = "Data Engineer"
  company = "Heron Labs"
  date_start = "2021-09-01"
  date_end = ""
[[experience]]
  title = "PhD in Robotics"
  company = "Kestrel University"
  date_start = "2017-08-01"
  date_end = "2021-06-30"
[[experience]]
  title = "MA, Physics"
  company = "Larkspur College"
  date_start = "2015-09-01"
  date_end = "2016-08-31"
[[experience]]
  title = "Lab Technician"
  company = "Marten Institute"
  date_start = "2013-01-01"
  date_end = "2015-06-30"
+++
"""
    p = extract_profile(parse_bytes(text, source="experience.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.role) for a in p.affiliations] == [
        ("Heron Labs", "Data Engineer"),
        ("Marten Institute", "Lab Technician"),
    ]
    assert [(e.institution_text, e.degree, e.field, e.start, e.end) for e in p.education] == [
        ("Kestrel University", "Ph.D.", "Robotics", "2017-08-01", "2021-06-30"),
        ("Larkspur College", "M.A.", "Physics", "2015-09-01", "2016-08-31"),
    ]


def test_widget_post_named_with_a_degree_is_a_job_only() -> None:
    text = b"""+++
widget = "experience"
[[experience]]
  title = "PhD Researcher (visiting)"
  company = "Kestrel University"
  date_start = "2014-03-01"
  date_end = "2015-02-28"
[[experience]]
  title = "MSc Student Intern"
  company = "Larkspur Institute"
  date_start = "2012-01-01"
  date_end = "2012-06-30"
+++
"""
    p = extract_profile(parse_bytes(text, source="experience.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [a.org_text for a in p.affiliations] == ["Kestrel University", "Larkspur Institute"]
    assert p.education == []


def test_accomplishments_widget_titled_education_lists_studies() -> None:
    text = b"""+++
widget = "accomplishments"
title = "Education"
[[item]]
  organization = "Kestrel University, Norway"
  title = "MSc in Oceanography"
  date_start = "2016-09-01"
  date_end = "2018-06-30"
+++
"""
    p = extract_profile(parse_bytes(text, source="education.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [(e.degree, e.field, e.end) for e in p.education] == [("M.Sc.", "Oceanography", "2018-06-30")]


def test_body_restating_the_front_matter_post_adds_no_second_post() -> None:
    text = b"""---
name: Ada Roe
role: Senior Marine Ecologist
organizations:
  - name: Kestrel University
---

I am a Senior Marine Ecologist at the Tidal Systems Laboratory, where I study kelp forests.
"""
    p = extract_profile(parse_bytes(text, source="_index.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.end) for a in p.affiliations] == [("Kestrel University", "present")]


def test_a_front_matter_role_with_its_field_after_a_comma_is_restated_by_the_body() -> None:
    text = b"""---
name: Ada Roe
role: Research Professor, Marine Ecology
organizations:
  - name: Kestrel University
---

I am a Research Professor in the Department of Ecology at the Tidal Systems Laboratory.
"""
    p = extract_profile(parse_bytes(text, source="_index.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.end) for a in p.affiliations] == [("Kestrel University", "present")]


def test_an_undated_body_study_of_a_degree_the_front_matter_lists_is_a_restatement() -> None:
    text = b"""+++
widget = "about"
[[education.courses]]
  course = "PhD in Oceanography"
  institution = "Kestrel University"
  year = 2015
+++

After my Ph.D. studies I joined the Tide Lab at Harbour College as a postdoctoral fellow.
"""
    p = extract_profile(parse_bytes(text, source="about.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [(e.institution_text, e.degree) for e in p.education] == [("Kestrel University", "Ph.D.")]


DESCRIBED_WIDGET = b'''+++
widget = "experience"
title = "Experience"

[[experience]]
  title = "Research Software Engineer"
  company = "Brindle Analytics"
  date_start = "2019-03-01"
  date_end = ""
  description = """
* Maintained the tide gauge archive and its web front end.
* Co-developed the open-source toolkit [Marlspike](https://github.com/brindle/marlspike) for reef surveys.
"""
+++
'''


def test_experience_descriptions_are_read_for_projects_as_written() -> None:
    p = extract_profile(
        parse_bytes(DESCRIBED_WIDGET, source="experience.md", suffix=".md"), orgs=OrgGazetteer([])
    )
    assert [(x.name, x.org, x.evidence.line if x.evidence else None) for x in p.projects] == [
        ("Marlspike", "Brindle Analytics", 12)
    ]


def test_an_address_in_the_organizations_list_is_not_an_organisation() -> None:
    page = b"""---
title: Mirela Voss
role: Lecturer
organizations:
  - name: mvoss@tarrow.example.edu
  - name: |
      Reef Ecology Group
      University of Tarrow
      https://reefs.tarrow.example.edu
---
"""
    p = extract_profile(parse_bytes(page, source="_index.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.unit) for a in p.affiliations] == [("University of Tarrow", "Reef Ecology Group")]


def test_a_tagline_post_written_with_an_at_sign_is_the_current_post() -> None:
    page = b"""---
title: Mirela Voss
role: Reef Data Strategist | Co-founder @Tidewell
organizations:
  - name: mvoss@example.com
---
"""
    p = extract_profile(parse_bytes(page, source="_index.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.role, a.end) for a in p.affiliations] == [("Tidewell", "Co-founder", "present")]


def test_a_post_description_is_read_as_experience_not_as_interests() -> None:
    widget = b"""---
widget: experience
experience:
  - title: Data Engineer
    company: Brindle Analytics
    date_start: '2019-03-01'
    description: |2-
      * Kept the tide archive running.
      Fortran; Rust; Data Science; Remote Sensing; Statistics
---
"""
    p = extract_profile(parse_bytes(widget, source="experience.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [t.label for t in p.topics] == []


def test_a_body_topic_that_is_part_of_a_listed_interest_is_not_a_topic_of_its_own() -> None:
    from talentgraph.extract.front_matter import merge_front_matter
    from talentgraph.model import Profile, Topic

    body = Profile(source="x", topics=[Topic(label="visualisations"), Topic(label="coral genomics")])
    front = Profile(source="x", topics=[Topic(label="Reef surveys and visualisation")])
    merge_front_matter(body, front)
    assert [t.label for t in body.topics] == ["Reef surveys and visualisation", "coral genomics"]


#: an unquoted colon in ``bio`` breaks the YAML: the page is still read, less that one key
BROKEN_FRONT = b"""---
title: Mirela Voss
bio: Marine biologist: reefs, kelp
organizations:
  - name: Quillon Robotics
---
I am a research scientist at Kelpworks, where I build models of coral reefs.
"""


def test_a_front_matter_key_that_is_not_valid_yaml_is_skipped_and_said_and_the_page_is_read() -> None:
    p = extract_profile(parse_bytes(BROKEN_FRONT, source="_index.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert p.person.name == "Mirela Voss"  # the keys before and after the broken one are read
    orgs = [a.org_text for a in p.affiliations]
    assert "Quillon Robotics" in orgs
    assert "Kelpworks" in orgs  # and the body
    assert p.warnings == ["invalid YAML front matter at line 2: bio skipped"]


def test_a_front_matter_that_is_not_valid_toml_is_said_and_the_body_is_read() -> None:
    page = b'+++\ntitle = "Mirela Voss\n+++\nI am a research scientist at Kelpworks.\n'
    p = extract_profile(parse_bytes(page, source="_index.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert "Kelpworks" in [a.org_text for a in p.affiliations]
    assert len(p.warnings) == 1
    assert p.warnings[0].startswith("invalid TOML front matter (")


def test_people_named_in_front_matter_prose_are_read() -> None:
    page = b"""---
title: Tamsin Kell
subtitle: PhD candidate in the <a href="https://x.example">Tarrow Lab</a> advised by <a href="https://y.example">Dr. Ivo Marsh</a>
intro:
  - excerpt: 'I completed my PhD at the University of Tarrow working with [Lena Ortiz](https://z.example) and [Omar Lind](https://w.example) on reefs.'
---
I study coral reefs.
"""
    profile = extract_profile(parse_bytes(page, source="about.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert {m.name for m in profile.people} >= {"Ivo Marsh", "Lena Ortiz", "Omar Lind"}


def test_a_front_matter_line_of_blanks_or_dashes_is_passed_over_quickly() -> None:
    # the prose test once rescanned a long run of blanks or dashes from each position: ten seconds a line
    page = (
        "---\ntitle: Tamsin Kell\nnote: "
        + " " * 20_000
        + "x\nrule: '"
        + "-" * 20_000
        + "\n---\nI study reefs.\n"
    )
    started = time.perf_counter()
    extract_profile(parse_bytes(page.encode(), source="about.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert time.perf_counter() - started < 5


def test_widget_post_titled_assistant_for_a_person_names_the_supervisor() -> None:
    text = b"""+++
widget = "experience"
[[experience]]
  title = "RA for Ada Roe"
  company = "Kestrel University"
  date_start = "2019-01-01"
  date_end = "2020-01-01"
[[experience]]
  title = "RA for Bo Lind and Cy Moss"
  company = "Wren College"
  date_start = "2017-01-01"
  date_end = "2018-01-01"
[[experience]]
  title = "Research Assistant for the Heron Survey"
  company = "Marten Institute"
  date_start = "2015-01-01"
  date_end = "2016-01-01"
+++
"""
    p = extract_profile(parse_bytes(text, source="experience.md"))
    assert [(m.name, m.relation) for m in p.people] == [
        ("Ada Roe", "supervisor"),
        ("Bo Lind", "supervisor"),
        ("Cy Moss", "supervisor"),
    ]


def test_json_resume_study_area_naming_its_thesis_supervisors() -> None:
    resume = {
        "basics": {"name": "Mira Voss"},
        "education": [
            {
                "institution": "Kestrel University",
                "studyType": "PhD",
                "area": "<a href='https://t.example'>Thesis: 'Quiet Fields'</a> supervised by "
                "<a href='https://a.example'>Ada Roe</a> and Bo Lind",
                "startDate": "2016",
                "endDate": "2020",
            },
            {"institution": "Wren College", "studyType": "MSc", "area": "Physics", "endDate": "2016"},
        ],
    }
    p = extract_profile(parse_bytes(json.dumps(resume, indent=1).encode(), source="resume.json"))
    assert [(m.name, m.relation) for m in p.people] == [("Ada Roe", "supervisor"), ("Bo Lind", "supervisor")]


def test_a_teaser_sentence_in_front_matter_is_read_as_bio_prose() -> None:
    page = b"""---
layout: page-fullwidth
title: "About"
teaser: I am a hydrologist working as a postdoc in the <a href="https://t.example">Tide Group</a> at Kestrel Institution of Oceanography. I received my PhD in 2017 from Northvale University.
---
<div class="row"></div>
"""
    profile = extract_profile(parse_bytes(page, source="about.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [a.org_text for a in profile.affiliations] == ["Kestrel Institution of Oceanography"]
    assert [e.institution_text for e in profile.education] == ["Northvale University"]


def test_a_widget_company_of_names_joined_by_a_slash_is_a_post_at_each() -> None:
    text = b"""+++
widget = "experience"
[[experience]]
  title = "Flight Engineer"
  company = "Heron Labs / Kestrel Space Laboratory"
  date_start = "2019-04-01"
  date_end = "2019-12-01"
[[experience]]
  title = "Analyst"
  company = "Tide Unit/Gull College"
  date_start = "2017-04-01"
  date_end = "2018-12-01"
+++
"""
    p = extract_profile(parse_bytes(text, source="experience.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert [(a.org_text, a.role) for a in p.affiliations][:2] == [
        ("Heron Labs", "Flight Engineer"),
        ("Kestrel Space Laboratory", "Flight Engineer"),
    ]
    assert "Heron Labs / Kestrel Space Laboratory" not in [a.org_text for a in p.affiliations]


def test_an_author_pages_role_that_names_its_employer_is_a_post_there() -> None:
    """ "Currently **Biologist at Kestrel Survey**": the role's own employer, not the page's
    organisation, holds the post; the organisation stays a current affiliation without the role."""
    page = b"""---
title: Oren Talby
role: Currently **Biologist at Kestrel Survey** Tide Lab alumna
organizations:
  - name: University of Tarrow
---
I study how roots hold wet soil.
"""
    p = extract_profile(parse_bytes(page, source="_index.md", suffix=".md"), orgs=OrgGazetteer([]))
    posts = [(a.org_text, a.role, a.end) for a in p.affiliations]
    assert ("Kestrel Survey", "Biologist", "present") in posts
    assert ("University of Tarrow", None, "present") in posts


MEMBER_PAGE = b"""---
title: "Tamsin Orrel"
role: "postdoc"
projects:
  - tidal-energy
  - kelp-sensing
  - gauges
---
Tamsin joined the Orrel Shore Group in 2021, working on the Kestrel Tides project.
"""

LISTED_PROJECTS = b"""---
title: "Tamsin Orrel"
projects:
  - TideKit
  - kelp-sensing
---
"""


def test_front_matter_project_slugs_refer_to_pages_and_name_no_project() -> None:
    """``projects: [tidal-energy, …]`` on a group's member page are the ids of the group's project pages."""
    names = [p.name for p in extract_profile(parse_bytes(MEMBER_PAGE, "member.md")).projects]
    assert not {"tidal-energy", "kelp-sensing", "gauges"} & set(names)
    assert "Kestrel Tides" in names


def test_front_matter_projects_with_a_written_name_are_projects() -> None:
    names = [p.name for p in extract_profile(parse_bytes(LISTED_PROJECTS, "member.md")).projects]
    assert names == ["TideKit", "kelp-sensing"]


_LANDING = """---
title: "Ilse Marrow"
type: landing
sections:
  - block: resume-biography-3
    content:
      username: me
      text: |
        I am a Professor of Geology at Kestrel University. I gained my PhD from Lindqvist University.
---
"""


def test_a_landing_pages_block_text_is_read_as_its_body() -> None:
    """A Hugo Blox landing page keeps its whole page in ``sections: … content: text:``: its name,
    posts and studies come from there, each with the line the front matter writes it on."""
    doc = parse_bytes(_LANDING.encode(), source="index.md", suffix=".md")
    profile = extract_profile(doc, orgs=OrgGazetteer([]))
    assert profile.person.name == "Ilse Marrow"
    posts = {(p.org_text, p.role) for p in profile.affiliations}
    assert ("Kestrel University", "Professor") in posts
    assert [s.institution_text for s in profile.education] == ["Lindqvist University"]
    assert profile.education[0].evidence is not None
    assert profile.education[0].evidence.line == 9


def _alumni_page(bio: str) -> bytes:
    return f"""---
title: Ines Marlow
role: Field Technician
bio: {bio}
organizations:
  - name: University of Tarrow
user_groups:
  - Alumni
---
I counted voles on the island plots.
""".encode()


def test_an_alumni_page_organisation_is_no_longer_held() -> None:
    p = extract_profile(
        parse_bytes(_alumni_page("Vole counter"), source="_index.md", suffix=".md"), orgs=OrgGazetteer([])
    )
    assert [(a.org_text, a.role, a.end) for a in p.affiliations] == [
        ("University of Tarrow", "Field Technician", None)
    ]


def test_an_alumni_page_that_says_the_organisation_is_current_keeps_it_held() -> None:
    page = _alumni_page("Currently a postdoc at University of Tarrow")
    p = extract_profile(parse_bytes(page, source="_index.md", suffix=".md"), orgs=OrgGazetteer([]))
    assert ("University of Tarrow", "present") in [(a.org_text, a.end) for a in p.affiliations]
