"""Profiles from structured records: ORCID (JSON and XML), OpenAlex authors, LinkedIn exports.

A record states its facts exactly, so each reader maps fields and never guesses: dates keep the
precision the record gives (ORCID's ``year``/``month``/``day``, each possibly null), organisation
identifiers (ROR, GRID, Ringgold, OpenAlex) travel with the organisation, the person's ORCID iD with
the person. Evidence points at the line of the file where the value is written (for a LinkedIn
export, the CSV row under a ``# File.csv`` header line of the document's text).

>>> import json
>>> from talentgraph.sources import parse_bytes
>>> raw = json.dumps({"orcid-identifier": {"path": "0000-0002-1825-0097"},
...   "person": {"name": {"given-names": {"value": "Josiah"}, "family-name": {"value": "Carberry"}}},
...   "activities-summary": {"employments": {"affiliation-group": [{"summaries": [{"employment-summary": {
...     "role-title": "Professor", "start-date": {"year": {"value": "2019"}, "month": {"value": "07"}},
...     "organization": {"name": "Brown University", "disambiguated-organization": {
...       "disambiguated-organization-identifier": "https://ror.org/05gq02987",
...       "disambiguation-source": "ROR"}}}}]}]}}}, indent=1).encode()
>>> p = extract_record(parse_bytes(raw, source="carberry.json"))
>>> p.person.name, p.person.orcid, p.affiliations[0].org_text, p.affiliations[0].start, p.affiliations[0].ror
('Josiah Carberry', '0000-0002-1825-0097', 'Brown University', '2019-07', '05gq02987')
"""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterator
from typing import Any

from ..errors import ExtractionError
from ..model import Affiliation, Award, Document, Education, Evidence, Profile, Project, Publication, Topic
from .structured_keys import Locator, parse_one, split_degree

__all__ = [
    "extract_record",
    "is_openalex_author",
    "is_orcid_record",
    "orcid_checksum_ok",
    "own_orcid",
    "record_kind",
]

_ORCID = re.compile(r"(\d{4}-\d{4}-\d{4}-\d{3}[\dX])")
_ROR = re.compile(r"(?:https?://)?ror\.org/(0[a-z0-9]{6}\d{2})\b", re.I)


def orcid_checksum_ok(orcid: str) -> bool:
    """ISO 7064 11,2 check digit of an ORCID iD.

    >>> orcid_checksum_ok("0000-0002-1825-0097"), orcid_checksum_ok("0000-0002-1825-0098")
    (True, False)
    """
    digits = orcid.replace("-", "")
    if not re.fullmatch(r"\d{15}[\dX]", digits):
        return False
    total = 0
    for ch in digits[:-1]:
        total = (total + int(ch)) * 2
    check = (12 - total % 11) % 11
    return digits[-1] == ("X" if check == 10 else str(check))


def orcid_of(value: Any) -> str | None:
    """The bare ORCID iD in a value (``https://orcid.org/…`` or the iD), when its checksum holds."""
    match = _ORCID.search(_text(value) or "")
    return match.group(1) if match and orcid_checksum_ok(match.group(1)) else None


_ORCID_LINK = re.compile(r"orcid\.org/(\d{4}-\d{4}-\d{4}-\d{3}[\dX])", re.I)


def own_orcid(text: str) -> str | None:
    """The ORCID iD a page links to (``orcid.org/…``), when it links to exactly one valid iD.

    A page linking to several iDs (co-authors' too) states none as its owner's.

    >>> own_orcid("ORCID: https://orcid.org/0000-0002-1825-0097"), own_orcid("no link")
    ('0000-0002-1825-0097', None)
    """
    found = {m.group(1).upper() for m in _ORCID_LINK.finditer(text) if orcid_checksum_ok(m.group(1))}
    return found.pop() if len(found) == 1 else None


def is_orcid_record(data: Any) -> bool:
    """An ORCID public record (API 3.0 ``/record`` JSON, or the XML export read as a tree)."""
    return isinstance(data, dict) and (
        "activities-summary" in data or ("orcid-identifier" in data and "person" in data)
    )


