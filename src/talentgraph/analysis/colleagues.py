"""``talentgraph query colleagues`` answered in phases: the rows of ``colleagues.rq`` (the query's
text stays its definition), found the way :func:`talentgraph.analysis.employers.pair_rows` finds
shared employers. The one query looks up each post's title, line, unit and the employer's names
once per *pair* of posts at a shared top-level organisation; this joins the posts first
(``_shared-posts-overlapping``), then reads each found post's facts once (``_post-facts``) and the
organisations' and units' names (``_org-labels-by-graph``), and works out the employer, the
overlap and the unit here.

>>> _overlaps("2020-01-01", "9999-12-31", "2021-06-01", "2021-12-31", "2025-01-01")
True
>>> _overlaps("2026-01-01", "9999-12-31", "2020-01-01", "9999-12-31", "2025-01-01")
False
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from datetime import UTC, date, datetime

from rdflib import Literal, URIRef
from rdflib.namespace import XSD
from rdflib.term import Node

from ..derive import OPEN_END
from ..queries import load_query
from ..store.base import QueryResult, Store
from ..vocab import REFERENCE_GRAPH, TG
from .employers import each_value, overlap_months, read_facts, read_labels, shared_level, top_people

__all__ = ["colleague_rows"]

_TITLE, _LINE, _UNIT = str(TG.title), str(TG.evidenceLine), str(TG.unit)
_START, _END = str(TG.startBound), str(TG.endBound)


def colleague_rows(store: Store, bindings: Mapping[str, Node], limit: int | None = None) -> QueryResult:
    """The rows ``colleagues.rq`` gives for ``bindings["person"]`` (an IRI), in its order; an open
    end counts up to today (UTC, as the query's ``NOW()``). With ``limit``, only the rows of the
    ``limit`` colleagues who overlapped the person longest (most months, then name, then IRI:
    :func:`talentgraph.analysis.employers.top_people`), found before any of their rows is built."""
    spec = load_query("colleagues")
    person = bindings["person"]
    today = datetime.now(UTC).date().isoformat()
    if limit is not None:  # the kept colleagues' pairs only, their months counted in the join
        pairs = top_people(
            store, person, date.fromisoformat(today), limit, overlapping=True, one_person=False
        )
    else:
        core = load_query("_shared-posts-overlapping").sparql
        pairs = store.select_strings(
            core, {"person": person, "asOf": Literal(today, datatype=XSD.date)}
        ).dicts()
    posts = {p for r in pairs for p in (r["postA"], r["postB"])}
    facts = read_facts(store, "_post-facts", "post", "field", posts)
    reference = str(REFERENCE_GRAPH)
    # the names looked up below: each chain node's in the reference graph, the top's and side A's
    # unit's in side A's graph
    wanted: set[tuple[str | None, str | None]] = {
        (r[k], reference) for r in pairs for k in ("top", "a1", "a2", "a3")
    }
    wanted |= {(r["top"], r["graphA"]) for r in pairs}
    wanted |= {(unit, r["graphA"]) for r in pairs for unit in facts.get((str(r["postA"]), _UNIT), ())}
    names = read_labels(store, wanted)
    found: dict[tuple[Node | None, ...], tuple[tuple[object, ...], dict[str, Node | None]]] = {}
    for pair in pairs:
        post_a, post_b, graph_a = str(pair["postA"]), str(pair["postB"]), str(pair["graphA"])
        employer = shared_level(pair)
        for s_a, e_a, s_b, e_b in itertools.product(
            *(each_value(facts.get((post, field))) for post in (post_a, post_b) for field in (_START, _END))
        ):
            if s_a is None or e_a is None or s_b is None or e_b is None:
                continue
            if not _overlaps(s_a, e_a, s_b, e_b, today):
                continue
            end_a = today if e_a == OPEN_END else e_a
            end_b = today if e_b == OPEN_END else e_b
            start, end = max(s_a, s_b), min(end_a, end_b)
            months = overlap_months(start, end)
            for ref_label, top_in_a, title_a, title_b, line_a, line_b, unit_a, unit_b in itertools.product(
                each_value(names.get((employer, reference))),
                # a minted organisation (never below another) is labelled by ?person's document
                each_value(names.get((str(pair["top"]), graph_a))),
                each_value(facts.get((post_a, _TITLE))),
                each_value(facts.get((post_b, _TITLE))),
                each_value(facts.get((post_a, _LINE))),
                each_value(facts.get((post_b, _LINE))),
                each_value(facts.get((post_a, _UNIT))),
                each_value(facts.get((post_b, _UNIT))),
            ):
                employer_name = ref_label or top_in_a or employer
                same_unit = (unit_a or pair["orgA"]) == (unit_b or pair["orgB"])
                # the unit as ?person's document names it (a unit it does not name gives no row)
                unit_names = [None] if unit_a is None else names.get((unit_a, graph_a), [])
                for unit_name in unit_names:
                    where = f"{unit_name}, {employer_name}" if same_unit and unit_name else employer_name
                    row: dict[str, Node | None] = {
                        "colleague": URIRef(str(pair["personB"])),
                        "name": Literal(pair["nameB"]),
                        "employer": URIRef(employer),
                        "employerName": Literal(employer_name),
                        "where": Literal(where),
                        "sameUnit": Literal(same_unit),
                        "title": _text(title_a),
                        "colleagueTitle": _text(title_b),
                        "overlapStart": Literal(start),
                        "overlapEnd": Literal(end),
                        "overlapMonths": Literal(months, datatype=XSD.integer),
                        "evidence": _text(None if line_a is None else f"{pair['srcA']}:{line_a}"),
                        "colleagueEvidence": _text(None if line_b is None else f"{pair['srcB']}:{line_b}"),
                    }
                    # ORDER BY DESC(?sameUnit) DESC(?overlapMonths) ?name, then every column
                    # (rows the query leaves in the engine's order come in one order here)
                    rest = tuple("" if v is None else str(v) for v in row.values())
                    key = (not same_unit, -months, str(pair["nameB"]), rest)
                    found.setdefault(tuple(row.values()), (key, row))  # SELECT DISTINCT
    rows = [row for _, row in sorted(found.values(), key=lambda found_row: found_row[0])]
    return QueryResult(list(spec.returns), [{k: v for k, v in row.items() if v is not None} for row in rows])


def _overlaps(start_a: str, end_a: str, start_b: str, end_b: str, today: str) -> bool:
    """Whether two periods share a day, an open end (9999-12-31) counted up to ``today``: the later
    start on or before the earlier end, and each start on or before its own end."""
    end_a = today if end_a == OPEN_END else end_a
    end_b = today if end_b == OPEN_END else end_b
    return start_a <= end_b and start_b <= end_a and start_a <= end_a and start_b <= end_b


def _text(value: str | None) -> Literal | None:
    return None if value is None else Literal(value)
