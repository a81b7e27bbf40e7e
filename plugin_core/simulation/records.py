"""Writing game records: JSON lines (one record a line, as played), CSV (one column per
value: a per-player value becomes a column per player, a list is written as JSON), or
one JSON document (the win rates with their 95% intervals, then the records)."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardhost.loading.writing import replace_file
from cardhost.simulation.errors import SimulationError
from cardhost.simulation.summary import win_rates

FORMATS = (".jsonl", ".csv", ".json")


def check_records_path(path: Path | str) -> None:
    """Refuse a file records can't be written as, before any game is played."""
    suffix = Path(path).suffix.lower()
    if suffix not in FORMATS:
        raise SimulationError(
            f"--out {path}: write .jsonl, .csv or .json, not {suffix or 'no suffix'!r}"
        )


def write_records(records: Sequence[dict[str, Any]], path: Path | str) -> None:
    """Write ``records`` to ``path``, in the format its suffix names."""
    check_records_path(path)
    path = Path(path)
    text = io.StringIO(newline="")
    if path.suffix.lower() == ".jsonl":
        for record in records:
            text.write(json.dumps(record, ensure_ascii=False) + "\n")
    elif path.suffix.lower() == ".json":
        document = {"win rates": win_rates(records), "records": list(records)}
        text.write(json.dumps(document, ensure_ascii=False, indent=1) + "\n")
    else:
        rows = [{_cell(k): _cell(v) for k, v in flat(record).items()} for record in records]
        columns = list(dict.fromkeys(column for row in rows for column in row))
        writer = csv.DictWriter(text, columns)
        writer.writeheader()
        writer.writerows(rows)
    try:
        replace_file(path, text.getvalue().encode("utf-8"))
    except OSError as error:
        raise SimulationError(f"--out {path}: {error.strerror or error}") from None


FORMULA_OPENINGS = ("=", "+", "-", "@", "\t", "\r")
"""How a spreadsheet knows a cell for a formula: a text so opening, a deck's name or a
metric's value, is written with a quote before it, shown as written and never run."""


def _cell(value: Any) -> Any:
    """``value`` as a CSV cell: a text a spreadsheet would run as a formula quoted
    (``'=HYPERLINK(...)``); a number as it is."""
    if isinstance(value, str) and value.startswith(FORMULA_OPENINGS):
        return "'" + value
    return value


def flat(record: dict[str, Any]) -> dict[str, Any]:
    """One CSV row: ``life`` of each player as ``life Alice``; lists as JSON text."""
    row: dict[str, Any] = {}
    for key, value in record.items():
        if isinstance(value, dict):
            for name, own in value.items():
                row[f"{key} {name}"] = json.dumps(own) if isinstance(own, (list, dict)) else own
        elif isinstance(value, list):
            row[key] = json.dumps(value, ensure_ascii=False)
        else:
            row[key] = value
    return row
