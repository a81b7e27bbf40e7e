"""Twincast, as data: "Copy target instant or sorcery spell. You may choose new targets
for the copy." A copy of a spell is put onto the stack, not cast, with the spell's modes,
X, kicker, targets, division of damage and half cast (707.10); its controller may keep
each target or choose another legal one (707.10c); off the stack a copy ceases to exist
(704.5e); a copy of a permanent spell becomes a token (608.3f)."""

from __future__ import annotations

from collections.abc import Callable

from test_divided_damage import ARC
from test_split_cards import FLARE_FROST

from cardhost import (
    Cast,
    Choice,
    ChoiceKind,
    FirstOptionChooser,
    Game,
    GameObject,
    SpellCast,
    SpellCopied,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]


class Retargeting:
    """Answers a copy's new-target question with ``new`` where it is offered (the first
    option otherwise), keeping each question in ``asked``."""

    def __init__(self, new: object | None) -> None:
        self.new = new
        self.asked: list[Choice] = []

    def choose(self, choice: Choice) -> object:
        if choice.kind is ChoiceKind.TARGET and "copy" in choice.prompt:
            self.asked.append(choice)
            return next((o for o in choice.options if o is self.new), choice.options[0])
        return FirstOptionChooser().choose(choice)


def copying(
    new_game: NewGame, name: str, mana: str, target: str, **how: object
) -> tuple[Game, GameObject]:
    """Alice casts ``name`` at the player ``target`` (with ``how``), then Twincast
    targeting it; the spell on the stack is returned."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, mana + "{U}{U}")
    who = {"Alice": alice, "Bob": game.players[1]}
    game.cast(game.add_card(name, alice, "hand"), target=who[target], **how)
    spell = game.stack[-1]
    assert isinstance(spell, GameObject)
    game.cast(game.add_card("Twincast", alice, "hand"), target=spell)
    return game, spell


def test_a_copy_with_a_new_target_and_the_original_both_resolve(new_game: NewGame) -> None:
    """707.10c: the copy of a Bolt at Bob is retargeted at Bob's Bears; the copy kills
    the Bears, the Bolt deals 3 to Bob. The copy wasn't cast (no SpellCast of it) and,
    resolved, ceases to exist: no third card in Alice's graveyard (704.5e)."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.chooser = Retargeting(bears)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{U}{U}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    game.cast(game.add_card("Twincast", alice, "hand"), target=game.stack[-1])
    game.resolve_stack()
    assert bob.life == 17 and bears.zone is None
    assert [e.spell.name for e in game.log.events(SpellCast)] == ["Lightning Bolt", "Twincast"]
    assert sorted(c.name for c in alice.graveyard) == ["Lightning Bolt", "Twincast"]
    (copied,) = game.log.events(SpellCopied)
    assert copied.copy.targets == (bears,)


def test_a_copy_keeps_the_kicker_and_the_mode(new_game: NewGame) -> None:
    """707.10: a copy of a kicked Burst Lightning is kicked (4 damage); a copy of Healing
    Salve has its mode (3 life)."""
    game, _ = copying(new_game, "Burst Lightning", "{4}{R}", "Bob", kicked=True)
    game.resolve_stack()
    assert game.players[1].life == 12
    game, _ = copying(new_game, "Healing Salve", "{W}", "Alice", modes=[0])
    game.resolve_stack()
    assert game.players[0].life == 26


def test_only_an_instant_or_sorcery_spell_is_a_target(new_game: NewGame) -> None:
    """115.1: with only Grizzly Bears, a creature spell, on the stack, Twincast has no
    legal target, so it can't be cast (601.2c)."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{G}{U}{U}")
    game.cast(game.add_card("Grizzly Bears", alice, "hand"))
    twincast = game.add_card("Twincast", alice, "hand")
    casts = [a for a in game.legal_actions() if isinstance(a, Cast)]
    assert all(a.card != twincast.id for a in casts)


def test_a_copy_on_the_stack_is_kept_in_a_saved_game(new_game: NewGame) -> None:
    """The copy of a Bolt at Bob waits on the stack above the Bolt; saved and restored,
    it resolves as a copy (ceasing to exist after) and Bob ends at 14."""
    game, _ = copying(new_game, "Lightning Bolt", "{R}", "Bob")
    game.pass_priority()
    game.pass_priority()  # Twincast resolves: the copy is on the stack
    assert [s.is_copy for s in game.stack] == [False, True]
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    assert [s.is_copy for s in restored.stack] == [False, True]
    restored.resolve_stack()
    assert restored.players[1].life == 14
    assert sorted(c.name for c in restored.players[0].graveyard) == [
        "Lightning Bolt",
        "Twincast",
    ]


def test_a_copy_divides_its_damage_as_the_spell_was_divided(new_game: NewGame) -> None:
    """707.10, 601.2d: the division of Forked Arc's damage is a decision made as it was
    cast, so its copy deals 2 to Bob's Dreadmaw and 1 to Bob, as the Arc then does."""
    game = new_game(cards=[ARC])
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{R}{U}{U}")
    arc = game.cast(
        game.add_card("Forked Arc", alice, "hand"), targets=[dreadmaw, bob], divided=[2, 1]
    )
    game.cast(game.add_card("Twincast", alice, "hand"), target=arc)
    game.resolve_top()
    (copied,) = game.log.events(SpellCopied)
    assert copied.copy.division == (2, 1)
    game.resolve_stack()
    assert dreadmaw.damage == 4 and bob.life == 18


