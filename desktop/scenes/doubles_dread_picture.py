"""The Double's Dread art has moved to `desktop.games.doubles_dread.picture`; this name
stays only until the registry of game packages replaces `desktop.scenes`."""

from desktop.games.doubles_dread.picture import picture

__all__ = ["picture"]
