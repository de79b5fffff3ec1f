"""Entry rules for PDF and plain-text CVs, on fictional snippets written for these tests."""

from __future__ import annotations

from talentgraph.extract import extract_profile
from talentgraph.gazetteers import Org, OrgGazetteer
from talentgraph.model import Document


def _orgs() -> OrgGazetteer:
    return OrgGazetteer(
        [
            Org(id="kestrel", name="Kestrel University", type="university", aliases=("KU",)),
            Org(id="hooli", name="Hooli", type="company"),
        ]
    )


def _pdf(text: str) -> Document:
    """Text as the layout reader gives a PDF: headings marked, one visual line a line."""
    return Document("cv.pdf", "pdf", text, "0")


def test_pdf_degree_line_with_honors_is_no_heading() -> None:
    text = "# Dana Okafor\n## EDUCATION\nKestrel University    Sept 2011 - June 2015\nBS in Applied Physics with Honors\n"
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert [(e.institution, e.degree, e.field) for e in p.education] == [
        ("Kestrel University", "B.S.", "Applied Physics")
    ]


def test_pdf_wrapped_line_is_no_heading() -> None:
    text = (
        "# Dana Okafor\n## Awards\n2025-2026    Leadership Fellowship, Moody School of Graduate and Advanced\n"
        "Studies (KU)\n2020    Summer Scholarship, Kestrel University\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert p.education == []


def test_grants_and_outreach_headings_hold_no_posts() -> None:
    text = (
        "# Dana Okafor\n## Awards, Fellowships, & Grants\n2020-2022    Junior Fellowship, Kestrel University\n"
        "## Selected Service & Outreach\nMentor, Hooli Science Club    2021 - 2023\n"
    )
    p = extract_profile(_pdf(text), orgs=_orgs())
    assert p.affiliations == []
    assert p.education == []
    assert p.projects == []
