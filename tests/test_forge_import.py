"""``cardhost import forge``: Forge card scripts (made up here, in Forge's syntax) become
cardhost card folders as data when their rules can be said exactly, and are skipped with
every reason otherwise; hostile scripts are skipped, never a crash or a hang."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from cardhost import Game, IllegalActionError, Step, cards
from cardhost.forge import importer
from cardhost.forge.importer import REPORT, import_forge
from cardhost.forge.script import DEEPEST_CHAIN, Script
from cardhost.forge.translate import Translation
from cardhost.loading.cardfile import load_card_file
from cardhost.loading.catalog import Catalog
from cardhost.model.definitions import Face
from cardhost.tools.cli import main

VANILLA = """Name:Meadow Strider
ManaCost:2 G
Types:Creature Elk Beast
PT:3/2
SVar:Picture:http://example.invalid/strider.jpg
Oracle:
"""
FLIER = """Name:Gust Warden
ManaCost:3 W W
Types:Legendary Creature Spirit Soldier
PT:2/4
K:Flying
K:Vigilance
Oracle:Flying, vigilance
"""
BANDER = """Name:Dojo Adept
ManaCost:1 W
Types:Creature Human Knight
PT:1/1
K:Banding
Oracle:Banding
"""
SPARK = """Name:Cinder Jolt
ManaCost:1 R
Types:Instant
A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 2 \
| SubAbility$ DBDraw | SpellDescription$ Cinder Jolt deals 2 damage to any target.
SVar:DBDraw:DB$ Draw | NumCards$ 1 | Defined$ You
Oracle:Cinder Jolt deals 2 damage to any target. Draw a card.
"""
WRONG_ORACLE = SPARK.replace("NumDmg$ 2", "NumDmg$ 3").replace("Cinder Jolt", "Ember Lie")
GROVE = """Name:Quiet Grove
ManaCost:no cost
Types:Land
A:AB$ Mana | Cost$ T | Produced$ G | SpellDescription$ Add {G}.
Oracle:{T}: Add {G}.
"""
ALT_COST = FLIER.replace("Gust Warden", "Costly Warden") + "SVar:AltCost:Cost$ PayLife<4>\n"


def cycle(length: int) -> str:
    """A spell whose SubAbility$ chain has ``length`` SVars, the last pointing back to
    the first (a cycle) when ``length`` is small."""
    lines = [
        "Name:Loop Spell",
        "ManaCost:U",
        "Types:Sorcery",
        "A:SP$ Draw | Cost$ U | NumCards$ 1 | SubAbility$ S0",
    ]
    for i in range(length):
        following = f"S{i + 1}" if i + 1 < length else "S0"
        lines.append(f"SVar:S{i}:DB$ Draw | NumCards$ 1 | SubAbility$ {following}")
    lines.append("Oracle:Draw a card.")
    return "\n".join(lines) + "\n"


def folder_of(tmp_path: Path, scripts: dict[str, str | bytes]) -> Path:
    folder = tmp_path / "cardsfolder"
    for name, text in scripts.items():
        path = folder / name[0] / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text if isinstance(text, bytes) else text.encode())
    return folder


def report(out: Path) -> dict[str, dict[str, object]]:
    lines = (out / REPORT).read_text(encoding="utf-8").splitlines()
    return {entry["file"]: entry for entry in map(json.loads, lines)}


def imported(tmp_path: Path, name: str, script: str) -> Face:
    """The front face of the card file ``script`` (named ``name``) imports as, asserting
    the report says it was imported."""
    return load_card_file(_imported_file(tmp_path, name, script)).front


def _imported_file(tmp_path: Path, name: str, script: str) -> Path:
    """The card file ``script`` (named ``name``) imports as, asserting the report says
    it was imported."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {name: script}), out, progress=False)
    assert report(out)[f"{name[0]}/{name}"]["imported"], report(out)
    return out / name.removesuffix(".txt") / name.replace(".txt", ".toml")


def test_cards_said_exactly_are_written_and_load_as_data(tmp_path: Path) -> None:
    """A vanilla creature, a legendary flier with keywords (702), a spell whose effects
    chain (608.2c) and a land with a mana ability (605.1a) come over as data files the
    loader accepts; the report says each was imported."""
    scripts = {"meadow_strider.txt": VANILLA, "gust_warden.txt": FLIER}
    scripts |= {"cinder_jolt.txt": SPARK, "quiet_grove.txt": GROVE}
    out = tmp_path / "out"
    _, summary = import_forge(folder_of(tmp_path, scripts), out, progress=False)
    assert summary.imported == 4 and summary.skipped == 0
    warden = load_card_file(out / "gust_warden" / "gust_warden.toml")
    assert warden.front.supertypes == ("Legendary",) and warden.front.subtypes == (
        "Spirit",
        "Soldier",
    )
    assert warden.front.keywords == frozenset({"flying", "vigilance"})
    jolt = load_card_file(out / "cinder_jolt" / "cinder_jolt.toml")
    assert jolt.front.spell is not None
    assert [i.verb for i in jolt.front.spell.effects] == ["damage", "draw"]
    assert [t.text for t in jolt.front.spell.targets] == ["any target"]
    grove = load_card_file(out / "quiet_grove" / "quiet_grove.toml")
    assert grove.front.mana_cost is None and grove.front.mana_abilities[0].text == "{T}: Add {G}."
    assert all(entry["imported"] for entry in report(out).values())
    assert not (out / "meadow_strider" / "meadow_strider.toml").read_text().count("Picture")


def test_a_spell_written_without_its_cost_is_cast_for_its_mana_cost(tmp_path: Path) -> None:
    """601.2f: Forge now writes a spell's ``SP$`` without ``Cost$`` when it is cast for its
    mana cost; such a script imports as the one that says it again, and a ``Cost$`` other
    than the mana cost is still refused (an additional cost the importer doesn't say)."""
    plain = SPARK.replace(" | Cost$ 1 R", "")
    assert imported(tmp_path / "a", "cinder_jolt.txt", plain) == imported(
        tmp_path / "b", "cinder_jolt.txt", SPARK
    )
    out = tmp_path / "c"
    more = SPARK.replace("Cost$ 1 R", "Cost$ 1 R Sac<1/Creature>")
    import_forge(folder_of(tmp_path / "c", {"cinder_jolt.txt": more}), out, progress=False)
    assert not report(out)["c/cinder_jolt.txt"]["imported"]


DREADMAW = """Name:Colossal Dreadmaw
ManaCost:4 G G
Types:Creature Dinosaur
PT:6/6
K:Trample
Oracle:Trample
"""


def test_a_card_cardhost_bundles_is_not_written_again(tmp_path: Path) -> None:
    """OUTDIR is used beside the bundled cards (``cardhost --cards OUTDIR``), and a
    catalog holds one card of a name: a script of a card cardhost bundles is skipped with
    that reason, and the file an earlier run wrote for it removed; the folder then loads
    beside the bundled cards."""
    folder = folder_of(tmp_path, {"colossal_dreadmaw.txt": DREADMAW, "gust_warden.txt": FLIER})
    out = tmp_path / "out"
    earlier = out / "colossal_dreadmaw" / "colossal_dreadmaw.toml"
    earlier.parent.mkdir(parents=True)
    earlier.write_text(
        (Path(cards.__file__).parent / "colossal_dreadmaw" / earlier.name).read_text()
    )
    (out / REPORT).write_text(
        json.dumps({"card": "Colossal Dreadmaw", "imported": True, "folder": "colossal_dreadmaw"})
        + "\n"
    )
    outcomes, summary = import_forge(folder, out, progress=False)
    assert (summary.imported, summary.skipped) == (1, 1)
    [dreadmaw] = [o for o in outcomes if o.card == "Colossal Dreadmaw"]
    assert [str(r) for r in dreadmaw.reasons] == [
        "Name: cardhost bundles a card of this name: that card is used"
    ]
    assert not earlier.parent.exists()
    catalog = Catalog.discover([out])
    assert "Gust Warden" in catalog and "Colossal Dreadmaw" in catalog


def test_what_cant_be_said_exactly_is_skipped_with_every_reason(tmp_path: Path) -> None:
    """A keyword cardhost lacks, a script whose parameters say other than its Oracle
    text (3 damage, where the text says 2), and an alternative cost in an SVar are each
    skipped, the report naming the construct and what cardhost lacks; nothing is
    written for them."""
    scripts = {"dojo_adept.txt": BANDER, "ember_lie.txt": WRONG_ORACLE}
    scripts |= {"costly_warden.txt": ALT_COST}
    out = tmp_path / "out"
    outcomes, summary = import_forge(folder_of(tmp_path, scripts), out, progress=False)
    assert summary.imported == 0 and summary.skipped == 3
    entries = report(out)
    [banding] = entries["d/dojo_adept.txt"]["reasons"]
    assert banding["construct"] == "K:Banding"
    [oracle] = entries["e/ember_lie.txt"]["reasons"]
    assert "Oracle" in oracle["construct"] and "3 damage" in oracle["lacks"]
    [alt] = entries["c/costly_warden.txt"]["reasons"]
    assert alt["construct"] == "SVar:AltCost"
    assert sorted(p.name for p in out.iterdir()) == [REPORT]
    assert sorted(reason for reason, alone, among in summary.alone if alone == among == 1) == (
        sorted(str(r) for o in outcomes for r in o.reasons)
    )


@pytest.mark.parametrize(
    ("script", "problem"),
    [
        (b"ManaCost:1 G\nTypes:Creature Elk\n", "no Name"),
        (b"Name:Junk\n\x00\x01\x02\xff", "binary"),
        (b"Name:Bad \xff\xfe\n", "not UTF-8"),
        (b"Name:Half\nA:SP$ Draw | Cost$ U | NumCards\n", "without '$'"),
        (b"Name:Twice\nName:Again\n", "given twice"),
        (cycle(2).encode(), "refers back to itself"),
        (cycle(DEEPEST_CHAIN + 4).encode(), f"a chain of more than {DEEPEST_CHAIN} SVars"),
        (
            b"Name:Lonely\nManaCost:U\nTypes:Sorcery\n"
            b"A:SP$ Draw | Cost$ U | SubAbility$ Gone\nOracle:Draw a card.\n",
            "SVar Gone is missing",
        ),
    ],
)
def test_hostile_scripts_are_skipped_with_a_reason(
    tmp_path: Path, script: bytes, problem: str
) -> None:
    """A truncated, binary, mis-encoded or malformed script, an SVar cycle or chain, a
    missing SVar: skipped with a reason that says so, the run going on."""
    folder = folder_of(tmp_path, {"bad.txt": script, "meadow_strider.txt": VANILLA})
    outcomes, summary = import_forge(folder, tmp_path / "out", progress=False)
    assert summary.imported == 1
    [bad] = [o for o in outcomes if o.file == "b/bad.txt"]
    assert not bad.imported and any(problem in str(r) for r in bad.reasons), bad.reasons


def test_a_script_with_a_byte_order_mark_imports(tmp_path: Path) -> None:
    """A script saved with a UTF-8 byte order mark (U+FEFF) reads as without it."""
    face = imported(tmp_path, "meadow_strider.txt", "\ufeff" + VANILLA)
    assert face.name == "Meadow Strider"


def test_a_huge_file_is_skipped_unread(tmp_path: Path) -> None:
    """A 50 MB file is no card script: skipped by its size, without reading it."""
    folder = folder_of(tmp_path, {"meadow_strider.txt": VANILLA})
    huge = folder / "h" / "huge.txt"
    huge.parent.mkdir()
    with open(huge, "wb") as file:
        file.truncate(50 * 1024 * 1024)
    outcomes, summary = import_forge(folder, tmp_path / "out", progress=False)
    [skipped] = [o for o in outcomes if o.file == "h/huge.txt"]
    assert "larger than" in str(skipped.reasons[0]) and summary.imported == 1


def test_a_second_run_rewrites_only_what_changed(tmp_path: Path) -> None:
    """The same scripts again write nothing; a changed script rewrites its card only; a
    card skipped now that an earlier run imported leaves no card file behind."""
    folder = folder_of(tmp_path, {"meadow_strider.txt": VANILLA, "gust_warden.txt": FLIER})
    out = tmp_path / "out"
    assert import_forge(folder, out, progress=False)[1].written == 2
    assert import_forge(folder, out, progress=False)[1].written == 0
    (folder / "g" / "gust_warden.txt").write_text(FLIER.replace("PT:2/4", "PT:2/5"))
    assert import_forge(folder, out, progress=False)[1].written == 1
    assert load_card_file(out / "gust_warden" / "gust_warden.toml").front.toughness == 5
    (folder / "g" / "gust_warden.txt").write_text(FLIER.replace("K:Flying", "K:Banding"))
    import_forge(folder, out, progress=False)
    assert not (out / "gust_warden").exists()  # skipped now: no card file left behind


