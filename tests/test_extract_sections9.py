"""Section headings and markup helpers shared by the document formats (invented texts)."""

from __future__ import annotations

from pathlib import Path

from talentgraph.doctree import drop_attributes, drop_comments, markdown_lines
from talentgraph.extract.sections import clean_inline
from talentgraph.extract.structured_keys import paragraphs, text_of


def test_attribute_lists_are_dropped_the_same_way_in_markdown_and_in_cleaned_lines() -> None:
    line = "*Tutor, Harbourview College* \\hfill [2011–2013]{.cv-date}"
    assert clean_inline(line)[0] == "Tutor, Harbourview College 2011–2013"
    rendered = markdown_lines(line)[0][1]
    assert clean_inline(rendered)[0] == clean_inline(line)[0]
    assert drop_attributes('[Fen Lab](https://fen.example){:rel="me"}') == "[Fen Lab](https://fen.example)"


def test_html_comments_go_from_markdown_and_from_data_values_alike() -> None:
    assert text_of("<b>Curator</b><!-- was: intern --> at Moss Museum") == "Curator at Moss Museum"
    assert paragraphs("Moss Museum\n<!-- hidden\n\nold -->\n\nHarbourview") == ["Moss Museum", "Harbourview"]
    assert drop_comments("x<!-- a\nb -->y", keep_lines=True) == "x\ny"


def test_misspelled_and_unusual_section_names_are_read() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Eduaction") == "education"
    assert heading_kind("Profesional Experiance") == "experience"
    assert heading_kind("Professional Preparation") == "education"  # an NSF biosketch's degrees
    assert heading_kind("Academic Training") == "education"
    assert heading_kind("Employment Record") == "experience"
    assert heading_kind("Formación Académica") == "education"
    assert heading_kind("Expériences Professionnelles") == "experience"
    assert heading_kind("Teaching and Supervision") == "teaching"  # courses, not a list of names
    assert heading_kind("Professional Memberships") == "service"
    assert heading_kind("Editorial Boards") == "service"
    # words one letter from a section name that are words of their own stay what they are
    assert heading_kind("Particles") is None
    assert heading_kind("Wellcome Fund") is None


def test_a_misspelled_heading_opens_its_section() -> None:
    from talentgraph.extract.sections import split_lines

    lines = split_lines(
        ["## Educatoin", "- MSc, Harbourview College, 2015", "## Experiance", "- Curator, Moss Museum"]
    )
    assert [ln.kind for ln in lines] == ["education", "education", "experience", "experience"]


def test_a_data_file_list_of_posts_under_a_key_of_its_own_is_read_as_posts(tmp_path: Path) -> None:
    import json

    from talentgraph.extract.structured import extract_structured
    from talentgraph.sources import read_document

    data = {
        "basics": {"name": "Ines Varga"},
        "labs": [{"name": "Fen Ecology Lab", "position": "Research Assistant", "startDate": "2018/03",
                      "endDate": "2019/06"}],
        "student leadership": [{"organization": "Rowing Club", "position": "Captain", "startDate": "2017"}],
        "talks": [{"title": "On Fens", "publisher": "Marsh Society", "date": "2019"}],
    }  # fmt: skip
    path = tmp_path / "resume.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    profile = extract_structured(read_document(path))
    assert profile is not None
    assert [(a.org_text, a.role, a.start) for a in profile.affiliations] == [
        ("Fen Ecology Lab", "Research Assistant", "2018-03")
    ]


def test_assistantships_are_posts() -> None:
    from talentgraph.extract.sections import heading_kind

    assert heading_kind("Graduate Assistantships") == "experience"
    assert heading_kind("Research Assistantship") == "experience"


def test_a_heading_joining_two_sections_without_posts_lists_no_posts() -> None:
    from talentgraph.extract.sections import heading_kind, split_lines

    assert heading_kind("Service & Professional Memberships") == "service"
    assert heading_kind("Service and Leadership") is None  # a section of posts may hide behind it
    lines = split_lines(["## Service and Professional Affiliations", "- Member, Fen Society, 2019 - present"])
    assert lines[1].kind == "service"
