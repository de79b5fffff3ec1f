"""The CLI imports a command's module only when it runs: ``--help`` loads no heavy library."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys

import pytest

from talentgraph.cli import COMMAND_TABLE, MODULES, cli


def _defined() -> dict[str, tuple[str, str]]:
    found = {}
    for name in MODULES:
        for command in importlib.import_module(f"talentgraph.cli.{name}").COMMANDS:
            found[command.name] = (name, (command.help or "").strip().splitlines()[0])
    return found


def test_the_command_table_matches_the_commands() -> None:
    defined = _defined()
    assert sorted(COMMAND_TABLE) == sorted(defined), "add new commands to talentgraph.cli.COMMAND_TABLE"
    for name, (module, summary) in COMMAND_TABLE.items():
        assert defined[name][0] == module, name
        assert defined[name][1].startswith(summary), name
    assert sorted(cli.commands) == sorted(defined)


HEAVY = ("scipy", "networkx", "rdflib", "pyoxigraph", "pyshacl", "numpy")
PROBE = (
    "import sys\nfrom talentgraph.cli import cli\n"
    "try:\n    cli({args}, prog_name='talentgraph')\nexcept SystemExit:\n    pass\n"
    "import json\nprint(json.dumps(sorted({{m.split('.')[0] for m in sys.modules}} & set({heavy}))))"
)


@pytest.mark.parametrize(("args", "allowed"), [(["--help"], set()), (["serve", "--help"], {"rdflib"})])
def test_help_imports_no_heavy_library(args: list[str], allowed: set[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-c", PROBE.format(args=args, heavy=HEAVY)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert set(json.loads(done.stdout.strip().splitlines()[-1])) <= allowed


LOADED = (
    "import sys\nimport importlib\nimportlib.import_module({module!r})\n"
    "import json\nprint(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {roots!r} or m in {inner!r})))"
)


@pytest.mark.parametrize("module", ["talentgraph.cli.questions", "talentgraph.analysis.empty"])
def test_the_question_commands_import_no_extraction_and_no_graph_library(module: str) -> None:
    # `stats` and `query`, the first commands after an ingest, paid ~1 CPU-s for scipy, networkx
    # and extraction's tables through `analysis/__init__` and `analysis.employers` (issue 16)
    inner = ["talentgraph.extract", "talentgraph.identity", "talentgraph.analysis.conflicts"]
    done = subprocess.run(
        [sys.executable, "-c", LOADED.format(module=module, roots=["scipy", "networkx"], inner=inner)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_the_analysis_package_still_gives_every_name_it_exports() -> None:
    import talentgraph.analysis as analysis
    from talentgraph.analysis import find_conflicts
    from talentgraph.analysis.conflicts import find_conflicts as defined

    assert find_conflicts is defined
    assert all(callable(getattr(analysis, name)) for name in analysis.__all__)
    assert set(analysis.__all__) <= set(dir(analysis))
    with pytest.raises(AttributeError, match="no attribute 'find_conflict'"):
        analysis.find_conflict  # noqa: B018


@pytest.mark.parametrize(
    "module", ["talentgraph.cli.pictures", "talentgraph.cli.analysis_cmds", "talentgraph.identity"]
)
def test_the_drawing_commands_and_identity_import_no_extraction(module: str) -> None:
    # `viz`, `timeline` and `report` read people's names through `identity`, which imported the
    # whole `resolve` package and through it extraction (~0.5 CPU-s; issue 16)
    inner = ["talentgraph.extract", "talentgraph.resolve.profile", "talentgraph.resolve.explanation"]
    done = subprocess.run(
        [sys.executable, "-c", LOADED.format(module=module, roots=[], inner=inner)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_the_resolve_package_still_gives_every_name_it_exports() -> None:
    import talentgraph.resolve as resolve
    import talentgraph.resolve.explanation  # noqa: F401  (a submodule named apart from its function)
    from talentgraph.resolve import explain, resolve_profile
    from talentgraph.resolve.explanation import explain as defined
    from talentgraph.resolve.profile import resolve_profile as profile_defined

    assert explain is defined
    assert resolve_profile is profile_defined
    assert all(hasattr(resolve, name) for name in resolve.__all__)
    assert set(resolve.__all__) <= set(dir(resolve))
    with pytest.raises(AttributeError, match="no attribute 'resolve_orgs'"):
        resolve.resolve_orgs  # noqa: B018
