def test_one_word_project_off_its_line_is_not_a_rereading_of_a_longer_name():
    from talentgraph.extract.projects import _without_rereadings
    from talentgraph.model import Evidence, Project

    a = Project("Tide Maps: A Survey", evidence=Evidence(3, "Tide Maps: A Survey NSF"))
    b = Project("Tide", evidence=Evidence(5, "2019-2021 $40,000"))
    assert [p.name for p in _without_rereadings([a, b])] == ["Tide Maps: A Survey", "Tide"]


def test_a_supervised_students_research_project_is_not_the_owners() -> None:
    from talentgraph.extract import extract_profile
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Document

    text = (
        "Ana Roe\n# Research Projects\nTide Atlas of the North | 2019 - 2022\n"
        "# Students Supervised\n"
        "Ola Berg | 5/2013 – 7/2013\n"
        "Research Project: Modeling wave loads on floating turbines\n"
    )
    profile = extract_profile(Document("cv.pdf", "pdf", text, "0"), orgs=OrgGazetteer([]))
    names = [p.name for p in profile.projects]
    assert not [n for n in names if "wave loads" in n]


def test_a_helper_role_before_a_comma_is_a_part_played_not_a_project() -> None:
    from talentgraph.extract import extract_profile
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Document

    text = (
        "Ana Roe\n# Service & Leadership\n"
        "Peer Mentor, Kestrel Scholars Alliance, Shoreville, ME    2023 - 2024\n"
        "Mentor, Tide Freshman Research Initiative    2011 - 2014\n"
        "# Research Projects\nTide Atlas of the North | 2019 - 2022\n"
    )
    p = extract_profile(Document("cv.pdf", "pdf", text, "0"), orgs=OrgGazetteer([]))
    assert [x.name for x in p.projects] == ["Tide Atlas of the North"]


def test_a_wrapped_reference_line_naming_the_owner_as_author_is_no_project() -> None:
    from talentgraph.extract import extract_profile
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Document

    text = (
        "# Ada Roe\n## R Packages\n"
        "• kelpr: an R package for kelp beds. Ben Poe, Cy Doe,\n"
        "Di Lee, and Ada Roe. (2019). On CRAN. On GitHub.\n"
        "• tidekit: tide tables from gauges. Ada\n"
        "Roe. (2018). On CRAN.\n"
        "## Research Projects\nTide Atlas of the North | 2019 - 2022\n"
    )
    p = extract_profile(Document("cv.pdf", "pdf", text, "0"), orgs=OrgGazetteer([]))
    names = [x.name for x in p.projects]
    assert "Tide Atlas of the North" in names
    assert not [n for n in names if "Roe" in n]
