"""PDF CVs read by layout: small fictional PDFs written here, glyph by glyph, show each feature."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from talentgraph import pdf_layout
from talentgraph.errors import SourceError
from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.pdf_layout import MAX_PAGES, pdf_text
from talentgraph.sources import read_document

from .pdfs import Run, make_pdf


def spaced(x: float, y: float, size: float, words: list[str], bold: bool = False) -> list[Run]:
    """Words placed one by one with a gap and no space glyph between them (as LaTeX often writes)."""
    runs = []
    for word in words:
        runs.append((x, y, size, bold, word))
        x += 0.55 * size * len(word) + 0.3 * size
    return runs


def lines_of(tmp_path: Path, pages: list[list[Run]], name: str = "cv.pdf") -> list[str]:
    path = tmp_path / name
    path.write_bytes(make_pdf(pages))
    doc = read_document(path)
    assert doc.format == "pdf"
    return doc.lines


def test_a_right_aligned_date_column_joins_its_entry_line(tmp_path: Path) -> None:
    lines = lines_of(
        tmp_path,
        [
            [
                (72, 100, 10, False, "Research Intern, Initech Labs"),
                (470, 100, 10, False, "2019 – 2020"),
                (72, 114, 10, False, "Built a thing."),
            ]
        ],
    )
    assert lines == ["Research Intern, Initech Labs    2019 – 2020", "Built a thing."]


def test_a_date_in_a_smaller_font_on_the_same_baseline_is_on_the_same_line(tmp_path: Path) -> None:
    lines = lines_of(tmp_path, [[(72, 100, 11, True, "Quillon University"), (480, 100.8, 8, False, "2014")]])
    assert lines == ["Quillon University    2014"]


def test_dates_stacked_in_a_left_column_become_one_range(tmp_path: Path) -> None:
    lines = lines_of(
        tmp_path,
        [
            [
                (60, 100, 9, False, "Aug 2016"),
                (120, 100, 9, False, "PhD in Physics"),
                (60, 112, 9, False, "Dec 2020"),
                (120, 112, 9, False, "Quillon University, Lisbon"),
                (60, 130, 9, False, "2012 –"),
                (120, 130, 9, False, "MSc in Physics"),
                (60, 142, 9, False, "2014"),
            ]
        ],
    )
    assert lines == [
        "Aug 2016 – Dec 2020    PhD in Physics",
        "Quillon University, Lisbon",
        "2012 – 2014    MSc in Physics",
    ]


def test_a_date_cell_wrapped_before_its_year_gets_the_year_back(tmp_path: Path) -> None:
    """A narrow left date column wraps "Jun–Sep 2018" as "Jun–Sep" over "2018", beside the entry's
    first and second lines: the year belongs to the date above, not to the entry's second line."""
    lines = lines_of(
        tmp_path,
        [
            [
                (60, 100, 9, False, "Jun-Sep"),
                (150, 100, 9, False, "Summer Intern, Initech Labs"),
                (60, 112, 9, False, "2018"),
                (150, 112, 9, False, "Mentor: Ada Roe"),
                (60, 130, 9, False, "Jan 2015-Mar"),
                (150, 130, 9, False, "Field Assistant, Quillon Survey"),
                (60, 142, 9, False, "2016"),
            ]
        ],
    )
    assert lines == [
        "Jun-Sep 2018    Summer Intern, Initech Labs",
        "Mentor: Ada Roe",
        "Jan 2015-Mar 2016    Field Assistant, Quillon Survey",
    ]


def test_one_date_a_row_is_not_taken_for_a_stacked_range(tmp_path: Path) -> None:
    rows = [(100, "2023", "Best Poster Award"), (112, "2021", "Travel Grant"), (124, "Mar 2019", "Prize A")]
    runs: list[Run] = [
        run for y, date, text in rows for run in ((60, y, 9, False, date), (120, y, 9, False, text))
    ]
    runs.append((60, 136, 9, False, "Jun 2020"))  # a later date below, but on a row of its own
    runs.append((120, 136, 9, False, "Prize B"))
    assert lines_of(tmp_path, [runs]) == [
        "2023    Best Poster Award",
        "2021    Travel Grant",
        "Mar 2019    Prize A",
        "Jun 2020    Prize B",
    ]


def test_a_date_centred_beside_a_two_line_entry_joins_its_first_line(tmp_path: Path) -> None:
    lines = lines_of(
        tmp_path,
        [
            [
                (120, 100, 10, False, "Fellowship of the Quillon Institute for Advanced"),
                (40, 106.5, 10, False, "2025-2026"),
                (120, 113, 10, False, "Studies"),
            ]
        ],
    )
    assert lines == ["2025-2026    Fellowship of the Quillon Institute for Advanced", "Studies"]


def test_missing_spaces_are_repaired_from_glyph_gaps(tmp_path: Path) -> None:
    lines = lines_of(tmp_path, [spaced(72, 100, 10, ["Quillon", "Research", "Group"])])
    assert lines == ["Quillon Research Group"]


