"""``cardhost play``: a person plays in the terminal against the heuristic policy.

The worked example of driving a game from another program (``docs/embedding.md``): the
game is played through :meth:`Game.decision` and :meth:`Game.answer` alone. The
person's decisions are read as numbers from a list of the legal options; the opponent's
are the ``heuristic`` policy's. A saved game is its decks, its seed and the person's
answers: the game is deterministic, so resuming replays them to the same position.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from rich.console import Console
from rich.table import Table as RichTable
from rich.text import Text

from cardhost.kernel.choices import MOST_DIGITS, Numbers
from cardhost.kernel.choices import option_label as label
from cardhost.kernel.decisions import Decision
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.stack import StackAbility
from cardhost.kernel.state_codec import shown_briefly
from cardhost.loading.catalog import Catalog
from cardhost.loading.decks import DeckError, parse_deck
from cardhost.loading.tomlfile import read_text
from cardhost.loading.writing import replace_file
from cardhost.model.actions import PASS, Action, Cast, ManaActivation, Pass
from cardhost.model.errors import CardhostError, FileProblem
from cardhost.model.turns import Step
from cardhost.model.validation import integer_problem, printable
from cardhost.model.zones import BATTLEFIELD
from cardhost.simulation.errors import SimulationError
from cardhost.simulation.match import MOST_DECISIONS, DeckText, game_seed
from cardhost.simulation.payment_plan import CastPlan, plan_cast
from cardhost.simulation.plugins import registry
from cardhost.simulation.policy import Policy

SAVE_VERSION = 2
"""The version of a save file: 2 since the person's answers begin with their mulligans
(103.5); a save of version 1 would replay them as other answers, so it is refused."""
OPPONENT_POLICY = "heuristic"
DECLARATIONS = ("attackers", "blockers")
MOST_LINES = 100_000
"""The most lines of input one game reads: a script that never ends the game can't hang."""


@dataclass
class Table:
    """A game at the table: the person, the opponent's policy, and the person's answers
    so far (what a save holds)."""

    game: Game
    you: Player
    opponent: Policy
    decks: tuple[DeckText, DeckText]
    seed: int
    answers: list[Any] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)
    """Where the answers of each line the person typed begin among :attr:`answers` (a
    number, a planned cast's actions, ``end``'s passes): what ``undo`` takes back."""
    shown: int = 0
    """How many of the log's entries the person has been shown what the opponent did of."""
    passing: tuple[str, int] | None = None
    """Passing until (``"end"`` of the turn, or ``"next"``: the person's next main phase),
    and the turn it began in."""
    resumable: bool = True
    """Whether a save can resume it: a game of the person's from its start, not one
    opened from a simulation's (``cardhost replay --play``)."""
    data_only: bool = False
    """Whether the opponent's policy is cardhost's own (no installed plugin's code)."""
    planned: tuple[Action, ...] = ()
    """The actions left of a planned cast the game stopped in to ask the person something
    (a colour): taken once they have answered and priority is back."""


PERSON = "You"
"""The person's player: the log is shown as they see it (400.2)."""


def new_table(
    decks: tuple[DeckText, DeckText], seed: int, catalog: Catalog, *, data_only: bool = False
) -> Table:
    """A game of the person's deck against the opponent's, started with opening hands;
    the starting player drawn from the seed (103.1). With ``data_only``, the opponent's
    policy is cardhost's own: no installed plugin's code runs."""
    mine, theirs = (parse_deck(d.text, catalog, source=d.source, forge=d.forge) for d in decks)
    game_number = game_seed(seed, 0)
    game = Game([PERSON, "Opponent"], catalog=catalog, seed=game_number)
    for player, deck in zip(game.players, (mine, theirs), strict=True):
        for card in deck.cards():
            game.add_card(card, player, "library")
    game.start_with_decisions(game.players[game_number % 2])  # mulligans decided (103.5)
    tools = registry(data_only=data_only)
    policy = tools.policy(OPPONENT_POLICY, random.Random(f"{game_number}/Opponent"))
    return Table(game, game.players[0], policy, decks, seed, data_only=data_only)


def save(table: Table, path: Path) -> None:
    """Write what resumes the game: its version, decks, seed and the person's answers."""
    if not table.resumable:
        raise SimulationError(
            "a game opened from a simulation is not saved: replay it again to open it"
        )
    data = {
        "cardhost save": SAVE_VERSION,
        "seed": table.seed,
        "decks": [{"source": d.source, "text": d.text, "forge": d.forge} for d in table.decks],
        "answers": table.answers,
        "lines": table.lines,
    }
    try:
        replace_file(path, json.dumps(data, indent=1).encode("utf-8"))
    except OSError as error:
        raise SimulationError(f"can't save to {path}: {error.strerror or error}") from None


