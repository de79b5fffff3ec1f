"""Section headings of a PDF CV recognised by how they are set, where the font alone says too
little: a heading style learned from the lines that name known sections."""

from __future__ import annotations

from pathlib import Path

from talentgraph.sources import read_document

from .pdfs import Run, make_pdf


def lines_of(tmp_path: Path, runs: list[Run]) -> list[str]:
    path = tmp_path / "cv.pdf"
    path.write_bytes(make_pdf([runs]))
    return read_document(path).lines


def test_plain_headings_a_little_larger_than_the_body_are_headings(tmp_path: Path) -> None:
    """12 pt, not bold, over 10 pt text: too small for a heading by size alone, but two lines set
    so name known sections, and a third set alike is a heading too."""
    runs: list[Run] = [
        (200, 60, 20, False, "Jane Roe"),
        (72, 100, 10, False, "I study how tidal flats store carbon and how the birds feeding there move."),
        (72, 130, 12, False, "Experience"),
        (72, 146, 10, True, "Research Fellow | Quillon University | PT    Jan 2021 - Present"),
        (72, 160, 10, False, "Measured sediment carbon along three estuaries of the western coast."),
        (72, 190, 12, False, "Education"),
        (72, 206, 10, True, "PhD in Ecology | Quillon University | PT    Sep 2016 - Dec 2020"),
        (72, 220, 10, False, "Thesis on the feeding grounds of waders along the Atlantic coast."),
        (72, 250, 12, False, "Field Seasons Abroad"),
        (72, 266, 10, False, "Three summers counting shorebirds on islands of the Wadden Sea area."),
    ]
    lines = lines_of(tmp_path, runs)
    assert "## Experience" in lines
    assert "## Education" in lines
    assert "## Field Seasons Abroad" in lines


def test_one_plain_larger_line_naming_a_section_is_not_enough(tmp_path: Path) -> None:
    """A single larger line is no style: it stays text (an entry title set larger, say)."""
    runs: list[Run] = [
        (200, 60, 20, False, "Jane Roe"),
        (72, 100, 10, False, "I study how tidal flats store carbon and how the birds feeding there move."),
        (72, 130, 11.5, False, "Education"),
        (72, 146, 10, False, "PhD in Ecology, Quillon University, 2020."),
        (72, 176, 11.5, False, "Field Seasons Abroad"),
        (72, 192, 10, False, "Three summers counting shorebirds on islands of the Wadden Sea area."),
    ]
    lines = lines_of(tmp_path, runs)
    assert "Field Seasons Abroad" in lines


def test_a_bold_title_wrapped_onto_a_line_in_lower_case_is_no_heading(tmp_path: Path) -> None:
    """Entry titles set bold and larger, their dates beside them in the body font: the title's
    second line, opening in lower case under the first, is the rest of the title, not a section."""
    runs: list[Run] = [
        (200, 60, 20, False, "Jane Roe"),
        (72, 100, 10, False, "I study how tidal flats store carbon and how the birds feeding there move."),
        (72, 130, 15, True, "Experience"),
        (72, 150, 12, True, "Field Technician -> Survey Lead -> Senior Sur-"),
        (480, 150, 10, False, "2016–2021"),
        (72, 164, 12, True, "veyor, Coastal Mapping"),
        (72, 178, 10, False, "Kestrel Survey Office, Lisbon"),
        (72, 192, 10, False, "Mapped the estuary banks each spring and trained the new field crews."),
        (72, 222, 15, True, "Education"),
        (72, 242, 10, False, "PhD in Ecology, Quillon University, 2016."),
    ]
    lines = lines_of(tmp_path, runs)
    assert "## Experience" in lines
    assert not any(line.startswith("#") and "veyor" in line for line in lines)


