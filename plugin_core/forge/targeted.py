"""Forge's ``T:Mode$ BecomesTarget`` as cardhost's "becomes the target" trigger (601.2c):
"Whenever CARDNAME becomes the target of a spell or ability, ...", of itself, of what
its Aura enchants (``Card.AttachedBy``) or of others ("a creature you control"), of a
kind of spell (``SourceType$ Spell``, ``ValidSource$ Aura``) and whose
(``ValidSource$ Card.OppCtrl``: "an opponent controls")."""

from __future__ import annotations

from dataclasses import dataclass

from cardhost.forge.blocking import DEALT
from cardhost.forge.script import Ability
from cardhost.forge.valid import article, kind

EVENT = "becomes the target"
OPPONENTS = ("Card.OppCtrl", "Spell.OppCtrl,Activated.OppCtrl,Triggered.OppCtrl")
"""Forge's ``ValidSource$`` of a spell or ability an opponent controls."""
THAT_PLAYER_DEFINED = ("TriggeredSourceController",)
"""Forge's ``Defined$`` for the controller of the spell or ability targeting: "that
player"."""
DEFINED_TARGET = DEALT
"""Forge's ``Defined$`` for the permanent targeted, "that creature": the same words as
for the creature a damage trigger names."""
_HOSTS = {"Card.AttachedBy": "enchanted creature"}


@dataclass(frozen=True)
class Targeted:
    """A "becomes the target" trigger: cardhost's ``of``, ``spell`` and ``by`` (``""``
    where it says none) and how the Oracle text opens it."""

    of: str
    spell: str
    by: str
    opening: str

    def entry(self) -> dict[str, str]:
        keys = {"of": self.of, "spell": self.spell, "by": self.by}
        return {key: value for key, value in keys.items() if value}


def targeted(trigger: Ability) -> Targeted | None:
    """The trigger ``trigger`` is, or ``None`` if cardhost can't say it."""
    if trigger.get("FirstTime") or trigger.get("TriggerZones", "Battlefield") != "Battlefield":
        return None
    spell = _spell(trigger)
    source = trigger.get("ValidSource")
    by = "an opponent" if source in OPPONENTS else ""
    if spell is None or (source and not by and trigger.get("SourceType") != "Spell"):
        return None
    what = f"{article(spell)} {spell}" if spell else "a spell or ability"
    what += " an opponent controls" if by else ""
    valid = trigger.get("ValidTarget")
    if valid == "Card.Self":
        return Targeted("", spell, by, f"Whenever CARDNAME becomes the target of {what}")
    host = _HOSTS.get(valid)
    if host is not None:
        return Targeted(host, spell, by, f"Whenever {host} becomes the target of {what}")
    found = kind(valid.removesuffix("+inZoneBattlefield"))
    if found is None or found.controlled not in ("", "you control") or len(found.nouns) != 1:
        return None
    return Targeted(found.one, spell, by, f"Whenever {found.one} becomes the target of {what}")


def _spell(trigger: Ability) -> str | None:
    """The kind of spell it watches targeting (``""``: a spell or ability), or ``None``."""
    source = trigger.get("ValidSource")
    if trigger.get("SourceType", "Spell").lower() != "spell":
        return None
    if "SourceType" not in trigger.params:
        return "" if source in ("", *OPPONENTS) else None
    if source in ("", "Card.OppCtrl"):
        return "spell"
    found = kind(source)
    return found.spell if found is not None and found.spell else None
