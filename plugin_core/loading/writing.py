"""Writing files the user names: only regular files, never waiting on a pipe or a device,
and a whole file replaced in one step, so a failed write leaves the old one whole."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path
from typing import TextIO

NOT_REGULAR = "not a regular file (a folder, pipe or device)"


def _refuse_unless_regular(mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise OSError(errno.EINVAL, NOT_REGULAR)


def check_writable(path: Path | str) -> None:
    """Refuse a ``path`` that :func:`replace_file` couldn't write: one that exists as
    something else than a regular file or read-only, or a folder for it that doesn't
    exist or in which no new file can be made (tried as the write will: an empty file
    made beside it and removed; permissions alone don't tell, in ``/proc`` say).
    ``path`` itself is never opened. Raises ``OSError``."""
    with contextlib.suppress(FileNotFoundError):
        os.stat(path)  # a loop of links is refused here (ELOOP), not as it is written
    target = Path(os.path.realpath(path))
    if target.exists():
        _refuse_unless_regular(target.stat().st_mode)
        if not os.access(target, os.W_OK):  # a file made read-only isn't replaced
            raise OSError(errno.EACCES, os.strerror(errno.EACCES))
    folder = target.parent
    if not folder.is_dir():
        raise OSError(errno.ENOENT, os.strerror(errno.ENOENT))
    try:
        handle, trial = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.")
    except OSError as error:
        problem = error.strerror or str(error)
        raise OSError(error.errno, f"a new file can't be made in {folder} ({problem})") from None
    os.close(handle)
    os.unlink(trial)


def check_regular(path: Path | str) -> None:
    """Refuse a ``path`` that is there and not a regular file (a folder, a pipe, a
    device), without opening it. Raises ``OSError``."""
    with contextlib.suppress(FileNotFoundError):
        _refuse_unless_regular(os.stat(path).st_mode)


def replace_file(path: Path | str, data: bytes) -> None:
    """Write ``data`` as the file at ``path`` in one step: into a new file beside it,
    flushed to disk, which then takes its place (``os.replace``; a symbolic link's target
    is replaced). What was at ``path`` stays whole until then; a path that is there and
    not a regular file is refused, never opened. The file has the mode of the one it
    replaces, or a new file's (the umask's). Raises ``OSError``, naming the folder where
    the new file can't be made."""
    target = Path(os.path.realpath(path))
    mode = 0o666 & ~_umask()  # as a new file is made
    with contextlib.suppress(FileNotFoundError):
        status = target.stat()
        _refuse_unless_regular(status.st_mode)
        mode = stat.S_IMODE(status.st_mode)  # the file replaced keeps its mode
    try:
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    except OSError as error:  # the folder's fault, not the file's ("/proc/version")
        problem = error.strerror or str(error)
        where = f"a new file can't be made in {target.parent} to write it ({problem})"
        raise OSError(error.errno, where) from None
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _umask() -> int:
    """The process's file mode creation mask (read by setting it back)."""
    mask = os.umask(0)
    os.umask(mask)
    return mask


def open_for_writing(path: Path | str) -> TextIO:
    """The file at ``path`` opened to be written from its start, in UTF-8, for text that
    streams (a game's events): a regular file, made if it isn't there, opened without
    waiting (a pipe is refused, not waited on). Raises ``OSError``."""
    with contextlib.suppress(FileNotFoundError):
        _refuse_unless_regular(os.stat(path).st_mode)
    flags = os.O_WRONLY | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    handle = os.open(path, flags, 0o666)
    try:
        _refuse_unless_regular(os.fstat(handle).st_mode)  # swapped for a pipe since
        os.ftruncate(handle, 0)
        return open(handle, "w", encoding="utf-8", closefd=True)
    except BaseException:
        os.close(handle)
        raise
