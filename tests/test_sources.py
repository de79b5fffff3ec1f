"""Reading documents into Document objects."""

from __future__ import annotations

from pathlib import Path

from talentgraph.sources import html_to_text, read_document


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
