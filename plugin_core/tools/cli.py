"""The ``cardhost`` command: list and check cards, scaffold a card, play scenarios, and
print the hook reference."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import secrets
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from cardhost.forge.importer import REPORT, import_forge
from cardhost.kernel.event_schema import render as render_events
from cardhost.kernel.log import as_json
from cardhost.loading.catalog import ENVIRONMENT_VARIABLE, Catalog, check_folders, discover
from cardhost.loading.decks import load_deck
from cardhost.loading.formats import load_formats
from cardhost.loading.paragraphs import unclaimed, unspoken
from cardhost.model.definitions import CardDefinition
from cardhost.model.errors import (
    CardFileError,
    CardhostError,
    FileProblem,
    RefusedCardError,
    SkippedSourceError,
)
from cardhost.model.validation import did_you_mean, printable
from cardhost.tools.card_schema import SHIPPED_SCHEMA, schema_text
from cardhost.tools.hook_reference import render
from cardhost.tools.interruption import stopped
from cardhost.tools.play import run_play
from cardhost.tools.replay import add_parser as add_replay_parser
from cardhost.tools.replay import run_replay
from cardhost.tools.scaffold import KINDS, new_card
from cardhost.tools.scenario import SHOWCASE, load_scenario, scenario_result
from cardhost.tools.simulate import add_parser as add_simulate_parser
from cardhost.tools.simulate import integer, simulate


def _say(text: str, file: TextIO | None = None) -> None:
    """Print ``text`` line by line with control characters escaped: names, paths and
    messages come from files a user didn't necessarily write."""
    print("\n".join(printable(line) for line in text.split("\n")), file=file)


def _say_error(error: CardhostError, file: TextIO | None = None) -> None:
    """One ``error:`` line for each problem ``error`` stands for (a file's every problem)."""
    for problem in error.problems if isinstance(error, FileProblem) else (error,):
        _say(f"error: {problem}", file=file)


def _load(arguments: argparse.Namespace) -> tuple[list[CardDefinition], list[CardFileError]]:
    """Every discovered card; refused cards and skipped sources (a broken pack, a stale
    ``CARDHOST_CARDS`` folder) are reported on standard error and left out, and the other
    problems are returned."""
    sources = discover(arguments.cards, data_only=arguments.data_only)
    cards, found = check_folders(sources, data_only=arguments.data_only)
    notices = {RefusedCardError: "refused", SkippedSourceError: "skipped"}
    for problem in found:
        if type(problem) in notices:
            _say(f"{notices[type(problem)]}: {problem}", file=sys.stderr)
    return cards, [p for p in found if type(p) not in notices]


def _cards(arguments: argparse.Namespace) -> int:
    cards, problems = _load(arguments)
    for card in sorted(cards, key=lambda c: c.name):
        hooks = ", ".join(card.plugin_hooks) if card.plugin_hooks else "(data only)"
        _say(f"{card.name}\n    {card.type_line}\n    hooks: {hooks}")
        for token in card.tokens.values():
            _say(f"    token: {token.name} ({token.type_line})")
        _say(f"    from: {card.origin}, {card.source}")
    for problem in problems:
        _say_error(problem, file=sys.stderr)
    return 1 if problems else 0


def _check(arguments: argparse.Namespace) -> int:
    """Each card valid, each paragraph of its Oracle text implemented and nothing
    implemented that its text doesn't say; with ``--allow-unimplemented``, a card with
    paragraphs left is work in progress, said on each of its lines."""
    cards, problems = check_folders(
        (Path(p) for p in arguments.paths), data_only=arguments.data_only
    )
    problems += _undefined_tokens(cards)
    failing = {p.path for p in problems}
    valid = 0
    for card in cards:
        if card.source in failing:
            continue
        gaps = unclaimed(card)
        extra = unspoken(card)
        if extra:
            problems.extend(CardFileError(card.source, u.key, f"{card.name}: {u}") for u in extra)
        elif not gaps:
            valid += 1
            _say(f"ok: {card.name} ({card.source})")
        elif arguments.allow_unimplemented:
            valid += 1
            _say(f"ok, work in progress: {card.name} ({card.source})")
            for gap in gaps:
                _say(f"unimplemented, work in progress: {card.source}: {gap.key}: {gap}")
        else:
            problems.extend(CardFileError(card.source, g.key, f"{card.name}: {g}") for g in gaps)
    for problem in problems:
        _say_error(problem)
    count = sum(len(p.problems) for p in problems)
    print(f"{valid} card(s) valid, {count} problem(s)")
    return 1 if problems else 0


