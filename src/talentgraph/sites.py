"""Academic site repositories (Jekyll, Hugo, plain GitHub Pages) read as one person.

A cloned site holds one person's profile spread over a few files (about page, CV page, CV data,
résumé JSON, CV PDF) among many that are not about them (blog posts, talks, theme files, build
output). :func:`read_site` finds the site's generator, its profile files and its owner (the
name and URL from the site's own config, or the owner's author page), by the rules of
``data/sites.yaml``, which are per generator, never per repository. :func:`collect` expands
ingest paths into ``(path, source, owner hint)`` items; :func:`apply_owner` gives a document's
profile the site's owner (so every document of the site has the same owner node and the same
``homepage:`` identity key) and drops template placeholders. Each document keeps its own named
graph and its own evidence lines. Like :mod:`talentgraph.pipeline`, which calls it, this module
stands beside the stages: it reads files and, to find a plain site's owner, a page's name.

>>> import tempfile, pathlib
>>> root = pathlib.Path(tempfile.mkdtemp()) / "ada.github.io"
>>> (root / "_pages").mkdir(parents=True)
>>> _ = (root / "_config.yml").write_text('title: "Ada Roe"\\nurl: https://ada.github.io\\n')
>>> _ = (root / "_pages" / "about.md").write_text("# About\\nI study rivers.\\n")
>>> _ = (root / "_pages" / "talks.md").write_text("# Talks\\n")
>>> site = read_site(root)
>>> site.generator, site.owner.name, site.owner.homepage, site.owner.evidence
('jekyll', 'Ada Roe', 'https://ada.github.io', '_config.yml:1')
>>> [source for _, source in site.files]
['ada.github.io/_config.yml', 'ada.github.io/_pages/about.md']
"""

from __future__ import annotations

import json
import os
import re
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from .errors import ResourceError, SourceError
from .model import Profile
from .resolve.people import normalize_person_name
from .resources import resource_path
from .sources import SUPPORTED_SUFFIXES, collect_paths, read_capped, read_document

__all__ = ["OwnerHint", "Site", "apply_owner", "collect", "detect_generator", "read_site"]


@dataclass(frozen=True)
class OwnerHint:
    """Who a document is about when the document itself may not say: a site's owner or ``--owner``.

    ``evidence`` is where the name was read (``"_config.yml:14"``), ``None`` when the user gave it.
    """

    name: str | None = None
    homepage: str | None = None
    evidence: str | None = None


@dataclass
class Site:
    """A site repository: its generator, owner, profile files and the files skipped as template samples."""

    root: Path
    generator: str
    owner: OwnerHint
    files: list[tuple[Path, str]] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)


@dataclass(frozen=True)
class _Rules:
    generators: tuple[dict[str, Any], ...]
    stems: dict[str, tuple[str, ...]]
    exclude: frozenset[str]
    names: frozenset[str]
    orgs: frozenset[str]
    urls: tuple[str, ...]
    markers: tuple[str, ...]


@cache
def _rules() -> _Rules:
    path = resource_path("data", "sites.yaml")
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        holders = data["placeholders"]
        return _Rules(
            generators=tuple(data["generators"]),
            stems={key: tuple(values) for key, values in data["stems"].items()},
            exclude=frozenset(p.lower().strip("/") for p in data["exclude"]),
            names=frozenset(_fold(n) for n in holders["names"]),
            orgs=frozenset(_fold(o) for o in holders["orgs"]),
            urls=tuple(u.lower() for u in holders["urls"]),
            markers=tuple(" ".join(m.casefold().split()) for m in holders["markers"]),
        )
    except (OSError, yaml.YAMLError, KeyError, TypeError) as exc:
        raise ResourceError(f"data/sites.yaml is malformed ({exc}); reinstall talentgraph") from exc


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip().casefold()


