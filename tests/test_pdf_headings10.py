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


def test_a_dated_entry_wrapped_over_two_lines_is_one_row_where_entries_are_spaced(tmp_path: Path) -> None:
    """Entries set apart by paragraph space, each wrapped at the right edge: the organisation on
    the second line belongs to the entry above, so the two lines are one row."""
    runs: list[Run] = [
        (200, 60, 20, False, "Jane Roe"),
        (72, 100, 14, True, "Positions"),
        (
            90,
            124,
            10,
            False,
            "May 2016–June 2019: Director, Tidal Studies Programme, Centre for Coastal Field",
        ),
        (90, 137, 10, False, "Research, Kestrel College"),
        (90, 157, 10, False, "March 2012–April 2016: Lecturer, Department of Marine Ecology, Quillon De-"),
        (90, 170, 10, False, "partment of Technology"),
        (90, 190, 10, False, "2010: Visiting Scholar, Lisbon Sea Station, Portugal, under a summer grant."),
        (
            90,
            210,
            10,
            False,
            "January 2008–2010: Research Associate, Wader Survey, Ostrava Bay Station, Port",
        ),
        (90, 223, 10, False, "Harbour Office"),
    ]
    lines = lines_of(tmp_path, runs)
    assert (
        "May 2016–June 2019: Director, Tidal Studies Programme, Centre for Coastal Field Research, Kestrel College"
        in lines
    )
    assert (
        "March 2012–April 2016: Lecturer, Department of Marine Ecology, Quillon Department of Technology"
        in lines
    )


def test_a_line_that_stopped_short_of_the_edge_is_not_continued(tmp_path: Path) -> None:
    """The line below starts a new item where its first word would have fitted above."""
    runs: list[Run] = [
        (200, 60, 20, False, "Jane Roe"),
        (72, 100, 14, True, "Talks"),
        (90, 124, 10, False, "2017: Department of Coastal Ecology, Kestrel College, Portugal"),
        (90, 137, 10, False, "Lisbon Sea Station, Lisbon, Portugal"),
        (
            90,
            157,
            10,
            False,
            "2016: Wader Survey Workshop, Ostrava Bay, Quillon Institute of Technology, Lisbon",
        ),
        (90, 177, 10, False, "2015: Department of Marine Ecology, Quillon Institute of Technology, Lisbon"),
    ]
    lines = lines_of(tmp_path, runs)
    assert "Lisbon Sea Station, Lisbon, Portugal" in lines


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
