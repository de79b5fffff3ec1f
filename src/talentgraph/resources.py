"""Locate the bundled ``ontology/``, ``queries/`` and ``data/`` folders.

In a wheel they are packed inside the package (``talentgraph/ontology`` …); in a source checkout
or an editable install they are the folders at the top of the repository.

>>> resource_path("queries").is_dir()
True
"""

from __future__ import annotations

import hashlib
from functools import cache
from pathlib import Path

from .errors import ResourceError

__all__ = ["build_id", "resource_path"]

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


@cache
def build_id() -> str:
    """This build of talentgraph: its version and a digest of the code and bundled data that
    turn a document into its graph, e.g. ``0.1.0+3f2a9c1b4d5e``.

    Each document graph records it, and ingest re-extracts a stored document when it differs, so
    a changed rule or gazetteer reaches documents whose bytes did not change.

    >>> from talentgraph import __version__
    >>> build_id().startswith(__version__ + "+")
    True
    """
    from . import __version__

    digest = hashlib.sha256()
    files = sorted(_PACKAGE_DIR.rglob("*.py"))
    for kind in ("data", "ontology"):
        files += sorted(f for f in resource_path(kind).iterdir() if f.is_file())
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return f"{__version__}+{digest.hexdigest()[:12]}"
