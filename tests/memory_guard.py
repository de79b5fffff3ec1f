"""A watcher process that stops a test run whose memory runs away, naming the test and its stack.

Without it the kernel's OOM killer ends the run with a bare ``Killed`` and nothing says which test
grew (CI run 31: the test process reached 24 GB). The watcher reads the test process's resident
size twice a second; over the limit it prints the running test's id and sends SIGABRT, on which
pytest's faulthandler prints every thread's Python stack (it does so from C, so also when a native
call holds the interpreter lock).

    >>> rss_mb(os.getpid()) > 0
    True
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

#: Resident megabytes above which the run is stopped; the whole suite stays under ~600 MB.
DEFAULT_LIMIT_MB = 6144


def rss_mb(pid: int) -> int:
    """Resident set size of process ``pid`` in MB (Linux ``/proc``); 0 when it cannot be read."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="ascii")
    except OSError:
        return 0
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) // 1024
    return 0


def watch(pid: int, limit_mb: int, current_test: Path) -> None:
    """Poll ``pid`` until it exits; over ``limit_mb`` name the test in ``current_test`` and abort it."""
    while True:
        used = rss_mb(pid)
        if used == 0:
            return  # the test process is gone
        if used > limit_mb:
            try:
                test = current_test.read_text(encoding="utf-8")
            except OSError:
                test = "(between tests)"
            print(
                f"\nmemory guard: the test process uses {used} MB, over {limit_mb} MB, in {test}; "
                "aborting it (its stack follows)",
                file=sys.stderr,
                flush=True,
            )
            os.kill(pid, signal.SIGABRT)
            return
        time.sleep(0.5)


def start(current_test: Path) -> subprocess.Popen[bytes] | None:
    """Start the watcher for this process (Linux only); ``TALENTGRAPH_TEST_RSS_LIMIT_MB`` sets the limit."""
    if not Path("/proc/self/status").exists():
        return None
    limit = int(os.environ.get("TALENTGRAPH_TEST_RSS_LIMIT_MB", DEFAULT_LIMIT_MB))
    code = (
        "import sys; from pathlib import Path; sys.path.insert(0, sys.argv[4]); "
        "import memory_guard; memory_guard.watch(int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3]))"
    )
    here = str(Path(__file__).parent)
    return subprocess.Popen(
        [sys.executable, "-c", code, str(os.getpid()), str(limit), str(current_test), here]
    )


if __name__ == "__main__":  # pragma: no cover - manual check: python tests/memory_guard.py PID LIMIT_MB FILE
    watch(int(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3]))
