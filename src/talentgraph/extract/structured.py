"""Profiles from structured documents: JSON Resume, Hugo/Wowchemy author YAML, generic YAML/JSON CVs.

The parsed object (``Document.data``: a JSON/YAML file, or a Markdown page's front matter) is mapped
field by field; key synonyms live in ``data/structured_keys.yaml``. Every fact carries the line of the
document where its value is written. For Markdown the result covers the front matter only.

>>> from talentgraph.sources import parse_bytes
>>> raw = b'''{"basics": {"name": "Ada Lovelace"},
...  "work": [{"name": "ACME Labs", "position": "Engineer", "startDate": "2020-01"}],
...  "education": [{"institution": "Uni X", "studyType": "Ph.D., Mathematics", "endDate": "2019"}]}'''
>>> p = extract_structured(parse_bytes(raw, source="ada.json"))
>>> p.person.name, p.affiliations[0].org_text, p.affiliations[0].end, p.affiliations[0].evidence.line
('Ada Lovelace', 'ACME Labs', 'present', 2)
>>> p.education[0].degree, p.education[0].field, p.education[0].end
('Ph.D.', 'Mathematics', '2019')
>>> extract_structured(parse_bytes(b"title: About me\\npermalink: /\\n", source="x.yaml")) is None
True
"""

from __future__ import annotations

import datetime as _dt
import re
from collections.abc import Callable
from typing import Any

from ..gazetteers import normalize_name, normalize_symbol, org_gazetteer
from ..model import (
    Affiliation,
    Award,
    Document,
    Education,
    Evidence,
    Mention,
    Profile,
    Project,
    Publication,
    Technology,
    Topic,
)
from .context import merge_restated
from .fields import (
    degree_pieces,
    find_degree,
    has_role,
    is_location,
    looks_like_org,
    role_words,
    service_role,
    split_location,
    strip_honorifics,
    unit_first,
)
from .named_projects import coined_name, prose_projects
from .names import as_name, summary_name
from .people import people
from .post_fields import PUPIL_ROLE, doctoral_role
from .publications import publications
from .sections import spelled_heading, split_lines
from .structured_keys import (
    Entry,
    Keys,
    Locator,
    interval_warning,
    joined_links,
    load_keys,
    norm_key,
    paragraphs,
    parse_interval,
    parse_one,
    slashed_orgs,
    split_degree,
    text_of,
)
from .topics import is_pastime, names_field, topics

__all__ = ["extract_structured", "split_degree"]


#: a front matter line whose value is prose: a key, then at least eight words
#: (possessive: the blanks and dashes before the value are read once, not rescanned for every split)
_FRONT_PROSE = re.compile(r"\s*+(?:-\s+)?[\w-]+\s*+[:=][ \t]*+['\"|>]?[-\s]*+(?:\S+\s+){7,}\S")


def extract_structured(doc: Document) -> Profile | None:
    """Map ``doc.data`` to a :class:`Profile`; ``None`` when it holds no recognised profile structure."""
    data = _degree_records(titled_sections(landing_blocks(widget_items(doc.data))))
    records = data is not doc.data and isinstance(doc.data, list)
    if not isinstance(data, dict):
        return None
    keys = load_keys()
    pairs = list(_flatten(data, keys))
    mapper = _Mapper(doc, keys)
    profile = mapper.profile
    mapper.person(pairs)
    for key, value in pairs:
        section = section_of(key, keys)
        if (
            section is None
            and posts_list(value, keys)
            and not keys.activity_words & set(norm_key(key).split("_"))
        ):
            section = "affiliations"  # a list under a key of the site's own ("research", "lab")
        if section is not None:
            mapper.section(section, key, value)
    mapper.organizations(pairs)
    mapper.free_text()
    mapper.front_prose_people()
    if records:  # the records' other keys ("committee: advisor: X") are read as text, as before
        known = {normalize_name(m.name) for m in profile.people}
        profile.people += [
            m for m in people(split_lines(list(doc.lines))) if normalize_name(m.name) not in known
        ]
    merge_restated(mapper.post_studies, profile)
    profile.education = _distinct_studies(profile.education)
    if profile == Profile(source=doc.source):
        return None
    return profile


_DEGREE_KEYS = frozenset({"degree", "study_type", "qualification", "diploma"})


def _degree_records(data: Any) -> Any:
    """A file that is a bare list of records naming degrees (a site's ``_data/cv.yml`` of
    ``- degree: Ph.D.`` / ``university: …``) read as an education section, and one whose records
    are mostly dated posts (``{"from": …, "what": …, "at": …}``) as an experience section; anything
    else as it is.

    >>> _degree_records([{"degree": "Ph.D.", "university": "Kestrel University"}, {"talk": "X"}])
    {'education': [{'degree': 'Ph.D.', 'university': 'Kestrel University'}]}
    >>> _degree_records([{"from": 2019, "what": "Lecturer", "at": "Kestrel University"}])
    {'experience': [{'from': 2019, 'what': 'Lecturer', 'at': 'Kestrel University'}]}
    >>> _degree_records([{"talk": "X"}])
    [{'talk': 'X'}]
    """
    if not isinstance(data, list):
        return data
    studies = [r for r in data if isinstance(r, dict) and _DEGREE_KEYS & {norm_key(k) for k in r}]
    if studies:
        return {"education": studies}
    fields = load_keys().fields
    dated = {*fields["start"], *fields["end"], *fields["period"]}
    named = {*fields["role"], *fields["org"]}
    posts = [
        r for r in data if isinstance(r, dict) and dated & (keys := {norm_key(k) for k in r}) and named & keys
    ]
    return {"experience": posts} if posts and len(posts) * 2 > len(data) else data


def _distinct_studies(education: list[Education]) -> list[Education]:
    """Studies without repeats of one degree at one institution (a post "PhD in X" and an education
    entry say it twice; two fields make two degrees); the entry with more detail is kept."""
    out: list[Education] = []
    for e in education:
        key = (" ".join((e.institution_text or "").casefold().split()), e.degree)
        same = next(
            (
                i
                for i, k in enumerate(out)
                if (" ".join((k.institution_text or "").casefold().split()), k.degree) == key
                and (not k.field or not e.field or k.field.casefold() == e.field.casefold())
            ),
            None,
        )
        if same is None:
            out.append(e)
        elif (e.field, e.start, e.end).count(None) < (out[same].field, out[same].start, out[same].end).count(
            None
        ):
            out[same] = e
    return out


#: a post's title naming whom the owner assisted ("RA for Ada Roe"): read for people as prose is
_ASSISTING_NAMED = re.compile(r"\b(?i:research\s+assistant|RA)\s+(?i:for|to)\s+(?:Dr\.?\s+|Prof\.?\s+)?[A-Z]")

#: a study's field holding its thesis and who supervised it, JSON Resume's "area"
_SUPERVISED_BY = re.compile(r"\b(?:supervised|advised|co-advised)\s+by\b", re.I)

#: the relation to the owner of the people a section lists, by its key's last word
_RELATIONS = {
    "references": "reference",
    **dict.fromkeys(("mentorship", "mentoring", "mentored"), "mentee"),
    **dict.fromkeys(("students", "supervised", "supervision", "advising", "advisees"), "student"),
    "interns": "mentee",
}
_POST_ROLES = frozenset({"position", "role", "job_title", "job", "designation"})  # not "title": a paper's


def posts_list(value: Any, keys: Keys) -> bool:
    """A list of records that are posts whatever its key: each names a position, an organisation
    and a date.

    >>> keys = load_keys()
    >>> posts_list([{"name": "Fen Lab", "position": "Research Assistant", "startDate": "2019"}], keys)
    True
    >>> posts_list([{"title": "On Fens", "publisher": "Marsh Press", "date": "2019"}], keys)
    False
    """
    if not isinstance(value, list) or not value:
        return False
    dates = {*keys.fields["start"], *keys.fields["end"], *keys.fields["period"]}

    def post(item: Any) -> bool:
        names = {norm_key(k) for k in item} if isinstance(item, dict) else set()
        return bool(names & _POST_ROLES and names & set(keys.fields["org"]) - _POST_ROLES and names & dates)

    return all(post(item) for item in value)


