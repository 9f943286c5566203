"""Positions met in matches played at random, for tests that check something at
many places of many matches (a fast playout model, a hint, a search)."""

from __future__ import annotations

import random
from collections.abc import Callable


def random_positions(
    game,
    players: int,
    count: int,
    seed: int,
    options: dict | None = None,
    share: float = 0.1,
    keep: Callable | None = None,
) -> list:
    """`count` clones of states met while playing matches at random from `seed`:
    each state reached is kept with probability `share`, when `keep(state)` (if
    given) also holds."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = game.new_match(players, options, rng.getrandbits(32))
        while not state.is_over() and len(found) < count:
            legal = state.legal_actions()
            if rng.random() < share and (keep is None or keep(state)):
                found.append(state.clone())
            state.apply(legal[rng.randrange(len(legal))])
    return found
