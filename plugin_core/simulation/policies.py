"""The built-in policies: ``pass`` (does nothing: the goldfish's opponent), ``goldfish``
(plays a land, casts what it can by mana value, attacks with everything), ``random``
(a uniformly random legal action and answer: a fuzzer for card authors), and
``heuristic`` (a simple duel player that also blocks, counters and trades)."""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Callable, Mapping
from typing import Any

from cardhost.kernel.casting import cost_to_cast, flashback_cost
from cardhost.kernel.choices import Choice, ChoiceKind
from cardhost.kernel.combat import Defender
from cardhost.kernel.game import Game
from cardhost.kernel.journal import trial
from cardhost.kernel.mulligans import KEEP, MULLIGAN
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.payment_keywords import PAY_WITH_MANA
from cardhost.kernel.stack import StackAbility
from cardhost.model.actions import PASS, Action, Activation, PlayLand
from cardhost.model.errors import CardhostError, CardPluginError
from cardhost.model.turns import END, MAIN1, MAIN2
from cardhost.model.zones import HAND
from cardhost.simulation.payment_plan import (
    CastPlan,
    needed_mana,
    plan_cast,
    plan_suspend,
    plan_turn_face_up,
)
from cardhost.simulation.policy import DEFER, Policy, must_attack, must_block

MAIN_PHASES = (MAIN1, MAIN2)
HARMFUL_WORDS = (
    "damage",
    "destroy",
    "loses",
    "counter target",
    "exile",
    "gain control",
    "can't",
    "sacrifice",
    "-",
)
"""Words of an effect that a player aims at an opponent's side (a heuristic)."""


class Passive(Policy):
    """Does nothing: passes, never attacks nor blocks (``pass``)."""


