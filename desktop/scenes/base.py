"""Moved to `desktop.table.scene`; kept until Double's Dread imports it from there."""

from desktop.table.scene import TableScene, same_place, scale_to, turn_to

__all__ = ["TableScene", "same_place", "scale_to", "turn_to"]
