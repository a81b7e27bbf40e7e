"""Reading TOML files into tables; a file that can't be read or parsed is an error naming
it (tomllib, or tomli before Python 3.11)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from cardhost.model.errors import FileProblem

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib


def read_table(text: str, source: str, error: type[FileProblem]) -> dict[str, Any]:
    """The table of TOML ``text``; ``error(source, "", problem)`` if it isn't TOML."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as problem:
        raise error(source, "", f"not valid TOML: {problem}") from None


def read_file(path: Path, error: type[FileProblem]) -> dict[str, Any]:
    """The table of the TOML file at ``path``."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as problem:
        raise error(str(path), "", f"can't be read: {problem.strerror}") from None
    return read_table(text, str(path), error)