def test_headings_are_recognised_by_font_size(tmp_path: Path) -> None:
    lines = lines_of(
        tmp_path,
        [
            [
                (72, 60, 24, False, "Jane Roe"),
                (72, 100, 15, False, "Community Work"),
                (72, 116, 10, False, "Volunteer, Quillon Food Bank"),
                (72, 140, 15, False, "Experience"),
                (72, 156, 10, False, "Engineer, Initech Labs"),
                (470, 156, 10, False, "2019 – 2020"),
                (72, 170, 10, True, "Quillon Prize Committee"),
                (72, 184, 10, False, "A talk about graphs, with many more words in it than a heading has."),
            ]
        ],
    )
    assert lines[:5] == [
        "# Jane Roe",
        "## Community Work",
        "Volunteer, Quillon Food Bank",
        "## Experience",
        "Engineer, Initech Labs    2019 – 2020",
    ]
    assert lines[5] == "Quillon Prize Committee"  # bold at body size, neither capitals nor a section name
    profile = extract_profile(read_document(tmp_path / "cv.pdf"), orgs=OrgGazetteer([]))
    assert profile.person.name == "Jane Roe"
    found = [(a.org_text, a.start, a.end) for a in profile.affiliations]
    assert found == [("Initech Labs", "2019", "2020")]


def test_bold_capitals_at_body_size_are_headings(tmp_path: Path) -> None:
    lines = lines_of(
        tmp_path,
        [
            [
                (72, 60, 10, False, "Some words set in the body font, long enough to count as the body."),
                (72, 80, 10, True, "TEACHING"),
                (72, 94, 10, False, "Teaching Assistant, Quillon University, and more words in the body."),
            ]
        ],
    )
    assert lines[1] == "## TEACHING"


def test_running_footers_and_page_numbers_are_dropped(tmp_path: Path) -> None:
    """The footer and the page number share no baseline: two running lines on each page."""
    pages = [
        [
            (72, 100, 10, False, f"{n}: a line of body text, longer than the footer is, page {word}."),
            (72, 800, 8, False, "Jane Roe – Curriculum Vitae"),
            (300, 815, 8, False, str(n)),
        ]
        for n, word in ((1, "one"), (2, "two"))
    ]
    assert [line[-4:] for line in lines_of(tmp_path, pages)] == ["one.", "two."]


def test_a_hyphen_glyph_mapped_to_a_digit_is_a_hyphen(tmp_path: Path) -> None:
    lines = lines_of(
        tmp_path,
        [
            [
                (72, 100, 10, False, "aid bio3inspired design at Califor3"),
                (72, 114, 10, False, "nia, Santa Barbara"),
                (72, 128, 10, False, "Honors Program 201132015, grant 201942021"),
            ]
        ],
    )
    assert lines == [
        "aid bio-inspired design at California,",
        "Santa Barbara",
        "Honors Program 2011–2015, grant 201942021",  # only the glyph that stood for a hyphen
    ]


def test_pages_past_the_cap_are_skipped_with_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    raw = make_pdf([[(72, 300, 10, False, f"Page {n} text")] for n in (1, 2, 3)])
    with caplog.at_level(logging.WARNING, logger="talentgraph.pdf_layout"):
        pages, warnings = pdf_text(raw, "long.pdf", max_pages=2)
    assert pages == ["Page 1 text", "Page 2 text"]
    assert warnings == ["long.pdf: read the first 2 of 3 pages (page cap)"]
    assert "page cap" in caplog.text


def test_a_broken_pdf_is_one_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "broken.pdf"
    path.write_bytes(b"%PDF-1.4 not really a pdf")
    with pytest.raises(SourceError, match=r"broken\.pdf: not a readable PDF"):
        read_document(path)


def test_a_pdf_without_text_says_to_run_ocr(tmp_path: Path) -> None:
    path = tmp_path / "scan.pdf"
    path.write_bytes(make_pdf([[]]))
    with pytest.raises(SourceError, match="no text layer"):
        read_document(path)


def test_an_open_range_over_a_bulleted_line_takes_the_date_not_the_bullet(tmp_path: Path) -> None:
    lines = lines_of(
        tmp_path,
        [
            [
                (30, 100, 10, False, "2021.10-"),
                (78, 100, 10, False, "Biorobotics Lab at Quillon University, Research Assistant"),
                (30, 112, 10, False, "2022.05"),
                (78, 112, 10, False, "- Project: Snake Probe"),
            ]
        ],
    )
    assert lines == [
        "2021.10 – 2022.05 Biorobotics Lab at Quillon University, Research Assistant",
        "- Project: Snake Probe",
    ]


def test_a_title_beside_a_contact_column_is_a_line_of_its_own(tmp_path: Path) -> None:
    body = [
        (72, 120 + 14 * n, 10, False, f"Body line {n} with enough words to set the body size.")
        for n in range(3)
    ]
    lines = lines_of(
        tmp_path, [[(40, 66, 28, True, "Jane Roe"), (360, 66, 11, True, "Email: jane@example.org"), *body]]
    )
    assert lines[:2] == ["# Jane Roe", "Email: jane@example.org"]
    assert (
        extract_profile(read_document(tmp_path / "cv.pdf"), orgs=OrgGazetteer([])).person.name == "Jane Roe"
    )


def test_a_column_of_places_beside_its_entries_is_read_by_rows(tmp_path: Path) -> None:
    rows = [(f"Engineer {n}, Initech Labs, 201{n} – 201{n + 1}", f"City {n}, Portugal") for n in range(8)]
    runs: list[Run] = []
    for n, (entry, place) in enumerate(rows):
        runs += [(72, 100 + 14 * n, 10, False, entry), (450, 100 + 14 * n, 10, False, place)]
    assert lines_of(tmp_path, [runs]) == [f"{entry}    {place}" for entry, place in rows]