def _undefined_tokens(cards: list[CardDefinition]) -> list[CardFileError]:
    """A problem for each card creating a token that neither its own ``[[tokens]]``, a
    card checked with it, nor a card file of the catalog a game would have (bundled, packs,
    ``CARDHOST_CARDS``) defines (111.4): found now, not as the card first resolves."""
    created = [c for c in cards if c.tokens_created - set(c.tokens)]
    if not created:
        return []
    known = Catalog.discover(())
    checked = Catalog(c for c in cards if c.name not in known)
    return [
        CardFileError(
            card.source,
            "create",
            f"{card.name} creates a {name!r}, which neither its [[tokens]] nor any card "
            "file defines (111.4)",
        )
        for card in created
        for name in sorted(card.tokens_created - set(card.tokens))
        if name not in known and name not in checked
    ]


def _schema(arguments: argparse.Namespace) -> int:
    """The card file's JSON Schema, or where the package ships it."""
    print(SHIPPED_SCHEMA if arguments.path else schema_text(), end="\n" if arguments.path else "")
    return 0


def _run(arguments: argparse.Namespace) -> int:
    cards, problems = _load(arguments)
    if problems:
        for problem in problems:
            _say_error(problem, file=sys.stderr if arguments.json else sys.stdout)
        return 1
    catalog = Catalog(cards)
    failed = 0
    for path in arguments.files:
        try:
            scenario = load_scenario(path, catalog, data_only=arguments.data_only)
            for refused in scenario.refused:  # the scenario's own cards left out
                _say(f"refused: {refused}", file=sys.stderr)
            result = scenario_result(scenario)
        except CardhostError as error:  # with --json, standard output holds events alone
            _say_error(error, file=sys.stderr if arguments.json else sys.stdout)
            failed += 1
            continue
        if arguments.json:
            for entry in result.game.log:
                print(json.dumps(as_json(entry), ensure_ascii=False))
            for failure in result.failures:
                _say(f"FAILED {failure}", file=sys.stderr)
            failed += not result.passed
            continue
        _say(f"=== {result.name} ({result.path})")
        _say(result.game.log.text())
        for failure in result.failures:
            _say(f"FAILED {failure}")
        verdict = "passed" if result.passed else "failed"
        print(f"--- {verdict}: {result.held} of {result.checked} expectations hold\n")
        failed += not result.passed
    if not arguments.json:
        print(f"{len(arguments.files) - failed} passed, {failed} failed")
    return 1 if failed else 0


def _new(arguments: argparse.Namespace) -> int:
    try:
        folder = new_card(arguments.name, Path(arguments.dir), arguments.kind)
    except CardhostError as error:
        _say_error(error, file=sys.stderr)
        return 1
    _say(f"created {folder}: edit {folder.name}.toml, then run: python -m pytest {folder}")
    return 0


def _demo(arguments: argparse.Namespace) -> int:
    arguments.files = [str(SHOWCASE)]
    arguments.json = False
    return _run(arguments)


