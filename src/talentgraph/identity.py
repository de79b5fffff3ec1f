"""Link the people of new document graphs to the person nodes already in a store (run at ingest).

The RDF stage gives every person node ``tg:identityKey`` anchors (``email:…``, ``homepage:…``,
``name+org:<name>@<org id>``, and for a document's owner ``post:<org id>@<start year>`` for each
dated post or study; see :mod:`talentgraph.rdf`). Two person nodes sharing a key are one person,
except that posts link only a node with no name (a site's page that never states its owner's
name joins the owner's named CV), and only with posts at two or more organisations in common
(colleagues who joined one place together share one). Before a document graph is loaded,
:func:`link_identities` asks the store (one query for all the graph's keys) which person nodes
*of other documents* carry any of them, and renames the graph's node to the smallest such IRI: a
document ingested later joins the node already there, and re-ingesting a document finds the same
node again (its own old graph is never a candidate), so IRIs stay put. When one node's keys reach two or more distinct existing nodes, it takes the smallest and
the document graph records ``owl:sameAs`` from it to each other one (other documents' graphs are
never rewritten). A node of the same document is never a candidate: a document that names its owner
and a namesake colleague keeps them apart.

A merged node is only triples in each document graph that mentions it, so it survives as long as
any of them is in the store (``talentgraph remove`` drops one document's view of it).

>>> import tempfile
>>> from talentgraph.model import Affiliation, Person, Profile
>>> from talentgraph.rdf import profile_to_graph
>>> from talentgraph.store import open_store
>>> store = open_store(tempfile.mkdtemp())
>>> def cv(source): return Profile(source=source, person=Person(name="Ada Lovelace"),
...     affiliations=[Affiliation(org="Acme", org_id="x-acme", role="Engineer")])
>>> first = profile_to_graph(cv("home.html"), sha256="0" * 64)
>>> link_identities(first, store), store.replace_graph(first)
([], None)
>>> second = profile_to_graph(cv("cv.pdf"), sha256="1" * 64)
>>> [(m.reasons, m.new == first.value(first.identifier, FOAF.primaryTopic)) for m in link_identities(second, store)]
[(('name+org',), True)]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rdflib import Graph, Literal, URIRef

from .queries import select_values
from .resolve.people import names_agree
from .store.base import Store
from .vocab import FOAF, OWL, TG

__all__ = [
    "DocumentPeople",
    "IdentityMerge",
    "apply_to_nquads",
    "link_graphs",
    "link_identities",
    "link_people",
]


@dataclass(frozen=True)
class IdentityMerge:
    """One person node of a document graph joined to existing node(s).

    ``old`` is the IRI the document minted, ``new`` the node it now is; ``keys`` are the identity
    keys it shares with the node(s) it joined; ``same_as`` are further existing nodes its keys
    reached, recorded with ``owl:sameAs`` from ``new`` in this document's graph.
    """

    graph: URIRef
    old: URIRef
    new: URIRef
    keys: tuple[str, ...]
    same_as: tuple[URIRef, ...] = ()

    @property
    def reasons(self) -> tuple[str, ...]:
        """The kinds of the shared keys (``email``, ``homepage``, ``name+org``), sorted."""
        return tuple(sorted({key.partition(":")[0] for key in self.keys}))


@dataclass
class DocumentPeople:
    """What linking needs of one document graph: its person nodes' identity keys and names, its owner.

    >>> people = DocumentPeople.of_triples(URIRef("http://ex/doc"), [
    ...     ("http://ex/doc", str(FOAF.primaryTopic), "http://ex/ada"),
    ...     ("http://ex/ada", str(TG.identityKey), "email:ada@example.org"),
    ...     ("http://ex/ada", str(FOAF.name), "Ada")])
    >>> people.owner, people.keys, people.names
    (rdflib.term.URIRef('http://ex/ada'), {rdflib.term.URIRef('http://ex/ada'): {'email:ada@example.org'}}, {rdflib.term.URIRef('http://ex/ada'): {'Ada'}})
    """

    graph: URIRef
    owner: URIRef | None = None
    keys: dict[URIRef, set[str]] = field(default_factory=dict)
    names: dict[URIRef, set[str]] = field(default_factory=dict)

    @classmethod
    def of_triples(cls, graph: URIRef, triples: Iterable[tuple[str, str, str]]) -> DocumentPeople:
        """From a graph's triples as plain strings (an IRI's or a literal's value); subjects are IRIs."""
        people, document = cls(graph), str(graph)
        for s, p, o in triples:
            if p == _IDENTITY_KEY:
                people.keys.setdefault(URIRef(s), set()).add(o)
            elif p == _NAME:
                people.names.setdefault(URIRef(s), set()).add(o)
            elif p == _PRIMARY_TOPIC and s == document and people.owner is None:
                people.owner = URIRef(o)
        return people

    @classmethod
    def of_graph(cls, graph: Graph) -> DocumentPeople:
        return cls.of_triples(
            URIRef(graph.identifier),
            ((str(s), str(p), str(o)) for s, p, o in graph if isinstance(s, URIRef)),
        )


