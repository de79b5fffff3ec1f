"""The whole pipeline for a batch of documents: read → extract → resolve → RDF → store.

>>> import tempfile, pathlib
>>> from talentgraph.store import open_store
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "ada.md").write_text("# Ada Lovelace\\n\\n## Experience\\n- 2019 - 2021 Research Intern at Google\\n")
>>> store = open_store(folder / "store")
>>> report = ingest([folder / "ada.md", folder / "missing.txt"], store, progress=False)
>>> report.loaded, [source for source, _ in report.failed]
(['ada.md'], ['missing.txt'])
"""

from __future__ import annotations

import hashlib
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from rdflib import Graph, Literal, URIRef

from . import post_index
from .errors import EndpointError, ExtractionError, SourceError, TalentGraphError
from .identity import (
    PEOPLE_PREDICATES,
    DocumentPeople,
    IdentityMerge,
    apply_to_nquads,
    link_people,
    stored_keys_sieve,
)
from .model import Document, Profile
from .nquads import profile_to_nquads
from .rdf import document_iri, profile_to_graph
from .resources import build_id
from .sites import OwnerHint, apply_owner, collect
from .sources import parse_bytes, parse_document, read_capped, read_document, scan_paths
from .store.base import Store
from .store.embedded import EmbeddedStore
from .vocab import REFERENCE_GRAPH, TG
from .workers import TaskError, run_tasks

__all__ = [
    "IngestReport",
    "build_graph",
    "ensure_reference",
    "extract_path",
    "ingest",
    "profile_from_document",
    "remove",
]

T = TypeVar("T")
R = TypeVar("R")

#: Documents per commit (identity linking, then one load) by default.
BATCH_SIZE = 200
#: Documents per commit into an empty embedded store, loaded by Oxigraph's bulk loader: RocksDB
#: compacts each load's sorted files into all the data loaded before it, so the store's CPU grows
#: with the number of loads (benchmarks/RESULTS.md, "scale17").
NEW_STORE_BATCH_SIZE = 1000
#: A batch that has waited this many seconds since its first document is committed early, once it
#: holds :data:`MIN_TIMED_BATCH` documents: a killed ingest loses at most about this much work.
BATCH_SECONDS = 10.0
#: Fewer documents than this are not committed early: on a slow (busy) machine, loads of a few
#: documents each would make the bulk loader's compactions cost more than the batches save.
MIN_TIMED_BATCH = 200


@dataclass
class IngestReport:
    """What a batch did: documents loaded, documents that failed (with the reason), quad counts."""

    loaded: list[str] = field(default_factory=list)
    #: Documents skipped because the store holds them already, built from the same bytes by this build.
    unchanged: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)
    warnings: list[tuple[str, str]] = field(default_factory=list)
    quads_before: int = 0
    quads_after: int = 0
    #: People of the new documents joined to person nodes already known (same email, homepage or name+org).
    identity_merges: list[IdentityMerge] = field(default_factory=list)


def profile_from_document(doc: Document, owner: OwnerHint | None = None) -> Profile:
    """Extract and resolve one document's profile (the ``talentgraph extract`` result).

    ``owner`` says whose document it is when the document may not (a site's owner, ``--owner``);
    see :func:`talentgraph.sites.apply_owner`.

    Any unexpected failure becomes an :class:`ExtractionError` naming the document, so one odd
    document gives a clear message instead of a traceback.
    """
    from .extract import extract_profile
    from .resolve import resolve_profile

    try:
        return resolve_profile(apply_owner(extract_profile(doc), owner))
    except TalentGraphError:
        raise
    except Exception as exc:
        raise ExtractionError(
            f"{doc.source}: extraction failed ({type(exc).__name__}: {exc}); this is a bug in "
            "talentgraph, please report it with the document"
        ) from exc


def build_graph(doc: Document) -> Graph:
    """The named graph for one document."""
    return _graph_and_warnings(doc)[0]


def _graph_and_warnings(doc: Document, owner: OwnerHint | None = None) -> tuple[Graph, list[str]]:
    profile = profile_from_document(doc, owner)
    graph = profile_to_graph(profile, sha256=doc.sha256, document_format=doc.format, path=doc.path)
    return graph, profile.warnings