def section_of(key: str, keys: Keys) -> str | None:
    """The section a key names: a synonym, or a multi-word key ending in one ("Professional
    Positions", "Selected Awards").

    >>> keys = load_keys()
    >>> section_of("Professional Positions", keys), section_of("work", keys), section_of("Other Interests", keys)
    ('affiliations', 'affiliations', None)
    >>> section_of("Profesional Appoinments", keys), section_of("Other Intrests", keys)  # a letter off
    ('affiliations', None)
    """
    name = norm_key(key)
    for form in dict.fromkeys((name, spelled_heading(name.replace("_", " ")).replace(" ", "_"))):
        if form in keys.pastime_sections:
            return None
        if form in keys.section_of:
            return keys.section_of[form]
        words = form.split("_")
        if 1 < len(words) <= 4 and words[-1] in keys.section_of:
            return keys.section_of[words[-1]]
    return None


def widget_items(data: Any) -> Any:
    """A Hugo widget page's ``[[item]]`` list (the accomplishments widget, reused for any list) under
    the section its title names; a title naming no section leaves the page as it is.

    >>> widget_items({"widget": "accomplishments", "title": "Education", "item": [{"title": "B.A."}]})
    {'widget': 'accomplishments', 'title': 'Education', 'Education': [{'title': 'B.A.'}]}
    """
    if not isinstance(data, dict) or "widget" not in data or not isinstance(data.get("title"), str):
        return data
    items = data.get("item", data.get("items"))
    title = data["title"]
    if not isinstance(items, list) or title in data or section_of(title, load_keys()) is None:
        return data
    out = {key: value for key, value in data.items() if key not in {"item", "items"}}
    out[title] = items
    return out


def landing_blocks(data: Any) -> Any:
    """A Hugo Blox landing page's blocks (``sections: [{block: resume-experience, content: {items:
    […]}}]``) as sections: each block's items under its title, or under its block name's last word.

    >>> landing_blocks({"title": "CV", "sections": [{"block": "resume-experience",
    ...                 "content": {"title": "My path", "items": [{"company": "ACME"}]}}]})
    {'title': 'CV', 'experience': [{'company': 'ACME'}]}
    """
    blocks = data.get("sections") if isinstance(data, dict) else None
    if not isinstance(blocks, list) or not any(isinstance(b, dict) and "block" in b for b in blocks):
        return data
    out = {key: value for key, value in data.items() if key != "sections"}
    keys = load_keys()
    for block in blocks:
        content = block.get("content") if isinstance(block, dict) else None
        items = content.get("items") if isinstance(content, dict) else None
        if not isinstance(items, list):
            continue
        title = content.get("title") if isinstance(content, dict) else None
        named = str(block.get("block", "")).split("-")[-1]
        out.setdefault(str(title) if isinstance(title, str) and section_of(title, keys) else named, items)
    return out


def titled_sections(data: Any) -> Any:
    """A CV written as a list of titled sections (al-folio's ``_data/cv.yml``) as one mapping.

    A ``type: map`` section's ``name``/``value`` pairs become keys; a dated group of ``items`` becomes
    one entry per item.

    >>> titled_sections([{"title": "General Information", "type": "map",
    ...                   "contents": [{"name": "Full Name", "value": "Ada Roe"}]},
    ...                  {"title": "Awards", "contents": [{"year": 2020, "items": ["X Prize"]}]}])
    {'Full Name': 'Ada Roe', 'Awards': [{'title': 'X Prize', 'year': 2020}]}
    >>> titled_sections([{"title": "Student Advising", "type": "map",
    ...                   "contents": [{"name": "Interns", "value": "Bo Lind, Cy Dunn"}]}])
    {'Student Advising': {'Interns': 'Bo Lind, Cy Dunn'}}

    The first section's card may open with the owner's name as a bare entry, without a value:
    ``[{"name": "Ada Roe, PhD", "value": None}, {"name": "Assistant Professor"}]`` gives
    ``{"Full Name": "Ada Roe", …}``.
    """
    if not (isinstance(data, list) and data and all(isinstance(s, dict) and "contents" in s for s in data)):
        return data
    out: dict[str, Any] = {}
    for section in data:
        contents = section.get("contents")
        if not isinstance(contents, list):
            if section.get("title") is not None:
                out[str(section["title"])] = contents
            continue
        if str(section.get("type", "")).lower() == "map":
            pairs = {
                str(pair["name"]): pair.get("value")
                for pair in contents
                if isinstance(pair, dict) and pair.get("name") is not None
            }
            if not out and (owner := _card_owner(contents)):
                pairs.setdefault("Full Name", owner)
            if section_of(str(section.get("title", "")), load_keys()) == "people":
                out[str(section["title"])] = pairs  # "Advising": {Interns: "A, B"}: groups of people
            else:
                out.update(pairs)
            continue
        entries: list[Any] = []
        for entry in contents:
            items = entry.get("items") if isinstance(entry, dict) and "title" not in entry else None
            if isinstance(items, list):
                rest = {k: v for k, v in entry.items() if k != "items"}
                entries += [{"title": item, **rest} for item in items if isinstance(item, str)]
            else:
                entries.append(entry)
        out[str(section.get("title", ""))] = entries
    return out


def _card_owner(contents: list[Any]) -> str | None:
    """The name a CV's first card opens with as a bare entry ("name: Ada Roe, PhD" with no value).

    >>> _card_owner([{"name": "Ada Roe, PhD", "value": None}]), _card_owner([{"name": "Full Name", "value": "Ada Roe"}])
    ('Ada Roe', None)
    """
    first = contents[0] if contents else None
    if (
        not isinstance(first, dict)
        or first.get("value") not in (None, "")
        or not isinstance(first.get("name"), str)
    ):
        return None
    from .people import looks_like_person

    name = as_name(first["name"])
    return name if name and looks_like_person(name) else None


def _flatten(obj: dict[Any, Any], keys: Keys) -> list[tuple[str, Any]]:
    """Top-level ``(key, value)`` pairs, with wrapper objects (``cv:``, ``sections:``) opened."""
    pairs: list[tuple[str, Any]] = []
    for key, value in obj.items():
        if norm_key(key) in keys.wrappers and isinstance(value, dict):
            pairs.extend(_flatten(value, keys))
        else:
            pairs.append((str(key), value))
    return pairs


def _mostly_pastimes(labels: list[str]) -> bool:
    """More than half of a list's items name pastimes ("Hiking", "Chess", "Jazz piano").

    >>> _mostly_pastimes(["Hiking", "Chess", "Ecology"]), _mostly_pastimes(["Ecology", "Chess"])
    (True, False)
    """
    return bool(labels) and 2 * sum(map(is_pastime, labels)) > len(labels)


def _items(value: Any) -> list[Any]:
    """A section's entries: a list as is, a mapping of lists flattened, a scalar as one entry."""
    if value is None:
        return []
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        inner = [v for v in value.values() if isinstance(v, list)]
        if inner and all(isinstance(v, list | dict) or v is None for v in value.values()):
            return [item for part in inner for item in part]
        return [value]
    return [value]


_STUDENT = re.compile(r"(?i)\b(?:student|candidate|undergraduate|doctoral researcher)\b")
#: a doctoral role alone: not a stay ("PhD Researcher (guest)", "Visiting PhD student") and not joined
#: to a job ("Postdoc/Ph.D. Candidate", "PhD Fellow & Teaching Assistant")
_DOCTORAL_ONLY = re.compile(r"(?i)(?!.*\b(?:visiting|guest|exchange)\b)[^()/&+,;]+")
# a pronoun set ("she/her", "they/them", "he/they"), which profile templates show where an org goes
_PRONOUNS = re.compile(
    r"(?i)(?:she|he|they|ze|xe)(?:\s*/\s*(?:her|hers|him|his|they|them|theirs|she|he|zir|xem))+"
)
_ADDRESS = re.compile(r"\S@\S|^\s*(?:https?://|www\.)")
# Hugo's "user_groups: [Alumni]": the page of a former member, whose organisations are no longer held
_FORMER_GROUP = re.compile(r"(?i)\b(?:alumn\w*|former|past|previous)\b")
_CURRENTLY = re.compile(r"(?i)\bcurrent(?:ly)?\b")
_NAME_AND_ORG = re.compile(r"^(.{2,80}?)\s*\(([A-Z][A-Z&.-]{1,9})\)$")  # "InSight (NASA)"
_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


