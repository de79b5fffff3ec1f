"""The date grammar of talentgraph.extract.dates, and dates spread over lines of one entry."""

from __future__ import annotations

import pytest

from talentgraph.extract.dates import find_date_ranges, parse_date
from talentgraph.extract.entries import segment
from talentgraph.extract.sections import split_lines


def _ranges(text: str) -> list[tuple[str | None, str | None]]:
    return [(r.start, r.end) for r in find_date_ranges(text)]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("2019 - 2020", "2019", "2020"),
        ("2021 - now", "2021", "present"),
        ("Sep 2018 – May 2019", "2018-09", "2019-05"),
        ("November 2018 – March 2019", "2018-11", "2019-03"),
        ("09/2022 - 03/2025", "2022-09", "2025-03"),
        ("2018/11 - 2023/05", "2018-11", "2023-05"),
        ("May 2025 — Aug 2025", "2025-05", "2025-08"),
        ("2019.06 – 2020.01", "2019-06", "2020-01"),
        ("2016-2019", "2016", "2019"),
        ("2022-Now, Running a company", "2022", "present"),
        ("Jun 2019 to Sep 2019", "2019-06", "2019-09"),
        ("2019 until 2020", "2019", "2020"),
        ("since 2020", "2020", "present"),
        ("2014 –", "2014", "present"),
        ("Oct 2022 – present | San Jose, CA", "2022-10", "present"),
        ("Jan 2020 - Current", "2020-01", "present"),
        ("Sep – Dec 2019", "2019-09", "2019-12"),
        ("Sept. 2017 – Ongoing", "2017-09", "present"),
        ("2015-03-01 – 2016-04-30", "2015-03-01", "2016-04-30"),
        # academic years and short ends: two digits that cannot be a month, or the next full year
        ("2015-16", "2015", "2016"),
        ("2015/16", "2015", "2016"),
        ("2023.24", "2023", "2024"),
        ("WS 2019/20", "2019", "2020"),
        ("2019/2020", "2019", "2020"),
        ("Lab demonstrator at Kestrel College, 1987-89.", "1987", "1989"),  # the sentence's full stop
        ("Tutor, 2003–07. Then a lecturer", "2003", "2007"),
        # open ends written after the start
        ("2019 (ongoing)", "2019", "present"),
        ("2019 onwards", "2019", "present"),
        ("Fall 2024 +", "2024-09", "present"),
        ("Spring '21 – Fall '22", "2021-03", "2022-11"),
        ("2011 Feb.-Dec.", "2011-02", "2011-12"),
        ("2019 Jun – Aug", "2019-06", "2019-08"),
    ],
)
def test_ranges(text: str, start: str, end: str) -> None:
    ranges = find_date_ranges(text)
    assert len(ranges) == 1
    assert (ranges[0].start, ranges[0].end) == (start, end)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Summer 2019", "2019-06"),
        ("Sep 2018", "2018-09"),
        ("December 2023", "2023-12"),
        ("12/2023", "2023-12"),
        ("2023-12", "2023-12"),
        ("ICML 2021.", "2021"),
        ("Present", "present"),
        ("no date", None),
        ("T3.2-T3.3 level", None),
    ],
)
def test_parse_date_keeps_precision(text: str, value: str | None) -> None:
    assert parse_date(text) == value


def test_single_dates_have_no_end() -> None:
    ranges = find_date_ranges("Best Paper Award, MLSys 2021")
    assert [(r.start, r.end, r.is_range) for r in ranges] == [("2021", None, False)]


def test_a_day_written_with_hyphens_is_one_date_not_a_span_of_months() -> None:
    """ "01-02-2022: Starting a visiting post" is a day (read to its month), as "01/02/2022" is; only
    "8-12/2009", whose separators differ, is a span of months."""
    assert _ranges("01-02-2022: Starting a visiting post at Kestrel University") == [("2022-02", None)]
    assert _ranges("4-15-2026: a new grant") == [("2026-04", None)]
    assert _ranges("Field season 8-12/2009") == [("2009-08", "2009-12")]
    assert _ranges("01-02-2022 – 03-04-2023") == [("2022-02", "2023-04")]