def _glob_regex(pattern: str, stems: dict[str, tuple[str, ...]]) -> re.Pattern[str]:
    """A path pattern of ``data/sites.yaml`` as a regular expression.

    >>> bool(_glob_regex("_pages/{page}.{md,html}", {"page": ("about", "cv")}).fullmatch("_pages/cv.md"))
    True
    >>> bool(_glob_regex("**/{cv}.pdf", {"cv": ("*cv*",)}).fullmatch("files/a/my-cv-2024.pdf"))
    True
    >>> bool(_glob_regex("*.md", {}).fullmatch("a/b.md"))
    False
    """
    out, i = [], 0
    while i < len(pattern):
        char = pattern[i]
        if pattern.startswith("**/", i):
            out.append("(?:[^/]+/)*")
            i += 3
            continue
        if char == "{":
            end = pattern.index("}", i)
            key = pattern[i + 1 : end]
            options = stems[key] if key in stems else tuple(key.split(","))
            out.append("(?:" + "|".join(_glob_regex(o, stems).pattern for o in options) + ")")
            i = end + 1
            continue
        out.append("[^/]*" if char == "*" else "[^/]" if char == "?" else re.escape(char))
        i += 1
    return re.compile("".join(out), re.I)


def _matches(relative: str, patterns: Iterable[str]) -> bool:
    return _patterns(tuple(patterns)).fullmatch(relative) is not None


@cache
def _patterns(patterns: tuple[str, ...]) -> re.Pattern[str]:
    """One expression for any of ``patterns`` (compiled once per rule)."""
    stems = _rules().stems
    return re.compile("|".join(f"(?:{_glob_regex(p, stems).pattern})" for p in patterns) or "(?!)", re.I)


def detect_generator(folder: str | os.PathLike[str]) -> str | None:
    """The site generator whose rules fit ``folder`` (``jekyll``, ``hugo``, ``plain``, ``profile``), or None.

    A generator's config file (``_config.yml``, ``hugo.toml``) names it. A folder with no config
    (a partial clone, or a site whose config lives elsewhere) is a site only with a sign that it
    is a published site or a checkout (``CNAME``, ``.nojekyll``, a git checkout or a
    ``*.github.io`` name), and then its layout names the generator (``_pages/`` is Jekyll's,
    ``content/authors/`` Hugo's, an index page a plain site; a ``*.github.io`` folder is a plain
    site whatever it holds), so a folder of documents with an index is no site. A clone of a GitHub
    account's profile repository (``ada-roe/ada-roe``, whose README the account's page shows) is
    the ``profile`` rules' one page.

    >>> import tempfile, pathlib
    >>> root = pathlib.Path(tempfile.mkdtemp()) / "site"
    >>> (root / "_pages").mkdir(parents=True)
    >>> detect_generator(root)
    >>> (root / ".git").mkdir()
    >>> detect_generator(root)
    'jekyll'
    """
    root = Path(folder)
    if not root.is_dir():
        return None
    top = [child.name for child in root.iterdir()]
    nested = [f"config/_default/{c.name}" for c in (root / "config" / "_default").glob("*")]
    generators = _rules().generators
    for generator in generators:
        if any(_matches(name, generator["detect"]) for name in top + nested) and _has_dir(root, generator):
            return str(generator["name"])
    if not ({"CNAME", ".nojekyll", ".git"} & set(top) or root.resolve().name.lower().endswith(".github.io")):
        return None
    shallow = top + [
        f"{name}/{child.name}"
        for name in top
        if not name.startswith(".") and (root / name).is_dir()
        for child in (root / name).iterdir()
    ]
    for generator in generators:
        if any(_matches(name, generator.get("layout", ())) for name in shallow) and _has_dir(root, generator):
            return str(generator["name"])
    if root.resolve().name.lower().endswith(".github.io"):
        return "plain"
    account = _origin_account(root)
    if account and _origin_repository(root) == account:
        return next((str(g["name"]) for g in generators if g.get("profile_repository")), None)
    return None


