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

import concurrent.futures
import os
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from rdflib import Graph, Literal, URIRef

from .errors import EndpointError, ExtractionError, TalentGraphError
from .identity import IdentityMerge, link_graphs
from .model import Document, Profile
from .rdf import document_iri, profile_to_graph
from .sites import OwnerHint, apply_owner, collect
from .sources import read_document
from .store.base import Store
from .vocab import REFERENCE_GRAPH, TG

__all__ = ["IngestReport", "build_graph", "ensure_reference", "ingest", "profile_from_document", "remove"]


@dataclass
class IngestReport:
    """What a batch did: documents loaded, documents that failed (with the reason), quad counts."""

    loaded: list[str] = field(default_factory=list)
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


def _build_from_path(
    path: Path, source: str, owner: OwnerHint | None = None
) -> tuple[str, Graph | None, list[str], str | None]:
    try:
        graph, warnings = _graph_and_warnings(read_document(path, source), owner)
        return source, graph, warnings, None
    except TalentGraphError as exc:
        return source, None, [], str(exc)
    except Exception as exc:  # the RDF stage failing on one document must not stop the batch
        return source, None, [], f"{source}: extraction failed ({type(exc).__name__}: {exc})"


def ensure_reference(store: Store) -> bool:
    """Load the reference graph if the store lacks it or holds an older version; True if loaded."""
    from .reference import reference_graph

    graph = reference_graph()
    current = graph.value(REFERENCE_GRAPH, TG.contentHash)
    stored = store.select(
        "SELECT ?h WHERE { GRAPH ?g { ?g ?p ?h } }", {"g": REFERENCE_GRAPH, "p": TG.contentHash}
    ).column("h")
    if isinstance(current, Literal) and current in stored:
        return False
    store.replace_graph(graph)
    return True


def ingest(
    paths: Iterable[str | os.PathLike[str]],
    store: Store,
    workers: int = 1,
    recursive: bool = False,
    progress: bool = True,
    owner: str | None = None,
) -> IngestReport:
    """Load documents into ``store``, one named graph each; a failing document is reported and skipped.

    Graphs go in with :meth:`Store.load_graphs` (many per transaction or request), each replaced
    atomically, so re-ingesting never duplicates and a failure leaves that document's previous
    facts as they were. If the store stops answering part way, the batch stops with an
    :class:`EndpointError` that says how many documents went in (those are intact).

    A site repository among ``paths`` is read as one person (:mod:`talentgraph.sites`); ``owner``
    names the owner of every document (a site's config name otherwise, else what each page says).
    """
    items, notes = collect(paths, recursive=recursive, owner=owner)
    report = IngestReport(quads_before=store.count(), warnings=list(notes))
    ensure_reference(store)
    results = _extract_all(items, workers)
    from tqdm import tqdm

    bar = tqdm(total=len(items), desc="ingest", unit="doc", disable=not progress, file=sys.stderr)
    order = {source: index for index, (source, *_) in enumerate(results)}
    pending: dict[URIRef, list[tuple[str, list[str]]]] = {}
    graphs: list[Graph] = []
    for source, graph, warnings, error in results:
        if graph is None:
            report.failed.append((source, error or "unknown error"))
            bar.update(1)
            continue
        pending.setdefault(URIRef(graph.identifier), []).append((source, warnings))
        graphs.append(graph)

    def loaded(names: Sequence[URIRef]) -> None:
        for name in names:
            for source, warnings in pending.pop(name, []):
                report.loaded.append(source)
                report.warnings.extend((source, w) for w in warnings)
                bar.update(1)

    def failed(name: URIRef, exc: TalentGraphError) -> None:
        for source, _ in pending.pop(name, []):
            report.failed.append((source, str(exc)))
            bar.update(1)

    try:
        report.identity_merges = link_graphs(graphs, store)  # in order: later graphs see earlier ones
        store.load_graphs(graphs, on_loaded=loaded, on_error=failed)
    except EndpointError as exc:
        left = sorted((s for waiting in pending.values() for s, _ in waiting), key=order.__getitem__)
        shown = ", ".join(left[:3]) + (", …" if len(left) > 3 else "")
        said = str(exc) if str(exc).endswith((".", "?", "!")) else f"{exc}."
        raise EndpointError(
            f"{said} {len(report.loaded)} document(s) went in before that and are intact; "
            f"{len(left)} did not ({shown}). Run the same ingest again once the store answers: "
            "re-ingesting replaces documents, it never duplicates them."
        ) from exc
    finally:
        bar.close()
    report.loaded.sort(key=order.__getitem__)
    report.failed.sort(key=lambda item: order.get(item[0], len(order)))
    report.quads_after = store.count()
    return report


def _extract_all(
    items: Sequence[tuple[Path, str, OwnerHint | None]], workers: int
) -> list[tuple[str, Graph | None, list[str], str | None]]:
    if workers <= 1 or len(items) < 4:
        return [_build_from_path(path, source, owner) for path, source, owner in items]
    with concurrent.futures.ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(_build_from_path, *zip(*items, strict=True)))


def remove(documents: Iterable[str], store: Store) -> list[str]:
    """Delete the named graphs of documents, given by source name or path; returns those that existed."""
    removed = []
    for document in documents:
        for source in dict.fromkeys([document, Path(document).name]):
            if store.remove_graph(document_iri(source)):
                removed.append(document)
                break
    return removed