def test_spans_point_into_the_text() -> None:
    text = "Research Intern at ACME | May 2025 – Aug 2025 | Boston, MA"
    (found,) = find_date_ranges(text)
    assert text[found.start_pos : found.end_pos] == "May 2025 – Aug 2025" == found.text


def test_several_ranges_in_order() -> None:
    found = find_date_ranges("2010 - 2012 and 2014 - 2016; 2018")
    assert [(r.start, r.end) for r in found] == [("2010", "2012"), ("2014", "2016"), ("2018", None)]


def test_backwards_interval_is_kept_as_written() -> None:
    (found,) = find_date_ranges("09/2023 - 02/2023")
    assert (found.start, found.end, found.backwards) == ("2023-09", "2023-02", True)
    assert not find_date_ranges("2019 - 2019")[0].backwards
    assert not find_date_ranges("2019 - present")[0].backwards


def test_years_inside_links_are_not_dates() -> None:
    assert find_date_ranges("https://arxiv.org/abs/2102.03161 and www.example.com/2019/post") == []


def test_numbers_that_are_not_years() -> None:
    assert find_date_ranges("led 15 engineers on 2,048 GPUs and 1912 nodes") == []


def test_day_precise_dates_are_cut_to_the_month() -> None:
    (found,) = find_date_ranges("[ 15/04/2017 – 31/08/2017 ]")
    assert (found.start, found.end) == ("2017-04", "2017-08")
    (current,) = find_date_ranges("[ 01.03.2021 – Current ]")
    assert (current.start, current.end) == ("2021-03", "present")
    assert find_date_ranges("12/31/2020")[0].start == "2020-12"  # a US day cannot be a month
    (year_first,) = find_date_ranges("Associate Editor (2024.11.14 - 2026.11.13)")
    assert (year_first.start, year_first.end) == ("2024-11", "2026-11")
    assert find_date_ranges("2019/3/1 – 2020/2/28")[0].end == "2020-02"


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Research Intern, Google, Summer 2015", "2015-06", "2015-08"),
        ("Visiting student (fall 2012)", "2012-09", "2012-11"),
        ("Spring 2019 – Autumn 2020", "2019-03", "2020-11"),
        ("Winter 2021 - present", "2021-01", "present"),
        ("Summer 2015 – Jan 2016", "2015-06", "2016-01"),
    ],
)
def test_seasons_map_to_their_months(text: str, start: str, end: str) -> None:
    (found,) = find_date_ranges(text)
    assert (found.start, found.end) == (start, end)


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("2011-12", "2011-12"),  # ISO year-month, not the academic year 2011–12
        ("2003.06", "2003-06"),  # a month, not 2003–2006
        ("2019/18", "2019"),  # an earlier year ends nothing
        ("2019 - 25 students", "2019"),  # spaced digits are no short end
        ("2018-19.5 m of core", "2018"),  # a decimal is no short end
        ("Jan-2019", "2019-01"),
    ],
)
def test_single_dates_that_look_like_short_ranges(text: str, value: str) -> None:
    ranges = find_date_ranges(text)
    assert (ranges[0].start, ranges[0].end) == (value, None)


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("2024- &nbsp; **Postdoc** at Kestrel University", ("2024", "present")),  # a gap in raw HTML
        ("2024-: Postdoc at Kestrel University", ("2024", "present")),
        ("2019 - Kestrel University", ("2019", None)),  # a dash between fields, not an open interval
    ],
)
def test_a_dash_before_a_gap_or_colon_leaves_the_interval_open(text: str, span: tuple) -> None:
    found = find_date_ranges(text)
    assert (found[0].start, found[0].end) == span


@pytest.mark.parametrize(
    "text", ["2015 - till date", "2015 – till present", "2015 – up to now", "2015 until today"]
)
def test_present_after_till_or_up_to_leaves_the_interval_open(text: str) -> None:
    found = find_date_ranges(text)
    assert (found[0].start, found[0].end) == ("2015", "present")


