"""Combat (506-511): declaring attackers and blockers, and combat damage."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardhost.kernel import priority
from cardhost.kernel.actions import action, players_action
from cardhost.kernel.block_requirements import most_obeyed, one_more_obeyed
from cardhost.kernel.choices import ChoiceKind, Numbers
from cardhost.kernel.damage import DamageAssignment, deal_damage
from cardhost.kernel.journal import Tracked
from cardhost.kernel.objects import GameObject, Player
from cardhost.model.continuous import (
    ASSIGNS_NO_COMBAT_DAMAGE,
    ATTACKS_EACH_COMBAT,
    BLOCKS_EACH_COMBAT,
    DOESNT_UNTAP,
    Duration,
    Layer,
    Modification,
)
from cardhost.model.errors import IllegalActionError
from cardhost.model.events import (
    AttackersDeclared,
    BlockersDeclared,
    Exerted,
    RemovedFromCombat,
    TappedOrUntapped,
)
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


Defender = Player | GameObject
"""What a creature attacks (506.3): a player, or a planeswalker."""


class Combat(Tracked):
    """The state of one combat phase (506). ``attackers`` pairs each attacking creature
    with its defending player (506.2); ``planeswalkers`` pairs a creature attacking a
    planeswalker with it, or with ``None`` once it is removed from combat (506.4c)."""

    unversioned = frozenset({"declaration"})
    """The declaration only decides which combat steps happen (508.8): what is attacking
    is ``attackers``."""

    declaration: AttackersDeclared | None
    attackers: tuple[tuple[GameObject, Player], ...]
    planeswalkers: tuple[tuple[GameObject, GameObject | None], ...]
    blocks: tuple[tuple[GameObject, GameObject], ...]
    blocked: frozenset[int]
    dealt_first_strike: frozenset[int]
    declared: tuple[tuple[GameObject, GameObject], ...]
    """The blocks defending players have declared so far, one after another (802.4)."""
    declared_by: tuple[Player, ...]
    """The defending players who have declared their blocks so far (802.4)."""
    removed: tuple[tuple[GameObject, Player], ...]
    """The attackers removed from combat, each with the player it was attacking (508.5)."""

    def __init__(self) -> None:
        """A combat with nothing in it yet. Its first values are not changes to the game
        (the new combat is, as ``game.combat``), so they are set without the journal and
        leave what was computed from the game standing."""
        start = {
            "declaration": None,
            "attackers": (),
            "planeswalkers": (),
            "blocks": (),
            "blocked": frozenset(),
            "dealt_first_strike": frozenset(),
            "declared": (),
            "declared_by": (),
            "removed": (),
        }
        for name, value in start.items():
            object.__setattr__(self, name, value)

    def is_attacking(self, creature: GameObject) -> bool:
        return id(creature) in _paired(self.attackers)

    def is_blocking(self, creature: GameObject) -> bool:
        return id(creature) in _paired(self.blocks)

    def defender_of(self, attacker: GameObject) -> Player | None:
        """The defending player ``attacker`` attacks, or whose planeswalker (506.2)."""
        found = _paired(self.attackers).get(id(attacker))
        return found[0] if found else None

    def defending_player(self, attacker: GameObject) -> Player | None:
        """The defending player of ``attacker`` as its abilities mean it (508.5): the
        player it attacks, or whose planeswalker it does; removed from combat, the one
        it attacked before."""
        defender = self.defender_of(attacker)
        if defender is None:
            defender = next((d for a, d in self.removed if a is attacker), None)
        return defender

    def attacked(self, attacker: GameObject) -> Defender | None:
        """What ``attacker`` attacks now (510.1b): its defending player, or the
        planeswalker it attacks while that is still in combat: on the battlefield, a
        planeswalker, controlled by that player (506.4); ``None`` once it isn't."""
        defender = self.defender_of(attacker)
        for creature, planeswalker in self.planeswalkers:
            if creature is attacker:
                still = planeswalker is not None and _still_attacked(planeswalker, defender)
                return planeswalker if still else None
        return defender

    def blockers_of(self, attacker: GameObject) -> tuple[GameObject, ...]:
        return tuple(_paired(self.blocks, second=True).get(id(attacker), ()))

    def blocked_by(self, blocker: GameObject) -> tuple[GameObject, ...]:
        """The attackers ``blocker`` is blocking that are still in combat (510.1d)."""
        blocked = _paired(self.blocks).get(id(blocker), ())
        return tuple(a for a in blocked if self.is_attacking(a))

    def creatures(self) -> tuple[GameObject, ...]:
        """Every attacking and blocking creature (506.1)."""
        blockers = tuple(dict.fromkeys(b for b, _ in self.blocks))
        return tuple(a for a, _ in self.attackers) + blockers

    def in_combat(self, creature: GameObject) -> bool:
        return self.is_attacking(creature) or self.is_blocking(creature)

    def drop_planeswalkers_gone(self) -> list[GameObject]:
        """Remove from combat each planeswalker being attacked that has left the
        battlefield, stopped being a planeswalker or changed controller (506.4), for good:
        the creatures attacking it go on attacking nothing (506.4c). Those removed."""
        gone = [
            p
            for a, p in self.planeswalkers
            if p is not None and not _still_attacked(p, self.defender_of(a))
        ]
        if gone:
            self.planeswalkers = tuple(
                (a, None if p is not None and any(p is g for g in gone) else p)
                for a, p in self.planeswalkers
            )
        return list({id(p): p for p in gone}.values())

    def remove(self, creature: GameObject) -> None:
        """Remove a creature from combat (506.4): :meth:`remove_all` of it alone."""
        self.remove_all((creature,))

    def remove_all(self, creatures: Iterable[GameObject]) -> None:
        """Remove creatures from combat (506.4), all in one pass (a thousand dying at
        once cost a thousand, not a million). An attacker stays blocked (509.1h); a
        creature blocking it stays blocking, though it blocks no creature now (509.1g).
        An attacker's defending player is remembered (508.5); a planeswalker removed
        leaves the creatures attacking it attacking nothing (506.4c)."""
        gone = {id(c) for c in creatures}
        attackers = tuple((a, d) for a, d in self.attackers if id(a) not in gone)
        if len(attackers) != len(self.attackers):
            left = ((a, d) for a, d in self.attackers if id(a) in gone)
            self.removed = (*self.removed, *left)
            self.attackers = attackers
        blocks = tuple((b, a) for b, a in self.blocks if id(b) not in gone)
        if len(blocks) != len(self.blocks):
            self.blocks = blocks
        if any(id(p) in gone or id(a) in gone for a, p in self.planeswalkers):
            self.planeswalkers = tuple(
                (a, None if id(p) in gone else p)
                for a, p in self.planeswalkers
                if id(a) not in gone
            )


