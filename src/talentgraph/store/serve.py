"""Publish the embedded store as a read-only SPARQL 1.1 endpoint (``talentgraph serve``).

The server runs in this process over the store opened read-only, so an ingest may write to the
store meanwhile (the server answers from the state it opened, until restarted). Queries go to
``http://HOST:PORT/query`` (GET, or POST as a form or as ``application/sparql-query``) and see
the union of all document graphs; SELECT/ASK results come as SPARQL JSON, XML, CSV or TSV and
CONSTRUCT/DESCRIBE results as N-Triples, Turtle or RDF/XML, as the ``Accept`` header asks.

What it guards against, and what not:

- Writes are refused (HTTP 403): there is no update endpoint and the store is opened read-only.
- Federated queries (``SERVICE``) are refused (HTTP 403) unless ``allow_federation``: they
  would make the server fetch any URL for whoever can send it a query.
- A request whose ``Host`` header is a DNS name other than ``localhost`` is refused (HTTP 403),
  so a web page cannot reach the endpoint through DNS rebinding; clients use the IP address.
- It binds to a loopback address unless ``allow_remote``: there is no authentication and no TLS.
- It does not limit how long a query runs or how much memory it takes: whoever can reach the
  port can keep the machine busy with an expensive query.

>>> uses_service("SELECT * WHERE { SERVICE <http://evil.example/sparql> { ?s ?p ?o } }")
True
>>> uses_service('SELECT * WHERE { ?s <http://ex/service> "SERVICE" } # SERVICE')
False
>>> check_host("0.0.0.0", allow_remote=False)
Traceback (most recent call last):
...
talentgraph.errors.StoreError: refusing to serve on 0.0.0.0: the endpoint has no authentication and would be reachable from other machines. Use --host 127.0.0.1, or pass --allow-remote if you mean it.
"""

from __future__ import annotations

import ipaddress
import os
import re
import shutil
import signal
import socket
import sys
import threading
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import FrameType
from typing import Any
from urllib.parse import parse_qs, urlsplit

from ..errors import StoreError

__all__ = ["ReadOnlyServer", "check_host", "host_allowed", "oxigraph_binary", "uses_service"]

#: Largest request body accepted (a query, as a form or as text).
MAX_QUERY_BYTES = 1_000_000

_ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})|\\U([0-9A-Fa-f]{8})")
# Strings (long and short), IRIs and comments are skipped; everything else is query code.
_TOKEN = re.compile(
    r"(?P<skip>'''(?:(?:'|'')?(?:[^'\\]|\\.))*'''"
    r'|"""(?:(?:"|"")?(?:[^"\\]|\\.))*"""'
    r"|'(?:[^'\\\n\r]|\\.)*'"
    r'|"(?:[^"\\\n\r]|\\.)*"'
    r'|<[^<>"{}|^`\\\x00-\x20]*>'
    r"|#[^\n\r]*)"
    r"|(?P<code>[^'\"<#]+|[\s\S])"
)
_SERVICE = re.compile(r"(?<![\w:?$])SERVICE(?![\w:-])", re.IGNORECASE)


def _unescape(match: re.Match[str]) -> str:
    code = int(match.group(1) or match.group(2), 16)
    return chr(code) if code <= 0x10FFFF else match.group()


def uses_service(query: str) -> bool:
    """True when a SPARQL query uses ``SERVICE`` (outside strings, IRIs and comments).

    Unicode escapes are decoded first, as SPARQL parsers do, so an escaped keyword counts too.

    >>> uses_service("SELECT * WHERE { \\\\u0053ERVICE <http://evil.example/> { ?s ?p ?o } }")
    True
    """
    decoded = _ESCAPE.sub(_unescape, query)
    code = " ".join(m.group("code") or " " for m in _TOKEN.finditer(decoded))
    return bool(_SERVICE.search(code))


def host_allowed(header: str | None) -> bool:
    """True for a ``Host`` header naming an IP address or ``localhost`` (with any port).

    >>> host_allowed("127.0.0.1:7878"), host_allowed("[::1]:80"), host_allowed("localhost")
    (True, True, True)
    >>> host_allowed("attacker.example:7878"), host_allowed(None)
    (False, False)
    """
    if not header:
        return False
    host = header.strip().lower()
    if host.startswith("["):
        name = host[1 : host.find("]")] if "]" in host else ""
    else:
        name = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
    if name in ("localhost", "localhost."):
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def oxigraph_binary() -> str:
    """Path of the ``oxigraph`` server binary: next to this Python's executable, else on PATH."""
    candidate = Path(sys.executable).with_name("oxigraph")
    if candidate.exists():
        return str(candidate)
    found = shutil.which("oxigraph")
    if found is None:
        raise StoreError(
            "the 'oxigraph' server is not installed; run 'pip install oxigraph' in this environment"
        )
    return found


