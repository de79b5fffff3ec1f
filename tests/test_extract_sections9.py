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
