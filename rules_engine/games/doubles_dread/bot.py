"""A Double's Dread player that reads the open lagoon, from its observation only.

Every pawn lies face up in the boats. The two face-down pawns of the 4-player deal
are hidden, but they are never played and they are exactly the pawns seen nowhere
else, so even their points are known: a round is a game of open information, and
the bot looks ahead on the position itself (a determinization would only shuffle
those two pawns). It plays its rounds out on the engine's own fast model of a round
in play (`lagoon.Lagoon`, rules DD-7 to DD-15), the model the search's playouts run
on too; the tests check the model against the engine.

The thinking is a chain of small weighings:

- A greedy player for every boat (`greedy_pawn`, `greedy_lead`), which sees the
  table as two sides, South against everyone else:
  - following: bank points on a trick its side holds safely (no later boat of the
    other side can beat it in the colour), else take the trick with the lowest pawn
    no later rival boat can beat, else duck with the cheapest pawn (never feed a
    magic pawn to the other side);
  - unable to follow: change the colour when the trick belongs to the other side and
    the changing pawn wins the new colour, or when the pawns it sends to the monster
    are worth it; otherwise discard the cheapest, weakest pawn (magic pawns are
    kept: a swallowed one goes to whoever takes the last trick);
  - leading: from a boat of its side, its strongest colour: a pawn no rival can beat
    (banking a magic pawn first), else a cheap pawn in a colour the partner tops,
    else the cheapest pawn; a side with nothing to lead names a rival boat that has
    nothing either, forcing it to open a colour;
  - the end of the round, where the monster pays out, gets more care: the boat
    named for the last trick (every pawn then forced) is the one that scores best,
    and each choice of the last-but-one trick is the one whose completion scores
    best.
- A look-ahead for each decision of a round: every candidate action is played out
  to the end of the round by the greedy player with some noise (the same random
  streams for every candidate) and scored as the match counts it: the seat's margin
  over its best rival (`margin`). So the bot weighs protecting its magic pawns,
  fighting for the monster's contents and changing colours by what they bring; the
  greedy move keeps a small head start. In the last two tricks an exact search
  replaces the play-outs (every player maximises its own margin).
- Bidding: the bot plays out the round twice over: as if it won the auction now at
  one more than the current bid, keeping the pair of boats whose play-outs go best
  (`pair_strength` names the likely pairs: sure tricks from high pawns and long
  colours, and the points they hold), and as if it passed and the high bidder won.
  It raises when the first is worth more to it, so it stops short of a bid it cannot
  make and lets a rival's reckless bid stand. The opener, who may not pass, opens
  at the minimum.
- Handing out the boats as South: every layout of the likely pairs (which boat sits
  at South, which opponent gets which boat, and with 4 players on which side South's
  second boat sits) is played out, and the best one is kept.
"""

from __future__ import annotations

import random
import time
from functools import lru_cache
from itertools import combinations, permutations

from rules_engine.ai.base import Bot, Budget
from rules_engine.games.doubles_dread.lagoon import Lagoon, points_table
from rules_engine.games.doubles_dread.pawns import ORDINARY_POINTS
from rules_engine.games.doubles_dread.state import (
    FILL_ORDER,
    LAST_POSITION,
    PLAY_ACTIONS,
    SIDE,
    SIDES,
)
from rules_engine.games.doubles_dread.thumbs import THUMBS

PASS = ("pass",)
TOP = tuple(byte.bit_length() - 1 for byte in range(256))  # strongest index in a colour byte
PAWNS_OF_BYTE = tuple(tuple(i for i in range(8) if byte >> i & 1) for byte in range(256))

