"""Degree forms read by talentgraph.extract.fields: the abbreviations and names of degrees of many
systems (British integrated masters, theology masters, "ABD", local doctorates restated in brackets,
honours bachelors, French and German degrees before Bologna), and what only looks like a degree
(a state code, initials, a time, a qualifying exam)."""

from __future__ import annotations

import pytest

from talentgraph.extract.fields import find_degree, joined_degrees


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
        ("HBSc Kestrel University Lakeside June 2015", "B.Sc."),  # Canada's honours bachelor
        ("2014 BMath, Statistics & Pure Mathematics, Kestrel University", "B.Math."),
        ("M.St. in English and American Studies, Kestrel University, 2012", "M.St."),
        ("Master of Studies in Modern History, Kestrel University", "M.St."),
        ("Sc.B. in Widget Theory, Kestrel University, 2015", "B.S."),  # Brown's order of the letters
        ("ScB with Honors in Applied Widgetry    May 2013", "B.S."),
        ("BEc in Actuarial Widgetry, 2012-2014", "B.Ec."),
        ("Bachelor of Economics, Lakeside University", "B.Ec."),
        ("Licentiate Degree in Widget Analytics, Kestrel University", "Licentiate"),
        ("Graduated from Kestrel Institute with a B-Tech in Widgetry", "B.Tech."),
        ("D.Sc. in Widget Physics, Kestrel University, 1998", "Sc.D."),  # the British higher doctorate
        ("Dr.-Ing. Widget Engineering, Kestrel Universität", "Dr.-Ing."),
        ("Dr. rer. pol., Kestrel Universität, 2011", "Dr. rer. pol."),
        ("DrPH, Kestrel School of Public Health, 2019", "Dr.P.H."),
        ("DVM, Lakeside College of Veterinary Medicine", "D.V.M."),
        ("MBBS, Kestrel Medical College, 2012", "MBBS"),
        ("MPA, Kestrel School of Public Affairs, 2016", "MPA"),
        ("MLitt in Widget History, Kestrel University", "M.Litt."),
        ("M.S.E. in Widget Robotics, Kestrel University", "M.S.E."),
        ("B.S.E. in Widget Engineering, Kestrel University", "B.S.E."),
        ("BMus in Widget Performance, Lakeside Conservatory", "B.Mus."),
        ("Lic. en Widgetología, Universidad de Kestrel", "Licenciatura"),
    ],
)
def test_degree_forms_of_other_systems_are_read(text: str, degree: str) -> None:
    found = find_degree(text)
    assert found is not None
    assert found[0] == degree


def test_a_short_capitals_only_form_is_not_read_in_a_name() -> None:
    assert find_degree("Advised by Abd Kestrel at Lakeside University") is None


@pytest.mark.parametrize(
    "text",
    ["Sensor rated to 40 MPa, Kestrel Labs", "Joined Kestrel Labs in March 2019", "A bed and breakfast at Kestrel",
     "Listed on the BSE, Kestrel Holdings", "Reduced the MSE of the widget model"],
)  # fmt: skip
def test_a_word_a_unit_or_a_month_is_no_degree(text: str) -> None:
    assert find_degree(text) is None


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


def test_degree_spellings_of_other_orders_and_systems() -> None:
    """ "A.M." and "Ed.M." (the Latin order), "MLIS", "Dr. sc." and "Dipl." alone are degrees; "5 a.m." is a time."""
    assert find_degree("2003 | A.M. in Sociology") == ("M.A.", "Sociology")
    assert find_degree("2005 | Ed.M. in Learning Design")[0] == "M.Ed."  # type: ignore[index]
    assert find_degree("MLIS, Plover University (2016)") == ("MLIS", None)
    assert find_degree("Dr. sc., Geography | 9/2019–7/2023") == ("Dr. sc.", "Geography")
    assert find_degree("Dipl. Geoökologie, Kestrel Universität")[0] == "Master"  # type: ignore[index]
    assert find_degree("Dipl.-Inf., Kestrel Universität")[0] == "Master"  # type: ignore[index]
    assert find_degree("The talk starts at 9 a.m. sharp") is None


@pytest.mark.parametrize(
    ("line", "degrees"),
    [
        ("S.M., Kestrel Institute of Technology, Cambridge, MA, 2011-2013", [("M.S.", None)]),
        ("B.S., Lakeside College, Boston, MA | 2007-2011", [("B.S.", None)]),
        ("Ph.D., M.S. in Neurosciences, Kestrel University", [("Ph.D.", None), ("M.S.", "Neurosciences")]),
    ],
)
def test_a_state_after_its_city_is_no_second_degree(line: str, degrees: list[tuple[str, str | None]]) -> None:
    assert joined_degrees(line) == degrees


def test_a_state_code_with_a_full_stop_after_its_city_is_no_degree() -> None:
    assert find_degree("Hooli University, Boston, MA.") is None


