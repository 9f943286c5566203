"""The greedy player of a Double's Dread round, and the exact end of a round: what
the look-ahead players of bot.py play their samples with, on the engine's fast model
of a round (`lagoon.Lagoon`).

The greedy player sees the table as two sides, South against everyone else, and
moves every boat by a few weighings (`greedy_pawn`, `greedy_lead`: see bot.py's
account of them); `play_out` plays a round to its end with it (with some noise, so
that play-outs differ), taking more care where the monster pays out: the boat named
for the last trick is the one that scores best, and each choice of the last-but-one
trick is weighed by its completion. `exact_scores` searches the last tricks exactly,
every player maximising its own margin over its best rival (`margin`).
"""

from __future__ import annotations

import random
import time
from functools import lru_cache

from rules_engine.games.doubles_dread.lagoon import Lagoon
from rules_engine.games.doubles_dread.pawns import ORDINARY_POINTS
from rules_engine.games.doubles_dread.state import PLAY_ACTIONS

TOP = tuple(byte.bit_length() - 1 for byte in range(256))  # strongest index in a colour byte
PAWNS_OF_BYTE = tuple(tuple(i for i in range(8) if byte >> i & 1) for byte in range(256))

NOISE = 0.25  # share of random moves in a play-out, so that play-outs differ
# The greedy player's care for the end of the round (in 3-player self-play over 90
# matches, the bot with each won 54% and 50% against two copies without, fair 33%):
LAST_TRICK_EXACT = True  # name the boat that scores best for the last trick
ENDGAME_LOOKAHEAD = True  # weigh each choice of the last-but-one trick by its completion
ZERO_TOTALS = (0, 0, 0, 0)  # totals left aside inside play-outs
ROB_VALUE = 5  # points on the trick worth sending to the monster by a colour change


def top_of(mask: int, colour: int) -> int:
    """The strongest pawn of `colour` in a boat's mask, -1 if it holds none."""
    byte = mask >> (colour << 3) & 255
    return (colour << 3) + TOP[byte] if byte else -1


def margin(seat: int, scores, totals) -> int:
    """What a round leaves `seat`: its total minus the best total of the others."""
    best = None
    for other, score in enumerate(scores):
        if other != seat:
            total = totals[other] + score
            if best is None or total > best:
                best = total
    return totals[seat] + scores[seat] - best


def colour_tops(lagoon: Lagoon, boat: int) -> tuple[list[int], list[int]]:
    """Per colour, the strongest index (0-7, -1 for none) held by the other boats of
    `boat`'s side, and by the other side's boats."""
    controllers = lagoon.controllers
    south = lagoon.south
    ours = controllers[boat] == south
    partners, rivals = [-1, -1, -1, -1], [-1, -1, -1, -1]
    for other, mask in enumerate(lagoon.masks):
        if other == boat or not mask:
            continue
        tops = partners if (controllers[other] == south) == ours else rivals
        for colour in range(4):
            top = TOP[mask >> (colour << 3) & 255]
            if top > tops[colour]:
                tops[colour] = top
    return partners, rivals


def best_lead(lagoon: Lagoon, boat: int, tops=None) -> tuple[int, tuple]:
    """The greedy lead of `boat` and how good it is (higher is better): a sure trick
    first, banking the most points with the weakest such pawn; then a cheap pawn in a
    colour the partner tops; then the cheapest pawn. `tops` is `colour_tops`, when
    known."""
    partners, rivals = tops or colour_tops(lagoon, boat)
    points = lagoon.points_of
    mask = lagoon.masks[boat]
    best, best_key = -1, None
    for colour in range(4):
        base = colour << 3
        byte = mask >> base & 255
        if not byte:
            continue
        rivals_top = rivals[colour]
        covered = 1 if partners[colour] > rivals_top else 0
        for index in PAWNS_OF_BYTE[byte]:
            pawn = base + index
            if index > rivals_top:
                key = (2, points[pawn], -index)
            else:
                key = (covered, -points[pawn], -index)
            if best_key is None or key > best_key:
                best, best_key = pawn, key
    return best, best_key


def all_colour_tops(lagoon: Lagoon) -> list[tuple[list[int], list[int]]]:
    """`colour_tops` of every boat, computed at once: per side and colour, the two
    strongest boats."""
    controllers = lagoon.controllers
    south = lagoon.south
    first = {True: [-1] * 4, False: [-1] * 4}
    first_boat = {True: [-1] * 4, False: [-1] * 4}
    second = {True: [-1] * 4, False: [-1] * 4}
    masks = lagoon.masks
    for boat, mask in enumerate(masks):
        side = controllers[boat] == south
        best, best_boat, runner = first[side], first_boat[side], second[side]
        for colour in range(4):
            top = TOP[mask >> (colour << 3) & 255]
            if top > best[colour]:
                runner[colour] = best[colour]
                best[colour], best_boat[colour] = top, boat
            elif top > runner[colour]:
                runner[colour] = top
    found = []
    for boat in range(len(masks)):
        side = controllers[boat] == south
        best, best_boat, runner = first[side], first_boat[side], second[side]
        partners = [
            runner[colour] if best_boat[colour] == boat else best[colour] for colour in range(4)
        ]
        found.append((partners, first[not side]))
    return found


