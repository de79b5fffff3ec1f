"""Export the store: RDF serialisations with their named graphs kept where the format allows.

>>> import tempfile, pathlib
>>> from talentgraph.store import open_store
>>> store = open_store(tempfile.mkdtemp())
>>> store.update('INSERT DATA { GRAPH <http://ex/g> { <http://ex/a> <http://ex/p> "x" } }')
>>> print(export_rdf(store, "nq").decode().strip())
<http://ex/a> <http://ex/p> "x" <http://ex/g> .
"""

from __future__ import annotations

from pathlib import Path

from rdflib import Dataset, Graph

from .errors import ExportError
from .store.base import Store, term_to_sparql
from .vocab import PREFIXES

__all__ = ["RDF_FORMATS", "export_rdf", "write_export"]

#: format name → (rdflib serializer, keeps named graphs)
RDF_FORMATS: dict[str, tuple[str, bool]] = {
    "ttl": ("turtle", False),
    "trig": ("trig", True),
    "nq": ("nquads", True),
}


def export_rdf(store: Store, fmt: str) -> bytes:
    """Serialise every named graph of the store; Turtle merges them into one graph."""
    if fmt not in RDF_FORMATS:
        raise ExportError(f"unknown RDF format {fmt!r}; choose one of {', '.join(RDF_FORMATS)}")
    serializer, keeps_graphs = RDF_FORMATS[fmt]
    dataset = store.dataset()
    if fmt == "nq":
        lines = {
            f"{term_to_sparql(s)} {term_to_sparql(p)} {term_to_sparql(o)} {term_to_sparql(g)} ."
            for s, p, o, g in dataset.quads()
            if g is not None
        }
        return ("\n".join(sorted(lines)) + "\n").encode("utf-8")
    target: Dataset | Graph = dataset if keeps_graphs else Graph()
    if not keeps_graphs:
        for s, p, o, _ in dataset.quads():
            target.add((s, p, o))
    for prefix, ns in PREFIXES.items():
        target.bind(prefix, ns, replace=True)
    return target.serialize(format=serializer).encode("utf-8")


def write_export(store: Store, fmt: str, out: str | Path) -> Path:
    """Write an export to ``out`` (folders created); returns the path."""
    data = export_rdf(store, fmt)
    path = Path(out)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    except OSError as exc:
        raise ExportError(f"cannot write {path}: {exc.strerror or exc}") from exc
    return path
