"""A remote SPARQL 1.1 endpoint as a store (Oxigraph server, Fuseki, GraphDB, Virtuoso, …).

For an Oxigraph server the base URL is enough (``http://127.0.0.1:7878`` → ``/query`` and
``/update``); Fuseki (``http://host:3030/DATASET``), GraphDB
(``http://host:7200/repositories/REPO``) and Virtuoso (``http://host:8890/sparql-auth``) are
recognised too, see :func:`endpoints_for`. Any other layout takes explicit endpoints through
``TALENTGRAPH_QUERY_URL``, ``TALENTGRAPH_UPDATE_URL`` and ``TALENTGRAPH_GSP_URL``. Credentials
come from ``TALENTGRAPH_USER`` and ``TALENTGRAPH_PASSWORD`` only, never from the command line or
the URL, and never appear in a message; they go as HTTP basic auth, or digest when the server asks
for it (Virtuoso's ``/sparql-auth``). ``TALENTGRAPH_TIMEOUT`` sets the seconds to wait for an
answer (default 60), ``TALENTGRAPH_PAGE_SIZE`` the rows asked for per page (default 10,000).

Requests carry a ``User-Agent``; short queries go by GET, long ones and updates by POST. An
endpoint that answers 429 or 503 is asked again after its ``Retry-After`` (or an exponential
backoff), a few times. Everything else that goes wrong becomes an :class:`EndpointError` (or a
:class:`QueryError` for a request the server calls invalid) naming the endpoint and what to check.

Documents are loaded with SPARQL Update, batched, each document's ``DROP`` + ``INSERT DATA`` in one
request; through the Graph Store HTTP Protocol (one ``PUT`` per document) when the endpoint
offers no update endpoint, or is Virtuoso, whose ``INSERT DATA`` is 30x slower than its ``PUT``.
Which one is decided once, at the first load. Big answers (export, all-pairs incidence rows) are
fetched in pages (``LIMIT``/``OFFSET`` over an ordered subquery), so a server that caps the rows
of one answer (Virtuoso's ``ResultSetMaxRows``) still gives all of them.
No query depends on the endpoint's default graph: all of them read named graphs explicitly.
"""

from __future__ import annotations

import base64
import contextlib
import email.utils
import hashlib
import http.client
import json
import os
import re
import secrets
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterable, Iterator, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

from rdflib import BNode, Graph, Literal, URIRef
from rdflib.term import Node

from .. import __version__
from ..errors import EndpointError, QueryError, TalentGraphError
from .base import (
    NQuadsGraph,
    OnError,
    OnLoaded,
    QueryResult,
    Row,
    Store,
    _comment_start,
    _report,
    bind_values,
    last_of_each_name,
    named_graphs,
    nquads_triples,
    term_to_sparql,
)

__all__ = ["RemoteStore", "endpoints_for", "graph_store_url_for", "retry_delay"]

USER_AGENT = f"talentgraph/{__version__} (+https://w3id.org/talentgraph)"
#: Statuses that mean "busy, ask again later".
RETRY_STATUSES = frozenset({429, 503})
#: Queries whose URL-encoded text is longer than this go by POST instead of GET.
MAX_GET_CHARS = 2000
_RESULTS_JSON = "application/sparql-results+json"


def endpoints_for(url: str) -> tuple[str, str]:
    """Query and update endpoint URLs for a store URL (the environment can override both).

    >>> endpoints_for("http://127.0.0.1:7878")
    ('http://127.0.0.1:7878/query', 'http://127.0.0.1:7878/update')
    >>> endpoints_for("http://localhost:3030/ds/sparql")
    ('http://localhost:3030/ds/sparql', 'http://localhost:3030/ds/update')
    >>> endpoints_for("http://localhost:7200/repositories/talent")
    ('http://localhost:7200/repositories/talent', 'http://localhost:7200/repositories/talent/statements')
    >>> endpoints_for("http://localhost:8890/sparql-auth")
    ('http://localhost:8890/sparql-auth', 'http://localhost:8890/sparql-auth')
    """
    query_url = os.environ.get("TALENTGRAPH_QUERY_URL")
    update_url = os.environ.get("TALENTGRAPH_UPDATE_URL")
    base = url.rstrip("/")
    path = urllib.parse.urlsplit(base).path.split("/")
    if len(path) == 3 and path[1] == "repositories":  # GraphDB / RDF4J: /repositories/NAME
        return query_url or base, update_url or base + "/statements"
    if path[1:] in (["sparql"], ["sparql-auth"]):  # Virtuoso: one endpoint at the root for both
        return query_url or base, update_url or base
    for suffix in ("/query", "/sparql"):
        if base.endswith(suffix):
            return query_url or base, update_url or base[: -len(suffix)] + "/update"
    return query_url or base + "/query", update_url or base + "/update"