_PAIRED: dict[tuple[int, bool], tuple[tuple[tuple[object, object], ...], dict[int, list[Any]]]] = {}
"""The pairs of a combat's latest ``attackers`` and ``blocks`` tuples, by their first
(or second) member, each kept with the tuple it indexes (held, so its identity is never
another's): combat's questions about one creature cost a lookup, not a look through
every creature in it (a thousand blockers each asking which attacker it blocks)."""


def _paired(pairs: tuple[tuple[Any, Any], ...], second: bool = False) -> dict[int, list[Any]]:
    """``pairs`` by the identity of their first member (or second, ``second``): each
    with the other members paired with it, in order."""
    key = (id(pairs), second)
    kept = _PAIRED.get(key)
    if kept is not None and kept[0] is pairs:
        return kept[1]
    index: dict[int, list[Any]] = {}
    for first, other in pairs:
        if second:
            first, other = other, first
        index.setdefault(id(first), []).append(other)
    if len(_PAIRED) >= 64:  # the latest few: a game's combat asks of its current tuples
        _PAIRED.clear()
    _PAIRED[key] = (pairs, index)
    return index


def _still_attacked(planeswalker: GameObject, defender: Player | None) -> bool:
    """A planeswalker being attacked is removed from combat if it leaves the battlefield,
    stops being a planeswalker or changes controller (506.4)."""
    return (
        planeswalker.zone is BATTLEFIELD
        and planeswalker.is_planeswalker
        and planeswalker.controller is defender
    )


