"""The game: the public facade of the kernel (``docs/api.md``).

:class:`Game` is the kernel's core (:class:`~cardhost.kernel.core.GameCore`: the state
and its services) with every action players and cards can take, each the public function
of the rule module that owns it, bound here as a method. Each action is atomic: an
illegal one raises :class:`IllegalActionError` naming the rule and changes nothing. After
every action the game checks state-based actions and puts waiting triggered abilities on
the stack (117.5).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from cardhost.kernel import (
    casting,
    combat,
    counting,
    decisions,
    effects,
    face_down,
    game_flow,
    information,
    keyword_actions,
    layers,
    library_top,
    mana_abilities,
    passing,
    player_rules,
    priority,
    progress,
    resolution,
    resolution_costs,
    responses,
    sacrificing,
    saved_games,
    settling,
    skipping,
    snapshots,
    suspending,
    unearthing,
    zone_changes,
)
from cardhost.kernel.choices import Chooser
from cardhost.kernel.core import GameCore, step_named, zone_named
from cardhost.kernel.could_produce import could_produce
from cardhost.kernel.decisions import Decision
from cardhost.kernel.log import LogSink
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.stack import StackAbility
from cardhost.loading.catalog import Catalog
from cardhost.model.actions import Action
from cardhost.model.definitions import CardDefinition
from cardhost.model.errors import IllegalActionError
from cardhost.model.events import ZoneChanged
from cardhost.model.mana import ManaType

__all__ = ["Game", "step_named", "zone_named"]


class Game(GameCore):
    """A game of Magic between two or more players (103).

    ``Game(["Alice", "Bob"])`` uses the bundled cards; pass ``catalog`` for others and
    ``cards`` for extra definitions (for example from :func:`load_card_text`). The game
    registers the built-in rule plugins and, as each card first appears, that card's
    plugin only. A loop of mandatory actions makes the game a draw (104.4b), or, with
    ``mandatory_loops="error"``, an error that leaves the game as it was. ``log`` is
    ``"full"`` (the whole log kept), ``"off"``, or a sink each action's entries are
    streamed to once it succeeds (:class:`LogStream`), for long runs in flat memory.
    """

    # ----------------------------------------------------------------- what the core asks
    settle = settling.settle
    characteristics_of = staticmethod(layers.characteristics)
    controller_of = staticmethod(layers.controller)
    mana_abilities_of = staticmethod(layers.mana_abilities)
    paid_by_any = resolution_costs.paid_by_any
    offer_ways = resolution_costs.offer_ways
    madness_cast = resolution_costs.madness_cast

    # ----------------------------------------------------------------- set-up and turns
    add_card = zone_changes.add_card
    start = game_flow.start
    begin_at = game_flow.begin_at
    restart = game_flow.restart
    concede = decisions.concede
    add_extra_turn = effects.add_extra_turn
    pass_priority = passing.pass_priority
    resolve_top = passing.resolve_top
    advance = passing.advance
    advance_to = progress.advance_to
    next_turn = progress.next_turn
    resolve_stack = progress.resolve_stack
    decide = progress.decide

    # ----------------------------------------------------------------- player actions
    play_land = casting.play_land
    cast = casting.cast
    cast_without_paying = casting.cast_without_paying
    cast_for = casting.cast_for
    cast_suspended = suspending.cast_suspended
    unearth = unearthing.unearth
    remove_time_counter = suspending.remove_time_counter
    activate = casting.activate
    cycle = casting.cycle
    turn_face_up = face_down.turn_face_up
    suspend = suspending.suspend
    activate_mana_ability = mana_abilities.activate_mana_ability
    declare_attackers = combat.declare_attackers
    declare_blockers = combat.declare_blockers
    declare_blocks_of = combat.declare_blocks_of
    remove_from_combat = combat.remove_from_combat

    # ----------------------------------------------------------------- effects
    count = counting.count
    trigger = resolution.trigger
    add_mana = effects.add_mana
    add_mana_from = mana_abilities.add_mana_from
    draw = effects.draw
    discard = effects.discard
    mill = effects.mill
    gain_life = effects.gain_life
    lose_life = effects.lose_life
    give_poison = effects.give_poison
    deal_damage = effects.deal_damage
    deal_damage_each = effects.deal_damage_each
    destroy = effects.destroy
    destroy_all = effects.destroy_all
    regenerate = effects.regenerate
    prevent_damage = effects.prevent_damage
    redirect_damage = effects.redirect_damage
    copy_spell = effects.copy_spell
    sacrifice = effects.sacrifice
    sacrifice_chosen = sacrificing.sacrifice_chosen
    sacrifice_pile = sacrificing.sacrifice_pile
    exile = effects.exile
    return_to_hand = effects.return_to_hand
    tap = effects.tap
    untap = effects.untap
    add_counters = effects.add_counters
    remove_counters = effects.remove_counters
    grant_keyword = effects.grant_keyword
    create_effect = effects.create_effect
    transform = effects.transform
    create_token = effects.create_token
    create_token_copies = effects.create_token_copies
    land_plays = player_rules.land_plays
    flip_coin = effects.flip_coin
    attach = effects.attach
    investigate = effects.investigate
    put_onto_battlefield = effects.put_onto_battlefield
    move_to = effects.move_to
    shuffle = effects.shuffle
    search_library = effects.search_library
    scry = library_top.scry
    surveil = library_top.surveil
    rearrange_top = library_top.rearrange_top
    look_at_top = library_top.look_at_top
    put_from_hand_on_library = library_top.put_from_hand_on_library
    skip_next = skipping.skip_next
    give_energy = effects.give_energy
    reveal_hand = effects.reveal_hand
    look_at_hand = effects.look_at_hand
    bolster = keyword_actions.bolster
    explore = keyword_actions.explore
    proliferate = keyword_actions.proliferate
    cascade = keyword_actions.cascade
    counter = effects.counter

    # ----------------------------------------------------------------- queries
    def legal_targets(self, item: GameObject | StackAbility) -> list[GameObject | Player]:
        """The targets of a spell or ability that are still legal (608.2b), in the order
        they were chosen: what its instructions act on as it resolves."""
        if not isinstance(item, StackAbility):
            self.of_this_game(item)
        return resolution.legal_targets(self, item)

    def looking_back(self, card: CardDefinition, event: ZoneChanged) -> list[GameObject]:
        """The permanents of ``card`` on the battlefield just before ``event`` (603.10a):
        those still there, and those that left with it at the same time, as they last
        existed. What a "leaves the battlefield" or "dies" ability of ``card`` sees."""
        present = self.permanents(card)
        gone = [
            o
            for o in event.simultaneous
            if o.rules_card is card and all(o is not p for p in present)
        ]
        return [*present, *gone]

    def follow(self, obj: GameObject) -> GameObject | None:
        """The object ``obj``'s card is now: after a zone change the card is a new object
        (400.7), which this finds by the card's identity (``card_id``, the same in every
        zone). ``obj`` itself if it hasn't moved; ``None`` for a token that ceased to
        exist (704.5d, 111.7) or a card that left the game (800.4a)."""
        self.of_this_game(obj)
        if obj.zone is not None:
            return obj
        return next((o for o in self.all_objects() if o.card_id == obj.card_id), None)

    def could_produce(self, permanent: GameObject) -> frozenset[ManaType]:
        """The types of mana ``permanent`` could produce now (106.7): every mana ability,
        under every applicable replacement effect in every order, costs ignored."""
        return could_produce(self, self.existing(permanent))

    def attack_options(self) -> dict[GameObject, list[Player]]:
        """While attackers are awaited (508.1), each creature the active player could
        declare as an attacker and the players it could attack, each checked on its own:
        a declaration is any choice of them, ``declare_attackers`` checks it whole."""
        return combat.attack_options(self)

    def block_options(self) -> dict[GameObject, list[GameObject]]:
        """While blockers are awaited (509.1), each creature that could block and the
        attackers it could block, each checked on its own (menace, 702.111b, needs two
        or more together: ``declare_blockers`` checks the declaration whole)."""
        return combat.block_options(self)

    def required_blockers(self) -> list[GameObject]:
        """While blockers are awaited, the creatures that block each combat if able and
        are able to (509.1c): a declaration leaving one out is refused."""
        return combat.required_blockers(self)

    def spells_cast_this_turn(self, player: Player | str | None = None) -> int:
        """How many spells ``player`` (or all players) cast this turn (601.2i): a
        storm count (702.40a) with the storm spell among them."""
        counts = self.spells_this_turn
        if player is None:
            return sum(counts)
        return counts[self.as_player(player).index] if counts else 0

    def blockers_of(self, attacker: GameObject) -> tuple[GameObject, ...]:
        """The creatures blocking ``attacker`` now (509.1h, 506.4); none outside combat."""
        return self.combat.blockers_of(attacker) if self.combat is not None else ()

    def defending_player(self, attacker: GameObject) -> Player | None:
        """The player ``attacker`` attacks, or whose planeswalker it attacks (506.2,
        508.5), or, removed from combat, the one it attacked before (508.5); ``None``
        for a creature that didn't attack in this combat."""
        return self.combat.defending_player(attacker) if self.combat is not None else None

    def attacked(self, attacker: GameObject) -> Player | GameObject | None:
        """What ``attacker`` attacks (506.2, 508.1b): a player, or a planeswalker while
        that is still in combat; ``None`` for a creature not attacking."""
        return self.combat.attacked(attacker) if self.combat is not None else None

    def decisions(self) -> list[Action]:
        """How the player with priority could respond now: pass, then each spell they
        could cast and each ability they could activate (lands and mana abilities aside:
        :meth:`legal_actions` has them)."""
        holder = priority.holder(self, "decide")
        return responses.legal_actions(self, holder, responses_only=True)

    def legal_actions(self, player: Player | str | None = None) -> list[Action]:
        """Everything ``player`` (by default whoever has priority) may do now, as values
        (``cardhost.Pass``, ``PlayLand``, ``Cast``, ``Activation``, ``ManaActivation``):
        none unless they have priority (117.1); each found by trying it with the first
        legal choices and undoing the try. :meth:`apply` takes one."""
        return responses.legal_actions_of(self, player)

    def apply(self, action: Action) -> Any:
        """Take ``action`` (from :meth:`legal_actions`), as the game method it stands for:
        refused, with the game unchanged, if it is no longer legal."""
        return responses.apply(self, action)

    # ----------------------------------------------------------------- decisions as values
    def decision(self) -> Decision | None:
        """The decision the game waits for, as a value (``None`` once it is over): a
        choice an action stopped at, attackers (508.1) or blockers (509.1) to declare,
        or what the player with priority does (117.1). For a program that drives the
        game step by step instead of answering a chooser (``docs/embedding.md``)."""
        return decisions.decision(self)

    def answer(self, answer: Any) -> Decision | None:
        """Answer :meth:`decision` (with an option, its name, or its place among the
        options) and go on; the next decision. A choice an action asks
        that isn't answered yet stops it, undone, until it is: nothing is half done while
        a decision waits. A bad answer is refused and changes nothing."""
        return decisions.answer(self, answer)

    def start_with_decisions(
        self, starting_player: Player | str | None = None, *, opening_hands: bool = True
    ) -> Decision | None:
        """Start the game as :meth:`start` does, each choice it asks (keeping a hand or
        taking a mulligan, 103.5) waiting as a decision (:meth:`decision`,
        :meth:`answer`) instead of going to the chooser; the first decision. Nothing
        is dealt until every choice is answered: the start is undone while one waits."""
        first = self.as_player(starting_player) if starting_player else self.players[0]
        if self.turn_number:
            raise IllegalActionError("103.1", "the game has already started")
        return decisions.begin(self, first.name, opening_hands)

    # ----------------------------------------------------------------- what a player knows
    def observation(self, player: Player | str) -> dict[str, Any]:
        """What ``player`` may know now (400.2), as plain values: their hand, every
        public zone, how many cards each hidden zone holds, the hidden cards they have
        seen, the decision waiting (its options only if it is theirs)."""
        return information.observation(self, player)

    def events_for(self, player: Player | str) -> list[dict[str, Any]]:
        """The log's events as ``player`` sees them (400.2), as JSON values: a card
        moved between hidden zones only its owner sees shown as that one moved
        (``docs/events.md``). Empty while the log is off."""
        return information.events_for(self, player)

    def determinize(
        self, player: Player | str, rng: random.Random, *, chooser: Chooser | None = None
    ) -> Game:
        """A copy in which what ``player`` can't see (the cards of hidden zones they
        haven't seen, face-down cards of others) is drawn again from ``rng``,
        consistently with what they have seen: the same :meth:`observation` and legal
        actions for them, nothing of what they couldn't know (``docs/agents.md``).
        ``chooser`` answers the copy's choices (by default a copy of this game's)."""
        return information.determinize(self, player, rng, chooser)  # type: ignore[return-value]

    # ----------------------------------------------------------------- copies and saves
    def copy(self, *, log: str = "full") -> Game:
        """An independent game that plays on from this one's state: zones, statuses,
        counters, effects in force, the stack, the turn and step, a decision waiting, the
        chooser's state and the random generator's; card definitions are shared. Its log
        is ``"full"`` (the entries so far, copied) or ``"off"`` (cheaper, for a search);
        a streamed log is not copied. Not while an action runs."""
        return snapshots.copy_game(self, log)  # type: ignore[return-value]

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:
        """``copy.deepcopy``: :meth:`copy` (its log as this game's), each of its objects
        held elsewhere in what is copied with it (a policy's, an environment's) the
        copy's own too."""
        return snapshots.copy_game(self, "full", memo)  # type: ignore[return-value]

    def to_json(self) -> str:
        """The whole game saved as JSON text (``docs/embedding.md``): what
        :meth:`from_json` restores, to continue exactly as this game would. Not while an
        action runs; a chooser other than cardhost's own is not saved."""
        return saved_games.to_json(self)

    @classmethod
    def from_json(
        cls,
        text: str | bytes,
        *,
        catalog: Catalog | None = None,
        cards: Iterable[CardDefinition] = (),
        chooser: Chooser | None = None,
        log: str | LogSink | None = None,
    ) -> Game:
        """The game ``text`` (from :meth:`to_json`) saved, with ``catalog``'s cards (the
        bundled ones by default) and ``cards``; ``chooser`` and ``log`` replace the
        saved ones. A :class:`SnapshotError` says what and where for text that is not a
        saved game of this version, a card the catalog lacks, or a value out of place."""
        return saved_games.from_json(  # type: ignore[return-value]
            cls, text, catalog=catalog, cards=cards, chooser=chooser, log=log
        )
