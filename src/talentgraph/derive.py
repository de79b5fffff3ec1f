"""Facts derived once, when a document graph is built, so ego questions are direct joins.

Every post (an ``org:Membership`` or a ``tg:Education``) gets, in its document's own graph
(and a ``tg:Project`` its bounds only, in each graph that states the project):

- its organisation's chain in the hierarchy as one triple per level, top first and padded with the
  organisation itself (``tg:topOrganization``, ``tg:organizationLevel1`` … ``3``): two posts share
  an employer when their tops are equal, and their lowest common ancestor is their deepest level
  with equal values (the padding makes every level present, so no OPTIONAL and no
  ``subOrganizationOf*`` walk is needed);
- its ``tg:startDate``/``tg:endDate`` bounds copied onto the post itself (``tg:startBound``,
  ``tg:endBound``; an ongoing post ends :data:`OPEN_END`), so an overlap test reads the post;
- its dates as the document states them (``tg:statedStart``, ``tg:statedEnd``: ``xsd:gYear``,
  ``xsd:gYearMonth`` or ``xsd:date``, from the interval's instants), so an answer shows the stated
  precision from the post it found, without reading every period in the store.

:func:`derived_facts` is the one definition; :func:`add_derived_facts` applies it to an rdflib
graph and a quad builder can apply it to its own terms (``(subject, predicate, object, datatype)``
strings, ``datatype`` ``None`` for an IRI object).

>>> parents = {"urn:gdm": "urn:google", "urn:google": "urn:alphabet"}
>>> org_levels("urn:gdm", parents)
['urn:alphabet', 'urn:google', 'urn:gdm', 'urn:gdm']
>>> facts = derived_facts([Post("urn:m", "urn:google", "2020-01-01", None, True, "2020")], parents)
>>> [(p.rsplit("#", 1)[1], o) for s, p, o, d in facts]  # doctest: +NORMALIZE_WHITESPACE
[('topOrganization', 'urn:alphabet'), ('organizationLevel1', 'urn:google'),
 ('organizationLevel2', 'urn:google'), ('organizationLevel3', 'urn:google'),
 ('startBound', '2020-01-01'), ('endBound', '9999-12-31'), ('statedStart', '2020')]
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache

from rdflib import Graph, Literal, URIRef

from .vocab import ORG, RDF, TG, TIME, XSD

__all__ = [
    "LEVELS",
    "OPEN_END",
    "Post",
    "add_derived_facts",
    "derived_facts",
    "graph_posts",
    "org_levels",
    "org_parents",
    "reads_post",
    "subject_facts",
    "triple_posts",
]

#: the level properties, top first: a post's organisation chain, padded with the organisation itself
LEVELS = (TG.topOrganization, TG.organizationLevel1, TG.organizationLevel2, TG.organizationLevel3)

#: every derived property
DERIVED = (*LEVELS, TG.startBound, TG.endBound, TG.statedStart, TG.statedEnd)

#: the datatype of a date as written, by its length (``YYYY``, ``YYYY-MM``, ``YYYY-MM-DD``)
STATED_TYPES = {4: str(XSD.gYear), 7: str(XSD.gYearMonth), 10: str(XSD.date)}

#: the properties of an OWL-Time instant that hold the date as written
_WRITTEN = (TIME.inXSDDate, TIME.inXSDgYearMonth, TIME.inXSDgYear)

#: the end bound of an ongoing post (queries show it as "present", counted up to their as-of day)
OPEN_END = "9999-12-31"


@dataclass(frozen=True)
class Post:
    """A position, education or project: its node, organisation IRI (``None`` for a project: it
    gets no levels), normalised bounds (``YYYY-MM-DD``) and its dates as written (``YYYY``,
    ``YYYY-MM`` or ``YYYY-MM-DD``)."""

    node: str
    org: str | None
    start: str | None
    end: str | None
    ongoing: bool = False
    stated_start: str | None = None
    stated_end: str | None = None


@cache
def org_parents() -> dict[str, str]:
    """Each organisation IRI of the bundled gazetteer that has a parent, mapped to the parent's IRI."""
    from .gazetteers import org_gazetteer
    from .rdf import org_iri

    orgs = org_gazetteer().orgs
    return {str(org_iri(o.id)): str(org_iri(o.parent)) for o in orgs.values() if o.parent}


def org_levels(org: str, parents: Mapping[str, str]) -> list[str]:
    """``org``'s chain from the top down, padded (or, below level 3, cut) to one entry per level."""
    chain = [org]
    while chain[-1] in parents and parents[chain[-1]] not in chain:
        chain.append(parents[chain[-1]])
    chain.reverse()
    if len(chain) > len(LEVELS):  # deeper than the levels: the last level is the organisation itself
        chain = [*chain[: len(LEVELS) - 1], org]
    return chain + [org] * (len(LEVELS) - len(chain))


def derived_facts(
    posts: Iterable[Post], parents: Mapping[str, str] | None = None
) -> Iterator[tuple[str, str, str, str | None]]:
    """The derived triples of ``posts`` as ``(subject, predicate, object, datatype)`` strings."""
    hierarchy = org_parents() if parents is None else parents
    date = str(XSD.date)
    for post in posts:
        if post.org is not None:
            for level, org in zip(LEVELS, org_levels(post.org, hierarchy), strict=True):
                yield post.node, str(level), org, None
        if post.start:
            yield post.node, str(TG.startBound), post.start, date
        end = OPEN_END if post.ongoing else post.end
        if end:
            yield post.node, str(TG.endBound), end, date
        for prop, written in ((TG.statedStart, post.stated_start), (TG.statedEnd, post.stated_end)):
            if written and len(written) in STATED_TYPES and not (prop == TG.statedEnd and post.ongoing):
                yield post.node, str(prop), written, STATED_TYPES[len(written)]


