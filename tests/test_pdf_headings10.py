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