@players_action
def declare_attackers(
    game: GameCore, attackers: Iterable[GameObject] | Mapping[GameObject, Defender | str]
) -> AttackersDeclared:
    """Declare attackers (508.1): creatures, or a mapping of creature to the player (or
    their name) or planeswalker it attacks (508.1b); legality, tapping (508.1f), then the abilities
    that trigger (508.3)."""
    for creature in attackers:
        game.existing(creature)
    if isinstance(attackers, Mapping):
        for defender in attackers.values():
            if isinstance(defender, GameObject):
                game.existing(defender)
    combat = game.combat
    player = game.active_player
    if combat is None or game.awaiting != "attackers":
        raise IllegalActionError(
            "508.1", "attackers are declared as the declare attackers step begins"
        )
    pairs = _attack_pairs(game, attackers)
    seen: set[int] = set()
    for creature, defender in pairs:
        _check_attacker(game, player, creature, defender)
        if creature.id in seen:
            raise IllegalActionError("508.1a", f"{creature} is declared as an attacker twice")
        seen.add(creature.id)
    _check_requirements(game, player, {c.id for c, _ in pairs})
    for creature, _ in pairs:
        if not creature.has_keyword("vigilance"):  # 508.1f
            creature.tapped = True
            game.emit(TappedOrUntapped(creature, True, "attacking, 508.1f"))
    for creature, _ in pairs:
        if creature.face.exerts and creature.has_rules_text:
            _offer_exert(game, player, creature)
    declaration = AttackersDeclared(player, tuple(pairs))
    combat.declaration = declaration
    combat.attackers = (*combat.attackers, *((c, _defending_player(d)) for c, d in pairs))
    attacking_planeswalkers = tuple((c, d) for c, d in pairs if isinstance(d, GameObject))
    if attacking_planeswalkers:
        combat.planeswalkers = (*combat.planeswalkers, *attacking_planeswalkers)
    game.awaiting = None
    priority.give(game, game.active_player)  # 508.2, 509.2
    game.emit(declaration)
    return declaration


EXERT = "exert it"
DONT_EXERT = "don't exert it"
"""The answers to "You may exert this creature as it attacks" (701.43d)."""


def _offer_exert(game: GameCore, player: Player, creature: GameObject) -> None:
    """ "You may exert [this creature] as it attacks" (701.43d): exerted, it won't untap
    during its controller's next untap step (701.43a; exerted again before then, the
    effects end together, 701.43b), and "when you do" abilities trigger (607.2h)."""
    prompt = f"whether to exert {creature} as it attacks (701.43d)"
    if game.choose(ChoiceKind.EXERT, player, prompt, (EXERT, DONT_EXERT)) != EXERT:
        return
    stays_tapped = Modification(Layer.ABILITY, restrictions=(DOESNT_UNTAP,))
    exerted = "exerted: it won't untap during your next untap step (701.43a)"
    game.put_in_force(
        creature, player, [creature], (stays_tapped,), Duration.YOUR_NEXT_UNTAP, exerted
    )
    game.emit(Exerted(player, creature))


def required_attackers(game: GameCore, player: Player) -> list[GameObject]:
    """``player``'s creatures that attack each combat if able and are able to (508.1d):
    no restriction keeps them from attacking someone."""
    required = [
        c
        for c in game.permanents(controller=player, card_type="Creature")
        if ATTACKS_EACH_COMBAT in c.restrictions
    ]
    if not required:
        return []
    able = attack_options(game) if game.awaiting == "attackers" else {}
    return [c for c in required if c in able]


def attackers_passing_declares(game: GameCore) -> dict[GameObject, Defender]:
    """The declaration of attackers the active player makes by passing (508.1d): no
    creature attacks but each that attacks each combat if able and is able, at the one
    player or planeswalker it could attack. Where it could attack more than one, which
    is the active player's choice (508.1b), which passing doesn't make: refused."""
    declared: dict[GameObject, Defender] = {}
    required = required_attackers(game, game.active_player)
    options = attack_options(game) if required else {}
    for creature in required:
        declared[creature] = _the_one(creature, options[creature], "attack", ("508.1d", "508.1b"))
    return declared


def _the_one(creature: GameObject, could: Sequence[Any], verb: str, rules: tuple[str, str]) -> Any:
    """The one player, planeswalker or attacker a creature that must ``verb`` each
    combat (``rules``: the requirement's) could ``verb``: if more than one, which is its
    controller's choice (``rules``: the choice's), which passing doesn't make: refused."""
    if len(could) > 1:
        which = " or ".join(str(o) for o in could)
        required, choice = rules
        raise IllegalActionError(
            choice,
            f"{creature} {verb}s each combat if able ({required}) and could {verb} {which}: "
            f"which is its controller's choice, made by declaring {verb}ers, not by passing",
        )
    return could[0]


