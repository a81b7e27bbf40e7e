"""An action waiting on a decision goes on from where it stopped when answered: each of
k answers costs the rest of the action, not the action again from its start (732:
nothing of it shows while it waits). Copies, saved games and games changed meanwhile
take the long way, the action again from its start, to the same result."""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable
from types import SimpleNamespace

import pytest

from cardhost import (
    PASS,
    CardDefinition,
    CardPluginError,
    Cast,
    Choice,
    ChoiceKind,
    FirstOptionChooser,
    Game,
    GameObject,
    LogSinkError,
    Step,
    game_state,
    hookimpl,
    load_card_text,
)
from cardhost.kernel.suspension import MOST_SUSPENDED
from cardhost.simulation import trial

NewGame = Callable[..., Game]
QUESTIONS = 40


def questioner(entered: list[int]) -> CardDefinition:
    """A sorcery whose plugin asks its controller ``QUESTIONS`` times "yes, no or
    explode?" as it resolves (608.2d), gaining 1 life for each yes at once; "explode"
    raises. ``entered`` counts how many times its resolution began."""

    def resolve_spell(game: Game, spell: GameObject) -> None:
        entered.append(1)
        for number in range(QUESTIONS):
            options = ["yes", "no", "explode"]
            picked = game.choose(ChoiceKind.YES_NO, spell.controller, f"question {number}", options)
            if picked == "explode":
                raise ValueError("exploded")
            if picked == "yes":
                game.gain_life(spell.controller, 1)

    return load_card_text(
        'name = "Questioner"\nmana_cost = "{R}"\ntypes = ["Sorcery"]\n[spell]\n',
        plugin=SimpleNamespace(resolve_spell=hookimpl(resolve_spell)),
    )


