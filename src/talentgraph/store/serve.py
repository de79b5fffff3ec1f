"""Publish the embedded store as a read-only SPARQL 1.1 endpoint, with Oxigraph's own server.

``talentgraph serve`` runs ``oxigraph serve-read-only --location DIR --bind HOST:PORT
--union-default-graph`` (the ``oxigraph`` package on PyPI provides the binary) and stops it
again on Ctrl-C or SIGTERM. Queries go to ``http://HOST:PORT/query`` and see the union of all
document graphs; writes are refused (HTTP 403). The endpoint has no authentication, so it binds
to a loopback address unless ``allow_remote`` is given.

The server reads the store as it was when it started: restart it after an ingest.

>>> serve_command("talentgraph-store", "127.0.0.1", 7878, binary="oxigraph")
['oxigraph', 'serve-read-only', '--location', 'talentgraph-store', '--bind', '127.0.0.1:7878', '--union-default-graph']
>>> check_host("0.0.0.0", allow_remote=False)
Traceback (most recent call last):
...
talentgraph.errors.StoreError: refusing to serve on 0.0.0.0: the endpoint has no authentication and would be reachable from other machines. Use --host 127.0.0.1, or pass --allow-remote if you mean it.
"""

from __future__ import annotations

import ipaddress
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from types import FrameType

from ..errors import StoreError

__all__ = ["ReadOnlyServer", "check_host", "oxigraph_binary", "serve_command"]

#: A query any SPARQL endpoint answers at once, to see that the server is up.
_PROBE = "/query?query=ASK%7B%7D"


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


def serve_command(
    location: str | os.PathLike[str], host: str, port: int, binary: str | None = None
) -> list[str]:
    """The ``oxigraph serve-read-only`` command line for a store directory."""
    return [
        binary or oxigraph_binary(),
        "serve-read-only",
        "--location",
        os.fspath(location),
        "--bind",
        _bind(host, port),
        "--union-default-graph",
    ]


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


def _check_port_free(host: str, port: int) -> None:
    family = socket.AF_INET6 if ":" in host.strip("[]") else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as probe:
        try:
            probe.bind((host.strip("[]"), port))
        except OSError as exc:
            raise StoreError(
                f"cannot listen on {_bind(host, port)} ({exc.strerror or exc}); "
                "is the port in use? Pick another with --port."
            ) from exc


class ReadOnlyServer:
    """A running ``oxigraph serve-read-only`` over a store directory; stop it with :meth:`stop`."""

    def __init__(
        self,
        location: str | os.PathLike[str],
        host: str = "127.0.0.1",
        port: int = 7878,
        allow_remote: bool = False,
    ) -> None:
        check_host(host, allow_remote)
        self.location = check_store_dir(location)
        self.host, self.port = host, port
        probe_host = "127.0.0.1" if host in ("0.0.0.0", "::", "[::]") else host
        self.url = f"http://{_bind(probe_host, port)}"
        self.process: subprocess.Popen[bytes] | None = None
        self._log = tempfile.TemporaryFile()  # noqa: SIM115 - the server's stderr, closed in stop()

    @property
    def query_url(self) -> str:
        return f"{self.url}/query"

    def start(self, timeout: float = 30.0) -> ReadOnlyServer:
        """Start the server and wait until it answers a query."""
        _check_port_free(self.host, self.port)
        command = serve_command(self.location, self.host, self.port)
        self.process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=self._log)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                message = self._last_error()
                self.stop()
                raise StoreError(
                    f"the Oxigraph server stopped at once: {message}. "
                    f"Is port {self.port} in use? Pick another with --port."
                )
            try:
                with urllib.request.urlopen(self.url + _PROBE, timeout=2):
                    return self
            except (urllib.error.URLError, OSError):
                time.sleep(0.1)
        self.stop()
        raise StoreError(f"the Oxigraph server did not answer on {self.url} within {timeout:g} s")

    def _last_error(self) -> str:
        self._log.seek(0)
        lines = [ln.strip() for ln in self._log.read().decode("utf-8", "replace").splitlines() if ln.strip()]
        errors = [ln for ln in lines if "error" in ln.lower()]
        return (errors or lines or ["no message"])[0]

    def serve_forever(self, on_ready: Callable[[ReadOnlyServer], None] | None = None) -> None:
        """Start, call ``on_ready``, and serve until SIGINT/SIGTERM (then stop, normally)."""

        def on_signal(signum: int, frame: FrameType | None) -> None:
            raise KeyboardInterrupt

        previous = signal.signal(signal.SIGTERM, on_signal)
        try:
            self.start()
            if on_ready is not None:
                on_ready(self)
            assert self.process is not None
            code = self.process.wait()
            if code != 0:
                raise StoreError(f"the Oxigraph server exited with status {code}: {self._last_error()}")
        except KeyboardInterrupt:
            pass
        finally:
            signal.signal(signal.SIGTERM, previous)
            self.stop()

    def stop(self) -> None:
        """Stop the server (it is our child process; we end it by its PID)."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._log.close()

    def __enter__(self) -> ReadOnlyServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
