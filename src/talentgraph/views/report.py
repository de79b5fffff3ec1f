"""A person report: who they are, their timeline, colleagues, topics, paths and conflicts.

Every fact comes from the query library and :mod:`talentgraph.analysis` (``shared-employers``,
``topic_overlap``, ``explained_paths``, ``find_conflicts``); this module only gathers and draws.
Each fact links to the document line it was read from, with the line's text on hover.

>>> parse_evidence("cv.txt:12: Engineer, ACME", {})
Evidence(source='cv.txt', line=12, text='Engineer, ACME')
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from ..analysis import explained_paths, find_conflicts, topic_overlap
from ..errors import QueryError
from ..queries import lookup_entity, run_query
from ..store.base import Store
from .career import Career, Evidence, career, evidence_texts
from .page import esc, gc_paused, render_page
from .timeline import evidence_link, evidence_section, timeline_html

__all__ = [
    "ConflictView",
    "HopView",
    "PathView",
    "Report",
    "parse_evidence",
    "person_report",
    "render_report",
]

_REF = re.compile(r"^(?P<source>.+?):(?P<line>\d+)(?:: (?P<text>.*))?$", re.S)


def parse_evidence(value: str, texts: dict[str, str]) -> Evidence | None:
    """``doc:line`` or ``doc:line: text`` as Evidence; the text is looked up when not given."""
    match = _REF.match(value)
    if match is None:
        return None
    ref = f"{match['source']}:{match['line']}"
    return Evidence(match["source"], int(match["line"]), match["text"] or texts.get(ref))


@dataclass(frozen=True)
class TopicView:
    """One of the person's topics, the document it came from, and who else names it."""

    topic: str
    label: str
    source: str
    people: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class TopicPartner:
    """Someone whose topics overlap: the score, shared topics and related (sibling/broader) ones."""

    person: str
    name: str
    score: float
    shared: list[str] = field(default_factory=list)
    related: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class HopView:
    text: str
    evidence: list[Evidence] = field(default_factory=list)


@dataclass(frozen=True)
class PathView:
    names: list[str]
    hops: list[HopView]


@dataclass(frozen=True)
class ConflictView:
    reviewer: str
    name: str
    rule: str
    reason: str
    evidence: list[Evidence] = field(default_factory=list)


@dataclass
class Report:
    """Everything one report page shows (``dataclasses.asdict`` gives its JSON)."""

    career: Career
    card: dict[str, list[str]] = field(default_factory=dict)
    documents: list[str] = field(default_factory=list)
    mentioned_in: list[str] = field(default_factory=list)
    topics: list[TopicView] = field(default_factory=list)
    topic_partners: list[TopicPartner] = field(default_factory=list)
    other: str | None = None
    other_name: str | None = None
    paths: list[PathView] = field(default_factory=list)
    path_note: str | None = None
    policy: str | None = None
    conflicts: list[ConflictView] = field(default_factory=list)


@gc_paused()
def person_report(
    store: Store,
    person: str,
    other: str | None = None,
    policy: str | None = None,
    today: date | None = None,
) -> Report:
    """Gather the report of ``person`` (name or IRI); paths to ``other`` and conflicts under
    ``policy`` (e.g. "neurips") only when given."""
    iri = str(lookup_entity(store, "person", person))
    report = Report(career=career(store, iri, today))
    topics: dict[str, TopicView] = {}
    for row in run_query(store, "_person-card", {"person": iri}).to_python():
        kind, value, source = str(row["field"]), row.get("value"), str(row["source"])
        if kind == "document":
            report.documents.append(source)
        elif kind == "mentioned in":
            report.mentioned_in.append(source)
        elif kind == "topic" and row.get("item") is not None:
            topics.setdefault(str(value), TopicView(str(row["item"]), str(value), source))
        elif value is not None and str(value) not in report.card.get(kind, []):
            report.card.setdefault(kind, []).append(str(value))
    for overlap in topic_overlap(store, iri, k=50):
        report.topic_partners.append(
            TopicPartner(
                overlap.b, overlap.b_name or overlap.b, overlap.score, overlap.shared, overlap.related
            )
        )
        for label in overlap.shared:
            if label in topics:
                topics[label].people.append(overlap.b_name or overlap.b)
    report.topics = sorted(topics.values(), key=lambda t: (-len(t.people), t.label.lower()))
    if other:
        _add_paths(store, report, iri, other)
    if policy:
        _add_conflicts(store, report, iri, policy, today)
    return report


