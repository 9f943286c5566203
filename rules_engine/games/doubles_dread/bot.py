"""A Double's Dread player that reads the open lagoon, from its observation only.

Every pawn lies face up in the boats. The two face-down pawns of the 4-player deal
are hidden, but they are never played and they are exactly the pawns seen nowhere
else, so even their points are known: a round is a game of open information, and
the bot looks ahead on the position itself (a determinization would only shuffle
those two pawns). It plays its rounds out on the engine's own fast model of a round
in play (`lagoon.Lagoon`, rules DD-7 to DD-15), the model the search's playouts run
on too; the tests check the model against the engine.

The thinking is a chain of small weighings:

- A greedy player for every boat (greedy.py: `greedy_pawn`, `greedy_lead`), which sees the
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
from itertools import combinations, permutations

from rules_engine.ai.base import Bot, Budget
from rules_engine.games.doubles_dread.greedy import (
    OutOfTime,
    best_lead,
    exact_scores,
    greedy_lead,
    greedy_pawn,
    lead_candidates,
    margin,
    play_out,
)
from rules_engine.games.doubles_dread.lagoon import Lagoon, points_table
from rules_engine.games.doubles_dread.state import (
    FILL_ORDER,
    LAST_POSITION,
    PLAY_ACTIONS,
    SIDE,
    SIDES,
)
from rules_engine.games.doubles_dread.thumbs import THUMBS

PASS = ("pass",)

# Play-outs (per decision, scaled by the budget's samples).
PLAY_ROLLOUTS = 1 / 4  # play-outs per candidate, per budget sample
LAYOUT_ROLLOUTS = 8  # play-outs per budget sample, shared among the layouts
BID_ROLLOUTS = 1.0  # play-outs per budget sample for each side of a bid decision
MIN_ROLLOUTS = 2
EXACT_TRICKS = 2  # search exactly once this few tricks are left
DEEP_EXACT_TRICKS = 3  # Expert's (`DoublesDreadDeepBot`), at tables of DEEP_FROM_PLAYERS
DEEP_FROM_PLAYERS = 3
PRIOR_BONUS = 1.0  # margin points a candidate must gain over the greedy move to replace it

# Bidding and handing out.
PAIR_CANDIDATES = 3  # pairs of boats worth playing out
WIN_WEIGHT = (1.0, 0.45, 0.2, 0.08, 0.0)  # trick chance of a pawn by stronger rival pawns
POINT_WEIGHT = 0.25  # weight of the points a pair holds in its strength


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
