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
import logging
import os
import re
import stat
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import yaml

from .doctree import fenced_data, html_meta, html_tree, load_yaml, read_front_matter, render_lines
from .errors import SourceError
from .js_data import JS_SUFFIXES, js_data
from .model import Document
from .record_files import (
    LINKEDIN_FILES,
    MAX_MEMBER_BYTES,
    is_linkedin_folder,
    linkedin_document,
    linkedin_zip_members,
    looks_like_orcid_xml,
    xml_to_data,
)

__all__ = [
    "SUPPORTED_SUFFIXES",
    "collect_paths",
    "html_to_text",
    "normalise_data",
    "normalise_text",
    "parse_document",
    "read_capped",
    "read_document",
    "scan_paths",
]

SUPPORTED_SUFFIXES = frozenset(
    {".txt", ".text", ".md", ".markdown", ".mdx", ".rst", ".html", ".htm", ".pdf", ".json", ".yaml", ".yml"}
    | {".qmd", ".rmd", ".jemdoc"}  # Quarto, R Markdown and jemdoc pages
    | {".xml", ".zip"}  # ORCID XML records, LinkedIn export archives (talentgraph.record_files)
)
#: Suffixes whose content is text even when it starts with '[' or '{' (a Markdown link, a TOML table).
_TEXT_SUFFIXES = frozenset(
    {
        ".txt",
        ".text",
        ".md",
        ".markdown",
        ".mdx",
        ".rst",
        ".html",
        ".htm",
        ".yaml",
        ".yml",
        ".qmd",
        ".rmd",
        ".jemdoc",
    }
)
#: pages a web server fills in (PHP, JSP, ASP, server-side includes): HTML around code blocks
SERVER_PAGE_SUFFIXES = frozenset({".php", ".phtml", ".shtml", ".jsp", ".asp", ".aspx"})
#: their code (``<?php include('nav.php'); ?>``, ``<?= $title ?>``, ``<% … %>``) is never shown as written
_SERVER_CODE = re.compile(r"<\?(?:php\b|=)(?:(?!\?>).)*(?:\?>|\Z)|<%(?:(?!%>).)*(?:%>|\Z)", re.S | re.I)
_SKIPPED_STEMS = frozenset({"readme", "license", "changelog", "contributing"})
MAX_BYTES = 20 * 1024 * 1024


def collect_paths(paths: Iterable[str | os.PathLike[str]], recursive: bool = False) -> list[tuple[Path, str]]:
    """Expand files and folders into ``(path, source name)`` pairs, in a stable order.

    A folder contributes its supported files (README, LICENSE… skipped), named relative to the
    folder; a file is named by its file name. Missing paths are kept so the caller can report them.
    Entries :func:`scan_paths` refuses (special files, links leaving the folder…) are left out;
    call that function to hear about them.
    """
    return scan_paths(paths, recursive=recursive)[0]


def scan_paths(
    paths: Iterable[str | os.PathLike[str]], recursive: bool = False
) -> tuple[list[tuple[Path, str]], list[tuple[str, str]]]:
    """:func:`collect_paths`, plus the folder entries refused, each ``(source name, reason)``.

    Inside a folder nothing is followed blindly: a symlink is followed only when it stays inside
    the folder, a folder reached twice (a loop) is walked once, and FIFOs, sockets, devices,
    dangling links, unreadable folders and folders named like documents are reported.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> _ = (folder / "cv.txt").write_text("Ada")
    >>> (folder / "away.txt").symlink_to("/etc/hostname")
    >>> os.mkfifo(folder / "pipe.txt")
    >>> found, refused = scan_paths([folder])
    >>> [source for _, source in found], [source for source, _ in refused]
    (['cv.txt'], ['away.txt', 'pipe.txt'])
    """
    found: list[tuple[Path, str]] = []
    refused: list[tuple[str, str]] = []
    for raw in paths:
        path = Path(raw)
        if is_linkedin_folder(path):
            found.append((path, path.name))
        elif path.is_dir():
            _walk(path, path, recursive, {_inode(path)}, found, refused)
        else:
            found.append((path, path.name))
    return found, refused


def _inode(path: Path) -> tuple[int, int]:
    info = path.stat()
    return info.st_dev, info.st_ino


def _wanted(name: str) -> bool:
    lower = name.lower()
    return Path(lower).suffix in SUPPORTED_SUFFIXES and Path(lower).stem not in _SKIPPED_STEMS


