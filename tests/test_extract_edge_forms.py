"""Entry forms that earlier rules misread: degrees after a field, short organisation prefixes,
lower-case brand names starting an entry, employer names set in capitals, word boundaries."""

from __future__ import annotations

import pytest

from talentgraph.extract.entries import _running_text, _subheading
from talentgraph.extract.fields import find_degree, looks_like_org
from talentgraph.extract.sections import Line, _is_heading


@pytest.mark.parametrize(
    ("text", "degree"),
    [
        ("Computer Science, MS, Kestrel University, 2018", "M.S."),
        ("Kestrel University, Computer Science, BS, 2014", "B.S."),
        ("Economics, BA", "B.A."),
        ("Kestrel University — Boston, MA, 2012–2014", None),  # a state after its city
        ("Kestrel University, Starkville, MS", None),
    ],
)
def test_a_degree_after_its_field_is_read_and_a_state_after_its_city_is_not(
    text: str, degree: str | None
) -> None:
    found = find_degree(text)
    assert (found[0] if found else None) == degree


@pytest.mark.parametrize(
    ("text", "is_org"),
    [("Hu Wei", False), ("Fu Lin", False), ("TU Delft", True), ("HU Berlin", True), ("LMU Munich", True)],
)
def test_a_two_letter_organisation_prefix_counts_in_capitals_only(text: str, is_org: bool) -> None:
    assert looks_like_org(text) is is_org


def test_a_brand_written_in_lower_case_first_still_starts_an_entry() -> None:
    assert not _running_text(Line(1, "", "iOS Developer, Hooli, 2019 – 2021"), "iOS Developer, Hooli,")
    assert not _running_text(
        Line(1, "", "eBay Inc., Software Engineer, 2019"), "eBay Inc., Software Engineer,"
    )
    assert _running_text(Line(1, "", "years 2014-15, 2015-16"), "years")


@pytest.mark.parametrize("text", ["NEWS CORP", "PEOPLE INC", "KESTREL AWARDS LTD"])
def test_an_employer_in_capitals_is_no_section_heading(text: str) -> None:
    assert _is_heading(text, text, None, marked=True) == (False, None)


def test_a_capitals_heading_with_a_section_word_still_is_one() -> None:
    assert _is_heading("AWARDS & HONORARIUM", "AWARDS & HONORARIUM", None, marked=True) == (True, "awards")


def test_a_short_sub_heading_naming_a_place_with_at_is_no_grouping_heading() -> None:
    # "at" as a word makes a heading an entry ("Intern at Hooli"); inside a word it does not
    assert not _subheading(Line(4, "### Kestrel at Hooli", "Kestrel at Hooli"))
    assert _subheading(Line(4, "#### Data Platforms", "Data Platforms"))