def is_loopback(host: str) -> bool:
    """True for addresses only this machine can reach (127.0.0.0/8, ::1, localhost).

    >>> is_loopback("127.0.0.1"), is_loopback("::1"), is_loopback("localhost"), is_loopback("0.0.0.0")
    (True, True, True, False)
    """
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_host(host: str, allow_remote: bool) -> None:
    """Refuse a non-loopback address unless ``allow_remote`` is set."""
    if not is_loopback(host) and not allow_remote:
        raise StoreError(
            f"refusing to serve on {host}: the endpoint has no authentication and would be reachable "
            "from other machines. Use --host 127.0.0.1, or pass --allow-remote if you mean it."
        )


def _bind(host: str, port: int) -> str:
    host = host.strip("[]")
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def check_store_dir(location: str | os.PathLike[str]) -> Path:
    """The store directory to serve; a URL or a folder that holds no store is refused."""
    text = os.fspath(location)
    if text.startswith(("http://", "https://")):
        raise StoreError(
            f"--store {text} is already a SPARQL endpoint; 'talentgraph serve' publishes a local store "
            "directory. Pass --store DIR (or query that endpoint directly)."
        )
    path = Path(text)
    if not path.is_dir() or not any(path.iterdir()):
        raise StoreError(f"there is no store at {path}; run 'talentgraph ingest DOCS --store {path}' first")
    return path


_RESULT_FORMATS = [  # (Accept substring, pyoxigraph QueryResultsFormat name, Content-Type)
    ("sparql-results+json", "JSON", "application/sparql-results+json"),
    ("application/json", "JSON", "application/sparql-results+json"),
    ("sparql-results+xml", "XML", "application/sparql-results+xml"),
    ("application/xml", "XML", "application/sparql-results+xml"),
    ("text/csv", "CSV", "text/csv; charset=utf-8"),
    ("text/tab-separated-values", "TSV", "text/tab-separated-values; charset=utf-8"),
]
_GRAPH_FORMATS = [  # (Accept substring, pyoxigraph RdfFormat name, Content-Type)
    ("n-triples", "N_TRIPLES", "application/n-triples"),
    ("turtle", "TURTLE", "text/turtle; charset=utf-8"),
    ("rdf+xml", "RDF_XML", "application/rdf+xml"),
]


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the endpoint prints nothing per request."""

    def do_GET(self) -> None:
        self._answer(read_body=False)

    def do_POST(self) -> None:
        self._answer(read_body=True)

    def do_PUT(self) -> None:
        self._send(403, "this endpoint is read-only")

    def do_DELETE(self) -> None:
        self.do_PUT()

    def do_PATCH(self) -> None:
        self.do_PUT()

    def _answer(self, read_body: bool) -> None:
        if not host_allowed(self.headers.get("Host")):
            self._send(403, "Host header refused: use the IP address the endpoint listens on")
            return
        url = urlsplit(self.path)
        body = self._body() if read_body else b""
        if body is None:
            return
        if url.path in ("/update", "/store") or url.path.startswith("/store/"):
            self._send(403, "this endpoint is read-only: updates are refused")
            return
        if url.path != "/query":
            self._send(404, "not found: send SPARQL queries to /query")
            return
        form = parse_qs(url.query)
        kind = self.headers.get("Content-Type", "").split(";")[0].strip().lower()
        if kind == "application/x-www-form-urlencoded":
            form.update(parse_qs(body.decode("utf-8", "replace")))
        elif kind == "application/sparql-query":
            form["query"] = [body.decode("utf-8", "replace")]
        elif kind == "application/sparql-update" or "update" in form:
            self._send(403, "this endpoint is read-only: updates are refused")
            return
        queries = form.get("query", [])
        if len(queries) != 1:
            self._send(400, "give exactly one 'query' parameter")
            return
        self._run(queries[0])

    def _body(self) -> bytes | None:
        try:
            length = int(self.headers.get("Content-Length") or 0)
        except ValueError:
            length = -1
        if length < 0 or length > MAX_QUERY_BYTES:
            self._send(413, f"the request body must be 0 to {MAX_QUERY_BYTES} bytes")
            return None
        return self.rfile.read(length)

    def _run(self, query: str) -> None:
        import pyoxigraph as ox

        if not self.server.allow_federation and uses_service(query):
            self._send(
                403,
                "federated queries (SERVICE) are refused; start 'talentgraph serve --allow-federation' to allow them",
            )
            return
        try:
            result = self.server.store.query(query, use_default_graph_as_union=True)
            accept = self.headers.get("Accept", "").lower()
            if isinstance(result, ox.QueryTriples):
                name, content_type = _negotiate(accept, _GRAPH_FORMATS, "N_TRIPLES", "application/n-triples")
                payload = result.serialize(format=getattr(ox.RdfFormat, name))
            else:
                name, content_type = _negotiate(
                    accept, _RESULT_FORMATS, "JSON", "application/sparql-results+json"
                )
                payload = result.serialize(format=getattr(ox.QueryResultsFormat, name))
        except SyntaxError as exc:
            self._send(400, f"invalid SPARQL query: {exc}")
            return
        except (OSError, ValueError) as exc:
            self._send(500, f"the query failed: {exc}")
            return
        self._send(200, payload or b"", content_type)

    def _send(self, status: int, body: str | bytes, content_type: str = "text/plain; charset=utf-8") -> None:
        data = body.encode("utf-8") if isinstance(body, str) else body
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def _negotiate(
    accept: str, formats: list[tuple[str, str, str]], name: str, content_type: str
) -> tuple[str, str]:
    """The first format the ``Accept`` header names, in the header's order, else the default."""
    best = min(
        ((accept.find(key), fmt, ctype) for key, fmt, ctype in formats if key in accept),
        default=None,
    )
    return (best[1], best[2]) if best else (name, content_type)


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address: tuple[str, int], store: Any, allow_federation: bool) -> None:
        self.address_family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        self.store = store
        self.allow_federation = allow_federation
        super().__init__(address, _Handler)


