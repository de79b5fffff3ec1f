"""The worker pool: results, time budgets."""

from __future__ import annotations

import signal
import time

from talentgraph.workers import run_tasks


def test_a_result_waiting_in_the_pipe_is_not_over_its_time_budget() -> None:
    """A caller that spends longer than the budget on each result (a large commit) does not make the
    other worker's finished task a timeout: its result was already waiting."""
    seen = []
    for task, result, error in run_tasks(abs, [-1, -2, -3, -4], workers=2, time_limit=1):
        seen.append((task, result, error))
        time.sleep(1.5)
    assert sorted(seen) == [(-4, 4, None), (-3, 3, None), (-2, 2, None), (-1, 1, None)]


def test_ctrl_c_reaches_the_caller_not_the_workers() -> None:
    """Ctrl-C in a terminal signals the whole process group: the workers ignore it (the caller
    stops and kills them), so an interrupted ingest prints no traceback per worker."""
    results = list(run_tasks(signal.raise_signal, [signal.SIGINT], workers=1, time_limit=30))
    assert results == [(signal.SIGINT, None, None)]