def test_the_page_cap_warning_reaches_the_profile(tmp_path: Path) -> None:
    pages = [
        [(72, 300, 10, False, f"Page {n} of a very long list of talks and papers.")]
        for n in range(MAX_PAGES + 1)
    ]
    path = tmp_path / "long.pdf"
    path.write_bytes(make_pdf(pages))
    doc = read_document(path)
    assert len(doc.lines) == MAX_PAGES
    profile = extract_profile(doc, orgs=OrgGazetteer([]))
    assert profile.warnings == [f"long.pdf: read the first {MAX_PAGES} of {MAX_PAGES + 1} pages (page cap)"]


def test_a_name_under_a_contact_block_is_the_title_and_tex_glyphs_are_cleaned(tmp_path: Path) -> None:
    contact = [
        (420, 40 + 10 * n, 8, False, text)
        for n, text in enumerate(["1 Main Street", "Lisbon", "jane@example.org"])
    ]
    body = [
        (72, 120, 14, False, "Experience"),
        (72, 136, 10, False, "Vocational. . . . . . . . . . . ."),
        (72, 150, 10, False, "{ Built a parser for many kinds of documents, with tests."),
        (72, 164, 10, False, "{ Measured it on real documents, and wrote it all down."),
    ]
    lines = lines_of(tmp_path, [[*contact, (72, 80, 24, False, "Jane Roe"), *body]])
    assert lines == [
        "# Jane Roe",  # the title reads first
        "1 Main Street",
        "Lisbon",
        "jane@example.org",
        "## Experience",
        "Vocational",
        "• Built a parser for many kinds of documents, with tests.",
        "• Measured it on real documents, and wrote it all down.",
    ]


def test_a_range_stacked_in_a_right_hand_column_becomes_one_range(tmp_path: Path) -> None:
    runs: list[Run] = [
        (72, 100, 10, False, "Research Engineer, Initech Labs"),
        (480, 100, 10, False, "2019 –"),
        (72, 114, 10, False, "Built the graph store."),
        (480, 114, 10, False, "2021"),
        (72, 130, 10, False, "Intern, Quillon Labs"),
        (480, 130, 10, False, "2018"),
    ]
    assert lines_of(tmp_path, [runs]) == [
        "Research Engineer, Initech Labs    2019 – 2021",
        "Built the graph store.",
        "Intern, Quillon Labs    2018",
    ]


def test_pages_after_the_glyph_budget_are_skipped_with_a_warning(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pdf_layout, "MAX_GLYPHS", 30)
    raw = make_pdf([[(72, 300, 10, False, f"Page {n}: twenty-some glyphs of text")] for n in (1, 2, 3)])
    pages, warnings = pdf_text(raw, "dense.pdf")
    assert [page[:6] for page in pages] == ["Page 1", "Page 2"]
    assert warnings == ["dense.pdf: read the first 2 of 3 pages (glyph cap)"]


def test_a_title_repeated_as_a_running_header_stays_on_page_one(tmp_path: Path) -> None:
    body = "A line of body text, long enough to set the size of the body font here."
    first = [(72, 60, 22, False, "Jane Roe"), (72, 300, 10, False, body)]
    second = [(72, 40, 9, False, "Jane Roe"), (72, 300, 10, False, body + " Two.")]
    assert lines_of(tmp_path, [first, second]) == ["# Jane Roe", body, body + " Two."]


def test_a_running_header_holding_only_the_name_opens_page_one(tmp_path: Path) -> None:
    """A word processor's page header, the same on every page and a little larger than the body: over
    page one it is the document's title (kept, read as the owner's name), over the others a repeat
    (dropped). A header with a second column ("Updated 2019") goes: such a page states the name again."""
    body = "A line of body text, long enough to set the size of the body font here."
    pages = [
        [
            (200, 40, 12, False, "DANA T. OKAFOR"),
            (72, 120, 10, False, "Kestrel University"),
            (72, 300, 10, False, body),
        ],
        [(200, 40, 12, False, "DANA T. OKAFOR"), (72, 300, 10, False, body + " Two.")],
    ]
    path = tmp_path / "cv.pdf"
    path.write_bytes(make_pdf(pages))
    assert read_document(path).lines == ["# DANA T. OKAFOR", "Kestrel University", body, body + " Two."]
    assert extract_profile(read_document(path)).person.name == "Dana T. Okafor"
    dated = [
        [(72, 40, 12, False, "Dana T. Okafor"), (400, 40, 12, False, "Updated 2019"), *page[1:]]
        for page in pages
    ]
    assert lines_of(tmp_path, dated, "dated.pdf") == ["Kestrel University", body, body + " Two."]


def test_word_exports_with_a_one_point_font_keep_their_spaces(tmp_path: Path) -> None:
    """Word writes every word in a 1-pt font scaled by the text matrix: the glyphs' height is the
    size, so ordinary word spaces are no column breaks."""
    path = tmp_path / "cv.pdf"
    runs: list[Run] = [
        (72, 100, 11, False, "Team Leader at Kestrel Robotics"),
        (400, 100, 11, False, "2019 – 2021"),
    ]
    path.write_bytes(make_pdf([runs], scaled=True))
    assert read_document(path).lines[0] == "Team Leader at Kestrel Robotics    2019 – 2021"