def graph_posts(graph: Graph) -> list[Post]:
    """The positions, educations and projects of an rdflib document graph, with normalised bounds."""
    return triple_posts((str(s), str(p), str(o)) for s, p, o in graph)


#: the predicates :func:`triple_posts` reads (and ``rdf:type``, for projects)
POST_PREDICATES = frozenset(
    str(p)
    for p in (
        ORG.organization,
        ORG.memberDuring,
        TG.institution,
        TG.during,
        TG.startDate,
        TG.endDate,
        TG.ongoing,
        TIME.hasBeginning,
        TIME.hasEnd,
        *_WRITTEN,
    )
)


def triple_posts(triples: Iterable[tuple[str, str, str]]) -> list[Post]:
    """:func:`graph_posts` of a graph given as ``(subject, predicate, object)`` strings (an IRI's
    or a literal's value): what a quad builder reads without making an rdflib graph.

    >>> t = [("urn:m", str(ORG.organization), "urn:acme"), ("urn:m", str(ORG.memberDuring), "urn:i"),
    ...      ("urn:i", str(TG.startDate), "2019-01-01"), ("urn:i", str(TIME.hasBeginning), "urn:b"),
    ...      ("urn:b", str(TIME.inXSDgYear), "2019")]
    >>> triple_posts(t)
    [Post(node='urn:m', org='urn:acme', start='2019-01-01', end=None, ongoing=False, stated_start='2019', stated_end=None)]
    """
    facts = subject_facts((t for t in triples if reads_post(t[1], t[2])), _POST_NAMES)
    posts = []
    for link, period in ((_ORGANIZATION, _MEMBER_DURING), (_INSTITUTION, _DURING)):
        for node, edges in facts.items():
            for org in edges.get(link, ()):
                posts.append(_post(facts, node, org, period))
    for node, edges in facts.items():
        if _PROJECT in edges.get(_TYPE, ()):
            posts.append(_post(facts, node, None, _DURING))
    return posts


def reads_post(predicate: str, obj: str) -> bool:
    """Whether :func:`triple_posts` reads a triple of ``predicate`` and ``obj`` (IRI or lexical
    value): one of :data:`POST_PREDICATES`, or the ``rdf:type`` that makes a node a project.

    >>> reads_post(str(RDF.type), str(TG.Project)), reads_post(str(RDF.type), str(TG.Education))
    (True, False)
    """
    return predicate in POST_PREDICATES or (predicate == _TYPE and obj == _PROJECT)


def subject_facts(
    triples: Iterable[tuple[str, str, str]], names: Mapping[str, str]
) -> dict[str, dict[str, list[str]]]:
    """Each subject's objects of the predicates ``names`` maps, filed under the name it maps each
    to (other triples are skipped), each value once, in the order first read.

    >>> subject_facts([("urn:a", "urn:p", "x"), ("urn:a", "urn:p", "x"), ("urn:a", "urn:q", "y")], {"urn:p": "p"})
    {'urn:a': {'p': ['x']}}
    """
    facts: dict[str, dict[str, list[str]]] = {}
    for s, p, o in triples:
        name = names.get(p)
        if name is not None:
            values = facts.setdefault(s, {}).setdefault(name, [])
            if o not in values:
                values.append(o)
    return facts


_ORGANIZATION, _MEMBER_DURING = str(ORG.organization), str(ORG.memberDuring)
_INSTITUTION, _DURING = str(TG.institution), str(TG.during)
_TYPE, _PROJECT = str(RDF.type), str(TG.Project)
_START, _END, _ONGOING = str(TG.startDate), str(TG.endDate), str(TG.ongoing)
_EDGES = (str(TIME.hasBeginning), str(TIME.hasEnd))
_WRITTEN_STR = tuple(str(p) for p in _WRITTEN)
#: what :func:`triple_posts` files each triple it reads under: its predicate
_POST_NAMES = {p: p for p in (*POST_PREDICATES, _TYPE)}


def _post(facts: dict[str, dict[str, list[str]]], node: str, org: str | None, period: str) -> Post:
    def value(subject: str | None, predicate: str) -> str | None:
        found = facts.get(subject, {}).get(predicate) if subject is not None else None
        return found[0] if found else None

    interval = value(node, period)
    if interval is None:
        return Post(node, org, None, None)
    ongoing = value(interval, _ONGOING) is not None
    stated = (_written(facts, value(interval, edge)) for edge in _EDGES)
    return Post(node, org, value(interval, _START), value(interval, _END), ongoing, *stated)


def _written(facts: dict[str, dict[str, list[str]]], instant: str | None) -> str | None:
    """The date an OWL-Time instant holds as written (the least, should it hold two)."""
    if instant is None:
        return None
    edges = facts.get(instant, {})
    found = sorted(v for prop in _WRITTEN_STR for v in edges.get(prop, ()))
    return found[0] if found else None


def add_derived_facts(graph: Graph, parents: Mapping[str, str] | None = None) -> None:
    """Add the derived facts of every post in ``graph`` to ``graph`` itself."""
    for s, p, o, datatype in derived_facts(graph_posts(graph), parents):
        obj = URIRef(o) if datatype is None else Literal(o, datatype=URIRef(datatype))
        graph.add((URIRef(s), URIRef(p), obj))


def rederive_facts(graph: Graph, parents: Mapping[str, str]) -> None:
    """Replace the derived facts of ``graph`` by those of another hierarchy (``parents`` maps an
    organisation IRI to its parent's), e.g. a test graph whose reference hierarchy is its own."""
    for prop in DERIVED:
        graph.remove((None, prop, None))
    add_derived_facts(graph, parents)
