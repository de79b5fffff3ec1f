"""The wheel carries ontology/, queries/, data/ and templates, and they work from it."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from .conftest import REPO


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir", str(out), str(REPO)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (path,) = out.glob("talentgraph-*.whl")
    return path


def test_wheel_contains_resources(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for required in (
        "talentgraph/ontology/talentgraph.ttl",
        "talentgraph/ontology/topics.ttl",
        "talentgraph/queries/shared-employers.rq",
        "talentgraph/data/organizations.yaml",
        "talentgraph/templates/network.html",
        "talentgraph/templates/views.css",
        "talentgraph/py.typed",
    ):
        assert required in names, required


def test_installed_wheel_finds_its_resources(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "--quiet", "--target", str(target), str(wheel)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    code = (
        "import talentgraph.resources as r, talentgraph.queries as q; "
        "print(r.resource_path('queries')); print(len(q.list_queries()))"
    )
    env = {**os.environ, "PYTHONPATH": str(target)}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True, cwd=tmp_path
    )
    folder, count = out.stdout.split()
    assert Path(folder).is_relative_to(target)
    assert int(count) >= 2