#: What a worker sends back for one document: its graph as N-Quads bytes, the people in it (for
#: identity linking), the extraction warnings, the content hash and its post index rows
#: (:func:`talentgraph.post_index.document_rows`); or ``None`` when the document is stored unchanged.
DocumentResult = tuple[bytes, DocumentPeople, list[str], str, list[post_index.Row]] | None


def _document_quads(
    doc: Document, owner: OwnerHint | None = None
) -> tuple[bytes, DocumentPeople, list[str], str, list[post_index.Row]]:
    """One document's graph as N-Quads (no rdflib graph, no pyoxigraph terms on the way), its
    people, warnings, content hash and post index rows."""
    profile = profile_from_document(doc, owner)
    sink = profile_to_nquads(profile, sha256=doc.sha256, document_format=doc.format, path=doc.path)
    graph = document_iri(profile.source)
    people_triples, row_triples = sink.with_predicates(PEOPLE_PREDICATES, post_index.ROW_PREDICATES)
    people = DocumentPeople.of_triples(graph, people_triples)
    rows = post_index.document_rows(str(graph), row_triples)
    return sink.nquads(), people, profile.warnings, f"sha256:{doc.sha256}", rows


def ensure_reference(store: Store, new_store: bool = False) -> bool:
    """Load the reference graph if the store lacks it or holds an older version; True if loaded.

    ``new_store`` says the store is empty, so a store's loader for new data may take it (Oxigraph's
    bulk loader: a third of the CPU of a transaction for these 23,000 quads).
    """
    from .reference import cached_reference_nquads, reference_hash

    stored = store.select(
        "SELECT ?h WHERE { GRAPH ?g { ?g ?p ?h } }", {"g": REFERENCE_GRAPH, "p": TG.contentHash}
    ).column("h")
    if Literal(f"sha256:{reference_hash()}") in stored:  # the bundled files' hash: no graph to build
        return False
    # = reference_graph(), without rdflib
    store.load_nquads([(REFERENCE_GRAPH, cached_reference_nquads())], new_store=new_store)
    return True


def _document_task(task: tuple[str, str, str | None, int, OwnerHint | None]) -> DocumentResult:
    """Worker side of :func:`ingest`: one document's quads, or None when its hash is ``known``."""
    path, source, known, _, owner = task
    try:
        if Path(path).is_dir():  # a folder that is one document (a LinkedIn export)
            doc = read_document(path, source)
        else:
            raw = read_capped(Path(path))
            if known == f"sha256:{hashlib.sha256(raw).hexdigest()}":
                return None
            doc = parse_document(raw, source, Path(path))
        return _document_quads(doc, owner)
    except TalentGraphError as exc:
        raise TaskError(str(exc)) from None


def _unchanged(path: Path, stored_hash: str) -> bool:
    """True when the file's bytes hash to ``stored_hash`` (unreadable files: False, the worker reports)."""
    try:
        if path.is_dir():
            return f"sha256:{read_document(path).sha256}" == stored_hash
        return f"sha256:{hashlib.sha256(read_capped(path)).hexdigest()}" == stored_hash
    except SourceError:
        return False


def _profile_task(task: tuple[str, str | None]) -> dict[str, Any]:
    """Worker side of :func:`extract_path`: the profile JSON of one document (and its owner's name)."""
    path, owner = task
    try:
        return profile_from_document(read_document(path), OwnerHint(owner) if owner else None).to_dict()
    except TalentGraphError as exc:
        raise TaskError(str(exc)) from None


#: A small CV that reaches the lazily built tables of extraction and resolution: a known employer, and
#: a university the gazetteer does not know (its loose spellings are indexed on the first such name).
_WARM_UP = (
    b"# Ada Lovelace\n\nada@example.org\n\n## Experience\n- 2019 - 2021 Research Intern at Google\n"
    b"- 2021 - 2023 Postdoctoral Fellow at Northfield Lakes University\n"
)


def _warm_up() -> None:
    """Load gazetteers and vocabularies once per worker, before its first (timed) document."""
    from .extract import load_tables

    load_tables()
    _document_quads(parse_bytes(_WARM_UP, source="warm-up.md", suffix=".md"))


