"""RDF namespaces and IRIs used by talentgraph; the one place Python names vocabulary terms.

``TG`` mirrors ``ontology/talentgraph.ttl`` (a test keeps them equal) and fails on a misspelt term:

>>> TG.evidenceLine
rdflib.term.URIRef('https://w3id.org/talentgraph/ns#evidenceLine')
>>> TG.evidenceLines
Traceback (most recent call last):
...
AttributeError: term 'evidenceLines' not in namespace 'https://w3id.org/talentgraph/ns#'
"""

from __future__ import annotations

from rdflib import Namespace, URIRef
from rdflib.namespace import DCTERMS, FOAF, ORG, OWL, PROV, RDF, RDFS, SDO, SKOS, TIME, XSD, DefinedNamespace

__all__ = [
    "BASE",
    "DCTERMS",
    "FOAF",
    "ID",
    "INDEX_GRAPH",
    "ORG",
    "OWL",
    "PREFIXES",
    "PROV",
    "RDF",
    "RDFS",
    "REFERENCE_GRAPH",
    "ROLE",
    "SCHEMA",
    "SKOS",
    "TG",
    "TIME",
    "TOPIC",
    "WD",
    "XSD",
]

BASE = "https://w3id.org/talentgraph/"


class TG(DefinedNamespace):
    """The talentgraph vocabulary (``ontology/talentgraph.ttl``)."""

    _NS = Namespace(BASE + "ns#")
    _fail = True

    # classes
    SourceDocument: URIRef
    Education: URIRef
    Project: URIRef
    Award: URIRef
    Technology: URIRef
    ResearchLab: URIRef
    Relationship: URIRef
    Resolution: URIRef
    # provenance and evidence
    evidenceLine: URIRef
    evidenceText: URIRef
    contentHash: URIRef
    sourceName: URIRef
    filePath: URIRef
    documentFormat: URIRef
    generatorVersion: URIRef
    warning: URIRef
    # time
    startDate: URIRef
    endDate: URIRef
    ongoing: URIRef
    backwards: URIRef
    during: URIRef
    # derived at load time (talentgraph.derive)
    withinOrganization: URIRef
    topOrganization: URIRef
    organizationLevel1: URIRef
    organizationLevel2: URIRef
    organizationLevel3: URIRef
    startBound: URIRef
    endBound: URIRef
    statedStart: URIRef
    statedEnd: URIRef
    # derived when an ingest ends (talentgraph.post_index)
    postIndex: URIRef
    indexedUnder: URIRef
    postIndexVersion: URIRef
    # positions and organisations
    title: URIRef
    unit: URIRef
    location: URIRef
    gazetteerId: URIRef
    orgType: URIRef
    country: URIRef
    partOfSystem: URIRef
    # education
    student: URIRef
    institution: URIRef
    degree: URIRef
    fieldOfStudy: URIRef
    # projects, topics, technologies, publications
    worksOn: URIRef
    atOrganization: URIRef
    usesTechnology: URIRef
    freeText: URIRef
    venue: URIRef
    # people
    supervisedBy: URIRef
    mentoredBy: URIRef
    managedBy: URIRef
    collaboratesWith: URIRef
    qualifiedRelationship: URIRef
    relatedPerson: URIRef
    relationType: URIRef
    identityKey: URIRef
    recipient: URIRef
    awardedBy: URIRef
    year: URIRef
    # resolution
    writtenForm: URIRef
    resolvedTo: URIRef
    rule: URIRef
    score: URIRef


SCHEMA = SDO
#: Instance data: people, memberships, documents… (``ID["person/ada-1a2b3c4d"]``).
ID = Namespace(BASE + "id/")
TOPIC = Namespace(BASE + "topic/")
ROLE = Namespace(BASE + "role/")
WD = Namespace("http://www.wikidata.org/entity/")
#: Named graph holding the bundled ontology, gazetteer organisations, topic and role schemes.
REFERENCE_GRAPH = URIRef(BASE + "graph/reference")
#: Named graph of the post index (``talentgraph.post_index``): derived from the document graphs.
INDEX_GRAPH = URIRef(BASE + "graph/post-index")

#: One prefix map for serialisation and for the PREFIX lines of queries.
PREFIXES: dict[str, str] = {
    "tg": str(TG._NS),
    "id": str(ID),
    "topic": str(TOPIC),
    "role": str(ROLE),
    "foaf": str(FOAF),
    "schema": str(SDO),
    "org": str(ORG),
    "time": str(TIME),
    "prov": str(PROV),
    "skos": str(SKOS),
    "dcterms": str(DCTERMS),
    "owl": str(OWL),
    "rdf": str(RDF),
    "rdfs": str(RDFS),
    "xsd": str(XSD),
    "wd": str(WD),
}
