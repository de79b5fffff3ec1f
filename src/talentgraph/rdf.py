"""Turn a resolved :class:`~talentgraph.model.Profile` into RDF: one named graph per document.

The mapping (documented in ``ontology/README.md``): people are ``foaf:Person``/``schema:Person``,
positions ``org:Membership`` with ``org:role`` a role concept and ``org:memberDuring`` an OWL-Time
interval, education ``tg:Education``, projects ``tg:Project``, topics SKOS concepts. IRIs are
stable: the same input always gives the same IRIs, so re-ingesting replaces instead of duplicating.
The graph's name is the document's IRI, which carries the provenance (``prov:wasDerivedFrom`` the
file read, its content hash, ``prov:generatedAtTime``, the talentgraph version).

People: every person node (the owner and each mentioned person) gets an ``rdfs:label`` (the name,
or ``"unnamed person (<source>)"`` when the document states none; never an invented ``foaf:name``)
and its ``tg:identityKey`` anchors from :func:`talentgraph.resolve.people.person_records`:
``email:<address>``, ``homepage:<host/path>`` and ``name+org:<normalised name>@<org id>`` for each
organisation the record is tied to (the owner's employers and schools, a mention's organisation,
with gazetteer parents), plus ``post:<org id>@<start year>`` for each of the owner's dated posts
and studies and ``org:<org id>`` for the organisation of each post and study. The owner's IRI is scoped by its email (else homepage) key, so documents
with the same address mint the same node; otherwise by the document. A mention's IRI is scoped by
its organisation (``schema:affiliation``), else by the document. :mod:`talentgraph.identity` links
the nodes of a new document to the nodes already in a store that share a key.

>>> from talentgraph.model import Profile, Person, Affiliation
>>> p = Profile(source="ada.txt", person=Person(name="Ada Lovelace"))
>>> p.affiliations.append(Affiliation(org="ACME", org_id="x-acme", role="Intern", start="2020-06", end="2020-08"))
>>> doc_graph = profile_to_graph(p, sha256="0" * 64)
>>> doc_graph.identifier
rdflib.term.URIRef('https://w3id.org/talentgraph/id/doc/ada-txt-4d39062a')
>>> sorted(str(o) for o in doc_graph.objects(None, TG.startDate))
['2020-06-01']
>>> sorted(str(o) for o in doc_graph.objects(None, ORG.role))
['https://w3id.org/talentgraph/role/intern']
>>> sorted(str(o) for o in doc_graph.objects(None, TG.identityKey))
['name+org:ada lovelace@x-acme', 'org:x-acme', 'post:x-acme@2020']
"""

from __future__ import annotations

import calendar
import datetime as dt
import hashlib
import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path
from typing import ClassVar, Protocol, cast
from urllib.parse import quote

import pyoxigraph as ox
from rdflib import BNode, Graph, Literal, URIRef
from rdflib.term import Node

from . import vocab
from .derive import POST_PREDICATES, derived_facts, reads_post, triple_posts
from .errors import ExtractionError
from .gazetteers import org_gazetteer
from .model import Evidence, Profile
from .resolve.people import PersonRecord, key_kind, person_key, person_records
from .resolve.roles import resolve_role
from .resources import build_id
from .vocab import ID, PREFIXES


class _Terms:
    """A vocabulary whose terms are looked up once. rdflib's namespaces build a new ``URIRef`` on
    every attribute access, and the mapping reads about 250 terms a document (0.3 ms)."""

    def __init__(self, namespace: object) -> None:
        self._namespace = namespace

    def __getattr__(self, name: str) -> URIRef:
        term: URIRef = getattr(self._namespace, name)
        setattr(self, name, term)
        return term


DCTERMS = cast("type[vocab.DCTERMS]", _Terms(vocab.DCTERMS))
FOAF = cast("type[vocab.FOAF]", _Terms(vocab.FOAF))
ORG = cast("type[vocab.ORG]", _Terms(vocab.ORG))
OWL = cast("type[vocab.OWL]", _Terms(vocab.OWL))
PROV = cast("type[vocab.PROV]", _Terms(vocab.PROV))
RDF = cast("type[vocab.RDF]", _Terms(vocab.RDF))
RDFS = cast("type[vocab.RDFS]", _Terms(vocab.RDFS))
SCHEMA = cast("type[vocab.SCHEMA]", _Terms(vocab.SCHEMA))
SKOS = cast("type[vocab.SKOS]", _Terms(vocab.SKOS))
TG = cast("type[vocab.TG]", _Terms(vocab.TG))
TIME = cast("type[vocab.TIME]", _Terms(vocab.TIME))
XSD = cast("type[vocab.XSD]", _Terms(vocab.XSD))