def resume(path: Path, catalog: Catalog, *, data_only: bool = False) -> Table:
    """The game a save holds, replayed to where it was saved: a regular file of at most
    :data:`~cardhost.loading.tomlfile.LARGEST_FILE` bytes, opened without waiting."""
    try:
        data = json.loads(read_text(path, FileProblem))
    except FileProblem as error:
        raise SimulationError(str(error)) from None
    except (ValueError, RecursionError) as error:
        raise SimulationError(f"{path}: not a cardhost save ({error})") from None
    try:
        if not isinstance(data, dict):
            raise TypeError("a save is a JSON object")
        if data.get("cardhost save") != SAVE_VERSION:
            raise SimulationError(
                f"{path}: a save of version {data.get('cardhost save')!r}; this cardhost "
                f"reads version {SAVE_VERSION}"
            )
        decks = tuple(_deck(d) for d in data["decks"])
        seed, answers = data["seed"], data["answers"]
        if type(seed) is not int or integer_problem(seed) or not isinstance(answers, list):
            raise TypeError("its seed is a 64-bit integer and its answers a list")
        lines = data.get("lines", [])
        if not isinstance(lines, list) or lines != sorted({n for n in lines if type(n) is int}):
            raise TypeError("its lines are where the answers of each line begin, in order")
        if lines and not 0 <= lines[0] <= lines[-1] <= len(answers):
            raise TypeError("its lines are places among its answers")
    except (ValueError, KeyError, TypeError, AttributeError) as error:
        raise SimulationError(f"{path}: not a cardhost save ({error})") from None
    if len(decks) != 2:
        raise SimulationError(f"{path}: a save holds two decks")
    try:
        table = new_table((decks[0], decks[1]), seed, catalog, data_only=data_only)
    except DeckError as error:  # the deck's text is the save's, whatever file it was
        raise SimulationError(f"{path}: a deck it holds: {error}") from None
    _replay(table, answers, str(path))
    _opponents_turns(table)  # on to the person's decision it was saved at
    table.lines = list(lines)
    table.shown = len(table.game.log)  # what the opponent did was shown before the save
    return table


def _replay(table: Table, answers: Sequence[Any], where: str) -> None:
    """Answer the person's decisions of ``table``, a game from its start, with
    ``answers`` in turn, the opponent's policy deciding between: the game is
    deterministic, so it comes to where they were given."""
    for number, recorded in enumerate(answers, start=1):
        decision = _opponents_turns(table)
        if decision is None:
            raise SimulationError(f"{where}: the game was over before every answer was replayed")
        problem = _answer_problem(decision, recorded)
        if problem is None:
            try:
                _answer(table, decision, recorded)
            except CardhostError as error:
                problem = str(error)
        if problem is not None:
            raise SimulationError(
                f"{where}: answer {number} ({shown_briefly(recorded)}) doesn't fit the game: "
                f"{problem}"
            )


def _begin_line(table: Table) -> None:
    """A line the person typed may answer: its answers begin here (where a line that
    answered nothing began, the next one does)."""
    if not table.lines or table.lines[-1] != len(table.answers):
        table.lines.append(len(table.answers))


def taken_back(table: Table) -> Table:
    """``table`` as it was before the person's last line that answered (a number, a
    planned cast's mana abilities and cast, ``end``'s passes): the game replayed from its
    start with the answers before it (the same draws, the opponent's same decisions).
    Answers not known by line (a save without them) are taken back one at a time."""
    if not table.resumable:
        raise SimulationError(
            "a game opened from a simulation takes no answer back: replay it again to open it"
        )
    if not table.answers:
        raise SimulationError("no answer of yours to take back")
    lines = [n for n in table.lines if n < len(table.answers)]
    kept = lines.pop() if lines else len(table.answers) - 1
    game = table.game
    again = new_table(table.decks, table.seed, game.catalog, data_only=table.data_only)
    _replay(again, table.answers[:kept], "taking an answer back")
    again.lines = lines
    again.shown = len(again.game.log)
    return again