def _has_dir(root: Path, generator: dict[str, Any]) -> bool:
    """Whether ``root`` has the folder the generator's sites always have (``require_dir``), if any."""
    return not generator.get("require_dir") or (root / generator["require_dir"]).is_dir()


def read_site(folder: str | os.PathLike[str], owner: str | None = None, prefix: str | None = None) -> Site:
    """The site in ``folder``: generator, owner (``owner`` overrides the config's name) and profile files.

    Sources are named ``<prefix>/<path in the site>``, the prefix being the site's folder name
    unless given, so two sites' ``_pages/about.md`` stay two documents.
    """
    root = Path(folder)
    generator = detect_generator(root)
    if generator is None:
        raise ValueError(f"{root} is not a site repository")
    rules = next(g for g in _rules().generators if g["name"] == generator)
    authors = _author_pages(root, rules)
    hint = _owner_from_config(root, rules, authors)
    if owner:
        hint = OwnerHint(owner, hint.homepage, None)
    site = Site(root=root, generator=generator, owner=hint)
    prefix = prefix or root.resolve().name
    for path in _walk(root, _named_folders(rules["profile"])):
        relative = path.relative_to(root).as_posix()
        if path.suffix.lower() not in SUPPORTED_SUFFIXES:
            continue
        if not _matches(relative, rules["profile"]) and not _is_home_page(path, rules):
            continue
        site.files.append((path, f"{prefix}/{relative}"))
    site.files[:0] = [(root / relative, f"{prefix}/{relative}") for relative in authors]
    for path, source in list(site.files):
        if _is_template_sample(path):
            site.files.remove((path, source))
            site.skipped.append((source, "an untouched template sample page; skipped"))
    return site


def _is_home_page(path: Path, rules: dict[str, Any]) -> bool:
    """Whether a page's front matter makes it the site's home page (``permalink: /``), whatever its
    file name, by the generator's ``home_permalinks``.

    >>> import tempfile, pathlib
    >>> page = pathlib.Path(tempfile.mkdtemp()) / "landing.md"
    >>> _ = page.write_text("---\\nlayout: splash\\npermalink: /\\n---\\nI study lakes.\\n")
    >>> _is_home_page(page, {"home_permalinks": ["/"]}), _is_home_page(page, {})
    (True, False)
    """
    wanted = rules.get("home_permalinks")
    if not wanted or path.suffix.lower() not in {".md", ".markdown", ".html", ".htm"}:
        return False
    permalink = _front_matter(path).get("permalink")
    return isinstance(permalink, str) and permalink.strip() in wanted


def _named_folders(patterns: Iterable[str]) -> frozenset[str]:
    """The top folders that profile ``patterns`` name word for word (``_includes/{cv}.html``): an
    excluded folder a rule names is entered, for the files the rule picks out of it.

    >>> sorted(_named_folders(["_includes/{cv}.html", "_pages/*.md", "{page}.md", "**/{cv}.pdf"]))
    ['_includes', '_pages']
    """
    return frozenset(
        p.split("/", 1)[0].lower()
        for p in patterns
        if "/" in p and not re.search(r"[*?{]", p.split("/", 1)[0])
    )


def _walk(root: Path, named: frozenset[str] = frozenset()) -> list[Path]:
    """Files under ``root``, excluded and hidden folders not entered (but for a top folder in
    ``named``), in a stable order."""
    excluded = _rules().exclude - named if named else _rules().exclude
    found: list[Path] = []
    for here, dirs, files in os.walk(root):
        rel = Path(here).relative_to(root).as_posix()
        rel = "" if rel == "." else rel + "/"
        dirs[:] = sorted(
            d
            for d in dirs
            if not d.startswith(".") and (rel + d).lower() not in excluded and d.lower() not in excluded
        )
        found.extend(Path(here) / f for f in sorted(files) if not f.startswith("."))
    return found


