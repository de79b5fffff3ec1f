"""Conflicts of interest between authors and reviewers, with the reason and the evidence lines.

A conflict is a direct tie (the rows of the ``ties`` query, found in phases for all authors at
once by :func:`talentgraph.analysis.ties.tie_rows_of`, with each author–reviewer pair bound when
reviewers are given) that a policy counts:
the same organisation or project with both posts ending within N years, a supervision, mentoring
or collaboration. Policies are data (``data/coi_policies.yaml``); ``years`` overrides the windows.

>>> p = load_policy("neurips")
>>> p.windows["employer"], p.windows["supervision"]
(3, None)
>>> load_policy("neurips", years=5).windows["employer"]
5
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from functools import cache
from typing import Any

import yaml
from rdflib import URIRef

from ..errors import QueryError, ResourceError
from ..queries import lookup_entities
from ..resources import resource_path
from ..store.base import Store
from .orgs import OrgHierarchy, most_specific, org_hierarchy
from .paths import format_period, pair_ties
from .ties import tie_rows_of

__all__ = ["Conflict", "Policy", "find_conflicts", "load_policy", "policy_names"]

RULES = ("employer", "project", "supervision", "mentoring", "collaboration")
_RULE_OF_TIE = {
    "employer": "employer",
    "project": "project",
    "supervised by": "supervision",
    "supervisor of": "supervision",
    "mentored by": "mentoring",
    "mentor of": "mentoring",
    "managed by": "mentoring",
    "manager of": "mentoring",
    "collaborator": "collaboration",
}


@dataclass(frozen=True)
class Policy:
    """Which ties count, and how far back (``None`` = ever) for each rule."""

    name: str
    description: str
    windows: dict[str, int | None]


@dataclass(frozen=True)
class Conflict:
    author: str
    reviewer: str
    author_name: str | None
    reviewer_name: str | None
    rule: str
    reason: str
    evidence: list[str] = field(default_factory=list)


@cache
def _policies() -> dict[str, Any]:
    path = resource_path("data", "coi_policies.yaml")
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as exc:
        raise ResourceError(f"{path}: {exc}") from exc
    if not isinstance(data, dict):
        raise ResourceError(f"{path} must map policy names to rules")
    return data


def policy_names() -> list[str]:
    """The bundled policy presets."""
    return sorted(_policies())


def load_policy(name: str = "neurips", years: int | None = None) -> Policy:
    """A bundled policy; ``years`` replaces every finite look-back window."""
    entry = _policies().get(name)
    if entry is None:
        raise QueryError(f"unknown policy {name!r}; choose one of: {', '.join(policy_names())}")
    windows: dict[str, int | None] = {}
    for rule in RULES:
        spec = entry.get(rule) or {}
        if spec.get("enabled", True) is False:
            continue
        window = spec.get("years")
        windows[rule] = years if (years is not None and window is not None) else window
    return Policy(name, str(entry.get("description", "")), windows)


def _recent(end: str | None, start: str | None, cutoff: str, today: str) -> bool | None:
    """Whether a post reaches past ``cutoff``; None when it has no dates at all."""
    last = today if end == "present" else end
    if last:
        return last >= cutoff
    if start:
        return start >= cutoff
    return None


def find_conflicts(
    store: Store,
    authors: Sequence[str],
    reviewers: Sequence[str] | None = None,
    policy: str | Policy = "neurips",
    years: int | None = None,
    today: date | None = None,
) -> list[Conflict]:
    """Conflicts between each author and each reviewer (names or IRIs; a name shared by several
    people covers all of them). Without ``reviewers``, everyone tied to an author is checked."""
    rules = policy if isinstance(policy, Policy) else load_policy(policy, years)
    now = today or date.today()
    wanted = None
    if reviewers is not None:
        wanted = {str(iri) for name in reviewers for iri in lookup_entities(store, "person", name)}
    hierarchy = org_hierarchy(store)
    iris = [str(iri) for author in authors for iri in lookup_entities(store, "person", author)]
    rows: dict[str, list[dict[str, Any]]] = {iri: [] for iri in iris}
    if wanted is None:  # everyone tied to each author
        for row in tie_rows_of(store, ("person",), [(URIRef(iri),) for iri in rows]).to_python():
            rows[str(row["person"])].append(row)
    else:  # the ties of each author with each reviewer only
        for (author, _), found in pair_ties(store, [(a, r) for a in rows for r in sorted(wanted)]).items():
            rows[author].extend(found)
    out: list[Conflict] = []
    for iri in dict.fromkeys(iris):
        out.extend(_author_conflicts(store, iri, rows[iri], wanted, rules, now, hierarchy))
    out.sort(key=lambda c: (c.author_name or c.author, c.reviewer_name or c.reviewer, c.rule, c.reason))
    return out


def _author_conflicts(
    store: Store,
    author: str,
    ties: list[dict[str, Any]],
    wanted: set[str] | None,
    rules: Policy,
    today: date,
    hierarchy: OrgHierarchy,
) -> list[Conflict]:
    found: dict[tuple[str, str], Conflict] = {}
    for row in ties:
        other = str(row["other"])
        if wanted is not None and other not in wanted:
            continue
        rule = _RULE_OF_TIE.get(str(row["tie"]))
        if rule is None or rule not in rules.windows:
            continue
        window = rules.windows[rule]
        if rule == "employer":  # name the most specific organisation both were at
            row = row | {"viaName": most_specific(hierarchy, [row]) or row.get("viaName")}
        reason = _reason(row, rule, window, today)
        if reason is None:
            continue
        evidence = [
            f"{row[e]}: {row[t]}" if row.get(t) else str(row[e])
            for e, t in (("evidenceA", "textA"), ("evidenceB", "textB"))
            if row.get(e)
        ]
        key = (other, reason)
        if key in found:
            continue
        found[key] = Conflict(author, other, None, _opt(row.get("otherName")), rule, reason, evidence)
    name = _author_name(store, author)
    return [
        Conflict(c.author, c.reviewer, name, c.reviewer_name, c.rule, c.reason, c.evidence)
        for c in found.values()
    ]


def _reason(row: dict[str, Any], rule: str, window: int | None, today: date) -> str | None:
    tie = str(row["tie"])
    span = "ever" if window is None else f"within {window} years"
    if rule in {"employer", "project"}:
        what = "organisation" if rule == "employer" else "project"
        period_a = format_period(row.get("startA"), row.get("endA"), row.get("endA") == "present")
        period_b = format_period(row.get("startB"), row.get("endB"), row.get("endB") == "present")
        detail = f"{row.get('viaName')} ({period_a} and {period_b})"
        if window is None:
            return f"same {what} ever: {detail}"
        cutoff = today.replace(year=today.year - window).isoformat()
        now = today.isoformat()
        a = _recent(row.get("endA"), row.get("startA"), cutoff, now)
        b = _recent(row.get("endB"), row.get("startB"), cutoff, now)
        if a is False or b is False:
            return None
        if a is None or b is None:
            return f"same {what}, dates unknown: {detail}"
        return f"same {what} {span}: {detail}"
    period = _stated_period(row)
    if period is None:
        return f"{tie} ({rule} counts {span}; the evidence line states no date)"
    start, end = period
    if window is not None:
        cutoff = today.replace(year=today.year - window).isoformat()
        if _recent(end, start, cutoff, today.isoformat()) is False:
            return None
    return f"{tie}, {format_period(start, end, end == 'present')} ({rule} counts {span})"


def _stated_period(row: dict[str, Any]) -> tuple[str | None, str | None] | None:
    """The period an evidence line of a relation states ('PhD advisor (2016–2021)'), if any."""
    from ..extract.dates import find_date_ranges
    from ..rdf import date_bounds

    for key in ("textA", "textB"):
        text = row.get(key)
        for found in find_date_ranges(str(text)) if text else []:
            if found.start:
                end = found.end or found.start
                return date_bounds(found.start)[0], "present" if end == "present" else date_bounds(end)[1]
    return None


def _author_name(store: Store, iri: str) -> str | None:
    from .projection import labels

    return labels(store, [iri]).get(iri)


def _opt(value: object) -> str | None:
    return None if value is None else str(value)