def _add_paths(store: Store, report: Report, iri: str, other: str) -> None:
    other_iri = str(lookup_entity(store, "person", other))
    report.other = other_iri
    try:
        paths = explained_paths(store, iri, other_iri, k=3)
    except QueryError as exc:
        report.path_note = str(exc)
        return
    # the text of each hop's evidence lines: one query for everyone on the paths
    texts = evidence_texts(store, {p for path in paths for hop in path.hops for p in (hop.a, hop.b)})
    for path in paths:
        hops = []
        for hop in path.hops:
            found = [parse_evidence(e, texts) for e in hop.evidence]
            hops.append(HopView(hop.text, [e for e in found if e is not None]))
        report.paths.append(PathView(path.names, hops))
        report.other_name = path.names[-1]
    if not paths:
        report.path_note = "no chain of employers, projects or relations joins them"


def _add_conflicts(store: Store, report: Report, iri: str, policy: str, today: date | None) -> None:
    report.policy = policy
    for c in find_conflicts(store, [iri], policy=policy, today=today):
        found = [parse_evidence(e, {}) for e in c.evidence]
        report.conflicts.append(
            ConflictView(c.reviewer, c.reviewer_name or c.reviewer, c.rule, c.reason, [e for e in found if e])
        )


def _links(evidence: list[Evidence]) -> str:
    return " ".join(evidence_link(e) for e in evidence)


def _identity(report: Report) -> str:
    rows = []
    for kind in ("name", "email", "homepage", "location", "identifier"):
        for value in report.card.get(kind, []):
            shown = (
                f'<a href="{esc(value)}" rel="noreferrer">{esc(value)}</a>'
                if kind in {"homepage", "identifier"} and re.match(r"^https?://", value)
                else esc(value)
            )
            rows.append(f"<tr><th>{esc(kind)}</th><td>{shown}</td></tr>")
    rows.append(f"<tr><th>IRI</th><td><code>{esc(report.career.person)}</code></td></tr>")
    docs = ", ".join(esc(d) for d in report.documents) or '<span class="empty">none about them</span>'
    rows.append(f"<tr><th>documents</th><td>{docs}</td></tr>")
    if report.mentioned_in:
        rows.append(
            f"<tr><th>mentioned in</th><td>{', '.join(esc(d) for d in report.mentioned_in)}</td></tr>"
        )
    return f"<table>{''.join(rows)}</table>"


def _colleagues(report: Report) -> str:
    rows = []
    for stint in report.career.stints:
        for c in stint.colleagues:
            rows.append(
                f"<tr><td>{esc(c.employer)}</td><td>{esc(c.name)}</td><td>{esc(c.title or '')} {esc(c.period)}</td>"
                f"<td>{esc(stint.title or '')} {esc(stint.period)}</td>"
                f"<td><b>{c.overlap_months} mo</b> ({esc(c.overlap_start)} – {esc(c.overlap_end)})</td>"
                f"<td>{evidence_link(stint.evidence)} {evidence_link(c.evidence)}</td></tr>"
            )
    if not rows:
        return '<p class="empty">Nobody in the store overlapped with them at an employer.</p>'
    head = "<tr><th>organisation</th><th>colleague</th><th>their post</th><th>this post</th><th>overlap</th><th>evidence</th></tr>"
    return f"<table>{head}{''.join(rows)}</table>"