def slug_list(value: Any) -> bool:
    """A list of page slugs that refers to pages by their ids (a Hugo member page's ``projects:
    [rechargeable-batteries, thermocatalysis]``), not names: every item a lower-case word, at least one
    hyphenated.

    >>> slug_list(["tide-gauges", "kelp"]), slug_list(["kelp"]), slug_list(["TideKit", "tide-gauges"])
    (True, False, False)
    """
    items = value if isinstance(value, list) else []
    return (
        bool(items)
        and all(isinstance(x, str) and _SLUG.match(x) for x in items)
        and any("-" in x for x in items)
    )


def _service_seat(role: str) -> bool:
    """A data record's role is a seat of service: a service word (``service_roles``) that the role's
    last word does not outrank as a post's own title; a body named in a fellowship or a post
    ("Kestrel Society Research Fellow", "Club Manager") leaves it a post.

    >>> [_service_seat(r) for r in ("Reviewer", "Program Committee Member", "Member of the Program Committee")]
    [True, True, True]
    >>> [_service_seat(r) for r in ("Kestrel Society Research Fellow", "Board Certified Physician", "Engineer")]
    [False, False, False]
    """
    if not service_role(role):
        return False
    head = re.findall(r"[\w-]+", role)[-1].lower()
    seats = role_words("service_seats") | role_words("service_roles") | {"chair", "co-chair"}
    return head not in role_words("role_words") or head in seats


