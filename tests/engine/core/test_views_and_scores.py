"""The protocol's declared pieces, checked on every game: the public view, the first
deal's events, teams and ranks, the scoreboard, and the rule facts a table reads
from the observation (never from a game's rules module)."""

import random

import pytest

from rules_engine.core import (
    IllegalAction,
    Result,
    Scoreboard,
    State,
    all_games,
    get_game,
    team_ranks,
)
from rules_engine.core.protocol import (
    HIDDEN,
    OPEN,
    ranks_follow_teams,
    ranks_from_keys,
    solo_teams,
)
from rules_engine.core.selection import items_extending
from rules_engine.core.values import is_plain

GAMES = all_games()


def play_out(game, players, seed, on_step=None):
    """A random match to its end; `on_step(state, events)` after each action."""
    rng = random.Random(seed)
    state = game.new_match(players, None, seed)
    while not state.is_over():
        legal = state.legal_actions()
        events = state.apply(legal[rng.randrange(len(legal))])
        if on_step is not None:
            on_step(state, events)
    return state


# -- the public view and the first deal -------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_public_view_has_every_key_and_no_seat(game):
    state = game.new_match(game.max_players, None, 4)
    public = state.observe(None)
    assert public["seat"] is None and is_plain(public)
    for seat in range(state.num_players):
        assert set(state.observe(seat)) == set(public)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_setup_events_are_the_first_deal_and_redact_like_any_event(game):
    assert "setup_events" in State.__annotations__
    state = game.new_match(game.min_players, None, 9)
    assert state.setup_events and state.setup_events[0]["type"] == "deal"
    for event in state.setup_events:
        assert is_plain(event)
        assert is_plain(game.redact_event(event, None))


def test_a_spectator_sees_no_dealt_hand_of_dumble():
    game = get_game("dumble")
    state = game.new_match(3, None, 2)
    (deal,) = state.setup_events
    public = game.redact_event(deal, None)
    assert all(card is None for hand in public["hands"] for card in hand)
    assert game.redact_event(deal, 1)["hands"][1] == tuple(state.hands[1])


def test_the_kind_of_game_is_data():
    assert get_game("dumble").information == HIDDEN
    assert get_game("doubles_dread").information == OPEN
    for game in GAMES:
        assert game.information in (OPEN, HIDDEN)


# -- teams and ranks --------------------------------------------------------------------


def test_team_ranks_give_teammates_their_teams_rank():
    # Two teams of two, seats alternating: team 1 has the smaller (better) key.
    assert team_ranks([7, 3], (0, 1, 0, 1)) == (2, 1, 2, 1)
    # Three teams, two tied at the top: ranks count teams (1, 1, 3).
    assert team_ranks([2, 2, 5], (0, 1, 2, 0, 1, 2)) == (1, 1, 3, 1, 1, 3)
    # Every seat its own team: the plain competition ranking.
    keys = [4, 1, 4, 9]
    assert team_ranks(keys, solo_teams(4)) == ranks_from_keys(keys) == (2, 1, 2, 4)


def test_a_team_result_gives_every_seat_its_teams_score_and_rank():
    result = Result.for_teams([2, 3], (0, 1, 0, 1))
    assert result.scores == (2, 3, 2, 3) and result.ranks == (2, 1, 2, 1)
    assert result.winners == (1, 3)
    # Equal series, the tie broken by chips on the board (a key per team).
    tied = Result.for_teams([2, 2], (0, 1, 0, 1), team_keys=[(-2, -9), (-2, -11)])
    assert tied.ranks == (2, 1, 2, 1)
    assert Result.for_teams([1, 1], (0, 1)).ranks == (1, 1)


def test_ranks_follow_teams_catches_split_teammates():
    assert ranks_follow_teams((1, 2, 1, 2), (0, 1, 0, 1))
    assert not ranks_follow_teams((1, 2, 3, 2), (0, 1, 0, 1))
    assert ranks_follow_teams((3, 1, 2), solo_teams(3))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_results_follow_the_games_teams(game):
    for players in (game.min_players, game.max_players):
        teams = game.teams(players)
        assert len(teams) == players and set(teams) == set(range(max(teams) + 1))
        state = play_out(game, players, seed=players)
        assert ranks_follow_teams(state.result().ranks, teams)


# -- the scoreboard ---------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_scoreboard_follows_every_round(game):
    players = game.max_players
    ends = []

    def check(state, events):
        for event in events:
            if event["type"] != "round_end":
                continue
            ends.append(event)
            board = game.scoreboard(state.observe(None))
            assert isinstance(board, Scoreboard)
            assert len(board.rounds) == len(board.totals_by_round) == len(ends)
            assert board.rounds[-1] == event["scores"]
            assert board.totals_by_round[-1] == event["totals"] == board.totals
            assert board.teams == game.teams(players)
            for seat in range(players):  # scores are public: every seat sees the same
                assert game.scoreboard(state.observe(seat)) == board

    state = play_out(game, players, seed=21, on_step=check)
    board = game.scoreboard(state.observe(None))
    assert [row for row in board.rounds] == [event["scores"] for event in ends]
    assert board.totals == state.result().scores


