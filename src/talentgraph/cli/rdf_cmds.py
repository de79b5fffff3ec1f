"""Commands about the RDF itself: validate (SHACL)."""

from __future__ import annotations

import click

COMMANDS: list[click.Command] = []