def test_headings_set_apart_only_by_the_space_above_them_are_headings(tmp_path: Path) -> None:
    """Headings in the body's font, set off by a wide gap above: two that name known sections
    exactly teach the style, and a longer one set alike ("Selected Field & Lab Experience") opens
    its section, so the roles under it are not read as more of the education above."""
    runs: list[Run] = [
        (220, 60, 20, False, "Tomas Wren"),
        (72, 90, 10, False, "Hydrology, river channels and sediment budgets."),
        (72, 120, 10, False, "Education"),
        (72, 133, 10, False, "Orlin College, Hydrology (Ph.D.)    Sep 2017 - May 2022"),
        (72, 146, 10, False, "Orlin College, Geography (B.Sc.)    Sep 2013 - May 2017"),
        (72, 176, 10, False, "Selected Field & Lab Experience"),
        (72, 189, 10, False, "Basset Water Works    Leeds, UK"),
        (72, 202, 10, False, "PhD Field Intern - Gauging Stations    Jun 2020 - Aug 2020"),
        (72, 215, 10, False, "Calibrated flow gauges along two upland streams each week."),
        (72, 245, 10, False, "Selected Publications"),
        (72, 258, 10, False, "Wren, T. Gauging small streams. Journal of Upland Waters (2021)."),
    ]
    lines = lines_of(tmp_path, runs)
    assert "## Education" in lines
    assert "## Selected Field & Lab Experience" in lines
    assert "## Selected Publications" in lines


def test_an_entry_after_a_wide_gap_is_no_spaced_heading(tmp_path: Path) -> None:
    """Entry titles after a gap as wide stay text when they name no known section."""
    runs: list[Run] = [
        (220, 60, 20, False, "Tomas Wren"),
        (72, 90, 10, False, "Hydrology, river channels and sediment budgets."),
        (72, 120, 10, False, "Experience"),
        (72, 133, 10, False, "Field Intern, Basset Water Works    2020 - 2021"),
        (72, 163, 10, False, "Basset Water Works"),
        (72, 176, 10, False, "Gauging Technician    2021 - 2023"),
        (72, 206, 10, False, "Selected Publications"),
        (72, 219, 10, False, "Wren, T. Gauging small streams. Journal of Upland Waters (2021)."),
    ]
    lines = lines_of(tmp_path, runs)
    assert "## Experience" in lines
    assert "Basset Water Works" in lines


def test_a_left_heading_stacked_over_two_rows_is_one_heading_before_both(tmp_path: Path) -> None:
    """A LaTeX class sets each heading in a left column, larger than the body, beside its first
    entry; a two-word heading wraps there, its words beside the entry's first two rows. The two
    words are one heading, read before the organisation row and the role row under it."""
    runs: list[Run] = [
        (200, 60, 20, False, "Jane Roe"),
        (60, 100, 14, False, "Research"),
        (150, 100, 10, True, "Quillon Marine Institute"),
        (60, 114, 14, False, "Experience"),
        (150, 114, 10, False, "Research Intern"),
        (450, 114, 10, False, "Jan 2021 - Mar 2022"),
        (150, 128, 10, False, "Counted shorebirds along the western coast."),
        (60, 160, 14, False, "Industry"),
        (150, 160, 10, True, "Harbour Analytics"),
        (60, 174, 14, False, "Experience"),
        (150, 174, 10, False, "Data Engineer"),
        (450, 174, 10, False, "Apr 2022 - Present"),
    ]
    lines = lines_of(tmp_path, runs)
    at = lines.index("## Research Experience")
    assert lines[at + 1 : at + 3] == ["Quillon Marine Institute", "Research Intern    Jan 2021 - Mar 2022"]
    at = lines.index("## Industry Experience")
    assert lines[at + 1 : at + 3] == ["Harbour Analytics", "Data Engineer    Apr 2022 - Present"]


def test_two_one_row_sections_stacked_in_the_left_column_stay_two(tmp_path: Path) -> None:
    """Two headings of one row each, stacked in the left column ("Languages" beside its row, then
    "Skills" beside its own), are two sections, not one heading "Languages Skills"."""
    runs: list[Run] = [
        (200, 60, 20, False, "Jane Roe"),
        (60, 100, 14, False, "Languages"),
        (150, 100, 10, False, "Portuguese, Finnish"),
        (60, 114, 14, False, "Skills"),
        (150, 114, 10, False, "Python, R, Stan"),
    ]
    lines = lines_of(tmp_path, runs)
    assert "## Languages" in lines
    assert "## Skills" in lines
    assert lines[lines.index("## Skills") + 1] == "Python, R, Stan"
