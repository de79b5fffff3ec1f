"""Reading documents into Document objects."""

from __future__ import annotations

from pathlib import Path

import pytest

from talentgraph.errors import SourceError
from talentgraph.sources import html_to_text, read_document, rst_as_markdown


def test_html_keeps_headings_and_items(tmp_path: Path) -> None:
    text = html_to_text("<script>x()</script><h2>Work</h2><ul><li>Intern at <b>ACME</b></li></ul>")
    assert text.splitlines() == ["## Work", "- Intern at **ACME**"]


def test_markdown_front_matter(tmp_path: Path) -> None:
    path = tmp_path / "about.md"
    path.write_text("---\ntitle: About me\n---\n# Hi\n", encoding="utf-8")
    doc = read_document(path)
    assert doc.format == "markdown"
    assert doc.data == {"title": "About me"}
    assert doc.lines[3] == "# Hi"


def test_markdown_opening_with_a_link_is_markdown_not_json(tmp_path: Path) -> None:
    path = tmp_path / "employment.md"
    path.write_text("[Home](/) | [CV](/cv)\n\n## Employment\n- Engineer, Acme, 2020–2022\n", encoding="utf-8")
    assert read_document(path).format == "markdown"


def test_json_with_comments_is_read(tmp_path: Path) -> None:
    path = tmp_path / "resume.json"
    path.write_text(
        '{\n  // who\n  "basics": {"name": "Ada Roe", "url": "https://ada.example.org"} /* site */\n}\n',
        encoding="utf-8",
    )
    doc = read_document(path)
    assert doc.format == "json-resume"
    assert doc.data["basics"]["url"] == "https://ada.example.org"


def test_broken_json_is_still_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "resume.json"
    path.write_text('{"basics": {"name": "Ada"} "work": []}', encoding="utf-8")
    with pytest.raises(SourceError, match=r"resume\.json: invalid JSON at line 1"):
        read_document(path)


def test_restructuredtext_cv_is_read_as_markdown_with_its_lines(tmp_path: Path) -> None:
    from talentgraph.extract import extract_profile

    path = tmp_path / "cv.rst"
    path.write_text(
        "=========\nMara Voss\n=========\n\n.. image:: photo.jpg\n   :width: 200\n\n"
        "Experience\n----------\n\n"
        "- 2021 – present: Postdoctoral Researcher, `University of Oslo <https://www.uio.no>`_\n"
        "- 2016 – 2021: PhD Student, ETH Zurich\n",
        encoding="utf-8",
    )
    doc = read_document(path)
    assert doc.format == "markdown"
    assert (
        doc.lines[10] == "- 2021 – present: Postdoctoral Researcher, [University of Oslo](https://www.uio.no)"
    )
    assert ".. image::" not in doc.text
    profile = extract_profile(doc)
    assert profile.person.name == "Mara Voss"
    posts = {(a.org, a.start, a.end, a.evidence.line if a.evidence else None) for a in profile.affiliations}
    assert ("University of Oslo", "2021", "present", 11) in posts
    assert ("ETH Zurich", "2016", "2021", 12) in posts


def test_rst_bold_connectives_between_links_are_plain_words() -> None:
    text = "* **2019 - 2021: Postdoc at the** `Tide Lab <https://t.example>`_ **of the** `Kestrel University <https://k.example>`_"
    assert rst_as_markdown(text) == (
        "* **2019 - 2021: Postdoc at the** [Tide Lab](https://t.example) of the [Kestrel University](https://k.example)"
    )


def test_yaml_data_file_with_a_tab_inside_a_value_is_read(tmp_path: Path) -> None:
    # YAML allows a tab inside a value; PyYAML alone rejects "via<TAB>solvers" and the whole file was lost
    path = tmp_path / "cv.yml"
    path.write_text(
        "- title: Experience\n  type: time_table\n  contents:\n"
        "    - title: Research Fellow\n      institution: Kestrel Institute of Technology\n      year: 2019-2022\n"
        "- title: Talks\n  contents:\n    - title: Fast sparse\tsolvers\n      year: 2020\n",
        encoding="utf-8",
    )
    doc = read_document(path)
    assert doc.data[0]["contents"][0]["institution"] == "Kestrel Institute of Technology"
    assert doc.data[1]["contents"][0]["title"] == "Fast sparse solvers"


def test_yaml_indented_by_tabs_is_still_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "cv.yml"
    path.write_text("- title: Experience\n\tcontents: []\n", encoding="utf-8")
    with pytest.raises(SourceError, match=r"cv\.yml: invalid YAML at line 2"):
        read_document(path)


@pytest.mark.parametrize(
    ("text", "key", "kept"),
    [
        ('a: "keep\there"\nb: 1\t# c\n', "a", "keep\there"),  # a double-quoted tab on another line
        ("a: 'q\tz'\nb: z\tq\n", "a", "q\tz"),  # a single-quoted one
        ("a: |\n  col1\tcol2\nb: z\tq\n", "a", "col1\tcol2\n"),  # a block scalar's
    ],
)
def test_yaml_tab_fallback_keeps_tabs_in_values_on_other_lines(
    tmp_path: Path, text: str, key: str, kept: str
) -> None:
    # only the line PyYAML stops at has its inner tabs read as spaces
    path = tmp_path / "cv.yml"
    path.write_text(text, encoding="utf-8")
    assert read_document(path).data[key] == kept