__all__ = [
    "SOFTWARE_AGENT",
    "GraphSink",
    "QuadSink",
    "TripleSink",
    "date_bounds",
    "document_iri",
    "graph_to_quads",
    "identity_keys",
    "org_iri",
    "person_iri",
    "profile_to_graph",
    "profile_to_quads",
    "role_iri",
    "slug",
    "write_profile",
]

_RELATIONS = {
    "supervisor": TG.supervisedBy,
    "advisor": TG.supervisedBy,
    "mentor": TG.mentoredBy,
    "manager": TG.managedBy,
    "collaborator": TG.collaboratesWith,
}

#: The software agent every document graph is attributed to (``prov:wasAttributedTo``).
SOFTWARE_AGENT = ID["agent/talentgraph"]


def slug(text: str, max_len: int = 48) -> str:
    """Lowercase ASCII slug for IRIs.

    >>> slug("Université de Montréal – AI Lab")
    'universite-de-montreal-ai-lab'
    """
    text = unicodedata.normalize("NFKD", text)
    text = "".join(ch for ch in text if not unicodedata.combining(ch)).lower()
    text = re.sub(r"[^a-z0-9]+", "-", text).strip("-")
    return text[:max_len].rstrip("-") or "x"


def _hash(*parts: object, length: int = 8) -> str:
    joined = "\x1f".join("" if p is None else str(p) for p in parts)
    return hashlib.sha256(joined.encode("utf-8")).hexdigest()[:length]


def _norm(text: str) -> str:
    return " ".join(re.findall(r"\w+", unicodedata.normalize("NFKC", text).lower()))


def document_iri(source: str) -> URIRef:
    """IRI of a document and of the named graph holding its facts."""
    return ID[f"doc/{slug(source)}-{_hash(source)}"]


def org_iri(org_id: str) -> URIRef:
    """IRI of an organisation from its gazetteer id (or minted ``x-…`` id)."""
    return URIRef(f"{ID}org/{slug(org_id, 80)}")


def person_iri(name: str | None, scope: str) -> URIRef:
    """IRI of a person: a name slug plus a hash of name and scope (a document or an organisation)."""
    if not name:
        return ID[f"person/anon-{_hash(scope)}"]
    return ID[f"person/{slug(name)}-{_hash(_norm(name), scope)}"]


def role_iri(title: str) -> URIRef:
    """The role concept of a written job title: a concept of the role scheme, else a free-text one.

    >>> role_iri("Senior Research Scientist (NLP)"), role_iri("Chief Gardener")
    (rdflib.term.URIRef('https://w3id.org/talentgraph/role/research-scientist'), rdflib.term.URIRef('https://w3id.org/talentgraph/id/role/x-chief-gardener'))
    """
    concept = resolve_role(title)
    return URIRef(concept) if concept else ID[f"role/x-{slug(_norm(title))}"]


_YEAR, _YEAR_MONTH, _YEAR_MONTH_DAY = (
    re.compile(r"\d{4}"),
    re.compile(r"\d{4}-\d{2}"),
    re.compile(r"\d{4}-\d{2}-\d{2}"),
)


def date_bounds(value: str | None) -> tuple[str | None, str | None]:
    """Earliest and latest day a partial date can denote (``None`` for unknown or invalid dates).

    >>> date_bounds("2020"), date_bounds("2021-02"), date_bounds("2021-02-03"), date_bounds("present")
    (('2020-01-01', '2020-12-31'), ('2021-02-01', '2021-02-28'), ('2021-02-03', '2021-02-03'), (None, None))
    >>> date_bounds("2021-13"), date_bounds("2021-02-30")
    ((None, None), (None, None))
    """
    if not value:
        return None, None
    if _YEAR.fullmatch(value):
        return f"{value}-01-01", f"{value}-12-31"
    if _YEAR_MONTH.fullmatch(value):
        year, month = int(value[:4]), int(value[5:7])
        if 1 <= month <= 12:
            last = calendar.monthrange(year, month)[1]
            return f"{value}-01", f"{value}-{last:02d}"
    if _YEAR_MONTH_DAY.fullmatch(value):
        try:
            dt.date.fromisoformat(value)
        except ValueError:
            return None, None
        return value, value
    return None, None


