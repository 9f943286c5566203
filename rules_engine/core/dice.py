"""Six-sided dice: rolls drawn from the match RNG, and exact odds for bots.

A roll is chance the players see at once, so its event is marked as a reveal: undo
never goes back across it (a player could otherwise roll again by taking the move
back). The odds are exact fractions, computed from the distribution of the best
die of a handful: P(best of n <= f) = (f/6)^n.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache

from rules_engine.core.protocol import Event

FACES = 6
ATTACKER, DEFENDER = "attacker", "defender"  # who wins when the best dice are equal


def roll(rng: random.Random, count: int) -> tuple[int, ...]:
    """`count` six-sided dice, each 1 to 6, drawn from the match RNG. Each die is
    read from one `random()` float, the draw Python promises to keep the same
    across versions for a given seed (and the cheapest: games roll dice in their
    inner loops); its bias, under 2**-50, is far below anything observable."""
    draw = rng.random
    return tuple([int(draw() * FACES) + 1 for _ in range(count)])


def roll_event(seat: int | None, dice: Sequence[int], **details) -> Event:
    """The event of a roll: {"type": "roll", "seat", "dice", "reveal": True, ...};
    `details` adds what the game needs (what the roll is for, the pyramid rolling)."""
    return {"type": "roll", "seat": seat, "dice": tuple(dice), "reveal": True, **details}


def roll_off(rng: random.Random, seats: Sequence[int]) -> tuple[int, tuple[tuple, ...]]:
    """Who starts: each seat rolls one die, the highest wins, tied highest seats roll
    again. Returns the winner and every throw, as ((seat, face), ...) per throw (plain
    values, ready for roll events)."""
    if not seats:
        raise ValueError("nobody to roll")
    throws = []
    contenders = list(seats)
    while len(contenders) > 1 or not throws:
        faces = tuple((seat, rng.randrange(FACES) + 1) for seat in contenders)
        throws.append(faces)
        best = max(face for _seat, face in faces)
        contenders = [seat for seat, face in faces if face == best]
    return contenders[0], tuple(throws)


@lru_cache(maxsize=64)
def max_distribution(count: int) -> tuple[Fraction, ...]:
    """P(best die == f) for f = 0..6 (index f) when rolling `count` dice; with no
    dice the best is 0 for sure."""
    if count < 0:
        raise ValueError("a negative number of dice")
    if count == 0:
        return (Fraction(1),) + (Fraction(0),) * FACES
    total = FACES**count
    chances = [Fraction(0)]  # a best of 0 cannot happen with dice
    chances.extend(
        Fraction(face**count - (face - 1) ** count, total) for face in range(1, FACES + 1)
    )
    return tuple(chances)


def at_most(count: int, face: int) -> Fraction:
    """P(best of `count` dice <= face)."""
    if face < 0:
        return Fraction(0)
    if count == 0:
        return Fraction(1)  # no dice: the best is 0
    face = min(face, FACES)
    return Fraction(face**count, FACES**count)


def beats(roll_best: int, count: int, ties: str = DEFENDER) -> Fraction:
    """P(a best die of `roll_best` beats the best of `count` defending dice), the tie
    going to `ties` (ATTACKER: the roll wins ties; DEFENDER: the defender does)."""
    _check_ties(ties)
    return at_most(count, roll_best if ties == ATTACKER else roll_best - 1)


def win_probability(attacking: int, defending: int, ties: str = DEFENDER) -> Fraction:
    """P(the best of `attacking` dice beats the best of `defending` dice), the tie
    going to `ties`."""
    _check_ties(ties)
    attack = max_distribution(attacking)
    return sum(
        (attack[face] * beats(face, defending, ties) for face in range(FACES + 1)), Fraction(0)
    )


def outcome_probabilities(first: int, second: int) -> tuple[Fraction, Fraction, Fraction]:
    """P(best of `first` dice is higher), P(equal), P(lower) than the best of `second`."""
    a, b = max_distribution(first), max_distribution(second)
    higher = sum((a[f] * at_most(second, f - 1) for f in range(FACES + 1)), Fraction(0))
    equal = sum((a[f] * b[f] for f in range(FACES + 1)), Fraction(0))
    return higher, equal, 1 - higher - equal


def sweep_probability(attacking: int, defenders: Sequence[tuple[int, str]]) -> Fraction:
    """One roll of `attacking` dice against several defenders, each rolling its own
    dice against that same roll (an attack on a stack): P(the roll beats them all).
    `defenders` lists (dice, who wins ties) for each defender."""
    for _count, ties in defenders:
        _check_ties(ties)
    attack = max_distribution(attacking)
    chance = Fraction(0)
    for face in range(FACES + 1):
        if not attack[face]:
            continue
        odds = attack[face]
        for count, ties in defenders:
            odds *= beats(face, count, ties)
        chance += odds
    return chance


def _check_ties(ties: str) -> None:
    if ties not in (ATTACKER, DEFENDER):
        raise ValueError(f"ties go to {ATTACKER!r} or {DEFENDER!r}, not {ties!r}")
