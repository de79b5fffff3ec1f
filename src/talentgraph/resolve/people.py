"""People identity: when are two person records (in one or two documents) the same node?

A *person record* is a profile's owner or a person the profile mentions. Each record gets a
deterministic key the RDF stage can mint an IRI from (the part after ``@`` is the scope it hashes):

- ``orcid:<iD>`` when the record has an ORCID iD (an ORCID record, or a page linking to one);
- ``mailto:<email>`` when the record has an email (the owner's first, lower-cased);
- ``web:<host/path>`` when it has a homepage (scheme, ``www.``, trailing ``/`` dropped) that is a
  person's own page (:func:`homepage_key`: the bare host of a site that serves many people, such
  as ``github.io``, ``sites.google.com`` or a university's web server, is nobody's key);
- ``<name>@org:<org_id>`` for a named mention tied to an organisation;
- ``<name>@doc:<source>`` otherwise: a document-scoped person, never merged on the name alone;
  ``@doc:<source>`` when even the name is unknown.

``<name>`` is :func:`normalize_person_name`: case- and accent-free, titles (Prof., Dr.) and
middle initials dropped, ``"Last, First"`` turned round.

Two records are the same person when they share an ORCID iD, or an email, or a homepage, or have the same
normalised name and share an organisation (a mention's organisation, an owner's employers and
schools, and the gazetteer parents of each). The same name with nothing else in common stays two
people. :func:`link_people` applies this across documents; each group's key is its members'
smallest key in the order orcid < email < homepage < org < doc.

>>> person_key("Prof. Ada Lovelace", org_id="acme")
'ada lovelace@org:acme'
>>> person_key("Ada Lovelace", source="cv.txt"), person_key("A. B.", email="Ada@Example.org")
('ada lovelace@doc:cv.txt', 'mailto:ada@example.org')
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache

import yaml

from ..gazetteers import OrgGazetteer, normalize_name
from ..model import Profile

__all__ = [
    "PersonCluster",
    "PersonRecord",
    "homepage_key",
    "key_kind",
    "link_people",
    "names_agree",
    "normalize_person_name",
    "person_key",
    "person_records",
    "same_person",
]

_TITLES = frozenset({"prof", "professor", "dr", "mr", "ms", "mrs", "miss", "sir", "phd"})


@lru_cache(maxsize=1 << 16)
def normalize_person_name(name: str) -> str:
    """Matching form of a person's name (remembered: identity linking compares each stored name
    with many).

    >>> normalize_person_name("Lovelace, Ada"), normalize_person_name("Dr. Ada  K. Lovelace")
    ('ada lovelace', 'ada lovelace')
    """
    if name.count(",") == 1:
        last, first = (part.strip() for part in name.split(","))
        if first and last and " " not in last:
            name = f"{first} {last}"
    words = normalize_name(name).split()
    words = [w for w in words if w not in _TITLES]
    if len(words) > 2:
        words = [words[0]] + [w for w in words[1:-1] if len(w) > 1] + [words[-1]]
    return " ".join(words)


def normalize_homepage(url: str) -> str:
    """``web:`` key body of a homepage URL.

    >>> normalize_homepage("https://www.Example.org/~ada/index.html")
    'example.org/~ada'
    """
    url = re.sub(r"^[a-z]+://", "", url.strip(), flags=re.I)
    host, _, path = url.partition("/")
    host = host.lower().removeprefix("www.")
    path = re.sub(r"(?:index\.html?|/)+$", "", path)
    return f"{host}/{path}" if path else host


@cache
def _shared_hosts() -> frozenset[str]:
    from ..resources import resource_path

    data = yaml.safe_load(resource_path("data", "shared_hosts.yaml").read_text(encoding="utf-8"))
    return frozenset(str(h).lower() for h in data.get("hosts", []))


#: a GitHub account name (letters, digits, inner hyphens), as the one path segment of its page
_GITHUB_ACCOUNT = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?")
_ACADEMIC = re.compile(r"(?:^|\.)(?:edu|ac)(?:\.[a-z]{2})?$")


def homepage_key(url: str) -> str | None:
    """The identity key body of a homepage, or None when the address is no single person's page.

    A page on a host that serves many people keeps its full address; the bare host itself (or a
    bare university/department host) identifies nobody. A GitHub account's page is its GitHub Pages
    site (``github.com/jane`` is ``jane.github.io``): both are the account owner's.

    >>> homepage_key("https://jane-x-doe12.example.org"), homepage_key("https://jane.github.io/")
    ('jane-x-doe12.example.org', 'jane.github.io')
    >>> homepage_key("sites.google.com/view/jane"), homepage_key("https://cs.uni.edu/~jane/")
    ('sites.google.com/view/jane', 'cs.uni.edu/~jane')
    >>> homepage_key("https://sites.google.com/"), homepage_key("example.org"), homepage_key("cs.uni.edu")
    (None, None, None)
    >>> homepage_key("https://github.com/Jane-Roe"), homepage_key("github.com/jane-roe/thesis")
    ('jane-roe.github.io', 'github.com/jane-roe/thesis')
    """
    key = normalize_homepage(url)
    host, _, path = key.partition("/")
    if host == "github.com" and _GITHUB_ACCOUNT.fullmatch(path):
        return f"{path.lower()}.github.io"
    if path:
        return key
    if host in _shared_hosts() or _ACADEMIC.search(host) or "." not in host:
        return None
    return key


def names_agree(a: str | None, b: str | None) -> bool:
    """Whether two names can be one person's: the same normalised name, or the same last name with
    one first name the other's initial or one of its later given names. An unknown name agrees with any.
    A single word (a page that greets as "Hi, I'm Will") agrees with a full name whose last name it is,
    or whose first name it is or begins (a short form: Will, William); a hyphenated word, with a full
    name it begins or ends (Mei-Ling, Mei-Ling Roe). Alone it names no one, so only a shared email or
    homepage can join it to anyone (name and organisation keys hold the whole name).

    >>> names_agree("Ada Lovelace", "Dr. Ada K. Lovelace"), names_agree("A. Lovelace", "Ada Lovelace")
    (True, True)
    >>> names_agree("Ada Lovelace", "Jane Doe"), names_agree("Ada Lovelace", "Alan Lovelace")
    (False, False)
    >>> names_agree("Will", "William E. Quill"), names_agree("Quill", "William Quill"), names_agree("Bill", "William Quill")
    (True, True, False)
    >>> names_agree("Maria Jimena Roe", "Jimena Roe"), names_agree("Maria Roe", "Jimena Maria Ortiz Roe")
    (True, True)
    >>> names_agree("Maria Jimena Roe", "Lucia Roe"), names_agree("Jimena Roe", "Maria Roe")
    (False, False)
    >>> names_agree("Mei-Ling", "Mei-Ling Roe"), names_agree("Mei-Ling", "Ada Mei-Ling"), names_agree("Mei-Ling", "Mei Roe")
    (True, True, False)
    """
    if not a or not b:
        return True
    x, y = normalize_person_name(a).split(), normalize_person_name(b).split()
    if x == y or not x or not y:
        return True
    lone = x if len(a.split()) == 1 else y if len(b.split()) == 1 else None
    if lone is not None and len(lone) > 1:  # one hyphenated word: a given name ("Shih-Lun") or a surname
        full = y if lone is x else x
        return len(full) > len(lone) and (full[: len(lone)] == lone or full[-len(lone) :] == lone)
    if len(x) == 1 or len(y) == 1:
        (word,), full = (x, y) if len(x) == 1 else (y, x)
        return word == full[-1] or (len(word) >= 3 and full[0].startswith(word))
    if x[-1] != y[-1]:
        return False
    first_x, first_y = x[0], y[0]
    return (
        first_x == first_y
        or (len(first_x) == 1 and first_y.startswith(first_x))
        or (len(first_y) == 1 and first_x.startswith(first_y))
        or (
            len(first_x) > 1 and first_x in y[1:-1]
        )  # known by a later given name: Maria Jimena Roe, Jimena Roe
        or (len(first_y) > 1 and first_y in x[1:-1])
    )


def person_key(
    name: str | None,
    org_id: str | None = None,
    email: str | None = None,
    homepage: str | None = None,
    *,
    source: str | None = None,
    orcid: str | None = None,
) -> str:
    """Deterministic identity key of one person record (see the module docstring for the rule).

    A record with only a name needs ``source`` (its document), so namesakes stay apart.
    """
    if orcid and orcid.strip():
        return f"orcid:{orcid.strip().upper()}"
    if email and email.strip():
        return f"mailto:{email.strip().lower()}"
    web = homepage_key(homepage) if homepage and homepage.strip() else None
    if web:
        return f"web:{web}"
    norm = normalize_person_name(name) if name else ""
    if org_id and norm:
        return f"{norm}@org:{org_id}"
    if source is None:
        raise ValueError("person_key: a person known only by name needs source= (the document) as scope")
    return f"{norm}@doc:{source}"


@dataclass(frozen=True)
class PersonRecord:
    """One person as one document knows them; ``relation`` is ``owner`` or the mention's relation."""

    key: str
    name: str | None
    source: str
    relation: str
    name_key: str
    org_ids: frozenset[str] = frozenset()
    emails: frozenset[str] = frozenset()
    homepage: str | None = None
    orcid: str | None = None
    posts: frozenset[str] = frozenset()
    orgs: frozenset[str] = frozenset()