class Goldfish(Policy):
    """Keeps an opening hand of two lands or more and two spells or more, or of five
    cards or fewer (103.5); plays a land (one that enters untapped and adds a colour its
    hand lacks first), casts the spells it can afford, the largest mana value first, in
    its main phases, and attacks with every creature that can (``goldfish``)."""

    def spared(self, game: Game, player: Player) -> Callable[[GameObject], bool] | None:
        """The creatures not to tap for mana now (``None``: any may be tapped)."""
        return None

    def __init__(self, rng: Any) -> None:
        super().__init__(rng)
        self._queue: deque[Action] = deque()
        self._paying_for: GameObject | None = None
        self._ability_text = ""

    def act(self, game: Game, player: Player) -> Action:
        self._ability_text = ""  # the ability last activated has chosen its targets
        if self._queue:
            return self._queue.popleft()
        if game.active_player is player and game.step in MAIN_PHASES and not game.stack:
            land = self._land(game, player)
            if land is not None:
                return land
            cast = self._cast(game, player, self._spells(game, player))
            if cast is PASS:
                cast = self._suspend(game, player)
            if cast is PASS:
                cast = self._turn_face_up(game, player)
            return cast if cast is not PASS else self._loyalty(game, player)
        return self.respond(game, player)

    def _loyalty(self, game: Game, player: Player) -> Action:
        """A loyalty ability of one of its planeswalkers (606.3): the one that removes
        the most loyalty counters and leaves it on the battlefield, else the first; a -X
        ability with the greatest X that leaves it one (107.7, 606.6), never X = 0."""
        legal = game.legal_actions(player) if self._has_planeswalker(game, player) else []
        best: tuple[int, Activation] | None = None
        for action in legal:
            if not isinstance(action, Activation):
                continue
            permanent = next((p for p in game.battlefield if p.id == action.permanent), None)
            if permanent is None:  # a card's in a graveyard (113.6k)
                continue
            cost = permanent.activated_abilities[action.index].cost
            if cost.loyalty is None:
                continue
            besides = cost.loyalty_removed_besides  # 606.6: what its other costs remove
            change = cost.loyalty - besides
            if cost.loyalty_x and action.x is None:
                most = (permanent.loyalty or 0) - besides - 1
                if most < 1:
                    continue
                change, action = -most - besides, dataclasses.replace(action, x=most)
            if (permanent.loyalty or 0) + change < 1:
                continue
            if best is None or change < best[0]:
                best = (change, action)
        if best is None:
            return PASS
        self._ability_text = best[1].text
        return best[1]

    def _has_planeswalker(self, game: Game, player: Player) -> bool:
        return bool(game.permanents(controller=player, card_type="Planeswalker"))

    def respond(self, game: Game, player: Player) -> Action:
        """What to do with priority outside its own main phase with an empty stack."""
        return PASS

    def _spells(self, game: Game, player: Player) -> list[GameObject]:
        """The cards in hand it would cast now, the largest mana value first, then those
        in its graveyard it could cast with flashback (702.34a)."""
        spells = [card for card in player.hand if not card.is_land]
        again = [card for card in player.graveyard if flashback_cost(card)]
        return sorted(spells, key=lambda c: (-c.mana_value, c.id)) + again

    def _cast(self, game: Game, player: Player, cards: list[GameObject]) -> Action:
        """The first action of a plan to cast the first of ``cards`` it can afford."""
        for card in cards:
            self._paying_for = card
            plan = plan_cast(game, player, card, spare=self.spared(game, player))
            if plan is None and card.zone is HAND and card.face.morph is not None:  # 702.37c
                plan = plan_cast(
                    game, player, card, spare=self.spared(game, player), face_down=True
                )
            if plan is not None and not self._harms_only_itself(game, player, card, plan):
                self._queue.extend(plan.actions)
                return self._queue.popleft()
        self._paying_for = None
        return PASS

    def _harms_only_itself(
        self, game: Game, player: Player, card: GameObject, plan: CastPlan
    ) -> bool:
        """Whether a harmful spell would target only ``player``'s own side (a lone legal
        target is taken without asking: Pacifism with only its own creature to enchant)."""
        if not _harmful(card.face.oracle_text):
            return False
        with trial():
            for action in plan.actions:
                game.apply(action)
            targets = tuple(getattr(game.stack[-1], "targets", ()))
        return bool(targets) and all(_on_side_of(t, player) for t in targets)

    def _suspend(self, game: Game, player: Player) -> Action:
        """The first action of a plan to suspend a card in its hand it couldn't cast
        (702.62a), the first it can pay for."""
        self._paying_for = None
        for card in player.hand:
            plan = plan_suspend(game, player, card, spare=self.spared(game, player))
            if plan is not None:
                self._queue.extend(plan)
                return self._queue.popleft()
        return PASS

    def _turn_face_up(self, game: Game, player: Player) -> Action:
        """The first action of a plan to turn one of its face-down permanents face up
        (702.37e), the first it can pay for."""
        self._paying_for = None
        for permanent in game.permanents(controller=player):
            plan = plan_turn_face_up(game, player, permanent, spare=self.spared(game, player))
            if plan is not None:
                self._queue.extend(plan)
                return self._queue.popleft()
        return PASS

    def _land(self, game: Game, player: Player) -> Action | None:
        """The land to play: entering untapped first, then adding the most colours the
        hand's spells ask for that its lands don't add (a trial of each)."""
        if player.lands_played >= game.land_plays(player) or game.stack:  # 305.2
            return None
        wanted = self._colours_wanted(game, player)
        best: tuple[tuple[bool, int], PlayLand] | None = None
        for card in player.hand:
            if not card.is_land:
                continue
            try:
                with trial():
                    land = game.play_land(card)
                    untapped = land is not None and not land.tapped
                    adds = len(wanted & game.could_produce(land)) if land is not None else 0
            except CardPluginError:  # a card's fault, not a choice refused
                raise
            except CardhostError:
                continue
            key = (untapped, adds)
            if best is None or key > best[0]:
                best = (key, PlayLand(card.id, card.name))
        return None if best is None else best[1]

    def _colours_wanted(self, game: Game, player: Player) -> set[Any]:
        asked = {t for card in player.hand for t in needed_mana(card.mana_cost, player.mana_pool)}
        for land in game.permanents(controller=player, card_type="Land"):
            asked -= game.could_produce(land)
        return asked

    def attack(
        self, game: Game, player: Player, options: Mapping[GameObject, list[Defender]]
    ) -> dict[GameObject, Defender]:
        return {creature: defenders[0] for creature, defenders in options.items()}

    def choose(self, choice: Choice) -> Any:
        kind = choice.kind
        if kind in (ChoiceKind.COLOR, ChoiceKind.MANA_TYPE, ChoiceKind.MANA):
            return self._mana_choice(choice)
        if kind is ChoiceKind.TARGET:
            return self._target(choice)
        if kind is ChoiceKind.DISCARD:  # 514.1: the costliest spell goes first
            return max(choice.options, key=lambda c: (not c.is_land, c.mana_value, -c.id))
        if kind is ChoiceKind.SACRIFICE:
            return min(choice.options, key=lambda c: (not c.is_token, c.mana_value, c.id))
        if kind is ChoiceKind.MULLIGAN:
            return KEEP if _keeps(choice.cards) else MULLIGAN
        if kind is ChoiceKind.BOTTOM:
            return _to_bottom(choice.options)
        if kind is ChoiceKind.PILE:
            return _pile(choice)
        if kind in (ChoiceKind.CONVOKE, ChoiceKind.IMPROVISE, ChoiceKind.DELVE):
            return PAY_WITH_MANA  # 601.2h: its plan taps lands for the whole cost
        if kind is ChoiceKind.SOURCE:  # 609.7a: an opponent's, the likeliest to hurt
            theirs = [o for o in choice.options if not _on_side_of(o, choice.player)]
            return max(theirs or choice.options, key=lambda o: (o.power, -o.id))
        if kind in (ChoiceKind.SCRY, ChoiceKind.SURVEIL) and choice.cards:
            keep = _keeps_on_top(choice.player, choice.cards[0])
            return choice.options[0] if keep else choice.options[1]
        return DEFER

    def _mana_choice(self, choice: Choice) -> Any:
        """The colour (or type, or way of adding mana) the spell being paid for lacks most."""
        card = self._paying_for
        if card is None:
            return DEFER
        for lacking in needed_mana(cost_to_cast(card), choice.player.mana_pool):
            for option in choice.options:
                if option == lacking or option == lacking.color:
                    return option
                if getattr(option, "count", None) and _adds(option, lacking):
                    return option
        return DEFER

    def _target(self, choice: Choice) -> Any:
        """An opponent's side for a harmful effect, its own side for another."""
        me = choice.player
        spell = self._paying_for.face.oracle_text if self._paying_for else ""
        text = spell + self._ability_text + choice.prompt
        harmful = _harmful(text)

        def mine(option: Any) -> bool:
            return _on_side_of(option, me)

        chosen = [o for o in choice.options if not isinstance(o, str)]  # "no more targets"
        preferred = [o for o in chosen if mine(o) != harmful]
        if not preferred:  # "up to" targets: none rather than one on the wrong side
            return next((o for o in choice.options if isinstance(o, str)), DEFER)
        players = [o for o in preferred if isinstance(o, Player)]
        if harmful and players:
            return players[0]
        return max(preferred, key=lambda o: (getattr(o, "mana_value", 0), -getattr(o, "id", 0)))


