"""A prose post under a dated heading takes the heading's dates (invented text)."""

from __future__ import annotations

from talentgraph.extract.heading_dates import dated_by_heading
from talentgraph.extract.sections import split_lines
from talentgraph.model import Affiliation, Evidence

from .profiles import profile_of


def _dates(texts: list[str], line: int, end: str | None = None) -> tuple[str | None, str | None]:
    lines = split_lines(texts)
    post = Affiliation(
        org_text="Northvale University", end=end, evidence=Evidence(line, lines[line - 1].text)
    )
    dated = dated_by_heading([post], lines)[0]
    return dated.start, dated.end


def test_a_narrative_page_dates_each_stage_by_its_heading() -> None:
    p = profile_of(
        "# Ana Ruiz\n\n## Postdoctoral Work (2016-2018)\n\n"
        "I was a postdoctoral researcher at Northvale University with the Tide Modelling Group.\n"
    )
    posts = [(a.start, a.end) for a in p.affiliations if a.org_text == "Northvale University"]
    assert posts == [("2016", "2018")]


def test_a_bold_lead_line_dates_the_paragraph_below() -> None:
    texts = ["**2021 Mar** \\| **Lecturer**", "", "I teach as a lecturer at Northvale University."]
    assert _dates(texts, 3) == ("2021-03", None)


def test_a_single_heading_date_starts_a_current_post() -> None:
    texts = ["### 2021", "I am a lecturer at Northvale University."]
    assert _dates(texts, 2, end="present") == ("2021", "present")


def test_a_closed_heading_range_ends_a_post_told_as_current() -> None:
    texts = ["### Lecturer (2019 - 2022)", "I am a lecturer at Northvale University."]
    assert _dates(texts, 2, end="present") == ("2019", "2022")


def test_a_heading_with_two_ranges_dates_nothing() -> None:
    texts = ["### Postdocs (2014 - 2016, 2017 - 2019)", "I was a postdoc at Northvale University."]
    assert _dates(texts, 2) == (None, None)


def test_only_the_first_line_of_the_paragraph_takes_the_heading_dates() -> None:
    texts = [
        "### Graduate School (2010 - 2016)",
        "I studied tides.",
        "I was a tutor at Northvale University.",
    ]
    assert _dates(texts, 3) == (None, None)


def test_a_line_with_text_outside_its_bold_words_is_no_heading() -> None:
    texts = ["Funded by **Gull Trust** in 2019", "I was a postdoc at Northvale University."]
    assert _dates(texts, 2) == (None, None)


def test_a_heading_over_several_posts_dates_none_of_them() -> None:
    """ "Postdocs (since 2020)" heads a stage: its date is no one post's."""
    lines = split_lines(
        ["### Postdocs (since 2020)", "I am based at Northvale University.", "", "I was at Harrow Institute."]
    )
    posts = [
        Affiliation(org_text="Northvale University", end="present", evidence=Evidence(2, lines[1].text)),
        Affiliation(org_text="Harrow Institute", evidence=Evidence(4, lines[3].text)),
    ]
    assert [(a.start, a.end) for a in dated_by_heading(posts, lines)] == [(None, "present"), (None, None)]