def resolving(new_game: NewGame, card: CardDefinition, **options: object) -> Game:
    """Alice casts ``card``, both pass: it resolves and asks."""
    game = new_game(cards=[card], **options)
    alice = game.players[0]
    game.add_card(card.name, alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    (cast,) = [a for a in game.decision().options if isinstance(a, Cast)]
    game.answer(cast)
    game.answer(PASS)
    game.answer(PASS)
    return game


def asking(new_game: NewGame, entered: list[int]) -> Game:
    """Alice casts the Questioner and both pass: it resolves and asks question 0."""
    game = resolving(new_game, questioner(entered))
    asked = game.decision()
    assert asked is not None and asked.prompt == "question 0"
    return game


def answer_of(number: int) -> str:
    return "yes" if number % 3 else "no"


def test_answers_go_on_from_where_the_action_stopped(new_game: NewGame) -> None:
    """608.2d, 732: forty answers to a resolving spell's forty questions: its resolution
    begins twice (on the caller's thread, then kept on a worker at the first question)
    and goes on at each answer, and while each question waits the game is as it was
    before the spell began resolving (no life gained, the spell on the stack)."""
    entered: list[int] = []
    game = asking(new_game, entered)
    alice = game.players[0]
    before = game_state(game)
    for number in range(QUESTIONS):
        asked = game.decision()
        assert asked is not None and asked.prompt == f"question {number}"
        assert game_state(game) == before and alice.life == 20
        game.answer(answer_of(number))
    gained = sum(answer_of(n) == "yes" for n in range(QUESTIONS))
    assert alice.life == 20 + gained and game.stack == ()
    assert len(entered) == 2


def test_copies_saved_games_and_changed_games_answer_to_the_same_result(
    new_game: NewGame,
) -> None:
    """A copy and a saved game of a game waiting at question 20 wait for it too, and
    answered alike play as the game does (the action taken again from its start); a
    game whose player's life is set to 100 while it waits resolves the whole spell from
    that life, every gain of the resolution after it (nothing of the action had
    happened), and the 100 is not overwritten by the action's changes made again; so
    does a game in which 80 life is gained, an action, while it waits."""
    entered: list[int] = []
    game = asking(new_game, entered)
    for number in range(20):
        game.answer(answer_of(number))
    twin = game.copy()
    restored = Game.from_json(game.to_json(), cards=[questioner(entered)])
    changed, acted = game.copy(), game.copy()
    changed.answer(answer_of(20))
    changed.players[0].life = 100  # outside any action, while question 21 waits
    acted.answer(answer_of(20))
    acted.gain_life(acted.players[0], 80)  # an action taken while question 21 waits
    for played in (game, twin, restored):
        assert played.decision().prompt == "question 20"
        for number in range(20, QUESTIONS):
            played.answer(answer_of(number))
    for number in range(21, QUESTIONS):
        changed.answer(answer_of(number))
        acted.answer(answer_of(number))
    assert game_state(twin) == game_state(game) == game_state(restored)
    assert twin.log.lines() == game.log.lines()
    gained = sum(answer_of(n) == "yes" for n in range(QUESTIONS))
    assert changed.players[0].life == 100 + gained  # not 20 + gained: the 100 is kept
    assert acted.players[0].life == 100 + gained


def test_a_plugin_raising_after_an_answer_leaves_the_decision_waiting(
    new_game: NewGame,
) -> None:
    """An answer that makes the plugin raise (at question 5, after four went on) is
    refused with the card and the hook named; the game is as it was and question 5
    still waits; answered again, the action plays on."""
    entered: list[int] = []
    game = asking(new_game, entered)
    for number in range(5):
        game.answer(answer_of(number))
    before, waiting = game_state(game), game.decision()
    with pytest.raises(CardPluginError, match=r"Questioner.*resolve_spell"):
        game.answer("explode")
    assert game_state(game) == before and game.decision() == waiting
    for number in range(5, QUESTIONS):
        game.answer(answer_of(number))
    gained = sum(answer_of(n) == "yes" for n in range(QUESTIONS))
    assert game.players[0].life == 20 + gained


def test_more_games_waiting_than_are_kept_suspended_all_play_on(new_game: NewGame) -> None:
    """More games waiting at once than actions are kept suspended: answered in turn,
    those let go take the long way, and every game ends as answering it alone would."""
    entered: list[int] = []
    games = [asking(new_game, entered) for _ in range(MOST_SUSPENDED + 3)]
    for number in range(QUESTIONS):
        for game in games:
            game.answer(answer_of(number))
    gained = sum(answer_of(n) == "yes" for n in range(QUESTIONS))
    assert all(game.players[0].life == 20 + gained for game in games)


@pytest.mark.skipif(
    "fork" not in multiprocessing.get_all_start_methods(), reason="no fork on this platform"
)
def test_a_forked_process_answers_a_game_its_parent_left_waiting(new_game: NewGame) -> None:
    """A process forked while its parent's game waits suspended (no thread of the
    parent runs in it) answers its own copy of the game the long way, without hanging."""
    entered: list[int] = []
    game = asking(new_game, entered)
    for number in range(3):
        game.answer(answer_of(number))
    results: multiprocessing.Queue = multiprocessing.get_context("fork").Queue()  # type: ignore[type-arg]

    def in_child() -> None:
        for number in range(3, QUESTIONS):
            game.answer(answer_of(number))
        results.put(game.players[0].life)

    child = multiprocessing.get_context("fork").Process(target=in_child)
    child.start()
    child.join(120)
    alive = child.is_alive()
    if alive:
        child.kill()
    assert not alive and child.exitcode == 0
    gained = sum(answer_of(n) == "yes" for n in range(QUESTIONS))
    assert results.get(timeout=10) == 20 + gained


def asking_card(name: str, resolve: Callable[..., None], **hooks: object) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{R}}"\ntypes = ["Sorcery"]\n[spell]\n',
        plugin=SimpleNamespace(resolve_spell=hookimpl(resolve), **hooks),
    )