def test_the_command_imports_and_check_accepts_what_it_wrote(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``cardhost import forge`` prints its summary and writes the report; then
    ``cardhost --data-only --cards OUT check OUT`` accepts every card written."""
    folder = folder_of(tmp_path, {"cinder_jolt.txt": SPARK, "dojo_adept.txt": BANDER})
    out = tmp_path / "out"
    assert main(["import", "forge", str(folder), str(out)]) == 0
    printed = capsys.readouterr().out
    assert "2 scripts: 1 imported, 1 skipped" in printed and "K:Banding" in printed
    assert main(["--data-only", "--cards", str(out), "check", str(out)]) == 0
    assert "1 card(s) valid, 0 problem(s)" in capsys.readouterr().out
    assert main(["import", "forge", str(tmp_path / "nowhere"), str(out)]) == 1


BOMB = """Name:Rust Flare
ManaCost:1
Types:Artifact
A:AB$ DealDamage | Cost$ 2 Sac<1/CARDNAME> | ValidTgts$ Creature | NumDmg$ 2 \
| SpellDescription$ CARDNAME deals 2 damage to target creature.
A:AB$ Pump | Cost$ W T | ValidTgts$ Creature | KW$ Flying | SorcerySpeed$ True \
| SpellDescription$ Target creature gains flying until end of turn.
Oracle:{2}, Sacrifice Rust Flare: Rust Flare deals 2 damage to target creature.\\n\
{W}, {T}: Target creature gains flying until end of turn. Activate only as a sorcery.
"""
HERALD = """Name:Dawn Herald
ManaCost:2 W
Types:Creature Human Cleric
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigGain | OptionalDecider$ You | TriggerDescription$ When CARDNAME enters the \
battlefield, you may gain 3 life.
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| Execute$ TrigDraw | TriggerController$ TriggeredCardController
SVar:TrigGain:DB$ GainLife | LifeAmount$ 3
SVar:TrigDraw:DB$ Draw | NumCards$ 1
Oracle:When Dawn Herald enters the battlefield, you may gain 3 life.\\n\
When Dawn Herald dies, draw a card.
"""


def test_activated_and_triggered_abilities_come_over_with_their_costs(tmp_path: Path) -> None:
    """602.1a: "{2}, Sacrifice Rust Flare" (its own name for "this", 201.4b), a {T}
    ability "Activate only as a sorcery" (602.5d); 603.6: an enters trigger with "you
    may" (603.5) and a dies trigger; each said by its Oracle paragraph."""
    folder = folder_of(tmp_path, {"rust_flare.txt": BOMB, "dawn_herald.txt": HERALD})
    out = tmp_path / "out"
    _, summary = import_forge(folder, out, progress=False)
    assert summary.imported == 2, report(out)
    flare = load_card_file(out / "rust_flare" / "rust_flare.toml").front
    sacrifice, flying = flare.activated_abilities
    assert sacrifice.cost.sacrifice_self and str(sacrifice.cost.mana) == "{2}"
    assert flying.cost.tap and flying.sorcery_speed
    herald = load_card_file(out / "dawn_herald" / "dawn_herald.toml").front
    enters, dies = herald.triggers
    assert (enters.event, enters.optional, dies.event) == ("enters", True, "dies")


def test_an_ability_whose_oracle_text_differs_is_skipped(tmp_path: Path) -> None:
    """A trigger whose effect (draw two) isn't what its paragraph says (draw a card)
    is skipped, naming the paragraph the importer would have needed."""
    wrong = HERALD.replace("NumCards$ 1", "NumCards$ 2")
    folder = folder_of(tmp_path, {"dawn_herald.txt": wrong})
    outcomes, _ = import_forge(folder, tmp_path / "out", progress=False)
    [outcome] = outcomes
    assert not outcome.imported
    assert "When CARDNAME dies, draw two cards." in str(outcome.reasons[0])


AURA = """Name:Sky Blessing
ManaCost:1 W
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ 1 W | ValidTgts$ Creature | AILogic$ Pump
S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddPower$ 1 | AddToughness$ 1 \
| AddKeyword$ Flying | Description$ Enchanted creature gets +1/+1 and has flying.
Oracle:Enchant creature\\nEnchanted creature gets +1/+1 and has flying.
"""
MUSTER = """Name:Muster the Pack
ManaCost:2 G
Types:Sorcery
A:SP$ Token | Cost$ 2 G | TokenAmount$ 2 | TokenName$ Wolf | TokenTypes$ Creature,Wolf \
| TokenOwner$ You | TokenColors$ Green | TokenPower$ 2 | TokenToughness$ 2 \
| TokenKeywords$ Trample<>Hexproof | TokenImage$ g_2_2_wolf
Oracle:Create two 2/2 green Wolf creature tokens with trample and hexproof.
"""


def test_auras_statics_and_tokens_come_over(tmp_path: Path) -> None:
    """303.4a, 604, 613.4c: an Aura that gives +1/+1 and flying; 111.4: a spell that
    creates two tokens, each defined by the card ([[tokens]])."""
    folder = folder_of(tmp_path, {"sky_blessing.txt": AURA, "muster_the_pack.txt": MUSTER})
    out = tmp_path / "out"
    _, summary = import_forge(folder, out, progress=False)
    assert summary.imported == 2, report(out)
    aura = load_card_file(out / "sky_blessing" / "sky_blessing.toml").front
    assert aura.enchant == "creature" and len(aura.statics) == 1
    muster = load_card_file(out / "muster_the_pack" / "muster_the_pack.toml")
    wolf = muster.tokens["Wolf Token"].front
    assert (wolf.power, wolf.toughness) == (2, 2)
    assert wolf.keywords == frozenset({"trample", "hexproof"})
    assert muster.front.spell is not None and muster.front.spell.effects[0].amount == 2


WRATH = """Name:Last Light
ManaCost:2 W W
Types:Sorcery
A:SP$ DestroyAll | Cost$ 2 W W | ValidCards$ Creature | NoRegen$ True \
| SpellDescription$ Destroy all creatures. They can't be regenerated.
Oracle:Destroy all creatures. They can't be regenerated.
"""
RALLY = """Name:Rally Horn
ManaCost:1 W
Types:Instant
A:SP$ PumpAll | Cost$ 1 W | ValidCards$ Creature.YouCtrl | NumAtt$ +1 | NumDef$ +1 \
| KW$ Vigilance | SpellDescription$ Creatures you control get +1/+1 and gain vigilance \
until end of turn.
Oracle:Creatures you control get +1/+1 and gain vigilance until end of turn.
"""


def test_effects_on_each_of_a_group_come_over(tmp_path: Path) -> None:
    """701.8a, 701.19c: "Destroy all creatures. They can't be regenerated."; 611.2c:
    "Creatures you control get +1/+1 and gain vigilance until end of turn"."""
    folder = folder_of(tmp_path, {"last_light.txt": WRATH, "rally_horn.txt": RALLY})
    out = tmp_path / "out"
    _, summary = import_forge(folder, out, progress=False)
    assert summary.imported == 2, report(out)
    wrath = load_card_file(out / "last_light" / "last_light.toml").front.spell
    assert wrath is not None and not wrath.effects[0].can_be_regenerated
    rally = load_card_file(out / "rally_horn" / "rally_horn.toml").front.spell
    assert rally is not None and [i.subject for i in rally.effects] == ["each", "each"]


SEER = """Name:Rune Seer
ManaCost:1 U
Types:Creature Human Wizard
PT:1/1
T:Mode$ SpellCast | ValidCard$ Instant,Sorcery | ValidActivatingPlayer$ You \
| TriggerZones$ Battlefield | Execute$ TrigScry
SVar:TrigScry:DB$ Scry | ScryNum$ 1
Oracle:Whenever you cast an instant or sorcery spell, scry 1.
"""


def test_a_spell_cast_trigger_comes_over_with_its_kind_of_spell(tmp_path: Path) -> None:
    """601.2i: "Whenever you cast an instant or sorcery spell, scry 1." becomes a cast
    trigger watching that kind of spell."""
    out = tmp_path / "out"
    _, summary = import_forge(folder_of(tmp_path, {"rune_seer.txt": SEER}), out, progress=False)
    assert summary.imported == 1, report(out)
    [trigger] = load_card_file(out / "rune_seer" / "rune_seer.toml").front.triggers
    assert trigger.event == "cast" and trigger.spell is not None


FIREBALL = """Name:Flare Storm
ManaCost:X R
Types:Sorcery
A:SP$ DealDamage | Cost$ X R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X
SVar:X:Count$xPaid
Oracle:Flare Storm deals X damage to any target.
"""
COUNTED = FIREBALL.replace("Count$xPaid", "Count$CardsInYourHand/HalfUp").replace("Flare", "Hand")


def test_x_comes_over_only_as_the_x_paid(tmp_path: Path) -> None:
    """107.3: "deals X damage" with X the value paid is data's X; an X that counts
    what cardhost's words can't (half the cards in a hand) is skipped with its
    reason."""
    folder = folder_of(tmp_path, {"flare_storm.txt": FIREBALL, "hand_storm.txt": COUNTED})
    out = tmp_path / "out"
    outcomes, summary = import_forge(folder, out, progress=False)
    assert summary.imported == 1
    storm = load_card_file(out / "flare_storm" / "flare_storm.toml").front.spell
    assert storm is not None and storm.effects[0].x
    [counted] = [o for o in outcomes if o.card == "Hand Storm"]
    assert "X other than the X paid" in str(counted.reasons[0])


def test_an_importer_failure_on_one_script_is_that_scripts_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A fault of the importer's own on one script is reported as that script's reason
    and the run goes on: never a traceback for a whole library."""
    real = importer.translate

    def flaky(script: Script) -> Translation:
        if script.front.name == "Gust Warden":
            raise ZeroDivisionError("boom")
        return real(script)

    monkeypatch.setattr(importer, "translate", flaky)
    folder = folder_of(tmp_path, {"gust_warden.txt": FLIER, "meadow_strider.txt": VANILLA})
    outcomes, summary = import_forge(folder, tmp_path / "out", progress=False)
    assert summary.imported == 1
    [failed] = [o for o in outcomes if o.card == "Gust Warden"]
    assert "failed on it: ZeroDivisionError: boom" in str(failed.reasons[0])


GREETER = """Name:Vale Greeter
ManaCost:1 W
Types:Creature Human
PT:1/1
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.Other+YouCtrl \
| TriggerZones$ Battlefield | Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ 1
Oracle:Whenever another creature enters the battlefield under your control, you gain 1 life.
"""


def test_a_trigger_on_another_creature_entering_comes_over(tmp_path: Path) -> None:
    """603.6a: "Whenever another creature enters the battlefield under your control"
    becomes an enters trigger ``of`` another creature you control."""
    out = tmp_path / "out"
    folder = folder_of(tmp_path, {"vale_greeter.txt": GREETER})
    _, summary = import_forge(folder, out, progress=False)
    assert summary.imported == 1, report(out)
    [trigger] = load_card_file(out / "vale_greeter" / "vale_greeter.toml").front.triggers
    assert trigger.event == "enters" and trigger.watches is not None


CHARM = """Name:Split Verdict
ManaCost:1 R
Types:Instant
A:SP$ Charm | Cost$ 1 R | Choices$ DBDmg,DBDestroy
SVar:DBDmg:DB$ DealDamage | ValidTgts$ Creature | NumDmg$ 3
SVar:DBDestroy:DB$ Destroy | ValidTgts$ Artifact
Oracle:Choose one —\\n• Split Verdict deals 3 damage to target creature.\\n\
• Destroy target artifact.
"""


def test_a_modal_spell_comes_over_mode_by_mode(tmp_path: Path) -> None:
    """700.2: "Choose one — • ... • ..." becomes [[spell.modes]], each with its own
    target and effect, choosing one."""
    out = tmp_path / "out"
    _, summary = import_forge(
        folder_of(tmp_path, {"split_verdict.txt": CHARM}), out, progress=False
    )
    assert summary.imported == 1, report(out)
    spell = load_card_file(out / "split_verdict" / "split_verdict.toml").front.spell
    assert spell is not None and len(spell.modes) == 2 and (spell.least, spell.most) == (1, 1)


STALKER = """Name:Night Stalker
ManaCost:1 B
Types:Creature Shade
PT:2/1
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True \
| Execute$ TrigDraw | TriggerZones$ Battlefield
SVar:TrigDraw:DB$ Draw | NumCards$ 1
Oracle:Whenever Night Stalker deals combat damage to a player, draw a card.
"""


def test_a_combat_damage_trigger_comes_over(tmp_path: Path) -> None:
    """510.3a: "Whenever CARDNAME deals combat damage to a player" becomes that trigger."""
    out = tmp_path / "out"
    _, summary = import_forge(
        folder_of(tmp_path, {"night_stalker.txt": STALKER}), out, progress=False
    )
    assert summary.imported == 1, report(out)
    [trigger] = load_card_file(out / "night_stalker" / "night_stalker.toml").front.triggers
    assert trigger.event == "combat damage to a player"


CYCLER = """Name:Sunlit Ward
ManaCost:2 W
Types:Instant
K:Cycling:2
A:SP$ PreventDamage | Cost$ 2 W | ValidTgts$ Creature,Player,Planeswalker | Amount$ 4
Oracle:Prevent the next 4 damage that would be dealt to any target this turn.\\n\
Cycling {2} ({2}, Discard this card: Draw a card.)
"""
KEEPER = """Name:Dusk Sentinel
ManaCost:1 W
Types:Creature Human
PT:1/1
T:Mode$ Phase | Phase$ End of Turn | ValidPlayer$ You | TriggerZones$ Battlefield \
| Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ 1
Oracle:At the beginning of your end step, you gain 1 life.
"""
SMITE = """Name:Bone Smite
ManaCost:1 B
Types:Instant
A:SP$ Destroy | Cost$ 1 B | ValidTgts$ Creature | NoRegen$ True
Oracle:Destroy target creature. It can't be regenerated.
"""


def test_cycling_prevention_end_steps_and_no_regeneration_come_over(tmp_path: Path) -> None:
    """702.29a cycling beside a prevention shield (615.7); 513.1a an end step trigger;
    701.19c "It can't be regenerated."."""
    scripts = {"sunlit_ward.txt": CYCLER, "dusk_sentinel.txt": KEEPER, "bone_smite.txt": SMITE}
    out = tmp_path / "out"
    _, summary = import_forge(folder_of(tmp_path, scripts), out, progress=False)
    assert summary.imported == 3, report(out)
    ward = load_card_file(out / "sunlit_ward" / "sunlit_ward.toml").front
    assert ward.cycling and ward.spell is not None and ward.spell.effects[0].verb == "prevent"
    [trigger] = load_card_file(out / "dusk_sentinel" / "dusk_sentinel.toml").front.triggers
    assert trigger.event == "end step"
    smite = load_card_file(out / "bone_smite" / "bone_smite.toml").front.spell
    assert smite is not None and not smite.effects[0].can_be_regenerated


QUAKE = """Name:Ground Tremor
ManaCost:X R
Types:Sorcery
A:SP$ DamageAll | Cost$ X R | NumDmg$ X | ValidCards$ Creature | ValidPlayers$ Player
SVar:X:Count$xPaid
Oracle:Ground Tremor deals X damage to each creature and each player.
"""


def test_damage_to_each_comes_over(tmp_path: Path) -> None:
    """120.3: "deals X damage to each creature and each player", X paid (107.3)."""
    out = tmp_path / "out"
    _, summary = import_forge(
        folder_of(tmp_path, {"ground_tremor.txt": QUAKE}), out, progress=False
    )
    assert summary.imported == 1, report(out)
    spell = load_card_file(out / "ground_tremor" / "ground_tremor.toml").front.spell
    assert spell is not None and spell.effects[0].subject == "each" and spell.effects[0].x


MOURNER = """Name:Crypt Mourner
ManaCost:1 B
Types:Creature Zombie
PT:1/1
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard \
| ValidCard$ Creature.Other+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ 1
Oracle:Whenever another creature you control dies, you gain 1 life.
"""


def test_a_trigger_on_another_creature_dying_comes_over(tmp_path: Path) -> None:
    """700.4: "Whenever another creature you control dies" becomes a dies trigger ``of``
    another creature you control."""
    out = tmp_path / "out"
    _, summary = import_forge(
        folder_of(tmp_path, {"crypt_mourner.txt": MOURNER}), out, progress=False
    )
    assert summary.imported == 1, report(out)
    [trigger] = load_card_file(out / "crypt_mourner" / "crypt_mourner.toml").front.triggers
    assert trigger.event == "dies" and trigger.watches is not None


RAMP = """Name:Green Road
ManaCost:1 G
Types:Sorcery
A:SP$ ChangeZone | Cost$ 1 G | Origin$ Library | Destination$ Battlefield \
| ChangeType$ Land.Basic | Tapped$ True | ChangeNum$ 1
Oracle:Search your library for a basic land card and put that card onto the battlefield \
tapped. Then shuffle your library.
"""


def test_a_library_search_comes_over_in_either_wording(tmp_path: Path) -> None:
    """701.23, 701.24: the older "and put that card onto the battlefield tapped. Then
    shuffle your library." says today's search; it becomes data's ``search``."""
    out = tmp_path / "out"
    _, summary = import_forge(folder_of(tmp_path, {"green_road.txt": RAMP}), out, progress=False)
    assert summary.imported == 1, report(out)
    spell = load_card_file(out / "green_road" / "green_road.toml").front.spell
    assert spell is not None and spell.effects[0].verb == "search" and spell.effects[0].tapped


RIVER_SCOUT = """Name:River Scout
ManaCost:1 U
Types:Creature Merfolk Scout
PT:1/2
# a comment line, which Forge reads past
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Island.YouCtrl \
| TriggerZones$ Battlefield | Execute$ TrigLoot | TriggerDescription$ Landfall
SVar:TrigLoot:DB$ Draw | NumCards$ 1 | SubAbility$ DBDiscard
SVar:DBDiscard:DB$ Discard | NumCards$ 1 | Mode$ TgtChoose | Defined$ You
A:AB$ Pump | Cost$ 2 | ValidTgts$ Creature.nonBlue+OppCtrl | NumAtt$ -2 \
| SpellDescription$ Weaken
SVar:NonCombatPriority:1
Oracle:Tidecall — Whenever an Island enters the battlefield under your control, draw a \
card, then discard a card.\\n{2}: Target nonblue creature an opponent controls gets -2/-0 \
until end of turn.
"""
SIPHON = """Name:Mire Siphon
ManaCost:2 B
Types:Sorcery
A:SP$ Mill | Cost$ 2 B | ValidTgts$ Player | NumCards$ 3 | SubAbility$ DBDrain
SVar:DBDrain:DB$ GainLife | LifeAmount$ 2
Oracle:Target player puts the top three cards of their library into their graveyard and \
you gain 2 life.
"""
SPARKER = """Name:Ember Sparker
ManaCost:2 R
Types:Creature Goblin
PT:2/1
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.Self \
| Execute$ TrigDamage
SVar:TrigDamage:DB$ DealDamage | ValidTgts$ Creature.Other | NumDmg$ 1 | SubAbility$ DBPump
SVar:DBPump:DB$ Pump | Defined$ Self | NumAtt$ +1
Oracle:When Ember Sparker enters the battlefield, it deals 1 damage to target creature \
other than Ember Sparker. Ember Sparker gets +1/+0 until end of turn.
"""
TRICKSTER = """Name:Tangle Trickster
ManaCost:1 G
Types:Creature Elf
PT:1/1
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard \
| ValidCard$ Creature.Self | Execute$ TrigTap
SVar:TrigTap:DB$ Tap | ValidTgts$ Creature | SubAbility$ DBPump
SVar:DBPump:DB$ Pump | Defined$ Self | NumAtt$ +1
Oracle:When Tangle Trickster dies, tap target creature. It gets +1/+0 until end of turn.
"""


def test_kinds_of_objects_and_oracle_wordings_come_over(tmp_path: Path) -> None:
    """Forge's ``Valid`` kinds become the rules' words ("target nonblue creature an
    opponent controls", 115.1; an Island entering, 603.6a, after an ability word,
    207.2c); an effect's sentences come over however the Oracle text joins them ("draw a
    card, then discard a card", "... and you gain 2 life"), in older words ("puts the
    top three cards ... into their graveyard": mills, 701.17a), "-2/-0", "target creature
    other than CARDNAME" (another target, 115.1) and "it" for the card naming itself once.
    A script's comment lines are read past. After a target, "it" could be the target,
    so it isn't taken for the card: Tangle Trickster is skipped."""
    scripts = {"river_scout.txt": RIVER_SCOUT, "mire_siphon.txt": SIPHON}
    scripts |= {"ember_sparker.txt": SPARKER, "tangle_trickster.txt": TRICKSTER}
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, scripts), out, progress=False)
    found = report(out)
    assert found["r/river_scout.txt"]["imported"], found
    assert found["m/mire_siphon.txt"]["imported"], found
    scout = load_card_file(out / "river_scout" / "river_scout.toml").front
    [landfall] = scout.triggers
    assert landfall.watches is not None and landfall.watches.subtypes == ("Island",)
    assert [i.verb for i in landfall.effects] == ["draw", "discard"]
    [weaken] = scout.activated_abilities
    assert [t.text for t in weaken.targets] == ["target nonblue creature an opponent controls"]
    assert [i.name for i in weaken.effects] == ["-2/-0"]
    siphon = load_card_file(out / "mire_siphon" / "mire_siphon.toml").front.spell
    assert siphon is not None
    assert [(i.verb, i.amount) for i in siphon.effects] == [("mill", 3), ("gain_life", 2)]
    sparker = load_card_file(out / "ember_sparker" / "ember_sparker.toml").front
    [enters] = sparker.triggers
    assert [t.text for t in enters.targets] == ["another target creature"]
    assert [(i.verb, i.subject) for i in enters.effects] == [("damage", "target"), ("gets", "this")]
    trickster = found["t/tangle_trickster.txt"]
    assert not trickster["imported"]
    assert [r["construct"] for r in trickster["reasons"]] == [
        "T: whose Oracle text reads otherwise"
    ]


