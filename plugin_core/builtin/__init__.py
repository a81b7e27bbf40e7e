"""Built-in rules written as plugins of the same hooks cards use."""

from cardhost.builtin import devotion, evasion

BUILTIN_PLUGINS = (devotion, evasion)
