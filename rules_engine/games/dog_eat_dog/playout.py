"""A fast model of a search's playout in Dog Eat Dog without the Treehouse die.

`DogEatDogGame.rollout` runs it in place of the generic loop of the protocol
(`playout_action`, then `apply`, action by action). It plays the same random moves
from the same RNGs: the playout policy's choices from the search's `rng` (one
`randrange` each: an attacker or decline, then a target, never "cancel"), every die
from the world's match RNG in the engine's order (attack dice, then each defender's
dice top down, stopping at the first defender who holds). It models DE-5 (a seat's
tipped pyramids stand up as its turn begins), DE-7 and DE-8 (who may attack what, in
the order `legal_actions` lists them), DE-9 to DE-12 (the fight and its three
outcomes), DE-13 and DE-14 (declining, and the two ways the match ends), and scores
as the engine's `State.result` does (DE-15 to DE-17). It skips what a playout never
reads: events, checks, `last_fight`, the phase bookkeeping; it scores the table
itself (`scores`, DE-15 to DE-17 as in `scoring.score`).
tests/engine/ai/test_rollout_model.py holds it equal to the engine, step for step.

It works on compact structures made once per playout:
  `masks`  the table's stacks by top, in the order `legal_actions` lists targets,
           each with the colours it holds (one bit each); a tipped lone pyramid gets
           every bit, so no seat may target it (DE-8: a tipped pyramid is out of play)
  `lone`   per seat, its pyramids standing alone, in id order: at the start of the
           seat's turn they are all upright (DE-5), so they are its attackers (DE-7)
  `down`   per seat, its tipped pyramids, which stand up at its next turn
The world's own `stacks` and `captured` are updated in place (the world is the
search's to use up) and scored at the end.
"""

from __future__ import annotations

import random
from itertools import compress

from rules_engine.core.protocol import Result, Rollout
from rules_engine.games.dog_eat_dog.material import (
    ALL_IDS,
    BIT,
    COLOUR,
    PER_SIZE,
    PIPS,
    colour_pyramids,
)
from rules_engine.games.dog_eat_dog.scoring import LEFT_OVER, MIXED_TREE, ONE_COLOUR_TREE
from rules_engine.games.dog_eat_dog.state import OVER, TARGET, DogEatDogState, defence_holds

EVERY_COLOUR = (1 << 8) - 1  # a tipped pyramid's mask: nobody may attack it
BIT_LENGTH = tuple(count.bit_length() for count in range(80))


def best_die(dice: int, draw) -> int:
    """DE-9: the best of `dice` dice (one to three), drawn as the engine's `roll`
    draws them, less one (0 to 5: only comparisons read it). The attack and each
    defence call it; written out inline they were no faster (41.7 against 41.8 us a
    two-player rollout)."""
    best = draw()
    if dice > 1:
        other = draw()
        if other > best:
            best = other
        if dice > 2:
            other = draw()
            if other > best:
                best = other
    return int(best * 6)