def test_a_bold_line_set_like_known_section_headings_is_a_heading(tmp_path: Path) -> None:
    """Headings in a bold font a little above the body's: "Education" and "Teaching" are known
    section names, so "Life Beyond the Lab", set the same way, opens a section too."""
    runs: list[Run] = [
        (72, 60, 18, True, "Dana Okafor"),
        (72, 100, 11, True, "Education"),
        (72, 115, 10, False, "2010 - 2014    PhD in Physics, Kestrel University"),
        (72, 140, 11, True, "Teaching"),
        (72, 155, 10, False, "2015    Optics, Kestrel University"),
        (72, 180, 11, True, "Life Beyond the Lab"),
        (72, 195, 10, False, "2016    Interview on waves, Kestrel Radio"),
        (72, 210, 10, False, "Kestrel Radio is a station in Lagos with many listeners and shows."),
    ]
    path = tmp_path / "cv.pdf"
    path.write_bytes(make_pdf([runs]))
    lines = read_document(path).lines
    assert [ln for ln in lines if ln.startswith("#")] == [
        "# Dana Okafor",
        "## Education",
        "## Teaching",
        "## Life Beyond the Lab",
    ]


def test_the_letters_of_a_ligature_share_one_box_and_stay_one_word(tmp_path: Path) -> None:
    # a wide "ffi" glyph (stretched type) is three letters with one box, not three words
    path = tmp_path / "cv.pdf"
    path.write_bytes(
        make_pdf(
            [[(72, 100, 10, False, "Chief Technology O%ce, Acme")]], to_unicode={"%": "ffi"}, stretch=250
        )
    )
    assert read_document(path).lines == ["Chief Technology Office, Acme"]


def test_an_open_range_over_a_closed_one_is_two_posts(tmp_path: Path) -> None:
    runs: list[Run] = [
        (72, 100, 10, False, "Associate Professor of Botany"),
        (480, 100, 10, False, "2022—"),
        (72, 114, 10, False, "Assistant Professor of Botany"),
        (480, 114, 10, False, "2019—2022"),
    ]
    assert lines_of(tmp_path, [runs]) == [
        "Associate Professor of Botany    2022—",
        "Assistant Professor of Botany    2019—2022",
    ]


def test_a_raised_ordinal_suffix_joins_its_number(tmp_path: Path) -> None:
    runs: list[Run] = [
        (72, 100, 10, False, "1"),
        (78, 96, 7, False, "st"),
        (90, 100, 10, False, "Prize at the Quillon Olympiad"),
        (72, 114, 10, False, "Built a thing."),
    ]
    assert lines_of(tmp_path, [runs]) == ["1st Prize at the Quillon Olympiad", "Built a thing."]


def test_icons_of_an_icon_font_are_marks_not_letters(tmp_path: Path) -> None:
    # moderncv's envelope is "B", its phone "T" and its bullet "{" in the text layer; FontAwesome
    # maps icons to letters too
    runs: list[Run] = [
        (72, 100, 10, True, "B"),
        (84, 100, 10, False, "ada@quillon.example"),
        (72, 114, 10, True, "T"),
        (84, 114, 10, False, "+1 234 567 890"),
        (72, 128, 10, False, "Based in Tromso"),
    ]
    path = tmp_path / "cv.pdf"
    path.write_bytes(make_pdf([runs], icon_font="FontAwesome5Free-Solid"))
    assert read_document(path).lines == ["• ada@quillon.example", "• +1 234 567 890", "Based in Tromso"]


def test_text_set_in_an_icon_font_stays_text(tmp_path: Path) -> None:
    path = tmp_path / "cv.pdf"
    path.write_bytes(
        make_pdf([[(72, 100, 10, True, "tel:+1 234 567 890")]], icon_font="FontAwesome5Free-Solid")
    )
    assert read_document(path).lines == ["tel:+1 234 567 890"]


def test_section_labels_in_a_margin_become_headings_above_their_rows(tmp_path: Path) -> None:
    # labels in a left margin beside an indented body: not a sidebar; a label wrapped over two rows
    # (the text beside it reads on) is one heading, two labels on adjacent rows are two
    runs: list[Run] = [
        (72, 100, 10, False, "RESEARCH"),
        (160, 100, 10, False, "Coastal ecology, tidal flats and"),
        (72, 114, 10, False, "INTERESTS"),
        (160, 114, 10, False, "seagrass restoration."),
        (72, 134, 10, False, "EMPLOYMENT"),
        (160, 134, 10, False, "Research Fellow, Quillon Institute (2020-)"),
        (160, 148, 10, False, "Field surveys of the northern estuary."),
        (160, 162, 10, False, "Sediment cores and their dating."),
        (160, 176, 10, False, "Postdoctoral Fellow, Initech Labs (2017-2020)"),
        (160, 190, 10, False, "Models of seagrass growth."),
        (72, 210, 10, True, "Teaching"),
        (160, 210, 10, False, "Marine Biology 101, lectures (2019)"),
        (160, 224, 10, False, "Statistics for Ecologists, tutor (2018)"),
        (160, 238, 10, False, "Field methods, assistant (2017)"),
        (160, 252, 10, False, "Seminar on estuaries (2016)"),
        (72, 272, 10, False, "SKILLS"),
        (160, 272, 10, False, "R, Python"),
        (72, 286, 10, False, "LANGUAGES"),
        (160, 286, 10, False, "English, Norwegian"),
    ]
    assert lines_of(tmp_path, [runs]) == [
        "## RESEARCH INTERESTS",
        "Coastal ecology, tidal flats and",
        "seagrass restoration.",
        "## EMPLOYMENT",
        "Research Fellow, Quillon Institute (2020-)",
        "Field surveys of the northern estuary.",
        "Sediment cores and their dating.",
        "Postdoctoral Fellow, Initech Labs (2017-2020)",
        "Models of seagrass growth.",
        "## Teaching",
        "Marine Biology 101, lectures (2019)",
        "Statistics for Ecologists, tutor (2018)",
        "Field methods, assistant (2017)",
        "Seminar on estuaries (2016)",
        "## SKILLS",
        "R, Python",
        "## LANGUAGES",
        "English, Norwegian",
    ]


