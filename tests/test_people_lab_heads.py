"""A lab named after its titled head with a possessive ("[Dr. Ada Roe's Lab](…)") names Ada Roe once,
without the "'s". Fictional text."""

from __future__ import annotations

from talentgraph.extract.people import people
from talentgraph.extract.sections import split_lines


def test_a_possessive_titled_lab_names_its_head_once() -> None:
    lines = split_lines(
        ["I worked as a research specialist in [Dr. Ivo Tamm-Quinn's Lab](https://example.org)."]
    )
    assert [(m.name, m.relation) for m in people(lines)] == [("Ivo Tamm-Quinn", "supervisor")]