WARREN_RALLY = """Name:Warren Rally
ManaCost:2 R
Types:Sorcery
A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X \
| SubAbility$ DBPump
SVar:DBPump:DB$ PumpAll | ValidCards$ Creature.YouCtrl | NumAtt$ +X | NumDef$ +0
SVar:X:Count$Valid Goblin.YouCtrl
Oracle:Warren Rally deals 1 damage to any target for each Goblin you control. Creatures \
you control get +X/+0 until end of turn, where X is the number of Goblins you control.
"""
HOARD = """Name:Hoard Keeper
ManaCost:3 B
Types:Creature Zombie
PT:2/2
K:etbCounter:P1P1:2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ X
SVar:X:Count$TypeInYourYard.Creature
Oracle:Hoard Keeper enters the battlefield with two +1/+1 counters on it.\\nWhen Hoard \
Keeper enters the battlefield, you gain life equal to the number of creature cards in \
your graveyard.
"""
TALLY = HOARD.replace("Hoard Keeper", "Tally Keeper").replace(
    "Count$TypeInYourYard.Creature", "Count$TypeInYourYard.Creature/HalfUp"
)


def test_counted_amounts_come_over(tmp_path: Path) -> None:
    """608.2h: Forge's counted X ("Count$Valid Goblin.YouCtrl") becomes ``x``, in each
    wording of the Oracle text ("1 damage ... for each Goblin you control", "+X/+0 ...,
    where X is the number of Goblins you control", "life equal to the number of
    creature cards in your graveyard"); entering with counters (614.1c) comes over; a
    count with arithmetic cardhost can't say (``/HalfUp``) is skipped."""
    scripts = {"warren_rally.txt": WARREN_RALLY, "hoard_keeper.txt": HOARD}
    scripts["tally_keeper.txt"] = TALLY
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, scripts), out, progress=False)
    found = report(out)
    rally = load_card_file(out / "warren_rally" / "warren_rally.toml").front.spell
    assert rally is not None
    assert [str(i.count) for i in rally.effects] == ["the number of Goblins you control"] * 2
    assert rally.effects[0].count is not None and rally.effects[0].count.quality is not None
    assert rally.effects[0].count.quality.subtypes == ("Goblin",)
    keeper = load_card_file(out / "hoard_keeper" / "hoard_keeper.toml").front
    assert keeper.enters_with is not None and keeper.enters_with.counters == (("+1/+1", 2),)
    [gain] = keeper.triggers[0].effects
    assert str(gain.count) == "the number of creature cards in your graveyard"
    assert not found["t/tally_keeper.txt"]["imported"]


SCHOLAR = """Name:Tide Scholar
ManaCost:1 U
Types:Creature Merfolk Wizard
PT:1/1
A:AB$ Draw | Cost$ T | ValidTgts$ Player | NumCards$ 2 | SubAbility$ DBDiscard
SVar:DBDiscard:DB$ Discard | Defined$ Targeted | NumCards$ 2 | Mode$ TgtChoose
A:AB$ PutCounter | Cost$ 1 G | ValidTgts$ Creature | CounterType$ P1P1 | CounterNum$ 1 \
| SubAbility$ DBUntap
SVar:DBUntap:DB$ Untap | Defined$ Targeted
Oracle:{T}: Target player draws two cards, then discards two cards.\\n{1}{G}: Put a +1/+1 \
counter on target creature and untap it.
"""


def test_an_instruction_on_the_target_chosen_before_comes_over(tmp_path: Path) -> None:
    """608.2c: Forge's ``Defined$ Targeted`` is the one target the effect chose ("then
    discards", "untap it"): the same ``target`` in data."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"tide_scholar.txt": SCHOLAR}), out, progress=False)
    assert report(out)["t/tide_scholar.txt"]["imported"], report(out)
    loot, boost = load_card_file(
        out / "tide_scholar" / "tide_scholar.toml"
    ).front.activated_abilities
    assert [(i.verb, i.subject) for i in loot.effects] == [
        ("draw", "target"),
        ("discard", "target"),
    ]
    assert [(i.verb, i.subject) for i in boost.effects] == [
        ("counters", "target"),
        ("untap", "target"),
    ]


DIGGER = """Name:Barrow Digger
ManaCost:1 B
Types:Creature Zombie
PT:2/1
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigReturn | OptionalDecider$ You
SVar:TrigReturn:DB$ ChangeZone | Origin$ Graveyard | Destination$ Hand \
| ValidTgts$ Creature.YouCtrl
A:AB$ ChangeZone | Cost$ 1 B | Origin$ Battlefield | Destination$ Hand
A:AB$ ChangeZone | Cost$ 2 | Origin$ Graveyard | Destination$ Exile | ValidTgts$ Card
Oracle:When Barrow Digger enters the battlefield, you may return target creature card \
from your graveyard to your hand.\\n{1}{B}: Return Barrow Digger to its owner's hand.\\n\
{2}: Exile target card from a graveyard.
"""


def test_cards_in_graveyards_and_the_source_itself_come_over(tmp_path: Path) -> None:
    """400.3, 115.1: a target card in your graveyard (Forge's ``YouCtrl`` there is its
    owner) returned to your hand, a target card in any graveyard exiled, and the source
    returned to its owner's hand."""
    digger = imported(tmp_path, "barrow_digger.txt", DIGGER)
    [enters] = digger.triggers
    assert [t.text for t in enters.targets] == ["target creature card from your graveyard"]
    bounce, exile = digger.activated_abilities
    assert [(i.verb, i.subject) for i in bounce.effects] == [("return_to_hand", "this")]
    assert [t.text for t in exile.targets] == ["target card from a graveyard"]


HERO = """Name:Gilded Hero
ManaCost:1 W
Types:Creature Human Soldier
PT:2/1
T:Mode$ SpellCast | ValidActivatingPlayer$ You | TargetsValid$ Card.Self \
| TriggerZones$ Battlefield | Execute$ TrigCounter
SVar:TrigCounter:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1
T:Mode$ SpellCast | ValidCard$ Card.Blue | ValidActivatingPlayer$ Opponent \
| TriggerZones$ Battlefield | Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ 1
T:Mode$ SpellCast | ValidCard$ Card.Red | TriggerZones$ Battlefield | Execute$ TrigDraw
SVar:TrigDraw:DB$ Draw | NumCards$ 1
Oracle:Heroic — Whenever you cast a spell that targets Gilded Hero, put a +1/+1 counter \
on Gilded Hero.\\nWhenever an opponent casts a blue spell, you gain 1 life.\\nWhenever a \
player casts a red spell, draw a card.
"""


def test_spell_cast_triggers_of_any_caster_and_heroic_come_over(tmp_path: Path) -> None:
    """601.2i: Forge's ``ValidActivatingPlayer$`` (Opponent; none: any player) becomes
    ``by``, and ``TargetsValid$ Card.Self`` "a spell that targets CARDNAME"
    (``targets_this``), after an ability word (207.2c)."""
    heroic, blue, red = imported(tmp_path, "gilded_hero.txt", HERO).triggers
    assert heroic.targets_this and heroic.caster == "you"
    assert blue.caster == "an opponent" and blue.spell is not None
    assert red.caster == "a player" and not red.targets_this


TAXER = """Name:Ashen Taxer
ManaCost:2 B
Types:Creature Spirit
PT:2/2
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player | TriggerZones$ Battlefield \
| Execute$ TrigDrain
SVar:TrigDrain:DB$ LoseLife | Defined$ TriggeredPlayer | LifeAmount$ 1
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True \
| Execute$ TrigDiscard
SVar:TrigDiscard:DB$ Discard | Defined$ TriggeredTarget | NumCards$ 1 | Mode$ TgtChoose
Oracle:At the beginning of each player's upkeep, that player loses 1 life.\\nWhenever \
Ashen Taxer deals combat damage to a player, that player discards a card.
"""


def test_each_players_step_and_that_player_come_over(tmp_path: Path) -> None:
    """503.1a, 603.2: Forge's ``ValidPlayer$ Player`` is each player's upkeep, and
    ``TriggeredPlayer``/``TriggeredTarget`` "that player" (whose step; the player dealt
    damage)."""
    upkeep, damage = imported(tmp_path, "ashen_taxer.txt", TAXER).triggers
    assert upkeep.whose == "each" and upkeep.effects[0].subject == "that player"
    assert damage.effects[0].subject == "that player"


SHACKLES = """Name:Iron Shackles
ManaCost:1 W
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ 1 W | ValidTgts$ Creature | AILogic$ Curse
S:Mode$ Continuous | Affected$ Creature.EnchantedBy \
| AddHiddenKeyword$ CARDNAME can't attack or block. | Description$ Enchanted creature
Oracle:Enchant creature\\nEnchanted creature can't attack or block.
"""
SKULKER = """Name:Alley Skulker
ManaCost:1 U
Types:Creature Human Rogue
PT:2/1
K:Unblockable
K:CARDNAME can't block.
A:AB$ Pump | Cost$ T | ValidTgts$ Creature | KW$ HIDDEN CARDNAME can't block. \
| IsCurse$ True
Oracle:Alley Skulker can't be blocked.\\nAlley Skulker can't block.\\n{T}: Target creature \
can't block this turn.
"""


