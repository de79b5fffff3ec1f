"""Projects real pages name in prose (a name linked to its code, "the X initiative") and the items
that are no project (venues, awards, course codes, amounts, layout fragments). Fictional text."""

from __future__ import annotations

from talentgraph.extract.named_projects import prose_projects
from talentgraph.extract.projects import is_project_name, plausible_projects
from talentgraph.extract.sections import split_lines
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Affiliation, Mention, Person, Profile, Project


def _prose(*text: str) -> list[str]:
    return [p.name for p in prose_projects(split_lines(list(text)), Profile(source="x"), OrgGazetteer([]))]


def test_a_name_linked_to_its_repository_is_a_project() -> None:
    line = (
        "Outside research I worked on [Cinderwood](https://github.com/acme/cinderwood) during an internship; "
        "code is [here](https://github.com/me/x), my [GitHub](https://github.com/me/) and [my thesis](https://gitlab.com/me/t)."
    )
    assert _prose(line) == ["Cinderwood"]


def test_the_x_initiative_names_a_project_but_not_its_funder() -> None:
    assert _prose("I led the Station Q initiative and the Visual FOO programming language.") == [
        "Station Q",
        "Visual FOO",
    ]
    assert _prose("Work-package leader in the EU H2020 project FIELDWISE.") == []


def test_items_that_are_no_project() -> None:
    names = [
        "The Journal of Tide Studies",
        "STT442",
        "$500k",
        "(3rd Place) Hack Day",
        "&",
        "Best Paper Winner",
    ]
    assert [n for n in names if is_project_name(n)] == []
    assert is_project_name("EGOS-2000")
    assert is_project_name("preprintx")


def test_plausible_projects_repairs_and_drops() -> None:
    profile = Profile(
        source="x",
        person=Person(name="Ada Roe"),
        affiliations=[Affiliation(org_text="Kestrel Labs")],
        people=[Mention(name="Bo Lind", relation="student")],
        projects=[
            Project(name="Visual FOO programming language [Bioinformatics"),
            Project(name="hvscan/ | a fuzzer for hypervisors"),
            Project(name="Teaching | Instructor, Kestrel University"),
            Project(name="Kestrel Labs"),
            Project(name="Bo Lind"),
        ],
    )
    assert [p.name for p in plausible_projects(profile).projects] == [
        "Visual FOO programming language",
        "hvscan/",
    ]