def test_small_caps_labels_in_a_margin_become_headings_wrapped_labels_whole(tmp_path: Path) -> None:
    # labels set in a small-caps font (the text layer reads them in mixed case) in a left margin;
    # a label's second word alone on the row below, or beside a row that wraps on, is the same label
    runs: list[Run] = [
        (60, 100, 10, True, "Research"),
        (150, 100, 10, False, "I study how tidal flats store carbon, with field surveys and models of"),
        (60, 112, 10, True, "Summary"),
        (150, 112, 10, False, "sediment transport."),
        (60, 138, 10, True, "Academic"),
        (150, 138, 10, False, "Quillon Institute, Lisbon"),
        (480, 138, 10, False, "2020 – Present"),
        (60, 150, 10, True, "Posts"),
        (160, 164, 10, False, "Research Fellow in coastal ecology."),
        (160, 176, 10, False, "Field surveys of the northern estuary."),
        (160, 188, 10, False, "Sediment cores and their dating."),
        (150, 212, 10, False, "Initech Labs, Porto"),
        (480, 212, 10, False, "2017 – 2020"),
        (160, 226, 10, False, "Postdoctoral Fellow, seagrass growth."),
        (160, 238, 10, False, "Models of shoot density."),
        (60, 264, 10, True, "Skills"),
        (150, 264, 10, False, "R, Python"),
        (60, 276, 10, True, "Languages"),
        (150, 276, 10, False, "English, Norwegian"),
    ]
    path = tmp_path / "cv.pdf"
    path.write_bytes(make_pdf([runs], bold_font="Palatino-SC"))
    assert read_document(path).lines == [
        "## Research Summary",
        "I study how tidal flats store carbon, with field surveys and models of",
        "sediment transport.",
        "## Academic Posts",
        "Quillon Institute, Lisbon    2020 – Present",
        "Research Fellow in coastal ecology.",
        "Field surveys of the northern estuary.",
        "Sediment cores and their dating.",
        "Initech Labs, Porto    2017 – 2020",
        "Postdoctoral Fellow, seagrass growth.",
        "Models of shoot density.",
        "## Skills",
        "R, Python",
        "## Languages",
        "English, Norwegian",
    ]


def test_a_name_wrapped_over_two_lines_is_made_whole_on_its_entry_line(tmp_path: Path) -> None:
    long = "Postdoctoral Researcher, Department of Physics, Quillon University of"
    lines = lines_of(
        tmp_path,
        [
            [
                (72, 100, 10, False, "2019 – 2021"),
                (150, 100, 10, False, long),
                (150, 113, 10, False, "Lisbon, Portugal"),
                (72, 140, 10, False, "2015 – 2019"),
                (150, 140, 10, False, "Research Assistant, Centre for"),
                (150, 153, 10, False, "Marine Studies, Lisbon"),
                (
                    72,
                    180,
                    10,
                    False,
                    "Research interests: quantum optics, photonic devices, cold atoms, and precision clocks",
                ),
                (
                    72,
                    193,
                    10,
                    False,
                    "Languages: Portuguese, English, Spanish, and French, all of them spoken fluently",
                ),
            ]
        ],
    )
    assert lines == [
        f"2019 – 2021    {long} Lisbon, Portugal",
        "2015 – 2019    Research Assistant, Centre for",  # ends short of the margin: ended by choice
        "Marine Studies, Lisbon",
        "Research interests: quantum optics, photonic devices, cold atoms, and precision clocks",
        "Languages: Portuguese, English, Spanish, and French, all of them spoken fluently",
    ]


def test_an_accent_drawn_apart_from_its_letter_is_put_on_it(tmp_path: Path) -> None:
    # TeX's OT1 fonts draw "ö" as an "o" and a spacing "¨" set over it, here after the line's text
    runs: list[Run] = [(72, 100, 10, False, "Prof Jana Bolo, Lisbon"), (72, 114, 10, False, "Built a thing.")]
    runs.append((72 + 52.25 + 1.1, 100, 10, False, "\u00a8"))  # "Prof Jana B" is 52.25 pt wide in Helvetica
    assert lines_of(tmp_path, [runs]) == ["Prof Jana Bölo, Lisbon", "Built a thing."]