def test_what_a_creature_cant_do_comes_over(tmp_path: Path) -> None:
    """508.1c, 509.1b: Forge's hidden keywords "CARDNAME can't attack or block." (an
    Aura's static), ``K:Unblockable`` and ``K:CARDNAME can't block.`` (the card's own)
    and a Pump granting "can't block" this turn become ``cant``."""
    scripts = {"iron_shackles.txt": SHACKLES, "alley_skulker.txt": SKULKER}
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, scripts), out, progress=False)
    found = report(out)
    assert all(entry["imported"] for entry in found.values()), found
    [shackles] = load_card_file(out / "iron_shackles" / "iron_shackles.toml").front.statics
    assert shackles.affects.attached
    assert shackles.modifications[0].restrictions == ("can't attack", "can't block")
    skulker = load_card_file(out / "alley_skulker" / "alley_skulker.toml").front
    assert [s.modifications[0].restrictions for s in skulker.statics] == [
        ("can't be blocked",),
        ("can't block",),
    ]
    [taunt] = skulker.activated_abilities
    assert [(i.verb, i.name) for i in taunt.effects] == [("cant", "block")]


SPELLFIST = """Name:Fist Script
ManaCost:1 U
Types:Creature Human Monk
PT:2/1
A:AB$ Pump | Cost$ U | Defined$ Self | NumAtt$ +1 | KW$ HIDDEN Unblockable | SpellDescription$ x
Oracle:{U}: Fist Script gets +1/+0 until end of turn and can't be blocked this turn.
"""


def test_gets_and_cant_be_blocked_this_turn(tmp_path: Path) -> None:
    """611.2, 509.1b: a Pump changing power and granting Forge's hidden "Unblockable"
    is a ``gets`` and a ``cant`` for the turn, as one sentence says them."""
    [ability] = imported(tmp_path, "fist_script.txt", SPELLFIST).activated_abilities
    assert [(i.verb, i.name) for i in ability.effects] == [
        ("gets", "+1/+0"),
        ("cant", "be blocked"),
    ]


APE = """Name:Cinder Ape
ManaCost:R
Types:Creature Ape
PT:1/1
S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddToughness$ 2 \
| CheckSVar$ X | SVarCompare$ GE1 | Description$ CARDNAME gets +1/+2.
SVar:X:Count$Valid Forest.YouCtrl
S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ First Strike | CheckSVar$ Y \
| SVarCompare$ GE7 | Description$ first strike
SVar:Y:Count$InYourHand
Oracle:Cinder Ape gets +1/+2 as long as you control a Forest.\\nAs long as you have seven \
or more cards in hand, Cinder Ape has first strike.
"""


def test_a_static_ability_with_a_condition_comes_over(tmp_path: Path) -> None:
    """611.3b: Forge's ``CheckSVar$`` count with ``SVarCompare$ GE`` becomes
    ``as_long_as``, in either order of the Oracle sentence."""
    forest, hand = imported(tmp_path, "cinder_ape.txt", APE).statics
    assert forest.condition is not None and hand.condition is not None
    assert str(forest.condition.count) == "the number of Forests you control"
    assert (str(hand.condition.count), hand.condition.at_least) == (
        "the number of cards in your hand",
        7,
    )


VOW_SENTRY = """Name:Vow Sentry
ManaCost:3
Types:Artifact Creature Golem
PT:2/2
S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 2 | IsPresent$ Planeswalker.Karn+YouCtrl \
| Description$ x
Oracle:As long as you control a Karn planeswalker, Vow Sentry gets +2/+0.
"""


def test_a_planeswalker_type_comes_over(tmp_path: Path) -> None:
    """205.3j: Forge's ``Planeswalker.Karn`` is "a Karn planeswalker", a planeswalker
    type as the rules list them."""
    [karn] = imported(tmp_path, "vow_sentry.txt", VOW_SENTRY).statics
    assert karn.condition is not None
    assert str(karn.condition.count) == "the number of Karn planeswalkers you control"


WARDEN = """Name:Tide Warden
ManaCost:3 U
Types:Creature Merfolk
PT:2/3
S:Mode$ Continuous | Affected$ Card.Self | AddToughness$ 2 | CheckSVar$ X \
| SVarCompare$ GE1 | Description$ x
SVar:X:Count$Valid Island.OppCtrl
Oracle:Tide Warden gets +0/+2 as long as an opponent controls an Island.
"""


def test_an_opponent_controls_one_of_a_kind(tmp_path: Path) -> None:
    """611.3b: "as long as an opponent controls an Island": at least one Island the
    opponents control."""
    [island] = imported(tmp_path, "tide_warden.txt", WARDEN).statics
    assert island.condition is not None
    assert (str(island.condition.count), island.condition.at_least) == (
        "the number of Islands an opponent controls",
        1,
    )


LEECH = """Name:Dusk Leech
ManaCost:1 B
Types:Creature Leech
PT:1/1
T:Mode$ LifeGained | ValidPlayer$ You | TriggerZones$ Battlefield | Execute$ TrigCounter
SVar:TrigCounter:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1
T:Mode$ DamageDealtOnce | ValidSource$ Card.Self | TriggerZones$ Battlefield \
| Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ X
SVar:X:TriggerCount$DamageAmount
Oracle:Whenever you gain life, put a +1/+1 counter on Dusk Leech.\\nWhenever Dusk Leech \
deals damage, you gain that much life.
"""


def test_life_gain_and_damage_triggers_come_over(tmp_path: Path) -> None:
    """119.9, 120.3, 603.2: Forge's ``LifeGained`` and ``DamageDealtOnce`` triggers, and
    ``TriggerCount$DamageAmount`` as "that much"."""
    gain, damage = imported(tmp_path, "dusk_leech.txt", LEECH).triggers
    assert (gain.event, damage.event) == ("gain life", "deals damage")
    assert str(damage.effects[0].count) == "that much"


MACE = """Name:Iron Mace
ManaCost:2
Types:Artifact Equipment
K:Equip:2
S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 2 | AddToughness$ 1 \
| AddKeyword$ Trample | Description$ Equipped creature gets +2/+1 and has trample.
Oracle:Equipped creature gets +2/+1 and has trample.\\nEquip {2}
"""


def test_equipment_comes_over(tmp_path: Path) -> None:
    """702.6a, 301.5: ``K:Equip:2`` becomes ``equip``, and ``Creature.EquippedBy``
    statics "equipped creature"."""
    mace = imported(tmp_path, "iron_mace.txt", MACE)
    [equip] = mace.activated_abilities
    assert equip.sorcery_speed and equip.effects[0].verb == "attach"
    assert mace.statics[0].affects.text == "equipped creature"


ALLY = """Name:Kor Rallier
ManaCost:1 W
Types:Creature Kor Ally
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigGain
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield \
| ValidCard$ Ally.Other+YouCtrl | TriggerZones$ Battlefield | Secondary$ True \
| Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ 1
Oracle:Rally — Whenever Kor Rallier or another Ally enters the battlefield under your \
control, you gain 1 life.
"""


def test_a_trigger_on_itself_or_another_comes_over_as_one(tmp_path: Path) -> None:
    """603.6a: Forge's pair of triggers (on the card, and ``Secondary$`` on other Allies,
    one ``Execute$``) is one ability: "Whenever CARDNAME or another Ally enters the
    battlefield under your control"."""
    [rally] = imported(tmp_path, "kor_rallier.txt", ALLY).triggers
    assert rally.watches is not None and rally.watches.subtypes == ("Ally",)
    assert not rally.watches.another


RAIDER = """Name:Vale Raider
ManaCost:1 G
Types:Creature Elf Warrior
PT:2/2
K:Kicker:2 G
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self+kicked \
| Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ 3
Oracle:Kicker {2}{G}\\nWhen Vale Raider enters the battlefield, if it was kicked, you \
gain 3 life.
"""


def test_kicker_and_if_it_was_kicked_come_over(tmp_path: Path) -> None:
    """702.33a, 603.4: a creature's ``K:Kicker`` becomes ``kicker`` and Forge's
    ``Card.Self+kicked`` trigger an enters trigger ``if = "it was kicked"``."""
    raider = imported(tmp_path, "vale_raider.txt", RAIDER)
    assert raider.kicker is not None and raider.triggers[0].condition == "it was kicked"


THRESHOLD = """Name:Barrow Hound
ManaCost:1 B
Types:Creature Dog
PT:2/1
S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddToughness$ 1 \
| Condition$ Threshold | Description$ Threshold
S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ Menace | Condition$ Hellbent \
| Description$ Hellbent
Oracle:Threshold — Barrow Hound gets +1/+1 as long as seven or more cards are in your \
graveyard.\\nHellbent — Barrow Hound has menace as long as you have no cards in hand.
"""


def test_named_conditions_come_over_as_counts(tmp_path: Path) -> None:
    """611.3b, 207.2c: Forge's ``Condition$ Threshold`` and ``Hellbent`` are counts of
    cards in a graveyard (at least seven) and a hand (none), after their ability words."""
    threshold, hellbent = imported(tmp_path, "barrow_hound.txt", THRESHOLD).statics
    assert threshold.condition is not None and threshold.condition.at_least == 7
    assert hellbent.condition is not None and hellbent.condition.at_most == 0


MARK = """Name:Grave Mark
ManaCost:B
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ B | ValidTgts$ Creature | AILogic$ Curse
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard \
| ValidCard$ Card.AttachedBy | Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ 2
Oracle:Enchant creature\\nWhen enchanted creature dies, you gain 2 life.
"""


def test_when_enchanted_creature_dies_comes_over(tmp_path: Path) -> None:
    """700.4: Forge's ``Card.AttachedBy`` dying is ``of = "enchanted creature"``."""
    [dies] = imported(tmp_path, "grave_mark.txt", MARK).triggers
    assert dies.event == "dies" and dies.attached


BLOCKER = """Name:Spiked Sentry
ManaCost:2 W
Types:Creature Human Soldier
PT:1/4
T:Mode$ Blocks | ValidCard$ Card.Self | Execute$ TrigGain
T:Mode$ AttackerBlocked | ValidCard$ Card.Self | Secondary$ True | Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ 2
T:Mode$ AttackerBlocked | ValidCard$ Card.Self | Execute$ TrigDraw
SVar:TrigDraw:DB$ Draw | NumCards$ 1
Oracle:Whenever Spiked Sentry blocks or becomes blocked, you gain 2 life.\\nWhenever \
Spiked Sentry becomes blocked, draw a card.
"""


def test_block_triggers_come_over(tmp_path: Path) -> None:
    """509.3a, 509.3c: Forge's ``Blocks`` and ``AttackerBlocked`` triggers, and their
    pair (one ``Secondary$``) as one "blocks or becomes blocked" ability."""
    triggers = imported(tmp_path, "spiked_sentry.txt", BLOCKER).triggers
    assert [t.event for t in triggers] == ["blocks or becomes blocked", "becomes blocked"]


ANCHOR = """Name:Tide Anchor
ManaCost:2 U U
Types:Instant
A:SP$ ChangeZone | Cost$ 2 U U | ValidTgts$ Creature | Origin$ Battlefield \
| Destination$ Library | LibraryPosition$ 0
Oracle:Put target creature on top of its owner's library.
"""


def test_putting_into_a_library_comes_over(tmp_path: Path) -> None:
    """401.4: Forge's ``Destination$ Library`` with ``LibraryPosition$ 0`` (top) or -1
    (bottom) becomes ``to_library``."""
    spell = imported(tmp_path, "tide_anchor.txt", ANCHOR).spell
    assert spell is not None and [(i.verb, i.name) for i in spell.effects] == [
        ("to_library", "top")
    ]


HAVER = """Name:Ember Hound
ManaCost:1 R
Types:Creature Elemental Hound
PT:2/2
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| OptionalDecider$ You | Execute$ TrigDamage
SVar:TrigDamage:DB$ DealDamage | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 1
T:Mode$ Phase | Phase$ End of Turn | TriggerZones$ Battlefield | Execute$ TrigBounce
SVar:TrigBounce:DB$ ChangeZone | Defined$ Self | Origin$ Battlefield | Destination$ Hand
T:Mode$ SpellCast | ValidCard$ Instant | ValidActivatingPlayer$ You \
| TriggerZones$ Battlefield | Execute$ TrigPump | OptionalDecider$ You
SVar:TrigPump:DB$ Pump | ValidTgts$ Creature | NumAtt$ +1
Oracle:When Ember Hound dies, you may have it deal 1 damage to any target.\\nAt the \
beginning of the end step, return Ember Hound to its owner's hand.\\nWhen you cast an \
instant spell, you may have target creature get +1/+0 until end of turn.
"""


def test_older_and_other_trigger_wordings_come_over(tmp_path: Path) -> None:
    """603.5, 603.1, 513.1a: "you may have it deal ..." and "you may have target creature
    get ..." are optional; "At the beginning of the end step" is each end step; "When"
    opens a trigger as "Whenever" does."""
    dies, end, cast = imported(tmp_path, "ember_hound.txt", HAVER).triggers
    assert dies.optional and cast.optional and end.whose == "each"


RALLY_CRY = """Name:Rally Cry
ManaCost:3 W
Types:Instant
A:SP$ PumpAll | Cost$ 3 W | ValidCards$ Creature.YouCtrl | NumAtt$ +2 | NumDef$ +1 \
| KW$ Vigilance | SubAbility$ DBRecall
SVar:DBRecall:DB$ ChangeZone | Origin$ Graveyard | Destination$ Library | LibraryPosition$ 0 \
| ValidTgts$ Card.YouCtrl
Oracle:Until end of turn, creatures you control get +2/+1 and gain vigilance. Put target \
card from your graveyard on top of your library.
"""


def test_a_duration_first_and_your_library_come_over(tmp_path: Path) -> None:
    """611.2a: "Until end of turn, creatures you control get ..." is the same effect as
    "... until end of turn"; a card from your graveyard goes on top of "your library",
    its owner's (401.4)."""
    spell = imported(tmp_path, "rally_cry.txt", RALLY_CRY).spell
    assert spell is not None
    assert [i.verb for i in spell.effects] == ["gets", "gains", "to_library"]


