"""What a section heading can be (round 10; invented texts)."""

from __future__ import annotations

from talentgraph.extract.sections import split_lines


def _headings(raw: list[str], marked: bool = False) -> list[tuple[str, str | None]]:
    return [(ln.text, ln.kind) for ln in split_lines(raw, marked=marked) if ln.heading]


def test_a_word_wrapped_from_the_line_above_opens_no_section() -> None:
    raw = [
        "## Press",
        "2021 Okafor, D. Why tidal marshes matter for coastal flood https://news.example/why-marsh-",
        "education",
        "2020 Lund, P. Member of the Guild for the Advancement of",
        "Teaching",
        "Tools: Python, Julia and",
        "languages",
    ]
    assert _headings(raw, marked=True) == [("Press", "other")]
    assert {ln.kind for ln in split_lines(raw, marked=True)} == {"other"}


def test_a_heading_after_a_finished_line_still_opens_its_section() -> None:
    raw = ["Curator, Moss Museum, 2019.", "Education", "MSc, Harbourview College, 2015"]
    assert _headings(raw) == [("Education", "education")]


def test_a_count_in_a_laid_out_pdf_is_no_section_name() -> None:
    raw = [
        "## Teaching",
        "Tutor, Harbourview College (2016 - 2018)",
        "(60 students)",
        "3 PACKAGES.    2019-2021",
    ]
    assert _headings(raw, marked=True) == [("Teaching", "teaching")]
    assert _headings(["## Skills", "Talks (2019-2024):", "On Fens"], marked=True)[1] == (
        "Talks (2019-2024):",
        "talks",
    )


def test_section_names_for_seminars_posters_recognitions_associations_and_referees() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Departmental Seminars and Colloquia") == "talks"
    assert heading_kind("Conference Posters") == "talks"
    assert heading_kind("Honours/ Recognitions") == "awards"
    assert heading_kind("Learned Associations") == "service"
    assert heading_kind("Referees") == "other"


def test_conference_and_seminar_activity_lists_talks() -> None:
    """A laid-out PDF's unmarked "Conference and Seminar Activity" line opens the talks, so the talk
    lines under it leave the grants section above."""
    lines = split_lines(
        [
            "# Ada Roe",
            "## Research Grants",
            "Kestrel Fund: Tidal Mixing. Principal investigator, 2019-2021.",
            "Conference and Seminar Activity",
            "Quillon University, Lisbon. Presented “Tides and eddies.”",
        ],
        marked=True,
    )
    assert [ln.kind for ln in lines][-2:] == ["talks", "talks"]