def _play(arguments: argparse.Namespace) -> int:
    if arguments.resume is None and (arguments.deck is None or arguments.against is None):
        _say("error: play DECK --against DECK, or play --resume FILE", file=sys.stderr)
        return 2
    given = [arguments.deck, arguments.against, arguments.seed]
    if arguments.resume is not None and any(g is not None for g in given):
        _say(
            "error: --resume FILE plays the save's decks and seed: give no others", file=sys.stderr
        )
        return 2
    try:
        cards, problems = _load(arguments)
        if problems:
            raise problems[0]
        decks = (arguments.deck, arguments.against)
        seed = arguments.seed if arguments.seed is not None else secrets.randbelow(2**31)
        return run_play(
            decks,
            seed,
            arguments.resume,
            Catalog(cards),
            sys.stdin,
            sys.stdout,
            data_only=arguments.data_only,
        )
    except CardhostError as error:
        _say_error(error, file=sys.stderr)
        return 1


def _events(arguments: argparse.Namespace) -> int:
    print(render_events(), end="")
    return 0


def _hooks(arguments: argparse.Namespace) -> int:
    print(render(), end="")
    return 0


def _import(arguments: argparse.Namespace) -> int:
    """``cardhost import forge CARDSFOLDER OUTDIR``: the summary on stdout."""
    folder, out = Path(arguments.cards_folder), Path(arguments.out)
    if not folder.is_dir():
        print(f"error: {folder} is not a folder of card scripts", file=sys.stderr)
        return 1
    try:
        _, summary = import_forge(folder, out, progress=sys.stderr.isatty())
    except OSError as error:
        where = error.filename or out
        print(f"error: {where}: {error.strerror or error}", file=sys.stderr)
        return 1
    for line in summary.lines():
        print(line)
    print(f"the report, a line per script: {out / REPORT}")
    return 0


def _simulate(arguments: argparse.Namespace) -> int:
    return simulate(arguments, lambda error: _say_error(error, file=sys.stderr))


def _deck(arguments: argparse.Namespace) -> int:
    """``cardhost deck check FILE... --format NAME``: each deck legal, or its problems."""
    try:
        formats = load_formats(arguments.legality)
        chosen = formats.get(arguments.format)
        if chosen is None:
            known = ", ".join(sorted(formats))
            hint = did_you_mean(arguments.format, formats)
            raise CardhostError(f"no format {arguments.format!r}{hint} (formats: {known})")
        cards, problems = _load(arguments)
        if problems:
            raise problems[0]
        catalog = Catalog(cards)
    except CardhostError as error:
        _say_error(error, file=sys.stderr)
        return 1
    illegal = 0
    for path in arguments.files:  # one deck unread or illegal hides no other
        try:
            found = chosen.problems(load_deck(path, catalog))
        except CardhostError as error:
            _say_error(error, file=sys.stderr)
            illegal += 1
            continue
        illegal += bool(found)
        if not found:
            _say(f"{path}: legal in {chosen.name}")
        for problem in found:
            _say(f"{path}: {problem}")
    return 1 if illegal else 0