def _topics(report: Report) -> str:
    if not report.topics:
        return '<p class="empty">No topics are recorded.</p>'
    items = "".join(
        f'<li><b>{esc(t.label)}</b> <span class="muted">({esc(t.source)})</span>'
        + (f" — also {esc(', '.join(t.people))}" if t.people else "")
        + "</li>"
        for t in report.topics
    )
    partners = "".join(
        f"<tr><td>{esc(p.name)}</td><td>{p.score:g}</td><td>{esc(', '.join(p.shared))}</td>"
        f"<td>{esc(', '.join(p.related))}</td></tr>"
        for p in report.topic_partners[:15]
    )
    table = (
        "<h3>People with overlapping topics</h3><table><tr><th>person</th><th>score</th><th>shared topics</th>"
        f"<th>related topics</th></tr>{partners}</table>"
        if partners
        else ""
    )
    return f'<ul class="facts">{items}</ul>{table}'


def _paths(report: Report) -> str:
    if report.other is None:
        return '<p class="empty">Give a second person (--other) to see how they are connected.</p>'
    if not report.paths:
        return f'<p class="empty">No path: {esc(report.path_note or "")}.</p>'
    out = []
    for i, path in enumerate(report.paths, 1):
        hops = "".join(f"<li>{esc(h.text)} {_links(h.evidence)}</li>" for h in path.hops)
        out.append(f'<h3>{i}. {esc(" → ".join(path.names))}</h3><ol class="facts">{hops}</ol>')
    return "".join(out)


def _conflicts(report: Report) -> str:
    if report.policy is None:
        return '<p class="empty">Give a policy (--policy) to list conflicts of interest.</p>'
    if not report.conflicts:
        return f'<p class="empty">No conflicts under the {esc(report.policy)} policy.</p>'
    rows = "".join(
        f"<tr><td>{esc(c.name)}</td><td>{esc(c.rule)}</td><td>{esc(c.reason)}</td><td>{_links(c.evidence)}</td></tr>"
        for c in report.conflicts
    )
    return f"<table><tr><th>with</th><th>rule</th><th>reason</th><th>evidence</th></tr>{rows}</table>"


def _all_evidence(report: Report) -> list[Evidence | None]:
    found: list[Evidence | None] = [s.evidence for s in report.career.stints]
    found += [e for s in report.career.stints for e in s.also]
    found += [c.evidence for s in report.career.stints for c in s.colleagues]
    found += [e for p in report.paths for h in p.hops for e in h.evidence]
    found += [e for c in report.conflicts for e in c.evidence]
    return found


def render_report(report: Report) -> str:
    """The report as one self-contained page."""
    name = report.career.name
    sections = [
        ("who", "Who they are", _identity(report)),
        ("timeline", "Timeline", timeline_html(report.career)),
        ("colleagues", "Colleagues by organisation, with overlap", _colleagues(report)),
        ("topics", "Topics and people who share them", _topics(report)),
        ("paths", f"How {name} is connected to {report.other_name or 'another person'}", _paths(report)),
        ("conflicts", f"Conflicts of interest ({report.policy or 'no policy given'})", _conflicts(report)),
        ("evidence", "Evidence: the document lines cited above", evidence_section(_all_evidence(report))),
    ]
    nav = "".join(f'<a href="#{key}">{esc(title.split(" (")[0])}</a>' for key, title, _ in sections)
    body = "".join(
        f'<section id="{key}"><h2>{esc(title)}</h2>{html}</section>' for key, title, html in sections
    )
    page = (
        f"<main><h1>{esc(name)}</h1>"
        f'<div class="meta">Person report from the talentgraph store · open ends shown up to {esc(report.career.today)}</div>'
        f'<nav class="tabs">{nav}</nav>{body}</main>'
    )
    return render_page(f"{name}: talentgraph report", page)
