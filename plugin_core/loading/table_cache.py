"""A cache of card files' TOML tables, so that discovering installed cards reads and
parses only the files changed since the last discovery.

It keeps what the TOML parser made of each file, never what cardhost made of it: every
card is validated anew from its table each time, so a change to cardhost's rules of
validation needs no new cache, and no problem a card has can hide in it. An entry holds
the file's size, modification and change times, inode and device as the file system
gave them when it was read; any difference and the file is read again. A file changed
within :data:`RECENT_NS` of being read is not kept (a file system's clock may be coarse:
two writes in one tick would look alike). Only the tables of sound cards are kept.

The cache is one JSON file in a folder of the user's (``CARDHOST_CACHE``, else
``$XDG_CACHE_HOME/cardhost``, else ``~/.cache/cardhost``). A cache that can't be read,
isn't of this format or parser, or can't be written is as if there were none: discovery
is then as slow as without it, never wrong and never in error.
"""

from __future__ import annotations

import json
import os
import stat
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from cardhost.loading.tomlfile import LARGEST_FILE, large_integer, read_file
from cardhost.loading.writing import replace_file
from cardhost.model.errors import CardFileError

CACHE_VARIABLE = "CARDHOST_CACHE"
"""The environment variable naming the cache folder; ``off`` for no cache."""
CACHE_FILE = "card-tables.json"
FORMAT = 1
PARSER = f"tomllib {sys.version_info[0]}.{sys.version_info[1]}"
"""The TOML parser whose tables the cache holds (tomllib, or tomli before 3.11: the
Python version tells them apart)."""
RECENT_NS = 2_000_000_000
"""Files modified less than this long (2 s, in nanoseconds) before they are read are read
again next time, whatever their times say."""
LARGEST_CACHE = 256 * LARGEST_FILE
"""The largest cache file read, in bytes (256 MiB); a larger one is ignored."""

Stamp = tuple[int, int, int, int, int]
"""A file's size, modification and change times (ns), inode and device."""


def cache_folder(value: str | None = None) -> Path | None:
    """The folder of the user's cache: ``CARDHOST_CACHE`` (``off`` for none), else
    ``$XDG_CACHE_HOME/cardhost``, else ``~/.cache/cardhost``."""
    text = os.environ.get(CACHE_VARIABLE, "") if value is None else value
    if text == "off":
        return None
    if text:
        return Path(text)
    base = os.environ.get("XDG_CACHE_HOME", "")
    return Path(base or Path.home() / ".cache") / "cardhost"


def _stamp(status: os.stat_result) -> Stamp:
    return (
        status.st_size,
        status.st_mtime_ns,
        status.st_ctime_ns,
        status.st_ino,
        status.st_dev,
    )


def tree_stamp(paths: Iterable[Path]) -> tuple[tuple[str, Stamp], ...] | None:
    """Each file under ``paths`` (folders, or files) with its stamp, in order: the same
    while nothing under them changed. ``None`` if a path is missing or can't be read,
    or a file was modified within :data:`RECENT_NS` (a coarse clock could give a
    rewrite the same stamp). Folders named with a leading ``.`` or ``_`` are passed by,
    as card folders are (``__pycache__``)."""
    found: list[tuple[str, Stamp]] = []
    now = time.time_ns()
    try:
        for path in paths:
            if not os.path.isdir(path):
                found.append((str(path), _stamp(os.stat(path))))
                continue
            for folder, folders, files in os.walk(path, onerror=_raise):
                folders[:] = sorted(f for f in folders if not f.startswith((".", "_")))
                found += [
                    (f, _stamp(os.stat(f))) for f in sorted(os.path.join(folder, n) for n in files)
                ]
    except (OSError, ValueError):
        return None
    if any(now - stamp[1] <= RECENT_NS for _, stamp in found):
        return None
    return tuple(found)


def _raise(error: OSError) -> None:
    raise error


class CardTableCache:
    """The tables of card files, by absolute path, as last read: :meth:`read` gives a
    file's table (from the cache if the file is unchanged), :meth:`keep` marks one that
    made a sound card, :meth:`save` writes the cache if anything new was kept."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._entries = _load(folder / CACHE_FILE)  # each let go once used: less memory
        self._read: dict[str, tuple[Stamp, dict[str, Any]]] = {}
        self._kept: dict[str, list[Any]] = {}

    def read(self, path: Path) -> dict[str, Any]:
        """The table of the card file at ``path``: the cached one if the file's stamp is
        the same, else the file's, read and parsed (a :class:`CardFileError` as for any
        file)."""
        key = os.path.abspath(path)
        try:
            status = os.stat(path)
        except (OSError, ValueError):
            status = None
        if status is not None and stat.S_ISREG(status.st_mode):
            stamp = _stamp(status)
            entry = self._entries.pop(key, None)
            if (
                type(entry) is list
                and len(entry) == 6
                and tuple(entry[:5]) == stamp
                and type(entry[5]) is dict
                and large_integer(entry[5]) is None  # a cache may be edited: read as TOML is
            ):
                return entry[5]
        table = read_file(path, CardFileError)
        if status is not None and time.time_ns() - status.st_mtime_ns > RECENT_NS:
            self._read[key] = (_stamp(status), table)
        return table

    def keep(self, path: Path) -> None:
        """The table just read for ``path`` made a sound card: keep it (if it was read
        from the file, not recently changed, and JSON holds it exactly: a table with a
        date or time in it is not kept)."""
        read = self._read.pop(os.path.abspath(path), None)
        if read is None:
            return
        stamp, table = read
        try:
            json.dumps(table, allow_nan=True)
        except (TypeError, ValueError, RecursionError):
            return
        self._kept[os.path.abspath(path)] = [*stamp, table]

    def save(self) -> None:
        """Write the cache, if anything new was kept, in one step (a temporary file put in
        place): the entries saved before and those kept since, but none of a file that no
        longer exists. A cache that can't be written is left as it was."""
        if not self._kept:
            return
        entries = {**_load(self.folder / CACHE_FILE), **self._kept}
        entries = {key: entry for key, entry in entries.items() if os.path.isfile(key)}
        text = json.dumps({"format": FORMAT, "parser": PARSER, "files": entries})
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            replace_file(self.folder / CACHE_FILE, text.encode("utf-8"))
        except (OSError, ValueError):
            return
        self._kept = {}


def _load(file: Path) -> dict[str, Any]:
    """The entries of the cache ``file``; none if it is missing, not a regular file,
    too large, not JSON, or not of this format and parser."""
    try:
        handle = os.open(file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))  # a pipe: no wait
    except (OSError, ValueError):
        return {}
    try:
        status = os.fstat(handle)
        if not stat.S_ISREG(status.st_mode) or status.st_size > LARGEST_CACHE:
            return {}
        with os.fdopen(handle, "rb", closefd=False) as opened:
            saved = json.loads(opened.read(status.st_size))  # grown since: not JSON
    except (OSError, ValueError, RecursionError):
        return {}
    finally:
        os.close(handle)
    if (
        type(saved) is not dict
        or saved.get("format") != FORMAT
        or saved.get("parser") != PARSER
        or type(saved.get("files")) is not dict
    ):
        return {}
    files: dict[str, Any] = saved["files"]
    return files
