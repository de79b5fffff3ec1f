"""Locate the bundled ``ontology/``, ``queries/`` and ``data/`` folders.

In a wheel they are packed inside the package (``talentgraph/ontology`` …); in a source checkout
or an editable install they are the folders at the top of the repository.

>>> resource_path("queries").is_dir()
True
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from .errors import ResourceError

__all__ = ["resource_path"]

_PACKAGE_DIR = Path(__file__).resolve().parent
_KINDS = ("ontology", "queries", "data")


@cache
def resource_path(kind: str, name: str | None = None) -> Path:
    """Path of the bundled folder ``kind`` (or of file ``name`` inside it)."""
    if kind not in _KINDS:
        raise ResourceError(f"unknown resource folder {kind!r}; expected one of {_KINDS}")
    for base in (_PACKAGE_DIR / kind, _PACKAGE_DIR.parents[1] / kind):
        if base.is_dir():
            path = base / name if name else base
            if not path.exists():
                raise ResourceError(f"bundled file {kind}/{name} is missing; reinstall talentgraph")
            return path
    raise ResourceError(f"bundled folder {kind}/ not found; reinstall talentgraph")
