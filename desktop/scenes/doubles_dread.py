"""The Double's Dread table has moved to `desktop.games.doubles_dread`; this name stays
only until the registry of game packages replaces `desktop.scenes`."""

from desktop.games.doubles_dread.scene import Scene

__all__ = ["Scene"]
