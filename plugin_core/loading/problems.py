"""Noting the problems of a card file: each names the file, the key path and what is wrong,
and the reader goes on to find the rest (``cardhost check`` prints them all)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardhost.model.errors import CardFileError
from cardhost.model.validation import Kind, key_problem


class ProblemNotes:
    """The problems found in one card file so far (``problems``), each naming the file
    and the key path: what every part of the card file reader notes its findings in."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.problems: list[CardFileError] = []
        self.plugin = False
        """Whether the card has a plugin, which may do what its data doesn't say (act on
        targets its file declares, 608.2)."""

    def note(self, key: str, problem: str) -> None:
        self.problems.append(CardFileError(self.path, key, problem))

    def known_keys(
        self, table: Mapping[str, Any], allowed: Mapping[str, Kind], where: str
    ) -> dict[str, Any]:
        """``table`` without its unknown keys and wrongly typed values, each noted."""
        known = {}
        for key, value in table.items():
            kind = allowed.get(key)
            if kind is not None and type(value) is kind:  # a plain value of its kind
                known[key] = value
                continue
            problem = key_problem({key: value}, allowed, where)
            if problem is None:
                known[key] = value
            else:
                self.note(*problem)
        return known
