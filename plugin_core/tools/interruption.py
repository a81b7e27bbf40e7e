"""What the ``cardhost`` command does when Ctrl-C stops it: one line, and the shell's
status for it, never a traceback."""

from __future__ import annotations

import sys

INTERRUPTED = 130
"""The exit status of a command stopped by Ctrl-C: 128 + SIGINT, as shells give."""


def stopped() -> int:
    """Say "interrupted" on standard error; the status to exit with."""
    print("interrupted", file=sys.stderr)
    return INTERRUPTED
