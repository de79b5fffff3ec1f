"""Topics, people, projects, technologies and publications, on fixture documents written for these tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.extract import extract_profile
from talentgraph.extract.people import looks_like_person, people
from talentgraph.extract.publications import publications
from talentgraph.extract.sections import split_lines
from talentgraph.extract.technologies import technologies
from talentgraph.extract.topics import topics
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import read_document

FIXTURES = Path(__file__).parent / "fixtures" / "docs"


@pytest.fixture(scope="module")
def orgs() -> OrgGazetteer:
    return OrgGazetteer(
        [
            Org(id="orbelle", name="Orbelle", type="company"),
            Org(id="quillon", name="Quillon Data", type="company"),
        ]
    )


@pytest.fixture(scope="module")
def homepage(orgs: OrgGazetteer) -> Profile:
    return extract_profile(read_document(FIXTURES / "entities_homepage.md"), orgs=orgs)


@pytest.fixture(scope="module")
def pdf_cv(orgs: OrgGazetteer) -> Profile:
    return extract_profile(read_document(FIXTURES / "entities_cv_pdf.txt"), orgs=orgs)


# -- topics ----------------------------------------------------------------------------------------


def test_topics_from_research_statements(homepage: Profile) -> None:
    labels = [t.label for t in homepage.topics]
    # "My research focuses on a, b and c": every item; "I also work on x and y": only known topics
    assert labels[:4] == ["program synthesis", "probabilistic programming", "compilers", "federated learning"]
    assert not any("kitchen" in label for label in labels)


def test_unlabelled_interest_list_needs_known_topics(homepage: Profile) -> None:
    labels = [t.label for t in homepage.topics]
    assert {"Reinforcement learning", "Computer vision", "Quantum Tea Leaves"} <= set(labels)
    assert not {"Coffee", "Long walks", "Board games"} & set(labels)


def test_entry_keywords_keep_known_topics(homepage: Profile) -> None:
    labels = [t.label for t in homepage.topics]
    assert "Type Systems" in labels
    assert "Clever Hacks" not in labels


def test_labelled_interests_keep_every_item(pdf_cv: Profile) -> None:
    assert [t.label for t in pdf_cv.topics] == [
        "Differential Privacy",
        "Secret Sauce Tricks",
        "Mobile Computing",
    ]


def test_one_topic_per_concept() -> None:
    lines = split_lines(["Research interests: ML systems; machine learning systems; compilers"])
    assert [t.label for t in topics(lines)] == ["ML systems", "compilers"]


def test_front_matter_tags_are_topics() -> None:
    assert [t.label for t in topics([], {"tags": ["program synthesis", 3]})] == ["program synthesis"]


def test_one_list_keeps_items_of_one_concept() -> None:
    """Two items of one list are the author's distinction even when the scheme merges them."""
    lines = split_lines(
        ["Research interests: Trajectory Mining; Mobility Data Analysis", "", "I work on trajectory mining."]
    )
    assert [t.label for t in topics(lines)] == ["Trajectory Mining", "Mobility Data Analysis"]


def test_generic_statement_list_with_mostly_known_items() -> None:
    lines = split_lines(
        [
            "We work on self-supervised speech models, speech recognition for podcasts, and speaker diarization."
        ]
    )
    assert [t.label for t in topics(lines)] == [
        "self-supervised speech models",
        "speech recognition",
        "speaker diarization",
    ]


def test_generic_statement_with_one_known_item_keeps_only_it() -> None:
    lines = split_lines(["We work on the billing backend, speech recognition and the new office."])
    assert [t.label for t in topics(lines)] == ["speech recognition"]


def test_care_about_list() -> None:
    lines = split_lines(["I care about efficient inference, model quantization and tidy benchmarks."])
    assert [t.label for t in topics(lines)] == [
        "efficient inference",
        "model quantization",
        "tidy benchmarks",
    ]


def test_coordinated_interest_items_split_only_when_both_are_known_fields() -> None:
    lines = split_lines(
        [
            "Research Interests",
            "- Soft Robotics and Haptic Interfaces",
            "- Robot learning and manipulation",
            "- Programming languages and type systems",
        ]
    )
    assert [t.label for t in topics(lines)] == [
        "Soft Robotics and Haptic Interfaces",
        "Robot learning and manipulation",
        "Programming languages",
        "type systems",
    ]


def test_examples_in_parentheses_are_not_topics() -> None:
    lines = split_lines(["Research Interests: mechanised metatheory (Coq, Lean); type systems"])
    assert [t.label for t in topics(lines)] == ["mechanised metatheory", "type systems"]


def test_known_fields_in_a_skills_list_are_skills_not_research_topics() -> None:
    lines = split_lines(["Top Skills", "Neural Rendering", "PyTorch", "Team Leadership"])
    assert [t.label for t in topics(lines)] == []


def test_bold_phrases_in_a_research_statement() -> None:
    lines = split_lines(
        [
            "I work on **graph learning**, with a focus on **robustness** and **fairness audits**.",
            "Most of my time goes to **Hearth**, our compiler; I like **hiking**.",
        ]
    )
    assert [t.label for t in topics(lines)] == ["graph learning", "robustness", "fairness audits"]


# -- people ----------------------------------------------------------------------------------------


def test_mentor_list_with_organisations(homepage: Profile) -> None:
    found = [(m.name, m.relation, m.org) for m in homepage.people]
    assert ("Ada Byron", "mentor", "Quillon Data") in found
    assert ("Hugo van der Berg", "mentor", "Orbelle") in found  # the parenthesis wins over the entry


def test_mention_inside_an_entry_takes_its_organisation(homepage: Profile, pdf_cv: Profile) -> None:
    assert ("Lena Okonkwo", "collaborator", "Quillon Data") in [
        (m.name, m.relation, m.org) for m in homepage.people
    ]
    assert [(m.name, m.org) for m in pdf_cv.people] == [("Kwame Asante", "Orbelle")]