def _check_requirements(game: GameCore, player: Player, declared: set[int]) -> None:
    """The declaration obeys every requirement it can (508.1d): with no cost to attack
    in this engine, each creature that attacks each combat if able and could attack
    does."""
    for creature in required_attackers(game, player):
        if creature.id not in declared:
            source = creature.restricted_by(ATTACKS_EACH_COMBAT)
            raise IllegalActionError(
                "508.1d", f"{creature} attacks each combat if able ({source}), and it is able"
            )


def _defending_player(defender: Defender) -> Player:
    """The defending player of a creature attacking ``defender`` (506.2)."""
    return defender.controller if isinstance(defender, GameObject) else defender


def _attack_pairs(
    game: GameCore, attackers: Iterable[GameObject] | Mapping[GameObject, Defender | str]
) -> list[tuple[GameObject, Defender]]:
    if isinstance(attackers, Mapping):  # a player may be named (102.1)
        return [
            (creature, game.as_player(defender) if isinstance(defender, str) else defender)
            for creature, defender in attackers.items()
        ]
    opponents = game.opponents(game.active_player)
    pairs = []
    for creature in attackers:
        if len(opponents) != 1:
            raise IllegalActionError(
                "508.1b", f"choose which player {creature} attacks: pass a mapping"
            )
        if game.permanents(controller=opponents[0], card_type="Planeswalker"):
            raise IllegalActionError(
                "508.1b",
                f"{opponents[0]} controls a planeswalker: say whether {creature} attacks "
                "them or it, with a mapping",
            )
        pairs.append((creature, opponents[0]))
    return pairs


def _check_attacker(
    game: GameCore, player: Player, creature: GameObject, defender: Defender
) -> None:
    if creature.zone is not BATTLEFIELD or not creature.is_creature:
        raise IllegalActionError("508.1a", f"{creature} is not a creature on the battlefield")
    if creature.controller is not player:
        raise IllegalActionError("508.1a", f"{player} doesn't control {creature}")
    combat = game.combat
    if combat is not None and combat.is_attacking(creature):  # put onto it attacking
        raise IllegalActionError("508.1a", f"{creature} is attacking already")
    attacked = defender
    if isinstance(defender, GameObject):
        if defender.zone is not BATTLEFIELD or not defender.is_planeswalker:
            raise IllegalActionError(
                "506.3",
                f"{creature} can't attack {defender}: only a player or a "
                "planeswalker can be attacked (battles are not in this engine)",
            )
        if defender.controller is player:
            raise IllegalActionError(
                "506.2", f"{creature} can't attack {defender}: {player} controls it"
            )
        defender = defender.controller
    if not isinstance(defender, Player) or defender not in game.players:
        raise IllegalActionError("508.1b", f"{creature} can't attack {defender!r}")
    if defender is player or defender.has_lost:
        raise IllegalActionError("508.1b", f"{creature} can't attack {defender}")
    if creature.tapped:
        raise IllegalActionError("508.1a", f"{creature} is tapped and can't attack")
    if creature.summoning_sick and not creature.has_keyword("haste"):
        raise IllegalActionError(
            "302.6",
            f"{creature} can't attack: {player} hasn't controlled it continuously since "
            "their most recent turn began",
        )
    reasons = game.broadcast("attack_restrictions", creature=creature, attacked=attacked)
    if reasons:
        raise IllegalActionError("508.1c", f"{creature} can't attack: {'; '.join(reasons)}")


@players_action
def declare_blockers(game: GameCore, blocks: Mapping[GameObject, GameObject]) -> None:
    """The defending players declare blockers (509.1): a mapping of blocking creature to
    the attacker it blocks; with the blocks those who declared theirs one at a time
    already did (:func:`declare_blocks_of`), the declarations are complete. A player who
    declared already blocks with nothing more (802.4), and their creatures' requirements
    were judged then (509.1c)."""
    combat = _blocking(game, blocks)
    done = combat.declared_by
    again = next((c for c in blocks if c.controller in done), None)
    if again is not None:
        raise IllegalActionError(
            "802.4", f"{again.controller} has declared their blocks already, so {again} can't block"
        )
    _check_blocks(game, combat, blocks, lambda creature: creature.controller not in done)
    _blocks_declared(game, combat, (*combat.declared, *blocks.items()))


