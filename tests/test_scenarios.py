"""Scenario files: the bundled ones pass, bad ones name the file and the key, and failed
expectations say what was expected and what was found."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardhost.tools.cli import main
from cardhost.tools.scenario import SCENARIOS_FOLDER, ScenarioError, run_scenario

BUNDLED = sorted(SCENARIOS_FOLDER.glob("*.scenario.toml"))


def test_a_scenario_ships_for_each_headline_card() -> None:
    names = {path.name for path in BUNDLED}
    assert {
        "showcase.scenario.toml",
        "starting_town.scenario.toml",
        "squall.scenario.toml",
        "march_of_the_canonized.scenario.toml",
    } <= names


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.name)
def test_bundled_scenarios_pass(path: Path) -> None:
    result = run_scenario(path)
    assert result.failures == []
    assert result.checked >= 4


GOOD = """
name = "Bears"
[players.Alice]
hand = ["Forest"]
[players.Bob]
[[actions]]
do = "play land"
card = "Forest"
[[expect]]
permanent = "Forest"
count = 1
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "case.scenario.toml"
    path.write_text(text)
    return path


def test_a_good_scenario_passes_and_cardhost_run_exits_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, GOOD)
    assert run_scenario(path).passed
    assert main(["run", str(path)]) == 0
    assert "--- passed: 1 of 1 expectations hold" in capsys.readouterr().out


def test_a_failed_expectation_says_expected_and_found(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, GOOD.replace("count = 1", "count = 2"))
    result = run_scenario(path)
    assert result.failures == ["expect[0]: expected number of Forest 2, found 1"]
    assert main(["run", str(path)]) == 1
    out = capsys.readouterr().out
    assert "FAILED expect[0]: expected number of Forest 2, found 1" in out
    assert out.endswith("0 passed, 1 failed\n")


