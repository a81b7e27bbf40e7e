"""The cardhost pytest plugin, tested with pytester as a card author would use it."""

from __future__ import annotations

from pathlib import Path

import pytest

CARD = (
    Path(__file__).resolve().parent / "cards" / "benalish_hero" / "benalish_hero.toml"
).read_text(encoding="utf-8")
"""Benalish Hero, a {W} 1/1 creature: the shared test card's file."""


def card_folder(pytester: pytest.Pytester) -> None:
    pytester.makefile(".toml", benalish_hero=CARD)


def test_card_game_holds_the_cards_of_the_test_files_folder(pytester: pytest.Pytester) -> None:
    card_folder(pytester)
    pytester.makepyfile(
        test_hero="""
        from cardhost import Step

        def test_cast(card_game, expect):
            alice = card_game.players[0]
            hero = card_game.add_card("Benalish Hero", alice, "hand")
            card_game.begin_at(alice, Step.MAIN1)
            card_game.add_mana(alice, "{W}")
            card_game.cast(hero)
            card_game.resolve_stack()
            expect(card_game).permanent("Benalish Hero", count=1, power=1, toughness=1)
            assert card_game.registered_cards == ()
        """
    )
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)


def test_expect_failures_say_what_was_expected_and_found(pytester: pytest.Pytester) -> None:
    card_folder(pytester)
    pytester.makepyfile(
        test_hero="""
        def test_life(card_game, expect):
            expect(card_game).player("Bob", life=14)
        """
    )
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*expected Bob's life 14, found 20*", "*last lines of the log*"])


def test_make_game_takes_card_folders_and_choices(pytester: pytest.Pytester) -> None:
    folder = pytester.mkdir("heroes")
    (folder / "benalish_hero.toml").write_text(CARD)
    pytester.makepyfile(
        test_town="""
        from cardhost import Step

        def test_town(make_game, expect):
            game = make_game("heroes", choices={"color": ["R"]})
            alice = game.players[0]
            game.begin_at(alice, Step.MAIN1)
            town = game.add_card("Starting Town", alice)
            game.add_card("Benalish Hero", alice)
            game.activate_mana_ability(town, 1)
            expect(game).player("Alice", life=19, mana_pool="{R}")
            expect(game).permanent("Benalish Hero", count=1)
        """
    )
    pytester.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=1)


def test_make_game_passes_other_options_to_the_game(pytester: pytest.Pytester) -> None:
    """``starting_life``, ``cards`` and ``chooser`` go to ``Game``; a chooser and scripted
    choices together are refused."""
    pytester.makepyfile(
        test_options=f"""
        import pytest

        from cardhost import ScriptedChooser, load_card_text

        HERO = load_card_text({CARD!r})


        def test_options(make_game, expect):
            chooser = ScriptedChooser({{"color": ["G"]}})
            game = make_game(starting_life=7, cards=[HERO], chooser=chooser)
            assert game.chooser is chooser
            game.add_card("Benalish Hero", "Alice")
            expect(game).player("Alice", life=7).player("Bob", life=7)
            expect(game).permanent("Benalish Hero", count=1)


        def test_choices_or_a_chooser(make_game):
            with pytest.raises(TypeError, match="choices or a chooser"):
                make_game(choices={{"color": ["G"]}}, chooser=ScriptedChooser())
        """
    )
    pytester.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=2)


def test_cardhost_cards_option_adds_folders(pytester: pytest.Pytester) -> None:
    folder = pytester.mkdir("more")
    (folder / "benalish_hero.toml").write_text(CARD)
    pytester.makepyfile(
        test_option="""
        def test_option(card_game):
            assert "Benalish Hero" in card_game.catalog
        """
    )
    pytester.runpytest("-p", "no:cacheprovider", "--cardhost-cards", str(folder)).assert_outcomes(
        passed=1
    )


SCENARIO = """
name = "Hero enters"
cards = ["."]

[players.Alice]
hand = ["Benalish Hero"]
mana_pool = "{W}"

[players.Bob]

[[actions]]
do = "cast"
card = "Benalish Hero"

[[actions]]
do = "resolve"

[[expect]]
permanent = "Benalish Hero"
count = 1
power = %d
"""