def _run(
    function: Callable[[T], R], tasks: Iterable[T], workers: int, time_limit: float, memory_mb: int
) -> Iterator[tuple[T, R | None, str | None]]:
    """:func:`talentgraph.workers.run_tasks`, or the same in this process when ``workers`` is 0."""
    if workers > 0:
        yield from run_tasks(function, tasks, workers, time_limit, memory_mb, warm_up=_warm_up)
        return
    for task in tasks:
        try:
            yield task, function(task), None
        except TaskError as exc:
            yield task, None, str(exc)
        except RecursionError:
            yield task, None, "nested too deeply to process"
        except Exception as exc:
            yield task, None, f"{type(exc).__name__}: {exc}"


def extract_path(
    path: str | os.PathLike[str], owner: str | None = None, time_limit: float = 60.0, memory_mb: int = 2048
) -> Profile:
    """The profile of one document file, extracted in a worker process within the budgets.

    ``owner`` names whose document it is when the document may not (see :func:`profile_from_document`).

    Raises :class:`ExtractionError` naming the document when reading or extraction fails or
    runs over its time or memory budget.
    """
    [(_, data, error)] = list(_run(_profile_task, [(os.fspath(path), owner)], 1, time_limit, memory_mb))
    if data is None:
        name = Path(path).name
        raise ExtractionError(error if error and name in error else f"{name}: {error}")
    return Profile.from_dict(data)


def _stored_hashes(store: Store) -> dict[URIRef, str]:
    """Document graph -> content hash, for documents built by this build of talentgraph (its
    code and bundled data: :func:`~talentgraph.resources.build_id`)."""
    from .queries import load_query

    rows = store.select(load_query("_stored-documents").sparql)
    found: dict[URIRef, str] = {}
    for row in rows:
        graph = row.get("graph")
        if isinstance(graph, URIRef) and str(row.get("version")) == build_id():
            found[graph] = str(row.get("hash"))
    return found


