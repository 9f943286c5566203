"""The heuristic Double's Dread bot: legal everywhere, sensible single decisions, a
faithful model of the round, and stronger than chance."""

import random

import pytest

from rules_engine.ai import Budget, make_bot
from rules_engine.arena import run_arena
from rules_engine.core import get_game
from rules_engine.games.doubles_dread.greedy import last_lead, margin
from rules_engine.games.doubles_dread.lagoon import Lagoon
from rules_engine.games.doubles_dread.pawns import parse_pawn

GAME = get_game("doubles_dread")
BOT = make_bot(GAME, "heuristic")
PASS = ("pass",)

# Two boats (0 and 2) hold every pawn from 5 to the Chief: the pair South keeps.
STRONG_DEAL = (
    "red 5, red 6, red 7, red 8, blue 5, blue 6, blue 7, blue 8",
    "red 1, red 2, red 3, red 4, blue 1, blue 2, blue 3, blue 4",
    "green 5, green 6, green 7, green 8, yellow 5, yellow 6, yellow 7, yellow 8",
    "green 1, green 2, green 3, green 4, yellow 1, yellow 2, yellow 3, yellow 4",
)
# Every boat holds, in every colour, a high and a low pawn ({8, 1}, {7, 2}, {6, 3} or
# {5, 4}), the pairs turning from colour to colour: no pair of boats stands out.
EVEN_DEAL = tuple(
    ", ".join(
        f"{colour} {9 - high}, {colour} {high}"
        for c, colour in enumerate(("red", "blue", "green", "yellow"))
        for high in range(1, 5)
        if (c + high - 1) % 4 == boat
    )
    for boat in range(4)
)


def pawns(codes: str) -> list[int]:
    return [parse_pawn(code) for code in codes.split(",")]


def pawn(code: str) -> int:
    return parse_pawn(code)


def dealt(boats, num_players=3, seed=0):
    """A fresh match whose first deal is replaced by `boats` (codes)."""
    state = GAME.new_match(num_players, None, seed)
    state.boats = [pawns(codes) for codes in boats]
    return state


def choose(state, samples=8, seed=3):
    seat = state.to_move
    return BOT.choose(
        state.observe(seat), state.legal_actions(), random.Random(seed), Budget(samples=samples)
    )


def win_auction(state, bid):
    """The opener bids `bid`, everyone else passes: the opener is South."""
    south = state.to_move
    state.apply(("bid", bid))
    while state.to_move != south:
        state.apply(PASS)
    return south


def random_positions(num_players, seed, every):
    """States met in a random match, one every few moves."""
    rng = random.Random(seed)
    state = GAME.new_match(num_players, None, seed)
    found = []
    for move in range(2000):
        if state.is_over():
            break
        if move % every == 0:
            found.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return found


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_always_chooses_a_legal_action(num_players):
    phases = set()
    for seed in range(2):
        for state in random_positions(num_players, seed, every=7):
            seat = state.to_move
            legal = state.legal_actions()
            action = BOT.choose(state.observe(seat), legal, random.Random(seed), Budget(samples=3))
            assert action in legal
            phases.add(state.observe(seat)["phase"])
    assert phases == {"bid", "distribute", "lead", "play"}


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_opens_the_auction_at_the_minimum_or_more(num_players):
    state = GAME.new_match(num_players, None, 11)
    action = choose(state)
    assert action[0] == "bid"
    assert action[1] >= state.observe(state.to_move)["auction"]["minimum"]


def test_passes_with_even_boats_when_the_bid_is_high():
    state = dealt(EVEN_DEAL)
    state.apply(("bid", 50))
    assert choose(state) == PASS


def test_raises_when_it_would_keep_a_commanding_pair():
    state = dealt(STRONG_DEAL)
    state.apply(("bid", 33))
    assert choose(state) == ("bid", 34)


def test_keeps_the_strongest_boats_as_south():
    state = dealt(STRONG_DEAL)
    south = state.to_move
    assert choose(state) == ("bid", 33)
    win_auction(state, 33)
    assert state.to_move == south
    first = choose(state)
    assert first in {("boat", 0), ("boat", 2)}
    state.apply(first)
    second = choose(state)
    assert second == ("boat", 2 if first == ("boat", 0) else 0)


def late_position(num_players, yellows, led):
    """Boat b holds the red, blue and green pawns of strengths 2b+1 and 2b+2, and the
    yellow pawns `yellows[b]`. South (the opener) keeps boats 0 (S) and 2 (N), West
    gets boat 1 and East boat 3; six tricks go by in red, blue and green, S leading
    and every boat following with its weakest pawn. Then S leads the yellow `led`:
    West is to follow, with two tricks left."""
    boats = [
        ", ".join(
            [f"{colour} {2 * boat + k}" for colour in ("red", "blue", "green") for k in (1, 2)]
            + [f"yellow {strength}" for strength in yellows[boat]]
        )
        for boat in range(4)
    ]
    state = dealt(boats, num_players)
    south = win_auction(state, 33)
    for boat in (0, 2, 1):
        state.apply(("boat", boat))
    for _ in range(6):
        state.apply(("lead", 0))
        for _ in range(4):
            state.apply(min(state.legal_actions()))
    state.apply(("lead", 0))
    state.apply(("play", pawn(f"yellow {led}")))
    assert state.to_move == (south + 1) % num_players
    assert len(state.observe(state.to_move)["swallowed"]) == 0
    return state