def test_a_season_written_with_a_comma_before_its_year() -> None:
    """ "Fall, 2023 - Spring, 2025" is the months of those seasons, like "Fall 2023 - Spring 2025"."""
    from talentgraph.extract.dates import find_date_ranges

    assert [(r.start, r.end) for r in find_date_ranges("Tutor Fall, 2023 - Spring, 2025")] == [
        ("2023-09", "2025-05")
    ]
    assert [(r.start, r.end) for r in find_date_ranges("Summer, 2019")] == [("2019-06", "2019-08")]


def test_a_year_written_before_its_month() -> None:
    """ "2019 Sep – 2021 Mar", "2024 Aug –": the year first, then the month's name."""
    from talentgraph.extract.dates import find_date_ranges

    assert [(r.start, r.end) for r in find_date_ranges("Engineer    2019 Sep – 2021 Mar")] == [
        ("2019-09", "2021-03")
    ]
    assert [(r.start, r.end) for r in find_date_ranges("Postdoc    2024 Aug –")] == [("2024-08", "present")]


def test_a_month_span_in_numbers_shares_its_year() -> None:
    """ "8–12/2009": August to December 2009, as "Aug – Dec 2009" is."""
    from talentgraph.extract.dates import find_date_ranges

    assert [
        (r.start, r.end) for r in find_date_ranges("8–12/2009    Exchange intern, Kestrel University")
    ] == [("2009-08", "2009-12")]


def test_ordinal_day_keeps_the_day() -> None:
    assert parse_date("October 4th, 2011") == "2011-10-04"
    assert parse_date("22nd of June 2016") == "2016-06-22"


def test_from_with_an_end_after_it_is_no_since() -> None:
    ranges = find_date_ranges("Grader, from March 2013 to")
    assert [(r.start, r.end) for r in ranges] == [("2013-03", None)]


def test_stacked_from_to_lines_make_one_interval() -> None:
    lines = split_lines(
        ["Experience", "Widget Analyst, Plover Works", "From: April 3rd, 2012", "To: June 9th, 2013"]
    )
    entries = segment(lines)
    assert [(e.dates.start, e.dates.end) for e in entries] == [("2012-04-03", "2013-06-09")]


def test_interval_end_wrapped_to_the_next_line() -> None:
    lines = split_lines(["Experience", "Tutor at Plover College, from May 5th, 2010 to August", "12th, 2012"])
    entries = segment(lines)
    assert [(e.dates.start, e.dates.end) for e in entries] == [("2010-05-05", "2012-08-12")]


def test_latex_double_dash_short_end_is_a_range() -> None:
    assert [(r.start, r.end) for r in find_date_ranges("2011--14, Lab Manager, Plover Institute")] == [
        ("2011", "2014")
    ]
    assert [(r.start, r.end) for r in find_date_ranges("1996--03, Clerk")] == [("1996", "2003")]


def test_pres_abbreviation_ends_an_open_interval() -> None:
    assert [(r.start, r.end) for r in find_date_ranges("Reviewer, Plover Review (2015 - Pres)")] == [
        ("2015", "present")
    ]


def test_trailing_dash_before_leader_dots_is_open() -> None:
    assert [(r.start, r.end) for r in find_date_ranges("2019 – · · · ·   Lecturer, Plover College")] == [
        ("2019", "present")
    ]


def test_year_with_months_in_parentheses() -> None:
    assert [
        (r.start, r.end) for r in find_date_ranges("2015 (April-July), Field Assistant, Plover Trust")
    ] == [("2015-04", "2015-07")]


def test_same_role_in_other_units_in_consecutive_years_stays_apart() -> None:
    from talentgraph.extract.positions import build
    from talentgraph.gazetteers import OrgGazetteer
    from talentgraph.model import Profile

    lines = split_lines(
        [
            "Employment",
            "- 2016: Advisor, Rivers Desk, Plover Agency",
            "- 2015: Advisor, Coasts Desk, Plover Agency",
        ]
    )
    p = Profile(source="x")
    build(lines, OrgGazetteer([]), p)
    assert sorted((a.start, a.end) for a in p.affiliations) == [("2015", "2015"), ("2016", "2016")]