def _precise_date(value: str) -> tuple[str, str] | None:
    """The date as written and its precision as the datatype (None unless it is a valid date)."""
    if date_bounds(value) == (None, None):
        return None
    return value, {4: XSD.gYear, 7: XSD.gYearMonth, 10: XSD.date}[len(value)]


_PRECISION = {XSD.gYear: TIME.inXSDgYear, XSD.gYearMonth: TIME.inXSDgYearMonth, XSD.date: TIME.inXSDDate}


class TripleSink(Protocol):
    """Where the mapping's triples go: IRIs and literals as plain strings, turned into terms here.

    :class:`GraphSink` makes rdflib triples (interop, ``extract --format ttl``, validation);
    :class:`QuadSink` makes pyoxigraph quads (ingest). The mapping is written once, against this.
    """

    def iri(self, s: str, p: str, o: str) -> None:
        """Add ``<s> <p> <o>``."""

    def literal(self, s: str, p: str, lexical: str, datatype: str | None) -> None:
        """Add ``<s> <p> "lexical"^^<datatype>`` (a plain string literal when ``datatype`` is None)."""


class GraphSink:
    """Triples into an rdflib :class:`Graph`."""

    def __init__(self, graph: Graph) -> None:
        self.graph = graph

    def iri(self, s: str, p: str, o: str) -> None:
        self.graph.add((URIRef(s), URIRef(p), URIRef(o)))

    def literal(self, s: str, p: str, lexical: str, datatype: str | None) -> None:
        self.graph.add(
            (URIRef(s), URIRef(p), Literal(lexical, datatype=URIRef(datatype) if datatype else None))
        )


class QuadSink:
    """Quads of one named graph as pyoxigraph terms, each once, in the order first added."""

    #: IRIs already made into terms, shared by the documents of a process (predicates, classes,
    #: datatypes, organisations recur in every document); emptied when it holds
    #: :attr:`NODES_KEPT` (so memory stays flat), which only costs making them again.
    _nodes: ClassVar[dict[str, ox.NamedNode]] = {}
    NODES_KEPT = 50_000

    def __init__(self, graph_name: str) -> None:
        if len(self._nodes) >= self.NODES_KEPT:
            self._nodes.clear()
        self.graph_name = self._node(graph_name)
        self.quads: dict[ox.Quad, None] = {}

    def _node(self, iri: str) -> ox.NamedNode:
        node = self._nodes.get(iri)
        if node is None:
            node = self._nodes[iri] = ox.NamedNode(iri)
        return node

    def iri(self, s: str, p: str, o: str) -> None:
        self.quads[ox.Quad(self._node(s), self._node(p), self._node(o), self.graph_name)] = None

    def literal(self, s: str, p: str, lexical: str, datatype: str | None) -> None:
        value = ox.Literal(lexical, datatype=self._node(datatype)) if datatype else ox.Literal(lexical)
        self.quads[ox.Quad(self._node(s), self._node(p), value, self.graph_name)] = None


class _PostRecorder:
    """Passes every triple on to ``sink`` and keeps, as plain strings, the ones
    :func:`talentgraph.derive.triple_posts` reads (posts, their organisations, bounds and dates as
    written), so the derived facts are computed by that one definition whichever sink the mapping
    writes to."""

    def __init__(self, sink: TripleSink) -> None:
        self.sink = sink
        self.posts: list[tuple[str, str, str]] = []

    def iri(self, s: str, p: str, o: str) -> None:
        s, p, o = str(s), str(p), str(o)  # once for both uses: a URIRef equals no str
        self.sink.iri(s, p, o)
        if reads_post(p, o):
            self.posts.append((s, p, o))

    def literal(self, s: str, p: str, lexical: str, datatype: str | None) -> None:
        s, p = str(s), str(p)
        self.sink.literal(s, p, lexical, datatype)
        if p in POST_PREDICATES:
            self.posts.append((s, p, str(lexical)))