@pytest.mark.parametrize(
    "line",
    [
        "Postdoctoral Fellow, Kestrel University. Host: Marta Lindqvist, PhD",
        "Research Assistant (2015 – 2017); supervisor: Dr. Tomas Okafor, Ph.D.",
        "Course Director for MSc Widget Studies (2018–2021)",
        "Member of the admissions panel for the PhD in Tidal Sciences",
        "Elected PhD Representative, Lakeside Institute, 2012",
        "PhD Research Intern – Hooli Labs, Summer 2020",
    ],
)
def test_a_degree_that_names_a_person_a_programme_or_a_role_is_not_earned(line: str) -> None:
    assert find_degree(line) is None


@pytest.mark.parametrize(
    ("line", "degree"),
    [
        ("2012 – 2016, Gull Institute, Lakeside Campus, PhD Widget Biology", "Ph.D."),
        ("Education: Kestrel University, MSc", "M.Sc."),
        ("He studied for a PhD at Kestrel University", "Ph.D."),
    ],
)
def test_a_degree_after_an_institution_is_still_earned(line: str, degree: str) -> None:
    found = find_degree(line)
    assert found is not None
    assert found[0] == degree


def test_the_forms_find_degree_skips_by_their_first_letter_cannot_match() -> None:
    """find_degree tries only the forms whose first letter opens a word of the text: every form that
    matches a text, in any case and after any character, is among those it tries."""
    from talentgraph.extract import fields

    forms = fields._degree_forms()
    spellings = [str(form) for entry in fields._yaml("degrees.yaml")["degrees"] for form in entry["forms"]]
    texts = [
        f"{before}{case(spelling)}{after}"
        for spelling in spellings
        for case in (str, str.upper, str.lower, str.title)
        for before, after in (("", ""), ("(", ")"), ("2019 ", ", X"), ("a-", " in Y"), ("ſ", "."))
    ] + ["ſc in Physics", "Mſc", "KS", "Ph.D., M.S. in Neurosciences"]
    tried = 0
    for text in texts:
        candidates = set(fields._forms_in(text))
        for order, (pattern, _) in enumerate(forms):
            if pattern.search(text):
                tried += 1
                assert order in candidates, (text, pattern.pattern)
    assert tried > len(spellings)
    assert fields._forms_opening_with("ſ") == fields._forms_opening_with("s") != ()


@pytest.mark.parametrize(
    "line",
    [
        "Candidate for PhD, Kestrel University, 2019",
        "Enrolled for PhD in Widgetry, Kestrel University, 2016 - 2020",
    ],
)
def test_a_degree_the_owner_is_a_candidate_for_is_earned(line: str) -> None:
    found = find_degree(line)
    assert found is not None
    assert found[0] == "Ph.D."


def test_two_degrees_each_named_in_one_value_or_line_are_two_studies() -> None:
    """ "BS X and Y & BA Z" in a data file's degree value, and "B.A. X, 2010. B.A. Y & B.A. Z, 2008."
    on a CV line: every degree the text names is a study, a field's own "and" splits nothing."""
    from pathlib import Path

    from talentgraph.extract import extract_profile
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.sources import parse_document

    data = (
        "---\ntitle: Jo Roe\neducation:\n  courses:\n  - area: BS Marine and Coastal Science & BA History\n"
        "    institution: Kestrel University\n    year: 2019\n---\n"
    )
    doc = parse_document(data.encode(), "x.md", Path("x.md"))
    studies = [(e.institution_text, e.degree) for e in extract_profile(doc, orgs=OrgGazetteer([])).education]
    assert studies == [("Kestrel University", "B.S."), ("Kestrel University", "B.A.")]
    assert [d for d, _ in joined_degrees("B.A. Economics | . B.A. Art & B.A. History, 2008.")] == ["B.A."] * 3


def test_the_science_first_order_of_sc_b_and_sc_m_is_a_degree() -> None:
    """Brown's "Sc.B." and "Sc.M." name the bachelor's and master's of science; "Sc.D." stays a doctorate."""
    assert find_degree("Sc.B. in Mathematics, Kestrel University, 2015") == ("B.S.", "Mathematics")
    assert find_degree("Sc.M. in Geology, Kestrel University, 2017") == ("M.S.", "Geology")
    assert find_degree("Sc.D., Kestrel University") == ("Sc.D.", None)


@pytest.mark.parametrize(
    ("text", "degrees"),
    [
        (
            "2014  B.A. Dual Degrees, Widgetry (Honors) and Botany, Kestrel University",
            [("B.A.", "Widgetry"), ("B.A.", "Botany")],
        ),
        (
            "Double B.Sc. in Physics & Mathematics (KU, Lakeside)",
            [("B.Sc.", "Physics"), ("B.Sc.", "Mathematics")],
        ),
        # a double major of one degree is one study (GUIDE)
        ("B.S. in Geology and Chemistry, Kestrel University, 2015", [("B.S.", "Geology and Chemistry")]),
    ],
)
def test_a_degree_named_once_for_each_field_is_one_study_per_field(
    text: str, degrees: list[tuple[str, str]]
) -> None:
    assert joined_degrees(text) == degrees