_IDENTITY_KEY, _NAME, _PRIMARY_TOPIC = str(TG.identityKey), str(FOAF.name), str(FOAF.primaryTopic)


def link_identities(graph: Graph, store: Store) -> list[IdentityMerge]:
    """Rename the person nodes of ``graph`` (in place) to the store's nodes that share a key with them."""
    return link_graphs([graph], store)


def link_graphs(graphs: Sequence[Graph], store: Store) -> list[IdentityMerge]:
    """:func:`link_identities` for graphs about to be loaded together, in order, with one store lookup.

    Each graph sees the store (except its own old version and the old versions of graphs linked
    before it in ``graphs``, which it sees as linked now) and the graphs before it, exactly as if
    they had been loaded one by one.
    """
    merges = link_people([DocumentPeople.of_graph(graph) for graph in graphs], store)
    for graph, found in zip(graphs, merges, strict=True):
        for merge in found:
            if merge.new != merge.old:
                _replace_node(graph, merge.old, merge.new)
            for other in merge.same_as:
                graph.add((merge.new, OWL.sameAs, other))
    return [merge for found in merges for merge in found]


def link_people(documents: Sequence[DocumentPeople], store: Store) -> list[list[IdentityMerge]]:
    """The merges of :func:`link_graphs` for each document, computed from their people alone.

    Applying a merge renames ``old`` to ``new`` in that document's graph and adds
    ``new owl:sameAs`` each of ``same_as``; nothing here changes a graph.
    """
    wanted = sorted({key for doc in documents for keys in doc.keys.values() for key in keys})
    stored: dict[str, set[tuple[URIRef, URIRef]]] = {}
    names: dict[URIRef, set[str]] = {}  # every name a person node is given, here and in the store
    for doc in documents:
        for person, given in doc.names.items():
            names.setdefault(person, set()).update(given)
    if wanted:
        rows = select_values(store, "_identity-candidates", "key", [Literal(k) for k in wanted], chunk=1000)
        for row in rows:
            term, holder, where = row.get("key"), row.get("person"), row.get("graph")
            if isinstance(holder, URIRef) and isinstance(where, URIRef) and term is not None:
                stored.setdefault(str(term), set()).add((where, holder))
                if row.get("name") is not None:
                    names.setdefault(holder, set()).add(str(row["name"]))
    emails: dict[URIRef, set[str]] = {}  # every email key a person node carries, here and in the store
    for doc in documents:
        for person, keys in doc.keys.items():
            emails.setdefault(person, set()).update(k for k in keys if k.startswith("email:"))
    holders = sorted({holder for pairs in stored.values() for _, holder in pairs}, key=str)
    if holders:
        for row in select_values(store, "_person-emails", "person", holders, chunk=1000):
            holder, term = row.get("person"), row.get("key")
            if isinstance(holder, URIRef) and term is not None:
                emails.setdefault(holder, set()).add(str(term))
    linked: dict[URIRef, dict[URIRef, set[str]]] = {}  # graphs linked so far: name -> person -> keys
    index: dict[str, set[tuple[URIRef, URIRef]]] = {}  # their keys: key -> (graph name, person)
    merges: list[list[IdentityMerge]] = []
    for doc in documents:
        name = doc.graph
        for person, keys in linked.pop(name, {}).items():  # the same document given twice: last wins
            for key in keys:
                index[key].discard((name, person))
        hits_of = _candidates(doc.keys, name, stored, linked, index, names, emails)
        found = _merges(doc, hits_of)
        merges.append(found)
        renamed = {merge.old: merge.new for merge in found}
        linked[name] = {renamed.get(person, person): keys for person, keys in doc.keys.items()}
        for person, keys in linked[name].items():
            emails.setdefault(person, set()).update(k for k in keys if k.startswith("email:"))
            for key in keys:
                index.setdefault(key, set()).add((name, person))
    return merges


def _candidates(
    found: dict[URIRef, set[str]],
    name: URIRef,
    stored: dict[str, set[tuple[URIRef, URIRef]]],
    linked: dict[URIRef, dict[URIRef, set[str]]],
    index: dict[str, set[tuple[URIRef, URIRef]]],
    names: dict[URIRef, set[str]],
    emails: dict[URIRef, set[str]],
) -> dict[URIRef, dict[URIRef, set[str]]]:
    """For each person of the graph ``name``: the other documents' nodes sharing a key, and which keys.
    A node whose name disagrees with the person's (:func:`names_agree`) is never a candidate, whatever
    key they share: an email or homepage shared by two different names is not one person. Nor is
    a name and an organisation alone enough when both nodes have emails and none in common (two
    namesakes at one employer).

    The store's answer counts only for documents not linked in this run yet (the others are
    represented by their new, linked graphs in ``index``).
    """
    out: dict[URIRef, dict[URIRef, set[str]]] = {}
    for person, keys in found.items():
        hits: dict[URIRef, set[str]] = {}
        for key in keys:
            for graph_name, other in stored.get(key, ()):
                if graph_name != name and graph_name not in linked:
                    hits.setdefault(other, set()).add(key)
            for _, other in index.get(key, ()):
                hits.setdefault(other, set()).add(key)
        mine = names.get(person, set())
        out[person] = {
            other: shared
            for other, shared in hits.items()
            if all(names_agree(a, b) for a in mine for b in names.get(other, set()))
            and not _namesakes(shared, emails.get(person, set()), emails.get(other, set()))
            and not _too_few_posts(shared, mine, names.get(other, set()))
        }
        by_posts = [other for other, shared in out[person].items() if _posts_only(shared)]
        if len(by_posts) > 1:  # a career like two people's: it is neither's
            for other in by_posts:
                del out[person][other]
    return out


