"""Link the people of new document graphs to the person nodes already in a store (run at ingest).

The RDF stage gives every person node ``tg:identityKey`` anchors (``email:…``, ``homepage:…``,
``name+org:<name>@<org id>``, and for a document's owner ``post:<org id>@<start year>`` for each
dated post or study and ``org:<org id>`` for each organisation of a post or study; see
:mod:`talentgraph.rdf`). Two person nodes sharing a key are one person, except that a career
(posts and organisations) links only a node with no name (a site's page that never states its
owner's name joins the owner's named CV or about page), and only with dated posts at two or more
organisations in common (colleagues who joined one place together share one), or, with a named
node, posts at three or more (a named page often lists its owner's organisations without dates). Before a document graph is loaded,
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
[(('name+org', 'org'), True)]
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from rdflib import Graph, Literal, URIRef

from .queries import load_query, select_rows, select_values_strings
from .resolve.people import names_agree
from .store.base import Store, StringRows
from .vocab import FOAF, OWL, TG

__all__ = [
    "DocumentPeople",
    "IdentityMerge",
    "KeySieve",
    "apply_to_nquads",
    "link_graphs",
    "link_identities",
    "link_people",
    "same_as_classes",
    "stored_keys_sieve",
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
        """The kinds of the shared keys (``email``, ``homepage``, ``name+org``, ``org``, ``post``…), sorted."""
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
#: The predicates :meth:`DocumentPeople.of_triples` reads (a caller may pass only these triples).
PEOPLE_PREDICATES = frozenset({_IDENTITY_KEY, _NAME, _PRIMARY_TOPIC})


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


def link_people(
    documents: Sequence[DocumentPeople], store: Store, sieve: KeySieve | None = None
) -> list[list[IdentityMerge]]:
    """The merges of :func:`link_graphs` for each document, computed from their people alone.

    Applying a merge renames ``old`` to ``new`` in that document's graph and adds
    ``new owl:sameAs`` each of ``same_as``; nothing here changes a graph.

    ``sieve``, when given, holds every identity key ``store`` may hold (:class:`KeySieve`): the
    store is asked only about those, and the documents' keys are added to it (they are about to be
    stored). The store's stored email keys of a node are read only where a merge depends on them.
    """
    wanted = sorted({key for doc in documents for keys in doc.keys.values() for key in keys})
    asked = sieve.add_new(wanted) if sieve is not None else wanted
    stored: dict[str, set[tuple[URIRef, URIRef]]] = {}
    names: dict[URIRef, set[str]] = {}  # every name a person node is given, here and in the store
    for doc in documents:
        for person, given in doc.names.items():
            names.setdefault(person, set()).update(given)
    iris: dict[str, URIRef] = {}
    nameless = sieve.nameless if sieve is not None else None
    if asked:
        for key, holder, where, name in _stored_rows(store, asked, documents, nameless):
            node = iris.get(holder) or iris.setdefault(holder, URIRef(holder))
            graph = iris.get(where) or iris.setdefault(where, URIRef(where))
            stored.setdefault(key, set()).add((graph, node))
            if name is not None:
                names.setdefault(node, set()).add(name)
        # a node is compared with every name its documents give it, not only those of the graphs
        # holding the keys asked: a page named "Lee" joined to Lee Chen by an earlier ingest is
        # Lee Chen's, and Ann Lee, sharing the page's other email, must not join it
        _add_stored_names(store, {node for pairs in stored.values() for _, node in pairs}, names)
    if nameless is not None:  # about to be stored
        nameless.add(
            key
            for doc in documents
            for person, keys in doc.keys.items()
            if not doc.names.get(person)
            for key in keys
        )
    emails = _Emails(store, {holder for pairs in stored.values() for _, holder in pairs})
    for doc in documents:
        for person, keys in doc.keys.items():
            emails.add(person, (k for k in keys if k.startswith("email:")))
    linked: dict[URIRef, dict[URIRef, set[str]]] = {}  # graphs linked so far: name -> person -> keys
    index: dict[str, set[tuple[URIRef, URIRef]]] = {}  # their keys: key -> (graph name, person)
    unnamed: dict[str, set[tuple[URIRef, URIRef]]] = {}  # the career keys of ``index``'s nameless nodes
    merges: list[list[IdentityMerge]] = []
    for doc in documents:
        name = doc.graph
        for person, keys in linked.pop(name, {}).items():  # the same document given twice: last wins
            for key in keys:
                index[key].discard((name, person))
                unnamed.get(key, set()).discard((name, person))
        hits_of = _candidates(doc.keys, name, stored, linked, index, unnamed, names, emails)
        found = _merges(doc, hits_of)
        merges.append(found)
        renamed = {merge.old: merge.new for merge in found}
        for merge in found:  # the node is now also this document's person: later documents must agree with
            # every name it has (a page named "Lee" joined to "Lee Chen" is no longer "Ann Lee"'s)
            names.setdefault(merge.new, set()).update(names.get(merge.old, ()))
        linked[name] = {renamed.get(person, person): keys for person, keys in doc.keys.items()}
        for person, keys in linked[name].items():
            emails.add(person, (k for k in keys if k.startswith("email:")))
            for key in keys:
                index.setdefault(key, set()).add((name, person))
                if not names.get(person) and key.startswith(_CAREER):
                    unnamed.setdefault(key, set()).add((name, person))
    return merges


def _stored_rows(
    store: Store,
    asked: Sequence[str],
    documents: Sequence[DocumentPeople],
    nameless_keys: KeySieve | None = None,
) -> list[tuple[str, str, str, str | None]]:
    """The store's ``_identity-candidates`` rows for the keys ``asked`` (key, person, graph, name),
    except rows no merge depends on: those of a career key (a dated post or an organisation) that
    only named people of ``documents`` carry, held by a node that each graph stating such a post names and that carries no other key
    asked. Posts alone never join two named people (:func:`_too_few_posts`), and such a node is
    never a merge target either, so leaving it out changes no merge; at a large employer it is
    most of the answer (every colleague who started there the same year). ``nameless_keys``, when
    given, holds every key a stored node with no name in its graph may hold (:attr:`KeySieve.nameless`).
    """
    full = {
        key
        for doc in documents
        for person, keys in doc.keys.items()
        for key in keys
        if not key.startswith(_CAREER) or not doc.names.get(person)
    }
    named_posts = [key for key in asked if key not in full]
    rows = _rows(
        select_values_strings(
            store, "_identity-candidates", "key", [Literal(k) for k in asked if k in full], chunk=1000
        )
    )
    if named_posts:  # the rows of these posts for the nodes a merge may depend on
        maybe = [k for k in named_posts if nameless_keys is None or k in nameless_keys]
        nameless = (
            select_values_strings(store, "_identity-nameless", "key", [Literal(k) for k in maybe], chunk=1000)
            if maybe
            else StringRows(["person"], [])
        )
        people = {holder for _, holder, _, _ in rows}
        people.update(holder for (holder,) in nameless if holder is not None)
        people.update(str(person) for doc in documents for person in (*doc.keys, *doc.names))
        wanted = set(named_posts)
        posts = select_values_strings(
            store, "_identity-posts", "person", [URIRef(p) for p in sorted(people)], chunk=1000
        )
        found = sorted(
            {(key, holder, where) for key, holder, where in posts if key in wanted and holder and where}
        )
        names: dict[tuple[str, str], list[str]] = {}
        pairs = sorted({(URIRef(holder), URIRef(where)) for _, holder, where in found})
        for row in select_rows(store, "_identity-names", ("person", "graph"), pairs, chunk=1000):
            if row.get("name") is not None:
                names.setdefault((str(row["person"]), str(row["graph"])), []).append(str(row["name"]))
        for key, holder, where in found:  # as OPTIONAL { ?person foaf:name ?name } gives them
            given: list[str | None] = [*names.get((holder, where), [])] or [None]
            rows += [(key, holder, where, name) for name in given]
    return rows


def _add_stored_names(store: Store, people: set[URIRef], names: dict[URIRef, set[str]]) -> None:
    """Add to ``names`` every name any graph of the store gives each of ``people``."""
    if not people:
        return
    rows = select_values_strings(
        store, "_identity-person-names", "person", sorted(people, key=str), chunk=1000
    )
    at = [rows.variables.index(v) for v in ("person", "name")] if rows.variables else []
    for row in rows:
        holder, name = (row[i] for i in at)
        if holder is not None and name is not None:
            names.setdefault(URIRef(holder), set()).add(name)


def _rows(answer: StringRows) -> list[tuple[str, str, str, str | None]]:
    """(key, person, graph, name) rows of an ``_identity-candidates``-shaped answer."""
    at = [answer.variables.index(v) for v in ("key", "person", "graph", "name")] if answer.variables else []
    rows = []
    for row in answer:
        key, holder, where, name = (row[i] for i in at)
        if key is not None and holder is not None and where is not None:
            rows.append((key, holder, where, name))
    return rows


class KeySieve:
    """The identity keys a store may hold, as a Bloom filter of fixed size: ``key in sieve`` is
    False only for a key never added (a false positive costs one lookup, never a missed link), and
    its memory does not grow with the number of keys. An ingest into the embedded store, which no
    other process writes meanwhile, fills it with the stored keys and then each batch's keys.

    >>> sieve = KeySieve(bits=1 << 12)
    >>> sieve.add(["email:ada@example.org"])
    >>> "email:ada@example.org" in sieve, "email:bob@example.org" in sieve
    (True, False)
    """

    def __init__(self, bits: int = 1 << 24, hashes: int = 4) -> None:
        self._bits = bytearray(bits // 8)
        self._size = len(self._bits) * 8
        self._hashes = hashes
        #: The career keys a node with no name in its graph may hold, when known (a store that held
        #: no key at the start): only those are asked of ``_identity-nameless``, whose every holder
        #: of a large employer's post is visited (11.7 of 25 CPU-s of the main thread at 10,000).
        self.nameless: KeySieve | None = None

    def _positions(self, key: str) -> list[int]:
        digest = hashlib.blake2b(key.encode("utf-8", "surrogatepass"), digest_size=16).digest()
        whole, size = int.from_bytes(digest, "little"), self._size
        first, step = whole & 0xFFFF_FFFF_FFFF_FFFF, (whole >> 64) | 1  # the digest's two halves
        return [(first + i * step) % size for i in range(self._hashes)]

    def add(self, keys: Iterable[str]) -> None:
        bits = self._bits
        for key in keys:
            for position in self._positions(key):
                bits[position >> 3] |= 1 << (position & 7)

    def add_new(self, keys: Sequence[str]) -> list[str]:
        """Add ``keys``; return those that were ``in`` the sieve before (each key hashed once).

        >>> sieve = KeySieve(bits=1 << 12)
        >>> sieve.add_new(["email:ada@example.org"]), sieve.add_new(["email:ada@example.org", "email:bob@example.org"])
        ([], ['email:ada@example.org'])
        """
        bits = self._bits
        positions = [self._positions(key) for key in keys]
        held = [
            key
            for key, at in zip(keys, positions, strict=True)
            if all(bits[p >> 3] & (1 << (p & 7)) for p in at)
        ]
        for at in positions:
            for p in at:
                bits[p >> 3] |= 1 << (p & 7)
        return held

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and all(
            self._bits[position >> 3] & (1 << (position & 7)) for position in self._positions(key)
        )


def stored_keys_sieve(store: Store) -> KeySieve:
    """A :class:`KeySieve` holding every identity key ``store`` holds now."""
    sieve = KeySieve()
    keys = [key for (key,) in store.select_strings(load_query("_identity-keys").sparql) if key is not None]
    sieve.add(keys)
    if not keys:  # nothing stored: the nameless holders are those this ingest adds
        sieve.nameless = KeySieve(bits=1 << 20)
    return sieve


class _Emails:
    """The email keys of person nodes: those of the documents being linked, given with :meth:`add`,
    and those the store gives the nodes in ``stored``, read from the store only when first needed."""

    def __init__(self, store: Store, stored: set[URIRef]) -> None:
        self._store, self._unread, self._keys = store, stored, dict[URIRef, set[str]]()

    def add(self, person: URIRef, keys: Iterable[str]) -> None:
        self._keys.setdefault(person, set()).update(keys)

    def read(self, people: Iterable[URIRef]) -> None:
        """Read the stored email keys of ``people`` not read yet, in one request."""
        unread = sorted({person for person in people if person in self._unread}, key=str)
        if not unread:
            return
        self._unread.difference_update(unread)
        for person in unread:
            self._keys.setdefault(person, set())
        rows = select_values_strings(self._store, "_person-emails", "person", unread, chunk=1000)
        at = {variable: index for index, variable in enumerate(rows.variables)}
        for row in rows:
            holder, key = row[at["person"]], row[at["key"]]
            if holder is not None and key is not None:
                self._keys.setdefault(URIRef(holder), set()).add(key)

    def get(self, person: URIRef) -> set[str]:
        self.read([person])
        return self._keys.get(person, set())


def _candidates(
    found: dict[URIRef, set[str]],
    name: URIRef,
    stored: dict[str, set[tuple[URIRef, URIRef]]],
    linked: dict[URIRef, dict[URIRef, set[str]]],
    index: dict[str, set[tuple[URIRef, URIRef]]],
    unnamed: dict[str, set[tuple[URIRef, URIRef]]],
    names: dict[URIRef, set[str]],
    emails: _Emails,
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
        mine = names.get(person, set())
        # A named person and a named node that share career keys alone never link
        # (:func:`_too_few_posts`): a career key adds a named node only when another key reached it,
        # so colleagues at a large employer are not gathered and their names compared for nothing
        # (when no other key reached any node, only ``unnamed``, the nameless holders, are visited).
        career = [k for k in keys if k.startswith(_CAREER)] if mine else []
        hits: dict[URIRef, set[str]] = {}
        for key in keys if not career else (k for k in keys if not k.startswith(_CAREER)):
            for graph_name, other in stored.get(key, ()):
                if graph_name != name and graph_name not in linked:
                    hits.setdefault(other, set()).add(key)
            for _, other in index.get(key, ()):
                hits.setdefault(other, set()).add(key)
        holders = index if hits else unnamed
        for key in career:
            for graph_name, other in stored.get(key, ()):
                if (
                    graph_name != name
                    and graph_name not in linked
                    and (other in hits or not names.get(other))
                ):
                    hits.setdefault(other, set()).add(key)
            for _, other in holders.get(key, ()):
                if other in hits or not names.get(other):
                    hits.setdefault(other, set()).add(key)
        agreeing = {
            other: shared
            for other, shared in hits.items()
            if all(names_agree(a, b) for a in mine for b in names.get(other, set()))
        }
        weak = [other for other, shared in agreeing.items() if _weak(shared)]
        if weak:  # whether they are namesakes depends on the emails of both: read them at once
            emails.read([person, *weak])
        out[person] = {
            other: shared
            for other, shared in agreeing.items()
            if not (_weak(shared) and _namesakes(shared, emails.get(person), emails.get(other)))
            and not _too_few_posts(shared, mine, names.get(other, set()))
        }
        by_posts = [other for other, shared in out[person].items() if _posts_only(shared)]
        if len(by_posts) > 1:  # a career like two people's: it is neither's
            for other in by_posts:
                del out[person][other]
    return out


def _too_few_posts(shared: set[str], mine: set[str], theirs: set[str]) -> bool:
    """Whether two nodes are joined by their careers alone (dated posts, ``post:<org id>@<start
    year>``, and organisations of posts and studies, ``org:<org id>``) when that is not enough.
    A career links a node with no name (a site's page that never states it) to another, and only
    with dated posts at two or more organisations in common (colleagues who joined one place
    together, or two people who each started two posts at one large university in the same years,
    share only that organisation), or with posts at three or more organisations in common with a
    named node (its about page lists them without dates; two organisations, a school and an
    employer, are what many people of one field share). Named people link by name and organisation.

    >>> _too_few_posts({"post:acme@2019"}, set(), {"Ada"})
    True
    >>> _too_few_posts({"post:uni@2019", "post:uni@2021"}, set(), {"Ada"})
    True
    >>> _too_few_posts({"post:acme@2019", "post:uni@2012"}, set(), {"Ada"})
    False
    >>> _too_few_posts({"post:acme@2019", "post:uni@2012"}, {"Ben"}, {"Ada Quill"})
    True
    >>> _too_few_posts({"org:acme", "org:uni"}, set(), {"Ada"})
    True
    >>> _too_few_posts({"org:acme", "org:uni", "org:lab"}, set(), {"Ada"}), _too_few_posts({"org:acme", "org:uni", "org:lab"}, set(), set())
    (False, True)
    """
    if not _posts_only(shared):
        return False
    if mine and theirs:
        return True
    dated = {key.removeprefix("post:").rsplit("@", 1)[0] for key in shared if key.startswith("post:")}
    if len(dated) >= 2:
        return False
    listed = {key.removeprefix("org:") for key in shared if key.startswith("org:")}
    return len(listed) < 3 or not (mine or theirs)


def _posts_only(shared: set[str]) -> bool:
    """Whether every key two nodes share is a career key (a dated post or an organisation)."""
    return all(key.startswith(_CAREER) for key in shared)


#: the kinds of key an owner's career gives (:func:`talentgraph.resolve.people.dated_posts`, ``org:``)
_CAREER = ("post:", "org:")


def _namesakes(shared: set[str], mine: set[str], theirs: set[str]) -> bool:
    """Whether only name+organisation keys (and dated posts, which colleagues share too) join two
    nodes whose emails all differ.

    >>> _namesakes({"name+org:ada@acme", "post:acme@2019"}, {"email:a@x.example"}, {"email:b@y.example"})
    True
    """
    return bool(mine and theirs and not mine & theirs) and _weak(shared)


def _weak(shared: set[str]) -> bool:
    """Whether every key two nodes share is a name and organisation or a career key (what
    colleagues and namesakes share too)."""
    return all(k.startswith(("name+org:", *_CAREER)) for k in shared)


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


def same_as_classes(store: Store, people: Iterable[str]) -> dict[str, str]:
    """Each of ``people`` (person IRIs) → the smallest IRI of the nodes it is one person with by
    ``owl:sameAs`` (the bridges :func:`link_people` records when a document joins two existing
    nodes; followed across documents, either way round); a node with none maps to itself.

    Analyses that pair people use it so that two nodes of one person are never shown as a pair.

    >>> import tempfile
    >>> from rdflib import RDF
    >>> from talentgraph.store import open_store
    >>> store = open_store(tempfile.mkdtemp())
    >>> graph = Graph(identifier=URIRef("http://ex/doc"))
    >>> for node in ("http://ex/b", "http://ex/c"):
    ...     _ = graph.add((URIRef(node), RDF.type, FOAF.Person))
    >>> _ = graph.add((URIRef("http://ex/b"), OWL.sameAs, URIRef("http://ex/c")))
    >>> store.replace_graph(graph)
    >>> same_as_classes(store, ["http://ex/c", "http://ex/d"])
    {'http://ex/c': 'http://ex/b', 'http://ex/d': 'http://ex/d'}
    """
    wanted = sorted(set(people))
    parent = {node: node for node in wanted}

    def root(node: str) -> str:
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    asked: set[str] = set()
    todo = wanted
    while todo:  # a bridge may lead to a node bridged again by a third document
        asked.update(todo)
        rows = select_values_strings(
            store, "_person-same-as", "person", [URIRef(p) for p in todo], chunk=1000
        )
        at = [rows.variables.index(v) for v in ("person", "other")] if rows.variables else []
        found: set[str] = set()
        for row in rows:
            node, other = (row[i] for i in at)
            if node is None or other is None:
                continue
            parent.setdefault(node, node)
            parent.setdefault(other, other)
            found.add(other)
            a, b = root(node), root(other)
            if a != b:
                parent[max(a, b)] = min(a, b)
        todo = sorted(found - asked)
    return {node: root(node) for node in wanted}


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