def _answer_problem(decision: Decision, recorded: Any) -> str | None:
    """Why ``recorded`` is no answer a save holds for ``decision``: the number of an
    option, or for a declaration pairs of the number of a creature and of its choice."""
    options = decision.options
    if decision.kind not in DECLARATIONS:
        if type(recorded) is int and 0 <= recorded < len(options):
            return None
        return f"the {decision.kind} decision has options 0 to {len(options) - 1}"
    pairs = recorded if isinstance(recorded, list) else None
    if pairs is not None and all(
        isinstance(pair, list)
        and len(pair) == 2
        and all(type(n) is int for n in pair)
        and 0 <= pair[0] < len(options)
        and 0 <= pair[1] < len(options[pair[0]][1])
        for pair in pairs
    ):
        return None
    return f"the {decision.kind} declaration is pairs of a creature's number and its choice's"


def _deck(saved: object) -> DeckText:
    """A deck a save holds: its source, text and whether it is Forge's format."""
    if not isinstance(saved, dict):
        raise TypeError("each deck is a JSON object")
    source, text, forge = saved["source"], saved["text"], saved["forge"]
    if not (isinstance(source, str) and isinstance(text, str) and isinstance(forge, bool)):
        raise TypeError("a deck's source and text are strings, and forge true or false")
    return DeckText(source, text, forge)


def _opponents_turns(table: Table) -> Decision | None:
    """Let the opponent decide until the person must (or the game is over). A decision
    of the person's with nothing to choose (only to pass, no creature to declare) is
    answered for them (and not kept: a replay answers it so again)."""
    game = table.game
    decision = game.decision()
    for _ in range(MOST_DECISIONS):
        if decision is None:
            return None
        if decision.player != table.you.name:
            decision = game.answer(table.opponent.answer(game, decision))
        elif _nothing_to_choose(decision):
            _answer(table, decision, [] if decision.kind in DECLARATIONS else 0, keep=False)
            decision = game.decision()
        else:
            return decision
    raise SimulationError(f"the opponent took {MOST_DECISIONS:,} decisions without the person's")


def _nothing_to_choose(decision: Decision) -> bool:
    if decision.kind in DECLARATIONS:
        return not decision.options
    return decision.kind == "priority" and decision.options == (PASS,)


def _answer(table: Table, decision: Decision, recorded: Any, *, keep: bool = True) -> None:
    """Answer the person's ``decision`` with ``recorded`` (a number of an option, or for
    a declaration pairs of numbers), keeping it for a save unless it is one the game
    makes for them anyway (``keep`` false)."""
    game = table.game
    if decision.kind in DECLARATIONS:
        declared = {decision.options[i][0]: decision.options[i][1][j] for i, j in recorded}
        game.answer(declared)
    else:
        game.answer(decision.options[recorded])
    if keep:
        table.answers.append(recorded)


OPPONENTS_ACTIONS = frozenset(
    {
        "LandPlayed",
        "SpellCast",
        "AbilityActivated",
        "AttackersDeclared",
        "BlockersDeclared",
        "CardsRevealed",
        "HandRevealed",
        "HandLookedAt",
        "Cycled",
        "TurnedFaceUp",
    }
)
"""The kinds of event shown as the opponent's doing: what they play, cast, activate,
declare, and the cards they reveal (701.20a) or look at."""


def show_opponents_actions(table: Table, out: TextIO) -> None:
    """What the opponent has done since the person last saw the board, as they saw it
    (400.2): a line for each land played, spell cast, ability activated, declaration,
    and card revealed."""
    game = table.game
    entries = game.log.since(table.shown)
    table.shown = len(game.log)
    for entry in entries:
        event = entry.event
        if type(event).__name__ in OPPONENTS_ACTIONS and table.you not in _movers(event):
            print(f"  >> {entry.text_for(table.you.name)}", file=out)


def _movers(event: Any) -> tuple[Any, ...]:
    """The players whose doing ``event`` is: its player, its looker, or its players
    (blockers are declared by the defending players, 509.1)."""
    for name in ("player", "looker"):
        mover = getattr(event, name, None)
        if mover is not None:
            return (mover,)
    return tuple(getattr(event, "players", ()))


def planned_casts(table: Table, decision: Decision) -> list[CastPlan]:
    """The spells in the person's hand their lands could pay for but their pool doesn't
    yet (601.2g-h): each with the mana abilities the planner would activate (auto-tap),
    offered after the legal actions."""
    if decision.kind != "priority":
        return []
    listed = {a.card for a in decision.options if isinstance(a, Cast)}
    plans = []
    for card in table.you.hand:
        if card.is_land or card.id in listed:
            continue
        plan = plan_cast(table.game, table.you, card)
        if plan is not None and plan.activations:
            plans.append(plan)
    return plans