def test_an_expectation_failing_several_facts_counts_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Of two expectations, one holds and one fails two of its facts: "1 of 2
    expectations hold", each failed fact said."""
    text = (
        GOOD.replace("count = 1", "count = 2\ntapped = true") + '[[expect]]\npermanent = "Forest"\n'
    )
    path = write(tmp_path, text)
    result = run_scenario(path)
    assert (result.checked, result.held, len(result.failures)) == (2, 1, 2)
    assert main(["run", str(path)]) == 1
    assert "--- failed: 1 of 2 expectations hold" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("old", "new", "key", "problem"),
    [
        (
            'hand = ["Forest"]',
            'hand = ["Forrest"]',
            "players.Alice.hand[0].card",
            "no card or token named 'Forrest'; did you mean 'Forest'?",
        ),
        ('do = "play land"', 'do = "play a land"', "actions[0].do", "unknown action 'play a land'"),
        ('name = "Bears"', 'nmae = "Bears"', "nmae", "unknown key"),
        (
            'hand = ["Forest"]',
            'hand = ["Forest"]\nlif = 3',
            "players.Alice.lif",
            "unknown key; did you mean 'life'?",
        ),
        (
            'hand = ["Forest"]',
            'hand = "Forest"',
            "players.Alice.hand",
            "expected an array of strings or tables, found a string",
        ),
        (
            'hand = ["Forest"]',
            'hand = [{ card = "Forest", tapped = "no" }]',
            "players.Alice.hand[0].tapped",
            "expected a boolean, found a string",
        ),
        (
            'hand = ["Forest"]',
            'hand = ["Forest"]\nlife = "twenty"',
            "players.Alice.life",
            "expected an integer, found a string",
        ),
        (
            'card = "Forest"',
            'cards = "Forest"',
            "actions[0].cards",
            "unknown key; did you mean 'card'?",
        ),
        (
            'do = "play land"\ncard = "Forest"',
            'do = "play land"',
            "actions[0].card",
            "missing: 'play land' needs it",
        ),
        (
            "count = 1",
            "count = 1\ntaped = true",
            "expect[0].taped",
            "unknown key; did you mean 'tapped'?",
        ),
        ("count = 1", "count = 1\nlife = 3", "expect[0].life", "is not a fact about permanent"),
        (
            'permanent = "Forest"',
            'permanent = "Forrest"',
            "expect[0].permanent",
            "no card or token named 'Forrest'; did you mean 'Forest'?",
        ),
        (
            'permanent = "Forest"',
            'player = "Alice"\nlog = "x"',
            "expect[0].log",
            "is not a fact about player",
        ),
        ('card = "Forest"', 'card = "Island"', "actions[0].card", "no 'Island' in Alice's hand"),
        (
            'do = "play land"',
            'do = "cast"\nmodes = "x"',
            "actions[0].modes",
            "expected an array of integers of at least 0, found a string",
        ),
        ('name = "Bears"', "cards = [1]", "cards[0]", "expected a string, found an integer"),
        ('name = "Bears"', "seed = -1", "seed", "expected an integer of at least 0, found -1"),
        (
            'hand = ["Forest"]',
            'hand = [{ card = "Forest", count = -3 }]',
            "players.Alice.hand[0].count",
            "expected an integer from 0 to 10000, found -3",
        ),
        (
            'hand = ["Forest"]',
            'hand = [{ card = "Forest", label = "x" }, { card = "Island", label = "x" }]',
            "players.Alice.hand[1].label",
            "'x' is another object's already: a label names one object",
        ),
        (
            'hand = ["Forest"]',
            'hand = [{ card = "Forest", label = "x", count = 2 }]',
            "players.Alice.hand[0].label",
            "'x' is one object's: a label names one object",
        ),
        (
            'hand = ["Forest"]',
            'hand = ["Forest"]\nturns_taken = -2',
            "players.Alice.turns_taken",
            "expected an integer of at least 0, found -2",
        ),
        (
            'hand = ["Forest"]',
            'hand = ["Forest"]\nmana_pool = "{X}"',
            "players.Alice.mana_pool",
            "{X} can't be added as mana without a choice",
        ),
        ("[players.Bob]", "[players.Bob]\n[state]\nturn = -5", "state.turn", "at least 1"),
        (
            'permanent = "Forest"\ncount = 1',
            'player = "Alice"\nhand = ["Forest", 1]',
            "expect[0].hand[1]",
            "expected a string, found an integer",
        ),
        (
            'permanent = "Forest"\ncount = 1',
            'player = "Alice"\ndevotion = { colors = [1], value = 1 }',
            "expect[0].devotion.colors[0]",
            "expected a string, found an integer",
        ),
        (
            'do = "play land"\ncard = "Forest"',
            'do = "attack"\nattackers = { sq = 1 }',
            "actions[0].attackers.sq",
            "expected a string, found an integer",
        ),
        ('permanent = "Forest"\ncount = 1', 'log = ""', "expect[0].log", "checks nothing"),
        (
            "[players.Bob]",
            "[players.Bob]\n" + "".join(f"[players.P{n}]\n" for n in range(99)),
            "players",
            "2 to 100 players, not 101",
        ),
        (
            "[players.Bob]",
            "[players.Bob]\nturns_taken = 9223372036854775807",
            "state",
            "past the last a game can reach",
        ),
        (
            'do = "play land"\ncard = "Forest"',
            'do = "block"\nblocks = { belf = [] }',
            "actions[0].blocks.belf",
            "expected a string, found an array",
        ),
    ],
)
def test_bad_scenarios_name_the_file_and_the_key(
    tmp_path: Path, old: str, new: str, key: str, problem: str
) -> None:
    path = write(tmp_path, GOOD.replace(old, new))
    with pytest.raises(ScenarioError) as raised:
        run_scenario(path)
    error = raised.value
    assert error.path == str(path)
    assert error.key == key
    assert problem in error.problem