class _Builder:
    """Writes the triples of one document graph to a :class:`TripleSink`."""

    def __init__(self, sink: TripleSink) -> None:
        self.sink = sink
        self._evidenced: set[str] = set()

    def add(self, s: str, p: str, o: str | None) -> None:
        """An IRI-valued triple (nothing when ``o`` is None)."""
        if o is not None:
            self.sink.iri(s, p, o)

    def typed(self, s: str, p: str, lexical: str, datatype: str) -> None:
        self.sink.literal(s, p, lexical, datatype)

    def flag(self, s: str, p: str) -> None:
        """``<s> <p> true``."""
        self.sink.literal(s, p, "true", XSD.boolean)

    def text(self, s: str, p: str, value: str | None) -> None:
        if value is not None and str(value).strip():
            self.sink.literal(s, p, str(value).strip(), None)

    def evidence(self, node: str, evidence: Evidence | None) -> None:
        """Where the fact was read; a fact the document states twice keeps its first mention."""
        if evidence is not None and node not in self._evidenced:
            self._evidenced.add(node)
            self.typed(node, TG.evidenceLine, str(evidence.line), XSD.integer)
            self.sink.literal(node, TG.evidenceText, evidence.text, None)

    def interval(self, iri: str, start: str | None, end: str | None) -> str | None:
        """An OWL-Time interval: the dates as written (with precision) and normalised xsd:date bounds."""
        low, _ = date_bounds(start)
        _, high = date_bounds(end)
        ongoing = end == "present"
        if not low and not high and not ongoing:
            return None
        self.add(iri, RDF.type, TIME.Interval)
        for key, value in (("start", start), ("end", end)):
            written = _precise_date(value) if value else None
            if written is not None:
                instant = f"{iri}/{key}"
                self.add(iri, TIME.hasBeginning if key == "start" else TIME.hasEnd, instant)
                self.add(instant, RDF.type, TIME.Instant)
                self.typed(instant, _PRECISION[URIRef(written[1])], *written)
        if low:
            self.typed(iri, TG.startDate, low, XSD.date)
        if ongoing:
            self.flag(iri, TG.ongoing)
        elif high:
            self.typed(iri, TG.endDate, high, XSD.date)
        if low and high and not ongoing and high < low:
            self.flag(iri, TG.backwards)
        return iri

    def keys(self, person: str, record: PersonRecord) -> None:
        for key in identity_keys(record):
            self.sink.literal(person, TG.identityKey, key, None)

    def org(self, org_id: str | None, name: str | None, ror: str | None = None) -> str | None:
        """The organisation node; minted and listed (``uni-``) organisations get their label in the document graph, and a
        ROR id the document states becomes ``owl:sameAs <https://ror.org/…>``."""
        if not org_id:
            return None
        iri = org_iri(org_id)
        if ror and re.fullmatch(r"0[a-z0-9]{6}\d{2}", ror):
            self.add(iri, OWL.sameAs, f"https://ror.org/{ror}")
        if org_id.startswith(("x-", "ror-", "uni-")) and name:  # uni-: the world university list
            self.add(iri, RDF.type, ORG.Organization)
            self.add(iri, RDF.type, SCHEMA.Organization)
            self.text(iri, SKOS.prefLabel, name)
            self.text(iri, SCHEMA.name, name)
            self.text(iri, TG.gazetteerId, org_id)
        return iri

    def unit(self, org: str | None, org_id: str | None, unit: str | None) -> str | None:
        if org is None or not org_id or not unit:
            return None
        iri = f"{org}/unit/{slug(unit)}"
        self.add(iri, RDF.type, ORG.OrganizationalUnit)
        self.text(iri, SKOS.prefLabel, unit)
        self.add(iri, ORG.unitOf, org)
        self.add(iri, ORG.subOrganizationOf, org)
        return iri

    def role(self, title: str | None) -> str | None:
        if not title or not title.strip():
            return None
        iri = role_iri(title.strip())
        if iri.startswith(str(ID)):
            self.add(iri, RDF.type, ORG.Role)
            self.add(iri, RDF.type, SKOS.Concept)
            self.text(iri, SKOS.prefLabel, title)
            self.flag(iri, TG.freeText)
        return iri


def profile_to_graph(
    profile: Profile, sha256: str, document_format: str = "text", path: str | Path | None = None
) -> Graph:
    """The named graph of one document: its provenance, its owner and every extracted fact.

    ``path`` is where the document was read from (recorded on the ``prov:wasDerivedFrom`` entity;
    the source name is used when it is not given).
    """
    graph = Graph(identifier=document_iri(profile.source))
    for prefix, ns in PREFIXES.items():
        graph.bind(prefix, ns)
    write_profile(GraphSink(graph), profile, sha256, document_format, path)
    return graph


