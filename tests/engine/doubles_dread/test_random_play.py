"""Random Double's Dread matches for 2, 3 and 4 players with every option, checking
the rules' invariants after every single action, against a small referee that
follows the tricks from the events alone."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from rules_engine.core.errors import IllegalAction
from rules_engine.core.values import is_plain
from rules_engine.games.doubles_dread.pawns import COLOUR, STRENGTH
from rules_engine.games.doubles_dread.state import PHASE_NAMES, DoublesDreadState
from tests.engine.doubles_dread.helpers import GAME, check_conservation, everything

OBSERVATION_KEYS = {
    "game",
    "seat",
    "num_players",
    "round",
    "rounds",
    "opener",
    "phase",
    "to_move",
    "magic",
    "boats",
    "positions",
    "controllers",
    "order",
    "side",
    "auction",
    "south",
    "bid",
    "trick",
    "leading_boat",
    "boat_to_play",
    "asked",
    "monster_face_up",
    "swallowed",
    "face_down",
    "taken",
    "points",
    "totals",
    "history",
    "last_trick_winner",
}
JUNK = [(), ("nonsense",), ("discard",), ("take", -1), ("bid", 99), ("lead", 7), ("play", -3)]


class Referee:
    """Follows a round from the events only and checks each play's effect, each
    trick's winner and each round's points."""

    def __init__(self, state: DoublesDreadState) -> None:
        self.state = state
        self.rounds = 0
        self.new_round()

    def new_round(self) -> None:
        self.up: list[tuple[int, int]] = []  # (boat, pawn) face up
        self.asked = None
        self.played: list[int] = []  # boats that played in this trick
        self.trick = 0
        self.points = [0] * self.state.num_players  # the round's, trick by trick

    def see(self, event: dict, before: DoublesDreadState) -> None:
        kind = event["type"]
        if kind == "play":
            self.play(event, before)
        elif kind == "trick_won":
            self.trick_won(event)
        elif kind == "round_end":
            self.round_end(event)
        elif kind == "deal":
            self.new_round()

    def play(self, event: dict, before: DoublesDreadState) -> None:
        pawn, boat = event["pawn"], event["boat"]
        assert boat not in self.played, "a boat played twice in one trick"
        self.played.append(boat)
        held = before.boats[boat]
        assert pawn in held
        assert event["seat"] == before.controllers[boat]
        if self.asked is None:
            assert event["effect"] == "lead"
            self.asked = COLOUR[pawn]
            self.up = [(boat, pawn)]
        elif COLOUR[pawn] == self.asked:
            assert event["effect"] == "follow"
            self.up.append((boat, pawn))
        else:
            assert not any(COLOUR[p] == self.asked for p in held), "did not follow"
            if STRENGTH[pawn] in {STRENGTH[p] for _, p in self.up}:
                assert event["effect"] == "change"
                assert event["swallowed"] == tuple(p for _, p in self.up)
                self.up = [(boat, pawn)]
                self.asked = COLOUR[pawn]
            else:
                assert event["effect"] == "discard" and event["swallowed"] == (pawn,)
        assert event["asked"] == self.asked
        assert all(COLOUR[p] == self.asked for _, p in self.up)

    def trick_won(self, event: dict) -> None:
        self.trick += 1
        assert event["trick"] == self.trick
        assert sorted(self.played) == list(range(len(self.state.masks))), "one pawn per boat"
        boat, _ = max(self.up, key=lambda up: STRENGTH[up[1]])
        assert event["boat"] == boat
        assert event["pawns"] == tuple(p for _, p in self.up)
        self.points[event["seat"]] += event["points"]
        assert event["round_points"] == tuple(self.points), "each trick's points, added up"
        self.played = []
        self.up = []
        self.asked = None

    def round_end(self, event: dict) -> None:
        self.rounds += 1
        n = self.state.num_players
        assert self.trick == (8 if n < 4 else 6)
        assert sum(event["points"]) == 64, "pawn points do not add up to 64"
        assert len(event["monster"]) >= (2 if n == 4 else 0)
        bid, south, points = event["bid"], event["south"], event["points"]
        if event["made"]:
            assert points[south] >= bid
            assert event["scores"][south] in {points[south], bid}
            assert sum(event["scores"]) == event["scores"][south]
        else:
            assert points[south] < bid
            for seat in range(n):
                expected = 0 if seat == south else points[seat] + bid
                assert event["scores"][seat] == expected


def check_state(state: DoublesDreadState, rng: random.Random) -> None:
    check_conservation(state)
    n = state.num_players
    taken_points = [sum(state.points_of[p] for p in seat) for seat in state.taken]
    assert taken_points == state.points
    sizes = [len(boat) for boat in state.boats]
    if PHASE_NAMES[state.phase] == "play":
        assert max(sizes) - min(sizes) <= 1, "a boat played twice in a trick"
    else:
        assert len(set(sizes)) == 1, "boats of different sizes between tricks"
    if state.is_over():
        assert state.to_move is None and state.legal_actions() == []
        assert state.round == state.rounds == n
        return
    legal = state.legal_actions()
    assert legal and state.to_move is not None
    for seat in range(n):
        if seat != state.to_move:
            assert state.legal_actions(seat) == []
    observation = state.observe(rng.randrange(n))
    assert set(observation) >= OBSERVATION_KEYS
    assert is_plain(observation)
    shown = set(observation["swallowed"])
    for boat in observation["boats"]:
        shown.update(boat)
    for taken in observation["taken"]:
        shown.update(taken)
    shown.update(p for _, p in observation["monster_face_up"])
    assert not shown & set(state.face_down), "a face-down pawn is shown"
    assert len(shown) + observation["face_down"] == 32
    if rng.random() < 0.05:
        action = rng.choice(JUNK)
        before = state.full_view()
        try:
            state.apply(action)
        except IllegalAction as error:
            assert error.clause.startswith("DD-")
        else:
            raise AssertionError(f"junk action {action} accepted")
        assert state.full_view() == before


def play_random_match(players: int, seed: int, options: dict) -> DoublesDreadState:
    rng = random.Random(seed)
    state = GAME.new_match(players, options, seed)
    referee = Referee(state)
    for event in state.setup_events:
        assert is_plain(event)
    for _ in range(5000):
        check_state(state, rng)
        if state.is_over():
            break
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        before = state.clone()
        events = state.apply(action)
        assert events
        for event in events:
            assert is_plain(event)
            referee.see(event, before)
            if event["type"] == "match_end":
                assert events[-1] is event
                assert event["totals"] == tuple(state.totals)
    else:
        raise AssertionError("the match did not end")
    assert referee.rounds == players
    assert len(state.history) == players
    assert tuple(map(sum, zip(*state.history, strict=True))) == tuple(state.totals)
    return state


@settings(max_examples=45, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=st.integers(0, 2**31),
    magic=st.sampled_from(["3-6", "7-8", "random"]),
    south_scores=st.sampled_from(["points", "bid"]),
)
def test_random_matches_keep_every_invariant(players, seed, magic, south_scores):
    play_random_match(players, seed, {"magic": magic, "south_scores": south_scores})


def test_every_pawn_is_somewhere_at_every_step_of_a_long_run():
    """Many matches, cheaper checks: conservation only."""
    for seed in range(30):
        state = GAME.new_match(2 + seed % 3, None, seed)
        rng = random.Random(seed)
        while not state.is_over():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            assert len(everything(state)) == 32
        check_conservation(state)
