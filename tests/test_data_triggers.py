"""Triggered abilities written as data (``[[triggers]]``, 603.1): each event they
trigger on, their targets (603.3d), "you may" (603.5), a saved game waiting on one, the
paragraph each claims, and every mistake in one named by its key path."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import pytest

from cardhost import (
    PASS,
    AbilityDidNothing,
    AbilityTriggered,
    CardDefinition,
    CardFileError,
    CardPluginError,
    Cast,
    Game,
    Step,
    hookimpl,
    load_card_text,
)
from cardhost.loading.paragraphs import unclaimed

NewGame = Callable[..., Game]


def creature(name: str, oracle: str, triggers: str, *, cost: str = "{1}{B}") -> CardDefinition:
    """A 2/2 creature card with ``oracle`` and the ``[[triggers]]`` tables ``triggers``."""
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{cost}"\ntypes = ["Creature"]\n'
        f"power = 2\ntoughness = 2\noracle = '''{oracle}'''\n{triggers}"
    )


SEER = creature(
    "Grave Seer",
    "When this creature enters, draw a card.\n"
    "When Grave Seer dies, you may gain 3 life.\n"
    "Whenever this creature attacks, it gets +2/+0 until end of turn.\n"
    "At the beginning of your upkeep, you lose 1 life.",
    '[[triggers]]\nwhen = "enters"\neffects = [{ draw = 1 }]\n'
    '[[triggers]]\nwhen = "dies"\noptional = true\neffects = [{ gain_life = 3 }]\n'
    '[[triggers]]\nwhen = "attacks"\neffects = [{ gets = "+2/+0" }]\n'
    '[[triggers]]\nwhen = "upkeep"\neffects = [{ lose_life = 1 }]\n',
)
SLAYER = creature(
    "Nightfall Slayer",
    "When Nightfall Slayer enters the battlefield, destroy target nonblack creature.",
    '[[triggers]]\nwhen = "enters"\ntargets = ["target nonblack creature"]\n'
    'effects = [{ destroy = "target" }]\n',
)
WARD = load_card_text(
    'name = "Parting Ward"\nmana_cost = "{W}"\ntypes = ["Enchantment"]\n'
    'oracle = "When this enchantment leaves the battlefield, you gain 2 life."\n'
    '[[triggers]]\nwhen = "leaves"\neffects = [{ gain_life = 2 }]\n'
)
CARDS = [SEER, SLAYER, WARD]


def in_main(new_game: NewGame, **options: object) -> Game:
    game = new_game(cards=CARDS, **options)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def cast_and_resolve(game: Game, name: str, mana: str) -> None:
    alice = game.players[0]
    game.add_mana(alice, mana)
    game.cast(game.add_card(name, alice, "hand"))
    game.resolve_stack()


def test_an_enters_ability_triggers_and_resolves(new_game: NewGame) -> None:
    """603.6a: the Seer enters and its controller draws a card as the ability resolves;
    the log names the ability by its paragraph."""
    game = in_main(new_game)
    alice = game.players[0]
    cast_and_resolve(game, "Grave Seer", "{1}{B}")
    assert len(alice.hand) == 1
    assert any("When this creature enters, draw a card." in line for line in game.log.lines())


def test_a_target_chosen_as_it_goes_on_the_stack_or_none_and_it_is_removed(
    new_game: NewGame,
) -> None:
    """603.3d: the Slayer's target is chosen as its ability goes on the stack: Bob's
    Grizzly Bears are destroyed; with no nonblack creature, the ability is removed from
    the stack, and nothing happens."""
    game = in_main(new_game)
    bob = game.players[1]
    bears = game.add_card("Grizzly Bears", bob)
    cast_and_resolve(game, "Nightfall Slayer", "{1}{B}")
    assert bears.zone is None and game.permanents("Grizzly Bears") == []
    cast_and_resolve(game, "Nightfall Slayer", "{1}{B}")
    (removed,) = game.log.events(AbilityDidNothing)
    assert "603.3d" in removed.reason and len(game.permanents("Nightfall Slayer")) == 2


@pytest.mark.parametrize(("answer", "life"), [("yes", 23), ("no", 20)])
def test_a_dies_ability_asks_you_may_as_it_resolves(
    new_game: NewGame, answer: str, life: int
) -> None:
    """700.4, 603.5: destroyed, the Seer dies and its "you may" ability asks its
    controller as it resolves; exiled, it doesn't die, and nothing triggers."""
    game = in_main(new_game, choices={"yes or no": [answer]})
    alice = game.players[0]
    seer = game.add_card("Grave Seer", alice)
    game.destroy(seer)
    game.resolve_stack()
    assert alice.life == life
    game.exile(game.add_card("Grave Seer", alice))
    game.resolve_stack()
    assert alice.life == life and game.stack == ()


def test_a_leaves_ability_triggers_however_it_leaves(new_game: NewGame) -> None:
    """603.6c: Parting Ward's ability triggers when it is destroyed and when it is
    returned to its owner's hand (it has left the battlefield either way)."""
    game = in_main(new_game)
    alice = game.players[0]
    game.destroy(game.add_card("Parting Ward", alice))
    game.resolve_stack()
    game.return_to_hand(game.add_card("Parting Ward", alice))
    game.resolve_stack()
    assert alice.life == 24


