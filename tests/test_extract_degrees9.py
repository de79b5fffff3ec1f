"""Degree forms read in round 9: British integrated masters, theology masters, "ABD", a local
doctorate restated in brackets, and a diploma only said to be equivalent to a master's."""

from __future__ import annotations

import pytest

from talentgraph.extract.fields import find_degree


@pytest.mark.parametrize(
    ("text", "degree"),
    [
        ("MBiolSci, Marine Widgetry, Kestrel University, 2010 - 14", "MBiolSci"),
        ("MSci Natural Sciences (Kestrel College), 2009", "MSci"),
        ("MBiochem, Lakeside University, 2016", "MBiochem"),
        ("M.Th., Pastoral Widgets, Kestrel Seminary, 2005", "M.Th."),
        ("Master of Divinity, Lakeside Divinity School", "M.Div."),
        ("ABD, Medieval History, Kestrel University", "ABD"),
        ("Doctor of Natural Sciences, Lakeside University, 1999 - 2003", "Dr. rer. nat."),
    ],
)
def test_degree_forms_of_other_systems_are_read(text: str, degree: str) -> None:
    found = find_degree(text)
    assert found is not None
    assert found[0] == degree


def test_a_short_capitals_only_form_is_not_read_in_a_name() -> None:
    assert find_degree("Advised by Abd Kestrel at Lakeside University") is None


@pytest.mark.parametrize(
    ("text", "degree"),
    [
        ("Dr. rer. nat. (PhD) in Widget Physics, Kestrel Universität", "Ph.D."),
        ("Dr. phil. (Ph.D.), Lakeside University, 2004", "Ph.D."),
    ],
)
def test_a_local_doctorate_restated_in_brackets_is_the_restatement(text: str, degree: str) -> None:
    found = find_degree(text)
    assert found is not None
    assert found[0] == degree


def test_a_degree_only_called_equivalent_is_not_the_degree_held() -> None:
    found = find_degree("a diploma (MSc equivalent) in Widget Physics at Kestrel University")
    assert found is not None
    assert found[0] == "Master"


@pytest.mark.parametrize(
    ("text", "degree"),
    [
        ("2009 - 2013 | Doctoral Student | Kestrel University", "Ph.D."),
        ("Lakeside International School: IB certification, 2004-2011", "IB Diploma"),
        ("International Baccalaureate, Kestrel College, 2008", "IB Diploma"),
    ],
)
def test_doctoral_students_and_the_international_baccalaureate_are_studies(text: str, degree: str) -> None:
    found = find_degree(text)
    assert found is not None
    assert found[0] == degree


@pytest.mark.parametrize(
    ("text", "degree"),
    [
        ("BSc (Hons) in Widget Ecology, Kestrel University, 2006", ("B.Sc. (Hons)", "Widget Ecology")),
        ("Bachelor of Arts (Honours), First Class Honours, Lakeside University", ("B.A. (Hons)", None)),
        ("B.A. Hons, Kestrel University", ("B.A. (Hons)", None)),
        ("B.S. with Honors in Widgetry, Kestrel University", ("B.S.", None)),  # Latin honours, same degree
    ],
)
def test_an_honours_bachelor_is_its_own_degree(text: str, degree: tuple[str, str | None]) -> None:
    assert find_degree(text) == degree


@pytest.mark.parametrize(
    ("text", "degree"),
    [
        ("DEA in Applied Widgetry, Université de Kestrel, 1998", "DEA"),
        ("Diplôme d’études approfondies, Université de Kestrel", "DEA"),
        ("DESS Informatique, Université de Lakeside, 2001", "DESS"),
        ("Zweites Staatsexamen, Kestrel Universität, 2010", "Staatsexamen"),
        ("Teacher training for Widgets (First State Examination), 2012", "Staatsexamen"),
    ],
)
def test_french_and_german_degrees_before_the_bologna_reform_are_read(text: str, degree: str) -> None:
    found = find_degree(text)
    assert found is not None
    assert found[0] == degree


def test_a_french_diploma_short_form_counts_only_in_capitals() -> None:
    assert find_degree("Dea Kestrel, Lakeside University") is None


def test_initials_in_an_author_list_are_no_degree() -> None:
    assert find_degree("3. Kestrel, J.A., Roe, S.B., & Lakeside, E.D. (2019). widgetr: an R package.") is None
    assert find_degree("S.B., Kestrel Institute of Technology, 2010") == ("B.S.", None)


def test_a_doctoral_qualifying_exam_is_no_degree() -> None:
    assert find_degree("Passed the Ph.D. qualifying exams at Kestrel University (2015)") is None
