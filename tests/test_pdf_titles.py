"""The title of a PDF CV (the owner's name): found by size among the lines above the first
section, read first, even where it is set between contact columns or beside a sidebar."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import read_document

from .pdfs import Run, make_pdf

BODY: list[Run] = [
    (72, 200 + 14 * n, 10, False, f"Body line {n}, with enough words in it to set the body size.")
    for n in range(6)
]


def read(tmp_path: Path, runs: list[Run]) -> tuple[list[str], str | None]:
    path = tmp_path / "cv.pdf"
    path.write_bytes(make_pdf([runs]))
    doc = read_document(path)
    return doc.lines, extract_profile(doc, orgs=OrgGazetteer([])).person.name


def test_a_title_set_between_two_contact_columns_is_a_line_of_its_own_read_first(tmp_path: Path) -> None:
    runs: list[Run] = [
        (60, 70, 12, True, "Online"),
        (480, 70, 12, True, "Offline"),
        (60, 84, 10, False, "+1 234 567 890"),
        (430, 84, 10, False, "mail: jane@example.org"),
        (60, 98, 10, False, "Lisbon"),
        (240, 98, 20, False, "Jane Roe"),
        (430, 98, 10, False, "site: janeroe.example"),
        *BODY,
    ]
    lines, name = read(tmp_path, runs)
    assert lines[0] == "# Jane Roe"
    assert "Lisbon    site: janeroe.example" in lines
    assert name == "Jane Roe"


def test_a_line_set_like_the_section_headings_is_no_title(tmp_path: Path) -> None:
    """The section headings are set larger than the name: the name is still the title."""
    runs: list[Run] = [
        (200, 60, 14, True, "Jane Roe"),
        (200, 76, 10, False, "jane@example.org"),
        (72, 110, 17, True, "Research Interests"),
        (72, 126, 10, False, "Tidal flats and the birds that feed on them."),
        (72, 160, 17, True, "Education"),
        (72, 176, 10, False, "PhD in Ecology, Quillon University, 2018."),
        *BODY,
    ]
    lines, _ = read(tmp_path, runs)
    assert lines[:3] == ["# Jane Roe", "jane@example.org", "## Research Interests"]


def test_a_name_over_the_main_column_reads_before_a_sidebar_that_starts_lower(tmp_path: Path) -> None:
    side = ["Lisbon", "jane@example.org", "github.com/jroe", "Skills", "Python, Rust, SQL", "Graph databases"]
    side += ["Languages", "English", "Portuguese"]
    main = [
        "Experience",
        "Engineer, Initech Labs, 2019 – 2020",
        "• Built the ingest service for graphs",
        "Intern, Quillon Labs, 2018",
        "• Wrote a parser for the export files",
        "• Tested it on real data sets",
        "• Shipped it to all customers",
        "• Measured it on every kind of input",
        "• Wrote it all down for the next team",
    ]
    runs: list[Run] = [(220, 50, 24, True, "Jane Roe"), (220, 70, 10, False, "Engineer of data pipelines")]
    runs += [(40, 120 + 14 * n, 10, False, text) for n, text in enumerate(side)]
    runs += [(220, 110 + 14 * n, 10, False, text) for n, text in enumerate(main)]
    lines, name = read(tmp_path, runs)
    assert lines[:3] == ["# Jane Roe", "Engineer of data pipelines", "Lisbon"]
    assert name == "Jane Roe"


def test_an_entry_title_set_large_beside_its_place_is_no_heading(tmp_path: Path) -> None:
    """A Typst-style entry: the institution large and bold, its place in the body font at the right;
    a section heading is set in one style."""
    runs: list[Run] = [
        (72, 50, 24, True, "Jane Roe"),
        (72, 90, 14, False, "Education"),
        (72, 110, 13, True, "Quillon University"),
        (450, 110, 11, False, "Lisbon, Portugal"),
        (72, 126, 11, False, "Master of Science in Biology"),
        (450, 126, 11, False, "2019 - 2021"),
        *BODY,
    ]
    lines, _ = read(tmp_path, runs)
    assert lines[1:4] == [
        "## Education",
        "Quillon University    Lisbon, Portugal",
        "Master of Science in Biology    2019 - 2021",
    ]


def test_a_line_naming_the_document_above_the_name_is_no_title(tmp_path: Path) -> None:
    runs: list[Run] = [
        (72, 70, 22, True, "Academic Résumé"),
        (72, 100, 16, True, "Jana Quill PhD"),
        (72, 120, 10, False, "jana@quill.example"),
        (72, 160, 14, True, "Education"),
        *BODY,
    ]
    lines, name = read(tmp_path, runs)
    assert lines[:2] == ["# Jana Quill PhD", "Academic Résumé"]
    assert name == "Jana Quill"


def test_a_name_with_its_family_name_in_bold_and_no_space_is_two_words(tmp_path: Path) -> None:
    # "Jane" (light) is 69.4 pt wide at 32 pt in Helvetica; "Roe" (bold) follows with no space glyph
    runs: list[Run] = [
        (200, 70, 32, False, "Jane"),
        (272, 70, 32, True, "Roe"),
        (72, 130, 14, True, "Education"),
    ]
    lines, name = read(tmp_path, [*runs, *BODY])
    assert lines[0] == "# Jane Roe"
    assert name == "Jane Roe"


def test_the_lines_of_the_header_are_not_read_as_one_wrapped_line(tmp_path: Path) -> None:
    runs: list[Run] = [
        (200, 70, 24, True, "Jane Roe"),
        (150, 100, 9, False, "RESEARCH ENGINEER · DATA SCIENTIST"),
        (150, 112, 9, False, "Quillon University, Lisbon"),
        (72, 140, 14, True, "Education"),
        *BODY,
    ]
    lines, _ = read(tmp_path, runs)
    assert lines[:3] == ["# Jane Roe", "RESEARCH ENGINEER · DATA SCIENTIST", "Quillon University, Lisbon"]


def test_a_name_set_large_over_two_lines_beside_a_contact_column_is_one_title(tmp_path: Path) -> None:
    """The given name over the family name, both in the title's size, contact lines at their right."""
    runs: list[Run] = [
        (400, 60, 12, False, "Quillon University"),
        (72, 70, 36, True, "Jane"),
        (400, 74, 12, False, "jane@example.org"),
        (400, 88, 12, False, "+1 234 567 890"),
        (72, 104, 36, True, "Roe-Lindqvist, PhD"),
        (72, 150, 16, True, "Education"),
        *BODY,
    ]
    lines, name = read(tmp_path, runs)
    assert lines[0] == "# Jane Roe-Lindqvist, PhD"
    assert name == "Jane Roe-Lindqvist"


def test_a_document_title_under_the_name_in_its_size_stays_apart(tmp_path: Path) -> None:
    runs: list[Run] = [
        (200, 60, 20, True, "Jane Roe"),
        (200, 80, 20, True, "Curriculum Vitae"),
        (72, 120, 10, False, "jane@example.org"),
        *BODY,
    ]
    _, name = read(tmp_path, runs)
    assert name == "Jane Roe"