class _Mapper:
    def __init__(self, doc: Document, keys: Keys) -> None:
        self.keys = keys
        self.profile = Profile(source=doc.source)
        self.find = Locator(doc.lines)
        self._seen_topics: set[str] = set()
        self._seen_tech: set[str] = set()
        self._free_lines: set[int] = set()
        #: description line -> the organisation of the entry it belongs to (a mentor's organisation)
        self._free_line_orgs: dict[int, str] = {}
        #: description line -> the kind of section its entry belongs to ("experience" for a post's)
        self._free_line_kinds: dict[int, str] = {}
        #: the studies doctoral posts state ("PhD student" at X), kept unless a listed study restates them
        self.post_studies = Profile(source=doc.source)
        self.doc = doc

    # -- person ---------------------------------------------------------------------------------
    def person(self, pairs: list[tuple[str, Any]]) -> None:
        keys, person = self.keys, self.profile.person
        top = Entry(dict(pairs), keys.person)
        merged = Entry({}, keys.person)
        for key, value in pairs:
            if norm_key(key) in keys.person_containers and isinstance(value, dict):
                merged = Entry(value, keys.person)
                break
        else:
            # an unnamed container ({who: {full_name: …}}): the first top-level mapping holding a name
            for key, value in pairs:
                if isinstance(value, dict) and norm_key(key) not in keys.section_of:
                    inner = Entry(value, keys.person)
                    found = inner.text("name")
                    if found and self._looks_like_name(found):
                        merged = inner
                        break
        sources = [merged, top]
        person.name = next((n for e in sources if (n := self._name_of(e, top)) is not None), None)
        summaries = [
            e.norm.get(k, ("", None))[1] for e in sources for k in ("summary", "bio", "about", "intro")
        ]
        # a summary that introduces its owner ("Hello, I am Ada, a physicist …") when no key names them
        person.name = person.name or next(
            (n for v in summaries if isinstance(v, str) and (n := summary_name(v))), None
        )
        for entry in sources:
            for raw in _as_list(entry.get("email")):
                email = text_of(raw)
                if email and "@" in email and email not in person.emails:
                    person.emails.append(email.removeprefix("mailto:"))
            for link in _as_list(entry.get("social")):
                href = (
                    text_of(link.get("link") or link.get("url")) if isinstance(link, dict) else text_of(link)
                )
                if href and href.startswith("mailto:") and href[7:] not in person.emails:
                    person.emails.append(href[7:])
            homepage = entry.text("homepage")
            if (
                person.homepage is None
                and homepage
                and re.match(r"(?i)(https?://|www\.|[\w-]+\.[a-z]{2,})", homepage)
            ):
                person.homepage = homepage
            if person.location is None:
                person.location = _location(entry.get("location"))
        for entry in sources:  # the owner's summary states research topics ("focusing on A and B")
            for key in ("summary", "bio", "about", "biography", "description", "intro", "introduction"):
                value = entry.norm.get(key, ("", None))[1]
                # a Hugo author's one-line bio ("My research interests include A and B") is short
                if isinstance(value, str) and len(value.split()) > 3:
                    self._note_free_text(text_of(value), 0, raw=value.splitlines())

    def _name_of(self, entry: Entry, top: Entry) -> str | None:
        """A stated name: ``name``, else a page title that reads as a name, else first + last name."""
        name = entry.text("name")
        if name and self._looks_like_name(name, strict=False):
            return name
        title = entry.text("title")
        if (
            title
            and self._looks_like_name(title)
            and (self._is_profile(top) or self._named_again(title))
            and as_name(title) is not None  # a Hugo experience page's "Software Engineer", "Courses Taught"
            and find_degree(title.split()[0]) is None  # a page of one study: "PhD Geology"
        ):
            return title
        # Quarto's ``pagetitle`` (the browser's title) under a heading title ("A bit about me"): a
        # person's name there names the page's owner, as a site's title does
        title = entry.text("page_title")
        if (
            title
            and self._looks_like_name(title)
            and not set(normalize_name(title).split()) & self.keys.topic_words
        ):
            return title
        first, last = entry.text("first_name"), entry.text("last_name")
        if first and last:
            return f"{first} {last}"
        parts = entry.get("name")
        if isinstance(parts, dict):  # Hugo Blox's author schema: name: {display: …, given: …, family: …}
            named = Entry(
                parts,
                {
                    "name": ("display", "full", "full_name"),
                    "first_name": ("given", "first", *self.keys.person["first_name"]),
                    "last_name": ("family", "last", *self.keys.person["last_name"]),
                },
            )
            shown = named.text("name")
            first, last = named.text("first_name"), named.text("last_name")
            name = shown or (f"{first} {last}" if first and last else None)
            return name if name and self._looks_like_name(name, strict=False) else None
        return None

    def _named_again(self, title: str) -> bool:
        """A page title reads as its owner's name when the page repeats a word of it ("Hi, I'm Ivan")."""
        if set(normalize_name(title).split()) & self.keys.topic_words:
            return False  # "Graph Neural Networks" is a subject, not a person
        words = [w for w in title.split() if len(w) > 2]
        text = self.doc.text
        return bool(words) and any(len(re.findall(rf"\b{re.escape(w)}\b", text)) >= 2 for w in words)

    def _is_profile(self, entry: Entry) -> bool:
        return any(k in self.keys.profile_markers for k in entry.norm)

    def _looks_like_name(self, text: str, strict: bool = True) -> bool:
        words = text.split()
        if not 1 < len(words) <= 5 or len(text) > 60 or re.search(r"[\d@/:|!?]", text):
            return False
        if any(normalize_name(w) in self.keys.not_names for w in words):
            return False
        if not strict:
            return True
        particles = {"de", "da", "van", "von", "der", "del", "la", "le", "di", "bin", "al"}
        return all(w[:1].isupper() or w.lower() in particles for w in words)

    # -- sections -------------------------------------------------------------------------------
    def section(self, section: str, key: str, value: Any) -> None:
        start = self.find.key_line(key)
        handler: Callable[[Any, str, int], None] = getattr(self, f"_section_{section}")
        handler(value, norm_key(key), start)

    def _section_affiliations(self, value: Any, key: str, start: int) -> None:
        # A CV may list one post under two sections ("Work Experience" and "Research Experience")
        # with the same organisation, role and dates: read it once. A set, not a scan of the posts
        # read so far, keeps a data file of thousands of posts linear.
        listed = {_post_key(a) for a in self.profile.affiliations}
        for item in _items(value):
            if isinstance(item, dict):
                for one in self._per_linked_org(item):
                    aff = self._affiliation(Entry(one, self.keys.fields), start)
                    if aff is not None and _post_key(aff) not in listed:
                        listed.add(_post_key(aff))
                        self.profile.affiliations.append(aff)
                        start = aff.evidence.line if aff.evidence else start

    def _per_linked_org(self, item: dict[Any, Any]) -> list[dict[Any, Any]]:
        """The entry once per organisation when its organisation value is links joined by "&"
        ("<a>Vision Lab</a> & <a>Heron Labs</a>": one role held at both) or names joined by " / ",
        else the entry itself."""
        key = Entry(item, self.keys.fields).key_of("org")
        orgs = (joined_links(item.get(key)) or slashed_orgs(item.get(key))) if key is not None else []
        return [{**item, key: org} for org in orgs] if key is not None and orgs else [item]

    def _add_study(
        self,
        org: str | None,
        degree: tuple[str | None, str | None],
        begin: str | None,
        end: str | None,
        evidence: Evidence | None,
    ) -> None:
        """A study of ``degree`` (degree, field) at ``org``; a current one ("present") has no end yet."""
        self.profile.education.append(
            Education(
                institution_text=org,
                degree=degree[0],
                field=degree[1],
                start=begin,
                end=None if end == "present" else end,
                evidence=evidence,
            )
        )

    def _affiliation(self, e: Entry, start: int) -> Affiliation | None:
        org, role = e.text("org"), e.text("role")
        if not org and not role:
            return None
        if role and PUPIL_ROLE.match(role):
            return None  # "MS Student", "Exchange student": a study, no post (as in text entries)
        if role and _service_seat(role) and "editor" not in role.lower():
            # "Reviewer" or "Organizer" for a journal or a workshop is service, no post (GUIDE); an
            # editor may be a magazine's staff (a journal's is left out with the text posts)
            return None
        place = _location(e.get("location"))
        if org and not role and place and _reads_as(org, place, find_role=True):
            org, role, place = (
                re.sub(r"^the\s+", "", place),
                org,
                None,
            )  # "name: Developer, location: Kestrel Labs"
        begin, end = self._interval(e, single="both")
        if begin is not None and end is None and e.is_empty("end"):
            end = "present"  # a post with a start and no end is current (JSON Resume, Hugo)
        if _truthy(e.get("current")):
            end = "present"
        label = org or role or ""
        written = _written(e, "description")
        self._note_free_text(e.joined("description"), start, org, written, "experience")
        if role and _ASSISTING_NAMED.search(role):
            self._note_free_text(role, start, org, kind="experience")  # title "RA for Ada Roe"
        self._entry_people(e, start)
        unit = e.text("unit")
        if not org and unit:
            named, part = unit_first(unit)  # "department: Department of X, Kestrel University", no org key
            org, unit = (named, part) if part else (org, unit)
        parts = paragraphs(e.get("org"))
        if org and unit is None and len(parts) > 1:
            org, unit = parts[-1], ", ".join(parts[:-1])  # "*Vision Group*\n\nKestrel University"
        if org and place is None and "," in org:
            named, where = split_location(org)  # "place: Fermi Laboratory, Illinois, USA"
            org, place = (named, where) if named and where else (org, None)
        if org and unit is None:
            org, unit = unit_first(org)  # "Lunar Laboratory, University of X, City"
        aff = Affiliation(
            org_text=org,
            unit=unit,
            role=role,
            start=begin,
            end=end,
            location=place,
            evidence=self.find(label, start),
        )
        self._check(f"position {label!r}", begin, end)
        for title in _labelled_projects(written):
            if not self._lists_project(title):
                self.profile.projects.append(
                    Project(name=title, org=org, start=begin, end=end, evidence=self.find(title, start))
                )
        for title, funder in _granted_projects(written):
            if not self._lists_project(title):
                self.profile.projects.append(
                    Project(name=title, org=funder, evidence=self.find(title, start))
                )
        # a widget entry titled by its degree ("PhD in Robotics" at a university) is a study, not a
        # post (GUIDE); a post named with a degree ("PhD Researcher", "Master Student Intern") is a
        # job, its studies stated elsewhere if at all
        studies = bool(role and org and find_degree(role) and not has_role(role))
        degree = split_degree(role) if role and studies else None
        if degree and degree[0]:
            self._add_study(org, degree, begin, end, aff.evidence)
            return None
        doctorate = (
            find_degree(role)
            if role and org and _DOCTORAL_ONLY.fullmatch(role) and doctoral_role(role)
            else None
        )
        if doctorate is not None:
            # GUIDE: a doctoral student's role under Experience is a post and a study at its organisation
            self.post_studies.education.append(
                Education(
                    institution_text=org,
                    degree=doctorate[0],
                    start=begin,
                    end=None if end == "present" else end,
                    evidence=aff.evidence,
                )
            )
        # a role with no organisation stated ("title: Subgroup Convener, year: 2019") is no post (GUIDE)
        return aff if org else None

    def _named_people(self, value: Any, relation: str, start: int) -> None:
        """The people an entry's own field names (``advisor: A & B``, a committee ``{advisor: A,
        members: [B, C]}``), bracketed notes dropped."""
        for part in value.values() if isinstance(value, dict) else [value]:
            self._section_people(
                [{"name": n, "relation": relation} for n in _names_in(part)], "advisors", start
            )

    def _section_education(self, value: Any, key: str, start: int) -> None:
        for item in _items(value):
            if not isinstance(item, dict):
                continue
            e = Entry(item, self.keys.fields)
            institution, raw_degree, field = e.text("institution"), e.text("degree"), e.text("field")
            if not institution and not raw_degree:
                continue
            place = _location(e.get("location"))
            if institution and not raw_degree and place and _reads_as(institution, place, find_role=False):
                institution, raw_degree = (
                    re.sub(r"^the\s+", "", place),
                    institution,
                )  # "name: Ph.D. in X, location: Kestrel U."
            if not raw_degree and field and find_degree(field):
                raw_degree, field = field, None  # Hugo Blox's "area: PhD in Robotics"
            studies = _degrees(raw_degree) if raw_degree else [(None, None)]
            begin, end = self._interval(e, single="end")
            self._note_free_text(e.joined("description"), start, institution, _written(e, "description"))
            if field and _SUPERVISED_BY.search(field):
                self._note_free_text(
                    field, start, institution, _written(e, "field")
                )  # area: "Thesis: '…' supervised by A and B"
            for field_key, advisors in item.items():  # Hugo's education.courses: advisor = "A B"
                if section_of(str(field_key), self.keys) == "awards" and isinstance(advisors, list):
                    self._section_awards(advisors, str(field_key), start)  # a degree's honours
                if section_of(str(field_key), self.keys) == "people":
                    self._named_people(advisors, "advisor", start)
            label = institution or raw_degree or ""
            evidence = self.find(label, start)
            schools: list[str | None] = [*_awarding(e.get("institution"), e.get("description"))]
            self.profile.education += [
                Education(
                    institution_text=school,
                    degree=degree,
                    field=field or split_field,
                    start=begin,
                    end=end,
                    evidence=(self.find(school, start) if school else None) or evidence,
                )
                for school in schools or [institution]
                for degree, split_field in studies
            ]
            self._check(f"education {label!r}", begin, end)
            start = evidence.line if evidence else start

    def _section_projects(self, value: Any, key: str, start: int) -> None:
        if slug_list(value):
            return
        for item in _items(value):
            e = Entry(item if isinstance(item, dict) else {"name": item}, self.keys.fields)
            name = e.text("project_name")
            if not name:
                continue
            begin, end = self._interval(e, single="both")
            links = [t for raw in _as_list(e.get("url")) if (t := text_of(raw))]
            evidence = self.find(name, start)
            org = e.text("project_org")
            if not org and (m := _NAME_AND_ORG.match(name)):
                name, org = m.group(1), m.group(2)  # "InSight (NASA)": a mission and its agency
            self.profile.projects.append(
                Project(
                    name=name,
                    org=org,
                    start=begin,
                    end=end,
                    description=self._note_free_text(
                        e.joined("description"), start, e.text("project_org"), _written(e, "description")
                    ),
                    links=links,
                    evidence=evidence,
                )
            )
            self._check(f"project {name!r}", begin, end)
            self._skills(e.get("keywords"), None, start)
            start = evidence.line if evidence else start

    def _section_publications(self, value: Any, key: str, start: int) -> None:
        for item in _items(value):
            e = Entry(item if isinstance(item, dict) else {"title": item}, self.keys.fields)
            title, venue = e.text("pub_title"), e.text("venue")
            if not title and not venue:
                continue
            evidence = self.find(title or venue or "", start)
            self.profile.publications.append(
                Publication(
                    title=title,
                    venue=venue,
                    year=self._year(e.get("pub_year")),
                    url=e.text("url"),
                    evidence=evidence,
                )
            )
            start = evidence.line if evidence else start

    def _section_awards(self, value: Any, key: str, start: int) -> None:
        for item in _items(value):
            e = Entry(item if isinstance(item, dict) else {"title": item}, self.keys.fields)
            name = e.text("award_name")
            if not name:
                continue
            evidence = self.find(name, start)
            year = self._year(e.get("award_year"))
            self.profile.awards.append(
                Award(name=name, org=e.text("award_org"), year=year, evidence=evidence)
            )
            if project := _investigated_project(name, e.text("description")):
                title, funder = project
                self.profile.projects.append(
                    Project(name=title, org=funder, start=year, evidence=self.find(title, start))
                )
            start = evidence.line if evidence else start

    def _entry_people(self, e: Entry, start: int) -> None:
        """People a post names under a people key, related as the key says ({title: Postdoc,
        supervisor: "Prof. Dr. Ada Roe & Dr. Bo Lind"}: two supervisors)."""
        for key, (_, value) in e.norm.items():
            if section_of(key, self.keys) != "people" or key.endswith(("references", "collaborators")):
                continue
            word = key.split("_")[-1].rstrip("s")  # "thesis_supervisor", "advisors", "committee_members"
            relation = "advisor" if word in {"committee", "member"} else word
            names = [strip_honorifics(n)[0] for n in _names_in(value)]
            self._section_people([{"name": n, "relation": relation} for n in names if n], key, start)

    def _section_people(self, value: Any, key: str, start: int) -> None:
        default = _RELATIONS.get(key.split("_")[-1], key.rstrip("s"))
        if _named_groups(value, self.keys):  # {Interns: "2024 – Bo Lind, Cy Dunn", "PhD students": [...]}
            for group, names in value.items():
                relation = _RELATIONS.get(norm_key(str(group)).split("_")[-1], default)
                # "2022 – Bo Lind, Cy Dunn. 2021 – Di Ek": years lead the names; a full stop after a
                # word (not an initial's) ends a year's names
                parts = [
                    p for t in _as_list(names) if isinstance(t, str) for p in re.split(r"(?<=[a-z])\.\s+", t)
                ]
                listed = [re.sub(r"^[\d\s–—/:-]+", "", n).strip(" .;") for n in _names_in(parts)]
                named = {normalize_name(m.name) for m in self.profile.people}  # one person, two groups
                listed = [n for n in listed if n and normalize_name(n) not in named]
                self._section_people([{"name": n, "relation": relation} for n in listed], key, start)
            return
        for item in _items(value):
            e = Entry(item if isinstance(item, dict) else {"name": item}, self.keys.fields)
            name = re.sub(r"^(?:(?:Prof(?:essor)?|Dr|Mr|Mrs|Ms)\.?\s+)+", "", e.text("person_name") or "")
            relation = (e.text("relation") or default).lower()
            known = {(normalize_name(m.name), m.relation) for m in self.profile.people}
            if (
                name
                and self._looks_like_name(name, strict=False)
                and (normalize_name(name), relation) not in known
            ):
                evidence = self.find(name, start)  # one advisor of two degrees is one person
                self.profile.people.append(Mention(name=name, relation=relation, evidence=evidence))

    def _section_topics(self, value: Any, key: str, start: int) -> None:
        items = _items(value)
        if _mostly_pastimes([text_of(i) or "" for i in items if not isinstance(i, dict)]):
            items = [i for i in items if isinstance(i, dict)]  # ["Hiking", "Chess", "Baking"]: hobbies
        for item in items:
            if isinstance(item, dict):
                e = Entry(item, self.keys.fields)
                if set(normalize_name(e.text("project_name") or "").split()) & self.keys.skip_groups:
                    continue  # JSON Resume interests {"name": "Sports", "keywords": [...]}: hobbies
                members = _as_list(e.get("items"))
                title = e.text("project_name") or ""
                labels = [text_of(m) or "" for m in members]
                if (
                    is_pastime(title)
                    or _mostly_pastimes(labels)
                    or (norm_key(key) == "interests" and not self._field_group(title, labels))
                ):
                    continue  # {"name": "Music", "keywords": ["Piano", "Jazz"]}: a pastime, not research
                # a sentence over the items is no topic, nor a JSON Resume interest's name over its
                # keywords ({"name": "Physics", "keywords": ["Optics", …]}: the category of its topics)
                if not members or (
                    len(title.split()) <= 8 and norm_key(e.key_of("items") or "") != "keywords"
                ):
                    self._topic(title, start)
                for sub in members:
                    self._topic(text_of(sub), start)
            elif not is_pastime(text_of(item) or ""):  # ["Robotics", "Cricket and Tennis"]: the sports
                self._topic(text_of(item), start)

    def _field_group(self, title: str, labels: list[str]) -> bool:
        """A named group of interests is research when its name or half of its items name a field (the
        topic scheme knows it, or it has a field's word: "… geomorphology"); "Sport" over "Derby days" is not.
        """

        def field(label: str) -> bool:
            return names_field(label) or bool(set(normalize_name(label).split()) & self.keys.topic_words)

        return not labels or field(title) or 2 * sum(map(field, labels)) >= len(labels)

    def _section_skills(self, value: Any, key: str, start: int) -> None:
        group_is_tech = key in {"technologies", "tools", "programming", "programming_languages", "tech_stack"}
        for item in _items(value):
            if isinstance(item, dict):
                e = Entry(item, self.keys.fields)
                group, members = e.text("project_name"), _as_list(e.get("items"))
                if not group and not members and isinstance(item.get("details"), str):  # RenderCV's one-liner
                    group, members = text_of(item.get("label")), [item["details"]]
                if not members:
                    self._skills([group], None, start)
                    continue
                self._skills(members, group, start)
            else:
                self._skills([item], "technologies" if group_is_tech else None, start)

    def _skills(self, members: Any, group: str | None, start: int) -> None:
        """Sort skills into technologies and topics by their group's name, else by their own words."""
        words = set(normalize_name(group).split()) if group else set()
        if words & self.keys.skip_groups:
            return
        topic_group = bool(words & self.keys.topic_groups)
        tech_group = not topic_group and bool(words & self.keys.technology_groups)
        # a group's own name ("Machine Learning", "Web Development") is a category, not a stated topic
        labels = [text_of(raw.get("name") if isinstance(raw, dict) else raw) for raw in _as_list(members)]
        for label in [part for text in labels if text for part in _listed_skills(text)]:
            label_words = normalize_name(label).split()
            looks_like_tool = len(label_words) <= 2 and not set(label_words) & self.keys.topic_words
            if tech_group or (looks_like_tool and not topic_group):
                key = normalize_symbol(label)  # "C", "C#" and "C++" are three languages
                if key and key not in self._seen_tech:
                    self._seen_tech.add(key)
                    self.profile.technologies.append(
                        Technology(label=label, evidence=self.find(label, start))
                    )
            elif topic_group or names_field(label):  # "Agile planning" is a skill, no research field
                self._topic(label, start)

    def _topic(self, label: str | None, start: int) -> None:
        key = normalize_name(label) if label else ""
        if label and key and key not in self._seen_topics:
            self._seen_topics.add(key)
            self.profile.topics.append(Topic(label=label, evidence=self.find(label, start)))

    def organizations(self, pairs: list[tuple[str, Any]]) -> None:
        """Hugo ``organizations: [{name, url}]`` with the page's ``role``: current affiliations."""
        top = Entry(dict(pairs), self.keys.person)
        role = top.text("role")
        known = {normalize_name(a.org_text) for a in self.profile.affiliations if a.org_text}
        start = self.find.key_line(top.key_of("organizations") or "")
        organizations = [
            item
            for item in _as_list(top.get("organizations"))
            if not isinstance(item, dict | str)
            or any(
                ln.strip() and not _ADDRESS.search(ln)
                for ln in (text_of(item.get("name") if isinstance(item, dict) else item) or "x").splitlines()
            )
        ]  # an entry that is only an e-mail names no organisation
        lines = (text_of(top.get("role")) or "").splitlines()
        if not organizations and not self.profile.affiliations and len(lines) == 2:
            # a title block "Professor<br>Kestrel University · Oslo": the post, then where it is held
            where = re.split(r"\s+[·|•–—]\s+", lines[1].strip())[0]
            if looks_like_org(where) and not is_location(where):
                role, organizations = lines[0].strip(), [where]
                start = self.find.key_line(top.key_of("role") or "")
        if not organizations and not self.profile.affiliations and (held := _tagline_post(role or "")):
            role, organizations = held[0], [held[1]]  # "Data Lead | Co-founder @Kestrel": the post
            start = self.find.key_line(top.key_of("role") or "")
        elif (held := _post_in_role(top.get("role"))) and normalize_name(held[1]) not in known:
            # "Biologist at Kestrel Survey": the role names its own employer, the page's
            # organisations are others the person belongs to
            known.add(normalize_name(held[1]))
            self.profile.affiliations.append(
                Affiliation(
                    org_text=held[1],
                    role=held[0],
                    end="present",
                    evidence=self.find(held[1], self.find.key_line(top.key_of("role") or "")),
                )
            )
            role = None
        for index, item in enumerate(organizations):
            e = Entry(item if isinstance(item, dict) else {"name": item}, self.keys.fields)
            org, unit, place = e.text("org"), None, None
            written = [
                " ".join(ln.split())
                for ln in (text_of(e.get("org")) or "").splitlines()
                if ln.strip() and not _ADDRESS.search(ln)  # an e-mail or a link under the name: no org
            ]
            # "Vision Lab<br>Kestrel University": the unit's line, then its organisation's
            org, unit = (written[-1], ", ".join(written[:-1]) or None) if written else (None, None)
            if org and "," in org:
                named, where = split_location(org)  # "Kestrel Labs, Oslo, Norway"
                org, place = (named, where) if named else (org, None)
            if not org or normalize_name(org) in known or _PRONOUNS.fullmatch(org):
                continue  # "name: she/her": the template's organisation row holds the pronouns
            if index == 0 and not e.text("role") and self._studying_at(role, org):
                continue
            # the page's role is the role at its first organisation
            known.add(normalize_name(org))
            begin, end = self._interval(e, single="both")
            # a former member's organisation, undated, is not held now: no "present"
            former = begin is None and end is None and self._former_at(dict(pairs), org)
            paged = begin is None and end is None and len(organizations) == 1
            if paged:
                begin, end = _page_span(
                    pairs, self.keys.fields
                )  # a Hugo experience page's "duration: 2017–2020"
            evidence = self.find(org, start)
            if paged and not role and (degree := _degree_title(top.text("title"))):
                # a page of one study ("title: PhD Geology", "institution: X", its dates): a study, no post
                self._add_study(org, degree, begin, end, evidence)
                continue
            self.profile.affiliations.append(
                Affiliation(
                    org_text=org,
                    unit=unit,
                    role=e.text("role") or (role if index == 0 else None),
                    start=begin,
                    end=end if (begin and paged) or former else end or "present",
                    location=place,
                    evidence=evidence,
                )
            )
            if index == 0 and not e.text("role"):
                self._current_studies(role, org, evidence)

    @staticmethod
    def _former_at(top: dict[str, Any], org: str) -> bool:
        """Whether the page is a former member's ("user_groups: [Alumni]") and no line of its role,
        bio or summary says it is held currently ("Currently Postdoc at Kestrel University").

        >>> page = {"user_groups": ["Alumni"], "bio": "Currently Biologist at Hooli"}
        >>> _Mapper._former_at(page, "Kestrel University"), _Mapper._former_at(page, "Hooli")
        (True, False)
        """
        groups = top.get("user_groups")
        names = [groups] if isinstance(groups, str) else groups if isinstance(groups, list) else []
        if not any(isinstance(g, str) and _FORMER_GROUP.search(g) for g in names):
            return False
        said = " ".join(text_of(top.get(k)) or "" for k in ("role", "bio", "summary"))
        return not (_CURRENTLY.search(said) and org.casefold() in said.casefold())

    def _current_studies(self, role: str | None, org: str, evidence: Evidence | None) -> None:
        """The degree the page's role says its owner studies for ("PhD Candidate", "MSc student in
        X") at its first organisation, unless the studies already list that degree."""
        if not role or not _STUDENT.search(role) or find_degree(role) is None:
            return
        degree, field = split_degree(role)
        if not degree or any(e.degree == degree for e in self.profile.education):
            return
        self.profile.education.append(
            Education(institution_text=org, degree=degree, field=field, evidence=evidence)
        )

    def _lists_project(self, name: str) -> bool:
        """Whether the profile already lists a project of that name (any case)."""
        return name.lower() in {j.name.lower() for j in self.profile.projects}

    def _studying_at(self, role: str | None, org: str) -> bool:
        """The page's role is a student's at a school of its listed studies ("Master student" under
        ``organizations: [Kestrel University]`` and a course there): the studies, not a post. A
        doctoral student's role ("PhD Student") is a post as well: doctoral students are employed
        researchers in most places, and the studies stay listed beside it."""
        if not role or not _STUDENT.search(role) or doctoral_role(role):
            return False
        return normalize_name(org) in {
            normalize_name(e.institution_text or "") for e in self.profile.education
        }

    # -- free text inside entries ---------------------------------------------------------------
    def _note_free_text(
        self,
        text: str | None,
        start: int,
        org: str | None = None,
        raw: list[str] | None = None,
        kind: str | None = None,
    ) -> str | None:
        """Remember the lines holding an entry's description (and the entry's organisation), to mine
        them for people and papers; ``raw`` is the description as written (Markdown links kept), which
        is what the document's lines hold."""
        for part in raw if raw is not None else (text or "").splitlines():
            evidence = self.find(part, start) if len(part.strip()) > 3 else None
            if evidence is not None:
                self._free_lines.add(evidence.line)
                if org:
                    self._free_line_orgs[evidence.line] = org
                if kind:
                    self._free_line_kinds[evidence.line] = kind
        return text

    def free_text(self) -> None:
        """People ("advised by Prof. X") and papers ("published at KDD 2020") named in descriptions."""
        if not self._free_lines:
            return
        raw = [line if i + 1 in self._free_lines else "" for i, line in enumerate(self.doc.lines)]
        lines = split_lines(raw)  # "Advisor = Prof. X" and "Advisor; Prof. X" are read by people()
        for ln in lines:  # a post's description is read as an experience section's lines are
            ln.kind = self._free_line_kinds.get(ln.no, ln.kind)
        known_people = {normalize_name(m.name) for m in self.profile.people}
        for mention in people(lines):
            if normalize_name(mention.name) not in known_people and self._looks_like_name(mention.name):
                known_people.add(normalize_name(mention.name))
                if mention.org is None and mention.evidence is not None:
                    mention.org = self._free_line_orgs.get(mention.evidence.line)
                self.profile.people.append(mention)
        known_topics = {normalize_name(t.label) for t in self.profile.topics}
        for topic in topics(lines):  # "My research areas include:" over a list, "focusing on A and B"
            if normalize_name(topic.label) not in known_topics:
                known_topics.add(normalize_name(topic.label))
                self.profile.topics.append(topic)
        known_papers = {(normalize_name(p.venue or ""), p.year) for p in self.profile.publications}
        known_projects = {p.name.lower() for p in self.profile.projects}
        for ln in lines:  # "highlights": ["TideKit: Built a flood model", …]
            name = coined_name(ln.text.strip(' ",'))
            if name and name.lower() not in known_projects:
                known_projects.add(name.lower())
                org = self._free_line_orgs.get(ln.no)
                self.profile.projects.append(
                    Project(name=name, org=org, evidence=Evidence(ln.no, ln.raw.strip()))
                )
        for project in prose_projects(lines, self.profile, org_gazetteer()):
            if project.name.lower() not in known_projects:
                known_projects.add(project.name.lower())
                self.profile.projects.append(project)
        for paper in publications(lines):
            key = (normalize_name(paper.venue or ""), paper.year)
            if paper.venue and key not in known_papers:
                known_papers.add(key)
                self.profile.publications.append(paper)

    def front_prose_people(self) -> None:
        """People a front matter's prose values name ("subtitle: PhD student advised by Dr. X", an
        intro's "working with [X](…) and [Y](…)"): read for people only, as a page body's prose is."""
        if self.doc.format not in {"markdown", "mdx"} or not self.doc.lines:
            return
        if self.doc.lines[0].strip() not in {"---", "+++"}:
            return
        closers = {"---", "..."} if self.doc.lines[0].strip() == "---" else {"+++"}
        end = next((i for i, raw in enumerate(self.doc.lines[1:], 1) if raw.strip() in closers), 0)
        raw = [
            line if 0 < i < end and i + 1 not in self._free_lines and _FRONT_PROSE.match(line) else ""
            for i, line in enumerate(self.doc.lines)
        ]
        known_people = {normalize_name(m.name) for m in self.profile.people}
        for mention in people(split_lines(raw)):
            if normalize_name(mention.name) not in known_people and self._looks_like_name(mention.name):
                known_people.add(normalize_name(mention.name))
                self.profile.people.append(mention)

    # -- values ---------------------------------------------------------------------------------
    def _interval(self, e: Entry, single: str) -> tuple[str | None, str | None]:
        begin, end = parse_one(e.get("start")), parse_one(e.get("end"))
        if begin is None and end is None:
            begin, end = parse_interval(e.get("period"), single)
        return begin, end

    def _year(self, value: Any) -> str | None:
        date = parse_one(value)
        return date[:4] if date and date[:4].isdigit() else None

    def _check(self, what: str, begin: str | None, end: str | None) -> None:
        warning = interval_warning(what, begin, end)
        if warning:
            self.profile.warnings.append(warning)