def profile_to_quads(
    profile: Profile, sha256: str, document_format: str = "text", path: str | Path | None = None
) -> list[ox.Quad]:
    """The quads of :func:`profile_to_graph` as pyoxigraph terms, without building an rdflib graph.

    >>> from talentgraph.model import Profile, Person
    >>> quads = profile_to_quads(Profile(source="ada.txt", person=Person(name="Ada")), sha256="0" * 64)
    >>> {q.graph_name.value for q in quads}
    {'https://w3id.org/talentgraph/id/doc/ada-txt-4d39062a'}
    """
    sink = QuadSink(document_iri(profile.source))
    try:
        write_profile(sink, profile, sha256, document_format, path)
    except ValueError as exc:  # an IRI rdflib would take but RDF does not
        raise ExtractionError(f"{profile.source}: cannot write the document as RDF ({exc})") from exc
    return list(sink.quads)


def write_profile(
    sink: TripleSink, profile: Profile, sha256: str, document_format: str, path: str | Path | None
) -> None:
    """The mapping itself: every triple of one document's graph, written to ``sink``."""
    doc = document_iri(profile.source)
    recorder = _PostRecorder(sink)
    b = _Builder(recorder)
    _provenance(b, doc, profile, sha256, document_format, path)

    records = person_records(profile, org_gazetteer())
    person = person_iri(profile.person.name, _owner_scope(profile))
    b.add(doc, FOAF.primaryTopic, person)
    b.add(person, RDF.type, FOAF.Person)
    b.add(person, RDF.type, SCHEMA.Person)
    b.text(person, FOAF.name, profile.person.name)
    b.text(person, SCHEMA.name, profile.person.name)
    b.text(person, RDFS.label, profile.person.name or f"unnamed person ({profile.source})")
    b.keys(person, records[0])
    for email in profile.person.emails:
        mailbox = _mailbox(email)
        b.add(person, FOAF.mbox, mailbox)
        if mailbox is not None:
            b.text(person, SCHEMA.email, email)
    if profile.person.homepage and _safe_iri(profile.person.homepage):
        b.add(person, FOAF.homepage, profile.person.homepage)
        b.add(person, SCHEMA.url, profile.person.homepage)
    b.text(person, TG.location, profile.person.location)
    if profile.person.orcid:
        b.add(person, OWL.sameAs, f"https://orcid.org/{profile.person.orcid}")

    _positions(b, profile, person)
    _education(b, profile, person)
    _projects(b, profile, person)
    _concepts(b, profile, person)
    _people(b, profile, person, records[1:])
    _works(b, profile, person)
    for s, p, o, datatype in derived_facts(triple_posts(recorder.posts)):  # see talentgraph.derive
        if datatype is None:
            sink.iri(s, p, o)
        else:
            sink.literal(s, p, o, datatype)


def identity_keys(record: PersonRecord) -> list[str]:
    """The ``tg:identityKey`` values of a person record (plausible emails only), sorted.

    >>> from talentgraph.resolve.people import PersonRecord
    >>> identity_keys(PersonRecord("k", "Ada", "a.txt", "owner", "ada", frozenset({"acme"}),
    ...                            frozenset({"ada@example.org", "n/a"}), "example.org/~ada"))
    ['email:ada@example.org', 'homepage:example.org/~ada', 'name+org:ada@acme']
    """
    keys = [f"orcid:{record.orcid}"] if record.orcid else []
    keys += [f"email:{e}" for e in record.emails if _EMAIL.fullmatch(e)]
    if record.homepage:
        keys.append(f"homepage:{record.homepage}")
    if record.name_key:
        keys.extend(f"name+org:{record.name_key}@{org_id}" for org_id in record.org_ids)
    keys.extend(f"post:{post}" for post in record.posts)
    keys.extend(f"org:{org_id}" for org_id in record.orgs)
    return sorted(keys)


def _owner_scope(profile: Profile) -> str:
    """What the owner's IRI is scoped by: its email or homepage key when it has one, else the document."""
    owner = profile.person
    email = next((e.strip() for e in owner.emails if _EMAIL.fullmatch(e.strip())), None)
    homepage = owner.homepage if owner.homepage and _safe_iri(owner.homepage) else None
    key = person_key(owner.name, None, email, homepage, source=profile.source, orcid=owner.orcid)
    return key if key_kind(key) in {"orcid", "email", "homepage"} else f"doc:{profile.source}"