def _walk(
    root: Path,
    folder: Path,
    recursive: bool,
    seen: set[tuple[int, int]],
    found: list[tuple[Path, str]],
    refused: list[tuple[str, str]],
) -> None:
    """Add the documents of ``folder`` (a folder under ``root``) to ``found``; refusals to ``refused``."""
    real_root = os.path.realpath(root)
    try:
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError as exc:
        name = folder.relative_to(root).as_posix()
        refused.append((name, f"folder cannot be read ({exc.strerror or exc}); not searched"))
        return
    for entry in entries:
        if entry.name.startswith("."):
            continue
        child = Path(entry.path)
        name = child.relative_to(root).as_posix()
        try:
            info = child.lstat()
            if stat.S_ISLNK(info.st_mode):
                target = os.path.realpath(child)
                if not os.path.exists(target):
                    refused.append((name, "dangling symlink (or a symlink loop); not followed"))
                    continue
                if os.path.commonpath([real_root, target]) != real_root:
                    if _wanted(entry.name) or os.path.isdir(target):
                        refused.append(
                            (name, f"symlink leads outside the folder (to {target}); not followed")
                        )
                    continue
                info = child.stat()
        except OSError as exc:
            refused.append((name, f"cannot be inspected ({exc.strerror or exc})"))
            continue
        if stat.S_ISDIR(info.st_mode):
            if is_linkedin_folder(child):
                found.append((child, name))  # a LinkedIn export: one document
                continue
            if _wanted(entry.name):
                refused.append((name, "is a folder, not a document; not read"))
            if recursive:
                key = (info.st_dev, info.st_ino)
                if key in seen:
                    refused.append((name, "folder already walked (a symlink loop); not followed again"))
                    continue
                _walk(root, child, recursive, seen | {key}, found, refused)
        elif not stat.S_ISREG(info.st_mode):
            refused.append((name, f"is a {_kind(info.st_mode)}, not a regular file; not read"))
        elif _wanted(entry.name):
            found.append((child, name))


def _kind(mode: int) -> str:
    """The kind of a special file, for messages.

    >>> _kind(stat.S_IFIFO)
    'FIFO'
    """
    kinds = {stat.S_IFIFO: "FIFO", stat.S_IFSOCK: "socket", stat.S_IFCHR: "character device"}
    return kinds.get(stat.S_IFMT(mode), "block device" if stat.S_ISBLK(mode) else "special file")


def read_document(path: str | Path, source: str | None = None) -> Document:
    """Read one document; raise :class:`SourceError` with a clear reason when that fails.

    Only regular files are read (a FIFO or device is refused, never opened), at most
    :data:`MAX_BYTES`. Any failure to parse the bytes becomes a :class:`SourceError` naming it.
    """
    path = Path(path)
    source = source or path.name
    if is_linkedin_folder(path):
        return _linkedin_folder(path, source)
    return parse_document(read_capped(path), source, path)


def _linkedin_folder(folder: Path, source: str) -> Document:
    """An unpacked LinkedIn export: its profile CSV files read (capped) and decoded as one document."""
    files = {
        name: read_capped(folder / name, MAX_MEMBER_BYTES)
        for name in LINKEDIN_FILES
        if (folder / name).is_file()
    }
    digest = hashlib.sha256()
    for name, raw in files.items():
        digest.update(name.encode() + b"\0" + raw)
    return _linkedin(files, source, digest.hexdigest(), folder)


def _linkedin(files: dict[str, bytes], source: str, sha256: str, path: Path | None) -> Document:
    texts = {name: _decode(raw, f"{source}/{name}") for name, raw in files.items()}
    return linkedin_document(texts, source, sha256, path)


def parse_document(raw: bytes, source: str, path: Path) -> Document:
    """:func:`parse_bytes` for bytes read from ``path``; any failure is a :class:`SourceError`."""
    try:
        return parse_bytes(raw, source=source, suffix=path.suffix.lower(), path=path)
    except SourceError:
        raise
    except RecursionError:
        raise SourceError(f"{source}: nested too deeply to read") from None
    except MemoryError:
        raise SourceError(f"{source}: too large to read into memory") from None
    except Exception as exc:
        raise SourceError(f"{source}: cannot be read ({type(exc).__name__}: {exc})") from None


