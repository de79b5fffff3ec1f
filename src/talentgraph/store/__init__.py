"""Stores: the embedded on-disk Oxigraph store, or any SPARQL 1.1 endpoint.

``open_store`` picks the backend from a location: a directory means the embedded store, an
``http(s)://`` URL a remote endpoint.

>>> import tempfile
>>> type(open_store(tempfile.mkdtemp())).__name__
'EmbeddedStore'
"""

from __future__ import annotations

import os
from pathlib import Path

from .base import QueryResult, Store, StringRows, bind_values, term_to_sparql

__all__ = [
    "DEFAULT_STORE",
    "QueryResult",
    "Store",
    "StringRows",
    "bind_values",
    "open_store",
    "store_location",
    "term_to_sparql",
]

DEFAULT_STORE = "talentgraph-store"


def store_location(location: str | os.PathLike[str] | None = None) -> str:
    """The store to use: the argument, else ``$TALENTGRAPH_STORE``, else ``./talentgraph-store``."""
    if location:
        return os.fspath(location)
    return os.environ.get("TALENTGRAPH_STORE") or DEFAULT_STORE


def open_store(location: str | os.PathLike[str] | None = None, read_only: bool = False) -> Store:
    """Open the store at ``location`` (see :func:`store_location`)."""
    where = store_location(location)
    if where.startswith(("http://", "https://")):
        from .remote import RemoteStore

        return RemoteStore(where)
    from .embedded import EmbeddedStore

    return EmbeddedStore(Path(where), read_only=read_only)