def test_double_s_dread_totals_are_plain_sums():
    game = get_game("doubles_dread")
    state = play_out(game, 3, seed=5)
    board = game.scoreboard(state.observe(None))
    running = [0, 0, 0]
    for scores, totals in zip(board.rounds, board.totals_by_round, strict=True):
        running = [a + b for a, b in zip(running, scores, strict=True)]
        assert totals == tuple(running)
    assert board.out == (False, False, False) and board.marks == ()


def test_dumble_scoreboard_marks_back_to_50_and_going_out():
    game = get_game("dumble")
    seen = {"back": 0, "out": 0}

    def check(state, events):
        for event in events:
            if event["type"] != "round_end":
                continue
            board = game.scoreboard(state.observe(None))
            row = board.marks[-1]
            for seat in range(state.num_players):
                assert ("back_to_50" in row[seat]) == (seat in event["back_to_50"])
                assert ("out" in row[seat]) == (seat in event["eliminated"])
                assert board.out[seat] == state.out[seat]
            seen["back"] += len(event["back_to_50"])
            seen["out"] += len(event["eliminated"])

    for players, seed in ((2, 26), (4, 5)):  # matches where a total went back to 50
        play_out(game, players, seed, on_step=check)
    assert seen["out"] > 0 and seen["back"] > 0  # both marks were met


def test_scoreboard_from_round_scores_sums_them():
    board = Scoreboard.from_round_scores([(3, 0), (1, 4)], (4, 4), (0, 1))
    assert board.totals_by_round == ((3, 0), (4, 4))
    assert board.out == (False, False) and board.teams == (0, 1)


# -- rule facts from the engine ---------------------------------------------------------


def test_dumble_observation_carries_the_call_limit_and_the_hand_value():
    game = get_game("dumble")

    def check(state, events):
        if state.is_over():
            return
        seat = state.to_move
        obs = state.observe(seat)
        assert obs["call_limit"] == 10
        assert obs["hand_value"] == sum(min(card % 13 + 1, 10) for card in state.hands[seat])
        if obs["phase"] == "discard":
            assert (("dumble",) in state.legal_actions()) == (obs["hand_value"] <= 10)
        assert state.observe(None)["hand_value"] is None

    play_out(game, 4, seed=3, on_step=check)


def test_refusal_explains_a_selection_without_touching_the_state():
    game = get_game("dumble")
    state = game.new_match(2, None, 1)
    hand = state.hands[state.to_move]
    before = state.full_view()
    pair = next(
        (a, b) for a in hand for b in hand if a < b and a % 13 != b % 13 and a // 13 != b // 13
    )
    refusal = state.refusal(("discard", pair))
    assert isinstance(refusal, IllegalAction) and refusal.clause == "DU-8"
    assert state.refusal(("discard", (hand[0],))) is None
    assert state.full_view() == before


def test_items_extending_follows_the_legal_actions_only():
    legal = [("discard", (1,)), ("discard", (2,)), ("discard", (1, 14)), ("discard", (1, 2, 3))]
    legal.append(("dumble",))
    assert items_extending(legal, "discard", ()) == {1, 2, 3, 14}
    assert items_extending(legal, "discard", {1}) == {1, 2, 3, 14}
    assert items_extending(legal, "discard", {14}) == {1, 14}
    assert items_extending(legal, "discard", {14, 2}) == set()


def test_dumble_glow_from_legal_actions_matches_the_rules():
    """What a table lights up from `legal_actions` alone: cards that keep the
    selection on the way to a legal discard."""
    game = get_game("dumble")
    state = game.new_match(2, None, 8)
    legal = state.legal_actions()
    hand = state.hands[state.to_move]
    for card in hand:
        extending = items_extending(legal, "discard", {card})
        assert card in extending
        for other in extending - {card}:
            assert any({card, other} <= set(action[1]) for action in legal if action[0] != "dumble")


def test_double_s_dread_observation_says_the_next_place_and_its_controller():
    game = get_game("doubles_dread")
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = game.new_match(players, None, players)
        obs = state.observe(None)
        assert obs["auction"]["maximum"] == 64
        assert max(a[1] for a in state.legal_actions() if a[0] == "bid") == 64
        steps = []
        while obs["phase"] != "lead":
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            events = state.apply(action)
            if obs["phase"] == "distribute":
                nxt = obs["next_place"]
                steps.append(nxt["place"])
                if nxt["place"] == "side":
                    assert action[0] == "side" and nxt["seat"] == obs["south"]
                else:
                    placed = events[0]
                    assert action[0] == "boat" and placed["type"] == "boat_placed"
                    assert (placed["position"], placed["seat"]) == (nxt["place"], nxt["seat"])
            else:
                assert obs["next_place"] is None
            obs = state.observe(None)
        # The declared fill order is the order South filled the places; the last one
        # (East) is filled by itself.
        assert (*steps, "E") == obs["fill_order"]
        assert obs["next_place"] is None


def test_double_s_dread_observation_says_how_many_tricks_a_round_has():
    game = get_game("doubles_dread")
    for players in (2, 4):
        state = game.new_match(players, None, 1)
        expected = state.observe(None)["tricks"]
        rng = random.Random(0)
        tricks = []
        ended = False
        while not ended:
            legal = state.legal_actions()
            events = state.apply(legal[rng.randrange(len(legal))])
            tricks.extend(event["trick"] for event in events if event["type"] == "trick_won")
            ended = any(event["type"] == "round_end" for event in events)
        assert tricks == list(range(1, expected + 1))
        assert expected == (8 if players < 4 else 6)