SUSTAIN = """Name:Grim Sustenance
ManaCost:1 W B
Types:Instant
A:SP$ DealDamage | Cost$ 1 W B | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X \
| SubAbility$ DBGain
SVar:DBGain:DB$ GainLife | LifeAmount$ X
SVar:X:Count$Valid Creature.YouCtrl
Oracle:Grim Sustenance deals X damage to any target and you gain X life, where X is the \
number of creatures you control.
"""
HOARDER = """Name:Grim Hoarder
ManaCost:1 W B
Types:Instant
A:SP$ Draw | Cost$ 1 W B | NumCards$ X | SubAbility$ DBGain
SVar:DBGain:DB$ GainLife | LifeAmount$ X
SVar:X:Count$InYourHand
Oracle:Draw X cards and you gain X life, where X is the number of cards in your hand.
"""


def test_one_x_for_two_instructions_only_where_it_stays_the_same(tmp_path: Path) -> None:
    """608.2h: "deals X damage ... and you gain X life, where X is the number of
    creatures you control" counts the same number for both (damage changes no count
    before state-based actions); with drawing first, a count of the hand would change
    between them, so that card is skipped."""
    scripts = {"grim_sustenance.txt": SUSTAIN, "grim_hoarder.txt": HOARDER}
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, scripts), out, progress=False)
    found = report(out)
    assert found["g/grim_sustenance.txt"]["imported"], found
    assert not found["g/grim_hoarder.txt"]["imported"], found
    spell = load_card_file(out / "grim_sustenance" / "grim_sustenance.toml").front.spell
    assert spell is not None and all(i.count is not None for i in spell.effects)


DRUMMER = """Name:War Drummer
ManaCost:2 R
Types:Creature Goblin
PT:2/2
T:Mode$ Attacks | ValidCard$ Creature.YouCtrl | TriggerZones$ Battlefield \
| Execute$ TrigGain
SVar:TrigGain:DB$ GainLife | LifeAmount$ 1
Oracle:Whenever a creature you control attacks, you gain 1 life.
"""


def test_a_trigger_on_others_attacking_comes_over(tmp_path: Path) -> None:
    """508.3a: Forge's ``Attacks`` of ``Creature.YouCtrl`` is an attacks trigger ``of``
    a creature you control."""
    [attacks] = imported(tmp_path, "war_drummer.txt", DRUMMER).triggers
    assert attacks.event == "attacks" and attacks.watches is not None


GATE = """Name:Tidal Gate
ManaCost:no cost
Types:Land Gate
K:CARDNAME enters the battlefield tapped.
A:AB$ Mana | Cost$ T | Produced$ W | SpellDescription$ Add {W}.
A:AB$ Mana | Cost$ T | Produced$ U | SpellDescription$ Add {U}.
Oracle:Tidal Gate enters the battlefield tapped.\\n{T}: Add {W} or {U}.
"""


def test_mana_abilities_said_as_one_come_over_as_one(tmp_path: Path) -> None:
    """605.3b: Forge's two abilities of one cost that the Oracle text says as "{T}: Add
    {W} or {U}." are one mana ability adding one of them."""
    [mana] = imported(tmp_path, "tidal_gate.txt", GATE).mana_abilities
    assert mana.text == "{T}: Add {W} or {U}." and len(mana.one_of) == 2


FIRE_EATER = """Name:Ember Eater
ManaCost:2 R
Types:Creature Human Shaman
PT:2/2
A:AB$ DealDamage | Cost$ T Sac<1/CARDNAME> | ValidTgts$ Creature,Player,Planeswalker \
| NumDmg$ X
SVar:X:Count$CardPower
Oracle:{T}, Sacrifice Ember Eater: Ember Eater deals damage equal to its power to any \
target.
"""


def test_the_power_of_the_card_itself_comes_over(tmp_path: Path) -> None:
    """208.1, 608.2h: Forge's ``Count$CardPower`` is "this creature's power"."""
    [ability] = imported(tmp_path, "ember_eater.txt", FIRE_EATER).activated_abilities
    assert str(ability.effects[0].count) == "this creature's power"


ADEPT = """Name:Coven Adept
ManaCost:2 U
Types:Creature Human Wizard
PT:1/3
A:AB$ Draw | Cost$ tapXType<2/Wizard> | NumCards$ 1 | SpellDescription$ Draw a card.
A:AB$ Pump | Cost$ 1 Sac<1/Creature.Other/another creature> | Defined$ Self | NumAtt$ +2 \
| NumDef$ +2
A:AB$ GainLife | Cost$ SubCounter<1/P1P1> | LifeAmount$ 2
Oracle:Tap two untapped Wizards you control: Draw a card.\\n{1}, Sacrifice another \
creature: Coven Adept gets +2/+2 until end of turn.\\nRemove a +1/+1 counter from Coven \
Adept: You gain 2 life.
"""


def test_costs_of_kinds_of_permanents_and_counters_come_over(tmp_path: Path) -> None:
    """118, 701.21, 701.26, 122.8: Forge's ``tapXType``, ``Sac`` of a kind (another
    creature) and ``SubCounter`` costs, as the Oracle text says them."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"coven_adept.txt": ADEPT}), out, progress=False)
    assert report(out)["c/coven_adept.txt"]["imported"], report(out)
    tap, sacrifice, remove = load_card_file(
        out / "coven_adept" / "coven_adept.toml"
    ).front.activated_abilities
    [wizards] = tap.cost.tap_untapped
    assert wizards.count == 2 and wizards.quality.subtypes == ("Wizard",)
    assert sacrifice.cost.sacrifice[0].quality.another
    assert remove.cost.remove_counters == (("+1/+1", 1),)


CHECKLAND = """Name:Ridge Crossing
ManaCost:no cost
Types:Land
K:ETBReplacement:Other:LandTapped
SVar:LandTapped:DB$ Tap | Defined$ Self | ETB$ True \
| ConditionPresent$ Mountain.YouCtrl,Plains.YouCtrl | ConditionCompare$ EQ0 \
| SpellDescription$ tapped unless
A:AB$ Mana | Cost$ T | Produced$ R | SpellDescription$ Add {R}.
A:AB$ Mana | Cost$ T | Produced$ W | SpellDescription$ Add {W}.
Oracle:Ridge Crossing enters the battlefield tapped unless you control a Mountain or a \
Plains.\\n{T}: Add {R} or {W}.
"""


def test_enters_tapped_unless_comes_over(tmp_path: Path) -> None:
    """614.1d: Forge's check-land replacement is ``enters_tapped`` with
    ``enters_tapped_unless`` a count of Mountains or Plains you control."""
    land = imported(tmp_path, "ridge_crossing.txt", CHECKLAND)
    assert land.enters_tapped and land.enters_tapped_unless is not None
    assert land.enters_tapped_unless.count.quality is not None
    assert land.enters_tapped_unless.count.quality.subtypes == ("Mountain", "Plains")


CAPTAIN = """Name:Drill Captain
ManaCost:1 W
Types:Creature Human Soldier
PT:2/2
T:Mode$ Phase | Phase$ BeginCombat | ValidPlayer$ You | TriggerZones$ Battlefield \
| Execute$ TrigPump
SVar:TrigPump:DB$ Pump | ValidTgts$ Creature | NumAtt$ +1 | NumDef$ +1
Oracle:At the beginning of combat on your turn, target creature gets +1/+1 until end of \
turn.
"""


def test_beginning_of_combat_comes_over(tmp_path: Path) -> None:
    """507.1: Forge's ``Phase$ BeginCombat`` trigger of your turn."""
    [combat] = imported(tmp_path, "drill_captain.txt", CAPTAIN).triggers
    assert combat.event == "beginning of combat" and combat.whose == "your"


REANIMATE = """Name:Grave Call
ManaCost:3 B
Types:Sorcery
A:SP$ ChangeZone | Cost$ 3 B | Origin$ Graveyard | Destination$ Battlefield \
| ValidTgts$ Creature.YouCtrl
Oracle:Return target creature card from your graveyard to the battlefield.
"""


def test_returning_a_card_to_the_battlefield_comes_over(tmp_path: Path) -> None:
    """110.2a: Forge's graveyard-to-battlefield move of a target card you own is
    ``return_to_battlefield``."""
    spell = imported(tmp_path, "grave_call.txt", REANIMATE).spell
    assert spell is not None and spell.effects[0].verb == "return_to_battlefield"


WISP = """Name:Ember Wisp
ManaCost:1 R
Types:Creature Elemental Spirit
PT:1/1
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| Execute$ TrigReturn
SVar:TrigReturn:DB$ ChangeZone | Defined$ TriggeredCard | Origin$ Graveyard \
| Destination$ Hand
Oracle:When Ember Wisp dies, return it to its owner's hand.
"""


def test_a_dying_card_returning_itself_comes_over(tmp_path: Path) -> None:
    """400.7e: the ``TriggeredCard`` of the card's own dies trigger is the card it became
    in the graveyard: ``return_to_hand = "this"``."""
    [dies] = imported(tmp_path, "ember_wisp.txt", WISP).triggers
    assert [(i.verb, i.subject) for i in dies.effects] == [("return_to_hand", "this")]


FLAY = """Name:Idle Flay
ManaCost:B
Types:Sorcery
A:SP$ Discard | Cost$ B | ValidTgts$ Opponent | NumCards$ 1 | Mode$ Random
Oracle:Target opponent discards a card at random.
"""


def test_discarding_at_random_comes_over(tmp_path: Path) -> None:
    """701.9b: Forge's ``Mode$ Random`` discard is ``chosen_by = "random"``."""
    spell = imported(tmp_path, "idle_flay.txt", FLAY).spell
    assert spell is not None and spell.effects[0].chosen_by == "random"


TREASON = """Name:Brief Treason
ManaCost:2 R
Types:Sorcery
A:SP$ GainControl | Cost$ 2 R | ValidTgts$ Creature | LoseControl$ EOT | Untap$ True \
| AddKWs$ Haste
Oracle:Gain control of target creature until end of turn. Untap that creature. It gains \
haste until end of turn.
"""


def test_gaining_control_until_end_of_turn_comes_over(tmp_path: Path) -> None:
    """613.1b, 611.2a: Forge's ``GainControl`` until end of turn, untapping and haste:
    ``gain_control`` for its duration, ``untap`` and ``gains`` on the target."""
    spell = imported(tmp_path, "brief_treason.txt", TREASON).spell
    assert spell is not None
    assert [i.verb for i in spell.effects] == ["gain_control", "untap", "gains"]
    assert spell.effects[0].duration.value == "until end of turn"


SPYGLASS = """Name:Charge Glass
ManaCost:2
Types:Artifact
A:AB$ PutCounter | Cost$ 1 T | Defined$ Self | CounterType$ CHARGE | CounterNum$ 1
A:AB$ Draw | Cost$ SubCounter<2/CHARGE> | NumCards$ 1
A:AB$ PutCounter | Cost$ 3 | ValidTgts$ Creature | CounterType$ P1P0 | CounterNum$ 1
Oracle:{1}, {T}: Put a charge counter on Charge Glass.\\nRemove two charge counters from \
Charge Glass: Draw a card.\\n{3}: Put a +1/+0 counter on target creature.
"""


def test_counters_of_any_kind_come_over(tmp_path: Path) -> None:
    """122.1, 122.1a: Forge's ``CounterType$ CHARGE`` and ``P1P0`` are charge and +1/+0
    counters, put and removed as a cost."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"charge_glass.txt": SPYGLASS}), out, progress=False)
    assert report(out)["c/charge_glass.txt"]["imported"], report(out)
    put, draw, boost = load_card_file(
        out / "charge_glass" / "charge_glass.toml"
    ).front.activated_abilities
    assert put.effects[0].name == "charge" and draw.cost.remove_counters == (("charge", 2),)
    assert boost.effects[0].name == "+1/+0"


TWIST = """Name:Sudden Twist
ManaCost:R
Types:Instant
A:SP$ Pump | Cost$ R | ValidTgts$ Creature \
| KW$ HIDDEN CARDNAME's power and toughness are switched
Oracle:Switch target creature's power and toughness until end of turn.
"""


def test_switching_power_and_toughness_comes_over(tmp_path: Path) -> None:
    """613.4d: Forge's hidden "power and toughness are switched" is ``switch_pt``."""
    spell = imported(tmp_path, "sudden_twist.txt", TWIST).spell
    assert spell is not None and spell.effects[0].verb == "switch_pt"


SKY_LANCER = """Name:Sky Lancer
ManaCost:2 W
Types:Creature Human Soldier
PT:2/2
A:AB$ DealDamage | Cost$ T | ValidTgts$ Creature.attacking,Creature.blocking | NumDmg$ 2 \
| SpellDescription$ CARDNAME deals 2 damage to target attacking or blocking creature.
A:AB$ Destroy | Cost$ 1 W T | ValidTgts$ Creature.Artifact+cmcLE3 | SpellDescription$ x
Oracle:{T}: Sky Lancer deals 2 damage to target attacking or blocking creature.\\n{1}{W}, \
{T}: Destroy target artifact creature with converted mana cost 3 or less.
"""
SPORE_TIDE = """Name:Spore Tide
ManaCost:3 G
Types:Sorcery
A:SP$ Token | Cost$ 3 G | TokenAmount$ X | TokenName$ Saproling | TokenTypes$ Creature,Saproling \
| TokenColors$ Green | TokenPower$ 1 | TokenToughness$ 1 | SpellDescription$ x
SVar:X:Count$Domain
Oracle:Domain — Create a 1/1 green Saproling creature token for each basic land type among \
lands you control.
"""
PAGE_LOOM = """Name:Page Loom
ManaCost:3
Types:Artifact
A:AB$ Draw | Cost$ 4 T | NumCards$ X | SpellDescription$ x
SVar:X:Count$CardCounters.PAGE
Oracle:{4}, {T}: Draw X cards, where X is the number of page counters on Page Loom.
"""
UNMAKING = """Name:Unmaking Light
ManaCost:2 W
Types:Instant
A:SP$ Destroy | Cost$ 2 W | ValidTgts$ Creature | SubAbility$ DBGain | SpellDescription$ x
SVar:DBGain:DB$ GainLife | LifeAmount$ X | Defined$ You
SVar:X:Targeted$CardManaCost
Oracle:Destroy target creature. You gain life equal to its converted mana cost.
"""


