"""Built-in rules written as plugins of the same hooks cards use: those every game
registers, and those a game registers once a card that needs them is in it (each says
which cards, ``needed_by(card)``), so a game pays only for what its cards use. The
latter mark their hooks ``trylast``: called after every other plugin's whenever they
joined, so a copy or a saved game calls them in the same order."""

from cardhost.builtin import (
    counter_keywords,
    data_replacements,
    data_triggers,
    devotion,
    evasion,
    keyword_triggers,
    suspend,
    tap_triggers,
    target_triggers,
    upkeep_costs,
)

BUILTIN_PLUGINS = (devotion, evasion, keyword_triggers)
ON_DEMAND = (
    data_triggers,
    tap_triggers,
    target_triggers,
    data_replacements,
    upkeep_costs,
    counter_keywords,
    suspend,
)