def test_month_names_of_other_languages() -> None:
    text = "Oktober 2014 – Dezember 2016, Referent, Plover-Institut"
    assert [(r.start, r.end) for r in find_date_ranges(text)] == [("2014-10", "2016-12")]
    assert parse_date("septiembre de 2011") == "2011-09"
    assert parse_date("Mars 2011") == "2011"  # the planet, not the French month


def test_open_ends_in_other_languages() -> None:
    for text in ("März 2016 – heute", "2016 - presente", "2016 – aujourd'hui", "2016 – continuing"):
        assert find_date_ranges(text)[0].end == "present", text


def test_a_range_opening_before_1900_is_a_historical_period_not_a_post() -> None:
    """ "Widget guilds, 1850-1990" names a period studied: its later year is no date of the post."""
    assert _ranges("Research assistant on 'Widget guilds, 1850-1990' at Kestrel University") == []
    assert _ranges("Research assistant, Kestrel University, 1985-1990") == [("1985", "1990")]


def test_a_spaced_or_en_dash_before_two_digits_ends_a_year_range() -> None:
    """ "2009 - 13" and "2004–06" are year ranges (an ISO month takes a bare hyphen); a count is not."""
    assert _ranges("Ph.D., Widgetry    2009 - 13 Kestrel University") == [("2009", "2013")]
    assert _ranges("2004–06    Plover Fellowship") == [("2004", "2006")]
    assert _ranges("2004-06 Plover Fellowship") == [("2004-06", None)]
    assert _ranges("2019 - 25 widgets built") == [("2019", None)]


def test_an_en_or_em_dash_clinging_to_its_year_opens_the_interval() -> None:
    """ "2020— Plover Institute" (moderncv's open range) and a tab after the dash run to the present."""
    assert _ranges("2020— Plover Institute, Research Scientist") == [("2020", "present")]
    assert _ranges("2020–\tPlover Institute") == [("2020", "present")]
    assert _ranges("2020 – Best Widget Award") == [("2020", None)]  # spaced: a separator
    assert _ranges("2020.03- Widget Challenge, member") == [
        ("2020-03", None)
    ]  # a hyphen: maybe a broken line


def test_an_interval_written_end_first() -> None:
    """ "Present – Mar 2020" and "May 2023 : Aug 2022" give the end first; the start is the other date."""
    assert _ranges("Present – Mar 2020  Widget Engineer, Kestrel Labs") == [("2020-03", "present")]
    assert _ranges("now : 2017 | Plover Institute") == [("2017", "present")]
    assert _ranges("Jun 2021 : Feb 2019 Research Assistant") == [("2019-02", "2021-06")]
    assert _ranges("Feb 2019 : Jun 2021 Research Assistant") == [("2019-02", "2021-06")]
    assert _ranges("2016 – present: Lecturer; 2012 – 2016: Tutor") == [("2016", "present"), ("2012", "2016")]


def test_labelled_from_and_to_fields() -> None:
    assert _ranges("From: 2016 To: 2018, Kestrel University") == [("2016", "2018")]
    assert _ranges("From: Sep 2016 To: Present") == [("2016-09", "present")]
    assert _ranges("From: 2016") == [("2016", "present")]


def test_abbreviated_month_names_of_other_languages_and_cjk_months() -> None:
    assert _ranges("janv. 2015 – févr. 2017, Ingénieur") == [("2015-01", "2017-02")]
    assert _ranges("ene. 2015 - dic. 2016") == [("2015-01", "2016-12")]
    assert _ranges("Okt. 2013 – Dez. 2014") == [("2013-10", "2014-12")]
    assert _ranges("2015年4月 - 2018年3月 Plover University") == [("2015-04", "2018-03")]


def test_an_expected_end_after_the_dash() -> None:
    """ "2019 – Expected 2021": a degree's planned end is the range's end."""
    assert _ranges("PhD, Widget Science, 2019 – Expected 2021") == [("2019", "2021")]
    assert _ranges("MSc 2020 - exp. 2022, Plover University") == [("2020", "2022")]