def _keeps(hand: tuple[GameObject, ...]) -> bool:
    """Whether to keep ``hand`` (103.5): one of five cards or fewer, or one with two lands
    or more and two spells or more."""
    lands = sum(card.is_land for card in hand)
    return len(hand) <= 5 or 2 <= lands <= len(hand) - 2


def _keeps_on_top(player: Player, card: GameObject) -> bool:
    """Whether to keep ``card`` on top as ``player`` scries or surveils (701.22a,
    701.25a): a land while their hand holds fewer than two, a spell while it holds one."""
    lands = sum(c.is_land for c in player.hand)
    return lands < 2 if card.is_land else lands > 0


def _to_bottom(hand: tuple[GameObject, ...]) -> GameObject:
    """The card of ``hand`` to put on the bottom after a mulligan (103.5): a land while
    the hand holds more lands than three sevenths of the cards it would keep (rounded),
    else the costliest spell."""
    lands = [card for card in hand if card.is_land]
    if len(lands) > round((len(hand) - 1) * 3 / 7):
        return max(lands, key=lambda c: c.id)
    return max((c for c in hand if not c.is_land), key=lambda c: (c.mana_value, c.id))


def _at_planeswalkers(
    attacks: dict[GameObject, Defender], options: Mapping[GameObject, list[Defender]]
) -> dict[GameObject, Defender]:
    """``attacks`` with attackers sent at the planeswalkers they could attack (506.3),
    the largest first, each planeswalker until their power matches its loyalty."""
    left: dict[GameObject, int] = {}
    for creature in sorted(attacks, key=lambda c: (-c.power, c.id)):
        for defender in options[creature]:
            if isinstance(defender, GameObject):
                need = left.setdefault(defender, defender.loyalty or 0)
                if need > 0:
                    attacks[creature] = defender
                    left[defender] = need - creature.power
                    break
    return attacks


