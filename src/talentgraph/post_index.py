"""The post index: each top-level organisation's posts in one literal, derived when an ingest ends.

A limited ego question (``--limit N``: the N people who overlapped a person longest) has to rank
everyone who overlapped that person. At a hub (an organisation with thousands of members) the
join of the person's posts with every post there is most of its work, thousands of rows for an
answer of N people. The index keeps, per top-level organisation, the few facts that ranking needs
of every post there (who, under which names, from when to when) in one literal, so the ranking
reads one row per organisation of the person and counts the months here.

It lives in its own named graph, :data:`~talentgraph.vocab.INDEX_GRAPH`, derived from the
document graphs and never edited by hand:

- ``?top tg:postIndex "…"``: JSON, person IRI → ``[name, start, end]`` for each post at ``?top``
  that the ego queries can join (organisation, chain, member, its graph's source name; one entry
  per name the person has in that graph; ``start``/``end`` the ``tg:startBound``/``tg:endBound``
  when the post has both, else ``null``), each person's entries once and sorted, so the literal
  is the same text however its rows were found;
- ``?graph tg:indexedUnder ?top`` for each document graph with a post at ``?top``, so a graph that
  is re-ingested or removed says which organisations to read again;
- ``<INDEX_GRAPH> tg:postIndexVersion 1`` while the index is whole and current.

A writer calls :func:`begin_change` before it changes document graphs (which drops the version
triple) and :func:`end_change` after, with the graphs it wrote or removed: the organisations they
touch, before and after, are indexed again. When the index was not current (an ingest that stopped
part way, a store from before the index, graphs loaded by hand) the end of the next ingest derives
all of it: with :func:`rebuild`, or, when that ingest started from an empty store, with
:func:`write_rows` from the rows :func:`document_rows` found in each document's triples as it was
built (the same rows the whole-store query would return, without running it); a ``remove`` or an ``import`` then leaves it not current. A reader that finds no version
triple answers with the queries instead. Only the embedded store keeps an index; on a remote
endpoint the ego questions always use the queries.

>>> index = {"urn:top": {"urn:a": [["A", "2019-01-01", "2020-12-31"]],
...                      "urn:b": [["B", "2020-06-01", "9999-12-31"]], "urn:c": [["C", None, None]]}}
>>> overlap_rows(index, "urn:a", "2025-01-01")
[{'personB': 'urn:b', 'nameB': 'B', 'months': '7'}]
>>> shared_rows(index, "urn:a")
[{'personB': 'urn:b', 'nameB': 'B'}, {'personB': 'urn:c', 'nameB': 'C'}]
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable, Mapping
from typing import TYPE_CHECKING

from rdflib import Literal, URIRef

from .derive import OPEN_END, subject_facts
from .gc_pause import paused_collection
from .vocab import INDEX_GRAPH, ORG, RDFS, TG, XSD

if TYPE_CHECKING:
    from .store.base import Store

__all__ = [
    "VERSION",
    "all_posts",
    "begin_change",
    "document_rows",
    "end_change",
    "is_current",
    "overlap_rows",
    "person_index",
    "rebuild",
    "refresh",
    "shared_rows",
    "write_rows",
]

#: the format of the index; an index of another version is not current
VERSION = 1

#: top → person → [name, start, end]
Index = dict[str, dict[str, list[list[str | None]]]]

#: one post's row of the index: (graph, top, person, name, start, end), as ``_post-index-rows``
Row = tuple[str | None, ...]

#: characters of update text per request when writing the index
_CHUNK = 4_000_000

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _keeps_index(store: Store) -> bool:
    from .store.embedded import EmbeddedStore

    return isinstance(store, EmbeddedStore)


def is_current(store: Store) -> bool:
    """Whether ``store`` holds a whole, current post index."""
    return _keeps_index(store) and store.ask(
        "ASK WHERE { GRAPH ?g { ?g ?p ?v } }",
        {"g": INDEX_GRAPH, "p": TG.postIndexVersion, "v": Literal(VERSION, datatype=XSD.integer)},
    )


def begin_change(store: Store) -> bool:
    """Mark the index as not current before document graphs change; returns whether it was."""
    current = is_current(store)
    if current:
        store.update(
            f"DELETE WHERE {{ GRAPH {_iri(INDEX_GRAPH)} {{ {_iri(INDEX_GRAPH)} {_iri(TG.postIndexVersion)} ?v }} }}"
        )
    return current


def end_change(
    store: Store,
    graphs: Collection[URIRef],
    was_current: bool,
    derive: bool = False,
    rows: Iterable[Row] | None = None,
) -> None:
    """Index again after ``graphs`` were written or removed: the organisations they touch when
    the index was current before the change; else, with ``derive`` (the end of an ingest), all of
    it, and without, nothing (the index stays not current until an ingest ends).

    ``rows``, when given, are the index rows of every document graph in the store (an ingest into
    an empty store has them from its documents): deriving all of the index writes them instead
    of querying the store."""
    if not _keeps_index(store):
        return
    if was_current:
        refresh(store, graphs)
    elif derive and rows is not None:
        write_rows(store, rows)
    elif derive:
        rebuild(store)


def rebuild(store: Store) -> None:
    """Derive the whole index from the document graphs."""
    write_rows(store, _index_rows(store, None))


def write_rows(store: Store, rows: Iterable[Row]) -> None:
    """Write the whole index from ``rows``, the index rows of every document graph in the store
    (what ``_post-index-rows`` would return): :func:`rebuild` without the query.

    >>> import tempfile
    >>> from talentgraph.store import open_store
    >>> store = open_store(tempfile.mkdtemp())
    >>> write_rows(store, [("urn:g", "urn:acme", "urn:ada", "Ada", "2019-01-01", "2020-12-31"),
    ...                    ("urn:h", "urn:acme", "urn:bo", "Bo", None, None)])
    >>> all_posts(store)  # doctest: +NORMALIZE_WHITESPACE
    {'urn:acme': {'urn:ada': [['Ada', '2019-01-01', '2020-12-31']], 'urn:bo': [['Bo', None, None]]}}
    """
    store.update(f"DROP SILENT GRAPH {_iri(INDEX_GRAPH)}")
    _write(store, rows, [])


#: the predicates :func:`document_rows` reads (IRI → the name it files the values under)
ROW_PREDICATES = {
    str(p): p.fragment
    for p in (
        TG.topOrganization,
        TG.organizationLevel1,
        TG.organizationLevel2,
        TG.organizationLevel3,
        TG.startBound,
        TG.endBound,
        TG.sourceName,
        ORG.member,
        ORG.organization,
        RDFS.label,
    )
}


def document_rows(graph: str, triples: Iterable[tuple[str, str, str]]) -> list[Row]:
    """The index rows of one document graph given as ``(subject, predicate, object)`` strings (an
    IRI's or a literal's value): what ``_post-index-rows`` returns for that graph, without a store.

    >>> from talentgraph.derive import LEVELS
    >>> g, p, a = "urn:g", "urn:post", "urn:ada"
    >>> t = [(g, str(TG.sourceName), "ada.md"), (a, str(RDFS.label), "Ada"), (p, str(ORG.member), a),
    ...      (p, str(ORG.organization), "urn:o"), *((p, str(level), "urn:o") for level in LEVELS),
    ...      (p, str(TG.startBound), "2019-01-01")]
    >>> document_rows(g, t)
    [('urn:g', 'urn:o', 'urn:ada', 'Ada', None, None)]
    """
    facts = subject_facts(triples, ROW_PREDICATES)
    if not facts.get(graph, {}).get("sourceName"):
        return []
    rows: dict[Row, None] = {}
    for edges in facts.values():
        if not all(edges.get(k) for k in _JOINED):
            continue
        starts, ends = edges.get("startBound"), edges.get("endBound")
        bounds: list[tuple[str | None, str | None]] = (
            [(s, e) for s in starts for e in ends] if starts and ends else [(None, None)]
        )
        for top in edges["topOrganization"]:
            for person in edges["member"]:
                for name in facts.get(person, {}).get("label", ()):
                    rows.update(((graph, top, person, name, s, e), None) for s, e in bounds)
    return list(rows)


#: what a post needs to be indexed (its ``startBound``/``endBound`` are optional)
_JOINED = (
    "topOrganization",
    "member",
    "organization",
    "organizationLevel1",
    "organizationLevel2",
    "organizationLevel3",
)


def refresh(store: Store, graphs: Collection[URIRef]) -> None:
    """Derive again the index of the organisations ``graphs`` touch (their posts' tops now, and
    those the index recorded for them), then mark the index current."""
    from .queries import load_query

    tops: set[str] = set()
    text = load_query("_post-index-tops").sparql
    for graph in graphs:
        rows = store.select_strings(text, {"graph": graph, "index": INDEX_GRAPH})
        tops.update(top for (top,) in rows if top is not None)
    _write(store, _index_rows(store, sorted(tops)) if tops else [], sorted(tops))


def person_index(store: Store, person: URIRef) -> Index | None:
    """The index of the organisations ``person`` holds a post at; None when the store has no
    current index."""
    if not is_current(store):
        return None
    from .queries import load_query

    rows = store.select_strings(load_query("_post-index").sparql, {"person": person, "index": INDEX_GRAPH})
    return {str(top): json.loads(str(posts)) for top, posts in rows if top is not None}


def all_posts(store: Store) -> Index | None:
    """The whole index (every top-level organisation's posts); None when the store has no current
    index (an example that has one is :func:`write_rows`'s).

    >>> import tempfile
    >>> from talentgraph.store import open_store
    >>> all_posts(open_store(tempfile.mkdtemp())) is None
    True
    """
    if not is_current(store):
        return None
    from .queries import load_query

    rows = store.select_strings(load_query("_post-index-all").sparql, {"index": INDEX_GRAPH})
    with paused_collection():  # the parse makes a list per post, none in a cycle
        return {str(top): json.loads(str(posts)) for top, posts in rows if top is not None}


def overlap_rows(
    index: Mapping[str, Mapping[str, list[list[str | None]]]], person: str, day: str
) -> list[dict[str, str | None]]:
    """The rows of ``_top-people-overlapping`` from the index: each other person and name with
    the most months one pair of posts overlapped (an open end counted up to ``day``), for the
    pairs whose periods meet."""
    best: dict[tuple[str, str], int] = {}
    for people in index.values():
        mine = {(s, e) for _, s, e in people.get(person, ()) if _bounded(s, e)}
        if not mine:
            continue
        for other, posts in people.items():
            if other == person:
                continue
            for name, sb, eb in posts:
                if not _bounded(sb, eb):
                    continue
                for sa, ea in mine:
                    months = _months(sa, ea, sb, eb, day)  # type: ignore[arg-type]
                    if months is not None:
                        key = (other, str(name))
                        best[key] = max(best.get(key, months), months)
    return [{"personB": p, "nameB": n, "months": str(m)} for (p, n), m in best.items()]


def shared_rows(
    index: Mapping[str, Mapping[str, list[list[str | None]]]], person: str
) -> list[dict[str, str | None]]:
    """The rows of ``_shared-people`` from the index: each other person and name at an
    organisation where ``person`` holds a post."""
    found: dict[tuple[str, str], None] = {}
    for people in index.values():
        if person in people:
            for other, posts in people.items():
                if other != person:
                    found.update(((other, str(name)), None) for name, _, _ in posts)
    return [{"personB": p, "nameB": n} for p, n in found]


def _bounded(start: str | None, end: str | None) -> bool:
    return bool(start and end and _DATE.fullmatch(start) and _DATE.fullmatch(end))


def _months(sa: str, ea: str, sb: str, eb: str, today: str) -> int | None:
    """The query's filter and count for one pair of posts: None when they do not meet, else the
    months from the later start to the earlier end (an open end counted up to ``today``, 0 when
    that end comes first), both months counted."""
    if not (sa <= ea and sb <= eb and sa <= eb and sb <= ea):
        return None
    if not ((sa <= today or eb != OPEN_END) and (sb <= today or ea != OPEN_END)):
        return None
    end_a = today if ea == OPEN_END else ea
    end_b = today if eb == OPEN_END else eb
    start, end = max(sa, sb), min(end_a, end_b)
    if start > end:
        return 0
    return (int(end[:4]) - int(start[:4])) * 12 + int(end[5:7]) - int(start[5:7]) + 1


def _index_rows(store: Store, tops: list[str] | None) -> list[Row]:
    from .queries import load_query, select_values_strings

    if tops is None:
        return list(store.select_strings(load_query("_post-index-rows").sparql))
    return list(select_values_strings(store, "_post-index-rows", "top", [URIRef(t) for t in tops]))


def _write(store: Store, rows: Iterable[Row], tops: list[str]) -> None:
    """Replace the index of ``tops`` (and write any other organisation of ``rows``), then mark it current."""
    found: dict[str, dict[str, set[tuple[str, str, str]]]] = {}
    under: set[tuple[str, str]] = set()
    for graph, top, person, name, start, end in rows:
        if graph is None or top is None or person is None:
            continue
        bounds = (start, end) if _bounded(start, end) else ("", "")
        found.setdefault(top, {}).setdefault(person, set()).add((name or "", *bounds))  # type: ignore[arg-type]
        under.add((graph, top))
    # each person's entries sorted (a null sorts as ""): the same text whatever the rows' order
    index: Index = {
        top: {
            person: [[name or None, start or None, end or None] for name, start, end in sorted(entries)]
            for person, entries in people.items()
        }
        for top, people in found.items()
    }
    graph_iri, p_index, p_under = _iri(INDEX_GRAPH), _iri(TG.postIndex), _iri(TG.indexedUnder)
    requests: list[str] = []
    for chunk in range(0, len(tops), 500):
        values = " ".join(_iri(URIRef(t)) for t in tops[chunk : chunk + 500])
        requests.append(
            f"DELETE {{ GRAPH {graph_iri} {{ ?t {p_index} ?x }} }} "
            f"WHERE {{ VALUES ?t {{ {values} }} GRAPH {graph_iri} {{ ?t {p_index} ?x }} }} ;\n"
            f"DELETE {{ GRAPH {graph_iri} {{ ?g {p_under} ?t }} }} "
            f"WHERE {{ VALUES ?t {{ {values} }} GRAPH {graph_iri} {{ ?g {p_under} ?t }} }}"
        )
    triples = [
        f"{_iri(URIRef(top))} {p_index} {_literal(json.dumps(people, sort_keys=True, ensure_ascii=False))} ."
        for top, people in sorted(index.items())
    ]
    triples += [f"{_iri(URIRef(g))} {p_under} {_iri(URIRef(t))} ." for g, t in sorted(under)]
    batch: list[str] = []
    size = 0
    for triple in triples:
        if batch and size + len(triple) > _CHUNK:
            requests.append(f"INSERT DATA {{ GRAPH {graph_iri} {{\n{chr(10).join(batch)}\n}} }}")
            batch, size = [], 0
        batch.append(triple)
        size += len(triple)
    if batch:
        requests.append(f"INSERT DATA {{ GRAPH {graph_iri} {{\n{chr(10).join(batch)}\n}} }}")
    for request in requests:
        store.update(request)
    version = _literal_term(Literal(VERSION, datatype=XSD.integer))
    store.update(
        f"INSERT DATA {{ GRAPH {graph_iri} {{ {graph_iri} {_iri(TG.postIndexVersion)} {version} }} }}"
    )


def _iri(term: URIRef) -> str:
    from .store.base import term_to_sparql

    return term_to_sparql(term)


def _literal(text: str) -> str:
    return _literal_term(Literal(text))


def _literal_term(term: Literal) -> str:
    from .store.base import term_to_sparql

    return term_to_sparql(term)