def test_scenario_files_are_collected_and_pass(pytester: pytest.Pytester) -> None:
    card_folder(pytester)
    pytester.makefile(".scenario.toml", hero=SCENARIO % 1)
    result = pytester.runpytest("-p", "no:cacheprovider", "-v")
    result.assert_outcomes(passed=1)
    result.stdout.fnmatch_lines(["*hero.scenario.toml::hero PASSED*"])


def test_a_failing_scenario_reports_expected_and_found(pytester: pytest.Pytester) -> None:
    card_folder(pytester)
    pytester.makefile(".scenario.toml", hero=SCENARIO % 3)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "*scenario 'Hero enters' failed:*",
            "*expect?0?: expected Benalish Hero #* power 3, found 1*",
        ]
    )


def test_a_scenario_in_a_card_folder_sees_its_card(pytester: pytest.Pytester) -> None:
    card_folder(pytester)
    pytester.makefile(".scenario.toml", hero=(SCENARIO % 1).replace('cards = ["."]\n', ""))
    pytester.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=1)


def test_an_unplayable_scenario_reports_file_key_and_problem(pytester: pytest.Pytester) -> None:
    card_folder(pytester)
    pytester.makefile(".scenario.toml", hero=(SCENARIO % 1).replace('do = "cast"', 'do = "kast"'))
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        ["*scenario 'hero' can't be played: *hero.scenario.toml: actions?0?.do: unknown action*"]
    )
    assert "Traceback" not in result.stdout.str()


def test_a_scenario_beside_a_bad_card_file_names_it(pytester: pytest.Pytester) -> None:
    """A card file of the scenario's folder that can't be read fails the scenario with
    the file, key and problem, no traceback."""
    pytester.makefile(".toml", benalish_hero=CARD.replace("power = 1", 'power = "x"'))
    pytester.makefile(".scenario.toml", hero=(SCENARIO % 1).replace('cards = ["."]\n', ""))
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*scenario 'hero' can't be played: *benalish_hero.toml: power:*"])
    assert "Traceback" not in result.stdout.str() and "UsageError" not in result.stdout.str()


def test_expect_refuses_a_misspelled_fact(pytester: pytest.Pytester) -> None:
    card_folder(pytester)
    pytester.makepyfile(
        test_typo="""
        import pytest
        from cardhost.tools.expectations import ExpectationError

        def test_typo(card_game, expect):
            with pytest.raises(ExpectationError, match="did you mean 'life'"):
                expect(card_game).player("Bob", lfie=20)
        """
    )
    pytester.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=1)


def test_make_game_reads_a_folder_once_until_a_file_under_it_changes(
    pytester: pytest.Pytester,
) -> None:
    """The cards of a folder are read once in a session: games share its definitions
    until a file under it changes; a file changed in the last two seconds is read again
    each time (a coarse clock could give a rewrite the same stamp)."""
    folder = pytester.mkdir("heroes")
    (folder / "benalish_hero.toml").write_text(CARD)
    pytester.makepyfile(
        test_cache="""
        import os
        import time
        from pathlib import Path

        HERO = Path("heroes") / "benalish_hero.toml"


        def aged(seconds):
            then = time.time() - seconds
            os.utime(HERO, (then, then))


        def test_read_once(make_game):
            aged(60)
            first = make_game("heroes").catalog.get("Benalish Hero")
            again = make_game("heroes").catalog.get("Benalish Hero")
            assert again is first and first.front.power == 1


        def test_read_again_once_changed(make_game):
            HERO.write_text(HERO.read_text().replace("power = 1", "power = 3"))
            fresh = make_game("heroes").catalog.get("Benalish Hero")
            assert fresh.front.power == 3
            assert make_game("heroes").catalog.get("Benalish Hero") is not fresh
            aged(30)
            kept = make_game("heroes").catalog.get("Benalish Hero")
            assert make_game("heroes").catalog.get("Benalish Hero") is kept
            assert kept.front.power == 3
        """
    )
    pytester.runpytest("-p", "no:cacheprovider").assert_outcomes(passed=2)