@dataclass(frozen=True)
class PersonCluster:
    """Records that are one person; ``links`` are ``(key, key, reason)``, reason email/homepage/name+org."""

    key: str
    members: tuple[PersonRecord, ...]
    links: tuple[tuple[str, str, str], ...] = ()


def _with_parents(org_ids: Iterable[str | None], gazetteer: OrgGazetteer | None) -> frozenset[str]:
    found: set[str] = set()
    for org_id in org_ids:
        if not org_id:
            continue
        found.add(org_id)
        if gazetteer is not None and org_id in gazetteer.orgs:
            found.update(o.id for o in gazetteer.ancestors(org_id))
    return frozenset(found)


_YEAR = re.compile(r"\d{4}")


def dated_posts(profile: Profile) -> frozenset[str]:
    """The owner's posts and studies with a stated start, as ``org id@start year``.

    Two or more of these in common are how a site's page that never states its owner's name is
    known to be the owner of a named CV (:mod:`talentgraph.identity`): documents state the same
    career at different precisions (``2021-08-16``, ``Aug 2021``, ``2021``), so only the start
    year is compared.

    >>> from talentgraph.model import Affiliation, Education
    >>> sorted(dated_posts(Profile(source="cv.md", affiliations=[
    ...     Affiliation(org="Acme", org_id="acme", start="2019-09-16", end="present"),
    ...     Affiliation(org="Globex", org_id="globex", end="2019")],
    ...     education=[Education(institution="Uni", org_id="uni", start="2012", end="2017-06")])))
    ['acme@2019', 'uni@2012']
    """
    entries = [(a.org_id, a.start) for a in profile.affiliations]
    entries += [(e.org_id, e.start) for e in profile.education]
    return frozenset(
        f"{org_id}@{start[:4]}" for org_id, start in entries if org_id and start and _YEAR.match(start)
    )


