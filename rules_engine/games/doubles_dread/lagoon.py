"""The lagoon: Double's Dread's fast model of a round in play (DD-7 to DD-15).

One rules model serves every look-ahead: the heuristic bot (`bot.py`) plays its
rounds out on it, and the search's playouts run on it through `rollout` (the
`Game.rollout` of `DoublesDreadGame`). It keeps only what play reads: the boats as
bit masks (`pawns.BIT`), the face-up pawns on the monster, and the points of what
the monster holds (swallowed and face-down pawns), not the pawns themselves. No
events, no legality checks, no public bookkeeping.

Clauses modelled: DD-7 (clockwise play from the leading boat), DD-9 (a boat that
holds the asked colour follows), DD-10 (a colour change swallows the old colour),
DD-11 (a discard is swallowed), DD-12 (the strongest face-up pawn wins the
trick), DD-13 (its winner names the next leading boat), DD-14 (the last trick's
winner takes the monster's contents) and DD-15 (the round's scores). `rollout`
adds, on plain values, the auction (DD-5) and the handing out of the boats (DD-6)
as the playout policy plays them, and at the round's end the totals and the next
deal's draws from the match's RNG (DD-3, DD-4, `state.draw_deal`).

The tests hold it equal to the full engine: tests/engine/ai/test_rollout_model.py
plays `rollout` against the protocol's generic loop from random positions, real
and determinized, and tests/engine/doubles_dread/test_bot.py plays the lagoon's
moves against the engine's legal actions to the round's end.
"""

from __future__ import annotations

import random

from rules_engine.core.protocol import Rollout
from rules_engine.games.doubles_dread.pawns import BIT, BYTE_PAWNS, NUM_PAWNS, mask_of
from rules_engine.games.doubles_dread.pawns import points_table as points_of_magic
from rules_engine.games.doubles_dread.scoring import SCORE_BID, SCORE_POINTS, score_round
from rules_engine.games.doubles_dread.state import (
    BID,
    CONTROL_OFFSET,
    FILL_ORDER,
    LAST_POSITION,
    LEAD,
    MINIMUM_BID,
    OVER,
    PLAY_ACTIONS,
    SIDE,
    SIDES,
    DeferredRng,
    DoublesDreadState,
    clockwise_order,
    draw_deal,
    following_boats,
    trick_taken,
)

# PAWN_IDS[colour][byte]: the pawns of that colour in a boat whose colour byte is `byte`.
PAWN_IDS = BYTE_PAWNS


def pawns_in(mask: int) -> list[int]:
    """A boat's pawns in id order (the engine's order of its play actions)."""
    red, blue, green, yellow = PAWN_IDS
    return [
        *red[mask & 255],
        *blue[mask >> 8 & 255],
        *green[mask >> 16 & 255],
        *yellow[mask >> 24 & 255],
    ]


def playable(mask: int, asked: int | None):
    """The pawns a boat may play (DD-9: of the asked colour if it holds any, else
    any), in id order, the engine's order of its play actions."""
    if asked is not None:
        byte = mask >> (asked << 3) & 255
        if byte:
            return PAWN_IDS[asked][byte]
    red, blue, green, yellow = PAWN_IDS
    return [
        *red[mask & 255],
        *blue[mask >> 8 & 255],
        *green[mask >> 16 & 255],
        *yellow[mask >> 24 & 255],
    ]


def points_table(observation) -> tuple[int, ...]:
    """Every pawn's points, by the observation's magic pawns (DD-1)."""
    return points_of_magic(observation["magic"])


def unseen_pawns(observation) -> list[int]:
    """The face-down pawns of the 4-player deal: the pawns seen nowhere else."""
    seen = set(observation["swallowed"])
    for pawns in (*observation["boats"], *observation["taken"]):
        seen.update(pawns)
    seen.update(pawn for _, pawn in observation["monster_face_up"])
    return [pawn for pawn in range(NUM_PAWNS) if pawn not in seen]