def lead_candidates(lagoon: Lagoon, boat: int) -> list[int]:
    """The pawns of `boat` worth trying as a lead: in each colour its weakest and its
    strongest, its magic pawns and its weakest pawn no rival boat can beat (a pawn
    between those seldom leads better than they do)."""
    rivals = colour_tops(lagoon, boat)[1]
    points = lagoon.points_of
    mask = lagoon.masks[boat]
    found = []
    for colour in range(4):
        indices = PAWNS_OF_BYTE[mask >> (colour << 3) & 255]
        if not indices:
            continue
        base = colour << 3
        sure = [index for index in indices if index > rivals[colour]]
        keep = {indices[0], indices[-1], *sure[:1]}
        keep.update(index for index in indices if points[base + index] > ORDINARY_POINTS)
        found.extend(base + index for index in sorted(keep))
    return found


def greedy_pawn(lagoon: Lagoon, pawns) -> int:
    """The greedy choice among the legal `pawns` (in id order) of the boat to play."""
    boat = lagoon.to_play
    asked = lagoon.asked
    if asked is None:
        return best_lead(lagoon, boat)[0]
    controllers = lagoon.controllers
    south = lagoon.south
    ours = controllers[boat] == south
    masks = lagoon.masks
    points = lagoon.points_of
    next_boat = lagoon.next_boat
    leading = lagoon.leading
    later = []  # the other side's boats still to play in this trick
    following = next_boat[boat]
    while following != leading:
        if (controllers[following] == south) != ours:
            later.append(masks[following])
        following = next_boat[following]
    up = lagoon.up
    best = max(up)
    holding = (controllers[lagoon.up_boats[up.index(best)]] == south) == ours

    def cheap(pawn):
        return (points[pawn], pawn & 7)

    if pawns[0] >> 3 == asked:  # following
        threat = max((top_of(mask, asked) for mask in later), default=-1)
        if holding and best > threat:
            return max(pawns, key=lambda pawn: (points[pawn], -pawn))  # bank points
        bar = best if best > threat else threat
        if pawns[-1] > bar:
            for pawn in pawns:
                if pawn > bar:
                    return pawn
        return min(pawns, key=cheap)
    strengths = {pawn & 7 for pawn in up}
    changers = [pawn for pawn in pawns if pawn & 7 in strengths]
    discards = [pawn for pawn in pawns if pawn & 7 not in strengths]
    if changers and (not holding or not discards):
        winners = [
            pawn
            for pawn in changers
            if pawn > max((top_of(mask, pawn >> 3) for mask in later), default=-1)
        ]
        if winners:
            return max(winners, key=lambda pawn: (points[pawn], -pawn))
        if not discards or sum(points[pawn] for pawn in up) >= ROB_VALUE:
            return min(changers, key=cheap)
    return min(discards, key=cheap)


def greedy_lead(lagoon: Lagoon) -> int:
    """The boat the trick winner names: its side's boat with the best lead, or, when
    its side has nothing better than a cheap pawn, a rival boat with nothing either.
    For the last trick, where every pawn is forced, the boat that scores best."""
    if LAST_TRICK_EXACT and lagoon.masks[0] & (lagoon.masks[0] - 1) == 0:
        return last_lead(lagoon)
    controllers = lagoon.controllers
    south = lagoon.south
    ours = lagoon.namer == south
    best_boat, best_key = 0, None
    weakest_boat, weakest_key = None, None
    for boat, tops in enumerate(all_colour_tops(lagoon)):
        key = best_lead(lagoon, boat, tops)[1]
        if (controllers[boat] == south) == ours:
            if best_key is None or key > best_key:
                best_boat, best_key = boat, key
        elif weakest_key is None or key < weakest_key:
            weakest_boat, weakest_key = boat, key
    if best_key[0] == 0 and weakest_key is not None and weakest_key[0] == 0:
        return weakest_boat
    return best_boat


def settled_margin(points, seat: int, south: int, bid: int, score_bid: bool) -> int:
    """`seat`'s margin over the best other seat once the round ends with `points`
    taken (DD-15, match totals aside): the scoring of `score_round`, inlined for
    the play-outs."""
    if points[south] >= bid:
        taken = bid if score_bid else points[south]
        return taken if seat == south else -taken
    if seat == south:
        return -max(taken + bid for other, taken in enumerate(points) if other != south)
    best = 0  # South's score
    for other, taken in enumerate(points):
        if other != seat and other != south and taken + bid > best:
            best = taken + bid
    return points[seat] + bid - best


def last_lead(lagoon: Lagoon) -> int:
    """The boat to name for the last trick (one pawn per boat, all forced): the one
    that leaves the namer the best margin over the others (match totals aside)."""
    return _last_lead(
        tuple(lagoon.masks),
        lagoon.namer,
        lagoon.monster,
        tuple(lagoon.points),
        lagoon.south,
        lagoon.bid,
        lagoon.score_bid,
        lagoon.controllers,
        lagoon.next_boat,
        lagoon.points_of,
    )