def test_a_choice_asked_in_a_query_leaves_nothing_done_while_it_waits(
    new_game: NewGame,
) -> None:
    """732: a resolution gains 3 life, then a query hook it runs asks a choice: while
    it waits the life is 20 (the action's journal is outside the read, so it is taken
    the long way), and a change made meanwhile is kept."""

    def resolve(game: Game, spell: GameObject) -> None:
        game.gain_life(spell.controller, 3)
        game.devotion(spell.controller, "R")

    def count_devotion(game: Game, card: object, player: object, colors: object) -> int:
        game.choose(ChoiceKind.YES_NO, game.players[0], "asked in a query", ["yes", "no"])
        return 0

    card = asking_card("Devout Asker", resolve, count_devotion=hookimpl(count_devotion))
    game = resolving(new_game, card)
    assert game.decision().prompt == "asked in a query" and game.players[0].life == 20
    game.players[0].life = 50
    with pytest.raises(CardPluginError):
        game.answer("yes")  # the query can't change the game (a choice logs)
    assert game.players[0].life == 50


def test_a_plugin_catching_the_let_go_asks_no_chooser_of_the_game(new_game: NewGame) -> None:
    """A suspended action let go (more games waiting than are kept) ends; a plugin that
    catches the stop and asks again is stopped again, never answered by the game's own
    chooser, which a game driven by decisions doesn't consult."""
    asked: list[str] = []

    class Recording:
        def choose(self, choice: Choice) -> object:
            asked.append(choice.prompt)
            return choice.options[0]

    def resolve(game: Game, spell: GameObject) -> None:
        for number in range(3):
            try:
                game.choose(ChoiceKind.YES_NO, spell.controller, f"q{number}", ["yes", "no"])
            except:  # noqa: E722  (what a careless plugin does)
                asked.append("caught")

    card = asking_card("Careless Asker", resolve)
    first = resolving(new_game, card, chooser=Recording())
    for _ in range(MOST_SUSPENDED):
        resolving(new_game, card)
    assert "q1" not in asked and "q2" not in asked  # never the game's own chooser
    assert first.decision().prompt == "q0"


def test_a_log_entry_made_while_a_decision_waits_survives_a_failed_answer(
    new_game: NewGame,
) -> None:
    """The host asks a choice of its own (logged, outside any action) while a decision
    waits; an answer that then makes the plugin raise undoes the action only: the
    host's entry stays in the log."""

    def resolve(game: Game, spell: GameObject) -> None:
        for number in range(2):
            options = ["yes", "no", "explode"]
            if game.choose(ChoiceKind.YES_NO, spell.controller, f"q{number}", options) == "explode":
                raise ValueError("exploded")

    game = resolving(new_game, asking_card("Exploder", resolve), chooser=FirstOptionChooser())
    game.answer("yes")
    game.choose(ChoiceKind.YES_NO, game.players[1], "the host's own question", ["a", "b"])
    lines = game.log.lines()
    with pytest.raises(CardPluginError):
        game.answer("explode")
    assert game.log.lines() == lines


def test_a_log_sink_is_called_on_the_thread_that_drives_the_game(new_game: NewGame) -> None:
    """Every entry reaches the sink on the thread that answers, for an action that asks
    nothing (a pass) and for one that went on from its questions on a worker; a sink
    taking a lock its host holds while answering (not reentrant across threads) gets
    it, so nothing waits forever."""
    host_lock = threading.RLock()
    seen: list[tuple[int, bool]] = []

    def sink(entry: object) -> None:
        got = host_lock.acquire(blocking=False)
        seen.append((threading.get_ident(), got))
        if got:
            host_lock.release()

    entered: list[int] = []
    with host_lock:
        game = resolving(new_game, questioner(entered), log=sink)
        for number in range(QUESTIONS):
            game.answer(answer_of(number))
        game.answer(PASS)
    gained = sum(answer_of(n) == "yes" for n in range(QUESTIONS))
    assert game.players[0].life == 20 + gained
    assert seen and set(seen) == {(threading.get_ident(), True)}


