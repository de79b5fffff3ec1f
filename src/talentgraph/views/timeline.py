"""A career timeline drawn as HTML: one row per position or study on a shared time axis.

Precision shows: a year-only bar is striped with a dashed edge, a month bar is solid, a day bar
has a solid edge; an open end (present, or not stated) fades out. Under each position, the
colleagues who overlapped there get a row with their own period (pale) and the overlap (strong),
labelled with its months. Everything from documents is escaped.

>>> from talentgraph.views.career import Career, Stint
>>> c = Career("p", "Ada <Lovelace>", "2025-06-01", [Stint("f", "position", "Intern", "o", "ACME", "o",
...     "ACME", "company", "2019-01-01", None, True, "2019", None)])
>>> html = timeline_html(c)
>>> "prec-year" in html and "open-end" in html and "Ada <Lovelace>" not in html
True
"""

from __future__ import annotations

from datetime import date

from .career import Career, Colleague, Evidence, Stint
from .page import esc, render_page

__all__ = ["evidence_link", "evidence_section", "render_timeline", "timeline_html"]


def evidence_link(evidence: Evidence | None) -> str:
    """``doc:line`` linking to the quoted line below, with the line's text on hover."""
    if evidence is None:
        return ""
    return (
        f'<a class="ev" href="#{esc(_anchor(evidence))}" title="{esc(evidence.text or evidence.ref)}">'
        f"{esc(evidence.ref)}</a>"
    )


def _anchor(evidence: Evidence) -> str:
    return "ev-" + "".join(c if c.isalnum() else "-" for c in evidence.ref)


def evidence_section(evidence: list[Evidence | None]) -> str:
    """The quoted lines every evidence link on a page points to, grouped by document."""
    by_source: dict[str, dict[int, Evidence]] = {}
    for ev in evidence:
        if ev is not None:
            by_source.setdefault(ev.source, {}).setdefault(ev.line, ev)
    if not by_source:
        return '<p class="empty">No document lines are recorded for these facts.</p>'
    parts = []
    for source in sorted(by_source):
        items = "".join(
            f'<li id="{esc(_anchor(ev))}">line {ev.line}: <code>{esc(ev.text or "")}</code></li>'
            for _, ev in sorted(by_source[source].items())
        )
        parts.append(f'<h3>{esc(source)}</h3><ul class="evidence-lines">{items}</ul>')
    return "".join(parts)


def _year_fraction(iso: str) -> float:
    day = date.fromisoformat(iso[:10])
    return day.year + (day.timetuple().tm_yday - 1) / 366


def _span(stints: list[Stint], today: str) -> tuple[int, int]:
    years = [int(x[:4]) for s in stints for x in (s.start, s.end) if x]
    years += [
        int(x[:4]) for s in stints for c in s.colleagues for x in (c.start, c.end) if x and x != "present"
    ]
    if any(s.ongoing for s in stints):
        years.append(int(today[:4]))
    if not years:
        return int(today[:4]), int(today[:4])
    return min(years), max(years)


