"""A remote SPARQL 1.1 endpoint as a store (Oxigraph server, Fuseki, GraphDB, Virtuoso, …).

For an Oxigraph server the base URL is enough (``http://127.0.0.1:7878`` → ``/query`` and
``/update``); Fuseki (``http://host:3030/DATASET``) and GraphDB
(``http://host:7200/repositories/REPO``) are recognised too, see :func:`endpoints_for`. Any other
layout takes explicit endpoints through ``TALENTGRAPH_QUERY_URL`` and ``TALENTGRAPH_UPDATE_URL``.
HTTP basic auth comes from ``TALENTGRAPH_USER`` and ``TALENTGRAPH_PASSWORD`` only, never from the
command line or the URL, and never appears in a message. ``TALENTGRAPH_TIMEOUT`` sets the seconds
to wait for an answer (default 60).

Requests carry a ``User-Agent``; short queries go by GET, long ones and updates by POST. An
endpoint that answers 429 or 503 is asked again after its ``Retry-After`` (or an exponential
backoff), a few times. Everything else that goes wrong becomes an :class:`EndpointError` (or a
:class:`QueryError` for a request the server calls invalid) naming the endpoint and what to check.
The endpoint must use the union of its named graphs as the default graph
(``oxigraph serve --union-default-graph``; Fuseki ``tdb2:unionDefaultGraph true``; GraphDB does).
"""

from __future__ import annotations

import ast
import contextlib
import email.utils
import http.client
import json
import os
import time
import urllib.error
import urllib.parse
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from rdflib import BNode, Literal, URIRef
from rdflib.term import Node
from SPARQLWrapper import GET, JSON, POST, POSTDIRECTLY, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import SPARQLWrapperException

from .. import __version__
from ..errors import EndpointError, QueryError
from .base import QueryResult, Store, bind_values

__all__ = ["RemoteStore", "endpoints_for", "retry_delay"]

USER_AGENT = f"talentgraph/{__version__} (+https://w3id.org/talentgraph)"
#: Statuses that mean "busy, ask again later".
RETRY_STATUSES = frozenset({429, 503})
#: Queries whose URL-encoded text is longer than this go by POST instead of GET.
MAX_GET_CHARS = 2000


def endpoints_for(url: str) -> tuple[str, str]:
    """Query and update endpoint URLs for a store URL (the environment can override both).

    >>> endpoints_for("http://127.0.0.1:7878")
    ('http://127.0.0.1:7878/query', 'http://127.0.0.1:7878/update')
    >>> endpoints_for("http://localhost:3030/ds/sparql")
    ('http://localhost:3030/ds/sparql', 'http://localhost:3030/ds/update')
    >>> endpoints_for("http://localhost:7200/repositories/talent")
    ('http://localhost:7200/repositories/talent', 'http://localhost:7200/repositories/talent/statements')
    """
    query_url = os.environ.get("TALENTGRAPH_QUERY_URL")
    update_url = os.environ.get("TALENTGRAPH_UPDATE_URL")
    base = url.rstrip("/")
    path = urllib.parse.urlsplit(base).path.split("/")
    if len(path) == 3 and path[1] == "repositories":  # GraphDB / RDF4J: /repositories/NAME
        return query_url or base, update_url or base + "/statements"
    for suffix in ("/query", "/sparql"):
        if base.endswith(suffix):
            return query_url or base, update_url or base[: -len(suffix)] + "/update"
    return query_url or base + "/query", update_url or base + "/update"


def retry_delay(retry_after: str | None, attempt: int, backoff: float = 0.5) -> float:
    """Seconds to wait before asking again: the server's ``Retry-After`` if any, else ``backoff·2^n``.

    >>> retry_delay("3", 0), retry_delay(None, 0), retry_delay(None, 3), retry_delay("soon", 1)
    (3.0, 0.5, 4.0, 1.0)
    """
    if retry_after:
        text = retry_after.strip()
        if text.isdigit():
            return float(text)
        try:
            when: datetime = email.utils.parsedate_to_datetime(text)
        except (TypeError, ValueError):
            return float(backoff * 2**attempt)
        seconds: float = (when - datetime.now(UTC)).total_seconds()
        return max(0.0, seconds)
    return float(backoff * 2**attempt)


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
    raise ValueError(f"unknown term {value!r}")


class _BusyError(Exception):
    def __init__(self, status: int, reason: str, retry_after: str | None) -> None:
        super().__init__(status)
        self.status, self.reason, self.retry_after = status, reason, retry_after