@players_action
def declare_blocks_of(game: GameCore, blocks: Mapping[GameObject, GameObject]) -> Player:
    """The next defending player to declare (:func:`next_to_block`) declares their
    blocks (802.4: each in APNAP order, 802.4a: with their own creatures, judged without
    others' blocks, 802.4b): once the last has, blockers are declared. Who declared."""
    combat = _blocking(game, blocks)
    player = next_to_block(game)
    theirs = [c for c in blocks if c.controller is not player]
    if theirs:
        raise IllegalActionError(
            "802.4a", f"{player} declares blocks only with their own creatures, not {theirs[0]}"
        )
    _check_blocks(game, combat, blocks, lambda creature: creature.controller is player)
    declared = (*combat.declared, *blocks.items())
    if [d for d in defending_players(game) if d not in combat.declared_by] in ([], [player]):
        _blocks_declared(game, combat, declared)
    else:
        combat.declared = declared
        combat.declared_by = (*combat.declared_by, player)
    return player


def defending_players(game: GameCore) -> list[Player]:
    """The players attacked, or whose planeswalkers are (506.2), in APNAP order: the
    order they declare blockers in (802.4, 101.4)."""
    combat = game.combat
    attacked = {d for _, d in combat.attackers} if combat is not None else set()
    return [p for p in game.apnap() if p in attacked]


def next_to_block(game: GameCore) -> Player:
    """The defending player who declares blocks next (802.4); with none attacked, the
    active player's first opponent, who declares none."""
    combat = game.combat
    declared = combat.declared_by if combat is not None else ()
    waiting = [d for d in defending_players(game) if d not in declared]
    return waiting[0] if waiting else game.opponents(game.active_player)[0]


def _blocking(game: GameCore, blocks: Mapping[GameObject, GameObject]) -> Combat:
    """The combat whose blockers are being declared (509.1), the creatures named existing."""
    for blocker, attacker in blocks.items():
        game.existing(blocker)
        game.existing(attacker)
    combat = game.combat
    if combat is None or game.awaiting != "blockers":
        raise IllegalActionError(
            "509.1", "blockers are declared as the declare blockers step begins"
        )
    return combat


def _check_blocks(
    game: GameCore,
    combat: Combat,
    blocks: Mapping[GameObject, GameObject],
    declaring: Callable[[GameObject], bool],
) -> None:
    """Each block legal (509.1a-b), menace's two or more (702.111b), and each creature
    that blocks each combat if able blocking (509.1c), of those ``declaring`` says are
    the declaring players'."""
    for blocker, attacker in blocks.items():
        _check_blocker(game, combat, blocker, attacker)
    for attacker in {a.id: a for a in blocks.values()}.values():
        count = sum(1 for a in blocks.values() if a is attacker)
        if attacker.has_keyword("menace") and count < 2:  # 702.111b
            raise IllegalActionError(
                "509.1b",
                f"{attacker} has menace: it can't be blocked except by two or more creatures",
            )
    required = [c for c in required_blockers(game) if declaring(c)]
    if required and any(c not in blocks for c in required):
        _check_block_requirements(game, blocks, required, declaring)


def _check_block_requirements(
    game: GameCore,
    blocks: Mapping[GameObject, GameObject],
    required: list[GameObject],
    declaring: Callable[[GameObject], bool],
) -> None:
    """509.1c: the declaration obeys as many of the requirements on the declaring
    players' blockers as can be obeyed together (:func:`most_obeyed`; past its search,
    none could be obeyed with one creature added or moved: :func:`one_more_obeyed`)."""
    options = {c: a for c, a in block_options(game).items() if declaring(c)}
    best = most_obeyed(options, required, _has_menace)
    if best is None:
        missing = one_more_obeyed(options, blocks, required, _has_menace)
        most = None
    else:
        most = sum(1 for c in required if c in best)
        obeyed = sum(1 for c in required if c in blocks)
        unobeyed = [c for c in required if c not in blocks]
        missing = None if obeyed >= most else next((c for c in unobeyed if c in best), unobeyed[0])
    if missing is None:
        return
    source = missing.restricted_by(BLOCKS_EACH_COMBAT)
    together = f"; {most} of the {len(required)} can be obeyed together" if most else ""
    raise IllegalActionError(
        "509.1c",
        f"{missing} blocks each combat if able ({source}), and it is able{together}",
    )