def take_plan(table: Table, actions: Sequence[Action]) -> str:
    """Take a planned cast's ``actions`` one by one, each answered and kept as the number
    of its option. Where the game asks something else (a colour for a mana ability), the
    person answers it, and the actions left are taken once priority is back
    (:attr:`Table.planned`): all of them one line, which ``undo`` takes back whole. One
    no longer offered (a colour that can't pay the spell) ends the plan: what it says."""
    game = table.game
    table.planned = ()
    for place, action in enumerate(actions):
        decision = game.decision()
        if decision is None:
            return ""
        if decision.kind != "priority":
            table.planned = tuple(actions[place:])
            return ""
        if action not in decision.options:
            return (
                f"The planned cast stopped: {action.name} can't be taken now (the mana made "
                "can't pay it); undo takes the plan back."
            )
        _answer(table, decision, decision.options.index(action))
    return ""


def show(table: Table, decision: Decision, out: TextIO) -> None:
    """The board, the hands' sizes, the stack, the life totals, the decision's options;
    before the first turn, the opening hand a mulligan is declared on (103.5)."""
    game = table.game
    if not game.turn_number:
        print("\n=== the opening hands (103.5)", file=out)
        if decision.cards:  # a mulligan's declaration; a card to put on the bottom is an option
            print("  your hand: " + ", ".join(label(c) for c in decision.cards), file=out)
        _options(decision, table, out)
        return
    if out.isatty():
        _draw_board(table, out)
    else:
        _write_board(table, out)
    if decision.cards:  # what the choice shows you alone: a card scried or surveilled
        print("  you look at: " + ", ".join(label(c) for c in decision.cards), file=out)
    _options(decision, table, out)
    first = len(decision.options)
    for number, plan in enumerate(planned_casts(table, decision), start=first):
        tapping = ", ".join(a.permanent_name for a in plan.activations)
        print(f"  {number}. {plan.cast.name} (tapping {tapping})", file=out)
    if decision.kind == "priority":
        print(
            "  (a number; nothing to pass; skip: pass to the next step with something to do; "
            "end: pass to the end of the turn; next: pass to your next turn; or: "
            f"{_commands(table)})",
            file=out,
        )
    if decision.kind in DECLARATIONS:
        print(
            "  answer with pairs NUMBER:TARGET (e.g. '0:0 2:0'), nothing for none; or: "
            f"{_commands(table)}",
            file=out,
        )


def _heading(game: Game) -> str:
    return f"turn {game.turn_number}, {game.active_player}'s {game.step.value} step"


def _write_board(table: Table, out: TextIO) -> None:
    """The board as plain lines: each player's life, hand and library sizes, mana pool
    and permanents; the person's hand; the stack."""
    game = table.game
    print(f"\n=== {_heading(game)}", file=out)
    for player in game.players:
        permanents = ", ".join(_permanent(p, table.you) for p in game.permanents(controller=player))
        poison = f", {player.poison} poison" if player.poison else ""
        print(
            f"{player}: {player.life} life{poison}, {len(player.hand)} in hand, "
            f"{len(player.library)} in library, pool {player.mana_pool or 'empty'}",
            file=out,
        )
        print(f"  battlefield: {permanents or 'nothing'}", file=out)
    print("  your hand: " + (", ".join(c.name for c in table.you.hand) or "nothing"), file=out)
    if game.stack:
        stack = " <- ".join(_on_stack(item, table.you) for item in game.stack)
        print("  stack: " + stack, file=out)


def _draw_board(table: Table, out: TextIO) -> None:
    """The same board drawn for a terminal (rich): a table of the players, the person's
    hand and the stack below it. Names are text, never markup (a card's name may hold
    any character)."""
    game = table.game
    board = RichTable(title=Text(_heading(game)), title_justify="left", expand=True)
    for column, justify in (("player", "left"), ("life", "right"), ("hand", "right")):
        board.add_column(column, justify=justify)  # type: ignore[arg-type]
    board.add_column("library", justify="right")
    board.add_column("pool")
    board.add_column("battlefield", ratio=1)
    for player in game.players:
        permanents = ", ".join(_permanent(p, table.you) for p in game.permanents(controller=player))
        poison = f" ({player.poison} poison)" if player.poison else ""
        board.add_row(
            Text(player.name, style="bold" if player is table.you else ""),
            Text(f"{player.life}{poison}"),
            Text(str(len(player.hand))),
            Text(str(len(player.library))),
            Text(str(player.mana_pool or "empty")),
            Text(permanents or "nothing"),
        )
    console = Console(file=out)
    console.print()
    console.print(board)
    console.print(Text("your hand: " + (", ".join(c.name for c in table.you.hand) or "nothing")))
    if game.stack:
        stack = " <- ".join(_on_stack(item, table.you) for item in game.stack)
        console.print(Text("stack: " + stack))


