"""Built-in rules written as plugins of the same hooks cards use."""

from plugin_core.builtin import devotion, evasion

BUILTIN_PLUGINS = (devotion, evasion)