def is_openalex_author(data: Any) -> bool:
    """An OpenAlex author object (``https://openalex.org/A…`` id with affiliations or topics)."""
    return (
        isinstance(data, dict)
        and str(data.get("id", "")).startswith("https://openalex.org/A")
        and "display_name" in data
    )


def record_kind(doc: Document) -> str | None:
    """``orcid``, ``openalex`` or ``linkedin`` when the document is such a record, else None."""
    if doc.format == "linkedin":
        return "linkedin"
    if is_orcid_record(doc.data):
        return "orcid"
    if is_openalex_author(doc.data):
        return "openalex"
    return None


def extract_record(doc: Document) -> Profile | None:
    """The profile a record states, or None when the document is no known record."""
    kind = record_kind(doc)
    if kind is None:
        return None
    try:
        if kind == "orcid":
            return _Orcid(doc).profile()
        if kind == "openalex":
            return _OpenAlex(doc).profile()
        return _linkedin(doc)
    except (AttributeError, TypeError, ValueError, KeyError) as exc:
        raise ExtractionError(f"{doc.source}: malformed {kind} record ({exc})") from exc


# -- shared helpers ----------------------------------------------------------------------------


def _text(value: Any) -> str | None:
    """A string from a record value: plain text, or ORCID's ``{"value": …}`` wrapper."""
    if isinstance(value, dict):
        value = value.get("value")
    if value is None or isinstance(value, dict | list):
        return None
    text = " ".join(str(value).split())
    return text or None


def _get(obj: Any, *path: str) -> Any:
    for key in path:
        if not isinstance(obj, dict):
            return None
        obj = obj.get(key)
    return obj


def _list(value: Any) -> list[Any]:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def _summaries(section: Any, suffix: str = "-summary") -> Iterator[tuple[str, dict[str, Any]]]:
    """Every ``*-summary`` object under an activities section, with its key, whatever the nesting.

    JSON wraps them as ``affiliation-group[].summaries[].employment-summary``, the XML export as
    ``affiliation-group[].employment-summary``; funding/work groups as ``group[].funding-summary[]``.
    """
    stack: list[Any] = [section]
    while stack:
        node = stack.pop(0)
        if isinstance(node, list):
            stack[:0] = node
        elif isinstance(node, dict):
            for key, value in node.items():
                if isinstance(key, str) and key.endswith(suffix):
                    for item in _list(value):
                        if isinstance(item, dict):
                            yield key, item
                elif isinstance(value, dict | list):
                    stack.append(value)


# -- ORCID ---------------------------------------------------------------------------------------


