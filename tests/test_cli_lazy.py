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
