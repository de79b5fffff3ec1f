"""The word tables extraction reads from ``data/`` on first use, each registered by the module that
reads it, so that a worker's warm-up (:func:`talentgraph.extract.load_tables`) loads them all.

>>> from talentgraph.extract.fields import _cities
>>> _cities in registered_tables()
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

__all__ = ["registered_tables", "table"]

Loader = TypeVar("Loader", bound=Callable[[], object])

_TABLES: list[Callable[[], object]] = []


def table(load: Loader) -> Loader:
    """Register ``load`` (a cached function that reads a table) for the warm-up; returns it unchanged."""
    _TABLES.append(load)
    return load


def registered_tables() -> tuple[Callable[[], object], ...]:
    """The registered loaders, in the order their modules were imported."""
    return tuple(_TABLES)
