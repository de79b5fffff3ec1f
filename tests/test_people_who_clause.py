"""A relative clause after a name states the relation ("Ada Roe, who mentored me"). Fictional text."""

from __future__ import annotations

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def test_who_mentored_me_names_a_mentor() -> None:
    lines = [
        "I thank Wren Alder, who mentored me in 2019 at Kestrel, and Prof. Bo Lind, who supervised my thesis."
    ]
    found = [(m.name, m.relation) for m in people(split_lines(lines))]
    assert ("Wren Alder", "mentor") in found
    assert ("Bo Lind", "supervisor") in found


def test_who_clause_without_a_relation_names_nobody() -> None:
    assert people(split_lines(["Wren Alder, who wrote the tide tables, retired in 2019."])) == []


def test_thesis_under_an_untitled_name_names_the_advisor() -> None:
    found = [
        (m.name, m.relation)
        for m in people(split_lines(["I wrote my honours thesis in geology under Wren Alder."]))
    ]
    assert found == [("Wren Alder", "advisor")]
    assert people(split_lines(["The code runs under Linux Mint on every laptop."])) == []