def read_capped(path: Path, limit: int = 0) -> bytes:
    """The bytes of a regular file, refusing special files and anything over ``limit`` bytes.

    >>> read_capped(Path("/dev/zero"))
    Traceback (most recent call last):
    ...
    talentgraph.errors.SourceError: /dev/zero: is a character device, not a regular file; not read
    """
    limit = limit or MAX_BYTES
    try:
        info = path.stat()
        if stat.S_ISDIR(info.st_mode):
            raise SourceError(f"{path}: is a folder; pass the files inside it or the folder to 'ingest'")
        if not stat.S_ISREG(info.st_mode):
            raise SourceError(f"{path}: is a {_kind(info.st_mode)}, not a regular file; not read")
        if info.st_size > limit:
            raise SourceError(
                f"{path}: {info.st_size} bytes is too large for a profile document (limit {limit // 2**20} MB)"
            )
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(descriptor, "rb") as handle:
            opened = os.fstat(handle.fileno())
            if not stat.S_ISREG(opened.st_mode):  # swapped for a special file after the check
                raise SourceError(f"{path}: is a {_kind(opened.st_mode)}, not a regular file; not read")
            raw = handle.read(limit + 1)
    except FileNotFoundError:
        raise SourceError(f"{path}: no such file; check the path") from None
    except PermissionError:
        raise SourceError(f"{path}: permission denied; check the file's permissions") from None
    except OSError as exc:
        raise SourceError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    except ValueError as exc:  # e.g. a NUL byte in the path
        raise SourceError(f"{path!s}: not a usable path ({exc})") from None
    if len(raw) > limit:
        raise SourceError(f"{path}: more than {limit // 2**20} MB; too large for a profile document")
    return raw


_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ud800-\udfff\ufffe\uffff]")


def normalise_text(text: str) -> str:
    """Text every later stage can handle: no NULs or control characters, no lone surrogates.

    Control characters (tab and newline kept) are dropped, unpaired surrogates and the
    non-characters U+FFFE/U+FFFF become U+FFFD.

    >>> normalise_text("Jane \\ud800 Roe\\x00\\x07\\tPhD") == "Jane \\ufffd Roe\\tPhD"
    True
    """
    if not _CONTROL.search(text):
        return text
    return _CONTROL.sub(lambda m: "" if m.group() < "\ud800" else "\ufffd", text)


def normalise_data(data: Any) -> Any:
    """:func:`normalise_text` over every string (keys too) of parsed JSON/YAML data.

    Shared sub-trees (YAML aliases) are visited once, so an alias bomb stays cheap.

    >>> normalise_data({"name": "Ada\\x00", "tags": ["\\udc80"]}) == {"name": "Ada", "tags": ["\\ufffd"]}
    True
    """
    seen: dict[int, Any] = {}

    def walk(value: Any) -> Any:
        if isinstance(value, str):
            return normalise_text(value)
        if isinstance(value, (dict, list)):
            if id(value) in seen:
                return seen[id(value)]
            if isinstance(value, dict):
                out: Any = {}
                seen[id(value)] = out
                for key, item in value.items():
                    out[walk(key) if isinstance(key, str) else key] = walk(item)
            else:
                out = []
                seen[id(value)] = out
                out.extend(walk(item) for item in value)
            return out
        return value

    return walk(data)


def parse_bytes(raw: bytes, source: str, suffix: str = "", path: Path | None = None) -> Document:
    """Turn a document's bytes into a :class:`Document` (format detection happens here)."""
    sha = hashlib.sha256(raw).hexdigest()
    if raw.startswith(b"%PDF") or suffix == ".pdf":
        text, warnings = _pdf_text(raw, source)
        return Document(
            source=source, format="pdf", text=text, sha256=sha, path=path, warnings=tuple(warnings)
        )
    if raw.startswith(b"PK\x03\x04") or suffix == ".zip":
        return _linkedin(linkedin_zip_members(raw, source), source, sha, path)
    text = _decode(raw, source)
    stripped = text.lstrip("\ufeff \t\r\n")
    if suffix == ".xml" or (stripped.startswith("<?xml") and looks_like_orcid_xml(stripped)):
        data = xml_to_data(raw, source)
        return Document(source=source, format="xml", text=text, sha256=sha, path=path, data=data)
    if suffix == ".json" or (stripped.startswith(("{", "[")) and suffix not in _TEXT_SUFFIXES):
        data = _load_json(stripped, source)
        fmt = "json-resume" if isinstance(data, dict) and ("basics" in data or "work" in data) else "json"
        return Document(source=source, format=fmt, text=text, sha256=sha, path=path, data=data)
    if suffix in JS_SUFFIXES and (data := normalise_data(js_data(text))):
        return Document(source=source, format="json", text=text, sha256=sha, path=path, data=data)
    if suffix in SERVER_PAGE_SUFFIXES:
        text = _SERVER_CODE.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    if suffix in {".html", ".htm"} | SERVER_PAGE_SUFFIXES or re.match(
        r"(?is)<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]", stripped
    ):
        body, meta = _html_parts(text)
        body, meta = normalise_text(body), normalise_data(meta)
        return Document(source=source, format="html", text=body, sha256=sha, path=path, data=meta or None)
    front_found = read_front_matter(text)
    if front_found is not None:
        front, _, problem = front_found
        fmt = "mdx" if suffix == ".mdx" else "markdown"
        said = (problem,) if problem else ()
        return Document(
            source=source, format=fmt, text=text, sha256=sha, path=path, data=front, warnings=said
        )
    if suffix in {".yaml", ".yml"}:
        data = _load_yaml(text, source)
        return Document(source=source, format="yaml", text=text, sha256=sha, path=path, data=data)
    if suffix == ".rst":
        return Document(source=source, format="markdown", text=rst_as_markdown(text), sha256=sha, path=path)
    if suffix == ".jemdoc":
        return Document(
            source=source, format="markdown", text=jemdoc_as_markdown(text), sha256=sha, path=path
        )
    if suffix in {".md", ".markdown", ".mdx", ".qmd", ".rmd"} or _looks_like_markdown(text):
        fmt = "mdx" if suffix == ".mdx" else "markdown"
        # a profile README's ```yaml / ```python block about its owner is read as its front matter
        about = normalise_data(fenced_data(text)) if "```" in text or "~~~" in text else None
        return Document(source=source, format=fmt, text=text, sha256=sha, path=path, data=about)
    return Document(source=source, format="text", text=text, sha256=sha, path=path)


