"""Decisions as values: driving a game step by step instead of answering a chooser.

A program that owns the screen, the network or the AI asks the game what decision it
waits for (:meth:`Game.decision`): the player, the kind of decision, the rule that asks
for it, and the options as values; it answers (:meth:`Game.answer`) whenever it likes,
and the game goes on to the next decision.

A choice asked in the middle of an action (a target as a spell is cast, 601.2c; a
colour of mana, 106.1) stops the action: everything it did is taken back, as a failed
action is undone (732), and it waits, suspended at the choice on a thread of its own
(:mod:`~cardhost.kernel.suspension`); the answer makes it all again and goes on from
there. What the game waits for is kept as values besides: the action, the answers
given so far. So a copy or a saved game waits for the same decision, and answering it
takes the action again from its start with those answers, the same action in the same
state taking the same path. Either way nothing is half done while a decision waits.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardhost.kernel import casting, combat, game_flow, journal, responses
from cardhost.kernel.choices import (
    NUMBERED,
    Choice,
    ChoiceKind,
    FirstOptionChooser,
    Numbers,
    answering,
    match_option,
    place_of,
    stopped,
)
from cardhost.kernel.journal import deferring, set_working, trial
from cardhost.kernel.suspension import Outcome, Replay, Suspension, Unanswered, claim
from cardhost.model.actions import Action, Activation, Cast, announcing, unannounced
from cardhost.model.errors import CardhostError, IllegalActionError
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD, HAND

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import Player

RULES: dict[str, str] = {
    ChoiceKind.COLOR.value: "106.1",
    ChoiceKind.MANA_TYPE.value: "106.7",
    ChoiceKind.MANA.value: "605.3b",
    ChoiceKind.X.value: "601.2b",
    ChoiceKind.TARGET.value: "601.2c",
    ChoiceKind.REPLACEMENT.value: "616.1",
    ChoiceKind.TRIGGER_ORDER.value: "603.3b",
    ChoiceKind.HYBRID.value: "601.2b",
    ChoiceKind.PHYREXIAN.value: "601.2b",
    ChoiceKind.GENERIC.value: "601.2h",
    ChoiceKind.SNOW.value: "107.4h",
    ChoiceKind.SACRIFICE.value: "701.21",
    ChoiceKind.DISCARD.value: "701.9",
    ChoiceKind.LEGEND_RULE.value: "704.5j",
    ChoiceKind.DAMAGE_ASSIGNMENT.value: "510.1c",
    ChoiceKind.ATTACH.value: "303.4f",
    ChoiceKind.YES_NO.value: "608.2d",
    ChoiceKind.SEARCH.value: "701.23",
    ChoiceKind.SCRY.value: "701.22a",
    ChoiceKind.SURVEIL.value: "701.25a",
    ChoiceKind.ORDER.value: "701.22a",
    ChoiceKind.TAP.value: "118.3",
    ChoiceKind.PRIORITY.value: "117.1",
    ChoiceKind.MODE.value: "700.2a",
    ChoiceKind.MULLIGAN.value: "103.5",
    ChoiceKind.BOTTOM.value: "103.5",
    ChoiceKind.PILE.value: "700.3",
    ChoiceKind.TAKE.value: "701.20e",
    ChoiceKind.PERMANENT.value: "608.2d",
    ChoiceKind.TAP_OR_UNTAP.value: "701.26",
    ChoiceKind.PAY.value: "118.12a",
    ChoiceKind.SOURCE.value: "609.7a",
    ChoiceKind.REVEAL.value: "701.20a",
    ChoiceKind.PUT.value: "608.2d",
    ChoiceKind.CONVOKE.value: "702.51a",
    ChoiceKind.CONVOKE_MANA.value: "702.51a",
    ChoiceKind.IMPROVISE.value: "702.126a",
    ChoiceKind.DELVE.value: "702.66a",
    ChoiceKind.COPY.value: "707.5",
    ChoiceKind.CREW.value: "702.122a",
    ChoiceKind.EXERT.value: "701.43d",
    ChoiceKind.EXPLORE.value: "701.44a",
    ChoiceKind.PROLIFERATE.value: "701.34a",
    ChoiceKind.FABRICATE.value: "702.123a",
    ChoiceKind.CAST.value: "608.2g",
    ChoiceKind.DIVIDE.value: "601.2d",
    ChoiceKind.TYPE.value: "608.2d",
    ChoiceKind.EXILE.value: "118.3",
    ChoiceKind.RETURN.value: "118.3",
    ChoiceKind.COIN_CALL.value: "705.2",
    "attackers": "508.1",
    "blockers": "509.1",
}
"""The rule that asks for each kind of decision."""


@dataclass(frozen=True)
class Decision:
    """A decision the game waits for: ``player`` (a name) must decide ``kind`` (a choice
    kind's value, ``"priority"``, ``"attackers"`` or ``"blockers"``), as ``rule`` asks,
    among ``options``: for priority, the legal actions (117.1); for attackers, pairs of a
    creature and the players it could attack (508.1a); for blockers, pairs of a creature
    and the attackers it could block (509.1a); otherwise the choice's options, and
    ``cards``, what the player looks at besides them (the hand a mulligan is declared
    on, 103.5). A number's options are :class:`~cardhost.kernel.choices.Numbers`."""

    player: str
    kind: str
    rule: str
    prompt: str
    options: tuple[Any, ...] | Numbers
    cards: tuple[Any, ...] = ()


@dataclass(frozen=True)
class _Waiting:
    """An action stopped at ``choice``: what started it (the answer to a decision of
    ``kind``: an action, or a declaration) and the answers to the choices before, each
    the place of the option chosen. Values only, so a copy or a saved game waits for the
    same decision."""

    kind: str
    start: Any
    answers: tuple[int, ...]
    choice: Choice


def decision(game: GameCore) -> Decision | None:
    """What the game waits for now, or ``None`` once it is over. Between actions, found
    once for each state of the game (:func:`~cardhost.kernel.responses.state_mark`) and
    the decision it waits on: asked again (as :func:`answer` asks what it answers), the
    same value."""
    if journal.ACTIVE.get() is not None or game.in_action:  # a state mid-change: not kept
        return _decision(game)
    kept = game.decision_kept
    mark = responses.state_mark(game)
    known = kept.get(mark)
    if known is not None and known[0] is game.waiting:
        return known[1]  # type: ignore[no-any-return]
    found = _decision(game)
    kept.clear()
    kept[responses.state_mark(game)] = (game.waiting, found)
    return found


def _decision(game: GameCore) -> Decision | None:
    waiting: _Waiting | None = game.waiting
    if waiting is not None:
        choice = waiting.choice
        kind = choice.kind.value
        rule = choice.rule or RULES[kind]
        return Decision(choice.player.name, kind, rule, choice.prompt, choice.options, choice.cards)
    if game.game_over:
        return None
    if game.awaiting == "attackers":
        options = tuple((c, tuple(d)) for c, d in combat.attack_options(game).items())
        prompt = "the creatures that attack, and whom each attacks (508.1)"
        return Decision(game.active_player.name, "attackers", "508.1", prompt, options)
    if game.awaiting == "blockers":  # 802.4: each defending player's own, in APNAP order
        defender = combat.next_to_block(game)
        options = tuple(
            (c, tuple(a)) for c, a in combat.block_options(game).items() if c.controller is defender
        )
        prompt = "the creatures that block, and what each blocks (509.1)"
        return Decision(defender.name, "blockers", "509.1", prompt, options)
    holder = game.priority
    if holder is None:
        raise CardhostError(f"no one decides in the {game.step.value} step: the game hasn't begun")
    prompt = "pass, play a land, cast a spell or activate an ability (117.1)"
    return Decision(
        holder.name, "priority", "117.1", prompt, tuple(responses.legal_actions_of(game, holder))
    )


def answer(game: GameCore, given: Any) -> Decision | None:
    """Answer the decision the game waits for with ``given`` (an option, its name, or its
    place among the options; a declaration as a mapping for attackers and blockers) and
    go on: the next decision."""
    waiting: _Waiting | None = game.waiting
    if waiting is not None:
        chosen = match_option(waiting.choice, given)  # a bad answer changes nothing
        place = place_of(waiting.choice.options, chosen)
        _go_on(game, waiting, place)
        return decision(game)
    current = decision(game)
    if current is None:
        raise CardhostError("the game is over: there is nothing to decide (104.1)")
    if current.kind in ("attackers", "blockers"):
        _attempt(game, current.kind, _declaration(game, given, current.kind), ())
    else:
        given = _action_named(current, given)
        _listed(game, current, given)
        _attempt(game, current.kind, _as_listed(current, given), ())
    return decision(game)


def _action_named(current: Decision, given: Any) -> Any:
    """The legal action ``given`` names: itself, its name (``"pass"``, ``"cast Lightning
    Bolt"``, case-insensitive; the first of several of one name, or with the number of
    its card or permanent, ``"cast Lightning Bolt #12"``, that one's), or its place
    among the decision's options (an ``int``, from 0)."""
    options = current.options
    if type(given) is int:
        if not 0 <= given < len(options):
            raise CardhostError(
                f"there are {len(options)} legal actions (117.1), numbered from 0: not {given}"
            )
        return options[given]
    if isinstance(given, str):
        wanted = given.strip().lower()
        for option in options:
            if option.name.lower() == wanted:
                return option
        numbered = NUMBERED.fullmatch(wanted)  # "cast Lightning Bolt #12": that card's
        if numbered is not None:
            name, number = numbered.group(1), int(numbered.group(2))
            for option in options:
                of = getattr(option, "card", getattr(option, "permanent", None))
                if option.name.lower() == name and of == number:
                    return option
        names = ", ".join(repr(o.name) for o in options)
        raise CardhostError(f"no legal action (117.1) is named {given!r}; they are {names}")
    return given


def _listed(game: GameCore, current: Decision, given: Any) -> None:
    """Refuse an action, other than one of the legal actions with its X or targets
    announced, before it can wait on a choice: one not listed can't be completed (a
    spell asks its target, 601.2c, before its cost is found unpayable, 601.2h), so it
    is refused with the reason it fails for, tried as the legal actions were, or as
    not among them (117.1)."""
    if not isinstance(given, Action):
        return
    if unannounced(given) in current.options:
        _announced_in_order(game, given)
        return
    with trial(), answering(game, FirstOptionChooser()):
        _take(game, current.kind, given)
    raise IllegalActionError("117.1", f"{given.name} is not among the legal actions now")


def _announced_in_order(game: GameCore, given: Action) -> None:
    """Refuse a cast or an activation that announces its targets or their division but
    not what is announced before them, a modal spell's modes and X (601.2b-d, 602.2b):
    chosen first, as the action goes on, every choice of them could leave the targets
    illegal, and the game would wait on a decision no answer completes."""
    if not isinstance(given, (Cast, Activation)):
        return
    if given.targets is None and given.divided is None:
        return
    number = given.card if isinstance(given, Cast) else given.permanent
    found = [o for o in game.objects_in((HAND, GRAVEYARD, BATTLEFIELD)) if o.id == number]
    if not found:
        return  # refused as it is taken (400.7)
    obj = found[0]
    if isinstance(given, Cast):
        face = next((h for h in obj.definition.halves if h.name == given.half), obj.face)
        modal = face.spell is not None and bool(face.spell.modes) and given.modes is None
        try:
            cost = casting.mana_cast_for(obj, given, face)
        except IllegalActionError:
            return  # refused as it is taken
    else:
        abilities = obj.activated_abilities
        if not 0 <= given.index < len(abilities):
            return  # refused as it is taken (602.1)
        modal, cost = False, abilities[given.index].cost
    missing = [
        what
        for what, left in (
            ("modes", modal),
            ("X", cost is not None and cost.has_x and given.x is None),
        )
        if left
    ]
    if missing:
        raise IllegalActionError(
            "601.2c",
            f"{given.name}: announce its {' and '.join(missing)} with its targets: they are "
            "chosen before them (601.2b)",
        )


def _as_listed(current: Decision, given: Any) -> Any:
    """The legal action ``given`` is (:func:`_listed` found it among them), as listed,
    with what it announces (:func:`~cardhost.model.actions.announcing`): what the game
    goes on with, and keeps while it waits, is its own."""
    if not isinstance(given, Action):
        return given  # no action: refused as it is taken
    listed = current.options[current.options.index(unannounced(given))]
    return announcing(listed, given)  # type: ignore[no-any-return]


def _declaration(game: GameCore, given: Any, what: str) -> Any:
    """A declaration of attackers or blockers (508.1, 509.1) as the game keeps it while it
    waits: a copy of its own, not the caller's mapping or list, each player attacked
    named by a name as the player (so a save of the game waiting holds players)."""
    if isinstance(given, Mapping):
        return {
            key: _attacked(game, value) if isinstance(value, str) else value
            for key, value in given.items()
        }
    if what == "attackers" and isinstance(given, (list, tuple)):
        return tuple(given)
    raise CardhostError(f"declare {what} with a mapping (or, for attackers, a list of creatures)")


def _attacked(game: GameCore, name: str) -> Player:
    """The player a declaration names an attacking creature attacks (508.1b)."""
    try:
        return game.as_player(name)
    except CardhostError as error:
        raise IllegalActionError(
            "508.1b", f"a creature attacks a player or planeswalker in the game: {error}"
        ) from None


def begin(game: GameCore, first: str, opening_hands: bool) -> Decision | None:
    """Start ``game`` with ``first`` the starting player (103), each choice the start
    asks (the mulligans, 103.5) waiting as a decision; the first decision."""
    _attempt(game, START, (first, opening_hands, 0), ())
    return decision(game)


START = "start"
"""What a choice asked as the game starts waits on: the start itself (103), taken with
the starting player's name, whether opening hands are dealt, and how many players the
game began with if some have left it since (0: those in it, 100.1b)."""


def concede(game: GameCore, player: Player | str) -> None:
    """``player`` concedes (104.3a, :func:`~cardhost.kernel.game_flow.concede`). While a
    choice of the start waits (a mulligan, 103.5), the start it abandons is taken again
    for the players left, each asked anew (the start is one action, 103); the starting
    player, if it was ``player``, the next in turn order (103.1)."""
    waiting = game.waiting
    began = len(game_flow.playing(game))  # 100.1b: the players it begins with
    game_flow.concede(game, player)
    if waiting is None or waiting.kind != START or game.game_over:
        return
    first, opening_hands, earlier = waiting.start
    seats = [p.name for p in game.players]
    place = seats.index(first)
    left = {p.name for p in game_flow.playing(game)}
    starting = next(s for s in seats[place:] + seats[:place] if s in left)
    _attempt(game, START, (starting, opening_hands, earlier or began), ())


def _take(game: GameCore, kind: str, start: Any) -> None:
    """Take what answers a decision of ``kind``: a declaration, an action, or the start
    of the game."""
    if kind == "attackers":
        combat.declare_attackers(game, start)
    elif kind == "blockers":
        combat.declare_blocks_of(game, start)
    elif kind == START:
        first, opening_hands, began_with = start
        game_flow.start(game, first, opening_hands=opening_hands, began_with=began_with)
    else:
        responses.apply(game, start)


def _go_on(game: GameCore, waiting: _Waiting, place: int) -> None:
    """Answer the choice ``waiting`` is for with the option at ``place``: from where the
    action stopped if it is kept suspended there, else the long way."""
    answers = (*waiting.answers, place)
    kept = claim(game) if Suspension.possible(game) else None  # a trial's: kept for after
    if kept is not None and kept.holds(game, waiting):
        _after(game, waiting.kind, waiting.start, answers, kept, kept.resume(place))
        return
    if kept is not None:
        kept.let_go()  # the game has changed since: it can't go on
    _attempt(game, waiting.kind, waiting.start, answers)


def _attempt(game: GameCore, kind: str, start: Any, answers: tuple[int, ...]) -> None:
    """Take ``start`` with ``answers`` to the choices it asks, here, on the caller's
    thread; if it asks one more, it waits for that answer, nothing of it done: taken
    again on a worker and suspended at the choice (:mod:`~cardhost.kernel.suspension`)
    when it can be, so the answers after go on from there. A start that deals opening
    hands asks the mulligans (103.5): it is taken on a worker at once."""
    kept = claim(game) if Suspension.possible(game) else None  # a trial's: kept for after
    if kept is not None:
        kept.let_go()  # another action now: it can't go on
    if kind != START or not start[1] or not Suspension.possible(game):
        outcome = _the_long_way(game, kind, start, answers)
        if outcome.kind != "stopped" or not Suspension.possible(game):
            _after(game, kind, start, answers, None, outcome)
            return
    taking = Suspension(game, functools.partial(_take, game, kind, start), answers)
    _after(game, kind, start, answers, taking, taking.begin())


def _after(
    game: GameCore,
    kind: str,
    start: Any,
    answers: tuple[int, ...],
    taking: Suspension | None,
    outcome: Outcome,
) -> None:
    """Keep what ``outcome`` leaves the game waiting for, or raise what it raised (the
    game then waits for what it did before); done, call what waits for the action to
    succeed (the log's sink) once the game waits for what follows."""
    if outcome.kind == "raised":
        if outcome.interrupted is not None:  # Ctrl-C first: the error is its context
            raise outcome.interrupted from outcome.value
        raise outcome.value
    waiting = None
    if outcome.kind in ("waiting", "stopped"):
        waiting = _Waiting(kind, start, answers, outcome.value)
        if taking is not None and outcome.kind == "waiting":
            taking.waiting = waiting
    set_working(game, "waiting", waiting)  # inside a trial, waiting again once it's undone
    if outcome.interrupted is not None:
        raise outcome.interrupted
    if outcome.kind == "done":
        for done in outcome.value or ():
            done()


def _the_long_way(game: GameCore, kind: str, start: Any, answers: tuple[int, ...]) -> Outcome:
    """Take ``start`` here, with ``answers``, and undo it at the first choice they
    don't reach."""
    try:
        with answering(game, Replay(answers)), deferring() as succeeded:
            _take(game, kind, start)
    except Unanswered as signal:
        return Outcome("stopped", signal.choice)
    finally:
        stopped()
    return Outcome("done", tuple(succeeded))


def at_the_choice(game: GameCore, look: Callable[[Choice], None]) -> None:
    """Take the action the game waits in again with its answers, in a trial, and call
    ``look`` with the choice it waits for, the game as it is at that choice (what the
    action did before it in force); then undo it all. Nothing if nothing waits."""
    waiting: _Waiting | None = game.waiting
    if waiting is None:
        return

    class Looking(Replay):
        def choose(self, choice: Choice) -> Any:
            if not self.answers:
                look(choice)
            return super().choose(choice)

    try:
        with trial(), answering(game, Looking(waiting.answers)):
            _take(game, waiting.kind, waiting.start)
    except (Unanswered, CardhostError):
        pass
    finally:
        stopped()


def wait_anew(game: GameCore) -> None:
    """Take the action the game waits in again, here, up to its choice, suspended there:
    with its answers, or as many of the first of them as still fit if the game has
    changed under it (a determinization's unseen cards drawn again may offer other
    options); taken to its end if it asks no more. As it was if none fits."""
    waiting: _Waiting | None = game.waiting
    if waiting is None:
        return
    answers = waiting.answers
    for keep in range(len(answers), -1, -1):
        try:
            _attempt(game, waiting.kind, waiting.start, answers[:keep])
        except CardhostError:
            continue
        return


def wait_again(game: GameCore, kind: str, start: Any, answers: tuple[int, ...]) -> None:
    """Wait again for the decision a saved game waited for: ``start`` replayed with
    ``answers`` up to the choice they don't reach, then undone. Refused if they reach
    no choice, for then the game was not waiting."""
    try:
        with trial(), answering(game, Replay(answers)):
            _take(game, kind, start)
    except Unanswered as signal:
        object.__setattr__(game, "waiting", _Waiting(kind, start, answers, signal.choice))
        return
    finally:
        stopped()
    raise CardhostError(f"the {kind} decision saved as waiting asks for no further choice")
