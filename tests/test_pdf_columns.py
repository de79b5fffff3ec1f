"""PDF CVs with a sidebar: small fictional two-column PDFs, read column by column."""

from __future__ import annotations

from pathlib import Path

from talentgraph.sources import read_document

from .pdfs import Run, make_pdf


def lines_of(tmp_path: Path, pages: list[list[Run]]) -> list[str]:
    path = tmp_path / "cv.pdf"
    path.write_bytes(make_pdf(pages))
    return read_document(path).lines


def column(x: float, top: float, texts: list[str], step: float = 14, bold: bool = False) -> list[Run]:
    return [(x, top + step * n, 10, bold, text) for n, text in enumerate(texts) if text]


MAIN = [
    "Experience",
    "Engineer, Initech Labs, 2019 – 2020",
    "• Built the ingest service for graphs",
    "Intern, Quillon Labs, 2018",
    "• Wrote a parser for the export files",
    "• Tested it on real data sets",
    "• Shipped it to all customers",
    "• Measured it on every kind of input",
]
SIDEBAR = [
    "Skills",
    "Python, Rust, SQL",
    "Graph databases",
    "Links",
    "github.com/jroe",
    "Languages",
    "English",
]


def test_a_sidebar_is_read_before_the_main_column(tmp_path: Path) -> None:
    runs = [(40, 60, 20, True, "Jane Roe"), *column(40, 100, SIDEBAR), *column(220, 100, MAIN[:7])]
    assert lines_of(tmp_path, [runs]) == ["# Jane Roe", *SIDEBAR, *MAIN[:7]]


def test_a_header_centred_across_both_columns_does_not_hide_the_sidebar(tmp_path: Path) -> None:
    header: list[Run] = [
        (100, 50, 24, True, "Jane Roe"),
        (100, 70, 11, False, "Engineer of data pipelines and knowledge graphs"),
        (100, 84, 10, False, "jane@example.org, Lisbon, Portugal, and online"),
    ]
    lines = lines_of(tmp_path, [[*header, *column(40, 110, SIDEBAR), *column(220, 110, MAIN)]])
    assert lines[3:] == [*SIDEBAR, *MAIN]


def test_a_sidebar_set_close_to_the_main_column_is_still_a_column(tmp_path: Path) -> None:
    """The sidebar starts about one em right of the main column's longest lines: a gap too narrow
    for a column break between two words of one line, wide enough for a gutter."""
    main = [
        "Experience",
        "Engineer, Initech Labs, 2019 – 2020",
        "Built the ingest service for the graphs team",
        "Intern, Quillon Labs, 2018",
        "Wrote a parser for the export files of all",
        "the customers, and tested it on real data",
        "Shipped it to all customers in one week",
        "Measured it on every kind of input there is",
    ]
    runs: list[Run] = [(40, 60, 20, True, "Jane Roe")]
    runs += column(40, 100, main) + column(242, 100, SIDEBAR)
    lines = lines_of(tmp_path, [runs])
    assert lines == ["# Jane Roe", *main, *SIDEBAR]


def test_a_right_sidebar_is_read_after_the_main_column_runs_on_over_the_page(tmp_path: Path) -> None:
    """The sidebar's lines fall between the main column's (another line spacing) and it has bold
    titles of its own: a column, not places beside entries."""
    side = [
        "Contact",
        "jane@example.org",
        "github.com/jroe",
        "Lisbon, Portugal",
        "Toolbox",
        "Python, Rust, SQL",
        "Graph databases",
        "Linux servers",
    ]
    first: list[Run] = [(40, 60, 20, True, "Jane Roe")]
    first += column(40, 100, MAIN)
    first += [(420, 100 + 16 * n, 10, text in {"Contact", "Toolbox"}, text) for n, text in enumerate(side)]
    rest = ["Teacher, Quillon School, 2016 – 2017", "• Taught physics to first years"]
    lines = lines_of(tmp_path, [first, column(40, 100, rest)])
    assert lines == ["# Jane Roe", *MAIN, *rest, "## Contact", *side[1:]]


def test_a_sidebar_of_bold_entries_under_its_own_headings_is_a_column(tmp_path: Path) -> None:
    """Most of the sidebar is bold (degrees, skills), which a column of labels is too; its own
    section headings tell it apart."""
    side = [
        ("Education", True),
        ("PhD in Physics", True),
        ("Quillon University", False),
        ("Thesis on graph flows", False),
        ("MSc in Physics", True),
        ("Quillon University", False),
        ("Thesis on small graphs", False),
        ("Skills", True),
        ("Rust", True),
        ("Python", True),
        ("Haskell", True),
        ("Languages", True),
        ("English", False),
        ("Portuguese", False),
    ]
    runs: list[Run] = [(40, 60, 20, True, "Jane Roe")]
    runs += [(40, 100 + 14 * n, 10, bold, text) for n, (text, bold) in enumerate(side)]
    runs += column(220, 100, MAIN)
    lines = lines_of(tmp_path, [runs])
    headings = {"Education", "Skills", "Languages"}
    assert lines == [
        "# Jane Roe",
        *(f"## {text}" if text in headings else text for text, _ in side),
        *MAIN,
    ]


def test_places_wrapped_over_two_rows_beside_their_entries_are_read_by_rows(tmp_path: Path) -> None:
    runs: list[Run] = []
    rows = []
    for n in range(6):
        top = 100 + 30 * n
        entry, place, country = (
            f"Engineer {n}, Initech Labs, 201{n} – 201{n + 1}",
            f"Institute {n},",
            "Portugal",
        )
        runs += [
            (72, top, 10, False, entry),
            (420, top, 10, False, place),
            (420, top + 12, 10, False, country),
        ]
        rows += [f"{entry}    {place}", country]
    assert lines_of(tmp_path, [runs]) == rows


def test_a_sidebar_running_on_to_a_short_page_is_read_after_the_main_column(tmp_path: Path) -> None:
    first: list[Run] = [
        (40, 60, 20, True, "Jane Roe"),
        *column(40, 100, SIDEBAR),
        *column(220, 100, MAIN[:7]),
    ]
    second: list[Run] = [(40, 100, 10, False, "Tools"), (40, 114, 10, False, "Git    Docker")]
    second += [
        (220, 100, 10, False, "Roe, J. (2021). Graph stores at scale."),
        (220, 114, 10, False, "Journal of Data"),
    ]
    assert lines_of(tmp_path, [first, second])[-4:] == [
        "Roe, J. (2021). Graph stores at scale.",
        "Journal of Data",
        "Tools",
        "Git Docker",
    ]