def _provenance(
    b: _Builder, doc: str, profile: Profile, sha256: str, document_format: str, path: str | Path | None
) -> None:
    b.add(doc, RDF.type, TG.SourceDocument)
    b.add(doc, RDF.type, PROV.Entity)
    b.text(doc, TG.sourceName, profile.source)
    b.text(doc, TG.contentHash, f"sha256:{sha256}")
    b.text(doc, TG.documentFormat, document_format)
    b.text(doc, TG.generatorVersion, build_id())
    now = dt.datetime.now(dt.UTC).replace(microsecond=0)
    b.typed(doc, PROV.generatedAtTime, now.isoformat(), XSD.dateTime)
    file = f"{doc}/file"
    b.add(doc, PROV.wasDerivedFrom, file)
    b.add(file, RDF.type, PROV.Entity)
    b.text(file, TG.filePath, Path(path).as_posix() if path is not None else profile.source)
    b.text(file, TG.contentHash, f"sha256:{sha256}")
    b.add(doc, PROV.wasAttributedTo, SOFTWARE_AGENT)
    b.add(SOFTWARE_AGENT, RDF.type, PROV.SoftwareAgent)
    b.text(SOFTWARE_AGENT, RDFS.label, "talentgraph")
    for warning in profile.warnings:
        b.text(doc, TG.warning, warning)


def _positions(b: _Builder, profile: Profile, person: str) -> None:
    for aff in profile.affiliations:
        org = b.org(aff.org_id, aff.org or aff.org_text, aff.ror)
        if org is None:
            continue
        key = _hash(profile.source, aff.org_id, aff.unit, aff.role, aff.start, aff.end, length=16)
        membership = ID[f"membership/{key}"]
        b.add(membership, RDF.type, ORG.Membership)
        b.add(membership, ORG.member, person)
        b.add(membership, ORG.organization, org)
        b.add(person, SCHEMA.affiliation, org)
        b.add(membership, TG.unit, b.unit(org, aff.org_id, aff.unit))
        b.add(membership, ORG.role, b.role(aff.role))
        b.text(membership, TG.title, aff.role)
        b.text(membership, RDFS.label, aff.role)
        b.text(membership, TG.location, aff.location)
        b.add(membership, ORG.memberDuring, b.interval(f"{membership}/interval", aff.start, aff.end))
        b.evidence(membership, aff.evidence)


def _education(b: _Builder, profile: Profile, person: str) -> None:
    for edu in profile.education:
        institution = b.org(edu.org_id, edu.institution or edu.institution_text, edu.ror)
        key = _hash(profile.source, edu.org_id, edu.degree, edu.field, edu.start, edu.end, length=16)
        node = ID[f"education/{key}"]
        b.add(node, RDF.type, TG.Education)
        b.add(node, TG.student, person)
        b.add(node, TG.institution, institution)
        if institution is not None:
            b.add(person, SCHEMA.alumniOf, institution)
        b.text(node, TG.degree, edu.degree)
        b.text(node, TG.fieldOfStudy, edu.field)
        b.add(node, TG.during, b.interval(f"{node}/interval", edu.start, edu.end))
        b.evidence(node, edu.evidence)


def _projects(b: _Builder, profile: Profile, person: str) -> None:
    for proj in profile.projects:
        at = b.org(proj.org_id, proj.org)
        node = ID[f"project/{slug(proj.name)}-{_hash(_norm(proj.name), proj.org_id)}"]
        b.add(node, RDF.type, TG.Project)
        b.add(node, RDF.type, SCHEMA.Project)
        b.text(node, RDFS.label, proj.name)
        b.text(node, SCHEMA.name, proj.name)
        b.add(node, TG.atOrganization, at)
        b.add(person, TG.worksOn, node)
        b.text(node, SCHEMA.description, proj.description)
        for link in proj.links:
            if _safe_iri(link):
                b.add(node, RDFS.seeAlso, link)
        period = ID[f"project-period/{_hash(profile.source, node)}"]
        b.add(node, TG.during, b.interval(period, proj.start, proj.end))
        b.evidence(node, proj.evidence)


def _concepts(b: _Builder, profile: Profile, person: str) -> None:
    for topic in profile.topics:
        concept = _concept(b, topic.concept_id, topic.label, "topic")
        b.add(person, FOAF.topic_interest, concept)
        b.add(person, SCHEMA.knowsAbout, concept)
    for tech in profile.technologies:
        node = _concept(b, tech.tech_id and f"{ID}tech/{slug(tech.tech_id)}", tech.label, "tech")
        b.add(node, RDF.type, TG.Technology)
        b.add(person, TG.usesTechnology, node)


