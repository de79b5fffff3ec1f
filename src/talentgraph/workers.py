"""Run one function over many tasks in worker processes, each task with a time and memory budget.

A task that runs over its time budget has its worker killed (our own child, by PID) and is
reported as failed; a worker that dies (out of its memory budget, a crash) is replaced, and its
task reported. Results come back as they are ready, not in task order. Workers start from a
fork server, so a replacement costs a fork, not a fresh interpreter.

>>> results = run_tasks(_double, [1, 2, 3], workers=2, time_limit=30)
>>> sorted(result for _, result, _ in results)
[2, 4, 6]
>>> [(task, error) for task, _, error in run_tasks(_sleep, [0.0, 5.0], workers=1, time_limit=1)]
[(0.0, None), (5.0, 'took longer than the time budget of 1 s')]
"""

from __future__ import annotations

import gc
import itertools
import multiprocessing
import multiprocessing.connection
import os
import signal
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

__all__ = ["TaskError", "run_tasks"]

T = TypeVar("T")
R = TypeVar("R")

#: Modules the fork server imports once, so every worker starts with them loaded.
PRELOAD = ["talentgraph.pipeline"]


class TaskError(Exception):
    """Raised inside a task to report a failure by message (the worker keeps going)."""


def _double(x: int) -> int:
    return 2 * x


def _sleep(seconds: float) -> float:
    time.sleep(seconds)
    return seconds


def _limit_memory(memory_mb: int) -> None:
    """Cap this process's address space at what it uses now plus ``memory_mb`` (Linux)."""
    try:
        import resource

        with open("/proc/self/status", encoding="ascii") as status:
            used_kb = next(int(line.split()[1]) for line in status if line.startswith("VmSize:"))
        limit = used_kb * 1024 + memory_mb * 2**20
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ImportError, OSError, StopIteration, ValueError):
        pass  # no budget where the platform cannot enforce one


def _worker_main(
    conn: multiprocessing.connection.Connection,
    function: Callable[[Any], Any],
    warm_up: Callable[[], None] | None,
    memory_mb: int,
) -> None:
    """Answer tasks from ``conn`` until it closes: ``("ok", result)`` or ``("failed", message)``."""
    # Ctrl-C reaches the whole process group; the caller stops and kills its workers, so a worker
    # that raised KeyboardInterrupt would only print a traceback of its own
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if warm_up is not None:
        warm_up()
        gc.collect()
        gc.freeze()  # the loaded tables live as long as the worker: no full collection walks them again
    if memory_mb > 0:
        _limit_memory(memory_mb)
    conn.send(("ready", None))
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        try:
            conn.send(("ok", function(task)))
        except TaskError as exc:
            conn.send(("failed", str(exc)))
        except MemoryError:
            conn.send(("failed", f"needed more than the memory budget of {memory_mb} MB"))
            return  # a process that ran out of memory is not trusted with another task
        except RecursionError:
            conn.send(("failed", "nested too deeply to process"))
        except Exception as exc:
            conn.send(("failed", f"{type(exc).__name__}: {exc}"))


@dataclass
class _Slot(Generic[T]):
    process: Any
    conn: multiprocessing.connection.Connection
    task: T | None = None
    started: float = 0.0
    ready: bool = False
    busy: bool = False


def run_tasks(
    function: Callable[[T], R],
    tasks: Iterable[T],
    workers: int = 1,
    time_limit: float = 30.0,
    memory_mb: int = 0,
    warm_up: Callable[[], None] | None = None,
) -> Iterator[tuple[T, R | None, str | None]]:
    """Yield ``(task, result, None)`` or ``(task, None, reason)`` for every task, as each finishes.

    ``function`` and ``warm_up`` must be importable module-level functions; ``warm_up`` runs once
    per worker before its first task (outside the time budget). ``memory_mb`` (0: no budget)
    caps each worker's address space above what it uses after warming up. Tasks are pulled
    from ``tasks`` only as workers free up, so a long iterable is never held in memory.
    """
    context = multiprocessing.get_context("forkserver" if os.name == "posix" else "spawn")
    if os.name == "posix":
        context.set_forkserver_preload(PRELOAD)
    pending = iter(tasks)
    first = next(pending, None)
    if first is None:
        return  # nothing to do: start no worker
    pending = itertools.chain([first], pending)
    slots: list[_Slot[T]] = []

    def start() -> _Slot[T]:
        parent, child = context.Pipe()
        process = context.Process(  # type: ignore[attr-defined]
            target=_worker_main, args=(child, function, warm_up, memory_mb), daemon=True
        )
        process.start()
        child.close()
        return _Slot(process, parent)

    def retire(slot: _Slot[T]) -> None:
        if slot.process.is_alive():
            slot.process.kill()
        slot.process.join(timeout=10)
        slot.conn.close()

    def feed(slot: _Slot[T]) -> bool:
        task = next(pending, None)
        if task is None:
            return False
        slot.task, slot.started, slot.busy = task, time.monotonic(), True
        slot.conn.send(task)
        return True

    exhausted = False
    try:
        slots = [start() for _ in range(max(1, workers))]
        while slots:
            now = time.monotonic()
            waits = [time_limit - (now - s.started) for s in slots if s.busy]
            timeout = max(0.0, min(waits)) if waits else None
            ready = multiprocessing.connection.wait([s.conn for s in slots], timeout=timeout)
            for slot in [s for s in slots if s.conn in ready]:
                try:
                    kind, value = slot.conn.recv()
                except (EOFError, OSError):
                    code = slot.process.exitcode
                    if slot.busy:
                        yield slot.task, None, _death(code, memory_mb)  # type: ignore[misc]
                    retire(slot)
                    slots.remove(slot)
                    if not exhausted:
                        slots.append(start())
                    continue
                if kind == "ready":
                    slot.ready = True
                else:
                    slot.busy = False
                    yield slot.task, (value if kind == "ok" else None), (None if kind == "ok" else value)  # type: ignore[misc]
                if not exhausted and not feed(slot):
                    exhausted = True
                if exhausted and not slot.busy:
                    retire(slot)
                    slots.remove(slot)
            now = time.monotonic()
            # a result already in the pipe is no timeout: the caller may have spent longer than the
            # budget on the results yielded above (a large commit) while this worker finished
            late = [s for s in slots if s.busy and now - s.started >= time_limit and not s.conn.poll()]
            for slot in late:
                yield slot.task, None, f"took longer than the time budget of {time_limit:g} s"  # type: ignore[misc]
                retire(slot)
                slots.remove(slot)
                if not exhausted:
                    slots.append(start())
            if exhausted:
                for slot in [s for s in slots if s.ready and not s.busy]:
                    retire(slot)
                    slots.remove(slot)
    finally:
        for slot in slots:
            retire(slot)


def _death(code: int | None, memory_mb: int) -> str:
    if memory_mb and code is not None and code < 0:
        return f"the worker was killed (signal {-code}), probably over the memory budget of {memory_mb} MB"
    return f"the worker died (exit status {code})"