def rollout(state: DogEatDogState, rng: random.Random, max_steps: int) -> Rollout:
    """Play `state` (no Treehouse die, any phase) on as the generic loop would."""
    if state.phase == OVER or max_steps <= 0:
        over = state.phase == OVER
        return Rollout(state.result() if over else state.provisional_result(), over, 0)
    n = state.num_players
    stacks = state.stacks
    captured = state.captured
    tipped = state.tipped
    masks = state.masks
    down: list[list[int]] = [[] for _ in range(n)]
    if True in tipped:
        masks = masks.copy()
        for pyramid in compress(ALL_IDS, tipped):
            masks[pyramid] = EVERY_COLOUR
            down[COLOUR[pyramid]].append(pyramid)
    lone_of = state.lone
    lone = [
        list(compress(colour_pyramids(seat), lone_of[9 * seat : 9 * seat + 9])) for seat in range(n)
    ]
    draw = state.rng.random  # every die: int(draw() * 6) + 1 (core.dice.roll)
    getrandbits = rng.getrandbits  # randrange(count), as random.Random draws it

    seat = state.turn
    quiet = state.quiet
    bit = BIT[seat]
    steps = 0
    over = False
    attacker = state.attacker if state.phase == TARGET else None
    # Mid-turn, the seat's pyramids already stood up (DE-5) and none has been tipped
    # since: without the Treehouse die a fight ends the turn. The targets (DE-8: a
    # stack without the seat's colour and with an upright top) are listed as the
    # turn begins; nothing changes them before the seat attacks.
    targets = [top for top, mask in masks.items() if not mask & bit]
    while True:
        if attacker is None:
            if steps >= max_steps:
                break
            # DE-7, DE-13: one of the seat's lone pyramids, or decline (the last choice).
            attackers = lone[seat]
            count = len(attackers) + 1
            k = BIT_LENGTH[count]
            choice = getrandbits(k)
            while choice >= count:
                choice = getrandbits(k)
            steps += 1
            if choice == count - 1:
                quiet += 1  # DE-14: a full round without an attack ends the match
                if quiet >= n:
                    over = True
                    break
            else:
                attacker = attackers[choice]
        if attacker is not None:
            if steps >= max_steps:
                break
            count = len(targets)
            k = BIT_LENGTH[count]
            choice = getrandbits(k)
            while choice >= count:
                choice = getrandbits(k)
            steps += 1
            top = targets[choice]
            # DE-9, DE-10: the attacker's best die against each defender's, top down;
            # on equal best dice the smaller pyramid wins, the defender if the same.
            pips = PIPS[attacker]
            best = best_die(pips, draw)
            stack = stacks[top]
            beaten_by = None
            for defender in reversed(stack):
                size = PIPS[defender]
                held = best_die(size, draw)
                if defence_holds(best, pips, held, size):
                    beaten_by = defender
                    break
            if beaten_by is None:
                # DE-11: the attacker climbs on top and the stack is the seat's.
                lone[seat].remove(attacker)
                if len(stack) == 1:
                    lone[COLOUR[top]].remove(top)
                del stacks[attacker], stacks[top]
                stacks[attacker] = [*stack, attacker]  # the world's copies share lists
                del masks[attacker]
                masks[attacker] = masks.pop(top) | bit
            elif len(stack) == 1:
                # DE-12: a lone pyramid holds: both lie tipped.
                masks[attacker] = masks[top] = EVERY_COLOUR
                down[seat].append(attacker)
                down[COLOUR[top]].append(top)
            else:
                # DE-12: a stack holds: the defender who held takes the attacker.
                lone[seat].remove(attacker)
                del stacks[attacker], masks[attacker]
                captured[COLOUR[beaten_by]].append(attacker)
            attacker = None
            quiet = 0
        # DE-5: the next seat's tipped pyramids stand up; DE-14: with no lone pyramid
        # or no target it cannot attack, and the match ends.
        seat = (seat + 1) % n
        bit = BIT[seat]
        if down[seat]:
            for pyramid in down[seat]:
                masks[pyramid] = bit
            down[seat].clear()
        if not lone[seat]:
            over = True
            break
        targets = [top for top, mask in masks.items() if not mask & bit]
        if not targets:
            over = True
            break
    return Rollout(result(stacks, captured, n), over, steps)


# A collection packed into one int: two bits per colour and size (there are three
# pyramids of each, so a count never overflows), six bits per colour, in id order.
PACKED = tuple(1 << 2 * (pyramid // PER_SIZE) for pyramid in ALL_IDS)


def _tally(code: int) -> int:
    """One colour's (small, medium, large) counts, packed as six bits, scored as
    `scoring.score_counts` reads them: its one-colour trees, what is left of each
    size for mixed trees, and its count, in fields of eight bits to be summed."""
    small, medium, large = code & 3, code >> 2 & 3, code >> 4 & 3
    trees = min(small, medium, large)
    rest = (small - trees) | (medium - trees) << 8 | (large - trees) << 16
    return trees | rest << 8 | (small + medium + large) << 32


TALLY = tuple(_tally(code) for code in range(64))


def result(stacks: dict[int, list[int]], captured: list[list[int]], n: int) -> Result:
    """`DogEatDogState.result` of this table (DE-15 to DE-17): each seat holds the
    stacks it tops and its captures, and scores them as Volcano trees exactly as
    `scoring.score` does (DE-16: the one-colour trees first, then as many mixed ones
    as the sizes left allow, one point for each pyramid left over)."""
    held = [sum(map(PACKED.__getitem__, pile)) for pile in captured]
    for stack in stacks.values():
        if len(stack) > 1:  # a lone pyramid is its owner's own colour: it counts nothing
            held[COLOUR[stack[-1]]] += sum(map(PACKED.__getitem__, stack))
    scores = []
    for seat, packed in enumerate(held):
        packed &= ~(63 << 6 * seat)  # the seat's own colour counts nothing
        tally = 0
        while packed:
            tally += TALLY[packed & 63]
            packed >>= 6
        one_colour, total = tally & 255, tally >> 32
        mixed = min(tally >> 8 & 255, tally >> 16 & 255, tally >> 24 & 255)
        left = total - 3 * (one_colour + mixed)
        scores.append(ONE_COLOUR_TREE * one_colour + MIXED_TREE * mixed + LEFT_OVER * left)
    # `ranks_from_keys` of the negated scores: one plus the count of higher scores,
    # which is where a score first stands among them all sorted high to low.
    order = sorted(scores, reverse=True)
    return Result(scores=tuple(scores), ranks=tuple([order.index(points) + 1 for points in scores]))