def _degree_title(title: str | None) -> tuple[str, str | None] | None:
    """The degree a page's title names, when the title is a degree and no job ("PhD Geology").

    >>> _degree_title("PhD Geology"), _degree_title("PhD Researcher"), _degree_title("Software Engineer")
    (('Ph.D.', None), None, None)
    """
    if not title or has_role(title) or not find_degree(title):
        return None
    degree = split_degree(title)
    return (degree[0], degree[1]) if degree and degree[0] else None


def _page_span(
    pairs: list[tuple[str, Any]], fields: dict[str, tuple[str, ...]]
) -> tuple[str | None, str | None]:
    """The span a page's own keys state ("duration: 2017–2020", "years: 2019–2021", "start-date:
    2019-03-01"), not a single day (Hugo's "date:" is when the page was written). A page that states
    its start and no end states no end.

    >>> fields = load_keys().fields
    >>> _page_span([("date", "2017-07-17"), ("duration", "2017–2020")], fields), _page_span([("date", "2017-07-17")], fields)
    (('2017', '2020'), (None, None))
    >>> _page_span([("start-date", "2019-03-01"), ("end-date", "Present")], fields)
    ('2019-03-01', 'present')
    """
    page = Entry(dict(pairs), fields)
    if (begin := parse_one(page.get("start"))) is not None:
        return begin, parse_one(page.get("end"))
    spans = (parse_interval(value, "both") for value in page.all_of("period"))
    return next((span for span in spans if span[0] and span[0] != span[1]), (None, None))


