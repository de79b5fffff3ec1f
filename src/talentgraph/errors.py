"""Exceptions raised by talentgraph.

Every error a user can cause derives from :class:`TalentGraphError`; its message says what went
wrong and what to do about it. The CLI turns these into ``Error: <message>`` and exit status 1.

    TalentGraphError
    ├── SourceError          a document cannot be read or decoded
    ├── ExtractionError      a document was read but could not be turned into a profile
    ├── ResourceError        bundled data (gazetteers, ontology, queries) missing or malformed
    ├── StoreError           the store cannot be opened, loaded or queried
    │   └── EndpointError    a remote SPARQL endpoint failed (down, timeout, HTTP error)
    ├── QueryError           an unknown query, a bad parameter, or a SPARQL syntax error
    ├── ValidationError      SHACL validation could not run
    └── ExportError          an export format or target is not usable

>>> try:
...     raise QueryError("unknown query 'x'")
... except TalentGraphError as exc:
...     print(exc)
unknown query 'x'
"""

from __future__ import annotations

__all__ = [
    "EndpointError",
    "ExportError",
    "ExtractionError",
    "QueryError",
    "ResourceError",
    "SourceError",
    "StoreError",
    "TalentGraphError",
    "ValidationError",
]


class TalentGraphError(Exception):
    """Base class of every error talentgraph raises on purpose."""


class SourceError(TalentGraphError):
    """A document cannot be read: missing, unreadable, undecodable or of an unknown format."""


class ExtractionError(TalentGraphError):
    """A document was read but extraction failed."""


class ResourceError(TalentGraphError):
    """A bundled resource (ontology, gazetteer, query file) is missing or malformed."""


class StoreError(TalentGraphError):
    """The store cannot be opened, written or queried."""


class EndpointError(StoreError):
    """A remote SPARQL endpoint failed: connection refused, timeout, HTTP error, bad results."""


class QueryError(TalentGraphError):
    """A query is unknown, has a bad parameter, or is not valid SPARQL."""


class ValidationError(TalentGraphError):
    """SHACL validation could not be run."""


class ExportError(TalentGraphError):
    """An export could not be written."""