def ingest(
    paths: Iterable[str | os.PathLike[str]],
    store: Store,
    workers: int = 1,
    recursive: bool = False,
    progress: bool = True,
    owner: str | None = None,
    *,
    batch_size: int | None = None,
    batch_seconds: float = BATCH_SECONDS,
    time_limit: float = 60.0,
    memory_mb: int = 2048,
    force: bool = False,
) -> IngestReport:
    """Load documents into ``store``, one named graph each; a failing document is reported and skipped.

    Documents stream through: ``workers`` processes read and extract them (each document within
    ``time_limit`` seconds and ``memory_mb`` MB, else reported and its worker replaced; 0 workers
    runs in this process, without budgets) into N-Quads (:func:`talentgraph.nquads.profile_to_nquads`,
    no rdflib graph), and every ``batch_size`` graphs are linked to the people already stored
    (:func:`talentgraph.identity.link_people`) and committed. ``batch_size`` defaults to
    :data:`BATCH_SIZE`, or :data:`NEW_STORE_BATCH_SIZE` into an empty embedded store (fewer bulk
    loads); a batch whose first document came ``batch_seconds`` ago is committed as soon as it holds
    :data:`MIN_TIMED_BATCH` documents. Memory does not grow with the number of documents, and a
    killed ingest loses at most the batch in flight: about ``batch_seconds`` of work, or
    :data:`MIN_TIMED_BATCH` documents when they take longer. A document whose content hash and talentgraph version match what the store holds
    is not extracted again (``report.unchanged``) unless ``force``.

    Graphs go in with :meth:`Store.load_nquads` (into an empty embedded store, by Oxigraph's
    bulk loader), each replaced atomically, so re-ingesting never duplicates and a failure leaves
    that document's previous facts as they were. If the store stops answering part way, the
    ingest stops with an :class:`EndpointError` that says how many documents went in (those are
    intact; documents of the request under way are looked up, or counted apart when the store
    does not answer).

    A site repository among ``paths`` is read as one person (:mod:`talentgraph.sites`); ``owner``
    names the owner of every document (a site's config name otherwise, else what each page says).
    """
    items, notes = collect(paths, recursive=recursive, owner=owner)
    refused = scan_paths(paths, recursive=recursive)[1]  # special files, links out, loops
    report = IngestReport(quads_before=store.count(), warnings=list(notes))
    new_store = report.quads_before == 0
    if batch_size is None:
        batch_size = NEW_STORE_BATCH_SIZE if new_store and isinstance(store, EmbeddedStore) else BATCH_SIZE
    order = {source: index for index, (_, source, _) in enumerate(items)}
    ensure_reference(store, new_store)
    index_was_current = post_index.begin_change(store)
    known = {} if force else _stored_hashes(store)
    # no other process writes an embedded store meanwhile: linking asks it only about keys it may hold
    sieve = stored_keys_sieve(store) if isinstance(store, EmbeddedStore) else None
    from tqdm import tqdm

    bar = tqdm(total=len(items), desc="ingest", unit="doc", disable=not progress, file=sys.stderr)

    def tasks() -> Iterator[tuple[str, str, str | None, int, OwnerHint | None]]:
        """The documents to extract, numbered; those stored unchanged are counted here, without a worker."""
        number = 0
        for path, source, hint in items:
            stored = known.get(document_iri(source))
            if stored is not None and _unchanged(path, stored):
                report.unchanged.append(source)
                bar.update(1)
                continue
            yield os.fspath(path), source, stored, number, hint
            number += 1

    pending: dict[URIRef, list[tuple[str, list[str]]]] = {}  # documents on their way to the store
    hashes: dict[URIRef, str] = {}  # their content hashes
    batch: list[tuple[bytes, DocumentPeople, list[post_index.Row]]] = []
    batch_started = 0.0  # time.monotonic() when the batch's first document came

    written: list[URIRef] = []  # graphs replaced, for the post index
    # into an empty store, the post index is written from the documents' rows (with identity
    # merges applied) once they are stored, instead of derived by a whole-store query at the end
    keep_rows = new_store and isinstance(store, EmbeddedStore)
    staged: dict[URIRef, list[post_index.Row]] = {}  # rows of the graphs being loaded
    index_rows: dict[URIRef, list[post_index.Row]] = {}  # rows of the graphs stored

    def loaded(names: Sequence[URIRef]) -> None:
        written.extend(names)
        for name in names:
            if name in staged:
                index_rows[name] = staged.pop(name)
            for source, warnings in pending.pop(name, []):
                report.loaded.append(source)
                report.warnings.extend((source, w) for w in warnings)

    def failed(name: URIRef, exc: TalentGraphError) -> None:
        staged.pop(name, None)
        for source, _ in pending.pop(name, []):
            report.failed.append((source, str(exc)))

    def commit() -> None:
        # in order: later documents see earlier ones
        merges = link_people([people for _, people, _ in batch], store, sieve)
        report.identity_merges.extend(merge for found in merges for merge in found)
        documents = [
            (people.graph, apply_to_nquads(data, found))
            for (data, people, _), found in zip(batch, merges, strict=True)
        ]
        if keep_rows:
            for (_, people, rows), found in zip(batch, merges, strict=True):
                staged[people.graph] = _renamed_rows(rows, found)
        store.load_nquads(documents, on_loaded=loaded, on_error=failed, new_store=new_store, checked=True)
        batch.clear()

    def add(source: str, result: DocumentResult) -> None:
        if result is None:
            report.unchanged.append(source)
            return
        nonlocal batch_started
        data, people, warnings, content_hash, rows = result
        pending.setdefault(people.graph, []).append((source, warnings))
        hashes[people.graph] = content_hash
        now = time.monotonic()
        if not batch:
            batch_started = now
        batch.append((data, people, rows))
        waited_long = now - batch_started >= batch_seconds and len(batch) >= MIN_TIMED_BATCH
        if len(batch) >= batch_size or waited_long:
            commit()

    # Workers finish out of order; graphs are linked and committed in input order, so identity
    # linking gives the same IRIs whatever the number of workers (a reorder buffer, bounded by
    # what the other workers extract while one document takes its time budget).
    waiting: dict[int, tuple[str, DocumentResult, bool]] = {}
    next_number = 0
    try:
        for (_, source, _, number, _), result, error in _run(
            _document_task, tasks(), workers, time_limit, memory_mb
        ):
            bar.update(1)
            if result is None:
                report.failed.append((source, error or "unknown error"))
                bar.set_postfix(failed=len(report.failed), refresh=False)
            waiting[number] = (source, result, error is None)
            while next_number in waiting:
                source, ready, ok = waiting.pop(next_number)
                next_number += 1
                if ok:
                    add(source, ready)
        if batch:
            commit()
    except EndpointError as exc:
        raise EndpointError(_went_in_message(exc, store, items, report, pending, hashes)) from exc
    finally:
        bar.close()
    every_row = (row for rows in index_rows.values() for row in rows) if keep_rows else None
    post_index.end_change(store, written, index_was_current, derive=True, rows=every_row)
    if isinstance(store, EmbeddedStore):
        store.finish_load()
    report.failed.extend(refused)
    for names in (report.loaded, report.unchanged):
        names.sort(key=order.__getitem__)
    report.failed.sort(key=lambda item: order.get(item[0], len(order)))
    report.quads_after = store.count()
    return report


