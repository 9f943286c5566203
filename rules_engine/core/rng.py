"""The one source of chance in a match.

Every shuffle and die roll of a match comes from the match's `MatchRng`, seeded
from the record's seed, so replaying the record replays the chance too. Copying
it is part of cloning a state; a bot never receives it (it would tell the
future), and a determinized state gets a fresh one seeded from the bot's own RNG.
"""

from __future__ import annotations

import random


class MatchRng(random.Random):
    """`random.Random` (Mersenne Twister, stable across Python versions for the
    methods used here: `random`, `randrange`, `shuffle`, `getrandbits`) with a
    cheap copy."""

    def copy(self) -> MatchRng:
        twin = MatchRng.__new__(MatchRng)
        twin.setstate(self.getstate())
        return twin


def derive_seed(rng: random.Random) -> int:
    """A fresh 63-bit seed drawn from `rng`, for a sub-stream (a match of a series,
    a bot's private RNG, a determinization)."""
    return rng.getrandbits(63)