def test_states_numbers_and_more_counts_come_over(tmp_path: Path) -> None:
    """506.4, 205.2a, 202.3: Forge's "attacking,blocking", "Creature.Artifact+cmcLE3"
    (the Oracle text's older "converted mana cost" is today's mana value); counts of
    domain (305.6), counters on the card itself, the target's mana value; "Create X
    tokens" for each of a count."""
    lancer = imported(tmp_path, "sky_lancer.txt", SKY_LANCER)
    assert [str(a.targets[0]) for a in lancer.activated_abilities] == [
        "target attacking or blocking creature",
        "target artifact creature with mana value 3 or less",
    ]
    tide = imported(tmp_path, "spore_tide.txt", SPORE_TIDE).spell
    assert tide is not None and tide.effects[0].x and tide.effects[0].verb == "create"
    assert str(tide.effects[0].count) == "the number of basic land types among lands you control"
    loom = imported(tmp_path, "page_loom.txt", PAGE_LOOM)
    [draw] = loom.activated_abilities[0].effects
    assert str(draw.count) == "the number of page counters on this"
    unmaking = imported(tmp_path, "unmaking_light.txt", UNMAKING).spell
    assert unmaking is not None and str(unmaking.effects[1].count) == "the target's mana value"


MIRE_HOLLOW = """Name:Mire Hollow
ManaCost:no cost
Types:Land
A:AB$ Mana | Cost$ T | Produced$ B | SpellDescription$ Add {B}.
A:AB$ Animate | Cost$ 1 B G | Defined$ Self | Power$ 2 | Toughness$ 2 | Types$ Creature,Elemental \
| Colors$ Black,Green | OverwriteColors$ True | Keywords$ Deathtouch | SpellDescription$ x
Oracle:{T}: Add {B}.\\n{1}{B}{G}: Mire Hollow becomes a 2/2 black and green Elemental creature \
with deathtouch until end of turn. It's still a land.
"""
WIND_RUNE = """Name:Wind Rune
ManaCost:2
Types:Artifact
A:AB$ Animate | Cost$ 1 | Defined$ Self | Power$ 2 | Toughness$ 2 | Types$ Artifact,Creature,Bird \
| Keywords$ Flying | SpellDescription$ x
A:AB$ Animate | Cost$ T | ValidTgts$ Permanent | Colors$ White | OverwriteColors$ True \
| Permanent$ True | SpellDescription$ x
Oracle:{1}: Wind Rune becomes a 2/2 Bird artifact creature with flying until end of turn.\\n\
{T}: Target permanent becomes white.
"""
BARE_LAND = """Name:Bare Awakening
ManaCost:1 G
Types:Sorcery
A:SP$ Animate | Cost$ 1 G | ValidTgts$ Land | Power$ 3 | Toughness$ 3 | Types$ Creature \
| RemoveCardTypes$ True | SpellDescription$ x
Oracle:Target land becomes a 3/3 creature until end of turn.
"""


def test_becoming_comes_over(tmp_path: Path) -> None:
    """205.1b: Forge's ``Animate`` as ``becomes``: a land that is still a land (its
    "It's still a land" the ``in_addition``), an artifact creature, a colour for good
    (105.3); one losing its other types (205.1a) is skipped."""
    hollow = imported(tmp_path, "mire_hollow.txt", MIRE_HOLLOW)
    [becomes] = hollow.activated_abilities[0].effects
    assert becomes.becoming is not None and becomes.becoming.in_addition
    assert becomes.name == "a 2/2 black and green Elemental creature with deathtouch"
    rune = imported(tmp_path, "wind_rune.txt", WIND_RUNE)
    animated, whitened = (a.effects[0] for a in rune.activated_abilities)
    assert animated.becoming is not None and not animated.becoming.in_addition
    assert whitened.subject == "target" and whitened.duration.value == "for the rest of the game"
    out = tmp_path / "bare"
    import_forge(folder_of(tmp_path, {"bare_awakening.txt": BARE_LAND}), out, progress=False)
    assert not report(out)["b/bare_awakening.txt"]["imported"]


DELTA = """Name:Murky Delta
ManaCost:no cost
Types:Land
A:AB$ ChangeZone | Cost$ T PayLife<1> Sac<1/CARDNAME> | Origin$ Library | Destination$ Battlefield \
| ChangeType$ Island,Swamp | ChangeNum$ 1 | SpellDescription$ x
Oracle:{T}, Pay 1 life, Sacrifice Murky Delta: Search your library for an Island or Swamp card, \
put it onto the battlefield, then shuffle your library.
"""
RECRUITER = """Name:Band Recruiter
ManaCost:2 W
Types:Creature Human Rebel
PT:1/1
A:AB$ ChangeZone | Cost$ 3 T | Origin$ Library | Destination$ Battlefield \
| ChangeType$ Permanent.Rebel+cmcLE2 | ChangeNum$ 1 | SpellDescription$ x
Oracle:{3}, {T}: Search your library for a Rebel permanent card with converted mana cost 2 or \
less, put it onto the battlefield, then shuffle your library.
"""
PACT = """Name:Shadow Pact
ManaCost:1 B
Types:Sorcery
A:SP$ ChangeZone | Cost$ 1 B | Origin$ Library | Destination$ Hand | ChangeType$ Card \
| ChangeNum$ 1 | Mandatory$ True | SpellDescription$ x
Oracle:Search your library for a card and put that card into your hand. Then shuffle your library.
"""
TWO_LANDS = """Name:Twin Paths
ManaCost:2 G
Types:Sorcery
A:SP$ ChangeZone | Cost$ 2 G | Origin$ Library | Destination$ Battlefield | Tapped$ True \
| ChangeType$ Land.Basic | ChangeNum$ 2 | SpellDescription$ x
Oracle:Search your library for up to two basic land cards, put them onto the battlefield \
tapped, then shuffle your library.
"""


def test_searches_of_any_kind_come_over(tmp_path: Path) -> None:
    """701.23: searches for "an Island or Swamp card", a subtype's permanent card with a
    mana value (Forge's ``Permanent.Rebel+cmcLE2``), "a card" (a quantity only,
    701.23d, unrevealed) and "up to two basic land cards"."""
    delta = imported(tmp_path, "murky_delta.txt", DELTA)
    assert delta.activated_abilities[0].effects[0].name == "Island or Swamp card"
    recruiter = imported(tmp_path, "band_recruiter.txt", RECRUITER)
    found = recruiter.activated_abilities[0].effects[0]
    assert found.name == "Rebel permanent card with mana value 2 or less"
    assert found.group is not None and found.group.compared == ("mana value", "or less", 2)
    pact = imported(tmp_path, "shadow_pact.txt", PACT).spell
    assert pact is not None and pact.effects[0].name == "card" and not pact.effects[0].reveal
    paths = imported(tmp_path, "twin_paths.txt", TWO_LANDS).spell
    assert paths is not None and paths.effects[0].amount == 2 and paths.effects[0].tapped


COURTIER = """Name:Brass Courtier
ManaCost:U
Types:Artifact Creature Homunculus
PT:1/1
S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddToughness$ 1 | CheckSVar$ X \
| SVarCompare$ GE1 | Description$ x
SVar:X:Count$Valid Artifact.Other+YouCtrl
Oracle:Brass Courtier gets +1/+1 as long as you control another artifact.
"""
LEAN_HOARDER = """Name:Lean Hoarder
ManaCost:1 G
Types:Creature Lizard
PT:1/1
S:Mode$ Continuous | Affected$ Card.Self | AddPower$ 1 | AddToughness$ 2 | CheckSVar$ X \
| SVarCompare$ LE1 | Description$ x
SVar:X:Count$InYourHand
Oracle:Lean Hoarder gets +1/+2 as long as you have one or fewer cards in hand.
"""
PURE_CHOIR = """Name:Pure Choir
ManaCost:W W
Types:Enchantment
S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddPower$ 1 | AddToughness$ 1 | CheckSVar$ X \
| SVarCompare$ EQ0 | Description$ x
SVar:X:Count$Valid Creature.nonWhite+nonArtifact+YouCtrl
Oracle:Creatures you control get +1/+1 as long as you control no nonartifact, nonwhite creatures.
"""


def test_conditions_of_another_at_most_and_none_come_over(tmp_path: Path) -> None:
    """611.3b: "as long as you control another artifact" (the source itself not
    counted, 109.5), "one or fewer cards in hand", "no nonartifact, nonwhite
    creatures" (the Oracle text's order of adjectives)."""
    courtier = imported(tmp_path, "brass_courtier.txt", COURTIER)
    condition = courtier.statics[0].condition
    assert str(condition.count) == "the number of other artifacts you control"  # type: ignore[union-attr]
    hoarder = imported(tmp_path, "lean_hoarder.txt", LEAN_HOARDER)
    assert hoarder.statics[0].condition.at_most == 1  # type: ignore[union-attr]
    choir = imported(tmp_path, "pure_choir.txt", PURE_CHOIR)
    condition = choir.statics[0].condition
    assert condition.at_most == 0  # type: ignore[union-attr]
    assert str(condition.count) == "the number of nonartifact, nonwhite creatures you control"  # type: ignore[union-attr]


TIDE_SEER = """Name:Tide Seer
ManaCost:2 U
Types:Creature Merfolk Wizard
PT:1/3
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigDig | TriggerDescription$ x
SVar:TrigDig:DB$ Dig | DigNum$ 4 | ChangeNum$ 1 | Optional$ True | ChangeValid$ Artifact \
| ForceRevealToController$ True
Oracle:When Tide Seer enters the battlefield, look at the top four cards of your library. You \
may reveal an artifact card from among them and put it into your hand. Put the rest on the \
bottom of your library in any order.
"""
KIN_HERALD = """Name:Kin Herald
ManaCost:1 W
Types:Creature Kithkin Soldier
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigDig | TriggerDescription$ x
SVar:TrigDig:DB$ Dig | DigNum$ 4 | ChangeNum$ All | ChangeValid$ Kithkin | Reveal$ True \
| DestinationZone2$ Graveyard
Oracle:When Kin Herald enters the battlefield, reveal the top four cards of your library. Put \
all Kithkin cards revealed this way into your hand and the rest into your graveyard.
"""


def test_looking_at_the_top_comes_over(tmp_path: Path) -> None:
    """701.20e, 701.20a: Forge's ``Dig``: "You may reveal an artifact card from among
    them" (``may``, ``reveal_taken``); "Put all Kithkin cards revealed this way into your
    hand and the rest into your graveyard"."""
    [seen] = imported(tmp_path, "tide_seer.txt", TIDE_SEER).triggers[0].effects
    assert seen.verb == "look_at_top" and seen.amount == 4 and seen.looking is not None
    assert seen.looking.may and seen.looking.reveal_taken and seen.looking.rest == "bottom"
    [dug] = imported(tmp_path, "kin_herald.txt", KIN_HERALD).triggers[0].effects
    assert dug.looking is not None and dug.looking.taken == "all" and dug.looking.reveal
    assert dug.looking.kind is not None and dug.looking.kind.subtypes == ("Kithkin",)
    assert dug.looking.rest == "graveyard"


SENTRY = """Name:Gate Sentry
ManaCost:3 W
Types:Creature Human Soldier
PT:2/4
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| IsPresent$ Gate.YouCtrl | PresentCompare$ GE2 | Execute$ TrigGain | TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | LifeAmount$ 7
Oracle:When Gate Sentry enters the battlefield, if you control two or more Gates, you gain 7 life.
"""
HERMIT = """Name:Empty Hermit
ManaCost:2 B
Types:Creature Human
PT:3/3
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | CheckSVar$ X \
| SVarCompare$ EQ0 | Execute$ TrigDraw | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | NumCards$ 1
SVar:X:Count$InYourHand
Oracle:At the beginning of your upkeep, if you have no cards in hand, draw a card.
"""


def test_a_trigger_with_a_counted_condition_comes_over(tmp_path: Path) -> None:
    """603.4: Forge's ``IsPresent$``/``PresentCompare$`` and ``CheckSVar$`` on a
    trigger as its intervening "if", a count within bounds."""
    [sentry] = imported(tmp_path, "gate_sentry.txt", SENTRY).triggers
    assert sentry.counted_if is not None and sentry.counted_if.at_least == 2
    assert str(sentry.counted_if.count) == "the number of Gates you control"
    [hermit] = imported(tmp_path, "empty_hermit.txt", HERMIT).triggers
    assert hermit.counted_if is not None and hermit.counted_if.at_most == 0


TIDE_PAIR = """Name:Twin Tide
ManaCost:1 U
Types:Instant
A:SP$ ChangeZone | Cost$ 1 U | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 2 \
| Origin$ Battlefield | Destination$ Hand | SpellDescription$ x
Oracle:Return up to two target creatures to their owners' hands.
"""
HEX_PAIR = """Name:Hex Pair
ManaCost:B
Types:Instant
A:SP$ Pump | Cost$ B | ValidTgts$ Creature | TargetMin$ 2 | TargetMax$ 2 | NumAtt$ -1 \
| NumDef$ -1 | IsCurse$ True | SpellDescription$ x
Oracle:Two target creatures each get -1/-1 until end of turn.
"""


def test_several_targets_come_over(tmp_path: Path) -> None:
    """601.2c, 115.3: Forge's ``TargetMin$``/``TargetMax$`` as "up to two target
    creatures" and "two target creatures", the sentence in the plural."""
    tide = imported(tmp_path, "twin_tide.txt", TIDE_PAIR).spell
    assert tide is not None and [t.optional for t in tide.targets] == [True, True]
    pair = imported(tmp_path, "hex_pair.txt", HEX_PAIR).spell
    assert pair is not None and len(pair.targets) == 2 and not pair.targets[0].optional
    assert pair.targets[0].instance == pair.targets[1].instance == 1


RITE = """Name:Night Rite
ManaCost:B
Types:Instant
A:SP$ Mana | Cost$ B | Produced$ B | Amount$ 3 | AINoRecursiveCheck$ True | SpellDescription$ x
Oracle:Add {B}{B}{B}.
"""
MUSTER_CALL = """Name:Muster Call
ManaCost:2 W
Types:Instant
A:SP$ UntapAll | Cost$ 2 W | ValidCards$ Creature.YouCtrl | SubAbility$ DBCounters \
| SpellDescription$ x
SVar:DBCounters:DB$ PutCounterAll | ValidCards$ Creature.YouCtrl | CounterType$ P1P1 \
| CounterNum$ 1
Oracle:Untap all creatures you control. Put a +1/+1 counter on each creature you control.
"""


def test_mana_untapping_and_counters_on_each_come_over(tmp_path: Path) -> None:
    """106.4: Forge's ``SP$ Mana`` as ``add_mana``; ``UntapAll`` and ``PutCounterAll`` on
    each of a group."""
    rite = imported(tmp_path, "night_rite.txt", RITE).spell
    assert rite is not None and rite.effects[0].name == "{B}{B}{B}"
    muster = imported(tmp_path, "muster_call.txt", MUSTER_CALL).spell
    assert muster is not None and [i.verb for i in muster.effects] == ["untap_all", "counters"]


