"""Which lines of a PDF CV head an entry: a row's organisation over its role and dates binds to that
row, not to the row below, when the row above ends with wrapped detail lines (fictional CV)."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.sources import read_document

from .pdfs import Run, make_pdf


def rows(lines: list[tuple[str, str]]) -> list[Run]:
    """One run a line at the left margin, its dates (if any) right-aligned on the same baseline."""
    runs: list[Run] = [(72, 60, 20, True, "Jane Roe"), (72, 100, 14, True, "Research Experience")]
    for n, (text, dates) in enumerate(lines):
        y = 120 + 14 * n
        runs.append((72, y, 10, False, text))
        if dates:
            runs.append((440, y, 10, False, dates))
    return runs


def posts(tmp_path: Path, runs: list[Run]) -> list[tuple[str | None, str | None, str | None]]:
    path = tmp_path / "cv.pdf"
    path.write_bytes(make_pdf([runs]))
    profile = extract_profile(read_document(path), orgs=OrgGazetteer([]))
    return [(a.org_text, a.role, a.start) for a in profile.affiliations]


def test_an_organisation_over_its_role_binds_to_its_own_row_under_wrapped_details(tmp_path: Path) -> None:
    runs = rows(
        [
            ("Quillon Analytics", ""),
            ("Research Scientist", "Jun 2021 - Apr 2022"),
            ("Projects: Tide gauge calibration for the northern estuary, automated", ""),
            ("Sandbar Mapping with drones", ""),
            ("Plover Robotics", ""),
            ("Research Intern", "Jun 2019 - Aug 2019"),
            ("Project: Realistic and controllable simulation of shorebird flocks in the", ""),
            ("coastal wind", ""),
            ("Heron Systems", ""),
            ("Software Intern", "May 2018 - Aug 2018"),
        ]
    )
    found = posts(tmp_path, runs)
    assert ("Plover Robotics", "Research Intern", "2019-06") in found
    assert ("Heron Systems", "Software Intern", "2018-05") in found


def test_an_organisation_and_role_over_bare_dates_both_head_the_row(tmp_path: Path) -> None:
    """The first row holds its role beside its dates; a later row whose dates stand alone takes the two
    lines above it, its organisation and its role."""
    runs = rows(
        [
            ("Quillon University", ""),
            ("Honorary Professor, 2022-present.", ""),
            ("Plover University", ""),
            ("Professor, Department of Tidal Studies,", ""),
            ("September 2007 - 2016.", ""),
        ]
    )
    assert ("Plover University", "Professor", "2007-09") in posts(tmp_path, runs)


def test_an_organisation_line_heads_every_flat_bullet_below_it(tmp_path: Path) -> None:
    """ "Org, City" over "• Role   dates" bullets: each bullet is a post there, until the next such line,
    even when a description line of the last bullet stands right above that next line."""
    runs = rows(
        [
            ("Quillon National Laboratory, Quillon, CA", ""),
            ("• Senior Member of Staff", "2015 - 2024"),
            ("Leading research projects on tide gauges and the sandbars they watch.", ""),
            ("• Postdoctoral Fellow", "2010 - 2015"),
            ("Plover University, Plover, MI", ""),
            ("• Graduate Research Assistant", "2005 - 2009"),
        ]
    )
    found = posts(tmp_path, runs)
    assert ("Quillon National Laboratory", "Senior Member of Staff", "2015") in found
    assert ("Quillon National Laboratory", "Postdoctoral Fellow", "2010") in found
    assert ("Plover University", "Graduate Research Assistant", "2005") in found


def test_a_short_title_line_over_bullets_ends_the_organisation_line_above(tmp_path: Path) -> None:
    """A later group headed by a name that reads like no organisation ("Hooli") is not the first group's."""
    runs = rows(
        [
            ("Quillon National Laboratory, Quillon, CA", ""),
            ("• Postdoctoral Fellow", "2019 - 2021"),
            ("Hooli", ""),
            ("• Software Engineer", "2017 - 2019"),
        ]
    )
    found = posts(tmp_path, runs)
    assert ("Quillon National Laboratory", "Postdoctoral Fellow", "2019") in found
    assert not any(
        org == "Quillon National Laboratory" and role == "Software Engineer" for org, role, _ in found
    )
