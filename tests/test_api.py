"""The public Python API: a small, sorted, lazily loaded set of names."""

from __future__ import annotations

import subprocess
import sys

import pytest

import talentgraph


def test_exported_members() -> None:
    assert talentgraph.__all__ == sorted(talentgraph.__all__)
    assert set(talentgraph.__all__) == {
        "Document",
        "Profile",
        "Store",
        "TalentGraphError",
        "__version__",
        "extract",
        "ingest",
        "knowledge_graph",
        "list_queries",
        "open_store",
        "read_document",
        "run_query",
    }
    for name in talentgraph.__all__:
        assert getattr(talentgraph, name) is not None


def test_import_does_no_heavy_work() -> None:
    code = "import sys, talentgraph; print(sorted(m for m in ('rdflib','pyoxigraph','networkx','yaml','scipy') if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_unknown_attribute_is_an_error() -> None:
    with pytest.raises(AttributeError, match="nonexistent"):
        talentgraph.nonexistent  # noqa: B018


def test_extract_is_callable_after_the_subpackage_is_imported() -> None:
    import talentgraph.extract as subpackage
    from talentgraph import pipeline

    from .conftest import EXAMPLES

    assert pipeline.profile_from_document is not None
    profile = talentgraph.extract(talentgraph.read_document(EXAMPLES / "hana-kim.txt"))
    assert profile.person.name == "Hana Kim"
    assert subpackage.extract_profile is not None