def _people(b: _Builder, profile: Profile, person: str, records: list[PersonRecord]) -> None:
    for mention, record in zip(profile.people, records, strict=True):
        scope = f"org:{mention.org_id}" if mention.org_id else f"doc:{profile.source}"
        other = person_iri(mention.name, scope)
        b.add(other, RDF.type, FOAF.Person)
        b.add(other, RDF.type, SCHEMA.Person)
        b.text(other, FOAF.name, mention.name)
        b.text(other, SCHEMA.name, mention.name)
        b.text(other, RDFS.label, mention.name)
        b.add(other, SCHEMA.affiliation, b.org(mention.org_id, mention.org))
        b.keys(other, record)
        prop = _RELATIONS.get(mention.relation, TG.collaboratesWith)
        b.add(person, prop, other)
        rel = ID[f"relationship/{_hash(profile.source, person, prop, other, length=16)}"]
        b.add(rel, RDF.type, TG.Relationship)
        b.add(person, TG.qualifiedRelationship, rel)
        b.add(rel, TG.relatedPerson, other)
        b.add(rel, TG.relationType, prop)
        b.evidence(rel, mention.evidence)


def _works(b: _Builder, profile: Profile, person: str) -> None:
    for pub in profile.publications:
        node = ID[f"publication/{_hash(profile.source, pub.title, pub.venue, pub.year, pub.url, length=16)}"]
        b.add(node, RDF.type, SCHEMA.ScholarlyArticle)
        b.text(node, DCTERMS.title, pub.title)
        b.text(node, SCHEMA.name, pub.title)
        b.text(node, TG.venue, pub.venue)
        if pub.year and re.fullmatch(r"\d{4}", pub.year):
            b.typed(node, DCTERMS.issued, pub.year, XSD.gYear)
        if pub.url and _safe_iri(pub.url):
            b.add(node, SCHEMA.url, pub.url)
        b.add(node, DCTERMS.creator, person)
        b.add(node, SCHEMA.author, person)
        b.evidence(node, pub.evidence)
    for award in profile.awards:
        node = ID[f"award/{_hash(profile.source, award.name, award.year, length=16)}"]
        b.add(node, RDF.type, TG.Award)
        b.text(node, RDFS.label, award.name)
        b.text(node, TG.awardedBy, award.org)
        if award.year and re.fullmatch(r"\d{4}", award.year):
            b.typed(node, TG.year, award.year, XSD.gYear)
        b.add(node, TG.recipient, person)
        b.text(person, SCHEMA.award, award.name)
        b.evidence(node, award.evidence)


def _concept(b: _Builder, iri: str | None, label: str, kind: str) -> str:
    """A vocabulary concept, or a free-text one minted from the normalised label."""
    if iri:
        return iri
    node = ID[f"{kind}/x-{slug(_norm(label))}"]
    b.add(node, RDF.type, SKOS.Concept)
    b.text(node, SKOS.prefLabel, label)
    b.flag(node, TG.freeText)
    return node


_UNSAFE_IRI = re.compile(r'[\x00-\x20<>"{}|\\^`]')
_EMAIL = re.compile(r"[^@\s]+@[^@\s]+\.[^@\s]+")


def _safe_iri(value: str) -> bool:
    return bool(re.match(r"(?i)^(https?|mailto|ftp|doi):", value)) and not _UNSAFE_IRI.search(value)


def _mailbox(email: str) -> URIRef | None:
    """A ``mailto:`` IRI for a plausible address (percent-encoded), else None.

    >>> _mailbox("ada@example.org"), _mailbox("not an address")
    (rdflib.term.URIRef('mailto:ada@example.org'), None)
    """
    email = email.strip()
    if not _EMAIL.fullmatch(email):
        return None
    return URIRef("mailto:" + quote(email, safe="@.+-_~!$&'*=?"))


def graph_to_quads(graph: Graph) -> Iterable[tuple[Node, Node, Node, Node]]:
    """The graph's triples as quads in its named graph (for stores)."""
    name = graph.identifier
    if isinstance(name, BNode):
        raise ValueError("document graphs must be named")
    for s, p, o in graph:
        yield s, p, o, name
