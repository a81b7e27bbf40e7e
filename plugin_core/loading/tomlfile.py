"""Reading TOML files into tables; a file that can't be read or parsed is an error naming
it (tomllib, or tomli before Python 3.11). Only regular files of a bounded size are read:
never a pipe, a device or a file that would fill the memory."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import Any

from cardhost.model.errors import FileProblem
from cardhost.model.validation import integer_problem, printable

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

LARGEST_FILE = 1 << 20
"""The largest card or scenario file read, in bytes (1 MiB; the largest bundled is 4 KiB)."""


MOST_KEY_PARTS = 64
"""The most parts a dotted key or a table's header may have (``a.b.c`` has three): the
parser's time and memory grow with the square of a key's parts, so a 60 KB file of one
key of 30,000 parts took 5 GB to read."""


def read_table(text: str, source: str, error: type[FileProblem]) -> dict[str, Any]:
    """The table of TOML ``text``; ``error(source, "", problem)`` if it isn't TOML, or
    holds an integer beyond TOML's 64-bit integers, arrays nested too deep to read, or a
    key of more than :data:`MOST_KEY_PARTS` parts (found before it is parsed). A
    byte-order mark some editors begin a file with is its encoding's signature, not text:
    read past."""
    text = text.removeprefix("\ufeff")
    line = _deep_key(text)
    if line:
        raise error(source, "", f"line {line}: a key of more than {MOST_KEY_PARTS} dotted parts")
    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as problem:
        raise error(source, "", f"not valid TOML: {problem}") from None
    except ValueError:
        raise error(source, "", "not readable TOML: an integer of more than 4,300 digits") from None
    except RecursionError:
        raise error(source, "", "not readable TOML: arrays or tables nested too deep") from None
    found = large_integer(table)
    if found is not None:
        raise error(source, *found)
    return table


def _deep_key(text: str) -> int:
    """The number of the first line whose key or table header has more than
    :data:`MOST_KEY_PARTS` parts, counting every dot before its ``=`` (or its ``]``),
    quoted or not; 0 if none: one pass over the text."""
    for number, line in enumerate(text.splitlines(), 1):
        if line.count(".") < MOST_KEY_PARTS:
            continue
        stripped = line.lstrip()
        end = stripped.find("]") if stripped.startswith("[") else stripped.find("=")
        if stripped[: len(stripped) if end < 0 else end].count(".") >= MOST_KEY_PARTS:
            return number
    return 0


def large_integer(table: dict[str, Any]) -> tuple[str, str] | None:
    """The key path of the first integer beyond 64 bits in ``table``, and the problem: TOML
    1.0 says an integer that can't be held losslessly in 64 bits is an error. Read without
    recursion, however deep the arrays nest."""
    waiting: list[tuple[str, Any]] = [("", table)]
    while waiting:
        path, value = waiting.pop()
        if type(value) is int:
            problem = integer_problem(value)
            if problem is not None:
                return path, f"{problem} (TOML 1.0)"
        elif isinstance(value, dict):
            named = [
                (f"{path}.{printable(k)}" if path else printable(k), v) for k, v in value.items()
            ]
            waiting.extend(reversed(named))
        elif isinstance(value, list):
            waiting.extend(reversed([(f"{path}[{i}]", v) for i, v in enumerate(value)]))
    return None


def read_file(path: Path, error: type[FileProblem]) -> dict[str, Any]:
    """The table of the TOML file at ``path``: a regular file (after symbolic links) of at
    most :data:`LARGEST_FILE` bytes, in UTF-8."""
    return read_table(read_text(path, error), str(path), error)


def read_text(path: Path, error: type[FileProblem]) -> str:
    """The UTF-8 text of the regular file at ``path`` (a byte order mark left out), of
    at most :data:`LARGEST_FILE` bytes; ``error(path, "", problem)`` otherwise."""
    try:
        status = os.stat(path)  # before opening: a device or a pipe is never opened
        if not stat.S_ISREG(status.st_mode):
            raise error(str(path), "", "not a regular file (a folder, pipe or device)")
        if status.st_size > LARGEST_FILE:
            raise error(str(path), "", f"{status.st_size} bytes; files are at most {LARGEST_FILE}")
        data = _read_regular(path, min(status.st_size + 1, LARGEST_FILE + 1), error)
    except OSError as problem:
        raise error(str(path), "", f"can't be read: {problem.strerror}") from None
    except ValueError as problem:
        raise error(str(path), "", f"can't be read: {problem}") from None
    if len(data) > LARGEST_FILE:
        raise error(str(path), "", f"more than {LARGEST_FILE} bytes; files are at most that")
    try:
        return data.decode("utf-8").removeprefix("\ufeff")  # a byte order mark isn't text
    except UnicodeDecodeError as problem:
        raise error(
            str(path), "", f"not UTF-8 text: byte {problem.start} can't be decoded"
        ) from None


def _read_regular(path: Path, size: int, error: type[FileProblem]) -> bytes:
    """The bytes of the file at ``path``: ``size`` at first (one more than it said it
    is), then, if it grew since, on up to :data:`LARGEST_FILE` + 1. Opened without
    waiting and checked again once open, so a file swapped for a pipe since is not read;
    the descriptor is read directly, without the buffered file objects ``open`` makes."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    handle = os.open(path, flags)
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise error(str(path), "", "not a regular file (a folder, pipe or device)")
        data = _read_up_to(handle, size)
        if len(data) == size <= LARGEST_FILE:  # it grew since: read on, up to the limit
            data += _read_up_to(handle, LARGEST_FILE + 1 - size)
    finally:
        os.close(handle)
    return data


def _read_up_to(handle: int, count: int) -> bytes:
    """``count`` bytes from ``handle``, or fewer at the end of the file: a read may give
    fewer than asked for (a network file system) without being the end."""
    chunks = []
    while count > 0:
        chunk = os.read(handle, count)
        if not chunk:
            break
        chunks.append(chunk)
        count -= len(chunk)
    return b"".join(chunks)
