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


class WorldRng(MatchRng):
    """A determinized world's match RNG, seeded at its first use.

    Seeding a Mersenne Twister costs as much as a short playout, and most worlds a
    search deals never draw from it (Stonehenge's never shuffle the discard, SH-16;
    Dumble's seldom rebuild the stock, DU-11). At its first draw (or copy,
    state read, reseed) it seeds itself and becomes a plain `MatchRng`: from then
    on it is one, and it draws exactly as `MatchRng(seed)` would. (A method bound
    before that, as `Random.shuffle` binds `getrandbits`, still works after.)"""

    def __init__(self, seed: int) -> None:  # no seeding yet (see `seed_now`)
        self.pending = seed

    def random(self):
        seed_now(self)
        return MatchRng.random(self)

    def getrandbits(self, k):
        seed_now(self)
        return MatchRng.getrandbits(self, k)

    def getstate(self):
        seed_now(self)
        return MatchRng.getstate(self)

    def setstate(self, state):
        seed_now(self)
        return MatchRng.setstate(self, state)

    def seed(self, a=None, version=2):
        seed_now(self)
        return MatchRng.seed(self, a, version)


def seed_now(rng: MatchRng) -> None:
    """Seed a `WorldRng` not seeded yet, which becomes a plain `MatchRng`."""
    if type(rng) is WorldRng:
        rng.__class__ = MatchRng
        rng.seed(rng.__dict__.pop("pending"))


def derive_seed(rng: random.Random) -> int:
    """A fresh 63-bit seed drawn from `rng`, for a sub-stream (a match of a series,
    a bot's private RNG, a determinization)."""
    return rng.getrandbits(63)
