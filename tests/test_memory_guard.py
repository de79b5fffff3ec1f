"""The memory guard stops a process over its limit and names the test that was running."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from .memory_guard import watch

GROWING = """
import faulthandler, sys, time
faulthandler.enable()
def hold_memory():
    block = bytearray(300 * 2**20)  # 300 MB, touched
    for i in range(0, len(block), 4096):
        block[i] = 1
    print("ready", flush=True)
    time.sleep(60)
hold_memory()
"""


def test_a_process_over_the_limit_is_aborted_with_the_test_named_and_its_stack(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    current = tmp_path / "current.txt"
    current.write_text("tests/test_fictional.py::test_that_grows", encoding="utf-8")
    child = subprocess.Popen([sys.executable, "-c", GROWING], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert child.stdout is not None
    assert child.stdout.readline() == b"ready\n"
    watch(child.pid, 100, current)
    _, stderr = child.communicate(timeout=30)
    assert child.returncode == -signal.SIGABRT
    assert b"in hold_memory" in stderr  # faulthandler's stack of the aborted process
    said = capsys.readouterr().err
    assert "over 100 MB, in tests/test_fictional.py::test_that_grows" in said


def test_a_process_under_the_limit_is_left_alone(tmp_path: Path) -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(1.5)"])
    watch(child.pid, 10_000, tmp_path / "none.txt")  # returns when the child exits on its own
    assert child.wait(timeout=10) == 0
