"""Built-in rules written as plugins of the same hooks cards use."""

from cardhost.builtin import devotion, evasion, keyword_triggers

BUILTIN_PLUGINS = (devotion, evasion, keyword_triggers)