def test_an_interruption_while_an_action_is_let_go_waits_for_its_worker(
    new_game: NewGame,
) -> None:
    """Ctrl-C while a suspended action is let go (the game changed while it waited) is
    raised once the action's worker has ended: nothing of it runs after the caller has
    the game back (a plugin that caught the stop and takes its time ends first)."""
    ended: list[str] = []

    def resolve(game: Game, spell: GameObject) -> None:
        for number in range(2):
            try:
                game.choose(ChoiceKind.YES_NO, spell.controller, f"q{number}", ["yes", "no"])
            except BaseException:
                time.sleep(0.5)  # slow work after the stop, on the worker
                ended.append("worker")
                raise

    game = resolving(new_game, asking_card("Slow Catcher", resolve))
    game.answer("yes")
    game.players[0].life = 30  # changed while q1 waits: the suspended action is let go
    interrupt = threading.Timer(0.1, os.kill, (os.getpid(), signal.SIGINT))
    interrupt.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            game.answer("yes")
            time.sleep(5)  # the interruption arrives here if answering was quick
        assert ended[:1] == ["worker"]
    finally:
        interrupt.cancel()


def catcher(caught: list[str]) -> CardDefinition:
    """A sorcery asking three questions as it resolves, whose plugin notes the kind of
    each stop it catches (then lets it go on)."""

    def resolve(game: Game, spell: GameObject) -> None:
        for number in range(3):
            try:
                game.choose(ChoiceKind.YES_NO, spell.controller, f"q{number}", ["yes", "no"])
            except BaseException as error:
                caught.append(type(error).__name__)
                raise

    return asking_card("Catcher", resolve)


def test_a_thread_lets_go_only_its_own_waiting_games_or_those_of_ended_threads(
    new_game: NewGame,
) -> None:
    """A thread keeping more games waiting than it may lets go its own longest waiting
    and those of threads that have ended, never a waiting game of a thread that lives
    (it is that thread's to drive). Every game then plays on to the same result."""
    theirs: list[str] = []
    orphans: list[str] = []
    left: list[Game] = []
    ended = threading.Thread(target=lambda: left.append(resolving(new_game, catcher(orphans))))
    ended.start()
    ended.join(60)
    kept_waiting, go_on = threading.Event(), threading.Event()
    played: list[int] = []

    def drive_theirs() -> None:
        game = resolving(new_game, catcher(theirs))
        kept_waiting.set()
        go_on.wait(60)
        for _ in range(3):
            game.answer("yes")
        played.append(len(game.stack))

    living = threading.Thread(target=drive_theirs)
    living.start()
    assert kept_waiting.wait(60)
    mine = [resolving(new_game, catcher([])) for _ in range(MOST_SUSPENDED)]
    let_go = "_LetGo"
    assert let_go in orphans and let_go not in theirs
    go_on.set()
    living.join(60)
    for game in [*left, *mine]:
        for _ in range(3):
            game.answer("yes")
    assert played == [0] and all(game.stack == () for game in [*left, *mine])


def test_a_sink_failing_after_the_last_answer_leaves_the_next_decision_waiting(
    new_game: NewGame,
) -> None:
    """The last answer completes the resolution; the sink then raises: the error says
    the action was done, and the game waits for what follows it (priority, 117.3b),
    not for the question answered."""
    failing = [False]

    def sink(entry: object) -> None:
        if failing[0]:
            failing[0] = False
            raise OSError("disk full")

    game = resolving(new_game, questioner([]), log=sink)
    for number in range(QUESTIONS - 1):
        game.answer(answer_of(number))
    failing[0] = True
    with pytest.raises(LogSinkError, match="the action was done"):
        game.answer(answer_of(QUESTIONS - 1))
    gained = sum(answer_of(n) == "yes" for n in range(QUESTIONS))
    assert game.players[0].life == 20 + gained
    assert game.decision().kind == "priority"