_INVESTIGATOR = re.compile(
    r"\s*(?:[-–—,:|]|\()\s*(?:Co-?PI|Co-?I|PI|(?:Co-|Principal )?Investigator)\)?\s*$", re.IGNORECASE
)
_PI_NOTE = re.compile(r"\s*\((?:Co-?)?PI\b[^()]*\)\s*$|\s*[-–—,;]\s*(?:Co-?)?PI:.*$", re.IGNORECASE)


def _investigated_project(name: str, description: str | None) -> tuple[str, str | None] | None:
    """The project of a grant row marked with the person's investigator role, its title stated as the
    description, and the funder when the row opens with an acronym.

    >>> _investigated_project("KSA Explorer Fund – Co-I", "Dune dynamics on Titan (PI: A. Roe)")
    ('Dune dynamics on Titan', 'KSA')
    >>> _investigated_project("Best Poster Award", "Dune dynamics on Titan") is None
    True
    """
    if not description or not _INVESTIGATOR.search(name):
        return None
    title = _PI_NOTE.sub("", description.strip().splitlines()[0]).strip(" .;")
    if not title or len(title.split()) > 20 or title.endswith(":"):
        return None
    funder = re.match(r"([A-Z][A-Z0-9&]{1,9})\b", name)
    return title, funder.group(1) if funder else None