@lru_cache(maxsize=1 << 16)
def _last_lead(
    masks, namer, monster, points, south, bid, score_bid, controllers, next_boat, points_of
) -> int:
    """`last_lead` on plain values, remembered: it runs at the end of every play-out
    and play-outs often reach the same last trick. The trick is played on lists."""
    clockwise = [0]
    while len(clockwise) < len(masks):
        clockwise.append(next_boat[clockwise[-1]])
    # (the boat's last pawn, its controller), clockwise from boat 0
    around = [(masks[boat].bit_length() - 1, controllers[boat]) for boat in clockwise]
    best_boat, best_value = 0, None
    for start in range(len(clockwise)):
        up, up_seats = [], []
        swallowed = monster
        asked = -1
        for pawn, seat in around[start:] + around[:start]:
            if asked < 0 or pawn >> 3 == asked:
                asked = pawn >> 3
                up.append(pawn)
                up_seats.append(seat)
                continue
            strength = pawn & 7
            for old in up:
                if old & 7 == strength:  # DD-10
                    swallowed += sum(points_of[old] for old in up)
                    up, up_seats = [pawn], [seat]
                    asked = pawn >> 3
                    break
            else:  # DD-11
                swallowed += points_of[pawn]
        taken = list(points)
        taken[up_seats[up.index(max(up))]] += sum(points_of[pawn] for pawn in up) + swallowed
        value = settled_margin(taken, namer, south, bid, score_bid)
        if best_value is None or value > best_value:
            best_boat, best_value = clockwise[start], value
    return best_boat


def play_out(
    lagoon: Lagoon, rng: random.Random | None, noise: float = NOISE, lookahead: bool = True
) -> tuple[int, ...]:
    """Play the round to its end with the greedy player; the round's scores. With
    `lookahead`, each choice of the last-but-one trick is the one whose greedy,
    noiseless completion leaves the player the best margin."""
    while lagoon.scores is None:
        namer = lagoon.namer
        if namer is not None:
            if lookahead and ENDGAME_LOOKAHEAD and lagoon.masks[0].bit_count() == 2:
                lagoon.lead(best_completion(lagoon, lagoon.moves())[1])
            elif noise and rng.random() < noise:
                lagoon.lead(rng.randrange(len(lagoon.masks)))
            else:
                lagoon.lead(greedy_lead(lagoon))
            continue
        pawns = lagoon.legal_pawns()
        if len(pawns) == 1:
            lagoon.play(pawns[0])
        elif lookahead and ENDGAME_LOOKAHEAD and lagoon.masks[lagoon.to_play].bit_count() == 2:
            lagoon.play(best_completion(lagoon, [PLAY_ACTIONS[pawn] for pawn in pawns])[1])
        elif noise and rng.random() < noise:
            lagoon.play(pawns[rng.randrange(len(pawns))])
        else:
            lagoon.play(greedy_pawn(lagoon, pawns))
    return lagoon.scores


def best_completion(lagoon: Lagoon, moves) -> tuple:
    """The move whose greedy completion of the round leaves the player to move the
    best margin (match totals aside)."""
    seat = lagoon.turn
    best, best_value = moves[0], None
    for move in moves:
        twin = lagoon.clone()
        twin.apply(move)
        value = margin(seat, play_out(twin, None, 0, lookahead=False), ZERO_TOTALS)
        if best_value is None or value > best_value:
            best, best_value = move, value
    return best


class OutOfTime(Exception):
    """An exact search stopped at its deadline."""


def exact_scores(
    lagoon: Lagoon, totals, memo: dict | None = None, deadline: float | None = None
) -> tuple[int, ...]:
    """The round's scores when every player picks, to the end, the move that
    maximises its own margin (the first such move on ties).

    `memo` holds the scores from each position between two tricks, for one search:
    each boat plays one pawn a trick whichever boat leads it, so naming another
    boat often comes to the same pawns left, points taken, monster and namer, and
    the play from there is the same. Three tricks from the end at four players
    (five boats to name before each trick) it made the search about five times
    faster, with the same moves. Past `deadline` (the clock is read between tricks)
    it raises OutOfTime."""
    if lagoon.scores is not None:
        return lagoon.scores
    if deadline is not None and lagoon.namer is not None and time.perf_counter() > deadline:
        raise OutOfTime
    key = None
    if memo is not None and lagoon.namer is not None:
        key = (*lagoon.masks, lagoon.namer, lagoon.monster, *lagoon.points)
        known = memo.get(key)
        if known is not None:
            return known
    moves = lagoon.moves()
    if len(moves) == 1:
        lagoon.apply(moves[0])
        best_scores = exact_scores(lagoon, totals, memo, deadline)
    else:
        seat = lagoon.turn
        best_scores, best_value = None, None
        for move in moves:
            child = lagoon.clone()
            child.apply(move)
            scores = exact_scores(child, totals, memo, deadline)
            value = margin(seat, scores, totals)
            if best_value is None or value > best_value:
                best_scores, best_value = scores, value
    if key is not None:
        memo[key] = best_scores
    return best_scores
