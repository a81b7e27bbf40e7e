"""Shared test configuration: pytester tests the cardhost pytest plugin."""

pytest_plugins = ["pytester"]