def test_a_copy_of_a_split_card_s_half_is_that_half(new_game: NewGame) -> None:
    """709.3b, 707.10: only the half cast exists on the stack, and its copy is of that
    half: a copy of Frost (mana value 3) taps Bob's Bears and draws a card, as Frost then
    does, rather than being all of Flare // Frost with no legal target (608.2b)."""
    game = new_game(cards=[FLARE_FROST])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{U}{U}{U}")
    frost = game.cast(game.add_card("Flare // Frost", alice, "hand"), half="Frost", target=bears)
    game.cast(game.add_card("Twincast", alice, "hand"), target=frost)
    game.resolve_top()
    copy = game.stack[-1]
    assert isinstance(copy, GameObject) and copy.is_copy
    assert (copy.name, copy.mana_value) == ("Frost", 3)
    hand = len(alice.hand)
    game.resolve_top()
    assert bears.tapped and len(alice.hand) == hand + 1


def test_a_copy_of_a_permanent_spell_becomes_a_token(new_game: NewGame) -> None:
    """608.3f, 111.13: a copy of a Grizzly Bears spell resolves into a token, not a card:
    destroyed, the Bears card goes to Alice's graveyard and the token ceases to exist
    (704.5d)."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{G}")
    spell = game.cast(game.add_card("Grizzly Bears", alice, "hand"))
    game.copy_spell(spell, alice)
    game.resolve_stack()
    bears = game.permanents("Grizzly Bears")
    assert sorted(b.is_token for b in bears) == [False, True]
    for each in bears:
        game.destroy(each)
    game.settle()
    assert [c.name for c in alice.graveyard] == ["Grizzly Bears"]


TWIN_SPARKS = load_card_text(
    'name = "Twin Sparks"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Twin Sparks deals 2 damage to each of two target creatures."\n'
    '[spell]\ntargets = ["two target creatures"]\neffects = [{ damage = 2, to = "target" }]\n'
)


def test_a_copys_new_targets_of_one_word_are_different_and_may_be_swapped(
    new_game: NewGame,
) -> None:
    """115.3, 115.7e, 707.10c: Twin Sparks targets Bob's Bears and Elves; its copy's
    first target becomes the Elves. The second can't be the Elves again (one word
    "target" chooses an object once), kept or chosen: the Bears are all that is left,
    and the swapped pair is legal, judged as a whole. Each creature is dealt 2."""
    game = new_game(cards=[TWIN_SPARKS])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    elves = game.add_card("Llanowar Elves", bob)
    game.chooser = chooser = Retargeting(elves)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{U}{U}")
    sparks = game.cast(game.add_card("Twin Sparks", alice, "hand"), targets=[bears, elves])
    game.cast(game.add_card("Twincast", alice, "hand"), target=sparks)
    game.resolve_top()
    copy = game.stack[-1]
    assert isinstance(copy, GameObject) and copy.targets == (elves, bears)
    assert len(chooser.asked) == 1  # the second had one option left: the Bears (115.3)
    game.resolve_top()
    assert elves.zone is None and bears.damage == 2


def test_a_copys_target_is_offered_only_if_the_others_can_still_be_chosen(
    new_game: NewGame,
) -> None:
    """115.3, 707.10c: Twin Sparks targets Bob's Bears and Elves, then the Bears die:
    its copy's first target can't become the Elves, for the second would have nothing
    left (it can keep only the Elves): each keeps its target, nothing asked in vain."""
    game = new_game(cards=[TWIN_SPARKS])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    elves = game.add_card("Llanowar Elves", bob)
    game.chooser = chooser = Retargeting(elves)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{U}{U}")
    sparks = game.cast(game.add_card("Twin Sparks", alice, "hand"), targets=[bears, elves])
    game.destroy(bears)
    game.cast(game.add_card("Twincast", alice, "hand"), target=sparks)
    game.resolve_top()
    copy = game.stack[-1]
    assert isinstance(copy, GameObject) and copy.targets == (bears, elves)
    asked = [c for c in chooser.asked if "target 1" in c.prompt]
    assert not any(any(o is elves for o in c.options) for c in asked)


ONE_RALLY = load_card_text(
    'name = "One Rally"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature you control gets +1/+1 until end of turn. One Rally deals 1 '
    'damage to each of two target creatures."\n'
    '[spell]\ntargets = ["target creature you control", "two target creatures"]\n'
    'effects = [{ gets = "+1/+1", on = "target creature you control" }, '
    '{ damage = 1, to = "two target creatures" }]\n'
)


def test_a_copy_keeps_an_object_chosen_once_for_each_word(new_game: NewGame) -> None:
    """115.3: the same object may be chosen once for each word "target": One Rally's
    copy keeps Alice's Bears for both words, each target kept (707.10c)."""
    game = new_game(cards=[ONE_RALLY])
    alice, bob = game.players
    mine = game.add_card("Grizzly Bears", alice)
    theirs = game.add_card("Grizzly Bears", bob)
    game.chooser = Retargeting(None)  # the first option: the target kept
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{U}{U}")
    rally = game.cast(game.add_card("One Rally", alice, "hand"), targets=[mine, theirs, mine])
    game.cast(game.add_card("Twincast", alice, "hand"), target=rally)
    game.resolve_top()
    copy = game.stack[-1]
    assert isinstance(copy, GameObject) and copy.targets == (mine, theirs, mine)
