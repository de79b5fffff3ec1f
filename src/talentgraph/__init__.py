"""talentgraph: researcher profile documents in, an RDF knowledge graph out.

>>> import talentgraph
>>> store = talentgraph.open_store(tmp_store_dir)            # doctest: +SKIP
>>> talentgraph.ingest(["data/examples/"], store)            # doctest: +SKIP
>>> talentgraph.run_query(store, "shared-employers").rows    # doctest: +SKIP

Importing the package does no work: the public names below load their modules on first use.

``talentgraph.extract`` is both the extraction subpackage and the function the README calls:
importing a subpackage binds its module to the package attribute of the same name, so the
subpackage module is made callable (calling it runs :func:`talentgraph.pipeline.profile_from_document`)
and ``talentgraph.extract(doc)`` works whichever was imported first.
"""

from __future__ import annotations

import importlib
import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

__all__ = [
    "Document",
    "Profile",
    "Store",
    "TalentGraphError",
    "__version__",
    "extract",
    "ingest",
    "knowledge_graph",
    "list_queries",
    "open_store",
    "read_document",
    "run_query",
]

_LAZY = {
    "Document": ("talentgraph.model", "Document"),
    "Profile": ("talentgraph.model", "Profile"),
    "Store": ("talentgraph.store", "Store"),
    "TalentGraphError": ("talentgraph.errors", "TalentGraphError"),
    "ingest": ("talentgraph.pipeline", "ingest"),
    "knowledge_graph": ("talentgraph.analysis", "knowledge_graph"),
    "list_queries": ("talentgraph.queries", "list_queries"),
    "open_store": ("talentgraph.store", "open_store"),
    "read_document": ("talentgraph.sources", "read_document"),
    "run_query": ("talentgraph.queries", "run_query"),
}

if TYPE_CHECKING:
    from .analysis import knowledge_graph
    from .errors import TalentGraphError
    from .model import Document, Profile
    from .pipeline import ingest
    from .pipeline import profile_from_document as extract
    from .queries import list_queries, run_query
    from .sources import read_document
    from .store import Store, open_store


class _CallableExtract(ModuleType):
    """The ``talentgraph.extract`` subpackage, callable as the public ``extract`` function."""

    def __call__(self, document: Document) -> Profile:
        from .pipeline import profile_from_document

        return profile_from_document(document)


class _Package(ModuleType):
    """This package: binding the ``extract`` subpackage makes it callable (see the docstring)."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "extract" and type(value) is ModuleType:
            value.__class__ = _CallableExtract
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package


def __getattr__(name: str) -> Any:
    if name == "extract":
        return importlib.import_module("talentgraph.extract")
    if name in _LAZY:
        module, attr = _LAZY[name]
        value = getattr(importlib.import_module(module), attr)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'talentgraph' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(__all__)
