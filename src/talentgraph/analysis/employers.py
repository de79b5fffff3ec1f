"""Shared employers as an answer: each side's organisation at the level its document states, the
rolled-up organisation beside it when the match went through the hierarchy, stated periods, and
an open end shown as "present" (evaluated at ``as_of``).

A Google DeepMind post and a Google post match at Google: the first side reads
``Google DeepMind (Google)``, the second ``Google``.

>>> at_level("Google DeepMind", "Google"), at_level("Google", "Google")
('Google DeepMind (Google)', 'Google')
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Mapping
from dataclasses import asdict, dataclass, replace
from datetime import UTC, date, datetime
from typing import Any

from rdflib import Literal, URIRef
from rdflib.namespace import XSD
from rdflib.term import Node

from .. import post_index
from ..derive import OPEN_END
from ..errors import QueryError
from ..identity import same_as_classes
from ..queries import bind_params, load_query, rows_queries, run_query_strings, select_values_strings
from ..store.base import QueryResult, Store
from ..vocab import REFERENCE_GRAPH, TG
from .periods import show_period
from .projection import labels

__all__ = [
    "SharedEmployer",
    "at_level",
    "each_value",
    "merge_restated",
    "overlap_months",
    "pair_rows",
    "read_facts",
    "read_labels",
    "shared_employer_rows",
    "shared_employers",
    "shared_level",
    "top_people",
]


def at_level(stated_org: str, shared: str) -> str:
    """The organisation as stated, with the organisation the match was made at beside it."""
    return stated_org if stated_org == shared else f"{stated_org} ({shared})"


@dataclass(frozen=True)
class SharedEmployer:
    """One pair of posts at organisations that roll up to the same employer."""

    person_a: str
    name_a: str
    person_b: str
    name_b: str
    employer: str
    employer_name: str
    org_a: str
    at_a: str
    title_a: str | None
    start_a: str | None
    end_a: str | None
    org_b: str
    at_b: str
    title_b: str | None
    start_b: str | None
    end_b: str | None
    overlap_start: str | None
    overlap_end: str | None
    overlap_months: int
    evidence_a: str | None
    evidence_b: str | None

    @property
    def period_a(self) -> str:
        return show_period(self.start_a, self.end_a)

    @property
    def period_b(self) -> str:
        return show_period(self.start_b, self.end_b)

    @property
    def overlap(self) -> str:
        if not self.overlap_months:
            return "none"
        return f"{show_period(self.overlap_start, self.overlap_end)} ({self.overlap_months} mo)"

    def to_dict(self) -> dict[str, Any]:
        """The fields under the names the ``shared-employers`` query returns (``nameA``,
        ``overlapMonths``, …), plus ``orgA``/``atA`` and ``orgB``/``atB``."""
        return {_camel(k): v for k, v in asdict(self).items()}


def _camel(name: str) -> str:
    """``name_a`` → ``nameA``, ``overlap_months`` → ``overlapMonths``."""
    head, *rest = name.split("_")
    return head + "".join(part.upper() if len(part) == 1 else part.title() for part in rest)


def shared_employers(
    store: Store,
    person: str | None = None,
    overlapping: bool = False,
    as_of: date | None = None,
    limit: int | None = None,
) -> list[SharedEmployer]:
    """Pairs of posts at a shared employer (of ``person``, a name or IRI, or of everyone), with the
    months they overlapped; an open end counts up to ``as_of`` (default today). With ``limit``
    (``person`` given), only the pairs of the ``limit`` people who overlapped ``person`` longest
    (:func:`top_people`)."""
    day = as_of or date.today()
    rows, facts = pair_rows(store, person, overlapping, day, limit)
    if not rows:
        return []
    # each post's dates as its document states them (derived at load time), where it has them
    written = {
        (post, field): min(values)
        for (post, fact), values in facts.items()
        for field, stated in (("start", _STATED_START), ("end", _STATED_END))
        if fact == stated and values
    }
    names = labels(store, {str(r[k]) for r in rows for k in ("orgA", "orgB") if r.get(k) is not None})
    out: list[tuple[tuple[Any, ...], SharedEmployer]] = []
    for r in rows:
        employer_name = str(r["employerName"])
        org_a, org_b = str(r["orgA"]), str(r["orgB"])
        start_a, end_a = _stated(written, r, "A")
        start_b, end_b = _stated(written, r, "B")
        # the overlap runs from the later start to the earlier end: show those sides' stated dates
        overlap_start, overlap_end = _opt(r.get("overlapStart")), _opt(r.get("overlapEnd"))
        months = overlap_months(overlap_start, overlap_end, r.get("overlapMonths"))
        if overlap_start is not None:
            overlap_start = start_a if overlap_start == _opt(r["startA"]) else start_b
        if overlap_end is not None:
            if end_a == "present" and end_b == "present":
                overlap_end = "present"
            else:
                overlap_end = end_a if overlap_end == _opt(r["endA"]) else end_b
        out.append(
            (
                _order_key(r, months),
                SharedEmployer(
                    person_a=str(r["personA"]),
                    name_a=str(r["nameA"]),
                    person_b=str(r["personB"]),
                    name_b=str(r["nameB"]),
                    employer=str(r["employer"]),
                    employer_name=employer_name,
                    org_a=org_a,
                    at_a=at_level(names.get(org_a, org_a), employer_name),
                    title_a=_opt(r.get("titleA")),
                    start_a=start_a,
                    end_a=end_a,
                    org_b=org_b,
                    at_b=at_level(names.get(org_b, org_b), employer_name),
                    title_b=_opt(r.get("titleB")),
                    start_b=start_b,
                    end_b=end_b,
                    overlap_start=overlap_start,
                    overlap_end=overlap_end,
                    overlap_months=months,
                    evidence_a=_opt(r.get("evidenceA")),
                    evidence_b=_opt(r.get("evidenceB")),
                ),
            )
        )
    # the query's ORDER BY again, with the months counted here (an engine's wrong count reorders)
    return merge_restated([row for _, row in sorted(out, key=lambda pair: pair[0])])


def shared_employer_rows(store: Store, bindings: Mapping[str, Node], limit: int | None = None) -> QueryResult:
    """``talentgraph query shared-employers``: the rows of ``shared-employers.rq`` for its bound
    ``person``, ``overlapping`` and ``asOf`` (default today, UTC, as the query's ``NOW()``), found
    in phases by :func:`pair_rows`, in the query's order; ``limit``: see :func:`top_people`."""
    person = bindings.get("person")
    flag = bindings.get("overlapping")
    overlapping = bool(flag.toPython()) if isinstance(flag, Literal) else False
    as_of = bindings.get("asOf")
    day = date.fromisoformat(str(as_of)) if as_of is not None else datetime.now(UTC).date()
    rows, _ = pair_rows(store, None if person is None else str(person), overlapping, day, limit)
    rows.sort(key=lambda r: _order_key(r, int(str(r["overlapMonths"]))))
    variables = list(load_query("shared-employers").returns)
    return QueryResult(variables, [_terms(row) for row in rows])


#: the columns of shared-employers.rq that hold IRIs (the rest are plain literals but one integer)
_IRI_COLUMNS = frozenset({"personA", "personB", "employer", "orgA", "orgB", "postA", "postB"})


def _terms(row: dict[str, str | None]) -> dict[str, Node | None]:
    """A row of strings as the query's terms."""
    out: dict[str, Node | None] = {}
    for name, value in row.items():
        if value is None:
            continue
        if name in _IRI_COLUMNS:
            out[name] = URIRef(value)
        elif name == "overlapMonths":
            out[name] = Literal(int(value), datatype=XSD.integer)
        else:
            out[name] = Literal(value)
    return out


#: (post, property) → values
_Facts = dict[tuple[str, str], list[str]]


def pair_rows(
    store: Store, person: str | None, overlapping: bool, day: date, limit: int | None = None
) -> tuple[list[dict[str, str | None]], _Facts]:
    """The rows of ``shared-employers.rq`` (its one-query form, kept for ``talentgraph query``),
    found in phases: the join and the facts every post has (``_shared-posts``, or
    ``_shared-posts-overlapping``, which drops pairs that never overlapped while joining), then
    the found posts' dates, titles and lines (``_post-facts``) and the employers' names
    (``_org-labels-by-graph``), one batched query each, with the employer and the overlap worked
    out here. The one query looks each of those up per pair of posts; this reads each post once.
    Also returns the posts' facts, (post, property) → values.
    """
    if limit is not None and not person:
        raise QueryError("a limit needs a person: it keeps the people who overlapped them longest")
    params = {"person": person} if person else {}
    if overlapping:
        core, params = "_shared-posts-overlapping", params | {"asOf": day.isoformat()}
    else:
        core = "_shared-posts"
    if limit is not None:
        spec = load_query(core)
        pairs = top_people(store, bind_params(store, spec, params)["person"], day, limit, overlapping)
    else:
        pairs = run_query_strings(store, core, params).dicts()
    if pairs:  # two nodes of one person (joined by owl:sameAs at ingest) are no pair
        one = same_as_classes(store, {str(r[k]) for r in pairs for k in ("personA", "personB")})
        pairs = [r for r in pairs if one[str(r["personA"])] != one[str(r["personB"])]]
    if not pairs:
        return [], {}
    posts = {p for r in pairs for p in (r["postA"], r["postB"])}
    facts = read_facts(store, "_post-facts", "post", "field", posts)
    reference, today = str(REFERENCE_GRAPH), day.isoformat()
    # the names looked up below: each chain node's in the reference graph, the top's in side A's graph
    wanted: set[tuple[str | None, str | None]] = {
        (r[k], reference) for r in pairs for k in ("top", "a1", "a2", "a3")
    }
    wanted |= {(r["top"], r["graphA"]) for r in pairs}
    org_labels = read_labels(store, wanted)
    rows: dict[tuple[str | None, ...], dict[str, str | None]] = {}
    for pair in pairs:
        post_a, post_b = str(pair["postA"]), str(pair["postB"])
        employer = shared_level(pair)
        for ref_label, top_in_a, title_a, line_a, title_b, line_b, s_a, e_a, s_b, e_b in itertools.product(
            each_value(org_labels.get((employer, reference))),
            # a minted organisation (never below another) is labelled by side A's document
            each_value(org_labels.get((str(pair["top"]), str(pair["graphA"])))),
            *(each_value(facts.get((post, field))) for post in (post_a, post_b) for field in (_TITLE, _LINE)),
            *(each_value(facts.get((post, field))) for post in (post_a, post_b) for field in (_START, _END)),
        ):
            end_a = "present" if e_a == OPEN_END else e_a
            end_b = "present" if e_b == OPEN_END else e_b
            overlap = _overlap(s_a, end_a, s_b, end_b, today)
            row: dict[str, str | None] = {
                "personA": pair["personA"],
                "nameA": pair["nameA"],
                "personB": pair["personB"],
                "nameB": pair["nameB"],
                "employer": employer,
                "employerName": ref_label or top_in_a or employer,
                "orgA": pair["orgA"],
                "orgB": pair["orgB"],
                "titleA": title_a,
                "startA": s_a,
                "endA": end_a,
                "titleB": title_b,
                "startB": s_b,
                "endB": end_b,
                "overlapStart": overlap[0] if overlap else None,
                "overlapEnd": overlap[1] if overlap else None,
                "overlapMonths": str(overlap_months(*overlap)) if overlap else "0",
                "evidenceA": f"{pair['srcA']}:{line_a}" if line_a is not None else None,
                "evidenceB": f"{pair['srcB']}:{line_b}" if line_b is not None else None,
                "postA": post_a,
                "postB": post_b,
            }
            rows.setdefault(tuple(row.values()), row)  # SELECT DISTINCT
    return list(rows.values()), facts


def top_people(
    store: Store, person: Node, day: date, limit: int, overlapping: bool, one_person: bool = True
) -> list[dict[str, str | None]]:
    """The pairs of posts of ``_shared-posts`` (``_shared-posts-overlapping`` when
    ``overlapping``) of ``person`` with the ``limit`` people who overlapped them longest: most
    months in one pair of posts (an open end counted up to ``day``; 0 for a pair that never
    overlapped or lacks a bound), then by name, then IRI; with ``one_person``, never two nodes of
    one person (joined by ``owl:sameAs``).

    A hub's answer lists thousands of people. The months are counted in the join
    (``_top-people-overlapping``, one row per person and name); only when fewer than ``limit``
    people overlapped at all (and not ``overlapping``) are the others listed (``_shared-people``,
    ranked by name after them). Then only the kept people's pairs are joined again, so theirs are
    the only posts whose facts are read. (A pair with months is a pair of
    ``_shared-posts-overlapping``: both need the bounds in the posts' own documents, where they
    are derived.) A store with a current post index (:mod:`talentgraph.post_index`, derived when
    an ingest ends) gives both lists from the index of the person's organisations instead of
    those joins: one row per organisation, however many people worked there."""
    if limit < 0:
        raise QueryError(f"a limit counts people: {limit} is not 0 or more")
    params: dict[str, Node] = {"person": person, "asOf": Literal(day.isoformat(), datatype=XSD.date)}
    best: dict[str, tuple[int, str, str]] = {}

    # the index of the person's organisations, derived at load time, when the store has one
    index = post_index.person_index(store, URIRef(str(person)))

    def rank(query: str, bindings: dict[str, Node]) -> None:
        if index is None:
            rows: list[dict[str, str | None]] = store.select_strings(
                load_query(query).sparql, bindings
            ).dicts()
        elif query == "_top-people-overlapping":
            rows = list(post_index.overlap_rows(index, str(person), day.isoformat()))
        else:
            rows = list(post_index.shared_rows(index, str(person)))
        for row in rows:
            other = str(row["personB"])
            key = (-int(str(row.get("months") or 0)), str(row["nameB"] or ""), other)
            best[other] = min(best.get(other, key), key)

    def top() -> list[str]:
        ranked = sorted(best, key=best.__getitem__)
        if not one_person or not limit:
            return ranked[:limit]
        me, seen = str(person), limit + 8
        while True:  # the first ``limit`` of the ranked people who are not ``person`` again
            one = same_as_classes(store, {me, *ranked[:seen]})
            kept = [p for p in ranked[:seen] if one[p] != one[me]][:limit]
            if len(kept) == limit or seen >= len(ranked):
                return kept
            seen *= 2

    rank("_top-people-overlapping", params)
    if not overlapping:  # people who never overlapped rank after those who did: 0 months, by name
        best = {p: key for p, key in best.items() if key[0] < 0}
        kept = top()
        if len(kept) < limit:
            rank("_shared-people", {"person": person})
            kept = top()
    else:
        kept = top()
    core = "_shared-posts-overlapping" if overlapping else "_shared-posts"
    bound = params if overlapping else {"person": person}
    chunk = min(500, store.values_rows())
    pairs: list[dict[str, str | None]] = []
    for text in rows_queries(core, ("personB",), [(URIRef(p),) for p in kept], chunk):
        pairs.extend(store.select_strings(text, bound).dicts())
    return pairs


def shared_level(pair: dict[str, str | None]) -> str:
    """The employer of a pair of posts from the join (its chains ``a1``–``a3``, ``b1``–``b3`` under
    ``top``): their lowest common ancestor, the deepest level both chains share.

    >>> shared_level({"top": "g", "a1": "g", "a2": "dm", "a3": "dm", "b1": "g", "b2": "g", "b3": "g"})
    'g'
    """
    a = (pair["a3"], pair["a2"], pair["a1"])
    b = (pair["b3"], pair["b2"], pair["b1"])
    return str(next((x for x, y in zip(a, b, strict=True) if x == y), pair["top"]))


#: the properties ``_post-facts`` reads
_START, _END = str(TG.startBound), str(TG.endBound)
_STATED_START, _STATED_END = str(TG.statedStart), str(TG.statedEnd)
_TITLE, _LINE = str(TG.title), str(TG.evidenceLine)


def _overlap(
    start_a: str | None, end_a: str | None, start_b: str | None, end_b: str | None, today: str
) -> tuple[str, str] | None:
    """From the later start to the earlier end (an open end counted up to ``today``), when both
    periods are known and the later start is not after the earlier end.

    >>> _overlap("2019-01-01", "present", "2020-03-01", "2021-12-31", "2025-01-01")
    ('2020-03-01', '2021-12-31')
    >>> _overlap("2019-01-01", "2019-12-31", "2020-03-01", "present", "2025-01-01") is None
    True
    """
    if start_a is None or end_a is None or start_b is None or end_b is None:
        return None
    late_start = max(start_a, start_b)
    early_end = min(today if end_a == "present" else end_a, today if end_b == "present" else end_b)
    return (late_start, early_end) if late_start <= early_end else None


def each_value(values: list[str] | None) -> list[str | None]:
    """A fact's values, or one unknown: each value gives its own row, as a SPARQL join would."""
    return list(values) if values else [None]


def read_facts(
    store: Store, query: str, variable: str, key: str, nodes: Collection[str | None], value: str = "value"
) -> dict[tuple[str, str], list[str]]:
    """(node, ``key`` column) → the ``value`` column's values, for the given nodes (a VALUES
    block on ``variable``, 500 nodes a query)."""
    found: dict[tuple[str, str], list[str]] = {}
    terms = [URIRef(n) for n in sorted(n for n in nodes if n is not None)]
    for node, name, text in select_values_strings(store, query, variable, terms).rows:
        if node is not None and name is not None and text is not None:
            found.setdefault((node, name), []).append(text)
    return found


def read_labels(
    store: Store, wanted: Collection[tuple[str | None, str | None]]
) -> dict[tuple[str, str], list[str]]:
    """(node, graph) → the node's ``skos:prefLabel`` values in that graph, for the given pairs only
    (``_org-labels-by-graph`` with a VALUES block of both): a hub organisation minted by thousands
    of documents has a label in each of them, and an answer needs one or two of those graphs."""
    found: dict[tuple[str, str], list[str]] = {}
    rows = [
        (URIRef(n), URIRef(g))
        for n, g in sorted((n, g) for n, g in wanted if n is not None and g is not None)
    ]
    for text in rows_queries("_org-labels-by-graph", ("node", "graph"), rows, min(500, store.values_rows())):
        for node, graph, label in store.select_strings(text):
            if node is not None and graph is not None and label is not None:
                found.setdefault((node, graph), []).append(label)
    return found


def _stated(
    written: dict[tuple[str, str], str], row: dict[str, Any], side: str
) -> tuple[str | None, str | None]:
    """One side's period as its document states it, its normalised bounds where the post has no
    stated form (a store loaded before it was derived); an open end stays "present"."""
    start, end = _opt(row[f"start{side}"]), _opt(row[f"end{side}"])
    post = _opt(row.get(f"post{side}"))
    if post is None:
        return start, end
    if start is not None:
        start = written.get((post, "start"), start)
    if end is not None and end != "present":
        end = written.get((post, "end"), end)
    return start, end


#: the shared-employers query's ORDER BY after ?employerName and DESC(?overlapMonths)
_ORDER = (
    "nameA",
    "nameB",
    "startA",
    "startB",
    "endA",
    "endB",
    "titleA",
    "titleB",
    "evidenceA",
    "evidenceB",
    "personA",
    "personB",
    "employer",
    "postA",
    "postB",
)


def _order_key(row: dict[str, Any], months: int) -> tuple[Any, ...]:
    """The query's order of ``row`` (an unbound value first, as SPARQL sorts it)."""

    def value(name: str) -> tuple[int, str]:
        v = row.get(name)
        return (0, "") if v is None else (1, str(v))

    return (value("employerName"), -months, *(value(n) for n in _ORDER))


def overlap_months(start: str | None, end: str | None, stated: object = None) -> int:
    """Calendar months from ``start`` to ``end`` (``YYYY-MM-DD``), both counted; the query's own
    count (``stated``) when a bound is not a date. Counted here because one engine (Virtuoso)
    now and then answered 0 for the same arithmetic on the same strings.

    >>> overlap_months("2021-08-01", "2022-12-31"), overlap_months(None, None, "0")
    (17, 0)
    """
    if start and end and len(start) >= 7 and len(end) >= 7:
        try:
            return (int(end[:4]) - int(start[:4])) * 12 + int(end[5:7]) - int(start[5:7]) + 1
        except ValueError:
            pass
    return int(str(stated or 0))


def merge_restated(rows: list[SharedEmployer]) -> list[SharedEmployer]:
    """One row per pair of posts: a post two documents of one person state alike (a homepage and
    its ORCID record) is one post whose evidence names both documents.

    >>> row = SharedEmployer("a", "A", "b", "B", "e", "E", "o", "E", "Intern", "2019", "2019", "o", "E",
    ...                      None, "2018", "present", "2019", "2019", 12, "a.md:3", "b.txt:9")
    >>> again = SharedEmployer(**{**row.__dict__, "evidence_a": "a.json:40"})
    >>> [r.evidence_a for r in merge_restated([row, again, row])]
    ['a.md:3, a.json:40']
    """
    merged: dict[tuple[object, ...], SharedEmployer] = {}
    for row in rows:
        key = tuple(v for k, v in vars(row).items() if k not in ("evidence_a", "evidence_b"))
        first = merged.get(key)
        if first is None:
            merged[key] = row
            continue
        merged[key] = replace(
            first,
            evidence_a=_join(first.evidence_a, row.evidence_a),
            evidence_b=_join(first.evidence_b, row.evidence_b),
        )
    return list(merged.values())


def _join(first: str | None, other: str | None) -> str | None:
    parts = [p for p in (first or "").split(", ") if p]
    parts += [p for p in (other or "").split(", ") if p and p not in parts]
    return ", ".join(parts) or None


def _opt(value: object) -> str | None:
    return None if value is None else str(value)