_PROJECT_LABEL = re.compile(
    r"^\s*(?:[-*+]\s+)?(?:research\s+|thesis\s+|main\s+)?projects?\s*(?:[:;=]|\s[–—-]\s)\s*(\S.*)$",
    re.IGNORECASE,
)


def _labelled_projects(lines: list[str]) -> list[str]:
    """The titles a post's description states under a "Project" label ("Project: X", "Project; X").

    >>> _labelled_projects(["- Project; Flood forecasting with coupled models", "- Advisor; Prof. Ada Roe"])
    ['Flood forecasting with coupled models']
    >>> _labelled_projects(["Projects include several tools"])
    []
    """
    titles = []
    for line in lines:
        if (m := _PROJECT_LABEL.match(line)) and (title := text_of(m.group(1))):
            title = title.strip(" .;")
            if title and len(title.split()) <= 25:
                titles.append(title)
    return titles


_GRANT_ITEM = re.compile(
    r"^\s*(?:[-*+]|\d{1,2}[.)])?\s*(?P<title>[A-Z][^()]{8,300}?)\s+[–—]\s+(?P<funder>[^()]{2,300}?)\s*"
    r"\((?:(?:Chief|Principal|Partner|Lead)\s+Investigator|Co-?Investigator|Co-?PI|PI|Co-?I|CI|Partner)\)\s*\.?\s*$"
)


def _granted_projects(lines: list[str]) -> list[tuple[str, str | None]]:
    """The projects of grant items in a post description: "Title – Funder (Chief Investigator)", the
    person's investigator role closing the item; the title, and the funder.

    >>> _granted_projects(["- Tide Maps for Small Harbours – Kestrel Coastal Fund (Chief Investigator)."])
    [('Tide Maps for Small Harbours', 'Kestrel Coastal Fund')]
    >>> _granted_projects(["- Harbour survey – three weeks at sea (2019)"])
    []
    """
    out: list[tuple[str, str | None]] = []
    for line in lines:
        text = text_of(line) or ""
        if (m := _GRANT_ITEM.match(text)) and len(m.group("title").split()) <= 30:
            funder = re.sub(
                r"^(?:funded|supported)\s+by\s+", "", m.group("funder").split(". ")[-1], flags=re.I
            )
            out.append((m.group("title").strip(" ."), funder.strip(" .,") or None))
    return out


