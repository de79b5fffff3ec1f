"""A remote SPARQL 1.1 endpoint as a store (Oxigraph server, Fuseki, GraphDB, Virtuoso, …).

For an Oxigraph server the base URL is enough (``http://127.0.0.1:7878`` → ``/query`` and
``/update``). Other servers take explicit endpoints through the environment:
``TALENTGRAPH_QUERY_URL`` and ``TALENTGRAPH_UPDATE_URL``; HTTP basic auth comes from
``TALENTGRAPH_USER`` and ``TALENTGRAPH_PASSWORD`` only (never from the command line).
The endpoint must use the union of its named graphs as the default graph
(``oxigraph serve --union-default-graph``; Fuseki ``unionDefaultGraph``; GraphDB does by default).
"""

from __future__ import annotations

import json
import os
import urllib.error
from collections.abc import Mapping
from typing import Any

from rdflib import BNode, Literal, URIRef
from rdflib.term import Node
from SPARQLWrapper import JSON, POST, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import SPARQLWrapperException

from .. import __version__
from ..errors import EndpointError, QueryError
from .base import QueryResult, Store, bind_values

__all__ = ["RemoteStore", "endpoints_for"]

USER_AGENT = f"talentgraph/{__version__} (+https://w3id.org/talentgraph)"


def endpoints_for(url: str) -> tuple[str, str]:
    """Query and update endpoint URLs for a store URL.

    >>> endpoints_for("http://127.0.0.1:7878")
    ('http://127.0.0.1:7878/query', 'http://127.0.0.1:7878/update')
    >>> endpoints_for("http://localhost:3030/ds/sparql")
    ('http://localhost:3030/ds/sparql', 'http://localhost:3030/ds/update')
    """
    query_url = os.environ.get("TALENTGRAPH_QUERY_URL")
    update_url = os.environ.get("TALENTGRAPH_UPDATE_URL")
    base = url.rstrip("/")
    for suffix in ("/query", "/sparql"):
        if base.endswith(suffix):
            return query_url or base, update_url or base[: -len(suffix)] + "/update"
    return query_url or base + "/query", update_url or base + "/update"


def _from_json(value: dict[str, Any] | None) -> Node | None:
    if value is None:
        return None
    kind = value.get("type")
    if kind == "uri":
        return URIRef(value["value"])
    if kind == "bnode":
        return BNode(value["value"])
    if kind in ("literal", "typed-literal"):
        if "xml:lang" in value:
            return Literal(value["value"], lang=value["xml:lang"])
        datatype = value.get("datatype")
        if datatype and datatype != "http://www.w3.org/2001/XMLSchema#string":
            return Literal(value["value"], datatype=URIRef(datatype))
        return Literal(value["value"])
    raise EndpointError(f"malformed SPARQL JSON result term: {value!r}")


class RemoteStore(Store):
    """A SPARQL 1.1 endpoint reached over HTTP with SPARQLWrapper."""

    def __init__(self, url: str, timeout: float = 60.0) -> None:
        self.location = url
        self.query_url, self.update_url = endpoints_for(url)
        self.timeout = timeout

    def _wrapper(self, endpoint: str) -> SPARQLWrapper:
        wrapper = SPARQLWrapper(endpoint, agent=USER_AGENT)
        wrapper.setMethod(POST)
        wrapper.setTimeout(int(self.timeout))
        user, password = os.environ.get("TALENTGRAPH_USER"), os.environ.get("TALENTGRAPH_PASSWORD")
        if user and password:
            wrapper.setCredentials(user, password)
        return wrapper

    def _request(self, sparql: str, update: bool = False) -> Any:
        wrapper = self._wrapper(self.update_url if update else self.query_url)
        wrapper.setQuery(sparql)
        if not update:
            wrapper.setReturnFormat(JSON)
        endpoint = self.update_url if update else self.query_url
        try:
            response = wrapper.query()
            if update:
                return None
            return json.loads(response.response.read().decode("utf-8"))
        except SPARQLWrapperException as exc:
            text = str(exc).splitlines()[0]
            if "QueryBadFormed" in type(exc).__name__ or "400" in text:
                raise QueryError(f"{endpoint} rejected the query: {text}") from exc
            raise EndpointError(f"{endpoint} failed: {text}. Check the server's log.") from exc
        except urllib.error.HTTPError as exc:
            raise EndpointError(
                f"{endpoint} answered HTTP {exc.code} {exc.reason}; check the URL, credentials "
                "(TALENTGRAPH_USER/TALENTGRAPH_PASSWORD) and that the server accepts SPARQL 1.1"
            ) from exc
        except (urllib.error.URLError, ConnectionError, TimeoutError) as exc:
            reason = getattr(exc, "reason", exc)
            raise EndpointError(
                f"cannot reach the SPARQL endpoint {endpoint} ({reason}); is the server running?"
            ) from exc
        except (ValueError, UnicodeDecodeError) as exc:
            raise EndpointError(f"{endpoint} returned malformed results: {exc}") from exc

    def select(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> QueryResult:
        data = self._request(bind_values(sparql, bindings))
        try:
            variables = list(data["head"]["vars"])
            rows = [{v: _from_json(b.get(v)) for v in variables} for b in data["results"]["bindings"]]
        except (KeyError, TypeError) as exc:
            raise EndpointError(f"{self.query_url} returned malformed SELECT results") from exc
        return QueryResult(variables, rows)

    def ask(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> bool:
        data = self._request(bind_values(sparql, bindings))
        if not isinstance(data, dict) or "boolean" not in data:
            raise EndpointError(f"{self.query_url} returned malformed ASK results")
        return bool(data["boolean"])

    def update(self, sparql: str) -> None:
        self._request(sparql, update=True)