def person_records(profile: Profile, gazetteer: OrgGazetteer | None = None) -> list[PersonRecord]:
    """The owner and the mentioned people of a resolved profile, as records (owner first).

    The owner's ``orgs`` are the organisations of its posts and studies as stated (no gazetteer
    parents: a lab and its university are one place of a career, not two), dated or not when the
    document names its owner; a page that never states its owner's name offers only those of its
    dated posts (a bio's passing mention of three universities is no career).

    >>> from talentgraph.model import Affiliation, Education, Person
    >>> posts = dict(affiliations=[Affiliation(org="Acme", org_id="acme", start="2019")],
    ...     education=[Education(institution="Uni", org_id="uni", end="2017")])
    >>> owner, = person_records(Profile(source="about.md", person=Person(name="Ada Quill"), **posts))
    >>> unnamed, = person_records(Profile(source="bio.md", **posts))
    >>> sorted(owner.orgs), sorted(unnamed.orgs)
    (['acme', 'uni'], ['acme'])
    """
    owner = profile.person
    emails = frozenset(e.strip().lower() for e in owner.emails if e.strip())
    first_email = owner.emails[0] if owner.emails else None
    orgs = [a.org_id for a in profile.affiliations] + [e.org_id for e in profile.education]
    posts = dated_posts(profile)
    records = [
        PersonRecord(
            key=person_key(
                owner.name, None, first_email, owner.homepage, source=profile.source, orcid=owner.orcid
            ),
            name=owner.name,
            source=profile.source,
            relation="owner",
            name_key=normalize_person_name(owner.name) if owner.name else "",
            org_ids=_with_parents(orgs, gazetteer),
            emails=emails,
            homepage=homepage_key(owner.homepage) if owner.homepage else None,
            orcid=owner.orcid.upper() if owner.orcid else None,
            posts=posts,
            orgs=frozenset(
                org
                for org in orgs
                if org and (owner.name or any(post.startswith(f"{org}@") for post in posts))
            ),
        )
    ]
    for mention in profile.people:
        records.append(
            PersonRecord(
                key=person_key(mention.name, mention.org_id, source=profile.source),
                name=mention.name,
                source=profile.source,
                relation=mention.relation,
                name_key=normalize_person_name(mention.name),
                org_ids=_with_parents([mention.org_id], gazetteer),
            )
        )
    return records


