"""Formats read into the document faithfully: script data files, shortcodes, pandoc attributes, tables."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.sources import read_document


def _profile(tmp_path: Path, name: str, text: str):  # type: ignore[no-untyped-def]
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return extract_profile(read_document(path))


def test_resume_data_in_a_javascript_module_is_read_as_site_data(tmp_path: Path) -> None:
    script = """// resume data, drawn by app.js
export const data = {
  name: 'Tomasz Wren',
  experience: [
    {position: "Data Engineer", company: 'Brackwater Analytics', startDate: "2021-03", endDate: "",},
    {position: 'Intern', company: "Holloway Robotics", period: `Jun 2019 - Aug 2019`},
  ],
  visits: [{place: "Marsh Institute of Optics, Lyon, France", period: "Feb 2018 - Mar 2018"}],
  education: [{degree: "MSc in Statistics", university: "University of Kestrel", year: 2020}],
};
function render(d) { const shown = {a: 1}; return shown; }
"""
    profile = _profile(tmp_path, "resume.js", script)
    got = [(a.org_text, a.role, a.start, a.end, a.location) for a in profile.affiliations]
    assert got == [
        ("Brackwater Analytics", "Data Engineer", "2021-03", "present", None),
        ("Holloway Robotics", "Intern", "2019-06", "2019-08", None),
        ("Marsh Institute of Optics", None, "2018-02", "2018-03", "Lyon, France"),
    ]
    assert profile.affiliations[0].evidence.line == 5
    assert [(e.institution_text, e.degree) for e in profile.education] == [("University of Kestrel", "M.Sc.")]


def test_a_script_with_no_data_literal_stays_text(tmp_path: Path) -> None:
    path = tmp_path / "menu.js"
    path.write_text("document.querySelector('nav').addEventListener('click', () => toggle());\n")
    assert read_document(path).format == "text"
