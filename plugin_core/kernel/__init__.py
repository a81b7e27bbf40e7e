"""The rules kernel: game state, turns and steps, zones, the stack, combat, mana,
replacement effects, state-based actions and the event log."""
