"""The top of a library: scrying (701.22), surveilling (701.25), looking at the top
cards and putting them back in any order (701.20e), and looking at or revealing the top
cards and putting some of them elsewhere ("Look at the top three cards of your library.
Put one of them into your hand and the rest on the bottom of your library in any
order.", 701.20a, 701.20e). Each is one atomic action."""

from __future__ import annotations

from collections.abc import Callable

from cardhost.kernel import knowledge
from cardhost.kernel.actions import action
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.core import GameCore, zone_named
from cardhost.kernel.effects import whole_count
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.zone_changes import enter_together, move, move_together
from cardhost.model.events import CardsRevealed, LookedAtTop, Scried, Surveilled, TopRearranged
from cardhost.model.looking import RESTS, TAKEN
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, Zone

TAKE_NO_MORE = "no more"
"""The answer that puts no more of the cards looked at where the effect says."""


@action
def scry(game: GameCore, player: Player | str, count: int) -> None:
    """``player`` looks at the top ``count`` cards of their library and puts any number
    on the bottom and the rest on top, each group in the order they choose (701.22a).
    Scry 0 is no event (701.22b); scrying more with no card to look at is one (701.22d)."""
    who = game.as_player(player)
    wanted = whole_count(count, "cards to scry")
    looked = list(who.library[:wanted])
    if not looked:
        if wanted:
            game.emit(Scried(who, 0, 0))
        return
    bottom = [
        card
        for card in looked
        if game.choose(
            ChoiceKind.SCRY, who, f"where {card} goes (701.22a)", ("top", "bottom"), (card,)
        )
        == "bottom"
    ]
    top = [card for card in looked if card not in bottom]
    rest = who.library[len(looked) :]
    who.contents(LIBRARY).replace(
        (
            *put_in_order(game, who, top, "on top"),
            *rest,
            *put_in_order(game, who, bottom, "on the bottom"),
        )
    )
    knowledge.learn(game.players, (who,), looked)  # 701.22a: they saw each, and where it went
    game.emit(Scried(who, len(top), len(bottom)))


@action
def surveil(game: GameCore, player: Player | str, count: int) -> None:
    """``player`` looks at the top ``count`` cards of their library and puts any number
    into their graveyard and the rest on top in the order they choose (701.25a).
    Surveil 0 is no event (701.25c); surveilling more with no card to look at is one
    (701.25d). A card a replacement effect puts elsewhere than the graveyard, the library
    included (614.1a), is a new object there (400.7), not one of those put back on top."""
    who = game.as_player(player)
    wanted = whole_count(count, "cards to surveil")
    looked = list(who.library[:wanted])
    if not looked:
        if wanted:
            game.emit(Surveilled(who, 0, 0))
        return
    where = ("top", "graveyard")
    binned = [
        card
        for card in looked
        if game.choose(ChoiceKind.SURVEIL, who, f"where {card} goes (701.25a)", where, (card,))
        == "graveyard"
    ]
    move_together(game, [(card, GRAVEYARD, "surveilled, 701.25a") for card in binned])
    top = [card for card in looked if card not in binned]
    kept = {id(card) for card in top}
    rest = [card for card in who.library if id(card) not in kept]
    who.contents(LIBRARY).replace((*put_in_order(game, who, top, "on top", "701.25a"), *rest))
    knowledge.learn(game.players, (who,), top)  # 701.25a
    game.emit(Surveilled(who, len(top), len(binned)))


@action
def rearrange_top(game: GameCore, player: Player | str, count: int) -> None:
    """``player`` looks at the top ``count`` cards of their library, then puts them
    back in any order (701.20e: looking shows them to that player only)."""
    who = game.as_player(player)
    looked = list(who.library[: whole_count(count, "cards to look at")])
    if not looked:
        return
    rest = who.library[len(looked) :]
    ordered = put_in_order(game, who, looked, "back on top", "701.20e")
    who.contents(LIBRARY).replace((*ordered, *rest))
    knowledge.learn(game.players, (who,), looked)  # 701.20e
    game.emit(TopRearranged(who, len(looked)))


@action
def put_from_hand_on_library(
    game: GameCore, player: Player | str, count: int, position: str = "top"
) -> None:
    """``player`` puts ``count`` cards from their hand (all, if fewer) on top of their
    library, or on the ``"bottom"``, in any order (401.4): they choose the cards one at a
    time, each put on top (or on the bottom) of the ones before it. Brainstorm's "put two
    cards from your hand on top of your library in any order"."""
    who = game.as_player(player)
    if position not in ("top", "bottom"):
        raise ValueError("position is 'top' or 'bottom' (401.4)")
    wanted = min(whole_count(count, "cards to put from a hand"), len(who.hand))
    where, over = ("on top of", "over") if position == "top" else ("on the bottom of", "under")
    for _ in range(wanted):
        what = f"a card from your hand to put {where} your library, {over} those put (401.4)"
        card = game.choose(ChoiceKind.PUT, who, what, list(who.hand))
        new = move(game, card, LIBRARY, f"put {where} its owner's library from a hand")
        if position == "bottom" and new.zone is LIBRARY:
            library = who.contents(LIBRARY)
            library.replace((*[c for c in library if c is not new], new))
        knowledge.learn(game.players, (who,), (new,))  # they put it there: they know it