def graph_store_url_for(url: str) -> str:
    """The Graph Store HTTP Protocol endpoint for a store URL (``TALENTGRAPH_GSP_URL`` overrides it).

    >>> graph_store_url_for("http://127.0.0.1:7878")
    'http://127.0.0.1:7878/store'
    >>> graph_store_url_for("http://localhost:3030/ds/sparql")
    'http://localhost:3030/ds/data'
    >>> graph_store_url_for("http://localhost:8890/sparql-auth")
    'http://localhost:8890/sparql-graph-crud-auth'
    >>> graph_store_url_for("http://localhost:7200/repositories/talent")
    'http://localhost:7200/repositories/talent/rdf-graphs/service'
    """
    explicit = os.environ.get("TALENTGRAPH_GSP_URL")
    if explicit:
        return explicit
    base = url.rstrip("/")
    parts = urllib.parse.urlsplit(base)
    path = parts.path.split("/")
    root = f"{parts.scheme}://{parts.netloc}"
    if len(path) == 3 and path[1] == "repositories":
        return base + "/rdf-graphs/service"
    if path[1:] == ["sparql"]:
        return root + "/sparql-graph-crud"
    if path[1:] == ["sparql-auth"]:
        return root + "/sparql-graph-crud-auth"
    for suffix in ("/query", "/sparql"):
        if base.endswith(suffix):
            return base[: -len(suffix)] + "/data"
    return base + "/store"


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
    """A SPARQL 1.1 endpoint reached over HTTP.

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
    #: Virtuoso refuses an ``INSERT DATA`` of more than about 1,500 triples.
    insert_chunk = 1000

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
        self.graph_store_url = graph_store_url_for(url)
        self.timeout = timeout if timeout is not None else _env_timeout()
        self.retries = retries
        self.max_wait = max_wait
        self.page_size = _env_page_size()
        user, password = os.environ.get("TALENTGRAPH_USER"), os.environ.get("TALENTGRAPH_PASSWORD")
        if bool(user) != bool(password):
            raise EndpointError("set both TALENTGRAPH_USER and TALENTGRAPH_PASSWORD, or neither")
        self._credentials = (user, password) if user and password else None
        self._digest = False  # basic auth until the server asks for digest
        self._challenge: dict[str, str] = {}
        self._nonce_count = 0
        self._opener = urllib.request.build_opener()
        self._server = ""  # the Server header of the last answer
        self._loader: str | None = None  # "update" or "gsp", decided at the first load
        self._cap_known = False  # whether a short page is known to mean the end

    def __repr__(self) -> str:
        return f"RemoteStore({self.location!r})"

    # --- HTTP ---------------------------------------------------------------------------------

    def _use_digest(self, challenge: str) -> None:
        """Answer every later request with digest auth built from this ``WWW-Authenticate`` challenge.

        Sent up front (RFC 7616 allows reusing a nonce with a growing count), so a big request
        body is never cut off by the server's refusal of an unauthenticated first try.
        """
        pairs = re.findall(r'(\w+)=(?:"([^"]*)"|([^\s,]*))', challenge)
        self._challenge = {key.lower(): quoted or bare for key, quoted, bare in pairs}
        self._nonce_count = 0
        self._digest = True

    def _digest_header(self, method: str, url: str) -> str:
        assert self._credentials is not None
        user, password = self._credentials
        realm, nonce = self._challenge.get("realm", ""), self._challenge.get("nonce", "")
        parts = urllib.parse.urlsplit(url)
        uri = parts.path + (f"?{parts.query}" if parts.query else "")
        self._nonce_count += 1
        count, cnonce = f"{self._nonce_count:08x}", secrets.token_hex(8)
        ha1 = _md5(f"{user}:{realm}:{password}")
        ha2 = _md5(f"{method}:{uri}")
        fields = [
            f'username="{user}"',
            f'realm="{realm}"',
            f'nonce="{nonce}"',
            f'uri="{uri}"',
            "algorithm=MD5",
        ]
        if "auth" in self._challenge.get("qop", "").split(","):
            fields += [f'response="{_md5(f"{ha1}:{nonce}:{count}:{cnonce}:auth:{ha2}")}"', "qop=auth"]
            fields += [f"nc={count}", f'cnonce="{cnonce}"']
        else:
            fields.append(f'response="{_md5(f"{ha1}:{nonce}:{ha2}")}"')
        if "opaque" in self._challenge:
            fields.append(f'opaque="{self._challenge["opaque"]}"')
        return "Digest " + ", ".join(fields)

    def _http(
        self, method: str, url: str, body: bytes | None, headers: dict[str, str], endpoint: str = ""
    ) -> bytes:
        """One HTTP exchange, retried while the server says it is busy; the answer's body.

        ``endpoint`` names the endpoint in messages (default ``url``, which may carry a query).
        """
        endpoint = endpoint or url
        for attempt in range(self.retries + 1):
            try:
                return self._exchange(method, url, body, headers, endpoint)
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

    def _exchange(
        self,
        method: str,
        url: str,
        body: bytes | None,
        headers: dict[str, str],
        endpoint: str,
        retried: bool = False,
    ) -> bytes:
        try:
            return self._open(method, url, body, headers, auth=True)
        except urllib.error.HTTPError as exc:
            with contextlib.closing(exc):
                if exc.code in RETRY_STATUSES:
                    raise _BusyError(exc.code, exc.reason, exc.headers.get("Retry-After")) from exc
                if exc.code == 401 and self._credentials and not retried:
                    challenge = self._challenge_of(exc, url)
                    if challenge.lower().startswith("digest"):  # first time, or a stale nonce
                        self._use_digest(challenge)
                        return self._exchange(method, url, body, headers, endpoint, retried=True)
                writing = (
                    method != "GET" and headers.get("Content-Type") != "application/x-www-form-urlencoded"
                )
                detail = _detail(exc.read())
                raise self._http_error(endpoint, exc.code, str(exc.reason or ""), detail, writing) from exc
        except (TimeoutError, urllib.error.URLError, OSError, http.client.HTTPException) as exc:
            raise self._connection_error(endpoint, exc) from exc

    def _open(self, method: str, url: str, body: bytes | None, headers: dict[str, str], auth: bool) -> bytes:
        request = urllib.request.Request(
            url, data=body, method=method, headers={"User-Agent": USER_AGENT, **headers}
        )
        if auth and self._credentials and self._digest:
            request.add_header("Authorization", self._digest_header(method, url))
        elif auth and self._credentials:
            token = base64.b64encode(":".join(self._credentials).encode()).decode()
            request.add_header("Authorization", f"Basic {token}")
        with self._opener.open(request, timeout=self.timeout) as response:
            self._server = response.headers.get("Server") or ""
            return bytes(response.read())

    def _challenge_of(self, refused: urllib.error.HTTPError, url: str) -> str:
        """The server's ``WWW-Authenticate`` challenge; Virtuoso sends it only to a request
        without credentials, so one small GET without them asks for it."""
        challenge = refused.headers.get("WWW-Authenticate") or ""
        if not challenge:
            try:
                self._open("GET", url, None, {}, auth=False)
            except urllib.error.HTTPError as bare:
                with contextlib.closing(bare):
                    challenge = bare.headers.get("WWW-Authenticate") or ""
            except (OSError, http.client.HTTPException):
                return ""
        return challenge

    def _query(self, sparql: str) -> Any:
        """Send a SELECT or ASK query; the parsed SPARQL JSON answer."""
        accept = {"Accept": f"{_RESULTS_JSON}, application/json;q=0.9"}
        if len(urllib.parse.quote_plus(sparql)) > MAX_GET_CHARS:
            body = urllib.parse.urlencode({"query": sparql}).encode()
            form = {"Content-Type": "application/x-www-form-urlencoded", **accept}
            raw = self._http("POST", self.query_url, body, form, self.query_url)
        else:
            separator = "&" if "?" in self.query_url else "?"
            url = self.query_url + separator + urllib.parse.urlencode({"query": sparql})
            raw = self._http("GET", url, None, accept, self.query_url)
        try:
            return json.loads(raw.decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as exc:
            raise EndpointError(
                f"{self.query_url} returned malformed results (not SPARQL JSON: {_detail(raw) or 'empty'}); "
                "is that URL a SPARQL 1.1 query endpoint?"
            ) from exc

    def _http_error(self, endpoint: str, code: int, reason: str, detail: str, writing: bool) -> Exception:
        status = f"HTTP {code}{' ' + reason if reason else ''}"
        said = f": {detail}" if detail else ""
        if code == 400:
            return QueryError(f"{endpoint} rejected the request ({status}){said}")
        if code in (401, 403) or (writing and "SECURITY" in detail):
            if writing and self._credentials and code != 401:
                return EndpointError(
                    f"{endpoint} is read-only for this account ({status}){said}; use an account that may "
                    "write (TALENTGRAPH_USER/TALENTGRAPH_PASSWORD) or its writable endpoint "
                    "(Virtuoso: /sparql-auth; see docs/stores.md)"
                )
            hint = "set TALENTGRAPH_USER and TALENTGRAPH_PASSWORD to an account that may " + (
                "write" if writing else "read"
            )
            if writing and code != 401:
                hint += ", or point --store at a writable endpoint (this one is read-only; Virtuoso: /sparql-auth)"
            return EndpointError(f"{endpoint} refused access ({status}){said}; {hint}")
        if code in (404, 405):
            return EndpointError(
                f"{endpoint} is not a SPARQL endpoint ({status}); check the URL "
                "(Fuseki: http://HOST:3030/DATASET, GraphDB: http://HOST:7200/repositories/REPO, "
                "Virtuoso: http://HOST:8890/sparql-auth, "
                "or set TALENTGRAPH_QUERY_URL/TALENTGRAPH_UPDATE_URL; see docs/stores.md)"
            )
        if "SR353" in detail or "MaxSortedTopRows" in detail:
            return EndpointError(
                f"{endpoint} cannot sort that many rows ({status}){said}; "
                "lower TALENTGRAPH_PAGE_SIZE or raise Virtuoso's MaxSortedTopRows (see docs/stores.md)"
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

    # --- the store contract -------------------------------------------------------------------

    def select(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> QueryResult:
        data = self._query(bind_values(sparql, bindings))
        try:
            variables = list(data["head"]["vars"])
            rows = [_row(variables, b) for b in data["results"]["bindings"]]
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise EndpointError(
                f"{self.query_url} returned malformed SELECT results ({exc!r}); "
                "is that URL a SPARQL 1.1 query endpoint?"
            ) from exc
        return QueryResult(variables, rows)

    def select_all(
        self, sparql: str, bindings: Mapping[str, Node] | None = None, order_by: Sequence[str] = ()
    ) -> QueryResult:
        """Every row, fetched in pages of :attr:`page_size` over the query as an ordered subquery.

        A page with fewer rows than asked for ends the fetch once the server is known not to cut
        answers short; until then one more page is asked for, and a server that answers it has a
        cap, which becomes the page size.
        """
        prologue, body = _split_prologue(bind_values(sparql, bindings))
        if order_by:
            body += "\nORDER BY " + " ".join(f"?{name}" for name in order_by)
        result = QueryResult(variables=[])
        offset, limit = 0, self.page_size
        while True:
            page = self.select(
                f"{prologue}\nSELECT * WHERE {{ {{\n{body}\n}} }} LIMIT {limit} OFFSET {offset}"
            )
            result.variables = result.variables or page.variables
            result.rows.extend(page.rows)
            offset += len(page.rows)
            if not page.rows or (len(page.rows) < limit and self._cap_known):
                return result
            if len(page.rows) < limit:
                more = self.select(
                    f"{prologue}\nSELECT * WHERE {{ {{\n{body}\n}} }} LIMIT {limit} OFFSET {offset}"
                )
                self._cap_known = True
                if not more.rows:
                    return result
                limit = self.page_size = len(page.rows)
                result.rows.extend(more.rows)
                offset += len(more.rows)

    def ask(self, sparql: str, bindings: Mapping[str, Node] | None = None) -> bool:
        data = self._query(bind_values(sparql, bindings))
        with contextlib.suppress(KeyError, TypeError, IndexError):
            if data["head"]["vars"] == ["__ASK_RETVAL"]:  # Virtuoso 7 answers ASK as a one-column table
                rows = data["results"]["bindings"]
                return bool(rows) and rows[0]["__ASK_RETVAL"]["value"] not in ("0", "false")
        if not isinstance(data, dict) or not isinstance(data.get("boolean"), bool):
            raise EndpointError(
                f"{self.query_url} returned malformed ASK results; is that URL a SPARQL 1.1 query endpoint?"
            )
        return bool(data["boolean"])

    def update(self, sparql: str) -> None:
        self._http(
            "POST", self.update_url, sparql.encode("utf-8"), {"Content-Type": "application/sparql-update"}
        )

    def replace_graph(self, graph: Graph) -> None:
        self.load_graphs([graph])

    def load_graphs(
        self,
        graphs: Iterable[Graph],
        on_loaded: OnLoaded | None = None,
        on_error: OnError | None = None,
    ) -> list[URIRef]:
        """Replace named graphs by SPARQL Update in batches, or by Graph Store Protocol ``PUT``\\ s.

        See :meth:`Store.load_graphs`; the way is decided at the first load (:meth:`loader`).
        """
        if self.loader() == "update":
            return super().load_graphs(graphs, on_loaded, on_error)

        def documents() -> Iterator[tuple[URIRef, list[str]]]:
            for name, graph in named_graphs(graphs, on_error):
                try:
                    yield (
                        name,
                        [
                            f"{term_to_sparql(s)} {term_to_sparql(p)} {term_to_sparql(o)} ."
                            for s, p, o in graph
                        ],
                    )
                except QueryError as exc:
                    _report(name, exc, on_error)

        return self._put_graphs(documents(), on_loaded, on_error)

    def load_nquads(
        self,
        documents: Iterable[NQuadsGraph],
        on_loaded: OnLoaded | None = None,
        on_error: OnError | None = None,
        *,
        new_store: bool = False,
        checked: bool = False,
    ) -> list[URIRef]:
        """See :meth:`Store.load_nquads` and :meth:`load_graphs`."""
        if self.loader() == "update":
            return super().load_nquads(documents, on_loaded, on_error)

        def triples() -> Iterator[tuple[URIRef, list[str]]]:
            for name, data in last_of_each_name(documents):
                try:
                    yield name, nquads_triples(name, data)
                except (QueryError, UnicodeDecodeError) as exc:
                    _report(name, QueryError(f"cannot load graph {name}: {exc}"), on_error)

        return self._put_graphs(triples(), on_loaded, on_error)

    def _put_graphs(
        self,
        documents: Iterable[tuple[URIRef, list[str]]],
        on_loaded: OnLoaded | None,
        on_error: OnError | None,
    ) -> list[URIRef]:
        """One Graph Store ``PUT`` per document (its N-Triples lines), reported as each goes in."""
        loaded: list[URIRef] = []
        for name, lines in documents:
            try:
                self._put_graph(name, lines)
            except EndpointError:
                raise
            except TalentGraphError as exc:
                _report(name, exc, on_error)
                continue
            loaded.append(name)
            if on_loaded is not None:
                on_loaded([name])
        return loaded

    def _put_graph(self, name: URIRef, lines: list[str]) -> None:
        url = self.graph_store_url + "?" + urllib.parse.urlencode({"graph": str(name)})
        if lines:
            body = "\n".join(lines).encode("utf-8")
            self._http("PUT", url, body, {"Content-Type": "text/turtle"}, self.graph_store_url)
        else:
            self.update(f"DROP SILENT GRAPH {term_to_sparql(name)}")

    def values_rows(self) -> int:
        """1 on Virtuoso (known by its ``Server`` header): Virtuoso 7 mis-joins a many-row
        ``VALUES`` block at the start of a group with ``UNION`` branches (the ``ties`` query for two
        people answered 108 rows where Oxigraph answers 11), so each row goes in a query of its own."""
        if not self._server:
            self.ask("ASK {}")
        return 1 if "virtuoso" in self._server.lower() else super().values_rows()

    def loader(self) -> str:
        """How documents are loaded: ``"update"`` (SPARQL Update) or ``"gsp"`` (Graph Store Protocol).

        Decided once: SPARQL Update where the endpoint takes it, except on Virtuoso (known by its
        ``Server`` header), whose Graph Store ``PUT`` is 30x faster; the Graph Store Protocol where
        the update endpoint does not exist. A read-only endpoint fails here with a clear error.
        """
        if self._loader is None:
            probe = "DROP SILENT GRAPH <urn:talentgraph:probe>"
            try:
                self.update(probe)
                can_update = True
            except EndpointError as exc:
                if "is not a SPARQL endpoint" not in str(exc):
                    raise
                can_update = False
            if can_update and "virtuoso" not in self._server.lower():
                self._loader = "update"
            elif self._graph_store_works():
                self._loader = "gsp"
            elif can_update:
                self._loader = "update"
            else:
                raise EndpointError(
                    f"{self.update_url} takes no SPARQL Update and {self.graph_store_url} no Graph Store "
                    "Protocol requests, so talentgraph cannot load into this store; set "
                    "TALENTGRAPH_UPDATE_URL or TALENTGRAPH_GSP_URL (see docs/stores.md)"
                )
        return self._loader

    def _graph_store_works(self) -> bool:
        """Whether a Graph Store ``PUT`` and ``DELETE`` of a throw-away graph succeed."""
        url = self.graph_store_url + "?" + urllib.parse.urlencode({"graph": "urn:talentgraph:probe"})
        triple = b"<urn:talentgraph:probe> <urn:talentgraph:probe> <urn:talentgraph:probe> ."
        try:
            self._http("PUT", url, triple, {"Content-Type": "text/turtle"}, self.graph_store_url)
            self._http("DELETE", url, None, {}, self.graph_store_url)
        except (EndpointError, QueryError):
            return False
        return True


def _row(variables: list[str], binding: dict[str, Any]) -> Row:
    return {v: _from_json(binding.get(v)) for v in variables}


_PROLOGUE = re.compile(r"\s*(?:PREFIX\s+[A-Za-z0-9_.-]*:\s*<[^>]*>|BASE\s*<[^>]*>)", re.IGNORECASE)


def _split_prologue(sparql: str) -> tuple[str, str]:
    """A query's PREFIX/BASE declarations and the rest (comments are dropped).

    >>> _split_prologue("# c\\nPREFIX a: <http://a/>\\nSELECT * WHERE { ?s a:p ?o }")
    ('\\nPREFIX a: <http://a/>', '\\nSELECT * WHERE { ?s a:p ?o }')
    """
    lines = []
    for line in sparql.split("\n"):
        cut = _comment_start(line)
        lines.append(line if cut < 0 else line[:cut])
    text = "\n".join(lines)
    end = 0
    while match := _PROLOGUE.match(text, end):
        end = match.end()
    return text[:end], text[end:]


def _md5(text: str) -> str:
    return hashlib.md5(text.encode("utf-8"), usedforsecurity=False).hexdigest()


def _env_page_size() -> int:
    raw = os.environ.get("TALENTGRAPH_PAGE_SIZE")
    if not raw:
        return 10_000
    if not raw.isdigit() or int(raw) < 1:
        raise EndpointError(f"TALENTGRAPH_PAGE_SIZE={raw!r} is not a whole number of rows above 0")
    return int(raw)


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


def _detail(body: bytes | str | None, limit: int = 200) -> str:
    """The first line of a server's error message, shortened."""
    if not body:
        return ""
    text = body.decode("utf-8", "replace") if isinstance(body, bytes) else body
    line = next((ln.strip() for ln in text.splitlines() if ln.strip()), "")
    return line if len(line) <= limit else line[: limit - 1] + "…"