def test_an_illegal_action_names_the_action_and_the_rule(tmp_path: Path) -> None:
    text = GOOD.replace('hand = ["Forest"]', 'hand = ["Forest", "Island"]').replace(
        "[[expect]]", '[[actions]]\ndo = "play land"\ncard = "Island"\n[[expect]]'
    )
    with pytest.raises(ScenarioError) as raised:
        run_scenario(write(tmp_path, text))
    assert raised.value.key == "actions[1]"
    assert "play land: rule 305.2" in raised.value.problem


def test_cardhost_run_reports_a_binary_file_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "binary.scenario.toml"
    path.write_bytes(b"\x00\x01\xff")
    assert main(["run", str(path)]) == 1
    assert f"error: {path}: not UTF-8 text: byte 2 can't be decoded" in capsys.readouterr().out


def test_cardhost_run_reports_a_bad_file_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "this is = = not toml")
    assert main(["run", str(path)]) == 1
    assert f"error: {path}: not valid TOML" in capsys.readouterr().out


EVERY_ACTION = """
name = "Every action"
[players.Alice]
turns_taken = 1
library = [{ card = "Plains", count = 10 }]
hand = ["Starting Town", "Porcelain Legionnaire", "Squall, SeeD Mercenary"]
battlefield = [{ card = "Llanowar Elves", label = "elves", counters = { "+1/+1" = 2 } }]
[players.Bob]
library = [{ card = "Swamp", count = 10 }]
battlefield = ["Llanowar Elves", { card = "Vampire Token", tapped = true }]
[state]
active = "Alice"
step = "precombat main"

[[actions]]
do = "play land"
card = "Starting Town"
[[actions]]
do = "activate"
card = "Starting Town"
ability = 1
choices = { color = ["R"] }
[[actions]]
do = "add mana"
mana = "{W}{B}{1}"
[[actions]]
do = "cast"
card = "Squall, SeeD Mercenary"
[[actions]]
do = "resolve top"
[[actions]]
do = "advance to"
step = "declare attackers"
[[actions]]
do = "attack"
attackers = ["elves"]
[[actions]]
do = "resolve"
[[actions]]
do = "put onto battlefield"
card = "Porcelain Legionnaire"
attacking = "Bob"
[[actions]]
do = "advance"
[[actions]]
do = "block"
blocks = { "Llanowar Elves" = "Porcelain Legionnaire" }
[[actions]]
do = "remove from combat"
card = "Porcelain Legionnaire"
[[actions]]
do = "advance to"
step = "end"
[[actions]]
do = "extra turn"
[[actions]]
do = "next turn"
[[actions]]
do = "restart"
player = "Bob"

[[expect]]
active = "Bob"
turn = 1
[[expect]]
log = "any color.\\": {R}"
[[expect]]
log = "Llanowar Elves (#"
[[expect]]
log = "Bob blocked: Llanowar Elves"
[[expect]]
log = "Turn 2: Alice's extra turn"
[[expect]]
log = "The game restarted (726)"
[[expect]]
player = "Bob"
life = 20
turns_taken = 1
"""


def test_every_action_plays(tmp_path: Path) -> None:
    """Each action of the scenario format, with per-action choices, in one game."""
    result = run_scenario(write(tmp_path, EVERY_ACTION))
    assert result.failures == []
    lines = result.game.log.lines()
    assert any("Alice chose R" in line for line in lines)
    assert any("dealt 3 combat damage to Bob" in line for line in lines)  # 1/1 Elves +2/+2
    removed = "removed from combat"
    assert any("Porcelain Legionnaire (#" in line and removed in line for line in lines)


def test_an_unused_per_action_choice_is_an_error(tmp_path: Path) -> None:
    text = GOOD.replace('card = "Forest"', 'card = "Forest"\nchoices = { color = ["R"] }')
    with pytest.raises(ScenarioError) as raised:
        run_scenario(write(tmp_path, text))
    assert raised.value.key == "actions[0].choices.color"
    assert "not every answer was asked for" in raised.value.problem


