"""Read profile documents from disk into :class:`~talentgraph.model.Document` objects.

Formats: plain text, Markdown/MDX (with optional YAML or TOML front matter), HTML (the page's tree
from :mod:`talentgraph.doctree`, written as Markdown-like lines), PDF (text layer, read by layout),
JSON Resume and YAML author pages. The format comes from the content first and the extension second.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> _ = (folder / "cv.md").write_text("---\\nname: Ada\\n---\\n# About\\nHello\\n")
>>> doc = read_document(folder / "cv.md")
>>> doc.format, doc.data["name"], doc.lines[3]
('markdown', 'Ada', '# About')
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import yaml

from .doctree import front_matter, html_meta, html_tree, render_lines
from .errors import SourceError
from .model import Document
from .record_files import (
    is_linkedin_folder,
    looks_like_orcid_xml,
    read_linkedin_folder,
    read_linkedin_zip,
    xml_to_data,
)

__all__ = ["SUPPORTED_SUFFIXES", "collect_paths", "html_to_text", "read_document"]

SUPPORTED_SUFFIXES = frozenset(
    {".txt", ".text", ".md", ".markdown", ".mdx", ".html", ".htm", ".pdf", ".json", ".yaml", ".yml"}
    | {".xml", ".zip"}  # ORCID XML records, LinkedIn export archives (talentgraph.record_files)
)
_SKIPPED_STEMS = frozenset({"readme", "license", "changelog", "contributing"})
MAX_BYTES = 20 * 1024 * 1024


def collect_paths(paths: Iterable[str | os.PathLike[str]], recursive: bool = False) -> list[tuple[Path, str]]:
    """Expand files and folders into ``(path, source name)`` pairs, in a stable order.

    A folder contributes its supported files (README, LICENSE… skipped), named relative to the
    folder; a file is named by its file name. Missing paths are kept so the caller can report them.
    """
    found: list[tuple[Path, str]] = []
    for raw in paths:
        path = Path(raw)
        if is_linkedin_folder(path):
            found.append((path, path.name))
        elif path.is_dir():
            pattern = "**/*" if recursive else "*"
            for child in sorted(path.glob(pattern)):
                hidden = any(part.startswith(".") for part in child.relative_to(path).parts)
                document = is_linkedin_folder(child) or (
                    child.is_file()
                    and child.suffix.lower() in SUPPORTED_SUFFIXES
                    and child.stem.lower() not in _SKIPPED_STEMS
                )
                if document and not hidden:
                    found.append((child, child.relative_to(path).as_posix()))
        else:
            found.append((path, path.name))
    return found


def read_document(path: str | Path, source: str | None = None) -> Document:
    """Read one document; raise :class:`SourceError` with a clear reason when that fails."""
    path = Path(path)
    source = source or path.name
    try:
        if is_linkedin_folder(path):
            return read_linkedin_folder(path, source)
        if path.is_dir():
            raise SourceError(f"{path}: is a folder; pass the files inside it or the folder to 'ingest'")
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SourceError(f"{path}: {size} bytes is too large for a profile document (limit 20 MB)")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SourceError(f"{path}: no such file; check the path") from None
    except PermissionError:
        raise SourceError(f"{path}: permission denied; check the file's permissions") from None
    except OSError as exc:
        raise SourceError(f"{path}: cannot be read ({exc.strerror or exc})") from exc
    return parse_bytes(raw, source=source, suffix=path.suffix.lower(), path=path)


def parse_bytes(raw: bytes, source: str, suffix: str = "", path: Path | None = None) -> Document:
    """Turn a document's bytes into a :class:`Document` (format detection happens here)."""
    sha = hashlib.sha256(raw).hexdigest()
    if raw.startswith(b"%PDF") or suffix == ".pdf":
        text, warnings = _pdf_text(raw, source)
        data = {"warnings": warnings} if warnings else None  # a page cap, passed on to the profile
        return Document(source=source, format="pdf", text=text, sha256=sha, path=path, data=data)
    if raw.startswith(b"PK\x03\x04") or suffix == ".zip":
        return read_linkedin_zip(raw, source, path)
    text = _decode(raw, source)
    stripped = text.lstrip("\ufeff \t\r\n")
    if suffix == ".xml" or (stripped.startswith("<?xml") and looks_like_orcid_xml(stripped)):
        data = xml_to_data(raw, source)
        return Document(source=source, format="xml", text=text, sha256=sha, path=path, data=data)
    if stripped.startswith(("{", "[")) or suffix == ".json":
        data = _load_json(stripped, source)
        fmt = "json-resume" if isinstance(data, dict) and ("basics" in data or "work" in data) else "json"
        return Document(source=source, format=fmt, text=text, sha256=sha, path=path, data=data)
    if suffix in {".html", ".htm"} or re.match(
        r"(?is)<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]", stripped
    ):
        body, meta = _html_parts(text)
        return Document(source=source, format="html", text=body, sha256=sha, path=path, data=meta or None)
    front_found = _front_matter(text, source)
    if front_found is not None:
        front = front_found[0]
        fmt = "mdx" if suffix == ".mdx" else "markdown"
        return Document(source=source, format=fmt, text=text, sha256=sha, path=path, data=front)
    if suffix in {".yaml", ".yml"}:
        data = _load_yaml(text, source)
        return Document(source=source, format="yaml", text=text, sha256=sha, path=path, data=data)
    if suffix in {".md", ".markdown", ".mdx"} or _looks_like_markdown(text):
        fmt = "mdx" if suffix == ".mdx" else "markdown"
        return Document(source=source, format=fmt, text=text, sha256=sha, path=path)
    return Document(source=source, format="text", text=text, sha256=sha, path=path)


