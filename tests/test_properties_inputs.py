"""Property tests: deck files, scenario files and answers to decisions, generated and
hostile, give what they say or one clear error, never another exception, and a refused
answer leaves the game as it was.

- A deck text (plain, MTG Arena or Forge ``.dck``) gives a deck of at most
  ``LARGEST_DECK`` cards of the catalog, or a ``DeckError`` of printable lines each
  naming the file.
- A scenario file (players, zones, statuses, the state, actions and expectations, each
  value sometimes of the wrong kind or out of range) plays and reports, or is a
  ``ScenarioError`` of printable lines naming the file.
- A game driven through ``decision()`` / ``answer()`` from the example decks takes each
  legal answer; a junk answer (a wrong type, a stale option, an object of another game, a
  number beyond 64 bits, an object whose ``==`` raises, a declaration of junk) is a
  ``CardhostError``, and ``game_state`` and the decision are as they were.

The settings profiles (``ci``, ``long``) are in tests/conftest.py; docs/testing.md.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from hypothesis import given, note, settings
from hypothesis import strategies as st
from toml_text import Raw, toml_document, unprinted

from cardhost import CardhostError, Game, bundled_catalog, game_state
from cardhost.kernel.choices import NOT_OFFERED, offered
from cardhost.kernel.decisions import Decision
from cardhost.loading.decks import LARGEST_DECK, DeckError, load_deck, parse_deck
from cardhost.model.errors import FileProblem, ScenarioError
from cardhost.tools.scenario import run_scenario
from cardhost.tools.scenario_actions import ACTIONS

CATALOG = bundled_catalog()
CARDS = sorted(card.name for card in CATALOG)
EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"
DECKS = sorted(EXAMPLES.iterdir())

ODD = [
    "",
    " ",
    "\t",
    "\x1b[31m",
    "\u202e",
    "\u2028",
    "\ufeff",
    "é",
    "\U0001d518",  # a mathematical Fraktur U
    "9" * 40,
    " " * 300,
    "(" * 50,
    "Pl\u0430ins",  # a Cyrillic a
]


def check_problem(error: FileProblem, source: str) -> None:
    """Every problem is one printable line naming ``source``."""
    problems = error.problems
    assert problems
    for problem in problems:
        line = str(problem)
        assert line.startswith(f"{source}: "), line
        assert "\n" not in line and not unprinted(line), repr(line)


# ------------------------------------------------------------------ deck files
NAMES = st.one_of(st.sampled_from(CARDS), st.sampled_from(ODD), st.text(max_size=20))
COUNTS = st.one_of(
    st.integers(0, 60).map(str),
    st.sampled_from(["-1", "4x", "x4", "1e3", "٣", "10001", str(2**63), "9" * 5000]),
)


@st.composite
def deck_lines(draw: st.DrawFn) -> str:
    kind = draw(st.sampled_from(["entry", "arena", "forge", "header", "comment", "odd"]))
    name = draw(NAMES)
    spaces = " " * draw(st.sampled_from([1, 1, 2, 5000]))
    if kind == "entry":
        return f"{draw(COUNTS)}{spaces}{name}"
    if kind == "arena":
        code = draw(st.sampled_from(["M21", "", "M 21", "(", "ELD) (X"]))
        return f"{draw(COUNTS)} {name}{spaces}({code}) {draw(COUNTS)}"
    if kind == "forge":
        return f"{draw(COUNTS)} {name}|{draw(st.sampled_from(['M21', '', '|', 'X|1']))}"
    if kind == "header":
        return draw(
            st.sampled_from(
                ["Deck", "Sideboard", "[Main]", "[metadata]", "Name=X", "[Sideboard]", "SB: 1 X"]
            )
        )
    if kind == "comment":
        return f"# {name}"
    return draw(st.sampled_from(ODD))


@given(st.lists(deck_lines(), max_size=30), st.booleans())
def test_a_generated_deck_text_gives_a_deck_or_a_deck_error(lines: list[str], forge: bool) -> None:
    text = "\n".join(lines)
    note(f"text = {text!r}")
    try:
        deck = parse_deck(text, CATALOG, source="generated.dck", forge=forge)
    except DeckError as error:
        check_problem(error, "generated.dck")
    else:
        assert 0 < len(deck) <= LARGEST_DECK
        assert all(card.name in CARDS for _, card in deck.entries)


@given(st.binary(max_size=2_000))
def test_deck_bytes_give_a_deck_or_a_deck_error(tmp_path_factory: Any, data: bytes) -> None:
    path = tmp_path_factory.mktemp("decks") / "generated.txt"
    path.write_bytes(data)
    try:
        load_deck(path, CATALOG)
    except DeckError as error:
        check_problem(error, str(path))


# ------------------------------------------------------------------ scenario files
STEPS = ["precombat main", "upkeep", "declare attackers", "end", "combat damage", "nowhere"]
ANYTHING = st.one_of(
    st.sampled_from([True, -1, 0, 3, 2**63, Raw("9" * 5000), 1.5, [], {}]),
    st.sampled_from(ODD),
    NAMES,
)


@st.composite
def zone_entries(draw: st.DrawFn) -> Any:
    name = draw(NAMES)
    if draw(st.booleans()):
        return name
    entry: dict[str, Any] = {"card": name}
    for key, value in (
        ("count", st.one_of(st.integers(0, 3), st.sampled_from([10_001, -1, True]))),
        ("tapped", st.booleans()),
        ("sick", st.booleans()),
        ("label", st.sampled_from(["a", "b", "", "\x1b"])),
        ("counters", st.sampled_from([{"+1/+1": 1}, {"+1/+1": -5}, {"": 1}, {"x": 2**63}])),
        ("controller", st.sampled_from(["Alice", "Bob", "Nobody"])),
        ("attached_to", st.sampled_from(["a", "b", "Plains"])),
        ("transformed", st.booleans()),
        ("colour", ANYTHING),
    ):
        if draw(st.integers(0, 4)) == 0:
            entry[key] = draw(value)
    return entry


@st.composite
def scenario_players(draw: st.DrawFn) -> dict[str, Any]:
    names = draw(
        st.sampled_from([["Alice", "Bob"], ["Alice"], ["Alice", "Bob", "Cy"], ["", "\x1b"]])
    )
    players = {}
    for name in names:
        player: dict[str, Any] = {}
        for zone in ("library", "hand", "graveyard", "battlefield", "exile"):
            if draw(st.booleans()):
                player[zone] = draw(st.lists(zone_entries(), max_size=4))
        if draw(st.booleans()):
            player["life"] = draw(st.one_of(st.integers(-5, 40), ANYTHING))
        if draw(st.booleans()):
            player["mana_pool"] = draw(
                st.sampled_from(["{1}{W}", "{G}{G}", "{Q}", "", "{1000001}"])
            )
        if draw(st.integers(0, 5)) == 0:
            player[draw(st.sampled_from(["turns_taken", "lif", "deck"]))] = draw(ANYTHING)
        players[name] = player
    return players


@st.composite
def scenario_actions(draw: st.DrawFn) -> dict[str, Any]:
    action: dict[str, Any] = {"do": draw(st.one_of(st.sampled_from(sorted(ACTIONS)), NAMES))}
    for key, value in (
        ("card", NAMES),
        ("step", st.sampled_from(STEPS)),
        ("x", st.one_of(st.integers(0, 5), ANYTHING)),
        ("targets", st.lists(NAMES, max_size=2)),
        ("attackers", st.one_of(st.lists(NAMES, max_size=2), st.just({"a": "Bob"}))),
        ("blocks", st.just({"b": "a"})),
        ("by", st.sampled_from(["Alice", "Bob", "Nobody"])),
        ("choices", st.sampled_from([{"color": ["W"]}, {"x": [1]}, {"colour": ["W"]}])),
        ("ability", st.one_of(st.integers(0, 2), ANYTHING)),
    ):
        if draw(st.integers(0, 3)) == 0:
            action[key] = draw(value)
    return action


EXPECTATIONS = [
    {"player": "Alice", "life": 20},
    {"player": "Bob", "hand": ["Plains"]},
    {"permanent": "Llanowar Elves", "power": 1},
    {"log": "attacks"},
    {"step": "end", "turn": 2},
    {"player": "Nobody", "life": True},
    {"lifee": 3},
]


@st.composite
def scenario_texts(draw: st.DrawFn) -> str:
    scenario: dict[str, Any] = {"name": draw(NAMES)}
    if draw(st.booleans()):
        scenario["seed"] = draw(st.one_of(st.integers(0, 9), ANYTHING))
    scenario["players"] = draw(scenario_players())
    if draw(st.booleans()):
        scenario["state"] = {
            "active": draw(st.sampled_from(["Alice", "Bob", "Nobody"])),
            "step": draw(st.sampled_from(STEPS)),
            "turn": draw(st.one_of(st.integers(0, 5), ANYTHING)),
        }
    scenario["actions"] = draw(st.lists(scenario_actions(), max_size=5))
    scenario["expect"] = draw(st.lists(st.sampled_from(EXPECTATIONS), max_size=3))
    if draw(st.integers(0, 5)) == 0:
        scenario[draw(st.sampled_from(["cards", "choices", "sede"]))] = draw(ANYTHING)
    return toml_document(scenario, draw(st.booleans()))


@given(scenario_texts())
def test_a_generated_scenario_plays_or_is_a_scenario_error(
    tmp_path_factory: Any, text: str
) -> None:
    note(f"text = {text!r}")
    path = tmp_path_factory.mktemp("scenarios") / "generated.scenario.toml"
    path.write_text(text, encoding="utf-8")
    try:
        result = run_scenario(path, CATALOG)
    except ScenarioError as error:
        check_problem(error, str(path))
    else:
        assert all(isinstance(f, str) and not unprinted(f) for f in result.failures)


# ------------------------------------------------------------------ answers to decisions
class RaisingEquality:
    """An answer whose ``==`` raises, as a hostile caller's object may."""

    def __eq__(self, other: object) -> bool:
        raise RuntimeError("no comparing")

    __hash__ = object.__hash__