class _Orcid:
    def __init__(self, doc: Document) -> None:
        self.doc = doc
        self.data: dict[str, Any] = doc.data
        self.find = Locator(doc.lines)
        self.out = Profile(source=doc.source)

    def evidence(self, *values: str | None) -> Evidence | None:
        for value in values:
            if value:
                found = self.find(value)
                if found is not None:
                    return found
        return None

    def profile(self) -> Profile:
        person = _get(self.data, "person") or {}
        name = _get(person, "name") or {}
        credit = _text(_get(name, "credit-name"))
        given, family = _text(_get(name, "given-names")), _text(_get(name, "family-name"))
        self.out.person.name = credit or " ".join(p for p in (given, family) if p) or None
        ident = _get(self.data, "orcid-identifier")
        self.out.person.orcid = orcid_of(_get(ident, "path") or _get(ident, "uri")) or orcid_of(
            _get(self.data, "path")
        )
        for email in _list(_get(person, "emails", "email")):
            address = _text(_get(email, "email")) if isinstance(email, dict) else _text(email)
            if address:
                self.out.person.emails.append(address)
        urls = _list(_get(person, "researcher-urls", "researcher-url"))
        first_url = next((_text(_get(u, "url")) for u in urls if _text(_get(u, "url"))), None)
        self.out.person.homepage = first_url
        country = _text(_get(_list(_get(person, "addresses", "address"))[:1] or [{}], "country"))
        self.out.person.location = country
        for keyword in _list(_get(person, "keywords", "keyword")):
            label = _text(_get(keyword, "content")) if isinstance(keyword, dict) else _text(keyword)
            if label:
                self.out.topics.append(Topic(label=label, evidence=self.evidence(label)))
        activities = _get(self.data, "activities-summary") or {}
        for section in ("employments", "invited-positions", "memberships", "services"):
            for _, item in _summaries(_get(activities, section)):
                self.affiliation(item, section)
        for section in ("educations", "qualifications"):
            for _, item in _summaries(_get(activities, section)):
                self.education(item, section)
        for _, item in _summaries(_get(activities, "distinctions")):
            name_of = _text(_get(item, "role-title")) or _text(_get(item, "department-name"))
            if name_of:
                self.out.awards.append(
                    Award(
                        name=name_of,
                        org=_text(_get(item, "organization", "name")),
                        year=_year(_get(item, "start-date")),
                        evidence=self.evidence(name_of),
                    )
                )
        for _, item in _summaries(_get(activities, "fundings")):
            self.funding(item)
        for _, item in _summaries(_get(activities, "works")):
            self.work(item)
        return self.out

    def org(self, item: dict[str, Any]) -> tuple[str | None, str | None, str | None]:
        """Organisation name, its ROR id (bare) and its location, from an affiliation summary."""
        organization = _get(item, "organization") or {}
        name = _text(_get(organization, "name"))
        disamb = _get(organization, "disambiguated-organization") or {}
        ident = _text(_get(disamb, "disambiguated-organization-identifier"))
        source = (_text(_get(disamb, "disambiguation-source")) or "").upper()
        ror = None
        if ident and (source == "ROR" or "ror.org" in ident):
            found = _ROR.search(ident) or re.fullmatch(r"(0[a-z0-9]{6}\d{2})", ident)
            ror = found.group(1) if found else None
        address = _get(organization, "address") or {}
        place = ", ".join(p for p in (_text(_get(address, k)) for k in ("city", "region", "country")) if p)
        return name, ror, place or None

    def skipped(self, section: str, item: dict[str, Any]) -> None:
        where = _text(_get(item, "path")) or _text(_get(item, "put-code")) or "an entry"
        self.out.warnings.append(f"{section} {where}: no organisation name; entry skipped")

    def affiliation(self, item: dict[str, Any], section: str = "employments") -> None:
        name, ror, place = self.org(item)
        if not name:
            self.skipped(section, item)
            return
        role = _text(_get(item, "role-title"))
        self.out.affiliations.append(
            Affiliation(
                org_text=name,
                unit=_text(_get(item, "department-name")),
                role=role,
                start=_fuzzy_date(_get(item, "start-date")),
                end=_open_end(item),
                location=place,
                evidence=self.evidence(name, role),
                ror=ror,
            )
        )

    def education(self, item: dict[str, Any], section: str = "educations") -> None:
        name, ror, _ = self.org(item)
        if not name:
            self.skipped(section, item)
            return
        title = _text(_get(item, "role-title"))
        degree, field = split_degree(title) if title else (None, None)
        self.out.education.append(
            Education(
                institution_text=name,
                degree=degree or title,
                field=field or _text(_get(item, "department-name")),
                start=_fuzzy_date(_get(item, "start-date")),
                end=_open_end(item),
                evidence=self.evidence(name, title),
                ror=ror,
            )
        )

    def funding(self, item: dict[str, Any]) -> None:
        title = _text(_get(item, "title", "title"))
        if not title:
            return
        self.out.projects.append(
            Project(
                name=title,
                org=_text(_get(item, "organization", "name")),
                start=_fuzzy_date(_get(item, "start-date")),
                end=_fuzzy_date(_get(item, "end-date")),
                description=_text(_get(item, "type")),
                links=[u for u in [_text(_get(item, "url"))] if u],
                evidence=self.evidence(title),
            )
        )

    def work(self, item: dict[str, Any]) -> None:
        title = _text(_get(item, "title", "title"))
        if not title:
            return
        doi = next(
            (
                _text(_get(ext, "external-id-value"))
                for ext in _list(_get(item, "external-ids", "external-id"))
                if (_text(_get(ext, "external-id-type")) or "").lower() == "doi"
            ),
            None,
        )
        self.out.publications.append(
            Publication(
                title=title,
                venue=_text(_get(item, "journal-title")),
                year=_year(_get(item, "publication-date")),
                url=f"https://doi.org/{doi}" if doi else _text(_get(item, "url")),
                evidence=self.evidence(title),
            )
        )


