"""Structured profiles (JSON Resume, Hugo author YAML, Markdown front matter, generic YAML CVs)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from talentgraph.extract.structured import extract_structured, split_degree
from talentgraph.model import Profile
from talentgraph.sources import parse_bytes, read_document

FIXTURES = Path(__file__).parent / "fixtures" / "structured"


def extract(name: str) -> Profile:
    profile = extract_structured(read_document(FIXTURES / name))
    assert profile is not None
    return profile


def _structured(raw: bytes, source: str, suffix: str = "") -> Profile:
    """The profile a data file or a page's front matter states (the test expects one)."""
    profile = extract_structured(parse_bytes(raw, source=source, suffix=suffix))
    assert profile is not None
    return profile


def test_json_resume_person_and_work() -> None:
    p = extract("resume.json")
    assert p.source == "resume.json"
    assert p.person.name == "Marisol Ferreira-Quintana"
    assert p.person.emails == ["marisol@example.org"]
    assert p.person.homepage == "https://marisol.example.org"
    assert p.person.location == "Lisbon, PT"
    rows = [(a.org_text, a.role, a.start, a.end, a.location) for a in p.affiliations]
    assert rows == [
        ("Northwind Robotics", "Senior Research Engineer", "2021-03", "present", "Porto, Portugal"),
        ("Instituto Superior Técnico", "Research Assistant", "2016-09-01", "2021-02-28", None),
    ]
    lines = (FIXTURES / "resume.json").read_text(encoding="utf-8").splitlines()
    for aff in p.affiliations:
        assert aff.evidence is not None
        assert aff.org_text is not None
        assert aff.org_text in lines[aff.evidence.line - 1]
        assert aff.evidence.text == lines[aff.evidence.line - 1].strip()
    assert p.affiliations[0].evidence is not None
    assert p.affiliations[0].evidence.line == 12


def test_json_resume_education_projects_and_lists() -> None:
    p = extract("resume.json")
    edu = [(e.institution_text, e.degree, e.field, e.start, e.end) for e in p.education]
    assert edu == [
        ("Instituto Superior Técnico", "Ph.D.", "Electrical Engineering", "2016", "2021"),
        ("University of Coimbra", "B.S.", "Physics", "2011", "2014"),
    ]
    [project] = p.projects
    assert (project.name, project.org, project.start, project.end) == (
        "Tidepool SLAM",
        "Northwind Robotics",
        "2022-09",
        "2022-02",
    )
    assert project.links == ["https://example.org/tidepool"]
    # the backwards interval is kept as written, and flagged
    assert p.warnings == ["project 'Tidepool SLAM': end 2022-02 precedes start 2022-09; kept as written"]
    assert [t.label for t in p.topics] == [
        "Sensor Fusion",
        "Computer Vision",
        "autonomous underwater vehicles",  # "Marine Robotics", the interest's name, is its category
    ]
    assert [t.label for t in p.technologies] == ["ROS 2", "Eigen", "Rust", "OpenCV"]
    assert (p.publications[0].title, p.publications[0].url) == (
        "Depth Without Light",
        "https://example.org/dwl.pdf",
    )
    assert [(a.name, a.org, a.year) for a in p.awards] == [
        ("Young Engineer Prize", "Ordem dos Engenheiros", "2020")
    ]
    # references, then people named in descriptions (with the line they are written on)
    assert [(m.name, m.relation) for m in p.people] == [
        ("Tomasz Wielgosz", "reference"),
        ("Ingrid Solheim", "advisor"),
    ]
    assert p.people[1].evidence is not None
    assert p.people[1].evidence.line == 22
    assert [(x.venue, x.year) for x in p.publications] == [("ICRA", "2022"), ("IROS", "2019")]


def test_hugo_author_yaml() -> None:
    p = extract("author.yaml")
    assert p.person.name == "Kwabena Asante-Mills"
    assert p.person.emails == ["kam@lit.example.edu"]
    rows = [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]
    assert rows == [
        ("Lakeside Institute of Technology", "Assistant Professor", "2020-08-15", "present"),
        ("Delta Polytechnic", "Postdoctoral Researcher", "2018-09-01", "2020-07-31"),
        # listed under organizations only: a current affiliation; the page's role belongs to the first org
        ("Harbor Climate Lab", None, None, "present"),
    ]
    edu = [(e.institution_text, e.degree, e.field, e.end) for e in p.education]
    assert edu == [
        ("Riverbend University", "Ph.D.", "Environmental Engineering", "2018"),
        ("Riverbend University", "Ph.D.", "Civil Engineering", "2017"),
        ("Delta Polytechnic", "M.Sc.", None, "2012"),
    ]
    # the bio's "I study how rivers move sediment" states the owner's research beside the listed interests
    # (corpus/real/GUIDE.md, topics: prose interests count even beside a list)
    assert [t.label for t in p.topics] == ["Hydrology", "Remote Sensing", "how rivers move sediment"]
    assert [t.label for t in p.technologies] == ["Python", "Google Earth Engine"]
    assert p.warnings == []