def _pile(choice: Choice) -> Any:
    """Separating (700.3): each permanent into the pile worth less so far, to make them
    even; choosing a pile to sacrifice: the one worth less. A permanent is worth its
    mana value and one."""
    return min(choice.options, key=lambda pile: sum(p.mana_value + 1 for p in pile.permanents))


def _harmful(text: str) -> bool:
    """Whether an effect's words aim it at an opponent's side (a heuristic)."""
    return any(word in text.lower() for word in HARMFUL_WORDS)


def _on_side_of(option: Any, player: Player) -> bool:
    """Whether ``option`` is ``player`` or an object ``player`` controls."""
    if isinstance(option, Player):
        return option is player
    return getattr(option, "controller", None) is player


def _adds(amount: Any, lacking: Any) -> bool:
    try:
        return bool(amount.count(lacking))
    except (AttributeError, TypeError, KeyError):
        return False


class RandomPolicy(Policy):
    """A uniformly random legal action at each priority, random attackers and blockers,
    and a random option for every choice (``random``): a fuzzer for card authors.

    An action is listed as legal for some choices (the first ones); random choices may
    make it illegal (a hybrid symbol paid with a colour the pool lacks, 601.2h). So each
    action drawn is tried first, with random choices, and another is drawn if it fails;
    the one kept is then taken with the same choices, replayed."""

    def __init__(self, rng: Any) -> None:
        super().__init__(rng)
        self._tried: list[int] | None = None
        self._replay: deque[int] = deque()

    def act(self, game: Game, player: Player) -> Action:
        actions: list[Action] = game.legal_actions(player)
        while actions:
            action = actions.pop(self.rng.randrange(len(actions)))
            if action == PASS:
                return PASS
            self._tried = []
            try:
                with trial():
                    game.apply(action)
            except CardPluginError:  # a card's fault, not a choice refused
                raise
            except CardhostError:
                continue
            finally:
                tried, self._tried = self._tried, None
            self._replay = deque(tried)
            return action
        return PASS

    def attack(
        self, game: Game, player: Player, options: Mapping[GameObject, list[Defender]]
    ) -> dict[GameObject, Defender]:
        return must_attack(options) | {
            creature: defenders[self.rng.randrange(len(defenders))]
            for creature, defenders in options.items()
            if self.rng.random() < 0.5
        }

    def block(
        self, game: Game, player: Player, options: Mapping[GameObject, list[GameObject]]
    ) -> dict[GameObject, GameObject]:
        blocks = {
            blocker: attackers[self.rng.randrange(len(attackers))]
            for blocker, attackers in options.items()
            if self.rng.random() < 0.5
        }
        return must_block(game, options, _without_lone_menace_blocks(blocks))

    def choose(self, choice: Choice) -> Any:
        """A random option, by its place among the options: replayed from the trial of
        the action being taken, if there was one."""
        if self._tried is None and self._replay:
            return choice.options[self._replay.popleft()]
        index = self.rng.randrange(len(choice.options))
        if self._tried is not None:
            self._tried.append(index)
        return choice.options[index]


def _without_lone_menace_blocks(
    blocks: dict[GameObject, GameObject],
) -> dict[GameObject, GameObject]:
    """``blocks`` less any lone blocker of an attacker with menace (702.111b)."""
    count: dict[int, int] = {}
    for attacker in blocks.values():
        count[attacker.id] = count.get(attacker.id, 0) + 1
    return {b: a for b, a in blocks.items() if not (a.has_keyword("menace") and count[a.id] < 2)}


