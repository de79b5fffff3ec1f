"""An about page whose paragraph opens with the owner's title and employer and no subject ("Research
Scientist at Kestrel Labs.") states the current post. Fictional text."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.sources import read_document


def _posts(tmp_path: Path, body: str) -> set[tuple[str | None, str | None, str | None]]:
    path = tmp_path / "about.md"
    path.write_text(f"---\ntitle: About\n---\n\n{body}\n", encoding="utf-8")
    return {(a.org_text, a.role, a.end) for a in extract_profile(read_document(path)).affiliations}


def test_a_subjectless_title_at_an_organisation_is_the_current_post(tmp_path: Path) -> None:
    posts = _posts(tmp_path, "Economist at the Kestrel Monetary Fund. Research interests include trade.")
    assert ("Kestrel Monetary Fund", "Economist", "present") in posts


def test_the_title_after_currently_is_the_role(tmp_path: Path) -> None:
    posts = _posts(
        tmp_path, "Data scientist currently a postdoc at Wrenfield Institute of Widgets. I study cells."
    )
    assert ("Wrenfield Institute of Widgets", "postdoc", "present") in posts


def test_a_clause_or_an_entry_description_is_no_headline(tmp_path: Path) -> None:
    assert not _posts(tmp_path, "This talk at Gull College was recorded. It covers widgets.")
    body = "## Experience\n\n### Research Fellow, Kestrel University (2020-2022)\n\nPostdoctoral researcher at Wren Initiative working on widgets."
    assert ("Wren Initiative", "Postdoctoral researcher", "present") not in _posts(tmp_path, body)