def _options(decision: Decision, table: Table, out: TextIO) -> None:
    """The question and its options, each by its number; a number asked for is typed
    itself, among however many are offered."""
    print(f"You decide ({decision.rule}): {decision.prompt}", file=out)
    if isinstance(decision.options, Numbers):
        first = decision.options[0]
        print(
            f"  a number: {decision.options} (nothing for {first}; or: {_commands(table)})",
            file=out,
        )
        return
    for number, option in enumerate(decision.options):
        print(f"  {number}. {_option(decision, option, table.you)}", file=out)
    if decision.kind != "priority" and decision.kind not in DECLARATIONS:
        print(f"  (a number; nothing for 0; or: {_commands(table)})", file=out)


def _commands(table: Table) -> str:
    """The commands besides an answer: ``undo`` and ``save`` only in a game of the
    person's from its start (not one opened from a simulation's)."""
    return ("undo, save FILE, " if table.resumable else "") + "log, concede, quit"


def _permanent(permanent: GameObject, you: Player) -> str:
    shown = _named(permanent, you)
    if permanent.is_creature:
        shown += f" {permanent.power}/{permanent.toughness}"
    if permanent.is_planeswalker:
        shown += f" (loyalty {permanent.loyalty})"
    return shown + (" (tapped)" if permanent.tapped else "")


def _on_stack(item: GameObject | StackAbility, you: Player) -> str:
    if isinstance(item, GameObject):
        return _named(item, you)
    return f"{item.source.name}'s ability"


def _named(obj: GameObject, you: Player) -> str:
    """Its name; a face-down spell or permanent (708.2a) has none: which card it is
    shows only to the person, if it is theirs (708.5)."""
    if not obj.face_down:
        return obj.name
    theirs = obj.controller is you
    return f"face-down creature ({obj.face_up.name})" if theirs else "face-down creature"


def _option(decision: Decision, option: Any, you: Player) -> str:
    if decision.kind in DECLARATIONS:
        creature, targets = option
        return f"{_permanent(creature, you)} -> " + ", ".join(
            f"{j}: {label(t)}" for j, t in enumerate(targets)
        )
    if isinstance(option, GameObject) and option.zone is not None:  # told apart (a target)
        whose = "yours" if option.controller is you else f"{option.controller}'s"
        if option.zone is BATTLEFIELD:
            return f"{_permanent(option, you)}, {whose}"
        return f"{_named(option, you)}, {whose}, {option.zone.value}"
    return label(option)


def _passes_on(table: Table, decision: Decision) -> bool:
    """Whether the person's passing (``end``, ``next``, ``skip``) answers ``decision``: a
    priority with nothing of the opponent's on the stack (a spell or ability to respond
    to stops it), in the turn it began for ``end``, before the person's next precombat
    main phase for ``next``, with nothing to do but pass or add mana for ``skip``.
    Anything else stops it."""
    passing = table.passing
    if passing is None:
        return False
    game = table.game
    until, turn = passing
    theirs = any(item.controller is not table.you for item in game.stack)
    going = decision.kind == "priority" and not theirs
    if until == "end":
        going = going and game.turn_number == turn
    elif until == "next":
        going = going and not (game.active_player is table.you and game.step is Step.MAIN1)
    else:
        going = going and all(isinstance(a, (Pass, ManaActivation)) for a in decision.options)
        going = going and not planned_casts(table, decision)
    if not going:
        table.passing = None
    return going


def _read_answer(decision: Decision, line: str, more: int = 0) -> Any:
    """A number of an option (a number asked for: the number itself, read as its place;
    ``more`` numbers after the options: the planned casts), or pairs for a declaration;
    a ``ValueError`` otherwise.
    Nothing is the first option (for priority, passing: 117.3d), or declaring no
    creature."""
    if decision.kind not in DECLARATIONS and not line:
        return 0
    if decision.kind in DECLARATIONS:
        pairs = []
        for part in line.split():
            creature, _, target = part.partition(":")
            i, j = int(creature), int(target or 0)
            if not (0 <= i < len(decision.options) and 0 <= j < len(decision.options[i][1])):
                raise ValueError(part)
            pairs.append([i, j])
        return pairs
    if isinstance(decision.options, Numbers):  # the number itself, by its place
        if len(line.strip()) > MOST_DIGITS:
            raise ValueError(line)
        return decision.options.index(int(line))
    number = int(line)
    if not 0 <= number < len(decision.options) + more:
        raise ValueError(line)
    return number