def test_since_until_and_now_words_of_other_languages() -> None:
    assert _ranges("Forscher, Plover-Institut, seit 2019") == [("2019", "present")]
    assert _ranges("Chercheuse depuis 2018, Institut Kestrel") == [("2018", "present")]
    assert _ranges("2014 bis 2016 Doktorand") == [("2014", "2016")]
    assert _ranges("2015 à 2017, Université Kestrel") == [("2015", "2017")]
    assert _ranges("2016 - a la fecha, Universidad Plover") == [("2016", "present")]
    assert _ranges("2016 – jetzt") == [("2016", "present")]


def test_a_season_named_as_a_semester_or_written_after_its_year() -> None:
    """ "Fall Semester 2019" and "2019 Spring" are seasons; "2019 Fall Symposium" names an event."""
    assert _ranges("Teaching Assistant, Kestrel University, Fall Semester 2019") == [("2019-09", "2019-11")]
    assert _ranges("2018 Fall – 2019 Spring  Tutor, Plover College") == [("2018-09", "2019-05")]
    assert _ranges("2019 Spring, Widget Lab intern") == [("2019-03", "2019-05")]
    assert _ranges("Poster, 2019 Fall Symposium on Widgets") == [("2019", None)]


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Research Engineer, Widgetry Labs, Sep ’19 – Aug ’21", "2019-09", "2021-08"),
        ("Visiting student (Fall ’18)", "2018-09", "2018-11"),
        ("Investigadora, 2019 – actualmente", "2019", "present"),
        ("Bolsista, 2020 - atualmente", "2020", "present"),
        ("Chercheuse, 2018 – actuellement", "2018", "present"),
        ("研究員 2019年4月～2021年3月", "2019-04", "2021-03"),
        ("助教 2021年4月〜現在", "2021-04", "present"),
        ("博士后 2019.09 – 至今", "2019-09", "present"),
        ("연구원 2020.03 ~ 현재", "2020-03", "present"),
    ],
)
def test_typeset_and_foreign_range_forms(text: str, start: str, end: str) -> None:
    (found,) = find_date_ranges(text)
    assert (found.start, found.end) == (start, end)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Research Assistant, Widgetry Labs, Sep ’98 – Jun ’02", "1998-09", "2002-06"),
        ("Teaching Assistant, Plover College, Sep '98 - Jun '02", "1998-09", "2002-06"),
        ("Visiting student (Fall ’99)", "1999-09", "1999-11"),
        ("Research Engineer, Widgetry Labs, Sep ’19 – Aug ’21", "2019-09", "2021-08"),
    ],
)
def test_a_two_digit_year_after_next_year_is_of_the_last_century(text: str, start: str, end: str) -> None:
    (found,) = find_date_ranges(text)
    assert (found.start, found.end) == (start, end)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Tools: PyCharm 2020.3.1, Git", "2020", None),  # a version number: only its year is a date
        ("numpy 2021.12.5", "2021", None),
        ("Researcher 2024.11.14 – 2026.11.13", "2024-11", "2026-11"),
        ("2019/3/1 Joined Widgetry Labs", "2019-03", None),
        ("since 2019.09.01", "2019-09", "present"),
        ("研究员 2019年9月至今", "2019-09", "present"),  # "until now" straight after the start
        ("2019.09至今 博士后", "2019-09", "present"),
    ],
)
def test_year_first_dates_with_a_day_and_versions(text: str, start: str, end: str | None) -> None:
    (found,) = find_date_ranges(text)
    assert (found.start, found.end) == (start, end)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Research Intern (4/18 – 9/18)", [("2018-04", "2018-09")]),
        ("Intern (4/18  –  9/18)", [("2018-04", "2018-09")]),
        ("Intern (4/18 -- 9/18)", [("2018-04", "2018-09")]),
        ("Intern 4/18 to 9/18", [("2018-04", "2018-09")]),
        ("Analyst 04/2018 - 09/18", [("2018-04", "2018-09")]),
        ("Tutor Dec 2017 – 4/18", [("2017-12", "2018-04")]),
        ("Fellow 11/19 – present", [("2019-11", "present")]),
        ("Intern (3/10 – 7/10)", [("2010-03", "2010-07")]),
        ("Score 7/10 – currently top", []),
        ("Talk 4/18 – presentation", []),
        ("score 3/10 – 7/10", []),
        ("Ratio 5/12 - 9/12", []),
        ("rated 9/10 - 10/10", []),
        ("widgets 9/10 - 10/10", []),
        ("on call 24/7", []),
        ("1/2 – 3/4", []),
        ("3/4 cup of widget oil", []),
    ],
)
def test_month_and_two_digit_year_ranges(text: str, expected: list[tuple[str, str]]) -> None:
    """``4/18 – 9/18`` with any spacing or separator, or as the end after another form; scores are no range."""
    assert _ranges(text) == expected