# Play-outs (per decision, scaled by the budget's samples).
NOISE = 0.25  # share of random moves in a play-out, so that play-outs differ
PLAY_ROLLOUTS = 1 / 4  # play-outs per candidate, per budget sample
LAYOUT_ROLLOUTS = 8  # play-outs per budget sample, shared among the layouts
BID_ROLLOUTS = 1.0  # play-outs per budget sample for each side of a bid decision
MIN_ROLLOUTS = 2
EXACT_TRICKS = 2  # search exactly once this few tricks are left
DEEP_EXACT_TRICKS = 3  # Expert's (`DoublesDreadDeepBot`), at tables of DEEP_FROM_PLAYERS
DEEP_FROM_PLAYERS = 3
PRIOR_BONUS = 1.0  # margin points a candidate must gain over the greedy move to replace it
# The greedy player's care for the end of the round (in 3-player self-play over 90
# matches, the bot with each won 54% and 50% against two copies without, fair 33%):
LAST_TRICK_EXACT = True  # name the boat that scores best for the last trick
ENDGAME_LOOKAHEAD = True  # weigh each choice of the last-but-one trick by its completion
ZERO_TOTALS = (0, 0, 0, 0)  # totals left aside inside play-outs

# Greedy weighings.
ROB_VALUE = 5  # points on the trick worth sending to the monster by a colour change

# Bidding and handing out.
PAIR_CANDIDATES = 3  # pairs of boats worth playing out
WIN_WEIGHT = (1.0, 0.45, 0.2, 0.08, 0.0)  # trick chance of a pawn by stronger rival pawns
POINT_WEIGHT = 0.25  # weight of the points a pair holds in its strength


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


# -- the greedy player --------------------------------------------------------------------


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


# -- judging boats ------------------------------------------------------------------------


def pair_strength(boats, pair, points) -> float:
    """A quick estimate of the tricks and points a pair of boats can take: each pawn
    counts by how many stronger pawns of its colour the other boats hold, plus a
    share of its points."""
    others = [pawn for boat, pawns in enumerate(boats) if boat not in pair for pawn in pawns]
    strength = 0.0
    for boat in pair:
        for pawn in boats[boat]:
            stronger = sum(1 for other in others if other >> 3 == pawn >> 3 and other > pawn)
            strength += WIN_WEIGHT[min(stronger, len(WIN_WEIGHT) - 1)]
            strength += POINT_WEIGHT * points[pawn]
    return strength


def likely_pairs(boats, points, count: int = PAIR_CANDIDATES) -> list[tuple[int, int]]:
    """The `count` pairs of boats that look strongest for South."""
    pairs = list(combinations(range(len(boats)), 2))
    pairs.sort(key=lambda pair: -pair_strength(boats, pair, points))
    return pairs[:count]


def layouts(obs, pairs) -> list[tuple[list[tuple], list, str | None]]:
    """Every way to finish handing out the boats with South keeping one of `pairs`:
    the actions still to take, the positions they give and South's side."""
    n = obs["num_players"]
    positions = list(obs["positions"])
    steps = sum(1 for position in positions if position) + (obs["side"] is not None)
    slots = FILL_ORDER[n][steps:]
    boat_slots = [slot for slot in slots if slot != SIDE]
    free = [boat for boat, position in enumerate(positions) if position is None]
    second = "X" if "X" in FILL_ORDER[n] else "N"
    found = []
    for chosen in permutations(free, len(boat_slots)):
        placed = positions[:]
        for slot, boat in zip(boat_slots, chosen, strict=True):
            placed[boat] = slot
        placed[placed.index(None)] = LAST_POSITION
        if not any({placed.index("S"), placed.index(second)} == set(pair) for pair in pairs):
            continue
        for side in SIDES if SIDE in slots else (obs["side"],):
            actions = [
                ("side", side) if slot == SIDE else ("boat", boat)
                for slot, boat in zip(slots, _interleave(slots, chosen), strict=True)
            ]
            found.append((actions, placed, side))
    return found


def _interleave(slots, boats):
    """The boats for each slot, None for the side choice."""
    boats = iter(boats)
    return [None if slot == SIDE else next(boats) for slot in slots]


