"""How long a match was played: the wall-clock seconds a session had it open, added
to its record's `played_seconds` (the history's Duration column).

A session counts from when it opens the match (new, resumed, played on) and stops
when it closes it, so the time between two sessions (a match resumed tomorrow) never
counts. A gap with nothing done in it (a window left open while the player is away,
or minimised) counts for at most `IDLE_CAP_S`. A record whose time is not known (an
autosave from before the field, a match made elsewhere) stays unknown: counting only
this session's part of it would pass for the whole.
"""

from __future__ import annotations

import time

from rules_engine.core.record import MatchRecord

IDLE_CAP_S = 600.0  # one gap between two things done counts for at most this


class PlayClock:
    def __init__(self, record: MatchRecord, counting: bool = True) -> None:
        self.record = record
        self.counting = counting and record.played_seconds is not None
        self._base = record.played_seconds or 0  # the time of the sessions before
        self._played = 0.0  # this session's, in seconds
        self._last = time.monotonic()

    def tick(self) -> None:
        """Add the time since the last tick (capped) to the record: called when
        something is done (a move, an undo) and before the record is written."""
        now = time.monotonic()
        gap, self._last = now - self._last, now
        if not self.counting:
            return
        self._played += min(max(gap, 0.0), IDLE_CAP_S)
        self.record.played_seconds = self._base + int(self._played)
