"""The cards bundled with cardhost: one folder per card, each with its TOML file."""
