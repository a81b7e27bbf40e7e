"""The ``cardhost`` command's entry point: the command line (:mod:`cardhost.tools.cli`)
is imported inside it, so that a Ctrl-C while the engine loads, as the command starts,
is one line and the shell's status for it, as it is later, not a traceback (importing
this module loads none of the engine)."""

from __future__ import annotations

from collections.abc import Sequence

from cardhost.tools.interruption import stopped


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``cardhost`` command (:func:`cardhost.tools.cli.main`)."""
    try:
        from cardhost.tools.cli import main as run

        return run(argv)
    except KeyboardInterrupt:
        return stopped()


if __name__ == "__main__":
    raise SystemExit(main())