def test_markdown_front_matter() -> None:
    p = extract("about.md")
    assert p.person.name == "Noor Al-Sabbagh"
    assert p.person.emails == ["noor@example.net"]
    [aff] = p.affiliations
    assert (aff.org_text, aff.role, aff.end) == ("Eastbridge University", "PhD Student", "present")
    assert aff.evidence is not None
    assert aff.evidence.line == 5
    edu, current = p.education  # the "PhD Student" role: a PhD under way at the organisation
    assert (edu.institution_text, edu.degree, edu.field, edu.end) == (
        "Qatar Coast University",
        "B.Eng.",
        "Computer Engineering",
        "2021",
    )
    assert (current.institution_text, current.degree, current.end) == ("Eastbridge University", "Ph.D.", None)
    assert [t.label for t in p.topics] == ["Program Synthesis", "Type Systems"]


def test_generic_yaml_cv() -> None:
    p = extract("cv.yaml")
    assert p.person.name == "Henrik Solberg"
    assert p.person.emails == ["henrik@example.com"]
    assert (p.person.homepage, p.person.location) == ("henrik.example.com", "Bergen, Norway")
    rows = [(a.org_text, a.unit, a.role, a.start, a.end) for a in p.affiliations]
    assert rows == [
        ("Fjordline Analytics", None, "Data Scientist", "2019", "present"),
        ("Bergen Marine Institute", "Ocean Data Group", "Research Intern", "2017-06", "2017-08"),
    ]
    [edu] = p.education
    assert (edu.institution_text, edu.degree, edu.field, edu.start, edu.end) == (
        "University of Bergen",
        "M.Sc.",
        "Statistics",
        "2016",
        "2018",
    )
    assert [t.label for t in p.topics] == ["Time Series Forecasting", "Bayesian Inference"]
    assert [(a.name, a.year) for a in p.awards] == [("Nordic Statistics Medal", "2018")]
    assert [(x.title, x.venue, x.year) for x in p.publications] == [
        ("Forecasting Fjord Temperatures", "Journal of Marine Data", "2020")
    ]


@pytest.mark.parametrize(
    ("raw", "suffix"),
    [
        (b"---\ntitle: About Me\npermalink: /\nauthor_profile: true\n---\nHello.\n", ".md"),
        (b"title: Home\nmenu: main\n", ".yaml"),
        (b"[1, 2, 3]", ".json"),
        (b'{"title": "CV", "layout": "page"}', ".json"),
    ],
)
def test_not_a_profile_structure(raw: bytes, suffix: str) -> None:
    assert extract_structured(parse_bytes(raw, source=f"x{suffix}", suffix=suffix)) is None


@pytest.mark.parametrize(
    "raw",
    [
        b"title: About me\nrole: Researcher\norganizations:\n  - name: Acme Labs\n",
        b'{"basics": {"label": "Engineer"}, "work": [{"name": "Acme Labs", "position": "Engineer"}]}',
    ],
)
def test_never_invents_a_name(raw: bytes) -> None:
    suffix = ".json" if raw.startswith(b"{") else ".yaml"
    p = _structured(raw, f"x{suffix}", suffix)
    assert p.person.name is None
    assert [a.org_text for a in p.affiliations] == ["Acme Labs"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("PhD in Computer Science", ("Ph.D.", "Computer Science")),
        ("Ph.D., Computer Science", ("Ph.D.", "Computer Science")),
        ("Bachelor of Science", ("B.S.", None)),
        ("Master of Science in Data Science", ("M.S.", "Data Science")),
        ("Electrical Engineering (MEng)", ("M.Eng.", "Electrical Engineering")),
    ],
)
def test_split_degree(text: str, expected: tuple[str, str | None]) -> None:
    assert split_degree(text) == expected


def test_front_matter_title_is_a_name_only_when_the_page_repeats_it() -> None:
    page = b"---\ntitle: Ines Valcourt\ndate: 2024-01-01\n---\n# Hi, I'm Ines\nI study glaciers.\n"
    p = _structured(page, "index.md", ".md")
    assert p.person.name == "Ines Valcourt"
    post = b"---\ntitle: Graph Neural Networks\n---\nGraph neural networks, explained. Graph it.\n"
    assert extract_structured(parse_bytes(post, source="post.md", suffix=".md")) is None
    trip = b"---\ntitle: Winter Trip Report\n---\nWe went skiing.\n"
    assert extract_structured(parse_bytes(trip, source="trip.md", suffix=".md")) is None


def test_a_short_author_bio_states_its_research_interests() -> None:
    page = (
        b"---\ntitle: Ilse Brandvold\nrole: Oceanographer\n"
        b"bio: My research interests include tidal mixing and icebergs.\n---\nHello.\n"
    )
    p = _structured(page, "_index.md", ".md")
    assert [t.label for t in p.topics] == ["tidal mixing", "icebergs"]


def test_mention_in_an_entry_description_takes_the_entry_organisation(tmp_path: Path) -> None:
    resume = {
        "basics": {"name": "Noor Abadi"},
        "education": [
            {
                "institution": "University of Toronto",
                "studyType": "PhD",
                "area": "Computer Science",
                "startDate": "2015-09",
                "endDate": "2020-06",
                "summary": "Thesis on graph sparsification, advised by Prof. Malia Okonkwo.",
            }
        ],
    }
    path = tmp_path / "resume.json"
    path.write_text(json.dumps(resume, indent=2))
    profile = extract_structured(read_document(path))
    assert profile is not None
    (mention,) = profile.people
    assert (mention.name, mention.relation, mention.org) == (
        "Malia Okonkwo",
        "advisor",
        "University of Toronto",
    )


