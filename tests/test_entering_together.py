"""Permanents an effect puts onto the battlefield at once enter together: how each
enters is found with none of them there yet, and each sees the others enter (614.12,
603.6a); the counters a permanent enters with are replaced by the effects of what is
already on the battlefield, not by one entering with it nor by its own general one
(614.12, 122.6); and the entering permanent's own static abilities apply to it as its
replacement effects are found (614.12)."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import PASS, AbilityTriggered, Cast, Game, Step, load_card_text

NewGame = Callable[..., Game]


def card(text: str) -> object:
    return load_card_text(text)


WATCHER = card(
    'name = "Kin Watcher"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "Whenever another creature enters the battlefield under your '
    'control, you gain 1 life."\n[[triggers]]\nwhen = "enters"\n'
    'of = "another creature you control"\neffects = [{ gain_life = 1 }]\n'
)
TWIN_RETURN = card(
    'name = "Twin Return"\nmana_cost = "{2}{B}"\ntypes = ["Sorcery"]\n'
    'oracle = "Return two target creature cards from your graveyard to the battlefield."\n'
    '[spell]\ntargets = ["two target creature cards in your graveyard"]\n'
    'effects = [{ return_to_battlefield = "target" }]\n'
)
QUICK_SHORE = card(
    'name = "Quick Shore"\ntypes = ["Land"]\n'
    'oracle = "Quick Shore enters the battlefield tapped unless you control two or fewer '
    'other lands.\\n{T}: Add {U}."\nenters_tapped = true\n'
    'enters_tapped_unless = { count = "the number of other lands you control", at_most = 2 }\n'
    '[[mana_abilities]]\ncost = "{T}"\nadd = "{U}"\n'
)
DOUBLE_RAMP = card(
    'name = "Double Ramp"\nmana_cost = "{G}"\ntypes = ["Sorcery"]\n'
    'oracle = "Search your library for up to two land cards, put them onto the '
    'battlefield, then shuffle."\n[spell]\n'
    'effects = [{ search = "land card", to = "battlefield", count = 2 }]\n'
)
LAND_DIG = card(
    'name = "Land Dig"\nmana_cost = "{G}"\ntypes = ["Sorcery"]\n'
    'oracle = "Look at the top four cards of your library. Put all land cards from among '
    'them onto the battlefield and the rest on the bottom of your library in any order."\n'
    '[spell]\neffects = [{ look_at_top = 4, kind = "land card", take = "all", '
    'to = "battlefield" }]\n'
)
TWO_BEAR = card(
    'name = "Two Bear"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 0\ntoughness = 0\n'
    'oracle = "Two Bear enters with two +1/+1 counters on it."\n'
    '[enters_with_counters]\n"+1/+1" = 2\n'
)
DOUBLING_HYDRA = card(
    'name = "Doubling Hydra"\nmana_cost = "{2}{G}"\ntypes = ["Creature"]\npower = 0\n'
    'toughness = 0\noracle = """\nDoubling Hydra enters with two +1/+1 counters on it.\n'
    "If an effect would put one or more counters on a permanent you control, it puts "
    'twice that many of those counters on that permanent instead."""\n'
    '[enters_with_counters]\n"+1/+1" = 2\n[[replacements]]\nreplaces = "put counters"\n'
)
PING = card(
    'name = "Ping"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Ping deals 1 damage to any target."\n[spell]\ntargets = ["any target"]\n'
    'effects = [{ damage = 1, to = "target" }]\n'
)
SELF_THIRSTER = card(
    'name = "Self Thirster"\nmana_cost = "{1}{R}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\nkeywords = ["unleash"]\n'
    'oracle = "Unleash\\nThis creature has bloodthirst 2."\n'
    '[[statics]]\naffects = "this"\nkeywords = ["bloodthirst 2"]\n'
)
BANISHER = card(
    'name = "Triple Banisher"\nmana_cost = "{3}{W}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "When Triple Banisher enters the battlefield, exile three '
    "target nonland permanents an opponent controls until Triple Banisher leaves the "
    'battlefield."\n[[triggers]]\nwhen = "enters"\n'
    'targets = ["three target nonland permanents an opponent controls"]\n'
    'effects = [{ exile = "target", until = "this leaves the battlefield" }]\n'
)
CARDS = [WATCHER, TWIN_RETURN, QUICK_SHORE, DOUBLE_RAMP, LAND_DIG, TWO_BEAR, DOUBLING_HYDRA]