def _could_block(blocker: GameObject, attacker: GameObject) -> bool:
    """Whether ``blocker`` could block ``attacker`` as far as flying goes (702.9b, 702.17b)."""
    if not attacker.has_keyword("flying"):
        return True
    return blocker.has_keyword("flying") or blocker.has_keyword("reach")


class Heuristic(Goldfish):
    """A simple duel player (``heuristic``): plays as ``goldfish`` but keeps creatures
    that could attack untapped, counters an opponent's spell, casts instants at the end
    of an opponent's turn, attacks with what no untapped blocker would kill for free,
    everything when that is lethal, and blocks to kill, to survive, or to stay alive."""

    def spared(self, game: Game, player: Player) -> Callable[[GameObject], bool] | None:
        """Before combat on its own turn, the creatures that could attack: untapped, with
        power, no defender, under its control since the turn began (302.6, 702.3b)."""
        if game.step is not MAIN1 or game.active_player is not player:
            return None
        return lambda c: (
            c.power > 0 and not c.tapped and not c.summoning_sick and not c.has_keyword("defender")
        )

    def respond(self, game: Game, player: Player) -> Action:
        top = game.stack[-1] if game.stack else None
        instants = [c for c in self._spells(game, player) if c.is_type("Instant")]
        if top is not None and not isinstance(top, StackAbility) and top.controller is not player:
            counters = [c for c in instants if "counter target spell" in c.face.oracle_text.lower()]
            return self._cast(game, player, counters)
        if top is None and game.step is END and game.active_player is not player:
            return self._cast(game, player, instants)
        return PASS

    def attack(
        self, game: Game, player: Player, options: Mapping[GameObject, list[Defender]]
    ) -> dict[GameObject, Defender]:
        if not options:
            return {}
        defender = next(iter(options.values()))[0]
        blockers = [
            c for c in game.permanents(controller=defender, card_type="Creature") if not c.tapped
        ]
        powers = sorted((c.power for c in options), reverse=True)
        if sum(powers[len(blockers) :]) >= defender.life:  # each blocker stops one at most
            return {creature: defenders[0] for creature, defenders in options.items()}
        safe = {
            creature: defenders[0]
            for creature, defenders in options.items()
            if creature.power > 0
            and not any(
                b.power >= creature.toughness > 0 and b.toughness > creature.power
                for b in blockers
                if _could_block(b, creature)
            )
        }
        return must_attack(options) | _at_planeswalkers(safe, options)

    def block(
        self, game: Game, player: Player, options: Mapping[GameObject, list[GameObject]]
    ) -> dict[GameObject, GameObject]:
        blocks: dict[GameObject, GameObject] = {}
        free = dict(options)
        attackers = sorted(
            {a.id: a for attackers in options.values() for a in attackers}.values(),
            key=lambda a: (-a.power, a.id),
        )
        for attacker in attackers:
            if attacker.has_keyword("menace"):
                continue
            able = [b for b, can in free.items() if attacker in can]
            good = [b for b in able if b.toughness > attacker.power] or [
                b
                for b in able
                if b.power >= attacker.toughness and b.mana_value <= attacker.mana_value
            ]
            if good:
                chosen = min(good, key=lambda b: (b.mana_value, b.id))
                blocks[chosen] = attacker
                del free[chosen]
        combat = game.combat
        attacking_me = (
            [a for a, _ in combat.attackers if combat.attacked(a) is player] if combat else []
        )
        unblocked = sum(a.power for a in attacking_me if a not in blocks.values())
        for attacker in attackers:
            if unblocked < player.life or attacker in blocks.values():
                continue
            able = [b for b, can in free.items() if attacker in can]
            if attacker.has_keyword("menace"):
                if len(able) < 2:
                    continue
                chosen_ones = sorted(able, key=lambda b: (b.mana_value, b.id))[:2]
            elif able:
                chosen_ones = [min(able, key=lambda b: (b.mana_value, b.id))]
            else:
                continue
            for blocker in chosen_ones:
                blocks[blocker] = attacker
                del free[blocker]
            unblocked -= attacker.power
        return must_block(game, options, blocks)