def test_site_data_whose_name_field_is_the_title_and_location_the_org() -> None:
    """A Jekyll data file whose entries put the job title or degree under ``name`` and the
    employer under ``location``: the fields are read by what they say; HTML entities decoded."""
    text = (
        'work:\n  - name: Software Developer\n    date: "January 2023&mdash;Now"\n'
        "    location: Kestrel Vision Systems\n"
        '  - name: Doctoral candidate\n    date: "March 2018&mdash;December 2022"\n'
        "    location: the University of Lakeside\n"
        "  - name: Kestrel Robotics\n    date: 2015\n    location: Oslo, Norway\n"
        'education:\n  - date: 2018/03 - 2022/12\n    name: "Ph.D. in Mathematics"\n'
        "    location: University of Lakeside\n"
    )
    profile = _structured(text.encode(), "cv.yml", ".yml")
    assert [(a.org_text, a.role, a.start, a.end, a.location) for a in profile.affiliations] == [
        ("Kestrel Vision Systems", "Software Developer", "2023-01", "present", None),
        ("University of Lakeside", "Doctoral candidate", "2018-03", "2022-12", None),
        ("Kestrel Robotics", None, "2015", "2015", "Oslo, Norway"),
    ]
    assert [(e.institution_text, e.degree, e.field) for e in profile.education] == [
        ("University of Lakeside", "Ph.D.", "Mathematics")
    ]


def test_software_and_open_source_lists_of_a_yaml_cv_are_projects(tmp_path: Path) -> None:
    path = tmp_path / "cv.yml"
    path.write_text(
        "name: Ada Roe\nexperience:\n  - company: Kestrel Labs\n    position: Engineer\n    years: 2019 - 2021\n"
        "open-source-contribs:\n  - name: tidekit python package\n    url: https://example.org/tidekit\n"
        "    description: Reads tide gauges.\n  - name: kelpmap\n    description: Maps kelp.\n"
        "software:\n  - name: brinepool\n",
        encoding="utf-8",
    )
    profile = extract_structured(read_document(path))
    assert profile is not None
    assert [p.name for p in profile.projects] == ["tidekit python package", "kelpmap", "brinepool"]