def _awarding(value: Any, description: Any) -> list[str]:
    r"""The institutions of a study whose institution value is a label ending in a colon ("Joint
    degree awarded by:"): those its next lines name ("A & B"), else its description's items.

    >>> _awarding("Joint degree awarded by:\n\nKestrel University & Harbour College", None)
    ['Kestrel University', 'Harbour College']
    >>> _awarding("Joint degree awarded by:", ["Kestrel University, Oslo", "Harbour College"])
    ['Kestrel University, Oslo', 'Harbour College']
    >>> _awarding("Kestrel University", ["Thesis: tides"])
    []
    """
    parts = [" ".join(line.split()) for line in (text_of(value) or "").splitlines() if line.strip()]
    if not parts or not parts[0].endswith(":"):
        return []
    named = parts[1:] or [text for item in _as_list(description) if (text := text_of(item))]
    return [school for part in named for school in re.split(r"\s+&\s+", part) if school]


def _listed_skills(text: str) -> list[str]:
    """The skills one value lists ("Python, C++; Bash"), a bracketed note kept with its skill.

    >>> _listed_skills("Python (NumPy, SciPy), C++; Bash"), _listed_skills("Fortran")
    (['Python (NumPy, SciPy)', 'C++', 'Bash'], ['Fortran'])
    """
    parts = re.split(r"\s*[,;]\s*(?![^()]*\))", text)
    return [p.strip(" .") for p in parts if p.strip(" .")]


def _degrees(text: str) -> list[tuple[str | None, str | None]]:
    """The degrees one entry's degree value names, with their fields: two when it joins two
    degrees ("PhD & MS", "B.Sc. in Physics, B.Sc. in Mathematics"), each part's field shared.

    >>> _degrees("M.S. and Ph.D. in Physics"), _degrees("Master of Science and Engineering")
    ([('M.S.', 'Physics'), ('Ph.D.', 'Physics')], [('M.S.', None)])
    >>> _degrees("BS Marine and Coastal Science & BA History")
    [('B.S.', None), ('B.A.', None)]
    """
    # "MS/MPH" is one dual-degree programme, as it is written
    parts = [p for p in re.split(r"\s*(?:&|\band\b|,|;|\+)\s*", text) if p]
    if len(parts) < 2 or not all(find_degree(p) for p in parts):
        opened = degree_pieces(text)  # "BS X and Y & BA Z": two degrees, the first with a joined field
        if len(opened) > 1 and all(find_degree(p) for p in opened):
            return [split_degree(p) for p in opened]
        return [split_degree(text)]
    found = [split_degree(p) for p in parts]
    shared = next((f for _, f in found if f), None)
    return [(degree, field or shared) for degree, field in found]


def _reads_as(named: str, place: str, find_role: bool) -> bool:
    """The entry's name field holds a job title (``find_role``) or a degree, and its "location"
    field holds the organisation, not a place: the fields say what they are, whatever their keys.

    >>> _reads_as("Software Developer", "Kestrel Technologies", True), _reads_as("Kestrel", "Oslo", True)
    (True, False)
    >>> _reads_as("Ph.D. in Mathematics", "University of Kestrel", False)
    True
    """
    if is_location(place) or split_location(place)[0] == "":
        return False
    if find_role:
        return has_role(named) and not looks_like_org(named) and not has_role(place)
    return find_degree(named) is not None and find_degree(place) is None


def _tagline_post(tagline: str) -> tuple[str, str] | None:
    """The post a tagline names with an at sign ("Founder @Kestrel", one part of "A | B"): role and
    organisation.

    >>> _tagline_post("Ocean Modeller | Co-founder @ Tidewell"), _tagline_post("Ocean Modeller")
    (('Co-founder', 'Tidewell'), None)
    """
    for part in re.split(r"\s+[|·•]\s+", tagline):
        m = re.fullmatch(r"\s*([A-Z][^@]{1,60}?)\s*@\s*([A-Z][\w&.,' -]{1,60}?)\s*", part)
        if m and not _ADDRESS.search(part.replace("@", " ")) and has_role(m.group(1)):
            return m.group(1), m.group(2)
    return None


def _post_in_role(value: Any) -> tuple[str, str] | None:
    """The post a page's role names with its employer ("Biologist at Kestrel Survey"): role and
    organisation. A bold span, when there is one, holds the post ("Currently **Postdoc at Kestrel
    University**. Tide Lab alumna").

    >>> _post_in_role("Currently **Biologist at Kestrel Survey** Tide Lab alumna")
    ('Biologist', 'Kestrel Survey')
    >>> _post_in_role("Assistant Professor of Geology"), _post_in_role("Looking at tides")
    (None, None)
    """
    if not isinstance(value, str):
        return None
    bold = re.search(r"\*\*([^*]+)\*\*", value)
    text = text_of(bold.group(1) if bold else value) or ""
    text = re.sub(r"^(?:currently|now)\s+", "", text, flags=re.I)
    m = re.fullmatch(r"([A-Z][^@\n]{1,60}?)\s+at\s+(?:the\s+)?([A-Z][\w&,' -]{1,60}?)[\s.]*", text)
    if m and has_role(m.group(1)):
        return m.group(1), m.group(2)
    return None


def _written(e: Entry, field: str) -> list[str]:
    r"""The lines of every text value of ``field``'s synonyms as written, Markdown and all.

    >>> _written(Entry({"summary": "Built [Tidekit](https://t.example)\nand more"}, load_keys().fields), "description")
    ['Built [Tidekit](https://t.example)', 'and more']
    >>> _written(Entry({"description": [{"Advisor": "Prof. Ada Roe"}]}, load_keys().fields), "description")
    ['Advisor: Prof. Ada Roe']
    """
    out: list[str] = []
    for key in e.synonyms.get(field, ()):
        value = e.norm.get(key, ("", None))[1]
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str):
                out += item.splitlines()
            elif isinstance(item, dict):  # YAML reads "- Advisor: Prof. X" as a mapping
                out += [f"{k}: {v}" for k, v in item.items() if isinstance(v, str | int)]
    return out


def _named_groups(value: Any, keys: Keys) -> bool:
    """A people section written as groups: each key names a kind of people, its value their names
    (al-folio's ``type: map`` section), not one person's record (``{name: …, relation: …}``).

    >>> _named_groups({"Interns": "Bo Lind, Cy Dunn", "PhD students": ["Di Ek"]}, load_keys())
    True
    >>> _named_groups({"name": "Bo Lind", "relation": "mentor"}, load_keys())
    False
    """
    if not isinstance(value, dict) or not value or Entry(value, keys.fields).text("person_name"):
        return False
    return all(isinstance(v, str | list) or v is None for v in value.values())


def _names_in(value: Any) -> list[str]:
    """The names a people field lists: its strings split at commas, semicolons, "&" and "and",
    bracketed notes dropped.

    >>> _names_in(["Ada Roe (chair), Bo Lind & Cy Dunn", 3]), _names_in("Prof. Di Ek")
    (['Ada Roe', 'Bo Lind', 'Cy Dunn'], ['Prof. Di Ek'])
    """
    return [
        name.strip()
        for text in _as_list(value)
        if isinstance(text, str)
        for name in re.split(r"\s*(?:,|;|&|\band\b)\s*", re.sub(r"\([^)]*\)", "", text))
        if name.strip()
    ]


def _as_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]


def _truthy(value: Any) -> bool:
    return value is True or (isinstance(value, str) and value.strip().lower() in {"true", "yes", "current"})


def _location(value: Any) -> str | None:
    if isinstance(value, dict):
        parts = [text_of(value.get(k)) for k in ("city", "region")]
        found = [p for p in parts if p]
        if len(found) < 2:
            found += [p for k in ("countryCode", "country") if (p := text_of(value.get(k)))][:1]
        return ", ".join(found) or None
    if isinstance(value, _dt.date):
        return None
    return text_of(value)


def _post_key(aff: Affiliation) -> tuple[str, str, str | None, str | None]:
    """What makes two listed posts one: organisation and role (spelling folded) and dates.

    >>> _post_key(Affiliation(org_text="Kestrel Labs", role="Engineer", start="2019")) == _post_key(
    ...     Affiliation(org_text="kestrel labs", role="engineer", start="2019"))
    True
    """
    return (normalize_name(aff.org_text or ""), normalize_name(aff.role or ""), aff.start, aff.end)