def play(table: Table, lines: Iterator[str], out: TextIO) -> int:
    """Play ``table`` to its end from the person's ``lines`` of input: a number (or
    pairs), ``undo`` (the last answer taken back), ``save FILE``, ``log``, ``concede``,
    or ``quit``. Returns the exit status."""
    for _ in range(MOST_LINES):
        game = table.game
        decision = _opponents_turns(table)
        if decision is None:
            show_opponents_actions(table, out)
            winner = game.winner.name if game.winner else "nobody (a draw)"
            print(f"\nThe game is over: {winner} won.", file=out)
            return 0
        if table.planned and decision.kind == "priority":  # a plan's colour answered
            try:
                stopped = take_plan(table, table.planned)
            except CardhostError as error:
                table.planned = ()
                stopped = f"The planned cast stopped: {error}"
            if stopped:
                print(stopped, file=out)
            continue
        if _passes_on(table, decision):
            _answer(table, decision, 0)
            continue
        show_opponents_actions(table, out)
        show(table, decision, out)
        line = next(lines, None)
        if line is None or line.strip() == "quit":
            print("Left the game.", file=out)
            return 0
        command = line.strip()
        if command == "save":  # "save " too, stripped
            print("Not saved: save FILE names the file to save in; the game goes on.", file=out)
            continue
        if command.startswith("save "):
            try:
                save(table, Path(command.removeprefix("save ").strip()))
            except SimulationError as error:
                print(f"Not saved: {_echoed(str(error))}; the game goes on.", file=out)
            else:
                print("Saved.", file=out)
            continue
        if command == "concede":  # 104.3a: at any time, whatever is asked
            game.concede(table.you)
            print("You conceded (104.3a).", file=out)
            continue
        if command == "undo":
            try:
                table = taken_back(table)
            except SimulationError as error:
                print(f"Not taken back: {error}.", file=out)
            else:
                print("Your last answer is taken back.", file=out)
            continue
        if command == "log":
            print(game.log.text(table.you.name), file=out)  # the opponent's draws: "a card"
            continue
        if command in ("end", "next", "skip") and decision.kind == "priority":
            _begin_line(table)
            table.passing = (command, game.turn_number)
            _answer(table, decision, 0)
            continue
        plans = planned_casts(table, decision)
        if not table.planned:  # a colour a plan asks is of the plan's line
            _begin_line(table)
        try:
            answer = _read_answer(decision, command, len(plans))
            if isinstance(answer, int) and answer >= len(decision.options):
                stopped = take_plan(table, plans[answer - len(decision.options)].actions)
                if stopped:
                    print(stopped, file=out)
            else:
                _answer(table, decision, answer)
        except (ValueError, IndexError):
            print(f"'{_echoed(command)}' is not one of the numbers above.", file=out)
        except CardhostError as error:
            print(f"Not allowed: {error}", file=out)
    print(f"Stopped after {MOST_LINES:,} lines of input.", file=out)
    return 1


ECHOED = 200
"""The most characters of a line typed that a message repeats."""


def _echoed(text: str) -> str:
    """What the person typed, as a message repeats it: escapes that would drive the
    terminal written out, and at most :data:`ECHOED` characters."""
    shown = printable(text)
    return shown if len(shown) <= ECHOED else f"{shown[: ECHOED - 3]}..."


def lines_of(source: TextIO) -> Iterator[str]:
    for line in source:
        yield line.rstrip("\n")


def run_play(
    decks: Sequence[str],
    seed: int,
    resume_from: str | None,
    catalog: Catalog,
    source: TextIO,
    out: TextIO,
    *,
    data_only: bool = False,
) -> int:
    """``cardhost play``: a new game of ``decks`` (yours, theirs), or one resumed."""
    if resume_from is not None:
        table = resume(Path(resume_from), catalog, data_only=data_only)
    else:
        pair = tuple(DeckText.read(path) for path in decks)
        table = new_table((pair[0], pair[1]), seed, catalog, data_only=data_only)
    return play(table, lines_of(source), out)
