"""Moved: `fill` is `desktop.table.text.fill`; kept until Double's Dread imports it from there."""

from desktop.table.text import fill

__all__ = ["fill"]
