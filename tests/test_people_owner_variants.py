"""The owner written with a middle initial for a middle name, or without the middle name ("Ada M. Roe",
"Ada Roe" for the owner "Ada Maria Roe"), is the owner, not a person they worked with. Fictional text."""

from __future__ import annotations

import pytest

from talentgraph.extract.people import names_owner


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Ada M. Roe", True),
        ("Ada Roe", True),
        ("Ada Maria Roe", True),
        ("Ada K. Roe", False),
        ("Ada Kate Roe", False),
        ("Bo M. Roe", False),
    ],
)
def test_the_owner_with_a_middle_initial_is_the_owner(name: str, expected: bool) -> None:
    assert names_owner(name, "Ada Maria Roe") is expected
