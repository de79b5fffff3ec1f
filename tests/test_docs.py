"""Docs cannot drift: every command has help with an example and appears in the README."""

from __future__ import annotations

import re

import click
import pytest
from click.testing import CliRunner

from talentgraph.cli import cli
from talentgraph.queries import list_queries

from .conftest import REPO

README = (REPO / "README.md").read_text(encoding="utf-8")
COMMANDS = sorted(cli.commands)


@pytest.mark.parametrize("name", COMMANDS)
def test_command_has_help_with_example(name: str) -> None:
    result = CliRunner().invoke(cli, [name, "--help"])
    assert result.exit_code == 0, result.output
    assert "Example:" in result.output


@pytest.mark.parametrize("name", COMMANDS)
def test_command_is_in_readme(name: str) -> None:
    assert re.search(rf"talentgraph {re.escape(name)}\b", README), f"README never shows 'talentgraph {name}'"


def test_readme_commands_exist() -> None:
    code = "\n".join(re.findall(r"```(?:sh|bash|console)\n(.*?)```", README, flags=re.S))
    shown = set(re.findall(r"^(?:\$ )?talentgraph ([a-z-]+)", code, flags=re.M))
    assert shown, "README shows no commands"
    assert shown <= set(cli.commands), shown - set(cli.commands)


def test_every_query_is_listed() -> None:
    result = CliRunner().invoke(cli, ["query", "--list"])
    assert result.exit_code == 0, result.output
    for spec in list_queries():
        assert spec.name in result.output
        assert spec.summary, f"{spec.path.name} has no '# summary:' header"


def test_commands_are_click_commands() -> None:
    assert all(isinstance(c, click.Command) for c in cli.commands.values())