def test_an_action_acts_only_on_the_actors_own_cards(tmp_path: Path) -> None:
    """ "activate" on a name finds the acting player's permanent, never an opponent's."""
    text = """
[players.Alice]
battlefield = [{ card = "Forest", tapped = true }]
[players.Bob]
battlefield = ["Forest"]
[[actions]]
do = "activate"
card = "Forest"
"""
    with pytest.raises(ScenarioError) as raised:
        run_scenario(write(tmp_path, text))
    assert raised.value.key == "actions[0]"
    assert "rule 107.5" in raised.value.problem


def test_tokens_and_counters_can_be_set_up_and_expected(tmp_path: Path) -> None:
    text = """
[players.Alice]
battlefield = [
    { card = "Vampire Token" },
    { card = "Llanowar Elves", counters = { "+1/+1" = 1 }, sick = true },
]
[players.Bob]
[[expect]]
permanent = "Vampire Token"
token = true
keywords = ["lifelink"]
[[expect]]
permanent = "Llanowar Elves"
power = 2
counters = { "+1/+1" = 1 }
summoning_sick = true
token = false
"""
    assert run_scenario(write(tmp_path, text)).failures == []


def test_data_only_leaves_out_a_scenarios_own_cards_with_code(tmp_path: Path) -> None:
    """--data-only: a scenario's ``cards`` folder can't run code either."""
    folder = tmp_path / "evil"
    folder.mkdir()
    marker = tmp_path / "ran"
    (folder / "evil.toml").write_text(
        'name = "Evil"\ntypes = ["Enchantment"]\nmana_cost = "{B}"\nplugin = "evil.py"\n'
    )
    (folder / "evil.py").write_text(
        f"from pathlib import Path\nPath({str(marker)!r}).write_text('ran')\n"
    )
    text = 'cards = ["evil"]\n[players.Alice]\nhand = ["Evil"]\n[players.Bob]\n'
    with pytest.raises(ScenarioError) as raised:
        run_scenario(write(tmp_path, text), data_only=True)
    assert "no card or token named 'Evil'" in raised.value.problem
    assert not marker.exists()


SPELLS_AND_ABILITIES = """
name = "Bolt, counter, ping"

[players.Alice]
hand = ["Lightning Bolt", "Divination"]
battlefield = ["Prodigal Pyromancer", "Island", "Island", "Island", "Mountain"]

[players.Bob]
hand = ["Counterspell"]
battlefield = ["Island", "Island", "Llanowar Elves"]

[[actions]]
do = "activate"
card = "Mountain"

[[actions]]
do = "cast"
card = "Lightning Bolt"
target = "Llanowar Elves"

[[actions]]
do = "pass"

[[actions]]
do = "activate"
by = "Bob"
card = "Island"

[[actions]]
do = "activate"
by = "Bob"
card = "Island"

[[actions]]
do = "cast"
by = "Bob"
card = "Counterspell"
target = "Lightning Bolt"

[[actions]]
do = "resolve"

[[actions]]
do = "activate ability"
card = "Prodigal Pyromancer"
target = "Bob"

[[actions]]
do = "resolve"

[[expect]]
player = "Bob"
life = 19
graveyard = ["Counterspell"]
hand_count = 0

[[expect]]
player = "Alice"
graveyard_count = 1

[[expect]]
permanent = "Llanowar Elves"
count = 1

[[expect]]
priority = "Alice"
stack = []
"""


def test_spells_with_targets_responses_and_abilities_play(tmp_path: Path) -> None:
    """cast with a target, pass, respond with a spell that targets a spell (115.1),
    activate an ability with a target; the count facts (601.2c, 117.3d, 701.6a, 602.2)."""
    result = run_scenario(write(tmp_path, SPELLS_AND_ABILITIES))
    assert result.failures == []
    assert result.checked == 4


def test_a_library_is_listed_top_first(tmp_path: Path) -> None:
    """docs/scenarios.md: a library is listed top first; Alice's draw step (504.1) draws
    the first card listed, and the last listed is at the bottom."""
    text = """
[players.Alice]
turns_taken = 2
library = ["Forest", "Island", { card = "Swamp", count = 2 }, "Mountain"]
[players.Bob]
turns_taken = 1
[state]
active = "Alice"
turn = 3
step = "upkeep"
[[actions]]
do = "advance to"
step = "precombat main"
[[expect]]
player = "Alice"
hand = ["Forest"]
"""
    result = run_scenario(write(tmp_path, text))
    assert result.failures == []
    alice = result.game.players[0]
    assert [c.name for c in alice.library] == ["Island", "Swamp", "Swamp", "Mountain"]