def test_an_attacks_ability_and_an_upkeep_ability(new_game: NewGame) -> None:
    """508.3a: the Seer attacks and gets +2/+0 until end of turn (4 damage to Bob);
    503.1a: at the beginning of Alice's upkeep (not Bob's) she loses 1 life."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    seer = game.add_card("Grave Seer", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({seer: bob})
    game.resolve_stack()
    assert seer.power == 4
    game.advance_to(Step.END)
    assert bob.life == 16
    game.next_turn()  # Bob's: no upkeep ability of Alice's triggers
    assert alice.life == 20
    game.next_turn()
    game.advance_to(Step.DRAW)
    assert alice.life == 19


def test_a_saved_game_waiting_on_you_may_answers_alike(new_game: NewGame) -> None:
    """A game driven by decisions waits on the dying Seer's "you may" (603.5); its saved
    game waits on it too, and answered "yes" both gain 3 life."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    seer = game.add_card("Grave Seer", alice)
    game.add_card("Lightning Bolt", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    (cast,) = [a for a in game.decision().options if isinstance(a, Cast)]
    assert game.answer(cast).kind == "target"
    game.answer(seer)
    game.answer(PASS)
    asked = game.answer(PASS)  # the Bolt resolves: the Seer dies; its ability triggers
    assert asked.kind == "priority" and len(game.stack) == 1
    game.answer(PASS)
    asked = game.answer(PASS)
    assert asked.kind == "yes or no" and "you may gain 3 life" in asked.prompt
    restored = Game.from_json(game.to_json(), cards=CARDS)
    for each in (game, restored):
        assert each.decision() == asked
        each.answer("yes")
        assert each.players[0].life == 23


def test_each_entry_claims_its_paragraph_and_a_paragraph_left_is_unclaimed() -> None:
    """603.1: every paragraph of the Seer is claimed by its four entries; a card whose
    second triggered paragraph has no entry has it unclaimed, with the hint to write
    one."""
    assert unclaimed(SEER) == []
    half = creature(
        "Half Seer",
        "When this creature enters, draw a card.\nWhen this creature dies, draw a card.",
        '[[triggers]]\nwhen = "enters"\neffects = [{ draw = 1 }]\n',
    )
    (left,) = unclaimed(half)
    assert left.number == 2 and "[[triggers]]" in left.implement


@pytest.mark.parametrize(
    ("triggers", "key", "problem"),
    [
        ('when = "entered"', "triggers[0].when", "expected one of 'enters', 'leaves'"),
        ("effects = []", "triggers[0].when", "missing"),
        ('when = "dies"', "triggers[0].when", "no paragraph of the Oracle text left begins"),
        ('when = "enters"\noptional = true', "triggers[0].optional", "does not say 'you may'"),
        ('when = "enters"\ntargets = ["target creture"]', "triggers[0].targets[0]", "creture"),
        ('when = "enters"\neffects = [{ destroy = "target" }]', "triggers[0].effects[0]", "0 are"),
        ('when = "enters"\nwhen_ever = 1', "triggers[0].when_ever", "unknown key"),
    ],
)
def test_a_bad_trigger_entry_is_refused_naming_its_key(
    triggers: str, key: str, problem: str
) -> None:
    """Every mistake in a ``[[triggers]]`` entry is refused as the card loads, naming the
    key path and the problem; nothing of the card is made."""
    with pytest.raises(CardFileError) as refused:
        creature(
            "Bad Seer", "When this creature enters, draw a card.", f"[[triggers]]\n{triggers}\n"
        )
    message = str(refused.value)
    assert f"{key}:" in message and problem in message


def test_you_may_in_the_paragraph_needs_optional() -> None:
    """603.5: a paragraph whose effect says "you may" is refused without ``optional``."""
    with pytest.raises(CardFileError, match=r"triggers\[0\]\.optional: False but the paragraph"):
        creature(
            "Meek Seer",
            "When this creature enters, you may draw a card.",
            '[[triggers]]\nwhen = "enters"\neffects = [{ draw = 1 }]\n',
        )


SPIRIT = load_card_text(
    'name = "Spirit Token"\ntoken = true\ncolors = ["white"]\ntypes = ["Creature"]\n'
    'subtypes = ["Spirit"]\npower = 1\ntoughness = 1\n'
    'oracle = "When this creature enters, draw a card."\n'
    '[[triggers]]\nwhen = "enters"\neffects = [{ draw = 1 }]\n'
)


def test_a_game_pays_for_written_triggers_only_once_a_card_has_them(new_game: NewGame) -> None:
    """A game with no card of ``[[triggers]]`` calls no hook for them (the upkeep's step
    beginning goes to no plugin); once the Seer is in it, they are watched, in a copy and
    a saved game too; a copy made before keeps its own host, still without them."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.add_card("Grizzly Bears", alice)
    assert not game.host.implements("on_beginning_of_step")
    before = game.copy()
    game.add_card("Grave Seer", alice)
    assert game.host.implements("on_beginning_of_step")
    assert not before.host.implements("on_beginning_of_step")
    game.begin_at(alice, Step.MAIN1)
    restored = Game.from_json(game.to_json(), catalog=game.catalog, cards=CARDS)
    for again in (game.copy(), restored):
        assert again.host.implements("on_beginning_of_step")
        again.next_turn()
        again.next_turn()
        again.advance_to(Step.DRAW)
        assert again.players[0].life == 19  # the Seer's upkeep ability


def test_an_action_that_fails_takes_back_the_hooks_it_brought(new_game: NewGame) -> None:
    """732: a spell whose plugin creates a Spirit token (its ``[[triggers]]`` bringing
    their hooks into the game) and then raises is undone whole: the hooks go too."""

    def resolve(game: Game, spell: object) -> None:
        game.create_token(SPIRIT, game.players[0])
        raise ValueError("and then it failed")

    failing = load_card_text(
        'name = "Failing Conjuring"\nmana_cost = "{W}"\ntypes = ["Sorcery"]\n[spell]\n',
        plugin=SimpleNamespace(resolve_spell=hookimpl(resolve)),
    )
    game = new_game(cards=[failing])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Failing Conjuring", alice, "hand"))
    with pytest.raises(CardPluginError):
        game.resolve_stack()
    assert not game.host.implements("on_permanent_entered") and len(game.stack) == 1
    game.create_token(SPIRIT, alice)  # the spell still waits on the stack, below
    assert game.host.implements("on_permanent_entered")
    assert [getattr(item, "text", item.name) for item in game.stack] == [
        "Failing Conjuring",
        "When this creature enters, draw a card.",
    ]


def test_a_cast_ability_watches_its_controllers_spells_of_its_kind(new_game: NewGame) -> None:
    """601.2i: Spark Acolyte triggers as Alice casts a noncreature spell (Lightning Bolt),
    before the spell resolves; not for her creature spell, nor for Bob's spells."""
    game = in_main(new_game)
    alice, bob = game.players
    game.add_card("Spark Acolyte", alice)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    assert [item.name for item in game.stack][-1].startswith("Spark Acolyte")
    game.resolve_stack()
    assert bob.life == 16
    cast_and_resolve(game, "Llanowar Elves", "{G}")
    assert bob.life == 16
    game.add_mana(bob, "{R}")
    game.pass_priority()
    game.cast(game.add_card("Lightning Bolt", bob, "hand"), target=alice)
    game.resolve_stack()
    assert bob.life == 16 and alice.life == 17


WATCHER = creature(
    "Spire Watcher",
    "Whenever an opponent casts a creature spell, you gain 1 life.\n"
    "Whenever a player casts an instant spell, draw a card.\n"
    "Heroic — Whenever you cast a spell that targets Spire Watcher, put a +1/+1 counter "
    "on Spire Watcher.",
    '[[triggers]]\nwhen = "cast"\nby = "an opponent"\nspell = "creature spell"\n'
    "effects = [{ gain_life = 1 }]\n"
    '[[triggers]]\nwhen = "cast"\nby = "a player"\nspell = "instant spell"\n'
    "effects = [{ draw = 1 }]\n"
    '[[triggers]]\nwhen = "cast"\ntargets_this = true\n'
    'effects = [{ counters = "+1/+1" }]\n',
)


def test_cast_abilities_watch_whose_spell_and_its_targets(new_game: NewGame) -> None:
    """601.2i, 601.2c: Spire Watcher's abilities trigger on an opponent's creature spell
    (not Alice's), any player's instant, and Alice's spell targeting it (heroic, 207.2c:
    the ability word has no rules meaning) but not her spell targeting something else,
    nor Bob's spell targeting it."""
    game = new_game(cards=[*CARDS, WATCHER])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    watcher = game.add_card("Spire Watcher", alice)
    in_hand = len(alice.hand)
    cast_and_resolve(game, "Llanowar Elves", "{G}")
    assert alice.life == 20
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Giant Growth", alice, "hand"), target=watcher)
    game.resolve_stack()
    assert len(alice.hand) == in_hand + 1  # an instant: a player's
    assert watcher.counters.get("+1/+1") == 1
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    game.resolve_stack()
    assert watcher.counters.get("+1/+1") == 1 and len(alice.hand) == in_hand + 2
    game = new_game(cards=[*CARDS, WATCHER])
    game.begin_at(game.players[1], Step.MAIN1)
    alice, bob = game.players
    watcher = game.add_card("Spire Watcher", alice)
    in_hand = len(alice.hand)
    game.add_mana(bob, "{G}{G}")
    game.cast(game.add_card("Llanowar Elves", bob, "hand"))
    game.resolve_stack()
    game.cast(game.add_card("Giant Growth", bob, "hand"), target=watcher)
    game.resolve_stack()
    assert alice.life == 21 and len(alice.hand) == in_hand + 1
    assert "+1/+1" not in watcher.counters


@pytest.mark.parametrize(
    ("lines", "key", "problem"),
    [
        ('when = "enters"\nspell = "noncreature spell"', "triggers[0].spell", "only a 'cast'"),
        ('when = "cast"\nspell = "noncreature"', "triggers[0].spell", "a kind of spell"),
        ('when = "cast"\nspell = "noncreture spell"', "triggers[0].spell", "noncreture"),
        ('when = "cast"\nspell = "creature spell"', "triggers[0].when", "begins"),
        ('when = "cast"\nby = "each opponent"', "triggers[0].by", "expected one of"),
        ('when = "enters"\nby = "an opponent"', "triggers[0].by", "only a 'cast'"),
        ('when = "enters"\ntargets_this = true', "triggers[0].targets_this", "only a 'cast'"),
        ('when = "cast"\nby = "an opponent"', "triggers[0].when", "begins"),
    ],
)
def test_a_bad_cast_trigger_names_its_key(lines: str, key: str, problem: str) -> None:
    """601.2i: only a cast trigger watches a kind of spell, said as one; its paragraph
    must word that kind ("Whenever you cast a noncreature spell")."""
    with pytest.raises(CardFileError) as refused:
        creature(
            "Bad Acolyte",
            "Whenever you cast a noncreature spell, draw a card.",
            f"[[triggers]]\n{lines}\neffects = [{{ draw = 1 }}]\n",
        )
    message = str(refused.value)
    assert f"{key}:" in message and problem in message, message


def test_an_enters_ability_watching_others(new_game: NewGame) -> None:
    """603.6a: Herd Warden ("Whenever another creature enters the battlefield under your
    control, you gain 1 life") triggers for each other creature entering under Alice's
    control, two at once included; not for itself, nor for Bob's creature."""
    game = in_main(new_game)
    alice, bob = game.players
    cast_and_resolve(game, "Herd Warden", "{2}{W}")
    assert alice.life == 20
    cast_and_resolve(game, "Llanowar Elves", "{G}")
    assert alice.life == 21
    game.put_onto_battlefield(game.add_card("Llanowar Elves", bob, "hand"))
    game.resolve_stack()
    assert alice.life == 21
    game.create_token("Treasure Token", alice)  # not a creature
    game.resolve_stack()
    assert alice.life == 21
    game.create_token("Grizzly Bears", alice, 2)  # two token copies at once (707.2)
    game.resolve_stack()
    assert alice.life == 23


def test_this_or_another_entering(new_game: NewGame) -> None:
    """603.6a: "Whenever Kor Rallier or another Ally enters the battlefield under your
    control" triggers for itself entering and for each other Ally of Alice's, not for a
    non-Ally nor for Bob's Ally."""
    rallier = load_card_text(
        'name = "Kor Rallier"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\n'
        'subtypes = ["Kor", "Ally"]\npower = 2\ntoughness = 2\n'
        'oracle = "Rally — Whenever Kor Rallier or another Ally enters the battlefield under '
        'your control, you gain 1 life."\n'
        '[[triggers]]\nwhen = "enters"\nof = "an Ally you control"\n'
        "effects = [{ gain_life = 1 }]\n"
    )
    game = new_game(cards=[*CARDS, rallier])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    game.put_onto_battlefield(game.add_card("Kor Rallier", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 21
    for name, owner in (("Kor Rallier", alice), ("Grizzly Bears", alice), ("Kor Rallier", bob)):
        game.put_onto_battlefield(game.add_card(name, owner, "hand"))
        game.resolve_stack()
    assert alice.life == 23 and bob.life == 21  # the second Ally: both Alice's trigger


KICKED = creature(
    "Kicked Raider",
    "Kicker {1}{R}\nWhen Kicked Raider enters the battlefield, if it was kicked, you gain 2 life.",
    'kicker = "{1}{R}"\n[[triggers]]\nwhen = "enters"\nif = "it was kicked"\n'
    "effects = [{ gain_life = 2 }]\n",
)


def test_an_intervening_if_it_was_kicked(new_game: NewGame) -> None:
    """603.4, 702.33d: "When ... enters, if it was kicked, ..." triggers only for the
    permanent of a kicked spell; cast without its kicker, nothing triggers. The
    permanent keeps being the kicked one in a saved game."""
    game = new_game(cards=[*CARDS, KICKED])
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    game.add_mana(alice, "{1}{B}")
    game.cast(game.add_card("Kicked Raider", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 20
    game.add_mana(alice, "{1}{B}{1}{R}")
    game.cast(game.add_card("Kicked Raider", alice, "hand"), kicked=True)
    game.resolve_stack()
    assert alice.life == 22
    restored = Game.from_json(game.to_json(), cards=[*CARDS, KICKED])
    assert [p.kicked for p in restored.permanents("Kicked Raider")] == [False, True]


@pytest.mark.parametrize(
    ("lines", "problem"),
    [
        ('when = "enters"\nif = "it was cast"', "expected one of"),
        ('when = "attacks"\nif = "it was kicked"', "its own entering"),
        ('when = "enters"\nif = "it was kicked"', "doesn't say 'if it was kicked,'"),
    ],
)
def test_a_bad_intervening_if_names_its_key(lines: str, problem: str) -> None:
    """603.4: the intervening "if" is one cardhost knows, of an enters trigger, said
    after the opening."""
    with pytest.raises(CardFileError) as refused:
        creature(
            "Bad Raider",
            "Kicker {1}\nWhen Bad Raider enters the battlefield, draw a card.",
            f'kicker = "{{1}}"\n[[triggers]]\n{lines}\neffects = [{{ draw = 1 }}]\n',
        )
    assert "triggers[0].if" in str(refused.value) and problem in str(refused.value)


def test_when_enchanted_creature_dies(new_game: NewGame) -> None:
    """700.4, 603.10a: an Aura's "When enchanted creature dies, ..." triggers for the
    creature it was attached to as it died (the Aura itself goes to the graveyard
    after, 704.5m), not for another creature dying."""
    curse = load_card_text(
        'name = "Grave Pact Mark"\nmana_cost = "{B}"\ntypes = ["Enchantment"]\n'
        'subtypes = ["Aura"]\nenchant = "creature"\n'
        'oracle = "Enchant creature\\nWhen enchanted creature dies, you gain 2 life."\n'
        '[[triggers]]\nwhen = "dies"\nof = "enchanted creature"\n'
        "effects = [{ gain_life = 2 }]\n"
    )
    game = new_game(cards=[*CARDS, curse])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    other = game.add_card("Llanowar Elves", bob)
    game.add_card("Grave Pact Mark", alice, attached_to=bears)
    game.destroy(other)
    game.resolve_stack()
    assert alice.life == 20
    game.destroy(bears)
    game.resolve_stack()
    assert alice.life == 22 and game.permanents("Grave Pact Mark") == []


def test_blocks_and_becomes_blocked_abilities(new_game: NewGame) -> None:
    """509.3a, 509.3c: "Whenever this creature blocks" triggers once for the creature
    declared as a blocker; "becomes blocked" once for the attacker, however many block
    it; "blocks or becomes blocked" either way."""
    guard = creature(
        "Gate Guard",
        "Whenever Gate Guard blocks, you gain 1 life.\n"
        "Whenever Gate Guard becomes blocked, draw a card.\n"
        "Whenever Gate Guard blocks or becomes blocked, you gain 2 life.",
        '[[triggers]]\nwhen = "blocks"\neffects = [{ gain_life = 1 }]\n'
        '[[triggers]]\nwhen = "becomes blocked"\neffects = [{ draw = 1 }]\n'
        '[[triggers]]\nwhen = "blocks or becomes blocked"\neffects = [{ gain_life = 2 }]\n',
    )
    game = new_game(cards=[*CARDS, guard])
    alice, bob = game.players
    attacker = game.add_card("Gate Guard", alice)
    blockers = [game.add_card("Wall of Stone", bob), game.add_card("Gate Guard", bob)]
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    in_hand = len(alice.hand)
    game.declare_attackers([attacker])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({blockers[0]: attacker, blockers[1]: attacker})
    game.resolve_stack()
    assert len(alice.hand) == in_hand + 1 and alice.life == 22
    assert bob.life == 23


def test_attacks_of_others_and_of_the_equipped_creature(new_game: NewGame) -> None:
    """508.3a: "Whenever a creature you control attacks" triggers once for each of
    Alice's attackers; an Equipment's "Whenever equipped creature attacks" for the
    creature it is attached to only."""
    banner = creature(
        "War Drummer",
        "Whenever a creature you control attacks, you gain 1 life.",
        '[[triggers]]\nwhen = "attacks"\nof = "a creature you control"\n'
        "effects = [{ gain_life = 1 }]\n",
    )
    spurs = load_card_text(
        'name = "Drum Spurs"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
        'subtypes = ["Equipment"]\noracle = "Whenever equipped creature attacks, draw a '
        'card.\\nEquip {1}"\nequip = "{1}"\n'
        '[[triggers]]\nwhen = "attacks"\nof = "equipped creature"\neffects = [{ draw = 1 }]\n'
    )
    game = new_game(cards=[*CARDS, banner, spurs])
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    drummer = game.add_card("War Drummer", alice)
    game.add_card("Drum Spurs", alice, attached_to=bears)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    in_hand = len(alice.hand)
    game.declare_attackers([bears, drummer])
    game.resolve_stack()
    assert alice.life == 22 and len(alice.hand) == in_hand + 1


def test_attacks_and_isnt_blocked(new_game: NewGame) -> None:
    """509.3g: "Whenever this creature attacks and isn't blocked" triggers when no
    creature is declared to block it; not when one is."""
    raider = creature(
        "Slip Raider",
        "Whenever Slip Raider attacks and isn't blocked, you gain 2 life.",
        '[[triggers]]\nwhen = "attacks and isn\'t blocked"\neffects = [{ gain_life = 2 }]\n',
    )
    game = new_game(cards=[*CARDS, raider])
    alice, bob = game.players
    slip = game.add_card("Slip Raider", alice)
    wall = game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([slip])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.resolve_stack()
    assert alice.life == 22
    game.advance_to(Step.DECLARE_ATTACKERS, alice)
    game.declare_attackers([slip])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({wall: slip})
    game.resolve_stack()
    assert alice.life == 22


def test_at_the_beginning_of_combat_on_your_turn(new_game: NewGame) -> None:
    """507.1: "At the beginning of combat on your turn" triggers as Alice's beginning of
    combat step begins, not Bob's; "each combat" on both."""
    captain = creature(
        "Drill Captain",
        "At the beginning of combat on your turn, you gain 1 life.\n"
        "At the beginning of each combat, you gain 2 life.",
        '[[triggers]]\nwhen = "beginning of combat"\neffects = [{ gain_life = 1 }]\n'
        '[[triggers]]\nwhen = "beginning of combat"\nwhose = "each"\n'
        "effects = [{ gain_life = 2 }]\n",
    )
    game = new_game(cards=[*CARDS, captain])
    alice, bob = game.players
    game.add_card("Drill Captain", alice)
    game.begin_at(alice, Step.MAIN1)
    game.advance_to(Step.DECLARE_ATTACKERS)
    assert alice.life == 23
    game.advance_to(Step.DECLARE_ATTACKERS, bob)
    assert alice.life == 25


def test_when_this_dies_return_it_finds_the_card_in_the_graveyard(new_game: NewGame) -> None:
    """400.7e: "When this creature dies, return it to its owner's hand" finds the card it
    became in the graveyard; if that card left the graveyard before the ability
    resolves, it is a new object again and nothing is returned."""
    phoenix = creature(
        "Ember Wisp",
        "When Ember Wisp dies, return it to its owner's hand.",
        '[[triggers]]\nwhen = "dies"\neffects = [{ return_to_hand = "this" }]\n',
    )
    game = new_game(cards=[*CARDS, phoenix])
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    wisp = game.add_card("Ember Wisp", alice)
    game.destroy(wisp)
    game.resolve_stack()
    assert [c.name for c in alice.hand].count("Ember Wisp") == 1
    again = game.add_card("Ember Wisp", alice)
    game.destroy(again)
    [card] = [c for c in alice.graveyard if c.name == "Ember Wisp"]
    game.exile(card)
    game.resolve_stack()
    assert [c.name for c in alice.hand].count("Ember Wisp") == 1


def test_a_landfall_ability_of_a_subtype_with_its_ability_word(new_game: NewGame) -> None:
    """603.6a, 207.2c: "Landfall — Whenever a Forest enters the battlefield under your
    control, ..." watches a land subtype, capitalized as printed (205.3), and its ability
    word has no rules meaning; an Island or Bob's Forest doesn't trigger it."""
    listener = load_card_text(
        'name = "Grove Listener"\nmana_cost = "{G}"\ntypes = ["Creature"]\n'
        'power = 1\ntoughness = 1\noracle = "Landfall — Whenever a Forest enters the '
        'battlefield under your control, you gain 1 life."\n'
        '[[triggers]]\nwhen = "enters"\nof = "a Forest you control"\n'
        "effects = [{ gain_life = 1 }]\n"
    )
    assert not unclaimed(listener)
    game = new_game(cards=[*CARDS, listener])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    game.put_onto_battlefield(game.add_card("Grove Listener", alice, "hand"))
    for land, owner in (("Forest", alice), ("Island", alice), ("Forest", bob)):
        game.put_onto_battlefield(game.add_card(land, owner, "hand"))
        game.resolve_stack()
    assert alice.life == 21


@pytest.mark.parametrize(
    ("lines", "problem"),
    [
        ('when = "upkeep"\nof = "another creature you control"', "only a trigger of 'enters'"),
        ('when = "enters"\nof = "another creture you control"', "creture"),
        ('when = "enters"\nof = "a creature you control"', "begins"),
    ],
)
def test_a_bad_watched_kind_names_its_key(lines: str, problem: str) -> None:
    """603.6a, 700.4: only an enters or dies trigger watches others, of a kind of
    permanent, worded so."""
    with pytest.raises(CardFileError) as refused:
        creature(
            "Bad Warden",
            "Whenever another creature enters the battlefield under your control, draw a card.",
            f"[[triggers]]\n{lines}\neffects = [{{ draw = 1 }}]\n",
        )
    assert problem in str(refused.value), str(refused.value)


def test_a_combat_damage_to_a_player_ability(new_game: NewGame) -> None:
    """510.2, 510.3a: Raiding Shade unblocked deals combat damage to Bob: its ability
    triggers once and Alice draws and loses 1 life; blocked, it deals none to a player
    and doesn't trigger; damage that isn't combat damage doesn't either."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    shade = game.add_card("Raiding Shade", alice)
    wall = game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({shade: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 18 and alice.life == 19 and len(alice.hand) == 1
    game.deal_damage(shade, bob, 1)
    game.resolve_stack()
    assert alice.life == 19 and len(alice.hand) == 1
    game.next_turn()
    game.advance_to(Step.DECLARE_ATTACKERS, alice)
    game.declare_attackers({shade: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({wall: shade})
    game.advance_to(Step.END_OF_COMBAT)
    assert alice.life == 19 and bob.life == 17


def test_each_players_upkeep_and_that_player(new_game: NewGame) -> None:
    """503.1a, 603.2: "At the beginning of each player's upkeep, that player loses 1
    life" triggers in Alice's and Bob's upkeeps, each losing the life; "each opponent's
    end step" in Bob's only; "Whenever this creature deals combat damage to a player,
    that player discards a card" makes Bob discard."""
    taxer = load_card_text(
        """
name = "Toll Keeper"
mana_cost = "{1}{B}"
types = ["Creature"]
power = 2
toughness = 2
oracle = '''At the beginning of each player's upkeep, that player loses 1 life.
At the beginning of each opponent's end step, you gain 2 life.
Whenever Toll Keeper deals combat damage to a player, that player discards a card.'''

[[triggers]]
when = "upkeep"
whose = "each"
effects = [{ lose_life = 1, player = "that player" }]

[[triggers]]
when = "end step"
whose = "each opponent's"
effects = [{ gain_life = 2 }]

[[triggers]]
when = "combat damage to a player"
effects = [{ discard = 1, player = "that player" }]
"""
    )
    game = new_game(cards=[taxer])
    alice, bob = game.players
    keeper = game.add_card("Toll Keeper", alice)
    game.begin_at(bob, Step.END)
    game.advance_to(Step.DRAW, alice)
    assert (alice.life, bob.life) == (19, 20)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers({keeper: bob})
    game.add_card("Plains", bob, "hand")
    in_hand = len(bob.hand)
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 18 and len(bob.hand) == in_hand - 1
    game.advance_to(Step.END)
    game.resolve_stack()
    assert alice.life == 19
    game.advance_to(Step.DRAW, bob)
    assert (alice.life, bob.life) == (19, 17)
    game.advance_to(Step.END, bob)
    game.resolve_stack()
    assert alice.life == 21


@pytest.mark.parametrize(
    ("lines", "key", "problem"),
    [
        ('when = "enters"\nwhose = "each"', "triggers[0].whose", "only an 'upkeep'"),
        ('when = "upkeep"\nwhose = "every"', "triggers[0].whose", "expected one of"),
    ],
)
def test_a_bad_step_trigger_names_its_key(lines: str, key: str, problem: str) -> None:
    """503.1a: only a step's trigger says whose step it watches, in the known words."""
    with pytest.raises(CardFileError) as refused:
        creature(
            "Bad Keeper",
            "At the beginning of each upkeep, draw a card.",
            f"[[triggers]]\n{lines}\neffects = [{{ draw = 1 }}]\n",
        )
    message = str(refused.value)
    assert f"{key}:" in message and problem in message, message


def test_that_player_only_where_an_event_names_one() -> None:
    """603.2: "that player" is the player a trigger event named; an enters trigger
    names none, so it is refused there, naming the instruction."""
    with pytest.raises(CardFileError) as refused:
        creature(
            "Bad Herald",
            "When this creature enters, that player draws a card.",
            '[[triggers]]\nwhen = "enters"\neffects = [{ draw = 1, player = "that player" }]\n',
        )
    assert "triggers[0].effects[0]" in str(refused.value), str(refused.value)


def test_an_end_step_ability(new_game: NewGame) -> None:
    """513.1a: "At the beginning of your end step" triggers in its controller's end
    step only."""
    ender = load_card_text(
        """
name = "Dusk Keeper"
mana_cost = "{1}{W}"
types = ["Creature"]
power = 1
toughness = 1
oracle = "At the beginning of your end step, you gain 1 life."

[[triggers]]
when = "end step"
effects = [{ gain_life = 1 }]
"""
    )
    game = new_game(cards=[ender])
    alice, bob = game.players
    game.add_card("Dusk Keeper", alice)
    game.begin_at(alice, Step.MAIN1)
    game.advance_to(Step.END)
    game.resolve_stack()
    assert alice.life == 21
    game.advance_to(Step.END, bob)
    game.resolve_stack()
    assert alice.life == 21


def test_a_dies_ability_watching_others_sees_those_dying_with_it(new_game: NewGame) -> None:
    """700.4, 603.10a: "Whenever another creature you control dies" triggers for each of
    Alice's other creatures that dies, those dying at the same time as it included, and
    not for Bob's."""
    mourner = load_card_text(
        """
name = "Grave Mourner"
mana_cost = "{1}{B}"
types = ["Creature"]
power = 1
toughness = 1
oracle = "Whenever another creature you control dies, you gain 1 life."

[[triggers]]
when = "dies"
of = "another creature you control"
effects = [{ gain_life = 1 }]
"""
    )
    game = new_game(cards=[mourner])
    alice, bob = game.players
    game.add_card("Grave Mourner", alice)
    game.add_card("Llanowar Elves", alice)
    game.add_card("Llanowar Elves", bob)
    game.begin_at(alice, Step.MAIN1)
    game.destroy_all(game.permanents(card_type="Creature"))
    game.resolve_stack()
    assert alice.life == 21 and bob.life == 20


def test_a_damage_to_a_player_ability_combat_or_not(new_game: NewGame) -> None:
    """120.3: "Whenever this creature deals damage to a player" triggers for its combat
    damage and for other damage it deals a player, once per damage event; not for
    damage to a creature."""
    stinger = load_card_text(
        """
name = "Sting Wasp"
mana_cost = "{1}{R}"
types = ["Creature"]
power = 1
toughness = 1
oracle = "Whenever Sting Wasp deals damage to a player, you gain 1 life."

[[triggers]]
when = "damage to a player"
effects = [{ gain_life = 1 }]
"""
    )
    game = new_game(cards=[stinger])
    alice, bob = game.players
    wasp = game.add_card("Sting Wasp", alice)
    elves = game.add_card("Llanowar Elves", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({wasp: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance_to(Step.END_OF_COMBAT)
    assert (alice.life, bob.life) == (21, 19)
    game.deal_damage(wasp, bob, 1)
    game.resolve_stack()
    game.deal_damage(wasp, elves, 1)
    game.resolve_stack()
    assert (alice.life, bob.life) == (22, 18)


def test_that_much_only_where_an_event_names_an_amount() -> None:
    """603.2: "that much" is the amount a trigger event named (the life gained, the
    damage dealt); an attacks trigger names none, so it is refused there."""
    with pytest.raises(CardFileError) as refused:
        creature(
            "Bad Thrull",
            "Whenever this creature attacks, you gain that much life.",
            '[[triggers]]\nwhen = "attacks"\neffects = [{ gain_life = "X", x = "that much" }]\n',
        )
    assert "triggers[0].effects[0]" in str(refused.value), str(refused.value)


def test_a_dies_ability_doesnt_trigger_on_entering(new_game: NewGame) -> None:
    """700.4, 603.6a: Blood Artist's "Whenever Blood Artist or another creature dies"
    watches creatures dying only: a creature entering triggers nothing."""
    game = in_main(new_game)
    alice = game.players[0]
    game.add_card("Blood Artist", alice)
    game.put_onto_battlefield(game.add_card("Llanowar Elves", alice, "hand"))
    assert list(game.stack) == []


GATEKEEPER = creature(
    "Gate Warden",
    "When Gate Warden enters the battlefield, if you control two or more Gates, you gain 7 life.",
    '[[triggers]]\nwhen = "enters"\nif = { count = "the number of Gates you control", '
    "at_least = 2 }\neffects = [{ gain_life = 7 }]\n",
)
GATE = load_card_text(
    'name = "Iron Gate"\ntypes = ["Land"]\nsubtypes = ["Gate"]\noracle = "{T}: Add {C}."\n'
    '[[mana_abilities]]\ncost = "{T}"\nadd = "{C}"\n'
)


def test_an_intervening_if_that_is_a_count(new_game: NewGame) -> None:
    """603.4: "if you control two or more Gates" is checked as the creature enters (one
    Gate: no trigger) and again as the ability resolves (a Gate gone by then: it does
    nothing); a saved game with the ability on the stack checks it alike."""
    game = new_game(cards=[*CARDS, GATEKEEPER, GATE])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    first = game.add_card("Iron Gate", alice)
    game.add_mana(alice, "{1}{B}")
    game.cast(game.add_card("Gate Warden", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 20 and game.stack == ()
    game.add_card("Iron Gate", alice)
    game.add_mana(alice, "{1}{B}")
    game.cast(game.add_card("Gate Warden", alice, "hand"))
    game.pass_priority()
    game.pass_priority()  # both passed: Gate Warden resolves, its ability triggers
    assert [item.source.name for item in game.stack] == ["Gate Warden"]
    restored = Game.from_json(game.to_json(), cards=[*CARDS, GATEKEEPER, GATE])
    game.resolve_stack()
    assert alice.life == 27
    [gate, _] = [p for p in restored.battlefield if p.name == "Iron Gate"]
    restored.destroy(gate)
    restored.resolve_stack()
    assert restored.players[0].life == 20
    assert first.zone.name == "BATTLEFIELD"


@pytest.mark.parametrize(
    ("condition", "problem"),
    [
        ('{ count = "the number of blorps you control", at_least = 1 }', "blorps"),
        ("{ at_least = 1 }", "write if = { count"),
        ('{ count = "the number of Gates you control", more = 1 }', "write if = { count"),
    ],
)
def test_a_bad_counted_if_names_its_key(condition: str, problem: str) -> None:
    """603.4: a counted "if" is a count within bounds, in the rules' words."""
    with pytest.raises(CardFileError) as refused:
        creature(
            "Bad Warden",
            "When Bad Warden enters the battlefield, if you control a Gate, draw a card.",
            f'[[triggers]]\nwhen = "enters"\nif = {condition}\neffects = [{{ draw = 1 }}]\n',
        )
    assert "triggers[0].if" in str(refused.value) and problem in str(refused.value)


WAR_BANNER = load_card_text(
    'name = "Rally Standard"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    "oracle = '''Whenever a creature you control deals combat damage to a player, you gain "
    "1 life.'''\n[[triggers]]\nwhen = \"combat damage to a player\"\n"
    'of = "a creature you control"\neffects = [{ gain_life = 1 }]\n'
)
SPITE_IMP = creature(
    "Spite Imp",
    "Whenever Spite Imp deals damage to an opponent, that player discards a card.",
    '[[triggers]]\nwhen = "damage to an opponent"\n'
    'effects = [{ discard = 1, player = "that player" }]\n',
)


def test_combat_damage_by_others_and_damage_to_an_opponent(new_game: NewGame) -> None:
    """510.3a: Rally Standard triggers once for each creature of Alice's that deals combat
    damage to a player; Spite Imp's "damage to an opponent" (102.2) names Bob, who
    discards; damage to Alice herself triggers neither."""
    game = new_game(cards=[*CARDS, WAR_BANNER, SPITE_IMP])
    alice, bob = game.players
    game.add_card("Rally Standard", alice)
    bears = game.add_card("Grizzly Bears", alice)
    imp = game.add_card("Spite Imp", alice)
    game.add_card("Island", bob, "hand")
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({bears: bob, imp: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 16 and alice.life == 22
    assert [c.name for c in bob.graveyard] == ["Island"]
    game.deal_damage(imp, alice, 1)
    game.resolve_stack()
    assert alice.life == 21 and len(alice.graveyard) == 0


CHANCERY = load_card_text(
    'name = "Tidal Chancery"\ntypes = ["Land"]\nenters_tapped = true\n'
    "oracle = '''Tidal Chancery enters the battlefield tapped.\nWhen Tidal Chancery enters "
    "the battlefield, return a land you control to its owner's hand.\n{T}: Add {W}{U}.'''\n"
    '[[mana_abilities]]\ncost = "{T}"\nadd = "{W}{U}"\n'
    '[[triggers]]\nwhen = "enters"\neffects = [{ return_to_hand = "a land you control" }]\n'
)


def test_return_a_land_you_control_is_chosen_as_it_resolves(new_game: NewGame) -> None:
    """608.2d: not a target: the land is chosen as the ability resolves, among the lands
    its controller controls then (itself too), and returned to its owner's hand."""
    game = new_game(cards=[*CARDS, CHANCERY], choices={"permanent": ["Plains"]})
    alice, bob = game.players
    game.add_card("Plains", alice)
    game.add_card("Island", bob)
    game.begin_at(alice, Step.MAIN1)
    game.play_land(game.add_card("Tidal Chancery", alice, "hand"))
    game.resolve_stack()
    assert [c.name for c in alice.hand] == ["Plains"]
    assert [p.name for p in game.battlefield if p.controller is alice] == ["Tidal Chancery"]
    [asked] = [c for c in game.chooser.asked if c.kind.value == "permanent"]  # type: ignore[attr-defined]
    assert sorted(getattr(o, "name", "") for o in asked.options) == ["Plains", "Tidal Chancery"]


SMALL_PATRON = creature(
    "Small Patron",
    "Whenever you cast a creature spell with converted mana cost 3 or less, you gain 1 life.",
    '[[triggers]]\nwhen = "cast"\nspell = "creature spell with mana value 3 or less"\n'
    "effects = [{ gain_life = 1 }]\n",
)


def test_a_cast_ability_watching_spells_by_mana_value(new_game: NewGame) -> None:
    """202.3, 601.2i: the Patron triggers for Llanowar Elves (mana value 1), not for
    Colossal Dreadmaw (6); the older Oracle words "converted mana cost" say mana value."""
    game = new_game(cards=[SMALL_PATRON])
    alice = game.players[0]
    game.add_card("Small Patron", alice)
    game.begin_at(alice, Step.MAIN1)
    cast_and_resolve(game, "Llanowar Elves", "{G}")
    assert alice.life == 21
    cast_and_resolve(game, "Colossal Dreadmaw", "{4}{G}{G}")
    assert alice.life == 21


SPITE_HOUND = creature(
    "Spite Hound",
    "Whenever Spite Hound is dealt damage, it deals that much damage to any target.",
    '[[triggers]]\nwhen = "dealt damage"\ntargets = ["any target"]\n'
    'effects = [{ damage = "X", x = "that much", to = "target" }]\n',
    cost="{2}{R}",
)


def test_is_dealt_damage_triggers_once_with_the_total(new_game: NewGame) -> None:
    """603.2c, 120.3: blocked by two Bears at once, the Hound (made 6/6) is dealt 4 by
    both; its ability triggers once and deals 4 to Bob."""
    game = new_game(cards=[SPITE_HOUND], choices={"target": ["Bob"]})
    alice, bob = game.players
    hound = game.add_card("Spite Hound", alice)
    game.add_counters(hound, "+1/+1", 4)
    blockers = [game.add_card("Grizzly Bears", bob) for _ in range(2)]
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({hound: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({b: hound for b in blockers})
    game.advance_to(Step.END_OF_COMBAT)
    assert hound.damage == 4 and bob.life == 16
    assert sum("Spite Hound" in e.text for e in game.log.events(AbilityTriggered)) == 1


CITY = load_card_text(
    'name = "Brass Town"\ntypes = ["Land"]\n'
    'oracle = "Whenever Brass Town becomes tapped, it deals 1 damage to you.\\n'
    '{T}: Add one mana of any color."\n'
    '[[triggers]]\nwhen = "becomes tapped"\neffects = [{ damage = 1, to = "you" }]\n'
    '[[mana_abilities]]\ncost = "{T}"\nadd = "one mana of any color"\n'
)
BLIGHT = load_card_text(
    'name = "Land Blight"\nmana_cost = "{B}{B}"\ntypes = ["Enchantment"]\n'
    'subtypes = ["Aura"]\nenchant = "land"\n'
    'oracle = "Enchant land\\nWhen enchanted land becomes tapped, destroy it."\n'
    '[[triggers]]\nwhen = "becomes tapped"\nof = "enchanted land"\n'
    'effects = [{ destroy = "enchanted land" }]\n'
)


def test_a_game_watches_taps_and_targets_only_once_a_card_triggers_on_them(
    new_game: NewGame,
) -> None:
    """701.26a, 601.2c: a game whose cards have triggers but none on a permanent becoming
    tapped or a target calls no hook as permanents are tapped or targeted; once the Land
    Blight is in it (its aura arriving as the game goes on), a tapped land it enchants
    is destroyed, in a saved game too; a copy made before keeps no such watcher."""
    game = new_game(cards=[*CARDS, CITY, BLIGHT])
    alice, bob = game.players
    game.add_card("Grave Seer", alice)
    swamp = game.add_card("Swamp", bob)
    game.begin_at(alice, Step.MAIN1)
    assert game.host.implements("on_beginning_of_step")
    assert not game.host.implements("on_permanent_tapped")
    assert not game.host.implements("on_became_target")
    before = game.copy()
    game.add_card("Land Blight", alice, attached_to=swamp)
    assert game.host.implements("on_permanent_tapped")
    assert not before.host.implements("on_permanent_tapped")
    restored = Game.from_json(game.to_json(), catalog=game.catalog, cards=[*CARDS, CITY, BLIGHT])
    for again in (game, restored):
        land = next(p for p in again.battlefield if p.name == "Swamp")
        again.pass_priority()  # Bob has priority, and taps his Swamp for mana
        again.activate_mana_ability(land)
        again.resolve_stack()
        assert land.zone is None and "Land Blight" in [c.name for c in again.players[0].graveyard]


def test_becomes_tapped_itself_and_the_land_it_enchants(new_game: NewGame) -> None:
    """701.26a: tapped for mana, the town deals Alice 1 damage; the enchanted Swamp
    tapped for mana is destroyed; an untouched Swamp isn't."""
    game = new_game(cards=[CITY, BLIGHT])
    alice, bob = game.players
    town = game.add_card("Brass Town", alice)
    swamp = game.add_card("Swamp", bob)
    other = game.add_card("Swamp", bob)
    game.add_card("Land Blight", alice, attached_to=swamp)
    game.begin_at(alice, Step.MAIN1)
    game.activate_mana_ability(town)
    game.resolve_stack()
    assert alice.life == 19
    game.pass_priority()
    game.activate_mana_ability(swamp)
    game.resolve_stack()
    assert swamp.zone is None and other.zone is not None


HALO = load_card_text(
    'name = "Homing Halo"\nmana_cost = "{1}{W}"\ntypes = ["Enchantment"]\n'
    'oracle = "When Homing Halo is put into a graveyard from the battlefield, return Homing '
    "Halo to its owner's hand.\"\n"
    '[[triggers]]\nwhen = "put into a graveyard"\neffects = [{ return_to_hand = "this" }]\n'
)
SCAVENGER = creature(
    "Scrap Raider",
    "Whenever an artifact is put into a graveyard from the battlefield, you gain 1 life.",
    '[[triggers]]\nwhen = "put into a graveyard"\nof = "an artifact"\n'
    "effects = [{ gain_life = 1 }]\n",
)


def test_put_into_a_graveyard_from_the_battlefield(new_game: NewGame) -> None:
    """603.6c, 603.10a, 400.7e: the destroyed Halo returns from the graveyard to its
    owner's hand; the Raider's controller gains 1 life for a destroyed artifact, none for
    a creature."""
    game = new_game(cards=[HALO, SCAVENGER])
    alice, bob = game.players
    halo = game.add_card("Homing Halo", alice)
    game.add_card("Scrap Raider", alice)
    myr = game.add_card("Darksteel Myr", bob)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.destroy(halo)
    game.resolve_stack()
    assert [c.name for c in alice.hand] == ["Homing Halo"]
    game.destroy(bears)
    game.resolve_stack()
    assert alice.life == 20
    game.sacrifice(myr)
    game.resolve_stack()
    assert alice.life == 21


def test_combat_damage_to_a_creature_names_that_creature(new_game: NewGame) -> None:
    """510.2, 603.2c: "Whenever this creature deals combat damage to a creature" once
    for each creature dealt damage, naming it and the damage: here a 2/2 blocked by two
    Walls of Stone (0/8) assigns 1 to each; each is tapped, and Alice gains 1 twice."""
    stinger = creature(
        "Numbing Stinger",
        "Whenever Numbing Stinger deals combat damage to a creature, tap that creature "
        "and you gain that much life.",
        '[[triggers]]\nwhen = "combat damage to a creature"\n'
        'effects = [{ tap = "that creature" }, { gain_life = "X", x = "that much" }]\n',
    )
    game = new_game(cards=[*CARDS, stinger], choices={"damage assignment": [1]})
    alice, bob = game.players
    attacker = game.add_card("Numbing Stinger", alice)
    walls = [game.add_card("Wall of Stone", bob), game.add_card("Wall of Stone", bob)]
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({walls[0]: attacker, walls[1]: attacker})
    game.advance_to(Step.END_OF_COMBAT)
    assert all(w.tapped for w in walls)
    assert alice.life == 22


def test_damage_to_a_creature_only_where_the_event_names_one() -> None:
    """603.2: "that creature" of a trigger on damage to a player names nothing."""
    with pytest.raises(CardFileError, match="trigger event names"):
        creature(
            "Odd Stinger",
            "Whenever Odd Stinger deals damage to a player, tap that creature.",
            '[[triggers]]\nwhen = "damage to a player"\neffects = [{ tap = "that creature" }]\n',
        )


def test_becomes_the_target_of_a_spell_or_ability(new_game: NewGame) -> None:
    """601.2c: "When this creature becomes the target of a spell or ability, sacrifice
    it." triggers as Lightning Bolt is cast targeting it; the Bolt then has no legal
    target (608.2b)."""
    phantasm = creature(
        "Glass Phantasm",
        "When Glass Phantasm becomes the target of a spell or ability, sacrifice it.",
        '[[triggers]]\nwhen = "becomes the target"\neffects = [{ sacrifice = "this" }]\n',
    )
    game = new_game(cards=[*CARDS, phantasm])
    alice, bob = game.players
    target = game.add_card("Glass Phantasm", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=target)
    game.resolve_stack()
    assert target.zone is None and bob.life == 20


def test_of_an_opponents_spell_naming_that_player(new_game: NewGame) -> None:
    """601.2c, 603.2: "Whenever a creature you control becomes the target of a spell an
    opponent controls, that player loses 2 life.": Alice's Bolt at Bob's creature costs
    her 2 life."""
    warden = creature(
        "Spite Warden",
        "Whenever a creature you control becomes the target of a spell an opponent "
        "controls, that player loses 2 life.",
        '[[triggers]]\nwhen = "becomes the target"\nof = "a creature you control"\n'
        'spell = "spell"\nby = "an opponent"\n'
        'effects = [{ lose_life = 2, player = "that player" }]\n',
    )
    game = new_game(cards=[*CARDS, warden])
    alice, bob = game.players
    game.add_card("Spite Warden", bob)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bears)
    game.resolve_stack()
    assert alice.life == 18 and bob.life == 20


def test_a_becomes_the_target_wording_that_differs_is_refused() -> None:
    """The paragraph must say what targets it as ``spell`` and ``by`` say."""
    with pytest.raises(CardFileError, match="becomes the target of a spell"):
        creature(
            "Odd Phantasm",
            "When Odd Phantasm becomes the target of a spell or ability, sacrifice it.",
            '[[triggers]]\nwhen = "becomes the target"\nspell = "spell"\n'
            'effects = [{ sacrifice = "this" }]\n',
        )


def test_a_watched_permanents_controller_is_that_player(new_game: NewGame) -> None:
    """603.2: "Whenever a creature an opponent controls dies, that player loses 2 life."
    names the dying creature's controller, as it last existed."""
    wurm = creature(
        "Grief Wurm",
        "Whenever a creature an opponent controls dies, that player loses 2 life.",
        '[[triggers]]\nwhen = "dies"\nof = "a creature an opponent controls"\n'
        'effects = [{ lose_life = 2, player = "that player" }]\n',
    )
    game = new_game(cards=[*CARDS, wurm])
    alice, bob = game.players
    game.add_card("Grief Wurm", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.destroy(bears)
    game.resolve_stack()
    assert (alice.life, bob.life) == (20, 18)


def test_a_cast_trigger_names_the_caster(new_game: NewGame) -> None:
    """603.2: "Whenever an opponent casts a spell, this creature deals 1 damage to that
    player.": the caster."""
    sting = creature(
        "Sting Watcher",
        "Whenever an opponent casts a spell, Sting Watcher deals 1 damage to that player.",
        '[[triggers]]\nwhen = "cast"\nby = "an opponent"\n'
        'effects = [{ damage = 1, to = "that player" }]\n',
    )
    game = new_game(cards=[*CARDS, sting])
    alice, bob = game.players
    game.add_card("Sting Watcher", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    game.resolve_stack()
    assert (alice.life, bob.life) == (19, 17)


def test_a_creature_you_control_becomes_blocked(new_game: NewGame) -> None:
    """509.3c: "Whenever a creature you control becomes blocked, it gets +1/+1 until end
    of turn.": once for each attacker blocked, "that creature" the one blocked."""
    alpha = creature(
        "Pack Alpha",
        "Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn.",
        '[[triggers]]\nwhen = "becomes blocked"\nof = "a creature you control"\n'
        'effects = [{ gets = "+1/+1", on = "that creature" }]\n',
    )
    game = new_game(cards=[*CARDS, alpha])
    alice, bob = game.players
    game.add_card("Pack Alpha", alice)
    bears = [game.add_card("Grizzly Bears", alice), game.add_card("Grizzly Bears", alice)]
    wall = game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers(bears)
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({wall: bears[0]})
    game.resolve_stack()
    assert (bears[0].power, bears[1].power) == (3, 2)


HERALD = load_card_text(
    """name = "Dawn Herald of the Deep"
mana_cost = "{3}{U}"
types = ["Creature"]
subtypes = ["Eldrazi"]
power = 3
toughness = 3
oracle = "When you cast this spell, draw a card."
[[triggers]]
when = "cast this"
effects = [{ draw = 1 }]
"""
)


def test_when_you_cast_this_spell(new_game: NewGame) -> None:
    """601.2i: the spell's own ability triggers as it is cast and goes on the stack above
    it, so it resolves first; it was already cast, so countering the spell leaves it."""
    game = new_game(cards=[HERALD])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}{U}")
    hand = len(alice.hand)
    game.cast(game.add_card("Dawn Herald of the Deep", alice, "hand"))
    names = ["Dawn Herald of the Deep", "Dawn Herald of the Deep's ability"]
    assert [item.name for item in game.stack] == names  # the ability on top
    game.resolve_top()
    assert len(alice.hand) == hand + 1
    game.counter(game.stack[-1])
    assert len(alice.hand) == hand + 1 and not game.battlefield


WAKER = load_card_text(
    """name = "Dawn Waker"
mana_cost = "{1}{W}"
types = ["Creature"]
power = 1
toughness = 1
oracle = "Whenever Dawn Waker becomes untapped, you gain 1 life."
[[triggers]]
when = "becomes untapped"
effects = [{ gain_life = 1 }]
"""
)


def test_whenever_this_becomes_untapped(new_game: NewGame) -> None:
    """701.26b: in its controller's untap step and by an effect; not while untapped."""
    game = new_game(cards=[WAKER])
    alice, bob = game.players
    waker = game.add_card("Dawn Waker", alice)
    game.begin_at(alice, Step.MAIN1)
    game.tap(waker)
    game.untap(waker)
    game.resolve_stack()
    assert alice.life == 21
    game.tap(waker)
    game.advance_to(Step.MAIN1, bob)
    game.advance_to(Step.UPKEEP, alice)
    game.resolve_stack()
    assert alice.life == 22
    game.untap(waker)  # already untapped: it doesn't become untapped
    game.resolve_stack()
    assert alice.life == 22


BOND = load_card_text(
    """name = "Leech Bond"
mana_cost = "{3}{B}"
types = ["Enchantment"]
subtypes = ["Aura"]
enchant = "creature"
oracle = "Enchant creature\\nAt the beginning of the upkeep of enchanted creature's \
controller, Leech Bond deals 2 damage to that player."
[[triggers]]
when = "upkeep"
whose = "enchanted creature's controller's"
effects = [{ damage = 2, to = "that player" }]
"""
)


def test_the_upkeep_of_enchanted_creatures_controller(new_game: NewGame) -> None:
    """303.4: Alice's Aura on Bob's creature triggers in Bob's upkeep, not Alice's, and
    deals its damage to him ("that player", 603.2)."""
    game = new_game(cards=[BOND])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_card("Leech Bond", alice, attached_to=bears)
    game.begin_at(alice, Step.MAIN1)
    game.advance_to(Step.DRAW, bob)
    assert (alice.life, bob.life) == (20, 18)
    game.advance_to(Step.DRAW, alice)
    assert (alice.life, bob.life) == (20, 18)


ATTRACTION = load_card_text(
    """name = "Deadly Draw"
mana_cost = "{4}{R}"
types = ["Enchantment"]
subtypes = ["Aura"]
enchant = "creature"
oracle = "Enchant creature\\nAt the beginning of your upkeep, Deadly Draw deals 2 damage to \
enchanted creature."
[[triggers]]
when = "upkeep"
effects = [{ damage = 2, to = "enchanted creature" }]
"""
)


def test_damage_to_the_enchanted_creature(new_game: NewGame) -> None:
    """303.4: the Aura's damage goes to the creature it enchants."""
    game = new_game(cards=[ATTRACTION])
    alice, bob = game.players
    wall = game.add_card("Wall of Stone", bob)
    game.add_card("Deadly Draw", alice, attached_to=wall)
    game.begin_at(bob, Step.MAIN1)
    game.advance_to(Step.DRAW, alice)
    assert wall.damage == 2 and bob.life == 20


FANATIC = load_card_text(
    'name = "Bloodspark Fanatic"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "Sacrifice this creature: It deals 2 damage to any target.\\n'
    'Whenever this creature deals damage, you gain that much life."\n'
    '[[abilities]]\ncost = "Sacrifice this creature"\ntargets = ["any target"]\n'
    'effects = [{ damage = 2, to = "target" }]\n'
    '[[triggers]]\nwhen = "deals damage"\neffects = [{ gain_life = "X", x = "that much" }]\n'
)


def test_a_creature_gone_when_it_deals_damage_has_no_abilities_to_trigger(
    new_game: NewGame,
) -> None:
    """113.6, 603.10: the Fanatic, sacrificed to pay for its ability, is gone when its 2
    damage is dealt: its "Whenever this creature deals damage" no longer exists, so
    nothing triggers (Bob takes 2, Alice gains nothing)."""
    game = new_game(cards=[FANATIC])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    fanatic = game.add_card("Bloodspark Fanatic", alice)
    game.activate(fanatic, target=bob)
    game.resolve_stack()
    assert (bob.life, alice.life) == (18, 20)
    assert not game.log.events(AbilityTriggered)
