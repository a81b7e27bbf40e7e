"""The values of the game: mana, colours, card types and definitions, steps, zones,
events and errors. The bottom layer: it imports nothing else of cardhost."""