def cast(game: Game, name: str, mana: str, **announced: object) -> None:
    alice = game.players[0]
    game.add_mana(alice, mana)
    game.cast(game.add_card(name, alice, "hand"), **announced)
    game.resolve_stack()


def test_creatures_returned_together_see_each_other_enter(new_game: NewGame) -> None:
    """603.6a: Twin Return puts two Kin Watchers onto the battlefield at once: each sees
    the other enter, so both trigger and Alice gains 2."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    watchers = [game.add_card("Kin Watcher", alice, "graveyard") for _ in range(2)]
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Twin Return", "{2}{B}", targets=watchers)
    assert len(game.permanents("Kin Watcher")) == 2
    assert len(game.log.events(AbilityTriggered)) == 2 and alice.life == 22


def test_lands_put_onto_the_battlefield_together_dont_count_each_other(
    new_game: NewGame,
) -> None:
    """614.12: two Quick Shores found by one search, or put from among the cards looked
    at, enter at once: with two other lands on the battlefield, neither counts the other,
    so both enter untapped."""
    for spell in ("Double Ramp", "Land Dig"):
        game = new_game(cards=CARDS, library=0, choices={"search": ["Quick Shore"] * 2})
        alice = game.players[0]
        for _ in range(2):
            game.add_card("Forest", alice)
            game.add_card("Quick Shore", alice, "library")
        game.begin_at(alice, Step.MAIN1)
        cast(game, spell, "{G}")
        assert [p.tapped for p in game.permanents("Quick Shore")] == [False, False]


def test_counters_entering_are_replaced_by_what_is_already_there(new_game: NewGame) -> None:
    """614.12, 122.6, 610.3c-d: Bob's Doubling Season, Liliana of the Veil and Two Bear,
    exiled until Alice's Triple Banisher leaves, return together when it dies: the
    Season isn't on the battlefield as the others enter, so Liliana has 3 loyalty and
    the Bear two +1/+1 counters. A Doubling Hydra's own "a permanent you control"
    doubling doesn't double what it enters with (it isn't there yet) but doubles a Two
    Bear entering later."""
    game = new_game(cards=[*CARDS, BANISHER])
    alice, bob = game.players
    names = ("Doubling Season", "Liliana of the Veil", "Two Bear")
    exiled = [game.add_card(name, bob) for name in names]
    game.add_counters(exiled[2], "+1/+1", 2)  # the counters it entered with
    game.begin_at(alice, Step.MAIN1)
    game.chooser.add("target", *exiled)
    cast(game, "Triple Banisher", "{3}{W}")
    game.resolve_stack()
    assert not [p for p in game.battlefield if p.controller is bob]
    cast(game, "Doom Blade", "{1}{B}", target=game.permanents("Triple Banisher")[0])
    counters = {p.name: dict(p.counters) for p in game.battlefield if p.controller is bob}
    assert len(counters) == len(exiled)
    assert counters["Liliana of the Veil"] == {"loyalty": 3}
    assert counters["Two Bear"] == {"+1/+1": 2}
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Doubling Hydra", "{2}{G}")
    cast(game, "Two Bear", "{1}{G}")
    [hydra], [bear] = game.permanents("Doubling Hydra"), game.permanents("Two Bear")
    assert (dict(hydra.counters), dict(bear.counters)) == ({"+1/+1": 2}, {"+1/+1": 4})


def test_an_entering_permanents_own_static_ability_applies_to_it(new_game: NewGame) -> None:
    """614.12: the Self Thirster's own "This creature has bloodthirst 2" applies to it as
    it would enter: Bob was dealt damage, so it enters with two +1/+1 counters. The
    order of its two replacement effects and its unleash wait as it enters: meanwhile
    the game is as between actions (its static ability in force for nothing), and
    answered, it enters with all three counters."""
    game = new_game(cards=[*CARDS, PING, SELF_THIRSTER])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Ping", "{R}", target=bob)
    thirster = game.add_card("Self Thirster", alice, "hand")
    game.add_mana(alice, "{1}{R}")
    decision = game.answer(Cast(thirster.id, thirster.name))
    while decision is not None and decision.kind == "priority":
        decision = game.answer(PASS)
    asked = []
    while decision is not None and decision.kind != "priority":
        assert game.static_sources == () and game.entering == ()
        asked.append(decision.kind)
        decision = game.answer("yes" if decision.kind == "yes or no" else 0)
    assert asked == ["replacement", "yes or no"]  # 616.1: bloodthirst and unleash
    [permanent] = game.permanents("Self Thirster")
    assert dict(permanent.counters) == {"+1/+1": 3}