def put_in_order(
    game: GameCore, player: Player, cards: list[GameObject], where: str, rule: str = "701.22a"
) -> list[GameObject]:
    """``cards`` in the order ``player`` chooses, first the one nearest the top."""
    left = list(cards)
    ordered = []
    while left:
        chosen = game.choose(
            ChoiceKind.ORDER, player, f"the next card to put {where} ({rule})", left
        )
        left.remove(chosen)
        ordered.append(chosen)
    return ordered


@action
def look_at_top(
    game: GameCore,
    player: Player | str,
    count: int,
    *,
    taken: str = "one",
    matches: Callable[[GameObject], bool] | None = None,
    kind: str = "card",
    may: bool = False,
    reveal: bool = False,
    reveal_taken: bool = False,
    to: Zone | str = HAND,
    rest: str = "bottom",
) -> list[GameObject]:
    """``player`` looks at the top ``count`` cards of their library (701.20e; all
    players see them if ``reveal``, 701.20a), puts ``taken`` of them (``"one"``,
    ``"any number"``, ``"all"``) that ``matches`` accepts (a ``kind`` of card) into
    ``to`` (onto the battlefield, into the hand or graveyard), revealing those if
    ``reveal_taken`` ("You may reveal a creature card from among them and put it into
    your hand"), one only if they choose to if ``may``; and the ``rest`` where it says
    (:data:`RESTS`), each group put in the library in the order they choose. Returns
    the cards taken, where they went."""
    who = game.as_player(player)
    if taken not in TAKEN or rest not in RESTS:
        raise ValueError(f"taken is one of {TAKEN} and rest one of {RESTS}")
    looked = list(who.library[: whole_count(count, "cards to look at")])
    if not looked:
        return []
    if reveal:
        game.emit(CardsRevealed(who, tuple(looked), f"the top of {who}'s library"))
    eligible = [c for c in looked if matches is None or matches(c)]
    chosen = _chosen(game, who, eligible, taken, kind, may, looked, not reveal)
    if reveal_taken and chosen and not reveal:
        game.emit(CardsRevealed(who, tuple(chosen), f"a {kind} from the top of the library"))
    where = zone_named(to)
    if where is BATTLEFIELD:  # all at once (614.12, 603.6a)
        moved = enter_together(game, [(card, who) for card in chosen])
    else:
        said = "put there from the top of the library"
        moved = move_together(game, [(card, where, said) for card in chosen])
    left = [c for c in looked if c not in chosen]
    _put_rest(game, who, left, rest)
    knowledge.learn(
        game.players, (who,), left
    )  # 701.20e: those left in the library, where they are
    game.emit(LookedAtTop(who, len(looked), len(chosen), rest, reveal))
    return moved


def _chosen(
    game: GameCore,
    who: Player,
    eligible: list[GameObject],
    taken: str,
    kind: str,
    may: bool,
    looked: list[GameObject],
    private: bool,
) -> list[GameObject]:
    """The cards ``who`` puts where the effect says: all, one (or none if ``may``), or
    any number, one choice at a time, among the cards ``looked`` at; ``private`` if only
    they see those (701.20e: not revealed), so each choice is theirs to see."""
    if taken == "all":
        return eligible
    chosen: list[GameObject] = []
    optional = may or taken == "any number"
    while eligible and (taken == "any number" or not chosen):
        options = [*eligible, TAKE_NO_MORE] if optional else list(eligible)
        prompt = f"a {kind} to put from among the cards looked at"
        picked = game.choose(ChoiceKind.TAKE, who, prompt, options, looked, private=private)
        if picked == TAKE_NO_MORE:
            break
        chosen.append(picked)
        eligible = [c for c in eligible if c is not picked]
    return chosen


def _put_rest(game: GameCore, who: Player, left: list[GameObject], rest: str) -> None:
    """The cards not taken: on the bottom or back on top in the order ``who`` chooses,
    or into their graveyard or hand."""
    if not left:
        return
    if rest in ("graveyard", "hand"):
        where = GRAVEYARD if rest == "graveyard" else HAND
        move_together(game, [(card, where, f"the rest, put into {rest}") for card in left])
        return
    others = tuple(c for c in who.library if c not in left)
    if rest == "bottom":
        ordered = put_in_order(game, who, left, "on the bottom", "701.20e")
        who.contents(LIBRARY).replace((*others, *ordered))
    else:
        ordered = put_in_order(game, who, left, "back on top", "701.20e")
        who.contents(LIBRARY).replace((*ordered, *others))
