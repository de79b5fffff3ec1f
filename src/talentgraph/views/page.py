"""The shell every talentgraph page shares: one self-contained, offline, escaped HTML file.

A Content-Security-Policy forbids any request (no ``connect-src``, no remote ``src``); scripts and
styles are inline. Text from documents reaches a page either escaped by :func:`esc` or as JSON
inside ``<script type="application/json">`` made safe by :func:`script_json`.

>>> esc('<img src=x onerror="alert(1)">')
'&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'
>>> script_json({"label": "</script><b>"})
'{"label": "\\\\u003c/script\\\\u003e\\\\u003cb\\\\u003e"}'
"""

from __future__ import annotations

import gc
import html
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

__all__ = [
    "CSP",
    "esc",
    "gc_paused",
    "render_page",
    "script_json",
    "template",
    "vis_network_assets",
    "write_page",
]

#: nothing may be fetched: inline scripts and styles, data: images only
CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:;"

_TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


def esc(value: object) -> str:
    """HTML-escaped text (quotes too, so it is safe inside attributes)."""
    return html.escape("" if value is None else str(value), quote=True)


def script_json(value: Any) -> str:
    """JSON that cannot end its <script> element or open a comment inside it."""
    text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e")


_gc_lock = threading.Lock()
_gc_users = 0
_gc_was_enabled = False


@contextmanager
def gc_paused() -> Iterator[None]:
    """Build a page without Python's cyclic garbage collector, which is switched back on after
    (when the outermost of nested or concurrent uses ends, and only if it was on).

    A page at 10,000 people allocates ~10^6 rows, dicts and strings, none of them in a reference
    cycle; the collector's passes over them were ~1 of 4.5 CPU-s (benchmarks/RESULTS.md).
    Usable as a decorator.

    >>> with gc_paused():
    ...     gc.isenabled()
    False
    >>> gc.isenabled()
    True
    """
    global _gc_users, _gc_was_enabled
    with _gc_lock:
        if _gc_users == 0:
            _gc_was_enabled = gc.isenabled()
            gc.disable()
        _gc_users += 1
    try:
        yield
    finally:
        with _gc_lock:
            _gc_users -= 1
            if _gc_users == 0 and _gc_was_enabled:
                gc.enable()


@cache
def template(name: str) -> str:
    """A bundled file from ``talentgraph/templates``."""
    return (_TEMPLATES / name).read_text(encoding="utf-8")


@cache
def vis_network_assets() -> tuple[str, str]:
    """The vis-network script and stylesheet shipped inside the pyvis package, to inline."""
    import pyvis

    lib = Path(pyvis.__file__).parent / "lib"
    candidates = sorted(lib.glob("vis-*/vis-network.min.js"))
    if not candidates:
        raise FileNotFoundError("pyvis ships no vis-network.min.js; reinstall pyvis")
    js_path = candidates[-1]
    css_path = js_path.with_name("vis-network.css")
    css = css_path.read_text(encoding="utf-8") if css_path.exists() else ""
    return js_path.read_text(encoding="utf-8"), css


def render_page(title: str, body: str, css: str = "", head: str = "") -> str:
    """A complete page: ``body`` and ``css`` are trusted markup; ``title`` is escaped here."""
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{CSP}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(title)}</title>\n<style>{template('views.css')}{css}</style>\n{head}</head>\n"
        f"<body>\n{body}\n</body>\n</html>\n"
    )


def write_page(text: str, path: str | Path) -> Path:
    """Write a page (folders created); returns the path."""
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text, encoding="utf-8")
    return out