def _decode(raw: bytes, source: str) -> str:
    if b"\x00" in raw[:4096] and not raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise SourceError(f"{source}: looks like a binary file, not a profile document")
    for encoding in ("utf-8-sig", "utf-16"):
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError:
            continue
        if encoding == "utf-16" and not raw.startswith((b"\xff\xfe", b"\xfe\xff")):
            break
        return text.replace("\r\n", "\n").replace("\r", "\n")
    try:
        return raw.decode("cp1252").replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError:
        raise SourceError(
            f"{source}: cannot be decoded as UTF-8 or Windows-1252 text; re-save it as UTF-8"
        ) from None


def _load_json(text: str, source: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SourceError(f"{source}: invalid JSON at line {exc.lineno}: {exc.msg}") from None


def _load_yaml(text: str, source: str) -> Any:
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        raise SourceError(f"{source}: invalid YAML{where}; fix the syntax or rename the file") from None


def _front_matter(text: str, source: str) -> tuple[Any, int] | None:
    """The page's YAML (``---``) or TOML (``+++``) front matter and its line count, or None."""
    try:
        return front_matter(text)
    except ValueError as exc:
        raise SourceError(f"{source}: {exc}; fix the syntax or rename the file") from None


def _pdf_text(raw: bytes, source: str) -> tuple[str, list[str]]:
    """The PDF's text layer as visual lines (:mod:`talentgraph.pdf_layout`), running lines dropped,
    and warnings (a page cap)."""
    from .pdf_layout import pdf_text

    pages, warnings = pdf_text(raw, source)
    text = "\n".join(_drop_running_lines(pages))
    if not text.strip():
        raise SourceError(f"{source}: the PDF has no text layer (scanned?); run OCR on it first")
    return text, warnings


def _drop_running_lines(pages: list[str]) -> list[str]:
    """Pages without their running header/footer: a first or last line that every page repeats
    (page numbers aside), as "Jane Roe – Curriculum Vitae – 2".

    >>> _drop_running_lines(["Jane Roe CV 1", "Intro", "Jane Roe CV 2", "Work"][::2])
    ['Jane Roe CV 1', 'Jane Roe CV 2']
    >>> _drop_running_lines(["Jane Roe CV 1\\nIntro", "Jane Roe CV 2\\nWork"])
    ['Intro', 'Work']
    """
    if len(pages) < 2:
        return pages
    split = [page.split("\n") for page in pages]

    def key(line: str) -> str:
        return re.sub(r"\d+", "#", line.strip())

    for pick in (0, -1):
        edges = {key(lines[pick]) for lines in split if lines}
        if len(edges) == 1 and all(len(lines) > 1 for lines in split) and next(iter(edges)):
            split = [lines[1:] if pick == 0 else lines[:-1] for lines in split]
    return ["\n".join(lines) for lines in split]


_MARKDOWN_HINTS = re.compile(r"(?m)^(#{1,6} |\* |- |\|.*\|$|={3,}$|-{3,}$)|\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\)")


def _looks_like_markdown(text: str) -> bool:
    return len(_MARKDOWN_HINTS.findall(text[:20000])) >= 3


def html_to_text(html: str) -> str:
    """Visible text of an HTML page, one block per line, as Markdown: headings ``#``, list items
    ``-``, bold ``**``, links ``[text](url)``; navigation, footers, scripts and comments dropped.

    >>> html_to_text("<nav>Home</nav><h2>Work</h2><ul><li>Intern at <b>ACME</b></li></ul><script>x()</script>")
    '## Work\\n- Intern at **ACME**'
    """
    return _html_parts(html)[0]


def _html_parts(html: str) -> tuple[str, dict[str, str]]:
    """Visible text (the page's tree, one block a line), and the head's ``title``/``og_title``/``author``.

    >>> _html_parts('<head><title>Ada Roe | Home</title><meta name="author" content="Ada Roe"></head><p>Hi')
    ('Hi', {'title': 'Ada Roe | Home', 'author': 'Ada Roe'})
    """
    return "\n".join(render_lines(html_tree(html))), html_meta(html)


def iter_documents(paths: Iterable[tuple[Path, str]]) -> Iterator[Document | SourceError]:
    """Read each ``(path, source)``; yield the document, or the error for one that failed."""
    for path, source in paths:
        try:
            yield read_document(path, source)
        except SourceError as exc:
            yield exc