def _replay(arguments: argparse.Namespace) -> int:
    return run_replay(arguments, lambda error: _say_error(error, file=sys.stderr))


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardhost", description="A rules-exact Magic game kernel with cards as plugins."
    )
    parser.add_argument(
        "--cards",
        action="append",
        default=[],
        metavar="DIR",
        help=f"a folder of cards to add (repeatable); {ENVIRONMENT_VARIABLE} adds more",
    )
    parser.add_argument(
        "--data-only",
        action="store_true",
        help="refuse every card that brings Python code; no card code runs",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser(
        "cards", help="list every card with its type line, its hooks, and where it comes from"
    )
    check = commands.add_parser("check", help="validate card folders; exit 1 on any problem")
    check.add_argument("paths", nargs="+", help="card folders, folders of card folders, or files")
    check.add_argument(
        "--allow-unimplemented",
        action="store_true",
        help="accept cards whose Oracle text has paragraphs nothing implements (work in "
        "progress), saying so on each of their lines",
    )
    run = commands.add_parser(
        "run", help="play scenario files, print their logs; exit 1 unless every expectation holds"
    )
    run.add_argument("files", nargs="+", help="scenario files (.toml)")
    run.add_argument(
        "--json",
        action="store_true",
        help="print each event as a JSON object a line (docs/events.md); failures on stderr",
    )
    schema = commands.add_parser(
        "schema", help="print the JSON Schema of the card file, for editors (docs/card-format.md)"
    )
    schema.add_argument(
        "--path", action="store_true", help="print where the installed package ships it instead"
    )
    new = commands.add_parser("new", help="scaffold a card folder and a test for it")
    new.add_argument("name", help="the card's name")
    new.add_argument(
        "--kind",
        choices=KINDS,
        default="creature",
        help="what to scaffold: a creature, an activated ability, a triggered ability (with "
        "its plugin) or a spell (default: creature)",
    )
    new.add_argument("--dir", default=".", help="where to create the card folder")
    commands.add_parser(
        "demo", help="play the showcase scenario of the headline cards and print its event log"
    )
    commands.add_parser(
        "events", help="print the event stream's schema (docs/events.md), from the event classes"
    )
    add_simulate_parser(commands)
    add_replay_parser(commands)
    deck = commands.add_parser("deck", help="deck files: check one's legality in a format")
    deck_commands = deck.add_subparsers(dest="deck_command", required=True)
    check_deck = deck_commands.add_parser(
        "check", help="whether each deck is legal in a format (100.2a, 903.5); exit 1 if not"
    )
    check_deck.add_argument("files", nargs="+", metavar="FILE", help="deck files")
    check_deck.add_argument("--format", required=True, help="standard, modern, commander, ...")
    check_deck.add_argument(
        "--legality", metavar="TABLE", help="a TOML table of formats (banned lists, card pools)"
    )
    play = commands.add_parser(
        "play", help="play a deck against the heuristic policy in the terminal (docs/embedding.md)"
    )
    play.add_argument("deck", nargs="?", help="your deck file")
    play.add_argument("--against", metavar="DECK", help="the opponent's deck file")
    play.add_argument(
        "--seed", type=integer, help="the game's seed (by default a new one each game)"
    )
    play.add_argument("--resume", metavar="FILE", help="resume a game saved with 'save FILE'")
    commands.add_parser(
        "hooks", help="print the hook reference (docs/hooks.md), generated from the contract"
    )
    importing = commands.add_parser(
        "import",
        help="import another engine's card scripts as cardhost cards (docs/importing.md)",
    )
    importing.add_argument("source", choices=("forge",), help="whose scripts: forge")
    importing.add_argument("cards_folder", metavar="CARDSFOLDER", help="the scripts' folder")
    importing.add_argument("out", metavar="OUTDIR", help="where to write the card folders")
    for command in commands.choices.values():  # its own usage for its own mistakes
        command.set_defaults(command_parser=command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    arguments, unknown = parser.parse_known_args(argv)
    if unknown:  # said with the command's own usage, not the top level's
        arguments.command_parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    handlers = {
        "cards": _cards,
        "check": _check,
        "schema": _schema,
        "run": _run,
        "new": _new,
        "demo": _demo,
        "hooks": _hooks,
        "simulate": _simulate,
        "replay": _replay,
        "deck": _deck,
        "events": _events,
        "play": _play,
        "import": _import,
    }
    handler = handlers[arguments.command]
    try:
        return handler(arguments)
    except BrokenPipeError:  # the reader went away (`cardhost cards | head`): quietly done
        _quiet_stdout()
        return 0
    except KeyboardInterrupt:  # Ctrl-C: one line, and the shell's status for it
        return stopped()
    except OSError as error:  # standard output full or gone (`> /dev/full`)
        _quiet_stdout()
        where = error.filename or "standard output"
        print(f"error: {where}: {error.strerror or error}", file=sys.stderr)
        return 1


def _quiet_stdout() -> None:
    """Point standard output at the null device: nothing left to flush at exit."""
    with contextlib.suppress(OSError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


if __name__ == "__main__":
    sys.exit(main())