SPECTRE = """Name:Night Specter
ManaCost:1 B B
Types:Creature Specter
PT:2/2
K:Flying
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Opponent | TriggerZones$ Battlefield \
| Execute$ TrigDiscard | TriggerDescription$ x
SVar:TrigDiscard:DB$ Discard | Defined$ TriggeredTarget | NumCards$ 1 | Mode$ Random
Oracle:Flying\\nWhenever Night Specter deals damage to an opponent, that player discards a card \
at random.
"""
WARCHIEF = """Name:Raid Chief
ManaCost:2 R
Types:Creature Goblin
PT:2/2
T:Mode$ DamageDone | ValidSource$ Creature.YouCtrl | ValidTarget$ Player | CombatDamage$ True \
| TriggerZones$ Battlefield | Execute$ TrigGain | TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | LifeAmount$ 1
Oracle:Whenever a creature you control deals combat damage to a player, you gain 1 life.
"""


def test_damage_to_an_opponent_and_by_others_comes_over(tmp_path: Path) -> None:
    """120.3, 510.3a: ``ValidTarget$ Opponent`` is "damage to an opponent"; a
    ``ValidSource$`` of others is ``of``."""
    [specter] = imported(tmp_path, "night_specter.txt", SPECTRE).triggers
    assert specter.event == "damage to an opponent"
    [chief] = imported(tmp_path, "raid_chief.txt", WARCHIEF).triggers
    assert chief.event == "combat damage to a player" and chief.watches is not None


PLAGUE_LORD = """Name:Plague Lord
ManaCost:2 B B
Types:Creature Zombie
PT:2/2
S:Mode$ Continuous | Affected$ Creature.nonBlack | AddPower$ -1 | AddToughness$ -1 \
| Description$ x
S:Mode$ Continuous | Affected$ Creature.OppCtrl | AddPower$ -1 | Description$ x
S:Mode$ Continuous | Affected$ Creature.YouCtrl+withFlying | AddPower$ 1 | Description$ x
Oracle:Nonblack creatures get -1/-1.\\nCreatures your opponents control get -1/-0.\\nCreatures \
you control with flying get +1/+0.
"""
GRIM_SWEEP = """Name:Grim Sweep
ManaCost:3 B B
Types:Sorcery
A:SP$ DestroyAll | Cost$ 3 B B | ValidCards$ Creature.cmcLE3 | NoRegen$ True | SpellDescription$ x
Oracle:Destroy each creature with converted mana cost 3 or less. They can't be regenerated.
"""
CURSE_OF_GROWTH = """Name:Wild Surge
ManaCost:2 G
Types:Sorcery
A:SP$ PutCounterAll | Cost$ 2 G | ValidCards$ Creature.OppCtrl | CounterType$ P1P1 \
| CounterNum$ 1 | SpellDescription$ x
Oracle:Put a +1/+1 counter on each creature each opponent controls.
"""


def test_more_oracle_wordings_come_over(tmp_path: Path) -> None:
    """The same rules in the Oracle texts' other words: a group without "all", "-1/-0",
    "you control with flying", "Destroy each ...", "each opponent controls"."""
    lord = imported(tmp_path, "plague_lord.txt", PLAGUE_LORD)
    assert [s.affects.text for s in lord.statics] == [
        "nonblack creatures",
        "creatures an opponent controls",
        "creatures you control with flying",
    ]
    sweep = imported(tmp_path, "grim_sweep.txt", GRIM_SWEEP).spell
    assert sweep is not None and not sweep.effects[0].can_be_regenerated
    surge = imported(tmp_path, "wild_surge.txt", CURSE_OF_GROWTH).spell
    assert surge is not None and surge.effects[0].verb == "counters"


SCOUT_KAVU = """Name:Range Kavu
ManaCost:1 R
Types:Creature Kavu Scout
PT:0/2
S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | Description$ x
SVar:X:Count$Domain
Oracle:Domain — Range Kavu gets +1/+0 for each basic land type among lands you control.
"""


def test_a_static_change_for_each_of_a_count_comes_over(tmp_path: Path) -> None:
    """613.4c: ``AddPower$ X`` with X a count is ``pt = "+X/+0"`` and ``x``."""
    [kavu] = imported(tmp_path, "range_kavu.txt", SCOUT_KAVU).statics
    [change] = kavu.modifications
    assert change.modify_pt == (1, 0) and change.per is not None
    assert str(change.per) == "the number of basic land types among lands you control"


FROST_TRAP = """Name:Frost Trap
ManaCost:1 U
Types:Instant
A:SP$ Tap | Cost$ 1 U | ValidTgts$ Creature | SubAbility$ DBPump | SpellDescription$ x
SVar:DBPump:DB$ Pump | Defined$ Targeted | KW$ HIDDEN This card doesn't untap during your next \
untap step. | Permanent$ True
Oracle:Tap target creature. It doesn't untap during its controller's next untap step.
"""
SORE_MARSH = """Name:Sore Marsh
ManaCost:no cost
Types:Land
A:AB$ Mana | Cost$ T | Produced$ C | SpellDescription$ Add {C}.
A:AB$ Mana | Cost$ T | Produced$ B | SubAbility$ DBStayTapped | SpellDescription$ Add {B}. \
CARDNAME doesn't untap during your next untap step.
A:AB$ Mana | Cost$ T | Produced$ R | SubAbility$ DBStayTapped | SpellDescription$ Add {R}. \
CARDNAME doesn't untap during your next untap step.
SVar:DBStayTapped:DB$Pump | KW$ HIDDEN This card doesn't untap during your next untap step. \
| Defined$ Self | Permanent$ True
Oracle:{T}: Add {C}.\\n{T}: Add {B} or {R}. Sore Marsh doesn't untap during your next untap step.
"""
DOZING_OGRE = """Name:Dozing Ogre
ManaCost:2 R
Types:Creature Ogre
PT:5/5
K:CARDNAME doesn't untap during your untap step.
Oracle:Dozing Ogre doesn't untap during your untap step.
"""


def test_doesnt_untap_comes_over(tmp_path: Path) -> None:
    """502.3: Forge's hidden "doesn't untap during your next untap step" with
    ``Permanent$`` and the keyword "CARDNAME doesn't untap during your untap step."; of the
    card itself, "during your next untap step": the ability's controller's (a painland)."""
    trap = imported(tmp_path, "frost_trap.txt", FROST_TRAP).spell
    assert trap is not None and trap.effects[1].name == "untap"
    assert trap.effects[1].duration.value == "during its controller's next untap step"
    [_, painful] = imported(tmp_path, "sore_marsh.txt", SORE_MARSH).mana_abilities
    assert [e.duration.value for e in painful.effects] == ["during your next untap step"]
    [ogre] = imported(tmp_path, "dozing_ogre.txt", DOZING_OGRE).statics
    assert ogre.modifications[0].restrictions == ("doesn't untap",)


CURSE_FIELD = """Name:Thorn Field
ManaCost:2 R R
Types:Enchantment Aura
K:Enchant land
A:SP$ Attach | Cost$ 2 R R | ValidTgts$ Land | AILogic$ Pump
S:Mode$ Continuous | Affected$ Land.EnchantedBy | AddAbility$ ABDamage | Description$ x
SVar:ABDamage:AB$ DealDamage | Cost$ T | ValidTgts$ Any | NumDmg$ 1 | SpellDescription$ x
Oracle:Enchant land\\nEnchanted land has "{T}: This land deals 1 damage to any target."
"""


def test_granted_abilities_come_over(tmp_path: Path) -> None:
    """613.1f: ``AddAbility$`` of an ``AB$`` SVar is a static's ``abilities``, its text
    the quotation ("This land" for CARDNAME, the object that has it)."""
    field = imported(tmp_path, "thorn_field.txt", CURSE_FIELD)
    [granted] = field.granted_abilities
    assert granted.text == "{T}: This land deals 1 damage to any target."
    assert field.statics[0].modifications[0].grants == (0,)


KAROO = """Name:Marsh Garrison
ManaCost:no cost
Types:Land
K:CARDNAME enters the battlefield tapped.
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigReturn | TriggerDescription$ x
SVar:TrigReturn:DB$ChangeZone | Origin$ Battlefield | Destination$ Hand | Hidden$ True \
| Mandatory$ True | ChangeType$ Land.YouCtrl | AILogic$ NeverBounceItself
A:AB$ Mana | Cost$ T | Produced$ B G | SpellDescription$ Add {B}{G}.
Oracle:Marsh Garrison enters the battlefield tapped.\\nWhen Marsh Garrison enters the \
battlefield, return a land you control to its owner's hand.\\n{T}: Add {B}{G}.
"""
WAYFINDER = """Name:Trail Scout
ManaCost:2 G
Types:Creature Elf Scout
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigSearch | OptionalDecider$ You | TriggerDescription$ x
SVar:TrigSearch:DB$ ChangeZone | Origin$ Library | Destination$ Hand | ChangeType$ Land.Basic \
| ChangeNum$ 1 | ShuffleNonMandatory$ True
Oracle:When Trail Scout enters the battlefield, you may search your library for a basic land \
card, reveal it, and put it into your hand. If you do, shuffle your library.
"""


def test_chosen_returns_and_optional_searches_come_over(tmp_path: Path) -> None:
    """608.2d: Forge's ``Hidden$`` return is a permanent chosen as it resolves; 701.23:
    "you may search ... If you do, shuffle" is the optional trigger's search."""
    [bounce] = imported(tmp_path, "marsh_garrison.txt", KAROO).triggers
    assert bounce.effects[0].subject == "chosen" and bounce.effects[0].group is not None
    [scout] = imported(tmp_path, "trail_scout.txt", WAYFINDER).triggers
    assert scout.optional and scout.effects[0].verb == "search"


MOON_PAIR = """Name:Moon Stalker
ManaCost:2 G
Types:Creature Human Werewolf
PT:2/2
T:Mode$Phase | Phase$ Upkeep | WerewolfTransformCondition$ True | TriggerZones$ Battlefield \
| Execute$ TrigTransform | TriggerDescription$ x
SVar:TrigTransform:DB$SetState | Defined$ Self | Mode$ Transform
AlternateMode:DoubleFaced
Oracle:At the beginning of each upkeep, if no spells were cast last turn, transform Moon Stalker.

ALTERNATE

Name:Moon Howler
ManaCost:no cost
Colors:green
Types:Creature Werewolf
PT:4/4
K:Trample
T:Mode$Phase | Phase$ Upkeep | WerewolfUntransformCondition$ True | TriggerZones$ Battlefield \
| Execute$ TrigTransform | TriggerDescription$ x
SVar:TrigTransform:DB$SetState | Defined$ Self | Mode$ Transform
Oracle:Trample\\nAt the beginning of each upkeep, if a player cast two or more spells last \
turn, transform Moon Howler.
"""


def test_a_transforming_double_faced_card_comes_over(tmp_path: Path) -> None:
    """712.2, 712.8e: both faces, the back without a mana cost; the werewolves' conditions
    as intervening "if" clauses (603.4); ``SetState`` as ``transform``."""
    card = load_card_file(_imported_file(tmp_path, "moon_stalker.txt", MOON_PAIR))
    assert card.back is not None and card.back.name == "Moon Howler"
    assert card.back.keywords == frozenset({"trample"}) and card.back.mana_cost is None
    assert card.front.triggers[0].condition == "no spells were cast last turn"
    assert card.back.triggers[0].effects[0].verb == "transform"


GHOUL_TREE = """Name:Grave Oak
ManaCost:7 G
Types:Creature Zombie Treefolk
PT:10/10
S:Mode$ ReduceCost | ValidCard$ Card.Self | Type$ Spell | Amount$ X | EffectZone$ All \
| Description$ x
SVar:X:Count$TypeInYourYard.Creature
Oracle:Grave Oak costs {1} less to cast for each creature card in your graveyard.
"""
SMITHY = """Name:Rune Smithy
ManaCost:2
Types:Artifact
S:Mode$ ReduceCost | ValidCard$ Artifact | Type$ Spell | Activator$ You | Amount$ 1 \
| Description$ x
Oracle:Artifact spells you cast cost {1} less to cast.
"""


def test_cost_reductions_come_over(tmp_path: Path) -> None:
    """601.2f: ``S:Mode$ ReduceCost`` of the card itself for each of a count, and of a
    kind of spell its controller casts."""
    [oak] = imported(tmp_path, "grave_oak.txt", GHOUL_TREE).cost_changes
    assert oak.spells is None and str(oak.per) == "the number of creature cards in your graveyard"
    [smithy] = imported(tmp_path, "rune_smithy.txt", SMITHY).cost_changes
    assert smithy.spells is not None and smithy.generic == 1


THORN_KEEPER = """Name:Thorn Keeper
ManaCost:1 W
Types:Creature Human Soldier
PT:2/1
S:Mode$ RaiseCost | ValidCard$ Card.nonCreature | Type$ Spell | Amount$ 1 | Description$ x
Oracle:Noncreature spells cost {1} more to cast.
"""
TOLL_GATE = """Name:Toll Gate
ManaCost:2
Types:Artifact
S:Mode$ RaiseCost | ValidCard$ Creature | Type$ Spell | Activator$ Opponent | Amount$ 2 \
| Description$ x
Oracle:Creature spells your opponents cast cost {2} more to cast.
"""


def test_cost_increases_come_over(tmp_path: Path, new_game: Callable[..., Game]) -> None:
    """601.2f: ``S:Mode$ RaiseCost`` of a kind of spell every player casts, and of a kind
    their opponents cast; in a game, Thorn Keeper makes Bob's Lightning Bolt cost {1}{R}
    and Toll Gate Alice's opponent's Grizzly Bears {3}{G}."""
    keeper = load_card_file(_imported_file(tmp_path / "a", "thorn_keeper.txt", THORN_KEEPER))
    [more] = keeper.front.cost_changes
    assert more.more and more.casters == "a player" and more.generic == 1
    gate = load_card_file(_imported_file(tmp_path / "b", "toll_gate.txt", TOLL_GATE))
    [toll] = gate.front.cost_changes
    assert toll.more and toll.casters == "an opponent" and toll.generic == 2
    game = new_game(cards=[keeper, gate])
    alice, bob = game.players
    game.add_card("Thorn Keeper", alice)
    game.add_card("Toll Gate", alice)
    game.begin_at(bob, Step.MAIN1)
    bolt = game.add_card("Lightning Bolt", bob, "hand")
    bears = game.add_card("Grizzly Bears", bob, "hand")
    game.add_mana(bob, "{R}{G}{G}")
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        game.cast(bears)
    game.cast(bolt, target=alice)
    game.resolve_stack()
    game.add_mana(bob, "{G}{G}{G}")
    game.cast(bears)
    assert alice.life == 17 and bob.mana_pool.total == 0