def _author_pages(root: Path, rules: dict[str, Any]) -> list[str]:
    """The owner's author page (at most one): the first in the ``owner_author`` folder or that says
    ``superuser: true``."""
    for path in _walk(root / "content") if (root / "content").is_dir() else []:
        relative = path.relative_to(root).as_posix()
        if not _matches(relative, rules.get("author_pages", ())):
            continue
        if path.parent.name == rules.get("owner_author") or _front_matter(path).get("superuser") is True:
            return [relative]
    return []


def _is_template_sample(path: Path) -> bool:
    """True when a file still holds a sentence the templates ship (``placeholders.markers``).

    A PDF is read by layout (as ingest reads it) only when its raw text layer holds every word of
    some marker (:func:`_pdf_may_hold`): most site PDFs are real CVs, and the layout reading costs
    ten times the raw one.
    """
    try:
        if path.suffix.lower() == ".pdf":
            if not _pdf_may_hold(path, _rules().markers):
                return False
            text = read_document(path).text[:200_000]
        else:
            with path.open("rb") as file:
                text = file.read(200_000).decode("utf-8", "replace")
    except (OSError, SourceError):
        return False  # ingest reports an unreadable file itself
    folded = " ".join(text.casefold().split())
    return any(marker in folded for marker in _rules().markers)


def _pdf_may_hold(path: Path, markers: Iterable[str]) -> bool:
    """False when no marker can be in the PDF's layout text: for every marker, one of its runs of
    letters a–z is missing from the PDF's letters a–z (:func:`_pdf_letters`).

    The layout text (:mod:`talentgraph.pdf_layout`) is made of the same glyphs: each of its words
    is a run of glyphs in glyph order, less spaces, accents and other marks (the letters dropped
    here too), so a run of letters of a marker found in it is found here. Only a word hyphenated
    at a line break whose halves are far apart in glyph order (the layout joins them) escapes
    this; an unreadable PDF holds nothing, as :func:`~talentgraph.sources.read_document` finds.

    >>> _pdf_may_hold(Path("/nonexistent.pdf"), ["lorem ipsum"])
    False
    """
    letters = _pdf_letters(path)
    if letters is None:
        return True  # anything odd: the layout reading decides
    return any(all(run in letters for run in _LETTER_RUN.findall(marker)) for marker in markers)


def _pdf_letters(path: Path) -> str | None:
    """The letters a–z of the PDF's raw text layer (PDFium's, casefolded, in glyph order) on the
    pages the layout reading reads at most; ``""`` for an unreadable PDF, None when a page fails."""
    from .pdf_layout import pdf_raw_text

    try:
        raw = read_capped(path)
    except SourceError:
        return ""
    text = pdf_raw_text(raw)
    return None if text is None else _NOT_LETTERS.sub("", text.casefold())


_LETTER_RUN = re.compile("[a-z]+")
_NOT_LETTERS = re.compile("[^a-z]+")


_FRONT = re.compile(r"\A(?:\ufeff)?(---|\+\+\+)[ \t]*\r?\n(.*?)\r?\n\1[ \t]*(?:\r?\n|\Z)", re.S)