class _Axis:
    def __init__(self, first: int, last: int, today: str) -> None:
        self.first, self.last, self.today = first, last + 1, today

    def pct(self, iso: str) -> float:
        value = (_year_fraction(iso) - self.first) / (self.last - self.first)
        return round(100 * min(1.0, max(0.0, value)), 3)

    def bar(self, start: str | None, end: str | None, classes: str, title: str, label: str = "") -> str:
        if not start:
            return ""
        open_end = end is None or end == "present"
        stop = self.today if end == "present" else end or f"{int(start[:4]) + 1}-{start[5:10] or '01-01'}"
        left, right = self.pct(start), self.pct(stop)
        width = max(right - left, 0.4)
        extra = " open-end" if open_end else ""
        text = f'<span class="bar-label" style="left:{right:.3f}%">{esc(label)}</span>' if label else ""
        return (
            f'<div class="bar {classes}{extra}" style="left:{left:.3f}%;width:{width:.3f}%" '
            f'title="{esc(title)}"></div>{text}'
        )

    def header(self) -> str:
        step = max(1, (self.last - self.first) // 12)
        ticks = "".join(
            f'<span class="tick" style="left:{self.pct(f"{y}-01-01")}%">{y}</span>'
            for y in range(self.first, self.last + 1, step)
        )
        return f'<div class="tl-axis"><div class="tl-label muted">when</div><div class="tl-track">{ticks}</div></div>'


def _written(stint: Stint) -> str:
    start = stint.start_written or "?"
    end = "present" if stint.ongoing else stint.end_written or "?"
    return f"{start} – {end}"


def _stint_row(axis: _Axis, stint: Stint) -> str:
    what = stint.title or ("study" if stint.kind == "education" else "position")
    where = stint.org_name if stint.org_name == stint.top_name else f"{stint.org_name} ({stint.top_name})"
    tip = f"{what}, {where}: {_written(stint)} (stated to the {stint.precision})"
    bar = axis.bar(
        stint.start, "present" if stint.ongoing else stint.end, f"{stint.kind} prec-{stint.precision}", tip
    )
    if not bar:
        bar = '<span class="empty">dates unknown</span>'
    return (
        f'<div class="tl-row {esc(stint.kind)}" data-fact="{esc(stint.fact)}">'
        f'<div class="tl-label"><b>{esc(what)}</b> · {esc(where)}<br>'
        f'<span class="muted">{esc(stint.period)}</span><span class="badge">{esc(stint.precision)}</span> '
        f"{evidence_link(stint.evidence)} {' '.join(evidence_link(e) for e in stint.also)}</div>"
        f'<div class="tl-track">{bar}</div></div>'
    )


def _colleague_row(axis: _Axis, colleague: Colleague) -> str:
    months = f"{colleague.overlap_months} mo"
    post = f"{colleague.title} at {colleague.employer}" if colleague.title else colleague.employer
    tip = f"{colleague.name} at {colleague.employer}: {colleague.period}; overlap {months}"
    bars = axis.bar(colleague.start, colleague.end, "their", tip) + axis.bar(
        colleague.overlap_start, colleague.overlap_end, "overlap", f"overlap {months}", label=months
    )
    return (
        f'<div class="tl-row colleague" data-person="{esc(colleague.person)}">'
        f'<div class="tl-label">↳ {esc(colleague.name)} · {esc(post)} {esc(colleague.period)} · '
        f"overlap {esc(months)} {evidence_link(colleague.evidence)}</div>"
        f'<div class="tl-track">{bars}</div></div>'
    )


LEGEND = (
    '<div class="legend"><span><span class="bar prec-month"></span>dates to the month</span>'
    '<span><span class="bar prec-year"></span>year only</span>'
    '<span><span class="bar prec-month open-end"></span>open end (present or unstated)</span>'
    '<span><span class="bar education prec-month"></span>study</span>'
    '<span><span class="bar overlap"></span>overlap with a colleague (months)</span></div>'
)


def timeline_html(career: Career) -> str:
    """The timeline block (axis, rows, legend) for a page."""
    if not career.stints:
        return '<p class="empty">No positions or studies are recorded for this person.</p>'
    axis = _Axis(*_span(career.stints, career.today), career.today)
    grid = "".join(
        f'<div class="grid" style="left:calc(330px + (100% - 330px) * {axis.pct(f"{y}-01-01") / 100:.5f})"></div>'
        for y in range(axis.first, axis.last + 1)
    )
    rows = []
    for stint in career.stints:
        rows.append(_stint_row(axis, stint))
        rows.extend(_colleague_row(axis, c) for c in stint.colleagues)
    return f'{LEGEND}<div class="timeline">{axis.header()}{grid}{"".join(rows)}</div>'


def _all_evidence(career: Career) -> list[Evidence | None]:
    found = [s.evidence for s in career.stints] + [e for s in career.stints for e in s.also]
    return found + [c.evidence for s in career.stints for c in s.colleagues]


def render_timeline(career: Career) -> str:
    """The standalone timeline page of one person."""
    body = (
        f"<main><h1>{esc(career.name)}</h1>"
        f'<div class="meta">Career timeline · open ends are shown up to {esc(career.today)}</div>'
        f"{timeline_html(career)}<h2>Evidence</h2>{evidence_section(_all_evidence(career))}</main>"
    )
    return render_page(f"{career.name}: career timeline", body)