class RemoteStore(Store):
    """A SPARQL 1.1 endpoint reached over HTTP with SPARQLWrapper.

    ``timeout`` is in seconds (default ``$TALENTGRAPH_TIMEOUT`` or 60); a 429/503 answer is retried
    up to ``retries`` times, waiting at most ``max_wait`` seconds each time.

    >>> RemoteStore("http://127.0.0.1:7878").query_url
    'http://127.0.0.1:7878/query'
    >>> RemoteStore("http://me:secret@127.0.0.1:7878")
    Traceback (most recent call last):
    ...
    talentgraph.errors.EndpointError: do not put credentials in the store URL; set TALENTGRAPH_USER and TALENTGRAPH_PASSWORD instead
    """

    #: Remote requests stay well under common request-body limits.
    batch_graphs = 100
    batch_chars = 1_000_000

    def __init__(
        self, url: str, timeout: float | None = None, retries: int = 4, max_wait: float = 30.0
    ) -> None:
        parts = urllib.parse.urlsplit(url)
        if parts.username or parts.password:
            raise EndpointError(
                "do not put credentials in the store URL; set TALENTGRAPH_USER and TALENTGRAPH_PASSWORD instead"
            )
        if parts.scheme not in ("http", "https") or not parts.hostname:
            raise EndpointError(f"{url!r} is not an http(s):// endpoint URL")
        self.location = url
        self.query_url, self.update_url = endpoints_for(url)
        self.timeout = timeout if timeout is not None else _env_timeout()
        self.retries = retries
        self.max_wait = max_wait
        user, password = os.environ.get("TALENTGRAPH_USER"), os.environ.get("TALENTGRAPH_PASSWORD")
        if bool(user) != bool(password):
            raise EndpointError("set both TALENTGRAPH_USER and TALENTGRAPH_PASSWORD, or neither")
        self._credentials = (user, password) if user and password else None

    def __repr__(self) -> str:
        return f"RemoteStore({self.location!r})"

    def _wrapper(self, sparql: str, update: bool) -> SPARQLWrapper:
        wrapper = SPARQLWrapper(self.query_url, updateEndpoint=self.update_url, agent=USER_AGENT)
        # What setQuery does, minus its query-type sniffing: we know the type, and its regexes
        # take 0.2 s per MB of update text (and warn on forms they do not know).
        wrapper.queryString = sparql
        wrapper.queryType = "INSERT" if update else "SELECT"
        wrapper.setTimeout(max(1, round(self.timeout)))
        if update:
            wrapper.setMethod(POST)
            wrapper.setRequestMethod(POSTDIRECTLY)  # application/sparql-update: raw body, no %-encoding
        else:
            wrapper.setReturnFormat(JSON)
            long = len(urllib.parse.quote_plus(sparql)) > MAX_GET_CHARS
            wrapper.setMethod(POST if long else GET)
        if self._credentials:
            wrapper.setCredentials(*self._credentials)
        return wrapper

    def _request(self, sparql: str, update: bool = False) -> Any:
        """Send one request, retrying while the server says it is busy; the parsed JSON answer."""
        endpoint = self.update_url if update else self.query_url
        for attempt in range(self.retries + 1):
            try:
                return self._send(sparql, update, endpoint)
            except _BusyError as busy:
                delay = retry_delay(busy.retry_after, attempt)
                what = f"{endpoint} is busy (HTTP {busy.status} {busy.reason})"
                if delay > self.max_wait:
                    raise EndpointError(f"{what} and asks to wait {delay:.0f} s; try again later") from None
                if attempt == self.retries:
                    raise EndpointError(
                        f"{what} and still was after {self.retries} retries; try again later "
                        "or ask its operator about rate limits"
                    ) from None
                time.sleep(delay)
        raise AssertionError("unreachable")

    def _send(self, sparql: str, update: bool, endpoint: str) -> Any:
        wrapper = self._wrapper(sparql, update)
        try:
            response = wrapper.query().response
            try:
                body = response.read()
            finally:
                response.close()
        except urllib.error.HTTPError as exc:
            with contextlib.closing(exc):
                if exc.code in RETRY_STATUSES:
                    raise _BusyError(exc.code, exc.reason, exc.headers.get("Retry-After")) from exc
                raise self._http_error(endpoint, exc.code, str(exc.reason), _detail(exc.read())) from exc
        except SPARQLWrapperException as exc:
            if isinstance(exc.__context__, urllib.error.HTTPError):
                exc.__context__.close()
            code = {"QueryBadFormed": 400, "Unauthorized": 401, "EndPointNotFound": 404}.get(
                type(exc).__name__, 414 if type(exc).__name__ == "URITooLong" else 500
            )
            raise self._http_error(endpoint, code, "", _wrapped_detail(exc)) from exc
        except (TimeoutError, urllib.error.URLError, OSError, http.client.HTTPException) as exc:
            raise self._connection_error(endpoint, exc) from exc
        if update:
            return None
        try:
            return json.loads(body.decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as exc:
            raise EndpointError(
                f"{endpoint} returned malformed results (not SPARQL JSON: {_detail(body) or 'empty'}); "
                "is that URL a SPARQL 1.1 query endpoint?"
            ) from exc

    def _http_error(self, endpoint: str, code: int, reason: str, detail: str) -> Exception:
        status = f"HTTP {code}{' ' + reason if reason else ''}"
        said = f": {detail}" if detail else ""
        if code == 400:
            return QueryError(f"{endpoint} rejected the request ({status}){said}")
        if code in (401, 403):
            hint = "set TALENTGRAPH_USER and TALENTGRAPH_PASSWORD to an account that may " + (
                "write" if endpoint == self.update_url else "read"
            )
            if code == 403 and endpoint == self.update_url:
                hint += ", or point --store at a writable endpoint (this one may be read-only)"
            return EndpointError(f"{endpoint} refused access ({status}){said}; {hint}")
        if code in (404, 405):
            return EndpointError(
                f"{endpoint} is not a SPARQL endpoint ({status}); check the URL "
                "(Fuseki: http://HOST:3030/DATASET, GraphDB: http://HOST:7200/repositories/REPO, "
                "or set TALENTGRAPH_QUERY_URL/TALENTGRAPH_UPDATE_URL; see docs/stores.md)"
            )
        return EndpointError(f"{endpoint} failed ({status}){said}; check the server's log")

    def _connection_error(self, endpoint: str, exc: BaseException) -> EndpointError:
        reason = getattr(exc, "reason", exc)
        if isinstance(reason, TimeoutError) or isinstance(exc, TimeoutError):
            return EndpointError(
                f"{endpoint} did not answer within {self.timeout:g} s; check the server's load, "
                "or allow longer with TALENTGRAPH_TIMEOUT=SECONDS"
            )
        text = str(reason) or type(reason).__name__
        return EndpointError(f"cannot reach the SPARQL endpoint {endpoint} ({text}); is the server running?")

    def select(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> QueryResult:
        data = self._request(bind_values(sparql, bindings))
        try:
            variables = list(data["head"]["vars"])
            rows = [{v: _from_json(b.get(v)) for v in variables} for b in data["results"]["bindings"]]
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise EndpointError(
                f"{self.query_url} returned malformed SELECT results ({exc!r}); "
                "is that URL a SPARQL 1.1 query endpoint?"
            ) from exc
        return QueryResult(variables, rows)

    def ask(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> bool:
        data = self._request(bind_values(sparql, bindings))
        if not isinstance(data, dict) or not isinstance(data.get("boolean"), bool):
            raise EndpointError(
                f"{self.query_url} returned malformed ASK results; is that URL a SPARQL 1.1 query endpoint?"
            )
        return bool(data["boolean"])

    def update(self, sparql: str) -> None:
        self._request(sparql, update=True)


def _env_timeout() -> float:
    raw = os.environ.get("TALENTGRAPH_TIMEOUT")
    if not raw:
        return 60.0
    try:
        value = float(raw)
    except ValueError:
        value = 0.0
    if value <= 0:
        raise EndpointError(f"TALENTGRAPH_TIMEOUT={raw!r} is not a number of seconds above 0")
    return value


def _wrapped_detail(exc: SPARQLWrapperException) -> str:
    """The server's message kept (as a bytes repr) in a SPARQLWrapper exception's text."""
    _, _, response = str(exc).partition("Response:\n")
    try:
        body = ast.literal_eval(response) if response else b""
    except (ValueError, SyntaxError):
        body = response
    return _detail(body if isinstance(body, (bytes, str)) else str(body))


def _detail(body: bytes | str | None, limit: int = 200) -> str:
    """The first line of a server's error message, shortened."""
    if not body:
        return ""
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return line if len(line) <= limit else line[: limit - 1] + "…"
