"""Tools on top of the engine: the command line, scenario files and expectations, the
pytest plugin, and the card scaffold."""
