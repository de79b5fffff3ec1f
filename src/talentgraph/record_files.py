"""Read structured-record files that are not one text file: LinkedIn exports and ORCID XML.

A LinkedIn "copy of your data" export is a zip (or the folder it unpacks to) of CSV files; its
profile files (:data:`LINKEDIN_FILES`) become one document whose text
is each CSV under a ``# File.csv`` line, so evidence lines point at CSV rows. An ORCID XML record
becomes the same nested shape as ORCID's JSON (local element names as keys, leaf text as
``{"value": …}``), so one reader serves both.

>>> tree = xml_to_data(b'<r:record xmlns:r="x" path="/0000-0002-1825-0097"><r:a><r:b>1</r:b></r:a></r:record>', "r.xml")
>>> tree["path"], tree["a"]["b"]
('/0000-0002-1825-0097', {'value': '1'})
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any
from xml.etree import ElementTree

from .errors import SourceError
from .model import Document

__all__ = [
    "LINKEDIN_FILES",
    "is_linkedin_folder",
    "linkedin_document",
    "linkedin_zip_members",
    "looks_like_orcid_xml",
    "xml_to_data",
]

#: The CSV files of a LinkedIn "copy of your data" export that carry a profile.
LINKEDIN_FILES = ("Profile.csv", "Positions.csv", "Education.csv", "Projects.csv")
#: Largest profile CSV read from an export (zip member or file of the folder).
MAX_MEMBER_BYTES = 5 * 1024 * 1024
_MAX_DEPTH = 64


def is_linkedin_folder(path: Path) -> bool:
    """A folder holding a LinkedIn export's ``Profile.csv`` and ``Positions.csv``."""
    return path.is_dir() and (path / "Profile.csv").is_file() and (path / "Positions.csv").is_file()


def linkedin_document(texts: dict[str, str], source: str, sha256: str, path: Path | None) -> Document:
    """One document from a LinkedIn export's decoded CSV files (name → text), profile files only."""
    if "Profile.csv" not in texts and "Positions.csv" not in texts:
        raise SourceError(f"{source}: no Profile.csv or Positions.csv inside; is this a LinkedIn export?")
    parts = [f"# {name}\n" + texts[name].strip("\n") for name in LINKEDIN_FILES if name in texts]
    return Document(source=source, format="linkedin", text="\n".join(parts) + "\n", sha256=sha256, path=path)


def linkedin_zip_members(raw: bytes, source: str) -> dict[str, bytes]:
    """The profile CSV files of a LinkedIn export zip (found at any depth, by file name)."""
    try:
        archive = zipfile.ZipFile(io.BytesIO(raw))
        files: dict[str, bytes] = {}
        for info in archive.infolist():
            name = PurePosixPath(info.filename).name
            if name in LINKEDIN_FILES and name not in files:
                if info.file_size > MAX_MEMBER_BYTES:
                    raise SourceError(f"{source}: {name} inside the zip is larger than 5 MB")
                files[name] = archive.read(info)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, OSError) as exc:
        raise SourceError(f"{source}: not a readable zip file ({exc})") from None
    return files


def looks_like_orcid_xml(text: str) -> bool:
    head = text[:4096]
    return "<" in head and "orcid.org/ns/" in head


def xml_to_data(raw: bytes, source: str) -> dict[str, Any]:
    """An XML document as nested dicts by local name (repeated children become lists).

    Entities are not expanded beyond the XML built-ins by the parser, and nesting is capped.
    """
    try:
        root = ElementTree.fromstring(raw)
    except ElementTree.ParseError as exc:
        raise SourceError(f"{source}: invalid XML ({exc})") from None
    data = _element(root, 0, source)
    return data if isinstance(data, dict) else {"value": data}


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _element(node: ElementTree.Element, depth: int, source: str) -> Any:
    if depth > _MAX_DEPTH:
        raise SourceError(f"{source}: XML nested deeper than {_MAX_DEPTH} levels")
    children = list(node)
    if not children:
        text = (node.text or "").strip()
        if node.attrib:
            out: dict[str, Any] = {_local(k): v for k, v in node.attrib.items()}
            if text:
                out["value"] = text
            return out
        return {"value": text} if text else None
    out = {_local(k): v for k, v in node.attrib.items()}
    for child in children:
        key = _local(child.tag)
        value = _element(child, depth + 1, source)
        if key in out:
            existing = out[key]
            out[key] = [*existing, value] if isinstance(existing, list) else [existing, value]
        else:
            out[key] = value
    return out