def _has_menace(attacker: GameObject) -> bool:
    return attacker.has_keyword("menace")


def _blocks_declared(
    game: GameCore, combat: Combat, blocks: tuple[tuple[GameObject, GameObject], ...]
) -> None:
    """Blockers are declared (509.1): the blocks made, then the active player receives
    priority (509.2), and the abilities that trigger on them trigger (509.3). A block
    declared by a defending player whose creature has since left the battlefield (its
    controller left the game, 800.4a) is no block: it isn't in combat (506.4)."""
    blocks = tuple((b, a) for b, a in blocks if b.zone is BATTLEFIELD)
    combat.blocks = blocks
    combat.blocked = frozenset(a.id for _, a in blocks)
    combat.declared, combat.declared_by = (), ()
    game.awaiting = None
    priority.give(game, game.active_player)  # 508.2, 509.2
    defenders = tuple(dict.fromkeys(d for _, d in combat.attackers))
    game.emit(BlockersDeclared(defenders, blocks))


def required_blockers(game: GameCore) -> list[GameObject]:
    """The creatures that block each combat if able and are able to (509.1c): each could
    block an attacker, one with menace only if another creature could block it too
    (702.111b). Blocking never costs here; two of them that could each block only beside
    the same third creature can't both be obeyed, and a declaration obeys as many as
    can be together (:func:`~cardhost.kernel.block_requirements.most_obeyed`)."""
    if not any(BLOCKS_EACH_COMBAT in c.restrictions for c in game.battlefield):
        return []  # none must: the options aren't found (a board of thousands blocks)
    options = block_options(game)
    required = [c for c in options if BLOCKS_EACH_COMBAT in c.restrictions]
    return [creature for creature in required if _blockable(creature, options)]


def _blockable(
    creature: GameObject, options: Mapping[GameObject, list[GameObject]]
) -> list[GameObject]:
    """The attackers ``creature`` could block in some declaration (``options``, each
    block checked alone): one with menace only if another creature could block it too
    (702.111b)."""
    return [
        attacker
        for attacker in options[creature]
        if not attacker.has_keyword("menace")
        or any(other is not creature and attacker in options[other] for other in options)
    ]


def blocks_passing_declares(game: GameCore) -> dict[GameObject, GameObject]:
    """The blocks the defending players yet to declare make by passing (509.1c): none
    but each creature that blocks each combat if able and is able, blocking the one
    attacker it could block. Where it could block more than one, which is its
    controller's choice (509.1a), which passing doesn't make: refused; and where that
    one has menace, blocked only together with another creature (702.111b), which
    creatures block it is declared, not passed: refused."""
    combat = game.combat
    done = combat.declared_by if combat is not None else ()
    required = [c for c in required_blockers(game) if c.controller not in done]
    options = block_options(game) if required else {}
    blocks: dict[GameObject, GameObject] = {}
    for creature in required:
        attacker = _the_one(creature, _blockable(creature, options), "block", ("509.1c", "509.1a"))
        if attacker.has_keyword("menace"):
            raise IllegalActionError(
                "509.1c",
                f"{creature} blocks each combat if able and could block {attacker} only "
                "together with another creature (menace, 702.111b): the creatures blocking "
                "it are declared by declaring blockers, not by passing",
            )
        blocks[creature] = attacker
    return blocks


def _check_blocker(
    game: GameCore,
    combat: Combat,
    blocker: GameObject,
    attacker: GameObject,
    defender: Player | None = None,
) -> None:
    """``blocker`` may block ``attacker`` (509.1a-b); ``defender``, whom it attacks, if
    the caller found it."""
    defender = defender or combat.defender_of(attacker)
    if defender is None:
        raise IllegalActionError("509.1a", f"{attacker} is not attacking")
    if blocker.zone is not BATTLEFIELD or not blocker.is_creature:
        raise IllegalActionError("509.1a", f"{blocker} is not a creature on the battlefield")
    if blocker.controller is not defender:
        raise IllegalActionError(
            "509.1a", f"{blocker} isn't controlled by {defender}, whom {attacker} attacks"
        )
    if blocker.tapped:
        raise IllegalActionError("509.1a", f"{blocker} is tapped and can't block")
    reasons = game.broadcast("block_restrictions", creature=blocker, attacker=attacker)
    if reasons:
        raise IllegalActionError(
            "509.1b", f"{blocker} can't block {attacker}: {'; '.join(reasons)}"
        )