class DoublesDreadHeuristicBot(Bot):
    name = "heuristic"
    thumbs = THUMBS  # what "Why?" says of its moves

    def exact_tricks(self, players: int) -> int:
        """The tricks left from which it plays exactly."""
        return EXACT_TRICKS

    def choose(self, observation, legal_actions, rng, budget: Budget):
        self.cut = False  # set when the deadline stops the look-ahead early
        if len(legal_actions) == 1:
            return legal_actions[0]
        # The look-ahead stops adding play-outs once the budget's time is spent (a
        # slow machine, or a level's many samples); every candidate then has had
        # the same play-outs, and at least MIN_ROLLOUTS.
        self.deadline = time.perf_counter() + budget.seconds
        phase = observation["phase"]
        if phase == "bid":
            return self._choose_bid(observation, legal_actions, rng, budget)
        if phase == "distribute":
            return self._choose_layout(observation, rng, budget)
        return self._choose_move(observation, legal_actions, rng, budget)

    @staticmethod
    def _rollouts(budget: Budget, share: float) -> int:
        return max(MIN_ROLLOUTS, round(budget.samples * share))

    def out_of_time(self, done: int) -> bool:
        """Whether to stop before the play-outs asked for are done (`cut` then says
        so: `bench_levels` reports how often a level's cap binds)."""
        if done >= MIN_ROLLOUTS and time.perf_counter() > self.deadline:
            self.cut = True
            return True
        return False

    def _best(self, seat, totals, candidates, rollouts: int, rng, preferred=None) -> int:
        """The index of the candidate (a lagoon) with the best mean margin over
        play-outs, the `preferred` one getting a small head start; every candidate
        meets the same random streams."""
        seeds = [rng.getrandbits(32) for _ in range(rollouts)]
        values = [0] * len(candidates)
        done = 0
        for seed in seeds:
            for index, lagoon in enumerate(candidates):
                values[index] += margin(seat, play_out(lagoon.clone(), random.Random(seed)), totals)
            done += 1
            if done < rollouts and self.out_of_time(done):
                break
        if preferred is not None:
            values[preferred] += PRIOR_BONUS * done
        return values.index(max(values))

    # -- the auction --------------------------------------------------------------------

    def _choose_bid(self, obs, legal, rng, budget):
        auction = obs["auction"]
        current = auction["current"]
        if current is None:
            return ("bid", auction["minimum"])  # the opener may not pass
        target = current + 1
        if ("bid", target) not in legal:
            return PASS
        seat = obs["seat"]
        totals = obs["totals"]
        mine = self._south_outlook(obs, seat, target, rng, budget)
        theirs = self._south_outlook(obs, auction["high_bidder"], current, rng, budget)
        bidding = sum(margin(seat, scores, totals) for _, scores in mine) / len(mine)
        passing = sum(margin(seat, scores, totals) for _, scores in theirs) / len(theirs)
        return ("bid", target) if bidding >= passing else PASS

    def _south_outlook(self, obs, south, bid, rng, budget) -> list[tuple[int, tuple]]:
        """Play-outs of the round had `south` won the auction at `bid` and kept the
        likely pair of boats whose play-outs went best: South's points and the scores."""
        n = obs["num_players"]
        rollouts = max(MIN_ROLLOUTS, self._rollouts(budget, BID_ROLLOUTS) // PAIR_CANDIDATES)
        best_found, best_mean = [], None
        for pair in likely_pairs(obs["boats"], points_table(obs)):
            positions = [None] * len(obs["boats"])
            positions[pair[0]] = "S"
            positions[pair[1]] = "X" if n == 4 else "N"
            rest = iter(("W", "N", "E") if n == 4 else ("W", "E"))
            positions = [position or next(rest) for position in positions]
            lagoon = Lagoon.from_layout(obs, south, bid, positions, SIDES[0] if n == 4 else None)
            found = []
            for _ in range(rollouts):
                twin = lagoon.clone()
                scores = play_out(twin, rng)
                found.append((twin.points[south], scores))
                if len(found) < rollouts and self.out_of_time(len(found)):
                    break
            mean = sum(points for points, _ in found) / len(found)
            if best_mean is None or mean > best_mean:
                best_found, best_mean = found, mean
        return best_found

    # -- handing out the boats ----------------------------------------------------------

    def _choose_layout(self, obs, rng, budget):
        found = layouts(obs, likely_pairs(obs["boats"], points_table(obs)))
        if not found:  # South's boats are already placed outside the likely pairs
            found = layouts(obs, list(combinations(range(len(obs["boats"])), 2)))
        if len(found) == 1:
            return found[0][0][0]
        seat = obs["seat"]
        candidates = [
            Lagoon.from_layout(obs, seat, obs["bid"], positions, side)
            for _, positions, side in found
        ]
        rollouts = max(MIN_ROLLOUTS, self._rollouts(budget, LAYOUT_ROLLOUTS) // len(found))
        return found[self._best(seat, obs["totals"], candidates, rollouts, rng)][0][0]

    # -- leads and plays ----------------------------------------------------------------

    def _choose_move(self, obs, legal, rng, budget):
        seat = obs["seat"]
        totals = obs["totals"]
        lagoon = Lagoon.from_observation(obs)
        tricks_left = max(len(boat) for boat in obs["boats"])
        if tricks_left <= EXACT_TRICKS:
            return self._exact_move(lagoon, seat, totals, legal)
        if tricks_left <= self.exact_tricks(obs["num_players"]):
            # Deeper, the exact search can outlast a level's time cap on a slow
            # machine: then the play-outs decide, as they would have.
            try:
                return self._exact_move(lagoon, seat, totals, legal, self.deadline)
            except OutOfTime:
                self.cut = True
        if lagoon.namer is not None:
            greedy = ("lead", greedy_lead(lagoon))
            greedy_pawn_led = best_lead(lagoon, greedy[1])[0]
        else:
            greedy = PLAY_ACTIONS[greedy_pawn(lagoon, lagoon.legal_pawns())]
            greedy_pawn_led = None
        actions, candidates, preferred = [], [], None
        for action in legal:
            after = lagoon.clone()
            after.apply(action)
            if action[0] == "lead" and obs["controllers"][action[1]] == seat:
                # Leading from its own boat: try the pawns worth leading.
                pawns = lead_candidates(after, action[1])
                if action == greedy and greedy_pawn_led not in pawns:
                    pawns.append(greedy_pawn_led)
                for pawn in pawns:
                    if action == greedy and pawn == greedy_pawn_led:
                        preferred = len(candidates)
                    led = after.clone()
                    led.play(pawn)
                    actions.append(action)
                    candidates.append(led)
            else:
                if action == greedy:
                    preferred = len(candidates)
                actions.append(action)
                candidates.append(after)
        rollouts = self._rollouts(budget, PLAY_ROLLOUTS)
        return actions[self._best(seat, totals, candidates, rollouts, rng, preferred)]

    @staticmethod
    def _exact_move(lagoon: Lagoon, seat: int, totals, legal, deadline: float | None = None):
        best, best_value = legal[0], None
        memo: dict = {}  # one for all the candidates: they meet the same later tricks
        for action in legal:
            child = lagoon.clone()
            child.apply(action)
            value = margin(seat, exact_scores(child, totals, memo, deadline), totals)
            if best_value is None or value > best_value:
                best, best_value = action, value
        return best


class DoublesDreadDeepBot(DoublesDreadHeuristicBot):
    """Expert's player: the heuristic's look-ahead, which at three or four players
    plays the last three tricks of a round exactly instead of the last two.

    More play-outs alone barely change the look-ahead's moves once Hard's 400
    samples are in: at 17 decisions met in four-player matches, two draws each, 400
    samples chose what 6,400 choose 26 times in 34 and 1,600 samples 31 times, and
    Expert with 1,600 won 3 of 24 matches against three Hard players (fair 6). What
    more play-outs cannot give is careful play: they judge the end of a round by
    greedy play with random moves. Searched exactly, the last three tricks (half the
    round at four players, where a round has six) are played as well as the model
    allows: every player, at each trick, names the boat and plays the pawn that
    leave it the best margin."""

    name = "deep"

    def exact_tricks(self, players: int) -> int:
        """Three tricks from three players up; at two, Expert's 1,600 samples alone
        measured stronger than Hard (67.5% in 40 matches) and it plays as it was
        measured."""
        return DEEP_EXACT_TRICKS if players >= DEEP_FROM_PLAYERS else EXACT_TRICKS