def test_a_bare_list_of_degree_records_is_an_education_section() -> None:
    text = (
        '- degree: Ph.D.\n  university: "Kestrel University, Lakeside"\n  date: June 2016\n'
        "  committee:\n    advisor: Ada Roe\n"
        "- degree: B.A.\n  university: Harbour College\n  date: May 2010\n"
        "- talk: Tides and their effect\n  date: 2011\n"
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert [(e.institution_text, e.degree, e.end) for e in p.education] == [
        ("Kestrel University, Lakeside", "Ph.D.", "2016-06"),
        ("Harbour College", "B.A.", "2010-05"),
    ]
    assert [m.name for m in p.people] == ["Ada Roe"]


def test_a_post_listed_under_two_sections_is_one_post() -> None:
    text = (
        "- title: Work Experience\n  type: time_table\n  contents:\n"
        "    - title: Data Scientist\n      institution: Kestrel Labs\n      year: 2021 - Present\n"
        "- title: Research Experience\n  type: time_table\n  contents:\n"
        "    - title: Data Scientist\n      institution: Kestrel Labs\n      year: 2021 - Present\n"
        "    - title: Research Assistant\n      institution: Harbour College\n      year: 2018 - 2021\n"
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert [(a.org_text, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel Labs", "2021", "present"),
        ("Harbour College", "2018", "2021"),
    ]


def test_skill_names_differing_only_in_symbols_are_distinct() -> None:
    raw = b'{"basics": {"name": "Ada Roe"}, "skills": [{"name": "Languages", "keywords": ["C++", "C", "C#", "F#"]}]}'
    p = _structured(raw, "resume.json")
    assert [t.label for t in p.technologies] == ["C++", "C", "C#", "F#"]


def test_other_interests_of_a_cv_are_pastimes_not_topics() -> None:
    text = (
        "- title: Research Interests\n  type: list\n  contents:\n    - Tidal energy\n"
        "- title: Other Interests\n  type: list\n  contents:\n    - Sailing, birdwatching\n"
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert [t.label for t in p.topics] == ["Tidal energy"]


def test_an_organisation_written_on_two_lines_is_unit_then_organisation() -> None:
    text = (
        "---\ntitle: Ada Roe\nrole: Research Fellow\norganizations:\n"
        "  - name: |\n      Tidal Systems Group  \n      Kestrel University, Norway\n    url: https://k.example\n"
        "---\n"
    )
    p = _structured(text.encode(), "_index.md", ".md")
    assert [(a.org_text, a.unit, a.role, a.location) for a in p.affiliations] == [
        ("Kestrel University", "Tidal Systems Group", "Research Fellow", "Norway")
    ]


def test_one_education_entry_naming_two_degrees_is_two_studies() -> None:
    raw = (
        b'{"basics": {"name": "Ada Roe"}, "education": ['
        b'{"institution": "Kestrel University", "studyType": "PhD & MS", "area": "Oceanography", "endDate": "2020"},'
        b'{"institution": "Harbour College", "studyType": "MS/MPH", "area": "Public Health", "endDate": "2014"}]}'
    )
    p = _structured(raw, "resume.json")
    assert [(e.institution_text, e.degree, e.field) for e in p.education] == [
        ("Kestrel University", "Ph.D.", "Oceanography"),
        ("Kestrel University", "M.S.", "Oceanography"),
        ("Harbour College", "M.S.", "Public Health"),  # a dual degree, as written
    ]


def test_a_skills_value_listing_several_tools_is_several_technologies() -> None:
    text = (
        "- title: General Information\n  type: map\n  contents:\n"
        "    - name: Full Name\n      value: Ada Roe\n"
        "    - name: Programming\n      value: Python (NumPy, SciPy), Fortran; Julia\n"
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert [t.label for t in p.technologies] == ["Python (NumPy, SciPy)", "Fortran", "Julia"]


def test_a_map_section_of_advising_names_its_groups_of_people() -> None:
    text = (
        "- title: General Information\n  type: map\n  contents:\n"
        "    - name: Full Name\n      value: Ada Roe\n"
        "- title: Student Advising\n  type: map\n  contents:\n"
        "    - name: Summer interns\n      value: 2022 – Bo Lind, Cy Dunn. 2021 – Di Ek.\n"
        "    - name: Doctoral students\n      value: Eli Falk (2020–2024), Bo Lind (2023– )\n"
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert p.person.name == "Ada Roe"
    assert [(m.name, m.relation) for m in p.people] == [
        ("Bo Lind", "mentee"),
        ("Cy Dunn", "mentee"),
        ("Di Ek", "mentee"),
        ("Eli Falk", "student"),
    ]


def test_a_joint_degree_names_each_awarding_institution() -> None:
    text = (
        "- title: Education\n  type: time_table\n  contents:\n"
        "    - title: M.Sc. in Oceanography\n      institution: 'Joint degree awarded by:'\n      year: 2016\n"
        "      description:\n        - Kestrel University, Oslo, Norway\n        - Harbour College, Cork, Ireland\n"
        "    - title: B.Sc. in Physics\n      institution: Lakeside University\n      year: 2014\n"
        "      description:\n        - 'Thesis: waves'\n"
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Kestrel University, Oslo, Norway", "M.Sc."),
        ("Harbour College, Cork, Ireland", "M.Sc."),
        ("Lakeside University", "B.Sc."),
    ]


def test_interest_groups_name_their_topics_unless_a_category_or_a_sentence() -> None:
    resume = {
        "basics": {"name": "Ilse Brandvold"},
        "interests": [{"name": "Oceanography", "keywords": ["Tidal Mixing", "Sea Ice"]}],
    }
    p = _structured(json.dumps(resume, indent=2).encode(), "resume.json")
    assert [t.label for t in p.topics] == ["Tidal Mixing", "Sea Ice"]
    cv = b"""- title: Research Interests
  type: nested_list
  contents:
    - title: Coastal Hydrodynamics
      items: [Storm Surge]
    - title: Understanding How the Shape of Estuaries Shapes the Mixing of Their Waters Over Decades
      items: [Estuarine Mixing]
"""
    p = _structured(cv, "cv.yml", ".yml")
    assert [t.label for t in p.topics] == ["Coastal Hydrodynamics", "Storm Surge", "Estuarine Mixing"]


def test_interest_groups_of_pastimes_are_not_topics() -> None:
    resume = {
        "basics": {"name": "Ilse Brandvold"},
        "interests": [
            {"name": "Weekends", "keywords": ["Derby days", "Allotment"]},
            {"name": "Music", "keywords": ["Fiddle", "Folk sessions"]},
            {"name": "Oceanography", "keywords": ["Tidal Mixing", "Sea Ice"]},
        ],
    }
    p = _structured(json.dumps(resume, indent=2).encode(), "resume.json")
    assert [t.label for t in p.topics] == ["Tidal Mixing", "Sea Ice"]
    p = _structured(b"name: Ilse Brandvold\ninterests: [Hiking, Chess, Baking]\n", "profile.yml", ".yml")
    assert p.topics == []


def test_a_skill_that_names_no_field_is_no_topic() -> None:
    resume = {
        "basics": {"name": "Ilse Brandvold"},
        "skills": [
            {
                "name": "Lab Practice",
                "keywords": [
                    "Weekly stand-up planning",
                    "Careful buoy maintenance",
                    "Applied coastal geomorphology",
                ],
            }
        ],
    }
    p = _structured(json.dumps(resume, indent=2).encode(), "resume.json")
    assert [t.label for t in p.topics] == ["Applied coastal geomorphology"]


def test_the_owners_about_text_is_read_like_a_summary() -> None:
    profile = b"""name: Ilse Brandvold
email: ilse@example.org
about: Lecturer at a coastal institute. My research interests include tidal mixing and sea ice dynamics.
"""
    p = _structured(profile, "profile.yml", ".yml")
    assert [t.label for t in p.topics] == ["tidal mixing", "sea ice dynamics"]


def test_a_labelled_description_item_read_as_a_mapping_names_people() -> None:
    cv = b"""name: Ilse Brandvold
experience:
  - position: Postdoctoral Researcher
    company: Kestrel University
    dates: 2019 - 2021
    highlights:
      - Advisor: Prof. Tamsin Ardel
"""
    p = _structured(cv, "cv.yml", ".yml")
    assert [m.name for m in p.people] == ["Tamsin Ardel"]


def test_honours_listed_under_a_degree_are_awards() -> None:
    cv = b"""education:
  - degree: B.A. in Linguistics
    university: Kestrel College
    year: 2012
    awards: [Magna cum laude, Tern Society]
"""
    p = _structured(cv, "cv.yml", ".yml")
    assert [a.name for a in p.awards] == ["Magna cum laude", "Tern Society"]


def test_two_linked_organisations_joined_by_ampersand_are_two_posts() -> None:
    text = (
        "- title: Research Experience\n  type: time_table\n  contents:\n"
        "    - title: Visiting Fellow\n"
        '      institution: <a href="https://k.example">Kestrel Robotics Group</a> &'
        ' <a href="https://h.example">Heron Instruments</a>\n'
        "      year: 2015 - 2016\n"
        "    - title: Engineer\n      institution: Oak & Pine Institute\n      year: 2012 - 2014\n"
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert [(a.org_text, a.role, a.start) for a in p.affiliations] == [
        ("Kestrel Robotics Group", "Visiting Fellow", "2015"),
        ("Heron Instruments", "Visiting Fellow", "2015"),
        ("Oak & Pine Institute", "Engineer", "2012"),
    ]


def test_a_grant_row_marked_co_investigator_names_its_project_in_the_description() -> None:
    text = (
        "- title: Grants\n  type: time_table\n  contents:\n"
        "    - title: KSA Explorer Fund – Co-I\n"
        '      description: "Dune dynamics on Titan (PI: A. Roe)"\n'
        "      year: 2021\n"
        "    - title: Best Poster Award\n      description: Annual meeting of a society\n      year: 2019\n"
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert [(j.name, j.org, j.start) for j in p.projects] == [("Dune dynamics on Titan", "KSA", "2021")]


def test_a_project_label_in_a_post_description_names_a_project_of_the_post() -> None:
    text = (
        "- title: Research Experience\n  type: time_table\n  contents:\n"
        "    - title: Postdoctoral Fellow\n      institution: Harbour College, Exeter, UK\n"
        "      year: 03/2019 – 08/2021\n      description:\n"
        "        - Project; Tidal mixing in shallow estuaries from coupled models\n"
        "        - Advisor; Prof. Ada Roe\n"
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert [(j.name, j.org, j.start, j.end) for j in p.projects] == [
        ("Tidal mixing in shallow estuaries from coupled models", "Harbour College", "2019-03", "2021-08")
    ]


def test_grant_items_closed_by_an_investigator_role_in_a_post_description_are_projects() -> None:
    text = (
        "[[experience]]\n"
        '  title = "Research Fellow"\n  company = "Harbour College"\n  date_start = "2018-01-01"\n'
        '  description = """\n'
        "**Grants**\n"
        "- Tide Maps for Small Harbours – Kestrel Coastal Fund (Chief Investigator).\n"
        "- Surveyed three harbours – with a small team (2019).\n"
        '"""\n'
    )
    doc = parse_bytes(("+++\n" + text + "+++\n").encode(), source="experience.md", suffix=".md")
    p = extract_structured(doc)
    assert p is not None
    assert [(j.name, j.org) for j in p.projects] == [("Tide Maps for Small Harbours", "Kestrel Coastal Fund")]


def test_a_masters_student_role_at_a_school_of_the_listed_studies_is_no_post() -> None:
    page = b"""title: Ilse Brandvold
role: Master student
organizations:
  - name: Kestrel University
education:
  courses:
    - course: MSc in Oceanography
      institution: Kestrel University
      year: 2022-2026
"""
    p = _structured(page, "author.yml", ".yml")
    assert p.affiliations == []
    assert [e.institution_text for e in p.education] == ["Kestrel University"]


def test_a_staff_role_at_a_school_of_the_listed_studies_is_a_post() -> None:
    page = b"""title: Ilse Brandvold
role: Lecturer
organizations:
  - name: Kestrel University
education:
  courses:
    - course: PhD in Oceanography
      institution: Kestrel University
      year: 2016
"""
    p = _structured(page, "author.yml", ".yml")
    assert [(a.org_text, a.role) for a in p.affiliations] == [("Kestrel University", "Lecturer")]


def test_a_degree_student_role_at_the_first_organisation_is_studies_there() -> None:
    page = b"""title: Ilse Brandvold
role: Oceanography PhD candidate
organizations:
  - name: Kestrel University
education:
  courses:
    - course: MSc in Physics
      institution: Harbour College
      year: 2019
"""
    p = _structured(page, "author.yml", ".yml")
    assert [(a.org_text, a.role) for a in p.affiliations] == [
        ("Kestrel University", "Oceanography PhD candidate")
    ]
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("Harbour College", "M.Sc."),
        ("Kestrel University", "Ph.D."),
    ]


def test_a_staff_role_naming_no_studies_adds_no_degree() -> None:
    p = _structured(
        b"title: Ilse Brandvold\nrole: Research Fellow\norganizations:\n  - name: Kestrel University\n",
        "author.yml",
        ".yml",
    )
    assert p.education == []


def test_a_posts_supervisor_field_names_its_supervisors() -> None:
    page = b"""experience:
  - title: Postdoctoral Fellow
    institution: Kestrel Institute
    dates: 2019 - 2022
    supervisor: "Prof. Dr. Ilse Brandvold & Dr. Tomas Quell"
"""
    p = _structured(page, "cv.yml", ".yml")
    assert [(m.name, m.relation) for m in p.people] == [
        ("Ilse Brandvold", "supervisor"),
        ("Tomas Quell", "supervisor"),
    ]


def test_a_mentorship_list_names_mentees_not_posts() -> None:
    page = b"""mentorship:
  - name: Rosa Feldt
    role: Undergraduate, Kestrel University
    dates: 2023 - Present
  - name: Summer School Students
    role: Lab module
    dates: Yearly
"""
    p = _structured(page, "cv.yml", ".yml")
    assert p.affiliations == []
    assert [(m.name, m.relation) for m in p.people] == [("Rosa Feldt", "mentee")]


def test_a_quarto_pagetitle_that_is_a_name_names_the_owner() -> None:
    page = b'---\ntitle: "A few words about me"\npagetitle: "Mara Lindqvist"\n---\n\nI study tides.\n'
    doc = parse_bytes(page, source="about.qmd", suffix=".qmd")
    p = extract_structured(doc)
    assert p is not None
    assert p.person.name == "Mara Lindqvist"


def test_a_quarto_pagetitle_naming_a_subject_is_no_name() -> None:
    page = b'---\ntitle: "Notes"\npagetitle: "Ocean Modelling"\n---\n\nI study tides.\n'
    p = extract_structured(parse_bytes(page, source="about.qmd", suffix=".qmd"))
    assert p is None or p.person.name is None


def test_rendercv_one_line_skill_entries_list_their_tools() -> None:
    page = b"""cv:
  name: Mara Lindqvist
  sections:
    skills:
      - label: Programming
        details: Python, Fortran, Julia
"""
    p = _structured(page, "cv.yaml", ".yaml")
    assert [t.label for t in p.technologies] == ["Python", "Fortran", "Julia"]


def test_a_students_mentored_section_names_mentees() -> None:
    page = b"""Students Mentored:
  - name: Rosa Feldt
    start_date: 2023
    end_date: present
    summary: Undergraduate thesis on tides
"""
    p = _structured(page, "cv.yml", ".yml")
    assert p.affiliations == []
    assert [(m.name, m.relation) for m in p.people] == [("Rosa Feldt", "mentee")]


def test_a_data_file_list_of_posts_under_a_key_of_its_own_is_read_as_posts(tmp_path: Path) -> None:
    data = {
        "basics": {"name": "Ines Varga"},
        "labs": [{"name": "Fen Ecology Lab", "position": "Research Assistant", "startDate": "2018/03",
                      "endDate": "2019/06"}],
        "student leadership": [{"organization": "Rowing Club", "position": "Captain", "startDate": "2017"}],
        "talks": [{"title": "On Fens", "publisher": "Marsh Society", "date": "2019"}],
    }  # fmt: skip
    path = tmp_path / "resume.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    profile = extract_structured(read_document(path))
    assert profile is not None
    assert [(a.org_text, a.role, a.start) for a in profile.affiliations] == [
        ("Fen Ecology Lab", "Research Assistant", "2018-03")
    ]


def test_a_post_names_its_supervisors_under_a_people_key() -> None:
    text = (
        "experience:\n"
        '  - title: "Research Fellow"\n    dates: "2019 - 2022"\n    institution: "Kestrel Institute, Lakeside"\n'
        '    supervisor: "Prof. Dr. Ada Roe & Dr. Bo Lind"\n'
        '  - title: "Analyst"\n    dates: "2016 - 2019"\n    institution: "Harbour Labs"\n'
        '    advisors: "Cy Dunn"\n'
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert [(m.name, m.relation) for m in p.people] == [
        ("Ada Roe", "supervisor"),
        ("Bo Lind", "supervisor"),
        ("Cy Dunn", "advisor"),
    ]


def test_service_and_volunteer_records_are_no_posts() -> None:
    """Reviewing, organising, committee seats and volunteering (a JSON Resume ``volunteer`` list,
    whatever its roles) are not employment (GUIDE); the posts beside them stay."""
    raw = json.dumps(
        {
            "basics": {"name": "Tamsin Okafor"},
            "work": [{"name": "Heron Robotics", "position": "Research Scientist", "startDate": "2021"}],
            "volunteer": [
                {"organization": "Journal of Marsh Robotics", "position": "Reviewer", "date": "2023"},
                {"organization": "Wetland Autonomy Workshop", "position": "Organizer", "date": "2022"},
                {"organization": "Fen Symposium", "position": "Program Committee", "date": "2021"},
                {"organization": "Reedbed Food Bank", "position": "Coordinator", "startDate": "2019"},
            ],
        }
    ).encode()
    p = _structured(raw, "tamsin.json")
    assert [a.org_text for a in p.affiliations] == ["Heron Robotics"]


def test_a_post_whose_title_names_a_society_or_a_board_stays_a_post() -> None:
    """A fellowship or a job named after a society, club or board ends in its own title word: a post,
    not a service seat, while a committee member's record is still none."""
    raw = json.dumps(
        {
            "basics": {"name": "Tamsin Okafor"},
            "work": [
                {
                    "name": "Heron University",
                    "position": "Kestrel Society Research Fellow",
                    "startDate": "2020",
                },
                {"name": "Marsh Rowing Club", "position": "Club Manager", "startDate": "2015"},
                {"name": "Fen Symposium", "position": "Program Committee Member", "startDate": "2019"},
            ],
        }
    ).encode()
    p = _structured(raw, "tamsin.json")
    assert [a.org_text for a in p.affiliations] == ["Heron University", "Marsh Rowing Club"]


def test_a_study_or_an_exchange_listed_as_a_post_is_none() -> None:
    """A non-doctoral study or an exchange written as a role in a data file's experience list is no
    post, as in a text CV; a doctoral student's role stays one (GUIDE)."""
    raw = json.dumps(
        {
            "basics": {"name": "Tamsin Okafor"},
            "work": [
                {
                    "name": "Kestrel University",
                    "position": "MS Student",
                    "startDate": "2014",
                    "endDate": "2016",
                },
                {
                    "name": "Heron Institute",
                    "position": "Visiting Undergraduate Student",
                    "startDate": "2013",
                },
                {
                    "name": "Marsh College",
                    "position": "Exchange student",
                    "startDate": "2012",
                    "endDate": "2013",
                },
                {
                    "name": "Kestrel University",
                    "position": "PhD Student",
                    "startDate": "2016",
                    "endDate": "2020",
                },
            ],
        }
    ).encode()
    p = _structured(raw, "tamsin.json")
    assert [a.role for a in p.affiliations] == ["PhD Student"]


def test_a_department_field_naming_its_university_gives_the_org() -> None:
    """An entry with no org key whose department names the university after it: that is the org."""
    raw = json.dumps(
        {
            "employment": [
                {
                    "title": "Assistant Professor",
                    "department": "Department of Tides, Kestrel University",
                    "dates": "August 2021 - May 2022",
                },
                {"title": "Engineer", "department": "Harbour Systems Team", "dates": "2019 - 2021"},
            ]
        }
    ).encode()
    posts = [(a.org_text, a.unit) for a in _structured(raw, "cv.json").affiliations]
    assert ("Kestrel University", "Department of Tides") in posts
    assert all(org != "Harbour Systems Team" for org, _ in posts)


def test_a_job_page_states_its_span_in_duration_not_in_its_date() -> None:
    page = (
        '---\ndate: 2016-03-02\ntitle: "Data Engineer"\njobTitle: "Data Engineer"\ncompany: "Kestrel Labs"\n'
        'location: "Oslo"\nduration: "2016–2019"\n---\n\nBuilt pipelines for the survey team.\n'
    )
    profile = extract_structured(parse_bytes(page.encode(), source="job.md", suffix=".md"))
    assert profile is not None
    [post] = profile.affiliations
    assert (post.org_text, post.role, post.start, post.end) == (
        "Kestrel Labs",
        "Data Engineer",
        "2016",
        "2019",
    )


def test_a_page_of_one_post_states_its_dates_in_start_and_end_keys() -> None:
    """A CV site's page per entry ("position", "institution", "start-date", "end-date"): the post with
    its dates; a page that states a start and no end states no end."""
    page = (
        '---\ntitle: "Senior Research Associate"\nstart-date: 2019-03-01\nend-date: Present\n'
        'position: "Senior Research Associate"\ninstitution: "Kestrel University"\n---\n\nI study tides.\n'
    )
    profile = extract_structured(parse_bytes(page.encode(), source="job.md", suffix=".md"))
    assert profile is not None
    [post] = profile.affiliations
    assert (post.org_text, post.start, post.end) == ("Kestrel University", "2019-03-01", "present")
    page = "---\ntitle: Systems Engineer\norganization: Hooli\nstart: 2021-02-21\n---\n\nI run containers.\n"
    profile = extract_structured(parse_bytes(page.encode(), source="job.md", suffix=".md"))
    assert profile is not None
    [post] = profile.affiliations
    assert (post.org_text, post.start, post.end) == ("Hooli", "2021-02-21", None)


def test_a_page_of_one_study_is_a_study_and_its_title_no_name() -> None:
    page = (
        '---\ntitle: "PhD Geology"\nstart-date: 2011-10-03\nend-date: 2015-09-30\n'
        'institution: "Kestrel University"\n---\n\nMy PhD thesis is on fossil fish. My PhD had three parts.\n'
    )
    profile = extract_structured(parse_bytes(page.encode(), source="phd.md", suffix=".md"))
    assert profile is not None
    assert profile.person.name is None
    assert profile.affiliations == []
    [study] = profile.education
    assert (study.institution_text, study.degree, study.start, study.end) == (
        "Kestrel University",
        "Ph.D.",
        "2011-10-03",
        "2015-09-30",
    )


def test_a_pronoun_set_in_the_organisations_is_no_organisation() -> None:
    page = b"""title: Ilse Brandvold
role: Graduate Student
organizations:
  - name: she/they
  - name: Kestrel University
"""
    p = _structured(page, "author.yml", ".yml")
    assert [a.org_text for a in p.affiliations] == ["Kestrel University"]


def test_a_misspelt_section_title_of_a_yaml_cv_still_lists_its_posts() -> None:
    text = """- title: Acedemic Appoinments
  type: time_table
  contents:
    - title: Research Scientist
      institution: Wren Institute, Kestrel University
      year: 2019 - 2022
- title: Other Intrests
  type: list
  contents: [Knitting]
"""
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert [(a.org_text, a.role, a.start) for a in p.affiliations] == [
        ("Kestrel University", "Research Scientist", "2019")
    ]
    assert not p.topics  # pastimes, however the title is spelt


def _widget(*entries: tuple[str, str, str, str]) -> str:
    return (
        "+++\n"
        + "".join(
            f'[[experience]]\n  title = "{title}"\n  company = "{company}"\n'
            f'  date_start = "{start}"\n  date_end = "{end}"\n'
            for title, company, start, end in entries
        )
        + "+++\n"
    )


def test_a_doctoral_role_in_an_experience_widget_is_a_post_and_a_study() -> None:
    text = _widget(
        ("Research Scientist", "Harbour Labs", "2021-03-01", ""),
        ("PhD student", "Kestrel University Medical Center", "2016-09-01", "2021-02-01"),
        ("PhD Researcher (guest)", "Gull University", "2018-01-01", "2018-06-01"),
        ("Postdoc/Ph.D. Candidate", "Tern University", "2014-01-01", "2016-06-01"),
    )
    p = extract_structured(parse_bytes(text.encode(), source="experience.md", suffix=".md"))
    assert p is not None
    assert [a.org_text for a in p.affiliations] == [
        "Harbour Labs",
        "Kestrel University Medical Center",
        "Gull University",
        "Tern University",
    ]
    # a stay as a guest and a role joined to a job are posts only
    assert [(e.institution_text, e.degree, e.start, e.end) for e in p.education] == [
        ("Kestrel University Medical Center", "Ph.D.", "2016-09-01", "2021-02-01")
    ]


def test_a_data_file_role_with_no_organisation_is_no_post() -> None:
    """An al-folio ``time_table`` row titled by a service role, its group under a key no post reads."""
    raw = b"""- title: Positions
  type: time_table
  contents:
    - title: Research Fellow
      institution: Kestrel University
      year: 2021-2023
- title: Appointments
  type: time_table
  contents:
    - title: Tide Gauge Working Group
      consortium: Gull Consortium
      department: Subgroup Convener
      year: 2019-2020
"""
    p = _structured(raw, "cv.yml", ".yml")
    assert [(a.org_text, a.role, a.start, a.end) for a in p.affiliations] == [
        ("Kestrel University", "Research Fellow", "2021", "2023")
    ]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ('  display: "Dana Okafor"\n  given: "Dana"\n  family: "Okafor"\n', "Dana Okafor"),
        ('  given: "Dana"\n  family: "Okafor"\n', "Dana Okafor"),
        ('  display: "Research Group"\n', None),
    ],
)
def test_a_name_given_as_its_parts_names_the_owner(name: str, expected: str | None) -> None:
    """Hugo Blox's author schema writes the name as a mapping of its parts; a part that is no
    person's name ("Research Group") names nobody."""
    raw = f'schema: "hugoblox/author/v1"\nis_owner: true\nname:\n{name}role: "Professor of Economics"\n'
    raw += "organizations:\n  - name: Kestrel University\n"
    assert _structured(raw.encode(), source="me.yaml", suffix=".yaml").person.name == expected


@pytest.mark.parametrize(
    ("first", "expected"),
    [
        ("    - name: Ada Roe, PhD\n      value:\n", "Ada Roe"),  # the card opens with the bare name
        ("    - name: Research Scientist\n      value:\n", None),  # a bare job title is no name
    ],
)
def test_a_cv_card_opening_with_a_bare_name_entry_names_the_owner(first: str, expected: str | None) -> None:
    text = (
        "- title: General Information\n  type: map\n  contents:\n"
        + first
        + "    - name: Assistant Professor\n"
        "      value:\n- title: Education\n  type: time_table\n  contents:\n"
        "    - title: PhD, Hydrology\n      institution: Kestrel University\n      year: 2020\n"
    )
    p = _structured(text.encode(), "cv.yml", ".yml")
    assert p.person.name == expected


@pytest.mark.parametrize(
    ("about", "expected"),
    [
        ("Hello, I am Nadia, a chemist living in Lund.", "Nadia"),
        ("I'm Nadia Okafor, a chemist living in Lund.", "Nadia Okafor"),
        ("I am passionate about catalysis.", None),
    ],
)
def test_a_summary_introducing_its_owner_names_a_profile_without_a_name_key(
    about: str, expected: str | None
) -> None:
    data = {"about": about, "education": [{"institution": "Kestrel University", "studyType": "PhD"}]}
    p = _structured(json.dumps(data).encode(), "resume.json")
    assert p.person.name == expected