PAIN_LAND = """Name:Frost Marsh
ManaCost:no cost
Types:Land
A:AB$ Mana | Cost$ T | Produced$ C | SpellDescription$ Add {C}.
A:AB$ Mana | Cost$ T | Produced$ U | SubAbility$ DBPain | SpellDescription$ x
A:AB$ Mana | Cost$ T | Produced$ B | SubAbility$ DBPain | SpellDescription$ x
SVar:DBPain:DB$ DealDamage | NumDmg$ 1 | Defined$ You
Oracle:{T}: Add {C}.\\n{T}: Add {U} or {B}. Frost Marsh deals 1 damage to you.
"""


def test_a_mana_ability_with_more_effects_comes_over(tmp_path: Path) -> None:
    """605.3a: ``AB$ Mana`` with a ``SubAbility$``: the mana ability's effects, the two
    of one cost said as one ability ("Add {U} or {B}.")."""
    marsh = imported(tmp_path, "frost_marsh.txt", PAIN_LAND)
    plain, painful = marsh.mana_abilities
    assert not plain.effects and [i.verb for i in painful.effects] == ["damage"]
    assert len(painful.one_of) == 2


PRISM_SAGE = """Name:Prism Sage
ManaCost:1 U R
Types:Creature Human Wizard
PT:2/2
T:Mode$ SpellCast | ValidCard$ Card.MultiColor | ValidActivatingPlayer$ You \
| TriggerZones$ Battlefield | Execute$ TrigDraw | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | NumCards$ 1
Oracle:Whenever you cast a multicolored spell, draw a card.
"""


def test_colour_counts_and_historic_come_over(tmp_path: Path) -> None:
    """105.4: Forge's ``MultiColor`` is "multicolored"."""
    [sage] = imported(tmp_path, "prism_sage.txt", PRISM_SAGE).triggers
    assert sage.spell is not None and sage.spell.traits == ("multicolored",)


RUIN_BOLT = """Name:Ruin Bolt
ManaCost:3 R
Types:Instant
A:SP$ DealDamage | Cost$ 3 R | ValidTgts$ Creature | NumDmg$ 4 | SubAbility$ DBDamage \
| SpellDescription$ x
SVar:DBDamage:DB$ DealDamage | Defined$ TargetedController | NumDmg$ 2
Oracle:Ruin Bolt deals 4 damage to target creature and 2 damage to that creature's controller.
"""
CULL = """Name:Cull Rite
ManaCost:1 B
Types:Sorcery
A:SP$ Sacrifice | Cost$ 1 B | Defined$ Player | SacValid$ Creature | SpellDescription$ x
Oracle:Each player sacrifices a creature.
"""


def test_the_targets_controller_and_sacrificing_a_kind_come_over(tmp_path: Path) -> None:
    """608.2c: ``Defined$ TargetedController`` is "the target's controller" ("that
    creature's controller"); 701.21a: ``SacValid$`` a kind, each player choosing."""
    bolt = imported(tmp_path, "ruin_bolt.txt", RUIN_BOLT).spell
    assert bolt is not None and bolt.effects[1].subject == "the target's controller"
    cull = imported(tmp_path, "cull_rite.txt", CULL).spell
    assert cull is not None and cull.effects[0].subject == "each player"


LONELY_GIANT = """Name:Lonely Giant
ManaCost:2 R
Types:Creature Giant
PT:4/4
S:Mode$ Continuous | Affected$ Card.Self | AddHiddenKeyword$ CARDNAME can't attack or block. \
| CheckSVar$ X | SVarCompare$ EQ0 | Description$ x
SVar:X:Count$Valid Giant.Other+YouCtrl
Oracle:Lonely Giant can't attack or block unless you control another Giant.
"""
SNARE_FIELD = """Name:Snare Field
ManaCost:1 U
Types:Enchantment Aura
K:Enchant land
A:SP$ Attach | Cost$ 1 U | ValidTgts$ Land | AILogic$ Pump
S:Mode$ Continuous | Affected$ Card.EnchantedBy | AddAbility$ ABTap | Description$ x
SVar:ABTap:AB$ Tap | Cost$ T | ValidTgts$ Creature | SpellDescription$ x
Oracle:Enchant land\\nEnchanted land has "{T}: Tap target creature."
"""


def test_unless_and_enchanted_by_its_enchant_come_over(tmp_path: Path) -> None:
    """611.3b: "can't ... unless you control another Giant" is the condition "as long as
    you control no other Giants"; Forge's ``Card.EnchantedBy`` is what the Aura's
    "Enchant" names ("Enchanted land")."""
    [giant] = imported(tmp_path, "lonely_giant.txt", LONELY_GIANT).statics
    assert giant.condition.at_most == 0  # type: ignore[union-attr]
    [field] = imported(tmp_path, "snare_field.txt", SNARE_FIELD).statics
    assert field.affects.text == "enchanted land"


KITH_BANNER = """Name:Kith Banner
ManaCost:2
Types:Artifact
S:Mode$ ReduceCost | ValidCard$ Kithkin,Soldier | Type$ Spell | Activator$ You | Amount$ 1 \
| Description$ x
Oracle:Kithkin spells and Soldier spells you cast cost {1} less to cast.
"""


def test_a_reduction_for_two_kinds_of_spell_comes_over(tmp_path: Path) -> None:
    """601.2f: "Kithkin spells and Soldier spells" is a spell of either subtype."""
    [banner] = imported(tmp_path, "kith_banner.txt", KITH_BANNER).cost_changes
    assert banner.spells is not None and banner.spells.subtypes == ("Kithkin", "Soldier")


EVACUATE = """Name:Tidal Recall Wave
ManaCost:3 U U
Types:Instant
A:SP$ ChangeZoneAll | Cost$ 3 U U | ChangeType$ Creature | Origin$ Battlefield \
| Destination$ Hand | SpellDescription$ x
Oracle:Return all creatures to their owners' hands.
"""


def test_changing_the_zone_of_all_of_a_group_comes_over(tmp_path: Path) -> None:
    """603.10a: ``ChangeZoneAll`` from the battlefield to hands is ``return_all_to_hand``."""
    wave = imported(tmp_path, "tidal_recall_wave.txt", EVACUATE).spell
    assert wave is not None and wave.effects[0].verb == "return_all_to_hand"


FOG_BANK = """Name:Mist Veil
ManaCost:G
Types:Instant
A:SP$ Fog | Cost$ G | SpellDescription$ x
Oracle:Prevent all combat damage that would be dealt this turn.
"""


def test_a_fog_comes_over(tmp_path: Path) -> None:
    """615.1: Forge's ``Fog`` is ``prevent_all = "combat damage"``."""
    veil = imported(tmp_path, "mist_veil.txt", FOG_BANK).spell
    assert veil is not None and veil.effects[0].verb == "prevent_all"


FATE_SHAPER = """Name:Fate Gazer
ManaCost:1 U
Types:Creature Bird Wizard
PT:1/1
K:Flying
A:AB$ RearrangeTopOfLibrary | Cost$ 3 U | Defined$ You | NumCards$ 4 | SpellDescription$ x
Oracle:Flying\\n{3}{U}: Look at the top four cards of your library, then put them back in any \
order.
"""


def test_rearranging_the_top_comes_over(tmp_path: Path) -> None:
    """701.20e: Forge's ``RearrangeTopOfLibrary`` of your library is ``rearrange_top``."""
    gazer = imported(tmp_path, "fate_gazer.txt", FATE_SHAPER)
    assert gazer.activated_abilities[0].effects[0].verb == "rearrange_top"


MOTH_NEXUS = """Name:Moth Nexus
ManaCost:no cost
Types:Land
A:AB$ Mana | Cost$ T | Produced$ C | SpellDescription$ Add {C}.
A:AB$ Animate | Cost$ 1 | Defined$ Self | Power$ 1 | Toughness$ 1 \
| Types$ Creature,Artifact,Moth | Keywords$ Flying | SpellDescription$ CARDNAME becomes a 1/1 \
Moth artifact creature with flying until end of turn. It's still a land.
Oracle:{T}: Add {C}.\\n{1}: Until end of turn, Moth Nexus becomes a 1/1 Moth artifact \
creature with flying. It's still a land.
"""


def test_a_land_becoming_an_artifact_creature_still_a_land(tmp_path: Path) -> None:
    """205.1b: "It's still a land." keeps its types as it becomes an artifact creature,
    the duration said first or last."""
    nexus = imported(tmp_path, "moth_nexus.txt", MOTH_NEXUS)
    [becomes] = nexus.activated_abilities[0].effects
    assert becomes.becoming is not None and becomes.becoming.in_addition


FASTLAND = """Name:Quick Shore
ManaCost:no cost
Types:Land
R:Event$ Moved | ValidCard$ Card.Self | Destination$ Battlefield | ReplaceWith$ LandTapped \
| Description$ x
SVar:LandTapped:DB$ Tap | Defined$ Self | ETB$ True | ConditionCheckSVar$ ETBCheck \
| ConditionSVarCompare$ GT2 | References$ ETBCheck | SubAbility$ MoveToPlay
SVar:MoveToPlay:DB$ ChangeZone | Defined$ Self | Origin$ Hand | Destination$ Battlefield
SVar:ETBCheck:Count$LastStateBattlefield Land.YouCtrl
A:AB$ Mana | Cost$ T | Produced$ U | SpellDescription$ Add {U}.
Oracle:Quick Shore enters the battlefield tapped unless you control two or fewer other \
lands.\\n{T}: Add {U}.
"""


@pytest.mark.parametrize(
    ("compare", "count", "oracle", "bound"),
    [
        ("GT2", "Land.YouCtrl", "two or fewer other lands", ("at_most", 2)),
        ("LE1", "Land.Basic+YouCtrl", "two or more basic lands", ("at_least", 2)),
    ],
)
def test_entering_tapped_unless_a_count(
    tmp_path: Path, compare: str, count: str, oracle: str, bound: tuple[str, int]
) -> None:
    """614.1d: Forge taps it as it enters if the count is beyond a bound; cardhost says
    the bound it enters untapped within."""
    script = (
        FASTLAND.replace("GT2", compare)
        .replace("Land.YouCtrl", count)
        .replace("two or fewer other lands", oracle)
    )
    land = imported(tmp_path, "quick_shore.txt", script)
    condition = land.enters_tapped_unless
    assert land.enters_tapped and condition is not None
    key, number = bound
    assert getattr(condition, key) == number


GAMBIT = "\n".join(
    [
        "Name:Flaming Test",
        "ManaCost:X R R",
        "Types:Sorcery",
        "K:Flashback X R R",
        "A:SP$ DealDamage | ValidTgts$ Creature | NumDmg$ X"
        " | SpellDescription$ CARDNAME deals X damage to target creature.",
        "SVar:X:Count$xPaid",
        "Oracle:Flaming Test deals X damage to target creature.\\nFlashback {X}{R}{R}",
    ]
)


def test_a_flashback_cost_with_x_is_refused_saying_so(tmp_path: Path) -> None:
    """702.34a, 107.3: a flashback cost with X is a mana cost the importer doesn't
    bring; the reason says so (it said "other than mana", which isn't true of it)."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"flaming_test.txt": GAMBIT}), out, progress=False)
    entry = report(out)["f/flaming_test.txt"]
    assert not entry["imported"]
    assert {
        "construct": "K:Flashback X R R",
        "lacks": "a flashback cost with X (107.3) in the importer",
    } in entry["reasons"]  # type: ignore[operator]


def test_a_script_without_its_mana_cost_line_is_refused(tmp_path: Path) -> None:
    """202.1b: a script says "ManaCost:no cost" of a card with none; a creature's
    script without the line (a file cut short) was imported as a card with no mana
    cost, never castable. A land's may leave it out: lands have none (305.1)."""
    ogre = "Name:Test Ogre\nTypes:Creature Ogre\nPT:3/3\nOracle:\n"
    village = (
        "Name:Test Village\nTypes:Land\nA:AB$ Mana | Cost$ T | Produced$ R | "
        "SpellDescription$ Add {R}.\nOracle:{T}: Add {R}.\n"
    )
    out = tmp_path / "out"
    scripts = {"test_ogre.txt": ogre, "test_village.txt": village}
    import_forge(folder_of(tmp_path, scripts), out, progress=False)
    found = report(out)
    assert not found["t/test_ogre.txt"]["imported"]
    assert {r["construct"] for r in found["t/test_ogre.txt"]["reasons"]} == {"ManaCost:"}  # type: ignore[union-attr]
    assert found["t/test_village.txt"]["imported"]


LOYAL_SEER = """Name:Tide Seer
ManaCost:2 U U
Types:Legendary Planeswalker Jace
Loyalty:3
A:AB$ Draw | Cost$ AddCounter<2/LOYALTY> | Planeswalker$ True | Defined$ Player \
| NumCards$ 1 | SpellDescription$ Each player draws a card.
A:AB$ Draw | Cost$ SubCounter<1/LOYALTY> | Planeswalker$ True | ValidTgts$ Player \
| NumCards$ 1 | SpellDescription$ Target player draws a card.
Oracle:[+2]: Each player draws a card.\\n[-1]: Target player draws a card.
"""


def test_a_loyalty_symbol_in_forges_brackets_is_a_loyalty_cost(
    tmp_path: Path, new_game: Callable[..., Game]
) -> None:
    """606.4: Forge writes a loyalty ability's symbol ``[+2]:``, Oracle ``+2:``: the
    abilities come over with their loyalty costs, and play as such."""
    card = load_card_file(_imported_file(tmp_path, "tide_seer.txt", LOYAL_SEER))
    assert (
        card.front.oracle_text == "+2: Each player draws a card.\n-1: Target player draws a card."
    )
    assert [a.cost.text for a in card.front.activated_abilities] == ["+2", "-1"]
    game = new_game(cards=[card])
    alice, bob = game.players
    for player in (alice, bob):
        for _ in range(3):
            game.add_card("Island", player, "library")
    seer = game.add_card("Tide Seer", alice)
    game.begin_at(alice)
    hands = (len(alice.hand), len(bob.hand))
    game.activate(seer, 0)
    assert seer.loyalty == 5
    game.resolve_stack()
    assert (len(alice.hand), len(bob.hand)) == (hands[0] + 1, hands[1] + 1)
