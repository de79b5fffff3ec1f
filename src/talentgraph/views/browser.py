"""Open talentgraph pages in a real headless Chromium, driven by selenium through Debian's
``chromium`` and ``chromium-driver`` (never a downloaded browser or driver): shared by the
browser tests and the pictures benchmark. Needs the ``test`` extra (selenium).

>>> chromium_flags(800, 600)[-1]
'--window-size=800,600'
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path
from typing import Any

__all__ = ["chromium_flags", "chromium_paths", "open_graph_page", "start_chromium"]

_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)


def chromium_flags(width: int = 1400, height: int = 900) -> tuple[str, ...]:
    """Command-line flags for a quiet headless Chromium of the given window size."""
    return (*_FLAGS, f"--window-size={width},{height}")


def chromium_paths() -> tuple[str | None, str | None]:
    """The browser and Debian's chromedriver, or None for a part that is missing."""
    browser = next((p for n in ("chromium", "chromium-browser") if (p := shutil.which(n))), None)
    driver = shutil.which("chromedriver") or (
        "/usr/bin/chromedriver" if os.path.exists("/usr/bin/chromedriver") else None
    )
    return browser, driver


def start_chromium(width: int = 1400, height: int = 900, logs: bool = True) -> Any:
    """A selenium Chrome session on the installed Chromium; ``logs`` keeps the console and
    network logs (``driver.get_log("browser")``, ``"performance"``)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    browser, driver = chromium_paths()
    if browser is None or driver is None:
        raise FileNotFoundError(
            "no chromium or chromedriver installed (Debian: apt-get install chromium-driver)"
        )
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in chromium_flags(width, height):
        options.add_argument(flag)
    if logs:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service(executable_path=driver), options=options)


def open_graph_page(driver: Any, page: Path, timeout: float = 60) -> tuple[float, float]:
    """Load a graph page; seconds until its script is ready and until vis-network first drew."""
    from selenium.webdriver.support.ui import WebDriverWait

    wait = WebDriverWait(driver, timeout, poll_frequency=0.02)
    start = time.perf_counter()
    driver.get(page.as_uri())
    wait.until(lambda d: d.execute_script("return !!(window.talentgraph && window.talentgraph.ready)"))
    ready = time.perf_counter() - start
    wait.until(lambda d: d.execute_script("return window.talentgraph.drawn"))
    return ready, time.perf_counter() - start