def test_a_long_line_of_short_month_ranges_is_read_in_one_pass() -> None:
    """A 20k-character line of ``4/18 – `` or ``1/18-`` (each took seconds before; now well under 0.2 s)."""
    spaced = find_date_ranges("4/18 – " * 3000)
    assert len(spaced) == 1500
    assert all((r.start, r.end) == ("2018-04", "2018-04") for r in spaced)
    unspaced = find_date_ranges("1/18-" * 4000)
    assert len(unspaced) == 2000
    assert unspaced[-1].end_pos == 20000 - 1


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("In the summer of 2021, I was an intern at Kestrel Labs.", ("2021-06", "2021-08")),
        ("a visiting post at Kestrel University in the Fall of 2016", ("2016-09", "2016-11")),
        ("Spring of 2020 – Fall of 2021", ("2020-03", "2021-11")),
    ],
)
def test_a_season_written_with_of_before_its_year(text: str, span: tuple[str, str]) -> None:
    assert [(r.start, r.end) for r in find_date_ranges(text)] == [span]


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("Research Intern    2022 Su.", ("2022-06", "2022-08")),
        ("Teaching Assistant, Optics (SP 2024)", ("2024-03", "2024-05")),
        ("Lecturer    Fa 2019 – Spr 2021", ("2019-09", "2021-05")),
        ("Instructor    Sum 2023", ("2023-06", "2023-08")),
    ],
)
def test_an_abbreviated_season_is_its_months(text: str, span: tuple[str, str]) -> None:
    assert [(r.start, r.end) for r in find_date_ranges(text)] == [span]


def test_a_word_that_starts_like_a_season_is_no_season() -> None:
    assert [(r.start, r.end) for r in find_date_ranges("Sparta Summit 2019")] == [("2019", None)]


@pytest.mark.parametrize(("text", "start"), [("Madison, WI 2019", "2019"), ("São Paulo, SP 2020", "2020")])
def test_a_state_code_after_a_comma_is_no_abbreviated_season(text: str, start: str) -> None:
    assert [(d.start, d.end) for d in find_date_ranges(text)] == [(start, None)]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Research Intern | Heron Analytics    06.2025 09.2025", [("2025-06", "2025-09")]),
        ("Data Engineer | Plover Systems    3    07.2019    03.2021", [("2019-07", "2021-03")]),
        ("Analyst, Tern Bank    Jun 2016 Aug 2017", [("2016-06", "2017-08")]),
    ],
)
def test_two_month_dates_ending_a_pdf_row_are_one_range(text: str, expected: list[tuple[str, str]]) -> None:
    """A PDF date column whose dash was lost still reads as the row's range."""
    assert _ranges(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Talks: May 2019 June 2018",  # the second before the first: two dates
        "Visits Jun 2019 Aug 2020 and later",  # words after them: not a column
        "Born 1990; moved 05.2019 06.2020",  # a date before them: a list, not a row's range
        "2019 2020",  # years alone
    ],
)
def test_spaced_dates_that_are_no_column_range_stay_single(text: str) -> None:
    assert all(end is None for _, end in _ranges(text))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Lecturer, Heron College, 2024-?", [("2024", "present")]),
        ("Sep 2021 – ? | Analyst, Plover Bank", [("2021-09", "present")]),
        ("2019 – 2021 (?)", [("2019", "2021")]),  # a doubtful closed range stays closed
    ],
)
def test_an_end_left_as_a_question_mark_is_open(text: str, expected: list[tuple[str, str]]) -> None:
    """GUIDE: a range left open is a current post; "2024-?" leaves it open with a question mark."""
    assert _ranges(text) == expected
