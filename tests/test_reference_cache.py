"""The reference graph's N-Quads are built once per build of talentgraph and read from the cache after."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from talentgraph import reference, resources


@pytest.fixture
def builds(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """A private cache folder; the returned list grows by one each time the N-Quads are built."""
    monkeypatch.setenv("TALENTGRAPH_CACHE_DIR", str(tmp_path / "cache"))
    built: list[int] = []
    build = reference.reference_nquads

    def counted() -> bytes:
        built.append(1)
        return build()

    monkeypatch.setattr(reference, "reference_nquads", counted)
    return built


def test_built_once_then_read(builds: list[int], tmp_path: Path) -> None:
    first = reference.cached_reference_nquads()
    assert reference.cached_reference_nquads() == first == reference.reference_nquads()
    assert len(builds) == 2  # the first call and the comparison above, not the second call
    assert [p.name for p in (tmp_path / "cache").iterdir()] == [f"reference-{resources.build_id()}.nq"]


def test_another_build_rebuilds_and_drops_the_old_file(
    builds: list[int], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reference.cached_reference_nquads()
    monkeypatch.setattr(reference, "build_id", lambda: "0.1.0+changed")
    reference.cached_reference_nquads()
    assert len(builds) == 2
    assert [p.name for p in (tmp_path / "cache").iterdir()] == ["reference-0.1.0+changed.nq"]


def test_a_cut_file_is_rebuilt(builds: list[int], tmp_path: Path) -> None:
    data = reference.cached_reference_nquads()
    path = tmp_path / "cache" / f"reference-{resources.build_id()}.nq"
    path.write_bytes(data[: len(data) // 2])  # the content-hash quad is the last one written
    assert reference.cached_reference_nquads() == data
    assert len(builds) == 2
    assert path.read_bytes() == data


def test_an_unwritable_cache_only_costs_the_build(builds: list[int], tmp_path: Path) -> None:
    (tmp_path / "cache").write_text("a file where the folder should be")
    assert reference.cached_reference_nquads() == reference.cached_reference_nquads()
    assert len(builds) == 2


def test_a_changed_gazetteer_is_another_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The cache file is named after the build id, which digests every bundled data file."""
    data = tmp_path / "data"
    shutil.copytree(resources.resource_path("data"), data)
    bundled = resources.resource_path

    def data_here(kind: str, name: str | None = None) -> Path:
        return data if kind == "data" and name is None else bundled(kind, name)

    monkeypatch.setattr(resources, "resource_path", data_here)
    same = resources.build_id.__wrapped__()
    assert same == resources.build_id()
    with (data / "organizations.yaml").open("a", encoding="utf-8") as gazetteer:
        gazetteer.write("\n# one more line\n")
    assert resources.build_id.__wrapped__() != same
