"""Entry layouts that recur across real CVs (round 7), on fictional text written for these tests."""

from __future__ import annotations

from pathlib import Path

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import OrgGazetteer
from talentgraph.model import Profile
from talentgraph.sources import parse_document


def _profile(text: str, name: str = "x.md") -> Profile:
    doc = parse_document(text.encode(), name, Path(name))
    return extract_profile(doc, orgs=OrgGazetteer([]))


def _posts(p: Profile) -> list[tuple[str | None, str | None, str | None, str | None]]:
    return [(a.org_text, a.role, a.start, a.end) for a in p.affiliations]


def _studies(p: Profile) -> list[tuple[str | None, str | None, str | None]]:
    return [(e.institution_text, e.degree, e.end) for e in p.education]


def test_a_degree_dated_before_its_thesis_detail() -> None:
    """``Degree, University. June 2001. <br> Thesis: …``: the date closes the degree's fields."""
    text = (
        "# Education\n\n* Ph.D. in Widget Science, Kestrel University. June 2001. <br> Dissertation: "
        "<i>A long study of how widgets turn in the wind over many seasons.</i> <br> Adviser: A. B. Lane.\n"
    )
    assert ("Kestrel University", "Ph.D.", "2001-06") in _studies(_profile(text))


def test_three_line_paragraphs_each_one_study_or_post() -> None:
    """Degree line, dates, institution line: each paragraph is one entry, hard line breaks (a
    trailing backslash) are no text, and "Educational Experience" lists studies."""
    text = (
        "## Educational Experience\n**MSc.**, _Widget Science_ (Supervisor: A. Lane)\\\nAug 2020 - May 2022\\\n"
        "**Kestrel University**, Oslo, Norway\n\n**BSc.**, _Gadget Studies_\\\nSep 2016 - Jul 2020\\\n"
        "**Lakeside University**, Bergen, Norway\n\n## Professional Experience\n**Internship**\\\n"
        "Sep 2019 - Sep 2020\\\n**Lane Lab, Kestrel Institute for Brain Research (KIBR)**, Oslo, Norway\n"
    )
    p = _profile(text)
    assert [(e.institution_text, e.degree, e.start) for e in p.education] == [
        ("Kestrel University", "M.Sc.", "2020-08"),
        ("Lakeside University", "B.Sc.", "2016-09"),
    ]
    assert [(a.org_text, a.unit) for a in p.affiliations] == [
        ("Kestrel Institute for Brain Research (KIBR)", "Lane Lab")
    ]


def test_a_dated_degree_led_by_a_dash_with_its_supervisor_after_a_full_stop() -> None:
    """ "2006–2010 — DPhil X, University Y. Supervisor: Z. <br> Thesis title": the degree at Y."""
    text = (
        "## Education\n\n- 2006-2010 — DPhil Widget Sciences, Kestrel University. *Supervisor*: Prof. A. B. Lane, "
        "FRS.<br />*Imaging the Widgets: Methods and Algorithms for Global Widget Tomography*\n"
    )
    assert [(e.institution_text, e.degree, e.start, e.end) for e in _profile(text).education] == [
        ("Kestrel University", "Ph.D.", "2006", "2010")
    ]


def test_school_leaving_studies_and_their_labelled_degree() -> None:
    """A school with a "Degree: …" line under it, and "High School Student at X": studies at those
    schools; a bold place ("**Oslo, Norway**") is no organisation."""
    text = (
        "## Education\n\n* **08/2012 - 08/2013: High School Student at** Kestrel Unified School District, "
        "**Oslo, Norway**\n\n* **09/2004 - 06/2012:** Lakeside Gymnasium Lindau, **Lindau, Germany**\n\n"
        "    Degree: Abitur (university entrance qualification)\n\n"
        "* M.E. in Widget Engineering, Kestrel University, 2015 - 2018\n"
    )
    studies = [(e.institution_text, e.degree) for e in _profile(text).education]
    assert studies == [
        ("Kestrel Unified School District", "High School Diploma"),
        ("Lakeside Gymnasium Lindau", "Abitur"),
        ("Kestrel University", "M.E."),
    ]


def test_a_labelled_course_line_under_a_teaching_post_is_no_post() -> None:
    text = (
        "## Teaching Experience\n\nTeaching Assistant\n2021 | Department of Widgets, Kestrel University\n"
        "Undergraduate Course: WID 72 – Intro to Widget Systems (Summer 2021)\n"
    )
    assert [a.org_text for a in _profile(text).affiliations] == ["Kestrel University"]