def other_game() -> Game:
    game = Game(["Alice", "Bob"])
    game.add_card("Plains", game.players[0])
    return game


ELSEWHERE = other_game()
JUNK: list[Any] = [
    None,
    True,
    -1,
    10**30,
    2**63,
    1.5,
    "",
    "nonsense",
    "\x1b[31m",
    "9" * 5000,
    (),
    [],
    {},
    {"x": 1},
    RaisingEquality(),
    ELSEWHERE.players[0],
    ELSEWHERE.battlefield[0],
    object(),
]


def junk_answers(decision: Decision, stale: list[Any]) -> st.SearchStrategy[Any]:
    """Answers that are no option of ``decision``: junk, options of earlier decisions,
    and for declarations mappings of junk."""
    junk = JUNK
    if decision.kind in ("attackers", "blockers"):  # an empty declaration is no creature
        junk = [j for j in JUNK if not (isinstance(j, (list, tuple, dict)) and not j)]
    choices = st.sampled_from(junk)
    gone = [s for s in stale if offered(decision.options, s) is NOT_OFFERED]
    if gone:
        choices = st.one_of(choices, st.sampled_from(gone))
    if decision.kind in ("attackers", "blockers"):
        declarations = st.sampled_from(
            [{"x": "y"}, {None: None}, [None], {ELSEWHERE.players[0]: 1}]
        )
        choices = st.one_of(choices, declarations)
    return choices


