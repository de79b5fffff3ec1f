"""A page with many names cued only by "with" ("(with Ada Roe and Bo Lind)") is a bibliography, a talk or
grants list: those names are co-authors and go, while names with a strong cue ("Advisor:") stay.
Fictional text."""

from __future__ import annotations

from talentgraph.extract.people import WEAK_CAP, people
from talentgraph.extract.sections import split_lines

_FIRST = ["Ada", "Bo", "Cy", "Dora", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lia", "Mo"]
_LAST = ["Roe", "Lind", "Dunn", "Quist", "Tamm", "Hollis", "Zhao", "Morrow", "Pike", "Vance"]


def _talks(count: int) -> list[str]:
    """``count`` talk lines, each noting two distinct invented co-speakers."""
    names = [f"{f} {last}" for last in _LAST for f in _FIRST]
    return [
        f"Talk {n + 1}: tidal heating of icy moons (with {names[2 * n]} and {names[2 * n + 1]})"
        for n in range(count // 2)
    ]


def test_few_with_notes_name_collaborators() -> None:
    lines = ["Advisor: Prof. Wren Alder", *_talks(4)]
    found = [(m.name, m.relation) for m in people(split_lines(lines))]
    assert ("Wren Alder", "advisor") in found
    assert ("Ada Roe", "collaborator") in found
    assert len(found) == 5


def test_many_with_notes_are_a_bibliography() -> None:
    lines = ["Advisor: Prof. Wren Alder", *_talks(WEAK_CAP + 2)]
    found = [(m.name, m.relation) for m in people(split_lines(lines))]
    assert found == [("Wren Alder", "advisor")]


def test_many_investigator_labels_are_a_grants_list() -> None:
    names = [f"{f[0]}. {last}" for last in _LAST for f in _FIRST][: WEAK_CAP + 1]
    grants = [f"Mapping dune migration with radar, PI: {name}, NSF, 2019-2022" for name in names]
    found = [(m.name, m.relation) for m in people(split_lines(["Advisor: Prof. Wren Alder", *grants]))]
    assert found == [("Wren Alder", "advisor")]
    few = [(m.name, m.relation) for m in people(split_lines(grants[:3]))]
    assert few == [(name, "collaborator") for name in names[:3]]


def test_weak_notes_beside_many_stated_relations_stay() -> None:
    students = [f"PhD students: {f} Quarry, {f} Basalt" for f in _FIRST[:10]]
    lines = ["Advisor: Prof. Wren Alder", *students, *_talks(WEAK_CAP + 2)]
    found = [(m.name, m.relation) for m in people(split_lines(lines))]
    assert ("Ada Roe", "collaborator") in found
    assert ("Wren Alder", "advisor") in found


def test_labelled_with_list_before_a_venue_names_co_authors() -> None:
    lines = [
        "Salt marsh retreat under rising seas",
        "With: Nell Ashby and Tomas Greer. Coastal Policy Review, Vol. 12, 2020",
        "Field survey of the estuary, with Prof. Ida Lowe",
    ]
    found = [(m.name, m.relation) for m in people(split_lines(lines))]
    assert found == [("Ida Lowe", "collaborator")]