def _renamed_rows(rows: list[post_index.Row], merges: Sequence[IdentityMerge]) -> list[post_index.Row]:
    """A document's post index rows with its identity ``merges`` applied (as :func:`apply_to_nquads`
    applies them to its quads: each merged person's IRI renamed)."""
    renamed = {str(m.old): str(m.new) for m in merges if m.new != m.old}
    if not renamed:
        return rows
    return [(g, top, renamed.get(p, p) if p else p, name, s, e) for g, top, p, name, s, e in rows]


def _went_in_message(
    exc: EndpointError,
    store: Store,
    items: Sequence[tuple[Any, str, Any]],
    report: IngestReport,
    pending: dict[URIRef, list[tuple[str, list[str]]]],
    hashes: dict[URIRef, str],
) -> str:
    """What an ingest that lost its store did: how many documents went in, and which did not.

    Documents of the request under way may have gone in (a server that applied an update and
    died, or answered too late, before saying so): the store is asked which of them it holds,
    built from the same bytes; when it does not answer, they are counted apart as unknown.
    """
    from .queries import select_values

    in_flight = [name for name, sources in pending.items() if sources]
    confirmed: set[str] = set()
    unknown: list[str] = []
    if in_flight:
        try:
            rows = select_values(store, "_stored-documents", "graph", in_flight)
            stored = {row.get("graph"): str(row.get("hash")) for row in rows}
            for name in in_flight:
                if stored.get(name) == hashes.get(name):
                    confirmed.update(source for source, _ in pending[name])
        except TalentGraphError:
            unknown = [source for name in in_flight for source, _ in pending[name]]
    went_in = len(report.loaded) + len(confirmed)
    settled = {*report.loaded, *confirmed, *unknown, *report.unchanged, *(s for s, _ in report.failed)}
    left = [source for _, source, _ in items if source not in settled]
    shown = ", ".join(left[:3]) + (", …" if len(left) > 3 else "")
    said = str(exc) if str(exc).endswith((".", "?", "!")) else f"{exc}."
    maybe = (
        f"{len(unknown)} more were being written when it failed and may be in (each wholly or not at "
        f"all: {', '.join(unknown[:3])}{', …' if len(unknown) > 3 else ''}); "
        if unknown
        else ""
    )
    return (
        f"{said} {went_in} document(s) went in before that and are intact; {maybe}"
        f"{len(left)} did not ({shown}). Run the same ingest again once the store answers: "
        "documents already in are skipped, never duplicated."
    )


def remove(documents: Iterable[str], store: Store) -> list[str]:
    """Delete the named graphs of documents, given by source name or path; returns those that existed."""
    removed, graphs = [], []
    index_was_current = post_index.begin_change(store)
    for document in documents:
        for source in dict.fromkeys([document, Path(document).name]):
            if store.remove_graph(document_iri(source)):
                removed.append(document)
                graphs.append(document_iri(source))
                break
    post_index.end_change(store, graphs, index_was_current)
    return removed