def test_phrases_that_are_not_names(homepage: Profile, pdf_cv: Profile) -> None:
    names = {m.name for m in homepage.people} | {m.name for m in pdf_cv.people}
    assert names == {"Ada Byron", "Hugo van der Berg", "Lena Okonkwo", "Kwame Asante"}
    lines = split_lines(
        ["Hosted two PhD interns.", "My advisor was Prof. Ines Duarte.", "Mentor: the whole team"]
    )
    assert [(m.name, m.relation) for m in people(lines)] == [("Ines Duarte", "advisor")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Jean-Luc van der Berg", True),
        ("J. R. Okafor", True),
        ("four new graduates", False),
        ("was Prof", False),
        ("Distributed Systems Lab", False),
        ("PhD Interns", False),
        ("Noble Gas", False),
        ("Coastal Drone Datasets", False),
        ("Other Publications", False),
        ("Manuscript Reviewer", False),
        ("Cultural Anthropology", False),
        ("Updated March", False),
    ],
)
def test_looks_like_person(text: str, expected: bool) -> None:
    assert looks_like_person(text) is expected


# -- projects --------------------------------------------------------------------------------------


def test_projects_named_in_prose(homepage: Profile) -> None:
    found = [(p.name, p.org) for p in homepage.projects]
    assert found == [("Quarry", "Orbelle"), ("Tern Atlas", "Orbelle"), ("Fennelgate", "Orbelle")]


def test_courses_and_page_furniture_are_not_projects(homepage: Profile, pdf_cv: Profile) -> None:
    names = [p.name for p in homepage.projects + pdf_cv.projects]
    assert not any("CSE 505" in n or "Page" in n or "CV" in n for n in names)


def test_page_footers_are_skipped(pdf_cv: Profile) -> None:
    lines = split_lines(read_document(FIXTURES / "entities_cv_pdf.txt").lines)
    assert all(ln.skip for ln in lines if "Page " in ln.raw)
    assert [(a.org_text, a.location) for a in pdf_cv.affiliations] == [("Orbelle", "Porto, Portugal")]


# -- technologies ----------------------------------------------------------------------------------


def test_technologies_from_lists_and_text(homepage: Profile) -> None:
    labels = [t.label for t in homepage.technologies]
    assert labels == ["OCaml", "Rust", "Coq", "Docker", "LLVM", "Kubernetes"]
    # natural languages on a "Languages:" line, a common word in prose, a language named in prose: none
    assert not {"Portuguese", "English", "Ray", "Go"} & set(labels)


def test_common_word_technologies_need_context() -> None:
    lines = split_lines(["Jobs run on Ray and Kubernetes.", "A ray of hope; Swift action.", "Tools: Go, Ray"])
    assert [t.label for t in technologies(lines)] == ["Ray", "Kubernetes", "Go"]


def test_employer_names_are_not_platforms() -> None:
    lines = split_lines(["Experience", "Amazon Web Services, Applied Scientist, 2019 - 2020"])
    assert technologies(lines) == []


# -- publications ----------------------------------------------------------------------------------


def test_publication_forms(homepage: Profile) -> None:
    found = [(p.venue, p.year) for p in homepage.publications]
    assert found == [
        ("PLDI", "2022"),
        ("POPL", "2020"),
        ("TOPLAS", "2019"),
        ("OSDI", "2018"),
        ("OSDI", "2021"),
    ]
    # "Submitted to ICML 2025" and "Reviewer for NeurIPS 2023 and ICLR 2024" are not publications
    assert not {"ICML", "NeurIPS", "ICLR"} & {v for v, _ in found}


def test_wrapped_and_hyphenated_citations(pdf_cv: Profile) -> None:
    assert [(p.venue, p.year, p.evidence.line) for p in pdf_cv.publications if p.evidence] == [
        ("MobiSys", "2022", 8),
        ("VLDB", "2021", 10),
    ]


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("Our paper was accepted at NeurIPS'23.", [("NeurIPS", "2023")]),
        ("[ICLR'21][Code][Talk]", [("ICLR", "2021")]),
        ("Published in EuroSys, 2024.", [("EuroSys", "2024")]),
        ("Best Paper Award (SIGMOD 2019)", [("SIGMOD", "2019")]),
        ("Outstanding Reviewer, CVPR 2023", []),
        ("Gave a talk at KDD 2022 on graphs.", []),
        ("Under review at ICML 2025.", []),
        ("GTC'21 session on training", []),
        ("BS in Computer Science 2016", []),
    ],
)
def test_venue_and_year_in_prose(line: str, expected: list[tuple[str, str]]) -> None:
    assert [(p.venue, p.year) for p in publications(split_lines([line]))] == expected


CAMPUS_DOC = """# Jane Roe

I received my Ph.D. in Statistics from University of California, Irvine in 2020.

## Experience

- Postdoctoral Scholar, University of California, Davis, 2020 – 2022
- Lecturer, University of Kent, Canterbury, 2022 – present
"""


def test_a_campus_after_its_university_system_stays_with_it() -> None:
    from talentgraph.gazetteers import org_gazetteer
    from talentgraph.model import Document

    p = extract_profile(Document("cv.md", "markdown", CAMPUS_DOC, "0"), orgs=org_gazetteer())
    assert [(e.institution_text, e.degree) for e in p.education] == [
        ("University of California, Irvine", "Ph.D.")
    ]
    assert [(a.org_text, a.start) for a in p.affiliations] == [
        ("University of California, Davis", "2020"),
        ("University of Kent", "2022"),  # a city after a university that is no system stays apart
    ]