def test_an_interruption_while_a_resumed_action_fails_is_raised_not_lost(
    new_game: NewGame,
) -> None:
    """Ctrl-C while an answered action works on its worker, which then fails: the
    interruption is raised (the plugin's error its cause), once the worker has undone
    the action; the question still waits."""

    def resolve(game: Game, spell: GameObject) -> None:
        for number in range(2):
            game.choose(ChoiceKind.YES_NO, spell.controller, f"q{number}", ["yes", "no"])
        time.sleep(0.5)
        raise ValueError("failed after the last answer")

    game = resolving(new_game, asking_card("Slow Failure", resolve))
    game.answer("yes")
    waiting, before = game.decision(), game_state(game)
    interrupt = threading.Timer(0.1, os.kill, (os.getpid(), signal.SIGINT))
    interrupt.start()
    try:
        with pytest.raises(KeyboardInterrupt) as raised:
            game.answer("yes")
            time.sleep(5)  # the interruption arrives here if answering was quick
        assert isinstance(raised.value.__cause__, CardPluginError)
        assert game.decision() == waiting and game_state(game) == before
    finally:
        interrupt.cancel()


def test_an_answer_tried_and_undone_leaves_the_decision_waiting_and_suspended(
    new_game: NewGame,
) -> None:
    """732: each answer to question 5 tried inside a trial (what a search does: apply,
    look, undo) shows its result there, and once undone the game waits for question 5
    again, as it was; the action is still kept where it stopped, so the real answers
    go on from there without the resolution beginning again."""
    entered: list[int] = []
    game = asking(new_game, entered)
    alice = game.players[0]
    for number in range(5):
        game.answer(answer_of(number))
    waiting, before = game.decision(), game_state(game)
    for option in ("yes", "no", "explode"):
        with trial():
            try:
                tried = game.answer(option)
            except CardPluginError:
                assert option == "explode"
                continue
            assert tried is not None and tried.prompt == "question 6"
        assert game.decision() == waiting and game_state(game) == before
    for number in range(5, QUESTIONS):
        game.answer(answer_of(number))
    assert alice.life == 20 + sum(answer_of(n) == "yes" for n in range(QUESTIONS))
    assert len(entered) == 2 + 3  # the three tries took the long way, the answers not


