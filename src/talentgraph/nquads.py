"""One document's graph written straight to N-Quads (what ingest's workers send), without making a
pyoxigraph term per quad: the bytes are those ``pyoxigraph.serialize`` writes for
:func:`talentgraph.rdf.profile_to_quads` (a test compares them), at a third of the cost.

>>> from talentgraph.model import Profile, Person
>>> sink = profile_to_nquads(Profile(source="ada.txt", person=Person(name='Ada "AL" Lovelace')), sha256="0" * 64)
>>> [line for line in sink.nquads().decode().splitlines() if "/name>" in line][0].split(" ", 2)[2]
'"Ada \\\\"AL\\\\" Lovelace" <https://w3id.org/talentgraph/id/doc/ada-txt-4d39062a> .'
"""

from __future__ import annotations

import re
from collections.abc import Container
from pathlib import Path
from typing import ClassVar

import pyoxigraph as ox

from .errors import ExtractionError
from .model import Profile
from .rdf import document_iri, write_profile

__all__ = ["NQuadsSink", "profile_to_nquads"]

_XSD_STRING = "http://www.w3.org/2001/XMLSchema#string"
#: how Oxigraph writes a character of a literal that N-Quads cannot hold as it is
_ESCAPES = {"\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r", '"': '\\"', "\\": "\\\\"}
_ESCAPED = re.compile('[\x00-\x1f"\\\\\x7f\ufffe\uffff]')


def _escape(m: re.Match[str]) -> str:
    return _ESCAPES.get(m.group()) or f"\\u{ord(m.group()):04X}"


class NQuadsSink:
    """The triples of one named graph as strings, each once in the order first added (two triples
    are one when pyoxigraph's quads would be equal: a plain literal is an ``xsd:string``)."""

    #: IRIs already checked by pyoxigraph (it refuses what RDF does not take, as
    #: :class:`talentgraph.rdf.QuadSink` does), shared by a process's documents, emptied at
    #: :attr:`CHECKED_KEPT`.
    _checked: ClassVar[set[str]] = set()
    CHECKED_KEPT = 50_000

    def __init__(self, graph_name: str) -> None:
        if len(self._checked) >= self.CHECKED_KEPT:
            self._checked.clear()
        self.graph_name = self._iri(graph_name)
        #: (s, p, o) for an IRI object, (s, p, lexical, datatype) for a literal
        self.triples: dict[tuple[str, ...], None] = {}

    def _iri(self, iri: str) -> str:
        iri = str(iri)  # a URIRef is no key of a str
        if iri not in self._checked:
            self._check(iri)
        return iri

    def _check(self, *iris: str) -> None:
        """Have pyoxigraph check each IRI not checked before, in order (ValueError for one RDF
        does not take)."""
        for iri in iris:
            if iri not in self._checked:
                ox.NamedNode(iri)
                self._checked.add(iri)

    def iri(self, s: str, p: str, o: str) -> None:
        s, p, o = str(s), str(p), str(o)
        checked = self._checked
        if s not in checked or p not in checked or o not in checked:
            self._check(s, p, o)
        self.triples[(s, p, o)] = None

    def literal(self, s: str, p: str, lexical: str, datatype: str | None) -> None:
        if not lexical.isascii():
            try:
                lexical.encode("utf-8")
            except UnicodeEncodeError:
                ox.Literal(lexical)  # a lone surrogate: pyoxigraph's own ValueError
        s, p = str(s), str(p)
        kind = str(datatype) if datatype else _XSD_STRING
        checked = self._checked
        if s not in checked or p not in checked or kind not in checked:
            self._check(kind, s, p)
        self.triples[(s, p, lexical, kind)] = None

    def with_predicates(self, *predicate_sets: Container[str]) -> list[list[tuple[str, str, str]]]:
        """For each set of predicates, its triples as (subject, predicate, the object's IRI or
        lexical form), in the order added; one pass over the graph.

        >>> sink = NQuadsSink("urn:g")
        >>> sink.iri("urn:a", "urn:knows", "urn:b"); sink.literal("urn:a", "urn:name", "A", None)
        >>> sink.with_predicates({"urn:name"}, {"urn:knows", "urn:name"})
        [[('urn:a', 'urn:name', 'A')], [('urn:a', 'urn:knows', 'urn:b'), ('urn:a', 'urn:name', 'A')]]
        """
        found: list[list[tuple[str, str, str]]] = [[] for _ in predicate_sets]
        for t in self.triples:
            for predicates, triples in zip(predicate_sets, found, strict=True):
                if t[1] in predicates:
                    triples.append((t[0], t[1], t[2]))
        return found

    def nquads(self) -> bytes:
        """The graph as N-Quads, as ``pyoxigraph.serialize`` writes its quads."""
        tail = f" <{self.graph_name}> .\n"
        out = []
        for t in self.triples:
            if len(t) == 3:
                out.append(f"<{t[0]}> <{t[1]}> <{t[2]}>{tail}")
            else:
                value = '"' + _ESCAPED.sub(_escape, t[2]) + '"'
                typed = value if t[3] == _XSD_STRING else f"{value}^^<{t[3]}>"
                out.append(f"<{t[0]}> <{t[1]}> {typed}{tail}")
        return "".join(out).encode("utf-8")


def profile_to_nquads(
    profile: Profile, sha256: str, document_format: str = "text", path: str | Path | None = None
) -> NQuadsSink:
    """The triples of :func:`talentgraph.rdf.profile_to_quads`, as strings."""
    sink = NQuadsSink(document_iri(profile.source))
    try:
        write_profile(sink, profile, sha256, document_format, path)
    except ValueError as exc:  # an IRI rdflib would take but RDF does not
        raise ExtractionError(f"{profile.source}: cannot write the document as RDF ({exc})") from exc
    return sink
