"""Export the store: RDF with named graphs, JSON-LD for the web, GraphML/GEXF for graph tools, CSV tables.

=========  ==========================================================================
format     what is written
=========  ==========================================================================
``ttl``    Turtle, all graphs merged into one (no provenance graph names)
``trig``   TriG, one block per named graph (documents and the reference graph)
``nq``     N-Quads, one sorted line per quad
``jsonld`` JSON-LD with named graphs, schema.org as default vocabulary
``graphml`` GraphML of the people–organisation–project–topic graph
``gexf``   GEXF 1.2 of the same graph (Gephi)
``csv``    people, positions, education, projects, topics tables: a folder, or a ``.zip``
=========  ==========================================================================

Every export is deterministic: the same store gives byte-identical output.

>>> import tempfile, pathlib
>>> from talentgraph.store import open_store
>>> store = open_store(tempfile.mkdtemp())
>>> store.update('INSERT DATA { GRAPH <http://ex/g> { <http://ex/a> <https://schema.org/name> "x" } }')
>>> print(export_bytes(store, "nq").decode().strip())
<http://ex/a> <https://schema.org/name> "x" <http://ex/g> .
>>> write_export(store, "csv", pathlib.Path(tempfile.mkdtemp()) / "tables.zip").name
'tables.zip'
"""

from __future__ import annotations

from pathlib import Path

from ..errors import ExportError
from ..store.base import Store
from .jsonld import JSONLD_CONTEXT, dataset_to_jsonld
from .network import graph_to_gexf, graph_to_graphml, scalar_graph
from .rdf import RDF_FORMATS, dataset_to_rdf, export_rdf, import_rdf
from .tables import TABLES, table, table_csv, write_tables

__all__ = [
    "FORMATS",
    "JSONLD_CONTEXT",
    "RDF_FORMATS",
    "TABLES",
    "dataset_to_jsonld",
    "dataset_to_rdf",
    "export_bytes",
    "export_rdf",
    "graph_to_gexf",
    "graph_to_graphml",
    "import_rdf",
    "scalar_graph",
    "table",
    "table_csv",
    "write_export",
    "write_tables",
]

#: Every export format, sorted; ``csv`` writes several files (a folder or a .zip).
FORMATS = ("csv", "gexf", "graphml", "jsonld", "nq", "trig", "ttl")


def export_bytes(store: Store, fmt: str) -> bytes:
    """The export of ``store`` in a single-file format (all but ``csv``)."""
    if fmt in RDF_FORMATS:
        return export_rdf(store, fmt)
    if fmt == "jsonld":
        return dataset_to_jsonld(store.dataset())
    if fmt in ("graphml", "gexf"):
        from ..analysis import knowledge_graph

        graph = knowledge_graph(store)
        return graph_to_graphml(graph) if fmt == "graphml" else graph_to_gexf(graph)
    if fmt == "csv":
        raise ExportError("csv writes several tables; use write_export with a folder or a .zip path")
    raise ExportError(f"unknown export format {fmt!r}; choose one of {', '.join(FORMATS)}")


def write_export(store: Store, fmt: str, out: str | Path) -> Path:
    """Write an export to ``out`` (parent folders created); returns the path written.

    For ``csv``, ``out`` is a folder (one ``<table>.csv`` each) or a path ending in ``.zip``.
    """
    path = Path(out)
    if fmt == "csv":
        write_tables(store, path)
        return path
    data = export_bytes(store, fmt)
    if path.is_dir():
        raise ExportError(f"{path} is a folder; pass a file name for --format {fmt}")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    except OSError as exc:
        raise ExportError(f"cannot write {path}: {exc.strerror or exc}") from exc
    return path