class Lagoon:
    """A round from the first lead to the scores (DD-7 to DD-15), with the boats as
    bit masks. `namer` is the seat naming the next leading boat (None while a trick
    is being played); `scores` is set once the round is over."""

    __slots__ = (
        "asked",
        "bid",
        "controllers",
        "leading",
        "masks",
        "monster",
        "namer",
        "next_boat",
        "points",
        "points_of",
        "score_bid",
        "scores",
        "south",
        "to_play",
        "up",
        "up_boats",
    )

    def clone(self) -> Lagoon:
        # Field by field, like the engine's own clone (what `duplicates` pairs them
        # for): measured on a four-player round, a loop over the slots takes 0.78 us
        # and copy.copy 1.96 us against 0.25 us here, and the look-ahead clones a
        # lagoon for every move it weighs.
        twin = Lagoon.__new__(Lagoon)
        twin.asked = self.asked
        twin.bid = self.bid
        twin.controllers = self.controllers
        twin.leading = self.leading
        twin.masks = self.masks[:]
        twin.monster = self.monster
        twin.namer = self.namer
        twin.next_boat = self.next_boat
        twin.points = self.points[:]
        twin.points_of = self.points_of
        twin.score_bid = self.score_bid
        twin.scores = self.scores
        twin.south = self.south
        twin.to_play = self.to_play
        twin.up = self.up[:]
        twin.up_boats = self.up_boats[:]
        return twin

    @classmethod
    def from_observation(cls, obs) -> Lagoon:
        """The round as the observation shows it (phase "lead" or "play")."""
        lagoon = cls.__new__(cls)
        points_of = points_table(obs)
        lagoon.points_of = points_of
        lagoon.masks = [mask_of(pawns) for pawns in obs["boats"]]
        lagoon.controllers = tuple(obs["controllers"])
        lagoon.next_boat = following_boats(obs["order"])
        lagoon.south = obs["south"]
        lagoon.bid = obs["bid"]
        lagoon.score_bid = obs["options"].get("south_scores") == SCORE_BID
        lagoon.points = list(obs["points"])
        monster = list(obs["swallowed"]) + unseen_pawns(obs)
        lagoon.monster = sum(points_of[pawn] for pawn in monster)
        lagoon.up = [pawn for _, pawn in obs["monster_face_up"]]
        lagoon.up_boats = [boat for boat, _ in obs["monster_face_up"]]
        lagoon.asked = obs["asked"]
        lagoon.leading = obs["leading_boat"]
        lagoon.scores = None
        if obs["phase"] == "lead":
            lagoon.namer = obs["to_move"]
            lagoon.to_play = None
        else:
            lagoon.namer = None
            lagoon.to_play = obs["boat_to_play"]
        return lagoon

    @classmethod
    def from_layout(cls, obs, south: int, bid: int, positions, side) -> Lagoon:
        """The round about to start from the auction's deal, had `south` won at `bid`
        and placed the boats at `positions` (letters, one per boat)."""
        n = obs["num_players"]
        lagoon = cls.__new__(cls)
        lagoon.points_of = points = points_table(obs)
        lagoon.masks = [mask_of(pawns) for pawns in obs["boats"]]
        lagoon.seat_boats(n, south, positions, side)
        lagoon.south = south
        lagoon.bid = bid
        lagoon.score_bid = obs["options"].get("south_scores") == SCORE_BID
        lagoon.points = [0] * n
        lagoon.monster = sum(points[pawn] for pawn in unseen_pawns(obs))
        lagoon.up, lagoon.up_boats = [], []
        lagoon.asked = lagoon.leading = lagoon.to_play = None
        lagoon.namer = south
        lagoon.scores = None
        return lagoon

    @classmethod
    def laid_out(cls, state: DoublesDreadState, south: int, bid: int, positions, side) -> Lagoon:
        """The engine's round once its auction and the handing out of the boats are
        done: `south` won at `bid` and placed the boats at `positions` (DD-5, DD-6)."""
        lagoon = cls.__new__(cls)
        lagoon.points_of = points_of = state.points_of
        lagoon.masks = state.masks[:]
        lagoon.seat_boats(state.num_players, south, positions, side)
        lagoon.south = south
        lagoon.bid = bid
        lagoon.score_bid = state.south_scores == SCORE_BID
        lagoon.points = state.points[:]
        monster = 0
        for pawn in state.face_down:
            monster += points_of[pawn]
        lagoon.monster = monster
        lagoon.up, lagoon.up_boats = [], []
        lagoon.asked = lagoon.leading = lagoon.to_play = None
        lagoon.namer = south  # DD-8: South names the boat that leads the first trick
        lagoon.scores = None
        return lagoon

    def seat_boats(self, n: int, south: int, positions, side) -> None:
        """Who plays each boat and which boat follows it, clockwise (DD-6, DD-7), from
        the boats' positions (letters) and South's side."""
        offsets = CONTROL_OFFSET[n]
        self.controllers = tuple((south + offsets[letter]) % n for letter in positions)
        self.next_boat = following_boats(clockwise_order(positions, side))

    @classmethod
    def from_state(cls, state: DoublesDreadState) -> Lagoon:
        """The engine's round as it stands (phase "lead" or "play"), every pawn known."""
        lagoon = cls.__new__(cls)
        lagoon.points_of = points_of = state.points_of
        lagoon.masks = state.masks[:]
        lagoon.controllers = tuple(state.controllers)
        lagoon.next_boat = state.next_boat
        lagoon.south = state.south
        lagoon.bid = state.bid
        lagoon.score_bid = state.south_scores == SCORE_BID
        lagoon.points = state.points[:]
        monster = 0
        for pawn in state.swallowed:
            monster += points_of[pawn]
        for pawn in state.face_down:
            monster += points_of[pawn]
        lagoon.monster = monster
        lagoon.up = state.face_up[:]
        lagoon.up_boats = state.face_up_boats[:]
        lagoon.asked = state.asked
        lagoon.leading = state.leading_boat
        lagoon.scores = None
        if state.phase == LEAD:
            lagoon.namer = state.turn
            lagoon.to_play = None
        else:
            lagoon.namer = None
            lagoon.to_play = state.boat_to_play
        return lagoon

    @property
    def turn(self) -> int:
        return self.namer if self.namer is not None else self.controllers[self.to_play]

    def legal_pawns(self) -> list[int]:
        return list(playable(self.masks[self.to_play], self.asked))

    def moves(self) -> list[tuple]:
        """The legal actions, as the engine names them."""
        if self.namer is not None:
            return [("lead", boat) for boat in range(len(self.masks))]
        return [PLAY_ACTIONS[pawn] for pawn in self.legal_pawns()]

    def apply(self, action) -> None:
        if action[0] == "lead":
            self.lead(action[1])
        else:
            self.play(action[1])

    def lead(self, boat: int) -> None:
        self.leading = self.to_play = boat
        self.namer = None

    def play(self, pawn: int) -> None:
        boat = self.to_play
        colour = pawn >> 3
        asked = self.asked
        if asked is None or colour == asked:
            self.asked = colour
            self.up.append(pawn)
            self.up_boats.append(boat)
        else:
            strength = pawn & 7
            points_of = self.points_of
            for up in self.up:
                if up & 7 == strength:  # DD-10: the old colour is swallowed
                    monster = self.monster
                    for old in self.up:
                        monster += points_of[old]
                    self.monster = monster
                    self.up = [pawn]
                    self.up_boats = [boat]
                    self.asked = colour
                    break
            else:  # DD-11: a discard
                self.monster += points_of[pawn]
        self.masks[boat] ^= BIT[pawn]
        following = self.next_boat[boat]
        if following != self.leading:
            self.to_play = following
            return
        # DD-12: the strongest face-up pawn wins.
        winner, seat, won = trick_taken(self.up, self.up_boats, self.controllers, self.points_of)
        self.points[seat] += won
        self.up, self.up_boats = [], []
        self.asked = self.leading = self.to_play = None
        if self.masks[winner]:
            self.namer = seat  # DD-13
            return
        self.points[seat] += self.monster  # DD-14
        self.monster = 0
        south_scores = SCORE_BID if self.score_bid else SCORE_POINTS
        self.scores = score_round(self.points, self.south, self.bid, south_scores)[1]