def _fuzzy_date(value: Any) -> str | None:
    """ORCID's fuzzy date (``year``/``month``/``day``, each possibly null) at its stated precision.

    >>> _fuzzy_date({"year": {"value": "2019"}, "month": {"value": "7"}, "day": None})
    '2019-07'
    >>> _fuzzy_date({"year": None}) is None
    True
    """
    year = _text(_get(value, "year"))
    if not year or not re.fullmatch(r"\d{4}", year):
        return None
    month, day = _text(_get(value, "month")), _text(_get(value, "day"))
    if not month or not month.isdigit() or not 1 <= int(month) <= 12:
        return year
    if not day or not day.isdigit() or not 1 <= int(day) <= 31:
        return f"{year}-{int(month):02d}"
    return f"{year}-{int(month):02d}-{int(day):02d}"


def _open_end(item: dict[str, Any]) -> str | None:
    """An affiliation's end: its end date, or ``present`` when it has a start and no end (ORCID shows
    such entries as ongoing)."""
    end = _fuzzy_date(_get(item, "end-date"))
    if end is None and _fuzzy_date(_get(item, "start-date")) is not None:
        return "present"
    return end


def _year(value: Any) -> str | None:
    date = _fuzzy_date(value)
    return date[:4] if date else None


# -- OpenAlex --------------------------------------------------------------------------------------


class _OpenAlex:
    def __init__(self, doc: Document) -> None:
        self.data: dict[str, Any] = doc.data
        self.find = Locator(doc.lines)
        self.out = Profile(source=doc.source)

    def profile(self) -> Profile:
        self.out.person.name = _text(self.data.get("display_name"))
        self.out.person.orcid = orcid_of(self.data.get("orcid")) or orcid_of(_get(self.data, "ids", "orcid"))
        seen: set[str] = set()
        for affiliation in _list(self.data.get("affiliations")):
            institution = _get(affiliation, "institution") or {}
            years = sorted(
                str(y) for y in _list(_get(affiliation, "years")) if re.fullmatch(r"\d{4}", str(y))
            )
            self.affiliation(institution, years[0] if years else None, years[-1] if years else None)
            seen.add(str(_get(institution, "id")))
        for institution in _list(self.data.get("last_known_institutions")) + _list(
            self.data.get("last_known_institution")
        ):
            if isinstance(institution, dict) and str(institution.get("id")) not in seen:
                self.affiliation(institution, None, None)
                seen.add(str(institution.get("id")))
        topics = _list(self.data.get("topics")) or _list(self.data.get("x_concepts"))
        for topic in topics:
            label = _text(_get(topic, "display_name"))
            if label:
                self.out.topics.append(Topic(label=label, evidence=self.find(label)))
        return self.out

    def affiliation(self, institution: dict[str, Any], start: str | None, end: str | None) -> None:
        name = _text(institution.get("display_name"))
        if not name:
            return
        ror = _ROR.search(_text(institution.get("ror")) or "")
        self.out.affiliations.append(
            Affiliation(
                org_text=name,
                start=start,
                end=end,
                location=_text(institution.get("country_code")),
                evidence=self.find(name),
                ror=ror.group(1) if ror else None,
            )
        )


# -- LinkedIn export -------------------------------------------------------------------------------