def test_counters_are_placed_exactly_no_replacement_doubling_them(tmp_path: Path) -> None:
    """Cards are placed as if they had always been there: Doubling Season on the
    battlefield doesn't double the counters a scenario places (614.1a doesn't apply),
    and a planeswalker's loyalty given is its loyalty, not added to the printed 3
    (306.5b), in whatever order the cards are listed."""
    text = """
[players.Alice]
battlefield = [
    { card = "Llanowar Elves", counters = { "+1/+1" = 1 } },
    "Doubling Season",
    { card = "Liliana of the Veil", counters = { loyalty = 1 } },
]
[players.Bob]
[[expect]]
permanent = "Llanowar Elves"
counters = { "+1/+1" = 1 }
[[expect]]
permanent = "Liliana of the Veil"
counters = { loyalty = 1 }
"""
    assert run_scenario(write(tmp_path, text)).failures == []


def test_counters_in_a_hand_name_the_key_and_the_rule(tmp_path: Path) -> None:
    """122.1: counters are placed on a permanent, or a card in exile (702.62a)."""
    text = """
[players.Alice]
hand = [{ card = "Llanowar Elves", counters = { "+1/+1" = 1 } }]
[players.Bob]
"""
    with pytest.raises(ScenarioError) as raised:
        run_scenario(write(tmp_path, text))
    assert raised.value.key == "players.Alice.hand[0]"
    assert "122.1" in raised.value.problem and "not in hand" in raised.value.problem


@pytest.mark.parametrize(
    ("bobs", "action", "key", "problem"),
    [
        (
            'hand = [{ card = "Llanowar Elves", label = "elf" }]',
            'do = "put onto battlefield"\ncard = "elf"',
            "actions[0].card",
            "'elf' is Llanowar Elves in Bob's hand, not in Alice's hand or graveyard or library "
            "or exile",
        ),
        (
            'library = [{ card = "Llanowar Elves", label = "e" }]',
            'do = "cast"\ncard = "Lightning Bolt"\ntarget = "e"',
            "actions[0].target",
            "'e' is Llanowar Elves in Bob's library, not in battlefield or stack or graveyard",
        ),
        (
            'battlefield = [{ card = "Forest", label = "f" }]',
            'do = "activate"\ncard = "f"',
            "actions[0].card",
            "'f' is Forest on the battlefield, controlled by Bob, not in Alice's battlefield",
        ),
    ],
)
def test_a_label_finds_only_what_the_name_would(
    tmp_path: Path, bobs: str, action: str, key: str, problem: str
) -> None:
    """A label names one object, but an action looks for it where it would look for its
    name: Alice can't put Bob's card onto the battlefield, target a card in a library
    (115.1) or activate Bob's land (602.2) by naming its label."""
    text = (
        '[players.Alice]\nhand = ["Lightning Bolt"]\nmana_pool = "{R}"\n'
        f"[players.Bob]\n{bobs}\n[[actions]]\n{action}\n"
    )
    with pytest.raises(ScenarioError) as raised:
        run_scenario(write(tmp_path, text))
    assert (raised.value.key, raised.value.problem) == (key, problem)