def rollout(game, state: DoublesDreadState, rng: random.Random, start_round: int, max_steps: int):
    """`Game.rollout` for Double's Dread: what the protocol's generic loop gives
    (`playout_action`, then `apply`, until the match or the round `start_round`
    ends or `max_steps` actions are played), drawing from `rng` and from the
    match's RNG exactly as it would.

    The playout policy (`DoublesDreadGame.playout_action`) leaves the auction at
    once (the opener bids the minimum, everyone else passes: no draw), then picks
    each boat's place, South's side, each leading boat and each pawn uniformly
    among the legal ones, with `rng.randrange(count)`. The auction and the boats
    are played here on plain values, the tricks on a lagoon. A round's end is
    written back to the state as far as the match reads it (`_round_end`); a
    playout cut within the round leaves the state's totals, all a result reads,
    as they were."""
    steps = 0
    phase = state.phase
    if phase == OVER or state.round != start_round or max_steps <= 0:
        return _stood(state, 0)
    # `randrange(count)` on a `random.Random` is this rejection loop on
    # `getrandbits(count.bit_length())`; another generator is asked itself.
    exact_draws = type(rng)._randbelow is random.Random._randbelow_with_getrandbits
    getrandbits = rng.getrandbits
    randrange = rng.randrange
    if phase >= LEAD:  # "lead" or "play" (the match is not over)
        lagoon = Lagoon.from_state(state)
    else:
        n = state.num_players
        south, bid = state.south, state.bid
        if phase == BID:  # DD-5
            passed = state.passed[:]
            turn, current, high_bidder = state.turn, state.current, state.high_bidder
            while True:
                if steps == max_steps:
                    return _stood(state, steps)
                steps += 1
                if current is None:  # the opener may not pass: the lowest opening bid
                    current, high_bidder = MINIMUM_BID[n], turn
                else:
                    passed[turn] = True
                    if passed.count(False) == 1:
                        south, bid = high_bidder, current
                        break
                turn = (turn + 1) % n
                while passed[turn]:
                    turn = (turn + 1) % n
        # DD-6: South fills the places in order, each with a boat drawn among the
        # free ones (or, with 4 players, the side of its second boat); the last
        # boat goes to East.
        positions = state.positions[:]
        side = state.side
        fill_order = FILL_ORDER[n]
        for slot in fill_order[state.fill :]:
            if steps == max_steps:
                return _stood(state, steps)
            steps += 1
            if slot == SIDE:
                count = len(SIDES)
            else:
                free = [boat for boat, position in enumerate(positions) if position is None]
                count = len(free)
            if exact_draws:
                bits = count.bit_length()
                pick = getrandbits(bits)
                while pick >= count:
                    pick = getrandbits(bits)
            else:
                pick = randrange(count)
            if slot == SIDE:
                side = SIDES[pick]
            else:
                positions[free[pick]] = slot
        positions[positions.index(None)] = LAST_POSITION
        lagoon = Lagoon.laid_out(state, south, bid, positions, side)
    # DD-7 to DD-15 on the lagoon: name a leading boat, play pawns, to the round's end.
    masks = lagoon.masks
    boats = len(masks)
    boat_bits = boats.bit_length()
    lead, play = lagoon.lead, lagoon.play
    while steps < max_steps:
        steps += 1
        if lagoon.namer is not None:
            if exact_draws:
                pick = getrandbits(boat_bits)
                while pick >= boats:
                    pick = getrandbits(boat_bits)
            else:
                pick = randrange(boats)
            lead(pick)
            continue
        pawns = playable(masks[lagoon.to_play], lagoon.asked)
        count = len(pawns)
        if exact_draws:
            bits = count.bit_length()
            pick = getrandbits(bits)
            while pick >= count:
                pick = getrandbits(bits)
        else:
            pick = randrange(count)
        play(pawns[pick])
        if lagoon.scores is not None:
            return _round_end(state, lagoon.scores, steps)
    return _stood(state, steps)


def _round_end(state: DoublesDreadState, scores, steps: int) -> Rollout:
    """The engine's end of a round (`DoublesDreadState._end_round`) as far as the
    match reads it: the scores added to the totals (DD-15), then the next round
    (DD-3) with the deal's draws from the match's RNG (`draw_deal`: what a deal
    draws, in order; noted on a `DeferredRng`, to be replayed if it is ever read;
    a state that shares its RNG with a twin would deal from a copy, leaving the
    shared one as it is), or the match's end (DD-16). The state
    is used up: the new round is not laid out."""
    totals = state.totals
    for seat, score in enumerate(scores):
        totals[seat] += score
    state.history.append(scores)
    if state.round < state.rounds:
        state.round += 1
        state.opener = (state.opener + 1) % state.num_players
        state.phase = BID
        if not state.rng_shared:
            rng = state.rng
            if type(rng) is DeferredRng:  # a search's world: the draws are noted
                rng.deals += 1
            else:
                draw_deal(rng, state.magic_option)
    else:
        state.phase = OVER
    return _stood(state, steps)


def _stood(state: DoublesDreadState, steps: int) -> Rollout:
    over = state.phase == OVER
    return Rollout(state.result() if over else state.provisional_result(), over, steps)