def _front_matter(path: Path) -> dict[str, Any]:
    """The YAML (``---``) or TOML (``+++``) front matter of a page, ``{}`` when it has none or it is broken."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return {}
    match = _FRONT.match(text)
    if not match:
        return {}
    data = _parse(match.group(2), "toml" if match.group(1) == "+++" else "yaml")
    return data if isinstance(data, dict) else {}


def _parse(text: str, kind: str) -> Any:
    try:
        if kind == "toml":
            return tomllib.loads(text)
        if kind == "json":
            return json.loads(text)
        return yaml.safe_load(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError, yaml.YAMLError, ValueError):
        return None


def _owner_from_config(root: Path, rules: dict[str, Any], authors: list[str]) -> OwnerHint:
    """The owner's name and site URL: the owner's author page (``authors``, found by
    :func:`_author_pages`) first, then config keys in rule order."""
    name: str | None = None
    evidence: str | None = None
    for relative in authors:
        front = _front_matter(root / relative)
        for key in ("name", "title"):
            value = front.get(key)
            if isinstance(value, str) and _real_name(value):
                name, evidence = _real_name(value), _evidence(root / relative, relative, value)
                break
        if name:
            break
    if name is None:
        name, evidence = _author_data_name(root, rules)
    homepage: str | None = None
    for relative, data in _configs(root, rules):
        if name is None:
            for spec in rules.get("owner_keys", ()):
                value = _joined(data, spec)
                if value and _real_name(value):
                    name, evidence = _real_name(value), _evidence(root / relative, relative, value.split()[0])
                    break
        if homepage is None:
            for spec in rules.get("url_keys", ()):
                url = _site_url(_joined(data, spec, sep=""))
                if url:
                    homepage = url
                    break
    if name is None:
        name, evidence = _home_page_name(root, rules)
    return OwnerHint(name, homepage or _published_url(root), evidence)


def _author_data_name(root: Path, rules: dict[str, Any]) -> tuple[str | None, str | None]:
    """The owner's name in the author data file that says ``is_owner: true`` (``author_data``).

    >>> import tempfile, pathlib
    >>> root = pathlib.Path(tempfile.mkdtemp())
    >>> (root / "data" / "authors").mkdir(parents=True)
    >>> _ = (root / "data/authors/me.yaml").write_text("is_owner: true\\nname:\\n  display: Ada Roe\\n")
    >>> _author_data_name(root, {"author_data": ["data/authors/*.yaml"], "author_data_names": ["name.display"]})
    ('Ada Roe', 'data/authors/me.yaml:3')
    """
    folders = {p.rsplit("/", 1)[0] for p in rules.get("author_data", ())}
    for folder in sorted(folders):
        for path in sorted((root / folder).glob("*")) if (root / folder).is_dir() else []:
            relative = path.relative_to(root).as_posix()
            if not path.is_file() or not _matches(relative, rules["author_data"]):
                continue
            try:
                data = _parse(
                    path.read_text(encoding="utf-8", errors="replace"), path.suffix.lower().lstrip(".")
                )
            except OSError:
                continue
            if not isinstance(data, dict) or data.get("is_owner") is not True:
                continue
            for spec in rules.get("author_data_names", ()):
                value = _joined(data, spec)
                if value and _real_name(value):
                    return _real_name(value), _evidence(path, relative, value)
    return None, None


def _home_page_name(root: Path, rules: dict[str, Any]) -> tuple[str | None, str | None]:
    """The name the site's home page states (``home_pages`` of the rules), for sites with no config."""
    from .extract import extract_profile

    for child in sorted(root.iterdir()):
        if child.is_file() and _matches(child.name, rules.get("home_pages", ())):
            try:
                stated = extract_profile(read_document(child)).person.name
            except Exception:  # an unreadable home page names nobody; the page itself reports why at ingest
                continue
            if stated and _real_name(stated):
                return _real_name(stated), child.name
    return None, None


