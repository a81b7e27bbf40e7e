"""More numbers an effect counts as it resolves (608.2h): cards of a name in a
graveyard (201.2), the greatest mana value among a group (202.3), counters on the
source as it last existed, the creatures blocking a creature (509.1h)."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Game, Step, load_card_text
from cardhost.model.counts import parse_count

NewGame = Callable[..., Game]

INVENTORY = load_card_text(
    """name = "Stock Check"
mana_cost = "{1}{U}"
types = ["Sorcery"]
oracle = "Draw a card, then draw cards equal to the number of cards named Stock Check in \
all graveyards."
[spell]
effects = [{ draw = 1 }, { draw = "X", x = "the number of cards named Stock Check in all \
graveyards" }]
"""
)
SURVEY = load_card_text(
    """name = "Tall Survey"
mana_cost = "{2}{U}"
types = ["Sorcery"]
oracle = "Draw cards equal to the greatest mana value among permanents you control."
[spell]
effects = [{ draw = "X", x = "the greatest mana value among permanents you control" }]
"""
)
URCHIN = load_card_text(
    """name = "Dusk Imp"
mana_cost = "{2}{B}"
types = ["Creature"]
power = 4
toughness = 3
oracle = "When Dusk Imp dies, draw a card for each -1/-1 counter on it."
[[triggers]]
when = "dies"
effects = [{ draw = "X", x = "the number of -1/-1 counters on this" }]
"""
)
BERSERKER = load_card_text(
    """name = "Elf Brawler"
mana_cost = "{G}"
types = ["Creature"]
subtypes = ["Elf"]
power = 1
toughness = 1
oracle = "Whenever Elf Brawler becomes blocked, it gets +1/+1 until end of turn for each \
creature blocking it."
[[triggers]]
when = "becomes blocked"
effects = [{ gets = "+X/+X", on = "this", x = "the number of creatures blocking this" }]
"""
)
HERDER = load_card_text(
    """name = "Bear Herder"
mana_cost = "{2}{G}"
types = ["Creature"]
power = 1
toughness = 1
oracle = "Whenever a Bear becomes blocked, it gets +2/+2 until end of turn for each \
creature blocking it."
[[triggers]]
when = "becomes blocked"
of = "a Bear"
effects = [{ gets = "+X/+X", on = "that creature", x = "twice the number of creatures \
blocking that creature" }]
"""
)
CARDS = [INVENTORY, SURVEY, URCHIN, BERSERKER, HERDER]


def test_cards_of_a_name_in_all_graveyards(new_game: NewGame) -> None:
    """201.2: two Stock Checks in Bob's graveyard and one in Alice's count, and not the
    one resolving, still on the stack: 1 + 3 cards."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Stock Check", alice, "graveyard")
    for _ in range(2):
        game.add_card("Stock Check", bob, "graveyard")
    game.add_card("Grizzly Bears", bob, "graveyard")
    hand = len(alice.hand)
    game.add_mana(alice, "{1}{U}")
    game.cast(game.add_card("Stock Check", alice, "hand"))
    game.resolve_stack()
    assert len(alice.hand) - hand == 4
    assert parse_count("2 plus the number of cards named Stock Check in your graveyard").plus == 2


def test_the_greatest_mana_value_among_permanents_you_control(new_game: NewGame) -> None:
    """202.3: Alice's Dusk Imp (3) and Grizzly Bears (2): three cards; Bob's greater
    permanents don't count."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Dusk Imp", alice)
    game.add_card("Grizzly Bears", alice)
    game.add_card("Test Giant", bob)
    hand = len(alice.hand)
    game.add_mana(alice, "{2}{U}")
    game.cast(game.add_card("Tall Survey", alice, "hand"))
    game.resolve_stack()
    assert len(alice.hand) - hand == 3


def test_counters_on_it_as_it_last_existed(new_game: NewGame) -> None:
    """608.2h: the Imp dies with two -1/-1 counters on it; its trigger counts them."""
    game = new_game(cards=CARDS)
    alice, _ = game.players
    imp = game.add_card("Dusk Imp", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_counters(imp, "-1/-1", 2)
    hand = len(alice.hand)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=imp)
    game.resolve_stack()
    assert imp.zone is None and len(alice.hand) - hand == 2


def test_creatures_blocking_it(new_game: NewGame) -> None:
    """509.1h: blocked by two creatures, the Brawler gets +2/+2 and the Bears, watched by
    the Herder, +4/+4 for theirs, each counted as its trigger resolves."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    brawler = game.add_card("Elf Brawler", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.add_card("Bear Herder", alice)
    walls = [game.add_card("Tall Spider", bob) for _ in range(4)]
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([brawler, bears])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({walls[0]: brawler, walls[1]: brawler, walls[2]: bears, walls[3]: bears})
    game.resolve_stack()
    assert (brawler.power, brawler.toughness) == (3, 3)
    assert (bears.power, bears.toughness) == (6, 6)