def same_person(a: PersonRecord, b: PersonRecord) -> str | None:
    """Why ``a`` and ``b`` are one person (``email``, ``homepage``, ``name+org``), or None.

    >>> x = PersonRecord("k1", "Ada", "a.txt", "owner", "ada", frozenset({"acme"}))
    >>> y = PersonRecord("k2", "Ada", "b.txt", "mentor", "ada", frozenset({"acme"}))
    >>> z = PersonRecord("k3", "Ada", "c.txt", "mentor", "ada", frozenset({"globex"}))
    >>> same_person(x, y), same_person(x, z)
    ('name+org', None)
    """
    if not names_agree(a.name, b.name):
        return None
    if a.key == b.key and key_kind(a.key) != "document":
        return "key"
    if a.orcid and a.orcid == b.orcid:
        return "orcid"
    if a.emails & b.emails:
        return "email"
    if a.homepage and a.homepage == b.homepage:
        return "homepage"
    if a.name_key and a.name_key == b.name_key and a.org_ids & b.org_ids:
        return "name+org"
    return None


def key_kind(key: str) -> str:
    """What a person key rests on: ``orcid``, ``email``, ``homepage``, ``org`` or ``document``.

    >>> key_kind("mailto:ada@example.org"), key_kind("ada@org:acme"), key_kind("ada@doc:cv.txt")
    ('email', 'org', 'document')
    """
    if key.startswith("orcid:"):
        return "orcid"
    if key.startswith("mailto:"):
        return "email"
    if key.startswith("web:"):
        return "homepage"
    return "org" if "@org:" in key else "document"


def _rank(key: str) -> tuple[int, str]:
    return ("orcid", "email", "homepage", "org", "document").index(key_kind(key)), key


def link_people(profiles: Iterable[Profile], gazetteer: OrgGazetteer | None = None) -> list[PersonCluster]:
    """Group the person records of resolved profiles into people (deterministic, sorted by key)."""
    records: list[PersonRecord] = []
    for profile in profiles:
        records.extend(person_records(profile, gazetteer))
    parent = list(range(len(records)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    links: list[tuple[int, int, str]] = []
    seen: dict[tuple[str, str], int] = {}
    for i, rec in enumerate(records):
        anchors = [("key", rec.key)] if key_kind(rec.key) != "document" else []
        anchors += [("orcid", rec.orcid)] if rec.orcid else []
        anchors += [("email", e) for e in sorted(rec.emails)]
        anchors += [("homepage", rec.homepage)] if rec.homepage else []
        if rec.name_key:
            anchors += [("name+org", f"{rec.name_key}@{org}") for org in sorted(rec.org_ids)]
        for anchor in anchors:
            j = seen.setdefault(anchor, i)
            if j != i and root(i) != root(j):
                links.append((j, i, anchor[0]))
                parent[root(i)] = root(j)
    groups: dict[int, list[int]] = {}
    for i in range(len(records)):
        groups.setdefault(root(i), []).append(i)
    clusters = []
    for members in groups.values():
        keys = sorted({records[i].key for i in members}, key=_rank)
        member_set = set(members)
        pairs = tuple((records[a].key, records[b].key, why) for a, b, why in links if a in member_set)
        clusters.append(PersonCluster(keys[0], tuple(records[i] for i in members), pairs))
    return sorted(clusters, key=lambda c: _rank(c.key))
