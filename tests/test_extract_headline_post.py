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


def test_a_headline_role_over_other_posts_at_its_employer_is_a_post(tmp_path: Path) -> None:
    """The opening title names a role none of the listed posts at that employer has: a post of its own."""
    body = (
        "Currently a doctoral researcher at Kestrel University. I study widgets.\n\n"
        "## Experience\n\n- Teaching Assistant, Kestrel University, 2021–2023\n"
    )
    posts = _posts(tmp_path, body)
    assert ("Kestrel University", "doctoral researcher", "present") in posts
    assert ("Kestrel University", "Teaching Assistant", "2023") in posts


def test_a_headline_restating_a_listed_role_or_written_below_the_posts_adds_none(tmp_path: Path) -> None:
    restated = "Research Fellow at Kestrel University.\n\n## Experience\n\n- Research Fellow, Kestrel University, 2021–present\n"
    assert [p for p in _posts(tmp_path, restated) if p[0] == "Kestrel University"] == [
        ("Kestrel University", "Research Fellow", "present")
    ]
    below = "## Experience\n\n- Tutor, Kestrel University, 2021–2023\n\n## Service\n\nStudent Representative at Kestrel University\n"
    assert {p[1] for p in _posts(tmp_path, below) if p[0] == "Kestrel University"} == {"Tutor"}