def attack_options(game: GameCore) -> dict[GameObject, list[Defender]]:
    """While attackers are awaited, each creature the active player could declare as an
    attacker and what it could attack (508.1a-c), each checked alone: the players, then
    the planeswalkers they control (506.2)."""
    if game.combat is None or game.awaiting != "attackers":
        return {}
    player = game.active_player
    opponents = game.opponents(player)
    attackable: list[Defender] = [*opponents]
    for opponent in opponents:
        attackable += game.permanents(controller=opponent, card_type="Planeswalker")
    options: dict[GameObject, list[Defender]] = {}
    for creature in game.permanents(controller=player, card_type="Creature"):
        defenders = [d for d in attackable if _allowed(_check_attacker, game, player, creature, d)]
        if defenders:
            options[creature] = defenders
    return options


def block_options(game: GameCore) -> dict[GameObject, list[GameObject]]:
    """While blockers are awaited, each creature a defending player could declare as a
    blocker and the attackers it could block (509.1a-b), each checked alone; menace
    (702.111b) asks for two or more blockers together, checked as they are declared."""
    combat = game.combat
    if combat is None or game.awaiting != "blockers":
        return {}
    options: dict[GameObject, list[GameObject]] = {}
    attackers = combat.attackers
    for blocker in game.permanents(card_type="Creature"):
        blockable = [
            a for a, d in attackers if _allowed(_check_blocker, game, combat, blocker, a, d)
        ]
        if blockable:
            options[blocker] = blockable
    return options


def _allowed(check: Callable[..., None], *arguments: object) -> bool:
    """Whether ``check(*arguments)`` finds nothing illegal."""
    try:
        check(*arguments)
    except IllegalActionError:
        return False
    return True


@action
def remove_from_combat(game: GameCore, creature: GameObject) -> None:
    """Remove a creature from combat (506.4)."""
    game.existing(creature)
    if not take_out_of_combat(game, creature):
        raise IllegalActionError("506.4", f"{creature} is not in combat")


def take_out_of_combat(game: GameCore, creature: GameObject) -> bool:
    """Remove ``creature`` from combat if it is attacking or blocking, or a planeswalker
    being attacked (506.4: the creatures attacking it go on attacking nothing, 506.4c),
    as an effect says; whether it was."""
    combat = game.combat
    attacked = combat is not None and any(p is creature for _, p in combat.planeswalkers)
    if combat is None or not (
        combat.is_attacking(creature) or combat.is_blocking(creature) or attacked
    ):
        return False
    combat.remove(creature)
    game.emit(RemovedFromCombat(creature))
    return True


def first_strike_step_needed(game: GameCore) -> bool:
    """A first-strike damage step happens if an attacking or blocking creature has first
    strike or double strike as the combat damage step begins (510.4)."""
    combat = game.combat
    return combat is not None and any(
        c.has_keyword("first strike") or c.has_keyword("double strike") for c in combat.creatures()
    )


def combat_damage(game: GameCore, *, first_strike_step: bool) -> None:
    """Assign and deal combat damage for one combat damage step (510.1, 510.2, 510.4)."""
    combat = game.combat
    if combat is None:
        return
    dealers = []
    for creature in combat.creatures():
        strikes_first = creature.has_keyword("first strike") or creature.has_keyword(
            "double strike"
        )
        if first_strike_step:
            if strikes_first:
                dealers.append(creature)
        elif creature.id not in combat.dealt_first_strike or creature.has_keyword("double strike"):
            dealers.append(creature)
    assignments: list[DamageAssignment] = []
    for creature in dealers:
        assignments.extend(_assign(game, combat, creature, assignments))
    if first_strike_step:
        combat.dealt_first_strike = frozenset(c.id for c in dealers)
    deal_damage(game, assignments, combat=True)