def _linkedin(doc: Document) -> Profile:
    """The profile of a LinkedIn export whose CSV files ``doc.text`` holds under ``# File.csv`` lines."""
    out = Profile(source=doc.source)
    for name, rows in _csv_sections(doc.lines):
        for line_no, row in rows:
            evidence = Evidence(line=line_no, text=doc.lines[line_no - 1].strip())
            get = {k.strip().lower(): (v or "").strip() for k, v in row.items() if k}.get
            if name == "Profile.csv":
                full = " ".join(p for p in (get("first name"), get("last name")) if p)
                out.person.name = full or None
                out.person.location = get("geo location") or get("location") or None
                site = _first_website(get("websites") or "")
                out.person.homepage = site
            elif name == "Positions.csv" and get("company name"):
                out.affiliations.append(
                    Affiliation(
                        org_text=get("company name"),
                        role=get("title") or None,
                        start=_linkedin_date(get("started on")),
                        end=_linkedin_date(get("finished on")) or "present",
                        location=get("location") or None,
                        evidence=evidence,
                    )
                )
            elif name == "Education.csv" and get("school name"):
                # "Master of Science - MS, Computer Science": LinkedIn appends the abbreviation
                written = re.sub(r"\s+-\s+[A-Z][A-Za-z.]{1,8}(?=,|$)", "", get("degree name") or "")
                degree, field = split_degree(written)
                out.education.append(
                    Education(
                        institution_text=get("school name"),
                        degree=degree or written or None,
                        field=field,
                        start=_linkedin_date(get("start date")),
                        end=_linkedin_date(get("end date")),
                        evidence=evidence,
                    )
                )
            elif name == "Projects.csv" and get("title"):
                out.projects.append(
                    Project(
                        name=get("title") or "",
                        start=_linkedin_date(get("started on")),
                        end=_linkedin_date(get("finished on")),
                        description=get("description") or None,
                        links=[u for u in [get("url")] if u],
                        evidence=evidence,
                    )
                )
    return out


def _csv_sections(lines: list[str]) -> Iterator[tuple[str, list[tuple[int, dict[str, str]]]]]:
    """``(file name, [(line number, row)])`` for each ``# File.csv`` block of a LinkedIn document."""
    blocks: list[tuple[str, int]] = [
        (line[2:].strip(), i)
        for i, line in enumerate(lines)
        if line.startswith("# ") and line.endswith(".csv")
    ]
    for index, (name, header_at) in enumerate(blocks):
        stop = blocks[index + 1][1] if index + 1 < len(blocks) else len(lines)
        body = lines[header_at + 1 : stop]
        # LinkedIn puts a "Notes:" preamble above some tables; the header is the first line with commas
        # that names a column we know.
        skip = next((i for i, line in enumerate(body) if "," in line and _known_header(line)), 0)
        reader = csv.DictReader(io.StringIO("\n".join(body[skip:])))
        rows: list[tuple[int, dict[str, str]]] = []
        for row in reader:
            # reader.line_num counts physical lines read so far (quoted cells may span lines).
            rows.append((header_at + 1 + skip + reader.line_num, row))
        yield name, rows


def _known_header(line: str) -> bool:
    lowered = line.lower()
    return any(k in lowered for k in ("first name", "company name", "school name", "title"))


def _first_website(value: str) -> str | None:
    """LinkedIn writes websites as ``[PERSONAL:https://…,COMPANY:…]`` (or a bare URL)."""
    match = re.search(r"https?://[^\s,\]]+", value)
    return match.group(0) if match else None


_MONTHS = {
    m: i
    for i, m in enumerate(
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1
    )
}


def _linkedin_date(value: str | None) -> str | None:
    """LinkedIn's date cells: ``Jan 2020``, ``2020``, ``01/2020``, ``2020-01-15``.

    >>> _linkedin_date("Jan 2020"), _linkedin_date("2016"), _linkedin_date("03/2019"), _linkedin_date("")
    ('2020-01', '2016', '2019-03', None)
    """
    text = (value or "").strip()
    if not text:
        return None
    match = re.fullmatch(r"([A-Za-z]{3})[a-z]*\.? (\d{4})", text)
    if match and match.group(1).lower() in _MONTHS:
        return f"{match.group(2)}-{_MONTHS[match.group(1).lower()]:02d}"
    match = re.fullmatch(r"(\d{1,2})/(\d{4})", text)
    if match and 1 <= int(match.group(1)) <= 12:
        return f"{match.group(2)}-{int(match.group(1)):02d}"
    return parse_one(text)