class ReadOnlyServer:
    """A read-only SPARQL endpoint over a store directory; :meth:`start` it, :meth:`stop` it."""

    def __init__(
        self,
        location: str | os.PathLike[str],
        host: str = "127.0.0.1",
        port: int = 7878,
        allow_remote: bool = False,
        allow_federation: bool = False,
    ) -> None:
        check_host(host, allow_remote)
        self.location = check_store_dir(location)
        self.host, self.port = host, port
        self.allow_federation = allow_federation
        probe_host = "127.0.0.1" if host in ("0.0.0.0", "::", "[::]") else host
        self.url = f"http://{_bind(probe_host, port)}"
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def query_url(self) -> str:
        return f"{self.url}/query"

    def start(self) -> ReadOnlyServer:
        """Open the store read-only and answer requests on a background thread."""
        from .embedded import _open_read_only

        try:
            store = _open_read_only(str(self.location))
        except (OSError, RuntimeError) as exc:
            raise StoreError(f"cannot open the store at {self.location} read-only: {exc}") from exc
        try:
            self._server = _Server((self.host.strip("[]"), self.port), store, self.allow_federation)
        except OSError as exc:
            raise StoreError(
                f"cannot listen on {_bind(self.host, self.port)} ({exc.strerror or exc}); "
                "is the port in use? Pick another with --port."
            ) from exc
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def serve_forever(self, on_ready: Callable[[ReadOnlyServer], None] | None = None) -> None:
        """Start, call ``on_ready``, and serve until SIGINT/SIGTERM (then stop, normally)."""
        stopped = threading.Event()

        def on_signal(signum: int, frame: FrameType | None) -> None:
            stopped.set()

        previous = signal.signal(signal.SIGTERM, on_signal)
        try:
            self.start()
            if on_ready is not None:
                on_ready(self)
            while not stopped.wait(0.5):
                pass
        except KeyboardInterrupt:
            pass
        finally:
            signal.signal(signal.SIGTERM, previous)
            self.stop()

    def stop(self) -> None:
        """Stop answering and release the store."""
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None
        if self._thread is not None:
            self._thread.join(timeout=10)
            self._thread = None

    def __enter__(self) -> ReadOnlyServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
