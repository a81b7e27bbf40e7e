"""Forge's effect APIs the importer says: for each, the parameters it may have besides
the common ones, and how it is said (:mod:`cardhost.forge.effects`,
:mod:`cardhost.forge.animate`)."""

from __future__ import annotations

from cardhost.forge.animate import ANIMATE_PARAMS, animate
from cardhost.forge.dig import DIG_PARAMS, dig
from cardhost.forge.each import (
    CHANGE_ZONE_ALL_PARAMS,
    MANA_PARAMS,
    PUT_COUNTER_ALL_PARAMS,
    change_zone_all,
    fog,
    mana,
    put_counter_all,
    rearrange_top,
    tap_all,
    tap_or_untap,
)
from cardhost.forge.effects import (
    AND_GRAVEYARD,
    TOKEN_PARAMS,
    Handler,
    change_zone,
    copy_permanent,
    copy_spell,
    counter,
    damage,
    damage_all,
    debuff,
    destroy,
    destroy_all,
    discard,
    draw,
    explore,
    extra_turn,
    gain_control,
    hand_to_library,
    life,
    mill,
    play,
    poison,
    prevent,
    proliferate,
    protection,
    pump,
    pump_all,
    put_counter,
    put_from_hand,
    regenerate,
    remove_counter,
    remove_from_combat,
    reveal_hand,
    sacrifice_self,
    scry,
    search,
    set_state,
    skip,
    surveil,
    tap,
    token,
    untap,
)
from cardhost.forge.exiled_until import UNTIL_PARAM
from cardhost.forge.flicker import RETURN_AT, THEN_RETURN

APIS: dict[str, tuple[frozenset[str], Handler]] = {
    "DealDamage": (frozenset({"ValidTgts", "NumDmg", "Defined", "DividedAsYouChoose"}), damage),
    "Destroy": (frozenset({"ValidTgts", "NoRegen", "Defined"}), destroy),
    "PreventDamage": (frozenset({"ValidTgts", "Amount", "Defined"}), prevent),
    "Draw": (frozenset({"NumCards", "Defined", "ValidTgts"}), draw),
    "GainLife": (frozenset({"LifeAmount", "Defined", "ValidTgts"}), life("gain", "gain_life")),
    "LoseLife": (frozenset({"LifeAmount", "Defined", "ValidTgts"}), life("lose", "lose_life")),
    "Discard": (frozenset({"NumCards", "Defined", "ValidTgts", "Mode", "DiscardValid"}), discard),
    "Counter": (frozenset({"TargetType", "ValidTgts", "Destination"}), counter),
    "CopySpellAbility": (frozenset({"TargetType", "ValidTgts"}), copy_spell),
    "Pump": (
        frozenset({"ValidTgts", "Defined", "NumAtt", "NumDef", "KW", "Permanent"})
        | {"UntilYourNextTurn"},
        pump,
    ),
    "Tap": (frozenset({"ValidTgts", "Defined"}), tap),
    "Untap": (frozenset({"ValidTgts", "Defined", "UntapUpTo", "UntapType", "Amount"}), untap),
    "RemoveFromCombat": (frozenset({"ValidTgts", "Defined"}), remove_from_combat),
    "Regenerate": (frozenset({"ValidTgts", "Defined"}), regenerate),
    "ChangeZone": (
        frozenset({"ValidTgts", "Origin", "Destination", "ChangeType", "ChangeNum", "Tapped"})
        | {"Shuffle", "LibraryPosition", "Defined", "Mandatory", "ShuffleNonMandatory", "Hidden"}
        | {THEN_RETURN, RETURN_AT, "Optional", "GainControl"}
        | {UNTIL_PARAM},
        lambda step, target: (
            search
            if "ChangeType" in step.params and step.get("Origin") in ("Library", AND_GRAVEYARD)
            else put_from_hand
            if (step.get("Origin"), step.get("Destination")) == ("Hand", "Battlefield")
            else hand_to_library
            if (step.get("Origin"), step.get("Destination")) == ("Hand", "Library")
            else change_zone
        )(step, target),
    ),
    "Scry": (frozenset({"ScryNum", "Defined"}), scry),
    "Surveil": (frozenset({"Amount", "Defined"}), surveil),
    "Poison": (frozenset({"Num", "Defined", "ValidTgts"}), poison),
    "AddTurn": (frozenset({"NumTurns", "Defined", "ValidTgts"}), extra_turn),
    "SkipTurn": (frozenset({"NumTurns", "Defined"}), skip),
    "Protection": (frozenset({"Gains", "Choices", "Defined", "ValidTgts"}), protection),
    "Debuff": (frozenset({"Keywords", "Defined", "ValidTgts"}), debuff),
    "RemoveCounter": (
        frozenset({"CounterType", "CounterNum", "Defined", "ValidTgts"}),
        remove_counter,
    ),
    "PutCounter": (
        frozenset({"ValidTgts", "Defined", "CounterType", "CounterNum", "Bolster"}),
        put_counter,
    ),
    "Explore": (frozenset({"ValidTgts", "Defined"}), explore),
    "CopyPermanent": (
        frozenset({"ValidTgts", "Defined", "NumCopies", "Populate", "Choices"}),
        copy_permanent,
    ),
    "Proliferate": (frozenset(), proliferate),
    "RevealHand": (frozenset({"ValidTgts", "Defined"}), reveal_hand),
    "Play": (
        frozenset({"ValidTgts", "TgtZone", "WithoutManaCost", "Optional", "ValidZone", "Valid"})
        | {"Controller", "Amount"},
        play,
    ),
    "Sacrifice": (
        frozenset({"Defined", "SacValid", "Amount", "ValidTgts", "SacMessage"}),
        sacrifice_self,
    ),
    "Token": (TOKEN_PARAMS, token),
    "PumpAll": (frozenset({"ValidCards", "NumAtt", "NumDef", "KW"}), pump_all),
    "DestroyAll": (frozenset({"ValidCards", "NoRegen"}), destroy_all),
    "Mill": (frozenset({"NumCards", "Defined", "ValidTgts"}), mill),
    "GainControl": (
        frozenset({"ValidTgts", "LoseControl", "Untap", "AddKWs", "Defined"}),
        gain_control,
    ),
    "Animate": (ANIMATE_PARAMS, animate),
    "SetState": (frozenset({"Defined", "Mode"}), set_state),
    "Dig": (DIG_PARAMS, dig),
    "PutCounterAll": (PUT_COUNTER_ALL_PARAMS, put_counter_all),
    "ChangeZoneAll": (CHANGE_ZONE_ALL_PARAMS, change_zone_all),
    "Fog": (frozenset(), fog),
    "RearrangeTopOfLibrary": (frozenset({"Defined", "NumCards"}), rearrange_top),
    "TapOrUntap": (frozenset({"ValidTgts"}), tap_or_untap),
    "TapAll": (frozenset({"ValidCards"}), tap_all(untap=False)),
    "UntapAll": (frozenset({"ValidCards"}), tap_all(untap=True)),
    "Mana": (MANA_PARAMS, mana),
    "DamageAll": (
        frozenset({"NumDmg", "ValidCards", "ValidPlayers", "ValidDescription"}),
        damage_all,
    ),
}
"""Forge's effect APIs the importer says, the parameters each may have besides the
common ones, and how it is said."""
