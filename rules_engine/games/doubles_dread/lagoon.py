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
winner takes the monster's contents) and DD-15 (the round's scores). The auction
(DD-5), the handing out of the boats (DD-6) and the next deal (DD-3, DD-4) are
left to the engine itself: a few steps a round.

The tests hold it equal to the full engine: tests/engine/ai/test_rollout_model.py
plays `rollout` against the protocol's generic loop from random positions, real
and determinized, and tests/engine/doubles_dread/test_dd_bot.py plays the lagoon's
moves against the engine's legal actions to the round's end.
"""

from __future__ import annotations

import random

from rules_engine.core.protocol import Rollout
from rules_engine.games.doubles_dread.pawns import BYTE_PAWNS, NUM_PAWNS, mask_of
from rules_engine.games.doubles_dread.pawns import points_table as points_of_magic
from rules_engine.games.doubles_dread.scoring import SCORE_BID, SCORE_POINTS, score_round
from rules_engine.games.doubles_dread.state import (
    CLOCKWISE,
    CONTROL_OFFSET,
    DISTRIBUTE,
    LEAD,
    OVER,
    PLAY_ACTIONS,
    DoublesDreadState,
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
        order = obs["order"]
        following = [0] * len(order)
        for index, boat in enumerate(order):
            following[boat] = order[(index + 1) % len(order)]
        lagoon.next_boat = tuple(following)
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
        offsets = CONTROL_OFFSET[n]
        lagoon = cls.__new__(cls)
        lagoon.points_of = points = points_table(obs)
        lagoon.masks = [mask_of(pawns) for pawns in obs["boats"]]
        lagoon.controllers = tuple((south + offsets[letter]) % n for letter in positions)
        order = [positions.index(letter) for letter in CLOCKWISE[side]]
        following = [0] * len(order)
        for index, boat in enumerate(order):
            following[boat] = order[(index + 1) % len(order)]
        lagoon.next_boat = tuple(following)
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
        mask = self.masks[self.to_play]
        asked = self.asked
        if asked is not None:
            byte = mask >> (asked << 3) & 255
            if byte:  # DD-9: follow
                return list(PAWN_IDS[asked][byte])
        return pawns_in(mask)

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
                    self.monster += sum(points_of[old] for old in self.up)
                    self.up = [pawn]
                    self.up_boats = [boat]
                    self.asked = colour
                    break
            else:  # DD-11: a discard
                self.monster += points_of[pawn]
        self.masks[boat] ^= 1 << pawn
        following = self.next_boat[boat]
        if following != self.leading:
            self.to_play = following
            return
        # DD-12: the strongest face-up pawn wins.
        up = self.up
        winner = self.up_boats[up.index(max(up))]
        seat = self.controllers[winner]
        points_of = self.points_of
        self.points[seat] += sum(points_of[pawn] for pawn in up)
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
    match's RNG exactly as it would. The auction and the handing out of the boats
    run on the engine; the tricks run on a lagoon, whose end of round is then
    written back to the state (totals, history, and the next deal or the match's
    end). A playout cut within the tricks leaves the state as it was: the totals,
    all a result reads, only change at the round's end."""
    steps = 0
    playout_action = game.playout_action
    while state.phase <= DISTRIBUTE and steps < max_steps and state.round == start_round:
        state.apply(playout_action(state, rng))  # DD-5, DD-6 on the engine
        steps += 1
    if state.phase == OVER or steps >= max_steps or state.round != start_round:
        return _stood(state, steps)
    lagoon = Lagoon.from_state(state)
    # `playout_action` picks uniformly among the legal actions with
    # `rng.randrange(count)`; for a `random.Random` that is the rejection loop on
    # `getrandbits(count.bit_length())` below, drawn the same.
    exact_draws = type(rng)._randbelow is random.Random._randbelow_with_getrandbits
    getrandbits = rng.getrandbits
    randrange = rng.randrange
    boats = len(lagoon.masks)
    boat_bits = boats.bit_length()
    lead, play, legal_pawns = lagoon.lead, lagoon.play, lagoon.legal_pawns
    while steps < max_steps:
        steps += 1
        if lagoon.namer is not None:  # DD-13: name a boat to lead, at random
            if exact_draws:
                pick = getrandbits(boat_bits)
                while pick >= boats:
                    pick = getrandbits(boat_bits)
            else:
                pick = randrange(boats)
            lead(pick)
            continue
        pawns = legal_pawns()  # DD-9
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
    """The engine's end of a round (`_end_round`) as far as the match reads it: the
    scores added up, then the next round dealt from the match's RNG (DD-3), or the
    match over (DD-16)."""
    totals = state.totals
    for seat, score in enumerate(scores):
        totals[seat] += score
    state.history.append(scores)
    if state.round < state.rounds:
        state.deal((state.opener + 1) % state.num_players)
    else:
        state.phase = OVER
    return _stood(state, steps)


def _stood(state: DoublesDreadState, steps: int) -> Rollout:
    over = state.phase == OVER
    return Rollout(state.result() if over else state.provisional_result(), over, steps)