def legal_answer(decision: Decision, rng: random.Random) -> Any:
    options = decision.options
    if decision.kind == "attackers":
        return {c: targets[0] for c, targets in options if targets and rng.random() < 0.5}
    if decision.kind == "blockers":
        return {c: attackers[0] for c, attackers in options if attackers and rng.random() < 0.5}
    return options[rng.randrange(len(options))]


@settings(max_examples=max(10, settings().max_examples // 10))
@given(st.data(), st.integers(0, 2**32), st.sampled_from(DECKS), st.sampled_from(DECKS))
def test_junk_answers_are_refused_and_change_nothing(
    data: st.DataObject, seed: int, first: Path, second: Path
) -> None:
    rng = random.Random(seed)
    game = Game(["Alice", "Bob"], catalog=CATALOG, seed=seed)
    for player, path in zip(game.players, (first, second), strict=True):
        for card in load_deck(path, CATALOG).cards():
            game.add_card(card, player, "library")
    decision = game.start_with_decisions(game.players[seed % 2])
    stale: list[Any] = []
    for _ in range(settings().stateful_step_count * 4):
        if decision is None:
            break
        if data.draw(st.integers(0, 3), label="junk?") == 0:
            junk = data.draw(junk_answers(decision, stale), label="junk")
            before = game_state(game)
            try:
                game.answer(junk)
            except CardhostError:
                pass
            else:
                continue_with = game.decision()
                raise AssertionError(f"{junk!r} was taken for {decision}: now {continue_with}")
            assert game_state(game) == before
            assert game.decision() == decision
            continue
        answer = legal_answer(decision, rng)
        note(f"{decision.kind}: {answer!r}")
        if decision.kind not in ("attackers", "blockers"):
            stale.extend(o for o in decision.options[:3] if not isinstance(o, str))
        decision = game.answer(answer)
