"""SHACL validation of the store with the shapes in ``ontology/shapes.ttl`` (pySHACL).

Validation runs once over the union of the document graphs and the reference graph; each result is
traced back to the document (named graph) its focus node is stated in and to the source line of
the nearest node that carries evidence (an interval points back to its position).

>>> from talentgraph.model import Profile, Person, Affiliation, Evidence
>>> p = Profile(source="ada.txt", person=Person(name="Ada"))
>>> p.affiliations.append(Affiliation(org="ACME", org_id="x-acme", start="2021", end="2019", evidence=Evidence(4, "ACME 2021-2019")))
>>> from talentgraph.rdf import profile_to_graph
>>> report = validate_graphs([profile_to_graph(p, sha256="0" * 64)])
>>> report.conforms, [(f.severity, f.document, f.line) for f in report.findings]
(True, [('Warning', 'ada.txt', 4)])
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from functools import cache

from rdflib import Graph, Literal, URIRef
from rdflib.namespace import SH
from rdflib.term import Node

from .errors import ValidationError
from .resources import resource_path
from .store.base import Store
from .vocab import ORG, REFERENCE_GRAPH, TG, TIME

__all__ = ["Finding", "ValidationReport", "shapes_graph", "validate_graphs", "validate_store"]

#: Links from a node without evidence up to the node that has it (instant → interval → position).
_UP = (TIME.hasBeginning, TIME.hasEnd, ORG.memberDuring, TG.during)
_SEVERITY_ORDER = {"Violation": 0, "Warning": 1, "Info": 2}


@dataclass(frozen=True)
class Finding:
    """One SHACL result, located: ``document`` is the source name (``None`` for the reference graph)."""

    severity: str
    message: str
    focus: str
    path: str | None = None
    value: str | None = None
    document: str | None = None
    line: int | None = None
    text: str | None = None
    shape: str | None = None

    def to_dict(self) -> dict[str, object]:
        return asdict(self)


@dataclass
class ValidationReport:
    """All findings, most severe first; ``conforms`` is True when there is no violation."""

    findings: list[Finding] = field(default_factory=list)

    @property
    def violations(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "Violation"]

    @property
    def warnings(self) -> list[Finding]:
        return [f for f in self.findings if f.severity != "Violation"]

    @property
    def conforms(self) -> bool:
        return not self.violations


@cache
def shapes_graph() -> Graph:
    """The bundled shapes (``ontology/shapes.ttl``), parsed once; treat as read-only."""
    try:
        return Graph().parse(resource_path("ontology", "shapes.ttl"), format="turtle")
    except SyntaxError as exc:  # rdflib's Turtle parser raises BadSyntax, a SyntaxError
        raise ValidationError(f"ontology/shapes.ttl is not valid Turtle: {exc}") from exc


def validate_store(store: Store, documents: Iterable[URIRef] | None = None) -> ValidationReport:
    """Validate every document graph of ``store`` (or only ``documents``) with the reference graph."""
    graphs = None if documents is None else [*documents, REFERENCE_GRAPH]
    dataset = store.dataset(graphs)
    return validate_graphs(list(dataset.graphs()))


def validate_graphs(graphs: Sequence[Graph], with_reference: bool = True) -> ValidationReport:
    """Validate named graphs together (their union); the bundled reference graph is added unless present."""
    union = Graph()
    located: dict[Node, set[URIRef]] = defaultdict(set)
    names = set()
    for graph in graphs:
        if not len(graph):
            continue
        name = graph.identifier
        names.add(name)
        for s, p, o in graph:
            union.add((s, p, o))
            if isinstance(name, URIRef):
                located[s].add(name)
    if with_reference and REFERENCE_GRAPH not in names:
        from .reference import reference_graph

        for triple in reference_graph():
            union.add(triple)
    return ValidationReport(_findings(union, located))


def _findings(union: Graph, located: dict[Node, set[URIRef]]) -> list[Finding]:
    from pyshacl import validate

    try:
        _, results, _ = validate(
            union, shacl_graph=shapes_graph(), inference="none", advanced=True, allow_warnings=True
        )
    except Exception as exc:  # pyshacl raises its own error classes and RuntimeErrors
        raise ValidationError(f"SHACL validation could not run: {exc}") from exc
    if not isinstance(results, Graph):
        raise ValidationError("SHACL validation returned no results graph; is pyshacl installed correctly?")
    sources = {
        doc: str(name)
        for doc, name in union.subject_objects(TG.sourceName)
        if isinstance(doc, URIRef) and isinstance(name, Literal)
    }
    findings = {
        _finding(results, result, union, located, sources) for result in results.subjects(SH.focusNode)
    }
    return sorted(
        findings,
        key=lambda f: (
            _SEVERITY_ORDER.get(f.severity, 3),
            f.document or "",
            f.line or 0,
            f.message,
            f.focus,
            f.path or "",
        ),
    )


def _finding(
    results: Graph, result: Node, union: Graph, located: dict[Node, set[URIRef]], sources: dict[URIRef, str]
) -> Finding:
    def one(prop: URIRef) -> Node | None:
        return results.value(result, prop)

    focus = one(SH.focusNode)
    severity = one(SH.resultSeverity)
    message = one(SH.resultMessage)
    path, value, shape = one(SH.resultPath), one(SH.value), one(SH.sourceShape)
    document, line, text = _locate(focus, union, located, sources)
    return Finding(
        severity=str(severity).rsplit("#", 1)[-1] if severity is not None else "Violation",
        message=str(message) if message is not None else "constraint not met",
        focus=str(focus),
        path=str(path) if isinstance(path, URIRef) else None,
        value=None if value is None else str(value),
        document=document,
        line=line,
        text=text,
        shape=str(shape) if isinstance(shape, URIRef) else None,
    )


def _locate(
    focus: Node | None, union: Graph, located: dict[Node, set[URIRef]], sources: dict[URIRef, str]
) -> tuple[str | None, int | None, str | None]:
    """Source name of the graph stating ``focus``, and the evidence line of it or of a node pointing to it."""
    if focus is None:
        return None, None, None
    graphs = sorted(located.get(focus, set()) - {REFERENCE_GRAPH})
    document = sources.get(graphs[0]) if graphs else None
    frontier, seen = [focus], {focus}
    for _ in range(3):  # instant → interval → position
        for node in frontier:
            line = union.value(node, TG.evidenceLine)
            if isinstance(line, Literal):
                text = union.value(node, TG.evidenceText)
                return document, int(line.toPython()), None if text is None else str(text)
        parents = [
            s
            for node in frontier
            for p in _UP
            for s in sorted(set(union.subjects(p, node)), key=str)
            if s not in seen
        ]
        seen.update(parents)
        frontier = parents
    return document, None, None
