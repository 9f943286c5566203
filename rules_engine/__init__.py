"""Tablée's rules engine: the five games in pure Python, with no Qt import."""