def test_an_acute_accent_over_a_dotless_i_is_an_i_acute(tmp_path: Path) -> None:
    # TeX's OT1 fonts draw "í" as a dotless "ı" under a spacing "´"; here "~" is read as "ı"
    runs: list[Run] = [(72, 100, 10, False, "Ana Ram~rez, Lisbon")]
    runs.append((72 + 41.68 + 1.2, 100, 10, False, "\u00b4"))  # "Ana Ram" is 41.68 pt wide in Helvetica
    path = tmp_path / "cv.pdf"
    path.write_bytes(make_pdf([runs], to_unicode={"~": "ı"}))
    assert read_document(path).lines == ["Ana Ramírez, Lisbon"]


def test_a_justified_line_with_wide_word_gaps_is_one_text(tmp_path: Path) -> None:
    wide = ["noon", "non", "onon", "no", "noonon", "nono", "oon"]  # n and o are 0.556 em in Helvetica
    runs: list[Run] = []
    x = 72.0
    for word in wide:  # each word followed by a 22 pt gap: spread to the right edge, as Word justifies
        runs.append((x, 100, 10, False, word))
        x += 5.56 * len(word) + 22
    edge = x - 22
    runs += [(72, 114 + 14 * n, 10, False, "x" * int((edge - 72) / 5)) for n in range(3)]  # x: 0.5 em
    lines = lines_of(tmp_path, [runs])
    assert lines[0] == "noon non onon no noonon nono oon"


def test_an_entry_wrapped_onto_its_dated_line_is_one_row(tmp_path: Path) -> None:
    long = "Lecturer in Marine Botany and Coastal Ecology, Department of Plant and Soil Sciences, Quillon"
    lines = lines_of(
        tmp_path,
        [
            [
                (72, 100, 10, False, long),
                (72, 113, 10, False, "College, Lisbon"),
                (420, 113, 10, False, "2019 – 2021"),
                (72, 140, 10, False, "Visiting Fellow, Kestrel Institute"),
                (72, 153, 10, False, "Research Assistant, Porto"),
                (420, 153, 10, False, "2015 – 2019"),
            ]
        ],
    )
    assert lines == [
        f"{long} College, Lisbon    2019 – 2021",
        "Visiting Fellow, Kestrel Institute",  # ends short of the margin: an entry of its own
        "Research Assistant, Porto    2015 – 2019",
    ]


def test_a_line_opening_two_of_many_pages_is_content_not_a_running_header(tmp_path: Path) -> None:
    """Five pages with a running header; pages two and four open with the same reference (numbers
    aside): it recurs in the top margin of two pages only, so it stays."""
    pages = [
        [
            (72, 40, 8, False, "Jane Roe – Curriculum Vitae"),
            *(
                [(72, 90, 10, False, f"[{n}] Roe, J. ({2010 + n}). Tidal maps of the Quillon shelf.")]
                if n in (2, 4)
                else []
            ),
            (72, 300, 10, False, f"A line of body text on page {n}."),
        ]
        for n in range(1, 6)
    ]
    lines = lines_of(tmp_path, pages)
    assert "Jane Roe – Curriculum Vitae" not in lines
    assert [line for line in lines if line.startswith("[")] == [
        "[2] Roe, J. (2012). Tidal maps of the Quillon shelf.",
        "[4] Roe, J. (2014). Tidal maps of the Quillon shelf.",
    ]


def test_a_name_wrapped_onto_a_line_opening_with_its_linking_word_is_made_whole(tmp_path: Path) -> None:
    entry = "Research Fellow in Marine Botany and Coastal Ecology, Tidal Studies Unit, Kestrel College"
    lines = lines_of(
        tmp_path,
        [
            [
                (72, 100, 10, False, entry),
                (72, 113, 10, False, "of Lisbon (2019)"),
                (
                    72,
                    140,
                    10,
                    False,
                    "Mapped seagrass meadows along the estuary with a small team of divers and wrote the",
                ),
                (
                    72,
                    153,
                    10,
                    False,
                    "survey reports for the regional water board, with maps of each meadow and its depth.",
                ),
            ]
        ],
    )
    assert lines[0] == f"{entry} of Lisbon (2019)"


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
    lines = lines_of(tmp_path, [runs])
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
    lines = lines_of(tmp_path, [runs])
    assert "Lisbon Sea Station, Lisbon, Portugal" in lines


def test_a_subscript_or_superscript_set_as_a_line_of_its_own_joins_its_word(tmp_path: Path) -> None:
    # a lowered "2" after "CO" and a raised "3" after "cm" sit on baselines of their own in the text
    # layer: they belong to the word they touch, not on a line of their own between two rows
    runs: list[Run] = [
        (72, 100, 10, False, "Soil CO"),
        (112, 100, 10, False, "fluxes in dune slacks"),
        (72, 114, 10, False, "Cores of 50 cm"),
        (146, 114, 10, False, "taken monthly"),
        (72, 128, 10, False, "Quillon Institute, 2019 – 2021"),
        (106.1, 103, 6, False, "2"),  # written last, as a drawing program may
        (140.4, 110, 6, False, "3"),
    ]
    lines = lines_of(tmp_path, [runs])
    assert lines == [
        "Soil CO2 fluxes in dune slacks",
        "Cores of 50 cm3 taken monthly",
        "Quillon Institute, 2019 – 2021",
    ]