_RST_LINK = re.compile(r"`([^`<>\n]+?)\s*<([^`<>\s]+)>`__?")
_RST_DIRECTIVE = re.compile(r"^\.\.(?:\s|$)")
_RST_ROLE = re.compile(r":[\w.-]+:`([^`<>\n]+?)\s*(?:<[^`>\n]*>)?`")  # :ref:`Talks <talks>`
_RST_SUBSTITUTIONS = re.compile(r"^\s*(?:\|[\w.-]+\|_{0,2}\s*)*\|?\s*$")  # "|pic1| |pic2|", a lone "|"
_CONNECTIVE = r"(?:of|the|at|in|and|for|with|from|to|on|a|an|by|under)"
#: RST cannot make a link bold, so a bold line is written bold between its links ("**PhD at the**
#: `Lab`_ **of the** `University`_): bold runs of connective words alone are no name
_RST_BOLD_CONNECTIVE = re.compile(rf"\*\*({_CONNECTIVE}(?:\s+{_CONNECTIVE})*)\*\*", re.I)


def rst_as_markdown(text: str) -> str:
    r"""reStructuredText read as Markdown, line for line (evidence lines stay the file's lines).

    Its section titles (a line underlined with ``=``, ``-`` …) and bullet lists are Markdown's
    too; inline links become Markdown links, roles (``:ref:`Talks <talks>```) their words, and
    comments, directives (``.. image::``), image substitutions (``|pic1|``) and line-block bars
    become blank lines, as an HTML comment is no content. Bold connective words between links
    (``**at the**``) are plain words.

    >>> rst_as_markdown("Experience\n==========\n.. image:: me.png\n- Postdoc, `Acme <https://acme.example>`_")
    'Experience\n==========\n\n- Postdoc, [Acme](https://acme.example)'
    """
    lines = [
        ""
        if _RST_DIRECTIVE.match(line) or _RST_SUBSTITUTIONS.match(line)
        else _RST_LINK.sub(r"[\1](\2)", line)
        for line in text.split("\n")
    ]
    lines = [_RST_ROLE.sub(r"\1", line) if ":`" in line else line for line in lines]
    lines = [_RST_BOLD_CONNECTIVE.sub(r"\1", line) if "**" in line else line for line in lines]
    return "\n".join(lines)


_JEMDOC_HEADING = re.compile(r"^(={1,6})\s+(?=\S)")  # "== Teaching"
_JEMDOC_LINK = re.compile(r"\[((?:https?://|mailto:|[\w./-]+\.html?\b)[^\s\[\]]*)(?:\s+([^\[\]]+))?\]")
_JEMDOC_BLOCK_ARGS = re.compile(r"^\s*\{[^{}]*\}(?:\{[^{}]*\})+\s*$")  # "{}{img_left}{me.jpg}{…}"


