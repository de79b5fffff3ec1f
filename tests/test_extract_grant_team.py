"""The investigators a funded grant's row names beside the owner are collaborators (GUIDE: people).
Fictional text."""

from __future__ import annotations

from talentgraph.extract.grant_people import grant_investigators
from talentgraph.extract.grants import grant_items
from talentgraph.extract.sections import split_lines


def _team(rows: list[str], owner: str | None = None, known: tuple[str, ...] = ()) -> list[str]:
    lines = split_lines(["## Grants", *rows])
    return [m.name for m in grant_investigators(grant_items(lines), owner, known)]


def test_surname_first_team_with_roles_and_a_bold_owner() -> None:
    rows = [
        "- Wilma K. Stroud Fund, Kestrel Office. Quarry, T. (PI), **Vance, O.J.**, and Alder, W. (co-PIs). "
        "Tide gauges for small harbours. $9K (2021–22).",
        "- Shore Council: Kelp and Currents. **Vance, O.J.** (PI), Basalt-Ortiz, N. (Co-PI), Fern Hollis, R. "
        "(Key Personnel). $1.1M (2020-23).",
    ]
    assert _team(rows) == ["T. Quarry", "W. Alder", "N. Basalt-Ortiz", "R. Fern Hollis"]


def test_initials_first_team_with_the_owner_named() -> None:
    rows = [
        "- Harbour Grants Program, 2019 - Pike, D. E., M. A. Morrow & O. J. Vance - $40,100",
        "- Travel Award, 2018 - O. J. Vance - $300",
    ]
    assert _team(rows, owner="Olive J. Vance") == ["D. E. Pike", "M. A. Morrow"]


def test_closing_name_without_a_comma_and_an_accented_owner() -> None:
    rows = [
        "Tamm, K. (PI), Vánce-Ruiz, O. (Co-PI), & Zhao L. (Co-PI). $20,000. Mapping dunes. Kestrel Trust."
    ]
    assert _team(rows, owner="Olive Vance Ruiz") == ["K. Tamm", "L. Zhao"]


def test_rows_that_state_no_team_add_nobody() -> None:
    rows = [
        "- Pending: Pike, D. and Morrow, M. (co-PIs). Dune memory. $5K.",
        "- Wilma K. Stroud Award for Harbour Studies, 2017",
        "- Kestrel Prize, 2016, A. B. Lind",
        "- Pike, D., Vance, O. & Morrow, M. (2018–2019). Dune memory in the north. Kestrel Trust. £9,000.",
    ]
    assert _team(rows, owner="Olive Vance") == []


def test_people_read_elsewhere_are_not_repeated() -> None:
    rows = ["- Dune Fund: Sand on the Move. Lind, A. B. (PI), Quarry, T. (co-PI). $4K (2019)."]
    assert _team(rows, owner="Olive Vance", known=("Ada B. Lind",)) == ["T. Quarry"]


def test_a_team_written_initials_first_is_not_read_surname_first() -> None:
    rows = [
        '"Dune Memory" PI: O. Vance, Co-PIs: D. Pike, M. Morrow, Kestrel Trust 2019 - 2021 $90,000',
        "Vance, D. Pike, Kestrel Trust (Co-PIs), 2020. A U.S. Fellow (Co-Investigator), U.S. Department of Tides",
    ]
    assert _team(rows, owner="Olive Vance") == ["D. Pike", "M. Morrow"]


def test_a_person_a_grant_is_named_for_is_not_its_team() -> None:
    rows = ["- Wren Fellowship in memory of Pike, D.; Alder, W. and Vance, O. (PIs), $1,000 (2019)."]
    assert _team(rows, "Olive Vance") == ["W. Alder"]