def test_a_margin_label_wrapped_over_two_rows_is_one_heading_when_the_words_name_a_section(
    tmp_path: Path,
) -> None:
    # "RESEARCH" / "INTERESTS" in the margin beside two rows that each end a sentence: one label, as
    # the two words name a section; "SKILLS" / "LANGUAGES" beside each other stay two
    runs: list[Run] = [
        (72, 100, 10, False, "RESEARCH"),
        (160, 100, 10, False, "Coastal ecology of tidal flats."),
        (72, 114, 10, False, "INTERESTS"),
        (160, 114, 10, False, "Seagrass restoration."),
        (72, 134, 10, False, "EMPLOYMENT"),
        (160, 134, 10, False, "Research Fellow, Quillon Institute (2020-)"),
        (160, 148, 10, False, "Field surveys of the northern estuary."),
        (160, 162, 10, False, "Sediment cores and their dating."),
        (160, 176, 10, False, "Postdoctoral Fellow, Initech Labs (2017-2020)"),
        (160, 190, 10, False, "Models of seagrass growth."),
        (160, 204, 10, False, "Research Assistant, Quillon Institute (2015-2017)"),
        (160, 218, 10, False, "Counts of wading birds."),
        (160, 232, 10, False, "Maps of the salt marsh."),
        (72, 252, 10, False, "SKILLS"),
        (160, 252, 10, False, "R, Python"),
        (72, 266, 10, False, "LANGUAGES"),
        (160, 266, 10, False, "English, Norwegian"),
    ]
    lines = lines_of(tmp_path, [runs])
    assert [line for line in lines if line.startswith("## ")] == [
        "## RESEARCH INTERESTS",
        "## EMPLOYMENT",
        "## SKILLS",
        "## LANGUAGES",
    ]


def test_margin_labels_set_smaller_than_their_rows_are_headings_wrapped_labels_whole(tmp_path: Path) -> None:
    # small capitals the text layer reads as a smaller font in mixed case; "Research" / "Interests"
    # name one section, "Computer &" cannot end a label, and "Skills" sits alone on the row below
    runs: list[Run] = [
        (41, 100, 9, False, "Research"),
        (120, 100, 11, False, "Coastal ecology, tidal flats"),
        (41, 112, 9, False, "Interests"),
        (41, 130, 9, False, "Education"),
        (120, 130, 12, False, "Quillon University"),
        (430, 130, 10, False, "2010 - 2014"),
        (120, 143, 10, False, "B.S. Marine Biology"),
        (120, 156, 10, False, "Thesis on seagrass growth."),
        (41, 176, 9, False, "Research"),
        (120, 176, 12, False, "Initech Labs"),
        (430, 176, 10, False, "2014 - 2017"),
        (41, 188, 9, False, "Experience"),
        (120, 188, 10, False, "Research Assistant"),
        (130, 200, 10, False, "Field surveys of the northern estuary."),
        (130, 212, 10, False, "Sediment cores and their dating."),
        (120, 226, 12, False, "Quillon University"),
        (430, 226, 10, False, "2012 - 2014"),
        (120, 238, 10, False, "Field Technician"),
        (130, 250, 10, False, "Counts of wading birds."),
        (130, 262, 10, False, "Maps of the salt marsh."),
        (130, 274, 10, False, "Water samples from the tidal creeks."),
        (41, 294, 9, False, "Awards"),
        (120, 294, 10, False, "Best Poster, Estuary Meeting (2016)"),
        (120, 306, 10, False, "Travel Grant, Quillon University (2015)"),
        (41, 326, 9, False, "Service"),
        (120, 326, 10, False, "Reviewer, Journal of Tides"),
        (120, 338, 10, False, "Volunteer, Beach Clean-up"),
        (41, 352, 9, False, "Computer &"),
        (120, 352, 10, False, "Languages: R, Python, Julia"),
        (41, 363, 9, False, "Technical"),
        (120, 364, 10, False, "Software: QGIS, Stan"),
        (41, 374, 9, False, "Skills"),
    ]
    lines = lines_of(tmp_path, [runs])
    assert [line for line in lines if line.startswith("## ")] == [
        "## Research Interests",
        "## Education",
        "## Research Experience",
        "## Awards",
        "## Service",
        "## Computer & Technical Skills",
    ]


def test_month_and_two_digit_year_dates_centred_beside_entries_join_their_first_lines(tmp_path: Path) -> None:
    rows = [(100, "09/21 – 06/23", "Research Assistant"), (150, "10/18 – 08/21", "Lab Technician")]
    runs: list[Run] = []
    for y, date, role in rows:
        runs += [
            (120, y, 10, False, role),
            (40, y + 6.5, 10, False, date),
            (120, y + 13, 10, False, "Quillon Institute"),
        ]
    assert lines_of(tmp_path, [runs]) == [
        "09/21 – 06/23    Research Assistant",
        "Quillon Institute",
        "10/18 – 08/21    Lab Technician",
        "Quillon Institute",
    ]


# Helvetica-Bold's advance widths of the capitals, in thousandths of the font size
_BOLD_CAPS = {
    "A": 722,
    "C": 722,
    "D": 722,
    "E": 667,
    "H": 722,
    "I": 278,
    "K": 722,
    "N": 722,
    "O": 778,
    "R": 722,
}
_BOLD_CAPS |= {"S": 667, "T": 611, "U": 722, "W": 944, "Y": 667, " ": 278}