def jemdoc_as_markdown(text: str) -> str:
    r"""A jemdoc page read as Markdown, line for line: ``#`` lines are comments (blank), ``= Name`` and
    ``== Section`` are headings, ``[https://l.example Lab]`` is a link, ``. item`` a bullet, a block's
    ``~~~`` fences and its argument line (``{}{img_left}{me.jpg}``) go, ``{Title}`` opening a block is
    its title, and ``\&`` is ``&``.

    >>> jemdoc_as_markdown("# jemdoc: menu{MENU}\n= Ada Roe\n== Work\nAt [https://k.example Kestrel \\& Co].")
    '\n# Ada Roe\n## Work\nAt [Kestrel & Co](https://k.example).'
    """
    out: list[str] = []
    opened = False  # the line after a "~~~" fence
    for line in text.split("\n"):
        after_fence, opened = opened, False
        if line.startswith("#") or _JEMDOC_BLOCK_ARGS.match(line):
            line = ""
        elif line.strip() == "~~~":
            line, opened = "", True
        elif after_fence and re.fullmatch(r"\s*\{([^{}]+)\}\s*", line):
            line = line.strip()[1:-1]
        else:
            line = _JEMDOC_HEADING.sub(lambda m: "#" * len(m.group(1)) + " ", line)
            line = re.sub(r"^(\s*)\.(?=\s)", r"\1-", line)
            line = _JEMDOC_LINK.sub(
                lambda m: f"[{m.group(2).strip()}]({m.group(1)})" if m.group(2) else m.group(1), line
            )
            line = re.sub(r"\\([&/\\#*~\[\]{}$%])", r"\1", line)
        out.append(line)
    return "\n".join(out)


def _decode(raw: bytes, source: str) -> str:
    head = raw[:4096]
    if head.count(0) > len(head) // 10 and not raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise SourceError(f"{source}: looks like a binary file, not a profile document")
    for encoding in ("utf-8-sig", "utf-16"):
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError:
            continue
        if encoding == "utf-16" and not raw.startswith((b"\xff\xfe", b"\xfe\xff")):
            break
        return normalise_text(text.replace("\r\n", "\n").replace("\r", "\n"))
    try:
        return normalise_text(raw.decode("cp1252").replace("\r\n", "\n").replace("\r", "\n"))
    except UnicodeDecodeError:
        raise SourceError(
            f"{source}: cannot be decoded as UTF-8 or Windows-1252 text; re-save it as UTF-8"
        ) from None


def _load_json(text: str, source: str) -> Any:
    try:
        return normalise_data(json.loads(text))
    except json.JSONDecodeError as exc:
        # JSON with comments (JSONC: résumé templates ship '// …' lines); strict JSON is tried first
        try:
            return normalise_data(json.loads(strip_json_comments(text)))
        except json.JSONDecodeError:
            pass
        raise SourceError(f"{source}: invalid JSON at line {exc.lineno}: {exc.msg}") from None
    except RecursionError:
        raise SourceError(f"{source}: JSON nested too deeply to read") from None
    except ValueError as exc:  # e.g. an integer over Python's digit limit
        raise SourceError(f"{source}: unreadable JSON ({exc})") from None


_JSON_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|/\*.*?\*/', re.S)


def strip_json_comments(text: str) -> str:
    """JSONC to JSON: ``//`` and ``/* */`` comments outside strings become blanks (lines are kept).

    >>> strip_json_comments('{"url": "https://a.org", // the site\\n "n": 1 /* one */}')
    '{"url": "https://a.org", \\n "n": 1 }'
    """

    def blank(match: re.Match[str]) -> str:
        token = match.group(0)
        if token.startswith('"'):
            return token
        return "\n" * token.count("\n")

    return _JSON_TOKEN.sub(blank, text)


def _load_yaml(text: str, source: str) -> Any:
    try:
        return normalise_data(load_yaml(text))
    except RecursionError:
        raise SourceError(f"{source}: YAML nested too deeply to read") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        raise SourceError(f"{source}: invalid YAML{where}; fix the syntax or rename the file") from None


def _pdf_text(raw: bytes, source: str) -> tuple[str, list[str]]:
    """The PDF's text layer as visual lines (:mod:`talentgraph.pdf_layout`), running lines dropped,
    and warnings (a page cap)."""
    from .pdf_layout import pdf_text

    quiet = logging.getLogger("pypdf")
    level = quiet.level
    quiet.setLevel(logging.CRITICAL)  # a damaged PDF is reported once, by its SourceError
    try:
        pages, warnings = pdf_text(raw, source)
    finally:
        quiet.setLevel(level)
    text = normalise_text("\n".join(_drop_running_lines(pages)))
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