def test_an_answer_refused_leaves_another_game_changed_meanwhile_as_it_is(
    new_game: NewGame,
) -> None:
    """A copy listed Bob's actions just before the original's Questioner began resolving
    and asked; while it waits, a Forest of Bob's enters the copy. The original's answer
    is refused (its plugin raises) and undone whole (732); the copy's listing still
    follows the copy's state (its new Forest's mana ability, 605.3a), as a saved and
    restored copy's does: the undo doesn't make the copy's earlier findings current."""
    entered: list[int] = []
    card = questioner(entered)
    game = new_game(cards=[card])
    alice, bob = game.players
    game.add_card(card.name, alice, "hand")
    game.add_card("Forest", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    (cast,) = [a for a in game.decision().options if isinstance(a, Cast)]
    game.answer(cast)
    game.answer(PASS)
    twin = game.copy(log="off")
    assert len(twin.legal_actions()) == 2  # pass, or tap the Forest
    game.answer(PASS)
    assert game.decision().prompt == "question 0"
    twin.add_card("Forest", twin.players[1])
    with pytest.raises(CardPluginError, match=r"Questioner.*resolve_spell"):
        game.answer("explode")
    listed = twin.legal_actions()  # before anything else moves the versions
    assert listed == Game.from_json(twin.to_json(), cards=[card]).legal_actions()
    assert len(listed) == 3


def _anthem_and_bears(new_game: NewGame) -> tuple[Game, GameObject]:
    """A game with Glorious Anthem and Grizzly Bears of Alice's: the Bears 3/3, kept
    through the layers while the Anthem is in force."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Glorious Anthem", alice)
    bears = game.add_card("Grizzly Bears", alice)
    assert (bears.controller.name, bears.power) == ("Alice", 3)
    return game, bears


def _overlapping(
    a_inside: Callable[[], None], b_inside: Callable[[], None], b_later: Callable[[], None]
) -> None:
    """Two trials on two threads: A's opens, then B's inside it; A's closes while B's is
    open, then B's. ``a_inside`` and ``b_inside`` run inside them, ``b_later`` in B's
    once A's has closed."""
    a_open, b_open, a_closed = threading.Event(), threading.Event(), threading.Event()

    def run_a() -> None:
        with trial():
            a_inside()
            a_open.set()
            b_open.wait(10)
        a_closed.set()

    def run_b() -> None:
        a_open.wait(10)
        with trial():
            b_inside()
            b_open.set()
            a_closed.wait(10)
            b_later()

    threads = [threading.Thread(target=run_a), threading.Thread(target=run_b)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)


def test_trials_open_on_two_threads_at_once_keep_their_games_apart(new_game: NewGame) -> None:
    """Two games driven on two threads, each inside a trial at once, B's opened inside
    A's and closed after it (613.1b, 613.4c: Grizzly Bears made Bob's lose the pump of
    Alice's Glorious Anthem). A's trial closing doesn't make B read, inside its own,
    what it found before it (Bob's Bears as Alice's 3/3); B's closing after A's doesn't
    make A read, once both are over, what it found inside its trial (Alice's Bears as
    Bob's 2/2)."""
    game_a, bears_a = _anthem_and_bears(new_game)
    game_b, bears_b = _anthem_and_bears(new_game)
    read: list[tuple[str, int]] = []

    def a_gains_life() -> None:
        game_a.gain_life(game_a.players[0], 1)

    def b_takes() -> None:
        bears_b.base_controller = game_b.players[1]

    def b_reads() -> None:
        read.append((bears_b.controller.name, bears_b.power))

    _overlapping(a_gains_life, b_takes, b_reads)
    assert read == [("Bob", 2)]

    def a_takes_and_reads() -> None:
        bears_a.base_controller = game_a.players[1]
        read.append((bears_a.controller.name, bears_a.power))

    def b_gains_life() -> None:
        game_b.gain_life(game_b.players[0], 1)

    _overlapping(a_takes_and_reads, b_gains_life, lambda: None)
    assert read[1:] == [("Bob", 2)]
    assert (bears_a.controller.name, bears_a.power) == ("Alice", 3)
    assert (bears_b.controller.name, bears_b.power) == ("Alice", 3)


def test_an_action_failing_on_one_thread_leaves_a_trial_open_on_another_as_it_is(
    new_game: NewGame,
) -> None:
    """Game B's trial (one thread) makes its Bears Bob's and reads them (2/2, 613.1b),
    then, while game A's action (another thread) is under way, gives them back to Alice;
    A's action then fails (its plugin raises) and is undone whole. B, still in its trial,
    reads its Bears as they are, Alice's 3/3: A's undo doesn't bring back the version B
    had read them at."""
    a_under_way, b_gave_back = threading.Event(), threading.Event()

    def resolve_spell(game: Game, spell: GameObject) -> None:
        a_under_way.set()
        b_gave_back.wait(10)
        raise ValueError("the plugin fails")

    failing = load_card_text(
        'name = "Failing Sorcery"\nmana_cost = "{R}"\ntypes = ["Sorcery"]\n[spell]\n',
        plugin=SimpleNamespace(resolve_spell=hookimpl(resolve_spell)),
    )
    game_a = new_game(cards=[failing])
    alice_a = game_a.players[0]
    game_a.begin_at(alice_a, Step.MAIN1)
    game_a.add_mana(alice_a, "{R}")
    game_a.cast(game_a.add_card("Failing Sorcery", alice_a, "hand"))
    game_b, bears_b = _anthem_and_bears(new_game)
    b_read, read = threading.Event(), []

    def run_a() -> None:
        b_read.wait(10)
        with pytest.raises(CardPluginError, match="Failing Sorcery"):
            game_a.resolve_stack()

    def run_b() -> None:
        with trial():
            bears_b.base_controller = game_b.players[1]
            read.append((bears_b.controller.name, bears_b.power))
            b_read.set()
            a_under_way.wait(10)
            bears_b.base_controller = game_b.players[0]
            b_gave_back.set()
            thread_a.join(10)
            read.append((bears_b.controller.name, bears_b.power))

    thread_a, thread_b = threading.Thread(target=run_a), threading.Thread(target=run_b)
    thread_a.start()
    thread_b.start()
    thread_b.join(10)
    assert read == [("Bob", 2), ("Alice", 3)]