def test_follows_with_its_lowest_pawn_when_the_trick_is_lost():
    """Two players: West cannot beat the Chief; its magic 6 would go to South now,
    while kept it falls on the last trick, which East's Shaman takes."""
    state = late_position(2, ((8, 2), (6, 1), (5, 3), (7, 4)), led=8)
    assert choose(state) == ("play", pawn("yellow 1"))


def test_takes_a_trick_holding_a_magic_pawn():
    """Three players: South leads its magic 6; West takes it with the Chief rather
    than let North's Shaman have it."""
    state = late_position(3, ((6, 1), (8, 2), (3, 7), (5, 4)), led=6)
    assert choose(state) == ("play", pawn("yellow 8"))


@pytest.mark.parametrize("num_players", [2, 3, 4])
def test_its_model_of_a_round_follows_the_engine(num_players):
    """The bot's `Lagoon` offers the engine's legal moves and ends the round with the
    engine's points and scores."""
    for state in random_positions(num_players, seed=5, every=9):
        observation = state.observe(state.to_move)
        if observation["phase"] not in ("lead", "play"):
            continue
        lagoon = Lagoon.from_observation(observation)
        rng = random.Random(1)
        while True:
            legal = state.legal_actions()
            assert lagoon.moves() == legal
            action = legal[rng.randrange(len(legal))]
            events = state.apply(action)
            lagoon.apply(action)
            ends = [event for event in events if event["type"] == "round_end"]
            if ends:
                assert lagoon.scores == ends[0]["scores"]
                assert tuple(lagoon.points) == tuple(ends[0]["points"])
                break
            assert lagoon.scores is None


def test_the_last_lead_is_the_one_that_scores_best():
    """`last_lead`, which plays the last trick on plain lists, agrees with the model:
    the boat it names leaves the namer the best margin."""
    checked = 0
    for num_players in (2, 3, 4):
        for state in random_positions(num_players, seed=8, every=1):
            observation = state.observe(state.to_move)
            if observation["phase"] != "lead" or len(observation["boats"][0]) != 1:
                continue
            lagoon = Lagoon.from_observation(observation)
            values = []
            for boat in range(len(lagoon.masks)):
                twin = lagoon.clone()
                twin.lead(boat)
                while twin.scores is None:
                    twin.play(twin.legal_pawns()[0])
                values.append(margin(lagoon.namer, twin.scores, (0,) * num_players))
            assert values[last_lead(lagoon)] == max(values)
            checked += 1
    assert checked >= 3


@pytest.mark.slow
def test_beats_random_bots():
    bots = [make_bot(GAME, "heuristic"), make_bot(GAME, "random"), make_bot(GAME, "random")]
    report = run_arena(GAME, bots, games=20, seed=4, budget=Budget(samples=6))
    assert report["bots"]["heuristic"]["win_rate"] >= 0.5


def test_its_look_ahead_stops_at_the_budget_s_time():
    """Hard and Expert play this look-ahead with hundreds of samples: on a slow
    machine it must stop at the level's cap, still with a legal move; given time,
    the move does not depend on the clock."""
    import math
    import time

    from rules_engine.games.doubles_dread.bot import MIN_ROLLOUTS

    positions = [state for state in random_positions(4, 11, 9) if len(state.legal_actions()) > 1]
    assert positions
    for state in positions[:6]:
        seat, legal = state.to_move, state.legal_actions()
        observation = state.observe(seat)
        started = time.perf_counter()
        rushed = BOT.choose(observation, legal, random.Random(1), Budget(seconds=0, samples=4000))
        assert rushed in legal
        assert time.perf_counter() - started < 2.0  # 4,000 samples would take far longer
        unhurried = [
            BOT.choose(observation, legal, random.Random(1), Budget(seconds=math.inf, samples=16))
            for _ in range(2)
        ]
        assert unhurried[0] == unhurried[1]
    assert MIN_ROLLOUTS >= 2


def test_hard_and_expert_play_the_look_ahead_without_searching():
    """In Double's Dread the search measured no better than the look-ahead, and its
    overrides worse: Hard and Expert play the look-ahead with more samples (the
    search still serves hints)."""
    from rules_engine.ai.levels import HARD, make_level

    hard = make_level(GAME, HARD, capped=False)
    state = random_positions(4, 12, 7)[3]
    while len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    seat, legal = state.to_move, state.legal_actions()
    move = hard.choose(state.observe(seat), legal, random.Random(4), Budget())
    assert hard.last is None  # no search was run
    same = BOT.choose(
        state.observe(seat),
        legal,
        random.Random(4),
        Budget(samples=hard.anchor_samples, seconds=float("inf")),
    )
    assert move == same