@pytest.mark.parametrize(
    ("entry", "key", "problem"),
    [
        ('hand = [{ card = "Forest", tapped = true }]', "hand[0].tapped", "tapped or untapped"),
        ('graveyard = [{ card = "Forest", sick = true }]', "graveyard[0].sick", "302.6"),
        ('library = [{ card = "Forest", controller = "Bob" }]', "library[0].controller", "108.4a"),
        ('hand = [{ card = "Forest", transformed = true }]', "hand[0].transformed", "712.8a"),
        (
            'battlefield = ["Grizzly Bears"]\nhand = [{ card = "Pacifism", attached_to = '
            '"Grizzly Bears" }]',
            "hand[0].attached_to",
            "only a permanent is attached to another (301.5, 303.4): not in the hand",
        ),
    ],
)
def test_a_permanents_status_given_elsewhere_names_the_key(
    tmp_path: Path, entry: str, key: str, problem: str
) -> None:
    """110.5: only a permanent is tapped, summoning sick, attached or controlled apart
    from its owner: such a key on a card in another zone is refused, not dropped (an
    Aura listed in a hand isn't moved to the battlefield)."""
    text = f"[players.Alice]\n{entry}\n[players.Bob]\n"
    with pytest.raises(ScenarioError) as raised:
        run_scenario(write(tmp_path, text))
    assert raised.value.key == f"players.Alice.{key}" and problem in raised.value.problem


@pytest.mark.parametrize(
    ("folder", "problem"),
    [("A" * 300, "can't be read: File name too long"), ("a\u0000b", "can't hold a NUL character")],
)
def test_a_cards_folder_that_cant_be_read_names_the_key(
    tmp_path: Path, folder: str, problem: str
) -> None:
    """A scenario's `cards` path too long for the system, or holding a NUL character, is
    a problem of that key, and `cardhost run` goes on to the next file."""
    text = f'cards = ["{folder}"]\n[players.Alice]\n[players.Bob]\n'.replace("\u0000", "\\u0000")
    bad = write(tmp_path, text)
    with pytest.raises(ScenarioError) as raised:
        run_scenario(bad)
    assert raised.value.key == "cards" and problem in raised.value.problem


def test_a_huge_key_or_value_is_shown_cut(tmp_path: Path) -> None:
    """A scenario's key or value may be megabytes: a message shows at most 200
    characters of a key and 1,000 of a problem, a failed expectation 200 of a value,
    each saying it goes on ("...")."""
    huge = "A" * 100_000
    with pytest.raises(ScenarioError) as raised:
        run_scenario(write(tmp_path, GOOD.replace('name = "Bears"', f'{huge} = "x"')))
    assert len(str(raised.value)) < 1_400 and str(raised.value).endswith("A...: unknown key")
    failing = GOOD.replace('permanent = "Forest"\ncount = 1', f'step = "{huge}"')
    result = run_scenario(write(tmp_path, failing))
    assert not result.passed and len(result.failures[0]) < 500, result.failures


def test_a_labelled_blocker_of_a_third_player_blocks(tmp_path: Path) -> None:
    """509.1a, 802.4: in a game of three, Carol's labelled Wall blocks the Elves
    attacking her; the label finds her creature, as its name would."""
    cards = Path(__file__).resolve().parent / "cards"
    text = f"""
cards = ["{cards.as_posix()}"]
[players.Alice]
battlefield = [{{ card = "Llanowar Elves", label = "elf" }}]
[players.Bob]
battlefield = ["Forest"]
[players.Carol]
battlefield = [{{ card = "Wall of Stone", label = "carols wall" }}]
[state]
step = "declare attackers"
[[actions]]
do = "attack"
attackers = {{ elf = "Carol" }}
[[actions]]
do = "advance to"
step = "declare blockers"
[[actions]]
do = "block"
blocks = {{ "carols wall" = "elf" }}
[[expect]]
log = "Wall of Stone"
"""
    result = run_scenario(write(tmp_path, text))
    assert result.passed, result.failures
    assert result.game.combat is not None and result.game.combat.blocks


def test_a_long_path_in_a_problem_is_shown_whole() -> None:
    """A path's folders are words of their own: a problem naming a path longer than 200
    characters (a card defined twice, by files deep in folders) is not cut."""
    path = "/cards/" + "/".join(["e" * 60] * 5) + "/one/card.toml"
    error = ScenarioError("case.scenario.toml", "cards", f"already defined by {path}")
    assert str(error).endswith(path)