def _too_few_posts(shared: set[str], mine: set[str], theirs: set[str]) -> bool:
    """Whether two nodes are joined by dated posts alone when that is not enough: posts link a node
    with no name (a site's page that never states it) to another, and only with posts at two or
    more organisations in common (colleagues who joined one place together, or two people who each
    started two posts at one large university in the same years, share only that organisation;
    named people link by name and organisation).

    >>> _too_few_posts({"post:acme@2019"}, set(), {"Ada"})
    True
    >>> _too_few_posts({"post:uni@2019", "post:uni@2021"}, set(), {"Ada"})
    True
    >>> _too_few_posts({"post:acme@2019", "post:uni@2012"}, set(), {"Ada"})
    False
    >>> _too_few_posts({"post:acme@2019", "post:uni@2012"}, {"Ben"}, {"Ada Quill"})
    True
    """
    if not _posts_only(shared):
        return False
    organisations = {key.removeprefix("post:").rsplit("@", 1)[0] for key in shared}
    return len(organisations) < 2 or bool(mine and theirs)


def _posts_only(shared: set[str]) -> bool:
    """Whether every key two nodes share is a dated post (``post:<org id>@<start year>``)."""
    return all(key.startswith("post:") for key in shared)


def _namesakes(shared: set[str], mine: set[str], theirs: set[str]) -> bool:
    """Whether only name+organisation keys (and dated posts, which colleagues share too) join two
    nodes whose emails all differ.

    >>> _namesakes({"name+org:ada@acme", "post:acme@2019"}, {"email:a@x.example"}, {"email:b@y.example"})
    True
    """
    return bool(mine and theirs and not mine & theirs) and all(
        k.startswith(("name+org:", "post:")) for k in shared
    )


def _merges(doc: DocumentPeople, hits_of: dict[URIRef, dict[URIRef, set[str]]]) -> list[IdentityMerge]:
    """Which existing node each person of ``doc`` becomes (the owner first, then in IRI order)."""
    order = sorted(doc.keys, key=lambda p: (p != doc.owner, str(p)))
    claimed: set[URIRef] = set(doc.keys)
    merges = []
    for person in order:
        hits = {
            other: keys for other, keys in hits_of[person].items() if other == person or other not in claimed
        }
        if not hits:
            continue
        target, *rest = sorted(hits, key=str)
        claimed.update(hits)
        if target != person or rest:
            shared = set().union(*hits.values())
            merges.append(IdentityMerge(doc.graph, person, target, tuple(sorted(shared)), tuple(rest)))
    return merges


def apply_to_nquads(nquads: bytes, merges: Sequence[IdentityMerge]) -> bytes:
    """A document graph given as N-Quads with ``merges`` applied, as :func:`link_graphs` applies them.

    >>> merge = IdentityMerge(URIRef("http://ex/g"), URIRef("http://ex/a"), URIRef("http://ex/b"), ("email:x",))
    >>> apply_to_nquads(b'<http://ex/a> <http://ex/p> <http://ex/a> <http://ex/g> .\\n', [merge])
    b'<http://ex/b> <http://ex/p> <http://ex/b> <http://ex/g> .\\n'
    """
    if not merges:
        return nquads
    import pyoxigraph as ox

    renamed = {str(m.old): ox.NamedNode(str(m.new)) for m in merges if m.new != m.old}

    def term(node: Any) -> Any:
        return renamed.get(node.value, node) if isinstance(node, ox.NamedNode) else node

    quads = {
        ox.Quad(term(q.subject), q.predicate, term(q.object), q.graph_name): None
        for q in ox.parse(nquads, format=ox.RdfFormat.N_QUADS)
    }
    graph = ox.NamedNode(str(merges[0].graph))
    same_as = ox.NamedNode(str(OWL.sameAs))
    for merge in merges:
        for other in merge.same_as:
            quads[ox.Quad(ox.NamedNode(str(merge.new)), same_as, ox.NamedNode(str(other)), graph)] = None
    return ox.serialize(quads, format=ox.RdfFormat.N_QUADS) or b""


def _replace_node(graph: Graph, old: URIRef, new: URIRef) -> None:
    """Rename ``old`` to ``new`` wherever it is the subject or the object of a triple."""
    for s, p, o in list(graph.triples((old, None, None))):
        graph.remove((s, p, o))
        graph.add((new, p, new if o == old else o))
    for s, p, o in list(graph.triples((None, None, old))):
        graph.remove((s, p, o))
        graph.add((s, p, new))