def _assign(
    game: GameCore, combat: Combat, creature: GameObject, planned: list[DamageAssignment]
) -> list[DamageAssignment]:
    power = creature.power
    if power <= 0 or creature.zone is not BATTLEFIELD:  # 510.1a
        return []
    if creature.restricted_by(ASSIGNS_NO_COMBAT_DAMAGE):  # 510.1: an effect says so
        return []
    if combat.is_attacking(creature):
        blockers = combat.blockers_of(creature)
        attacked = combat.attacked(creature)  # 506.4c: perhaps nothing now
        to_defender = attacked is not None and not _defending_player(attacked).has_lost  # 800.4e
        if creature.id not in combat.blocked:  # 510.1b
            return [DamageAssignment(creature, attacked, power)] if to_defender else []
        if creature.has_keyword("trample") and to_defender:  # 702.19b
            assert attacked is not None
            return _trample(game, creature, blockers, attacked, power, planned)
        return _divide(game, creature, blockers, power, "510.1c")
    return _divide(game, creature, combat.blocked_by(creature), power, "510.1d")


def lethal_damage(blocker: GameObject, source: GameObject, planned: list[DamageAssignment]) -> int:
    """Lethal damage for ``blocker`` from ``source`` (702.19b): its toughness less the
    damage marked on it and assigned to it by other creatures this step; from a source
    with deathtouch, 1 at most (702.2c: any nonzero amount is lethal, none needed once
    it has lethal damage already)."""
    assigned = sum(a.amount for a in planned if a.recipient is blocker)
    lethal = max(blocker.toughness - blocker.damage - assigned, 0)
    return min(lethal, 1) if source.has_keyword("deathtouch") else lethal


def _trample(
    game: GameCore,
    creature: GameObject,
    blockers: tuple[GameObject, ...],
    defender: Defender,
    power: int,
    planned: list[DamageAssignment],
) -> list[DamageAssignment]:
    """702.19b: lethal damage to each blocker before any to the player or planeswalker
    it attacks; the rest as its
    controller chooses. Blocker by blocker, the first option is exactly lethal damage, so
    the default assigns lethal to each and the rest to the player; 702.19d: with no
    blocker left, all of it goes to the player."""
    assignments = []
    left = power
    all_lethal = True
    for index, blocker in enumerate(blockers):
        lethal = min(lethal_damage(blocker, creature, planned), left)
        last = index == len(blockers) - 1
        if last and not all_lethal:
            options: range | Numbers = range(left, left + 1)  # nothing to the player
        elif last:
            options = range(lethal, left + 1)
        else:
            options = Numbers((range(lethal, left + 1), range(lethal - 1, -1, -1)))
        prompt = (
            f"how much of {creature}'s {left} damage left to assign to {blocker} "
            f"(lethal: {lethal}); what is left after the blockers goes to {defender} (702.19b)"
        )
        amount = game.choose(ChoiceKind.DAMAGE_ASSIGNMENT, creature.controller, prompt, options)
        all_lethal = all_lethal and amount >= lethal
        if amount:
            assignments.append(DamageAssignment(creature, blocker, amount))
        left -= amount
    if left:
        assignments.append(DamageAssignment(creature, defender, left))
    return assignments


def _divide(
    game: GameCore, creature: GameObject, recipients: tuple[GameObject, ...], power: int, rule: str
) -> list[DamageAssignment]:
    """Divide ``power`` among ``recipients`` as the creature's controller chooses (510.1c-d):
    one choice per recipient but the last, of how much of the damage left it is assigned;
    the last is assigned the rest, as all the damage is assigned (510.1a). The options run
    from all the damage left down to none, so the first option assigns it all to the
    first recipient."""
    assignments = []
    left = power
    for index, recipient in enumerate(recipients):
        amount = left
        if index < len(recipients) - 1:
            amount = game.choose(
                ChoiceKind.DAMAGE_ASSIGNMENT,
                creature.controller,
                _prompt(creature, recipients[index:], left, rule),
                range(left, -1, -1),
            )
        if amount:
            assignments.append(DamageAssignment(creature, recipient, amount))
        left -= amount
    return assignments


def _prompt(creature: GameObject, recipients: tuple[GameObject, ...], left: int, rule: str) -> str:
    """The question for ``recipients[0]``, naming the one after it (and how many more),
    so each prompt is short however many block: a prompt naming them all would make
    dividing among n blockers cost n squared."""
    rest = (
        f"{recipients[1]}"
        if len(recipients) == 2
        else f"{recipients[1]} and the others after it ({len(recipients) - 2} more)"
    )
    return (
        f"how much of {creature}'s {left} damage left to assign to {recipients[0]}; "
        f"the rest goes to {rest} ({rule})"
    )
