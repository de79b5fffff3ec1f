"""A package's names given on first use (PEP 562), so importing one light submodule does not import
the heavy ones beside it.

>>> namespace = {"__name__": "demo", "__all__": ["dumps"]}
>>> getattr_, dir_ = lazy_names("json", {"": ("dumps",)}, namespace)
>>> getattr_("dumps")([1])
'[1]'
>>> "dumps" in namespace, dir_()
(True, ['__all__', '__name__', 'dumps'])
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping
from typing import Any

__all__ = ["lazy_names"]


def lazy_names(
    package: str, homes: Mapping[str, Iterable[str]], namespace: dict[str, Any]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The ``__getattr__`` and ``__dir__`` of ``package`` whose names live in the submodules ``homes``
    maps to them (``""``: the package itself); a name is imported when first asked for and kept in
    ``namespace`` (the package's globals), so it is asked once."""
    home_of = {name: module for module, names in homes.items() for name in names}

    def get(name: str) -> Any:
        module = home_of.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        where = f"{package}.{module}" if module else package
        value = getattr(importlib.import_module(where), name)
        namespace[name] = value
        return value

    def names() -> list[str]:
        return sorted({*namespace, *namespace.get("__all__", ())})

    return get, names