def _published_url(root: Path) -> str | None:
    """Where GitHub Pages publishes the site when its config gives no address: the domain in
    ``CNAME``, else ``https://<name>.github.io`` for a clone (or a git remote) named
    ``<name>.github.io`` (not a template's own, such as an unrenamed ``academicpages.github.io``
    fork), else the GitHub account of the clone's ``origin`` (``https://github.com/<account>``):
    the one address of the owner every clone states.

    >>> import tempfile, pathlib
    >>> root = pathlib.Path(tempfile.mkdtemp()) / "Ada-Roe.github.io"
    >>> root.mkdir()
    >>> _published_url(root)
    'https://ada-roe.github.io'
    >>> _ = (root / "CNAME").write_text("www.adaroe.org\\n")
    >>> _published_url(root)
    'https://www.adaroe.org'
    >>> site = pathlib.Path(tempfile.mkdtemp()) / "website"
    >>> (site / ".git").mkdir(parents=True)
    >>> _ = (site / ".git" / "config").write_text('[remote "origin"]\\n\\turl = git@github.com:ada-roe/website.git\\n')
    >>> _published_url(site)
    'https://github.com/ada-roe'
    """
    try:
        cname = (root / "CNAME").read_text(encoding="utf-8", errors="replace").split()
    except OSError:
        cname = []
    if cname and re.fullmatch(r"[A-Za-z0-9.-]+\.[A-Za-z]{2,}", cname[0]):
        return _site_url(f"https://{cname[0].lower()}")
    names = [root.resolve().name]
    repository = _origin_repository(root)
    names += [repository] if repository else []
    for name in names:
        if re.fullmatch(r"[A-Za-z0-9-]+\.github\.io", name) and _site_url(f"https://{name.lower()}"):
            return f"https://{name.lower()}"
    account = _origin_account(root)
    return f"https://github.com/{account}" if account else None


def _origin(root: Path) -> str:
    """The ``[remote "origin"]`` section of a clone's git config (the whole config when it names no
    ``origin``), or ``""``: an ``upstream`` remote listed first is not the clone's own.

    >>> import tempfile, pathlib
    >>> site = pathlib.Path(tempfile.mkdtemp())
    >>> (site / ".git").mkdir()
    >>> _ = (site / ".git" / "config").write_text(
    ...     '[remote "upstream"]\\n\\turl = https://github.com/theme-org/theme\\n'
    ...     '[remote "origin"]\\n\\turl = https://github.com/ada-roe/ada-roe\\n[branch "main"]\\n\\tremote = origin\\n')
    >>> _origin(site).split()
    ['[remote', '"origin"]', 'url', '=', 'https://github.com/ada-roe/ada-roe']
    >>> _origin_account(site), _origin_repository(site)
    ('ada-roe', 'ada-roe')
    """
    try:
        config = (root / ".git" / "config").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""
    section = re.search(r'(?ms)^\s*\[remote\s+"origin"\].*?(?=^\s*\[|\Z)', config)
    return section.group(0) if section else config


def _origin_repository(root: Path) -> str | None:
    """The repository name of a clone's remote (``…/ada-roe/website.git`` → ``website``), lower case."""
    found = re.findall(r"(?m)^\s*url\s*=\s*\S*?([^/:\s]+?)(?:\.git)?\s*$", _origin(root))
    return found[0].lower() if found else None


def _origin_account(root: Path) -> str | None:
    """The GitHub account of a clone's remote (``git@github.com:Ada-Roe/website.git`` → ``ada-roe``)."""
    account = re.search(r"(?m)^\s*url\s*=\s*\S*?github\.com[:/]([A-Za-z0-9-]+)/[^/\s]+?\s*$", _origin(root))
    return account.group(1).lower() if account else None