def letter_spaced(x: float, y: float, size: float, text: str) -> list[Run]:
    """Capitals set one by one, each advance widened by a letter-spacing gap (a word space too)."""
    runs: list[Run] = []
    for char in text:
        if char != " ":
            runs.append((x, y, size, True, char))
        x += _BOLD_CAPS[char] * size / 1000 + 0.3 * size
    return runs


def test_letter_spaced_capitals_are_read_as_words_and_headings(tmp_path: Path) -> None:
    runs = [
        (72, 60, 24, False, "Jane Roe"),
        *letter_spaced(72, 100, 14, "WORK HISTORY"),
        (72, 120, 10, False, "Engineer, Initech Labs"),
        (470, 120, 10, False, "2019 – 2020"),
        *letter_spaced(72, 150, 14, "EDUCATION"),
        (72, 170, 10, False, "BSc Physics, Quillon University, 2018"),
    ]
    lines = lines_of(tmp_path, [runs])
    assert lines[1:4] == ["## WORK HISTORY", "Engineer, Initech Labs    2019 – 2020", "## EDUCATION"]


def test_a_paragraph_under_a_summary_heading_is_one_row_entries_keep_their_lines(tmp_path: Path) -> None:
    runs: list[Run] = [
        (72, 60, 24, False, "Jane Roe"),
        (72, 100, 15, False, "Summary"),
        (
            72,
            116,
            10,
            False,
            "I study how tides shape the estuaries of the northern coasts, and I work with Ada",
        ),
        (
            72,
            128,
            10,
            False,
            "Quill on models of sediment transport; in the field I measure how the banks erode",
        ),
        (72, 140, 10, False, "in storms."),
        (72, 170, 15, False, "Experience"),
        (
            72,
            186,
            10,
            False,
            "Research Engineer, Initech Labs, building the instruments the estuary surveys use",
        ),
        (72, 198, 10, False, "Designed the sensors."),
    ]
    lines = lines_of(tmp_path, [runs])
    assert lines[2] == (
        "I study how tides shape the estuaries of the northern coasts, and I work with Ada Quill on models of"
        " sediment transport; in the field I measure how the banks erode in storms."
    )
    assert lines[4:] == [
        "Research Engineer, Initech Labs, building the instruments the estuary surveys use",
        "Designed the sensors.",
    ]


def test_margin_labels_set_flush_right_against_the_body_are_headings(tmp_path: Path) -> None:
    # each label ends at the gutter before the body column, so their left edges differ
    def label(y: float, text: str, width: float) -> Run:
        return (140 - width, y, 10, False, text)

    runs: list[Run] = [
        label(100, "WORK &", 40.6),
        (160, 100, 10, False, "Research Fellow, Quillon Institute (2020-)"),
        label(114, "RESEARCH", 55.6),
        (160, 114, 10, False, "Field surveys of the northern estuary."),
        label(128, "EXPERIENCE", 64.5),
        (160, 128, 10, False, "Sediment cores and their dating."),
        (160, 142, 10, False, "Postdoctoral Fellow, Initech Labs (2017-2020)"),
        (160, 156, 10, False, "Models of seagrass growth."),
        (160, 170, 10, False, "Field methods, assistant (2017)"),
        label(190, "EMPLOYMENT", 70),
        (160, 190, 10, False, "Analyst, Quillon Bank (2014-2016)"),
        (160, 204, 10, False, "Risk models for coastal insurers."),
        (160, 218, 10, False, "Clerk, Quillon Bank (2012-2014)"),
    ]
    assert lines_of(tmp_path, [runs]) == [
        "## WORK & RESEARCH EXPERIENCE",
        "Research Fellow, Quillon Institute (2020-)",
        "Field surveys of the northern estuary.",
        "Sediment cores and their dating.",
        "Postdoctoral Fellow, Initech Labs (2017-2020)",
        "Models of seagrass growth.",
        "Field methods, assistant (2017)",
        "## EMPLOYMENT",
        "Analyst, Quillon Bank (2014-2016)",
        "Risk models for coastal insurers.",
        "Clerk, Quillon Bank (2012-2014)",
    ]


def test_a_large_title_repeated_over_every_page_goes_from_the_later_pages(tmp_path: Path) -> None:
    """A name set as large over every page as over page one is the title there and a repeat on the
    others: a section running onto page two stays one section, not one headed by the name."""
    name = (72, 40, 20, False, "Dana Okafor")
    pages = [
        [
            name,
            (72, 120, 14, True, "EXPERIENCE"),
            (72, 140, 10, False, "Engineer, Initech Labs"),
            (400, 140, 10, False, "2019 – 2020"),
        ],
        [name, (72, 140, 10, False, "Analyst, Quillon Bank"), (400, 140, 10, False, "2016 – 2018")],
        [name, (72, 120, 14, True, "PUBLICATIONS"), (72, 140, 10, False, "Roe, J. (2020). Tides.")],
    ]
    assert lines_of(tmp_path, pages) == [
        "# Dana Okafor",
        "## EXPERIENCE",
        "Engineer, Initech Labs    2019 – 2020",
        "Analyst, Quillon Bank    2016 – 2018",
        "## PUBLICATIONS",
        "Roe, J. (2020). Tides.",
    ]
