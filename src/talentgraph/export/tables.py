"""CSV tables for spreadsheets and pandas: people, positions, education, projects, topics.

Each table is a bundled query (``queries/table-<name>.rq``); rows are sorted, IRIs written in
full, booleans as ``true``/``false``, missing values empty. :func:`write_tables` writes one
``<name>.csv`` per table into a folder, or into a ``.zip`` archive when the target ends in ``.zip``
(entries with a fixed timestamp, so the archive is byte-identical for the same store).

>>> import tempfile
>>> from talentgraph.store import open_store
>>> store = open_store(tempfile.mkdtemp())
>>> columns, rows = table(store, "people")
>>> columns[:3], rows
(['person', 'name', 'kind'], [])
"""

from __future__ import annotations

import csv
import io
import zipfile
from pathlib import Path

from rdflib import Literal
from rdflib.term import Node

from ..errors import ExportError
from ..queries import fetch_all
from ..store.base import Store
from ..vocab import XSD

__all__ = ["TABLES", "table", "table_csv", "write_tables"]

#: The tables written by ``talentgraph export --format csv``, in this order.
TABLES = ("people", "positions", "education", "projects", "topics")
_EPOCH = (1980, 1, 1, 0, 0, 0)


def _cell(term: Node | None) -> str:
    if term is None:
        return ""
    if isinstance(term, Literal) and term.datatype == XSD.boolean:
        return "true" if term.toPython() is True else "false"
    return str(term)


def table(store: Store, name: str) -> tuple[list[str], list[list[str]]]:
    """Column names and sorted rows of one table, as strings."""
    if name not in TABLES:
        raise ExportError(f"unknown table {name!r}; the tables are {', '.join(TABLES)}")
    result = fetch_all(store, f"table-{name}")
    rows = sorted({tuple(_cell(row.get(v)) for v in result.variables) for row in result})
    return list(result.variables), [list(row) for row in rows]


def table_csv(store: Store, name: str) -> bytes:
    """One table as UTF-8 CSV with a header row and ``\\n`` line ends."""
    columns, rows = table(store, name)
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(columns)
    writer.writerows(rows)
    return buffer.getvalue().encode("utf-8")


def write_tables(store: Store, out: str | Path) -> list[Path]:
    """Write every table as ``<name>.csv`` into the folder ``out``, or into ``out`` if it ends in ``.zip``."""
    target = Path(out)
    files = {f"{name}.csv": table_csv(store, name) for name in TABLES}
    try:
        if target.suffix.lower() == ".zip":
            target.parent.mkdir(parents=True, exist_ok=True)
            with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED) as archive:
                for filename, data in files.items():
                    info = zipfile.ZipInfo(filename, date_time=_EPOCH)
                    info.compress_type = zipfile.ZIP_DEFLATED
                    info.external_attr = 0o644 << 16
                    archive.writestr(info, data)
            return [target]
        if target.exists() and not target.is_dir():
            raise ExportError(f"{target} is a file; CSV export needs a folder or a .zip path")
        target.mkdir(parents=True, exist_ok=True)
        written = []
        for filename, data in files.items():
            (target / filename).write_bytes(data)
            written.append(target / filename)
        return written
    except OSError as exc:
        raise ExportError(f"cannot write {target}: {exc.strerror or exc}") from exc