def _configs(root: Path, rules: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    found = []
    top = [
        c.relative_to(root).as_posix()
        for c in sorted(root.glob("*")) + sorted(root.glob("config/_default/*"))
    ]
    for pattern in rules.get("config", ()):
        for relative in top:
            if _matches(relative, [pattern]):
                kind = relative.rsplit(".", 1)[-1].lower()
                try:
                    text = (root / relative).read_text(encoding="utf-8", errors="replace")
                except OSError:
                    continue
                data = _parse(text, "yaml" if kind == "yml" else kind)
                if isinstance(data, dict):
                    found.append((relative, data))
    return found


def _joined(data: dict[str, Any], spec: str, sep: str = " ") -> str | None:
    """Config values named by ``spec`` (dotted keys; several keys separated by spaces are joined).

    >>> _joined({"first_name": "Ada", "middle_name": None, "last_name": "Roe"}, "first_name middle_name last_name")
    'Ada Roe'
    >>> _joined({"author": {"name": "Ada Roe"}}, "author.name")
    'Ada Roe'
    """
    parts = []
    for key in spec.split():
        value: Any = data
        for step in key.split("."):
            value = value.get(step) if isinstance(value, dict) else None
        if isinstance(value, str | int | float) and str(value).strip():
            parts.append(str(value).strip())
    return sep.join(parts) or None


def _real_name(value: str) -> str | None:
    """``value`` as the owner's name, or None for a template placeholder or a site title that is no name.

    >>> _real_name("Daniel P. Szabo"), _real_name("Your Name"), _real_name("My Research Blog")
    ('Daniel P. Szabo', None, None)
    """
    from .extract.names import as_name

    value = re.sub(r"\s+", " ", value).strip()
    name = as_name(value) if _fold(value) not in _rules().names and len(value) <= 80 else None
    return name if name and _fold(name) not in _rules().names else None


def _site_url(value: str | None) -> str | None:
    """A site URL of the owner's own (a template's own address or a relative one is none).

    >>> _site_url("https://ada.github.io/"), _site_url("https://academicpages.github.io"), _site_url("/blog")
    ('https://ada.github.io', None, None)
    """
    if not value or not re.match(r"(?i)https?://[^/\s]+\.[^/\s]+", value):
        return None
    url = value.strip().rstrip("/")
    host = re.sub(r"(?i)^https?://(www\.)?", "", url).lower()
    if any(host == u or host.startswith(u + "/") or host.endswith("." + u) for u in _rules().urls):
        return None
    if re.search(r"[\[\]<>{}]|your|username", host):
        return None
    return url


def _evidence(path: Path, relative: str, value: str) -> str:
    """``relative:line`` of the first line of ``path`` that holds ``value``."""
    try:
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if value in line:
                return f"{relative}:{number}"
    except OSError:
        pass
    return relative


def collect(
    paths: Iterable[str | os.PathLike[str]], recursive: bool = False, owner: str | None = None
) -> tuple[list[tuple[Path, str, OwnerHint | None]], list[tuple[str, str]]]:
    """Ingest paths as ``(path, source, owner hint)`` items, and the ``(source, note)`` of skipped site files.

    A site folder (or a site folder directly inside a given folder) gives its profile files with
    the site's owner; any other path is read as :func:`talentgraph.sources.collect_paths` reads
    it, with ``owner`` (if given) as the hint.
    """
    items: list[tuple[Path, str, OwnerHint | None]] = []
    notes: list[tuple[str, str]] = []
    plain_hint = OwnerHint(owner) if owner else None
    for raw in paths:
        path = Path(raw)
        sites = [path] if detect_generator(path) else _child_sites(path, recursive)
        for root in sites:
            # a site found deeper down is named from the folder given (two clones named 'website')
            site = read_site(root, owner, root.relative_to(path).as_posix() if root != path else None)
            items.extend((file, source, site.owner) for file, source in site.files)
            notes.extend(site.skipped)
            if site.owner.name is None:
                notes.append(
                    (root.name, "the site states no owner name; pass --owner NAME to name its owner")
                )
        if path in sites:
            continue
        roots = set(sites)
        clones: dict[Path, OwnerHint | None] = {}
        items.extend(
            (file, source, _clone_hint(file, path, owner, clones) or plain_hint)
            for file, source in collect_paths([path], recursive)
            if roots.isdisjoint(file.parents)  # not in a site
        )
    return items, notes


def _clone_hint(
    file: Path, top: Path, owner: str | None, seen: dict[Path, OwnerHint | None]
) -> OwnerHint | None:
    """The owner of a GitHub clone no site rule recognises (a Pelican, MkDocs or Astro site, a CV
    repository), for a file inside it: the account's address (:func:`_published_url`), and
    ``owner`` if given, so the clone's documents are one person's, as a site's are. ``None`` for a
    file in no such clone below ``top``; ``seen`` caches each folder's answer.

    >>> import tempfile, pathlib
    >>> top = pathlib.Path(tempfile.mkdtemp())
    >>> (top / "website" / ".git").mkdir(parents=True)
    >>> _ = (top / "website" / ".git" / "config").write_text('[remote "origin"]\\n\\turl = https://github.com/ada-roe/website\\n')
    >>> _clone_hint(top / "website" / "docs" / "about.md", top, None, {})
    OwnerHint(name=None, homepage='https://github.com/ada-roe', evidence=None)
    >>> _clone_hint(top / "notes.md", top, None, {}) is None
    True
    """
    folders = [file.parent, *file.parent.parents]
    for folder in folders[: folders.index(top) + 1] if top in folders else []:
        if folder not in seen:
            account = _origin_account(folder) if (folder / ".git").is_dir() else None
            seen[folder] = OwnerHint(owner, _published_url(folder)) if account else None
        if seen[folder] is not None:
            return seen[folder]
    return None


def _child_sites(folder: Path, recursive: bool = False) -> list[Path]:
    """The site repositories inside ``folder`` (a folder of cloned sites): its direct sub-folders, or
    with ``recursive`` any folder below it (a site's own folders are not searched for more sites)."""
    if not folder.is_dir():
        return []
    found: list[Path] = []
    for here, dirs, _ in os.walk(folder):
        keep = []
        for name in sorted(dirs):
            child = Path(here) / name
            if name.startswith(".") or name.lower() in _rules().exclude:
                continue
            if detect_generator(child):
                found.append(child)
            elif recursive:
                keep.append(name)
        dirs[:] = keep
    return found


def _same_name(one: str, other: str) -> bool:
    """Two written forms of one name: the same first and last name, middle names and initials aside.

    >>> _same_name("Olivia Rae Cooper", "Olivia Cooper"), _same_name("Dr. O. Cooper", "Olivia Cooper")
    (True, False)
    """
    a, b = normalize_person_name(one).split(), normalize_person_name(other).split()
    return bool(a and b) and (a[0], a[-1]) == (b[0], b[-1])


def apply_owner(profile: Profile, hint: OwnerHint | None) -> Profile:
    """A copy of ``profile`` about the hinted owner, without the templates' placeholder facts.

    The hint's name replaces a missing or placeholder name (and a different one, with a warning:
    the site's config or the user says whose site it is); the site URL becomes the homepage.

    >>> from talentgraph.model import Affiliation, Person
    >>> p = Profile("cv.md", Person(name="Full Name"), [Affiliation(org_text="GitHub University")])
    >>> q = apply_owner(p, OwnerHint("Ada Roe", "https://ada.github.io", "_config.yml:3"))
    >>> q.person.name, q.person.homepage, q.affiliations
    ('Ada Roe', 'https://ada.github.io', [])
    """
    out = profile.copy()
    rules = _rules()
    person = out.person
    if person.name and _fold(person.name) in rules.names:
        person.name = None
    if person.homepage and _site_url(person.homepage) is None:
        person.homepage = None  # a template's own address
    if hint is not None and hint.name:
        if person.name and not _same_name(person.name, hint.name):
            where = hint.evidence or "--owner"
            out.warnings.append(f"the page names {person.name!r}; its owner is {hint.name!r} ({where})")
        person.name = hint.name
    if hint is not None and hint.homepage:
        person.homepage = hint.homepage

    def real(*texts: str | None) -> bool:
        return not any(t and _fold(t) in rules.orgs for t in texts)

    out.affiliations = [a for a in out.affiliations if real(a.org_text, a.org)]
    out.education = [e for e in out.education if real(e.institution_text, e.institution)]
    out.projects = [p for p in out.projects if real(p.org)]
    out.awards = [a for a in out.awards if real(a.org)]
    out.people = [m for m in out.people if _fold(m.name) not in rules.names and real(m.org)]
    return out
