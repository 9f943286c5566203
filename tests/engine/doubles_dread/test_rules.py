"""Double's Dread rules, ruling by ruling (RULINGS.md section 1) and example by example
(the French sheet, seeds/000, and seeds/doubles_dread.en.md). Each test names the
clause it checks."""

from __future__ import annotations

import pytest

from rules_engine.games.doubles_dread.pawns import (
    COLOUR,
    NUM_PAWNS,
    STRENGTH,
    TOTAL_POINTS,
    parse_pawn,
    pawn_name,
)
from rules_engine.games.doubles_dread.state import BID, DISTRIBUTE, LEAD, OVER, PLAY
from tests.engine.doubles_dread.helpers import (
    GAME,
    assert_refused,
    auction_to,
    boat_of,
    check_conservation,
    hand_out,
    pawn,
    pawns,
    play_codes,
    table,
)

# -- DD-1: material and magic pawns -----------------------------------------------------


def test_dd1_material():
    """32 pawns: 4 colours x strengths 1-8; ids are colour * 8 + strength - 1."""
    assert NUM_PAWNS == 32 and TOTAL_POINTS == 64
    assert sorted(zip(COLOUR, STRENGTH, strict=True)) == [
        (colour, strength) for colour in range(4) for strength in range(1, 9)
    ]
    assert pawn("r1") == 0 and pawn("b1") == 8 and pawn("y8") == 31
    assert pawn_name(pawn("g8")) == "green Chief" and pawn_name(pawn("b7")) == "blue Shaman"
    assert parse_pawn("green Chief") == pawn("g8") and parse_pawn("red 5") == pawn("r5")


@pytest.mark.parametrize(
    ("option", "strengths"), [("3-6", {3, 6}), ("7-8", {7, 8})], ids=["3-6", "7-8"]
)
def test_dd1_fixed_magic_pawns(option, strengths):
    for players in (2, 3, 4):
        state = GAME.new_match(players, {"magic": option}, seed=players)
        assert len(state.magic) == 8
        assert {STRENGTH[p] for p in state.magic} == strengths
        assert sorted(COLOUR[p] for p in state.magic) == [0, 0, 1, 1, 2, 2, 3, 3]
        assert sum(state.points_of) == 64
        assert all(state.points_of[p] == (5 if p in state.magic else 1) for p in range(32))
        assert state.setup_events[0]["magic"] == state.magic
        assert state.observe(0)["magic"] == state.magic


def test_dd1_the_game_declares_what_every_pawn_shows():
    """A table draws and names pawns from `pawn_faces`, never from this package."""
    faces = GAME.pawn_faces
    assert len(faces) == NUM_PAWNS
    assert faces[pawn("r5")] == (0, 5, "harpoons")
    assert faces[pawn("y7")] == (3, 7, "shaman") and faces[pawn("b8")] == (1, 8, "chief")
    assert [face[:2] for face in faces] == list(zip(COLOUR, STRENGTH, strict=True))


def test_dd1_random_magic_pawns_two_per_colour_drawn_at_each_deal():
    seen = set()
    for seed in range(12):
        state = GAME.new_match(2, {"magic": "random"}, seed=seed)
        first = state.magic
        assert sorted(COLOUR[p] for p in first) == [0, 0, 1, 1, 2, 2, 3, 3]
        assert sum(state.points_of) == 64
        again = GAME.new_match(2, {"magic": "random"}, seed=seed)
        assert again.magic == first, "the draw is seeded"
        auction_to(state)
        hand_out(state)
        while state.round == 1:
            state.apply(state.legal_actions()[0])
        assert sorted(COLOUR[p] for p in state.magic) == [0, 0, 1, 1, 2, 2, 3, 3]
        seen.add(first)
        seen.add(state.magic)
    assert len(seen) > 10, "magic pawns do not change from deal to deal"


def test_dd1_options_are_declared():
    names = {spec.name: spec for spec in GAME.options}
    assert names["magic"].choices == ("3-6", "7-8", "random")
    assert names["magic"].default == "3-6" and names["magic"].clause == "DD-1"
    assert names["south_scores"].choices == ("points", "bid")
    assert names["south_scores"].default == "points" and names["south_scores"].clause == "DD-15"
    for spec in GAME.options:
        assert spec.kind == "choice" and spec.label and spec.help
        assert len(spec.choice_labels) == len(spec.choices)


# -- DD-2, DD-4: players, boats and the deal -----------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
def test_dd2_dd4_two_or_three_players_four_boats_of_eight(players):
    for seed in range(5):
        state = GAME.new_match(players, seed=seed)
        assert [len(boat) for boat in state.boats] == [8, 8, 8, 8]
        assert state.face_down == []
        check_conservation(state)
        (deal,) = state.setup_events
        assert deal["type"] == "deal" and deal["round"] == 1 and deal["face_down"] == 0
        assert [list(boat) for boat in deal["boats"]] == state.boats


def test_dd2_dd4_four_players_five_boats_of_six_and_two_face_down():
    for seed in range(5):
        state = GAME.new_match(4, seed=seed)
        assert [len(boat) for boat in state.boats] == [6] * 5
        assert len(state.face_down) == 2
        check_conservation(state)
        (deal,) = state.setup_events
        assert deal["face_down"] == 2
        shown = {p for boat in deal["boats"] for p in boat}
        assert not shown & set(state.face_down), "the deal event shows a face-down pawn"
        for seat in range(4):
            observation = state.observe(seat)
            assert observation["face_down"] == 2
            listed = {p for boat in observation["boats"] for p in boat}
            assert listed | set(state.face_down) == set(range(32))
            assert not listed & set(state.face_down)


def test_dd4_deals_differ_by_seed_and_repeat_with_it():
    deals = {tuple(map(tuple, GAME.new_match(3, seed=seed).boats)) for seed in range(20)}
    assert len(deals) == 20
    assert GAME.new_match(4, seed=7).full_view() == GAME.new_match(4, seed=7).full_view()


# -- DD-3, DD-16: rounds, opener, end of the match -----------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_dd3_opener_rotates_clockwise_and_a_match_has_n_rounds(players):
    firsts = set()
    for seed in range(12):
        state = GAME.new_match(players, seed=seed)
        first = state.opener
        firsts.add(first)
        assert state.turn == first and state.rounds == players
        openers = [first]
        ends = 0
        while not state.is_over():
            for event in state.apply(state.legal_actions()[-1]):
                if event["type"] == "deal":
                    openers.append(event["opener"])
                    assert state.turn == event["opener"]
                ends += event["type"] == "round_end"
        assert ends == players
        assert openers == [(first + k) % players for k in range(players)]
    assert len(firsts) > 1, "the first opener is not drawn at random"


# -- DD-5: bidding -------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "minimum"), [(2, 33), (3, 33), (4, 27)])
def test_dd5_opening_bid_minimum_and_no_pass(players, minimum):
    state = GAME.new_match(players, seed=1)
    assert state.phase == BID
    assert state.legal_actions() == [("bid", n) for n in range(minimum, 65)]
    assert state.observe(0)["auction"]["minimum"] == minimum
    assert_refused(state, ("bid", minimum - 1), "DD-5")
    assert_refused(state, ("pass",), "DD-5")
    assert_refused(state, ("bid", "40"), "DD-5")
    assert_refused(state, ("bid", 40.0), "DD-5")
    opener = state.turn
    events = state.apply(("bid", minimum))
    assert events == [{"type": "bid", "seat": opener, "amount": minimum}]
    assert state.turn == (opener + 1) % players


def test_dd5_raise_by_at_least_one_up_to_64():
    state = GAME.new_match(3, seed=2)
    state.apply(("bid", 40))
    assert state.legal_actions() == [("bid", n) for n in range(41, 65)] + [("pass",)]
    assert_refused(state, ("bid", 40), "DD-5")
    assert_refused(state, ("bid", 39), "DD-5")
    assert_refused(state, ("bid", 65), "DD-5")
    state.apply(("bid", 41))
    state.apply(("bid", 64))
    assert state.legal_actions() == [("pass",)]
    assert_refused(state, ("bid", 64), "DD-5")
    assert_refused(state, ("bid", 65), "DD-5")


def test_dd5_seed_example_ann_ben_cleo():
    """Ann opens 33, Ben raises to 35, Cleo passes, Ann raises to 38, Ben passes:
    Ann is South with 38."""
    state = GAME.new_match(3, seed=4)
    ann = state.opener
    ben, cleo = (ann + 1) % 3, (ann + 2) % 3
    state.apply(("bid", 33))
    state.apply(("bid", 35))
    assert state.turn == cleo
    state.apply(("pass",))
    assert state.turn == ann
    state.apply(("bid", 38))
    assert state.turn == ben, "Cleo passed: she is out of this auction"
    events = state.apply(("pass",))
    assert events == [
        {"type": "pass", "seat": ben},
        {"type": "auction_won", "seat": ann, "bid": 38},
    ]
    assert state.phase == DISTRIBUTE and state.south == ann and state.bid == 38
    assert state.turn == ann
    auction = state.observe(cleo)["auction"]
    assert auction["bids"][ann] == 38 and auction["bids"][ben] == 35
    assert auction["bids"][cleo] is None
    assert auction["passed"] == tuple(seat != ann for seat in range(3))


def test_dd5_a_passed_player_never_bids_again():
    state = GAME.new_match(4, seed=5)
    opener = state.opener
    state.apply(("bid", 27))
    state.apply(("pass",))  # opener + 1 is out
    state.apply(("bid", 30))  # opener + 2
    state.apply(("bid", 31))  # opener + 3
    assert state.turn == opener
    state.apply(("bid", 32))
    assert state.turn == (opener + 2) % 4, "the seat that passed is skipped"
    state.apply(("pass",))
    state.apply(("pass",))  # opener + 3
    assert state.phase == DISTRIBUTE and state.south == opener and state.bid == 32


def test_dd5_everyone_passes_after_a_bid_of_64():
    state = GAME.new_match(4, seed=6)
    opener = state.opener
    state.apply(("bid", 64))
    for _ in range(2):
        assert state.legal_actions() == [("pass",)]
        state.apply(("pass",))
    assert state.legal_actions() == [("pass",)]
    events = state.apply(("pass",))
    assert events[-1] == {"type": "auction_won", "seat": opener, "bid": 64}


# -- DD-6: handing out the boats -------------------------------------------------------------


def test_dd6_two_players_south_keeps_s_and_n_the_opponent_plays_w_and_e():
    state = GAME.new_match(2, seed=3)
    auction_to(state)
    south = state.south
    other = 1 - south
    assert state.legal_actions() == [("boat", b) for b in range(4)]
    assert state.apply(("boat", 2)) == [
        {"type": "boat_placed", "boat": 2, "position": "S", "seat": south}
    ]
    assert_refused(state, ("boat", 2), "DD-6")
    assert_refused(state, ("boat", 4), "DD-6")
    assert_refused(state, ("side", "WN"), "DD-6")
    assert state.apply(("boat", 0))[0]["position"] == "N"
    events = state.apply(("boat", 3))
    assert events == [
        {"type": "boat_placed", "boat": 3, "position": "W", "seat": other},
        {"type": "boat_placed", "boat": 1, "position": "E", "seat": other},
    ]
    assert state.positions == ["N", "E", "S", "W"]
    assert state.controllers == [south, other, south, other]
    assert state.order == (2, 3, 0, 1)  # S, W, N, E
    assert state.phase == LEAD and state.turn == south


def test_dd6_three_players_next_seat_plays_west_the_other_east():
    state = GAME.new_match(3, seed=8)
    auction_to(state)
    south = state.south
    hand_out(state)
    assert state.positions == ["S", "N", "W", "E"]
    assert state.controllers == [south, south, (south + 1) % 3, (south + 2) % 3]
    assert state.order == (0, 2, 1, 3)


@pytest.mark.parametrize(
    ("side", "order"), [("WN", "SWXNE"), ("NE", "SWNXE")], ids=["between W and N", "N and E"]
)
def test_dd6_four_players_south_second_boat_between(side, order):
    state = GAME.new_match(4, seed=9)
    auction_to(state)
    south = state.south
    state.apply(("boat", 4))
    state.apply(("boat", 1))
    assert state.positions[4] == "S" and state.positions[1] == "X"
    assert state.legal_actions() == [("side", "WN"), ("side", "NE")]
    assert_refused(state, ("boat", 0), "DD-6")
    assert_refused(state, ("side", "EW"), "DD-6")
    assert state.apply(("side", side)) == [{"type": "side", "side": side}]
    state.apply(("boat", 3))
    events = state.apply(("boat", 0))
    assert [event["position"] for event in events] == ["N", "E"]
    assert state.positions == ["N", "X", "E", "W", "S"]
    expected = {"S": south, "X": south, "W": south + 1, "N": south + 2, "E": south + 3}
    for boat, letter in enumerate(state.positions):
        assert state.controllers[boat] == expected[letter] % 4
    assert "".join(state.positions[boat] for boat in state.order) == order
    assert state.observe(0)["side"] == side


def test_dd7_example_four_players_west_leads_with_south_second_boat_between_n_and_e():
    """Boats play West, North, South's second boat, East, South."""
    state = table(
        4,
        ["r1", "r2", "r3", "r4", "r5"],
        positions="SWNXE",
        side="NE",
        south=1,
        trick=6,
    )
    state.apply(("lead", boat_of(state, "W")))
    letters = []
    seats = []
    while state.phase == PLAY:
        boat = state.boat_to_play
        letters.append(state.positions[boat])
        seats.append(state.turn)
        state.apply(state.legal_actions()[0])
    assert "".join(letters) == "WNXES"
    assert seats == [2, 3, 1, 0, 1]


# -- DD-7, DD-8: playing a trick, the first lead -------------------------------------------


def test_dd8_south_names_any_boat_to_lead_the_first_trick():
    state = table(3, ["r1 r2", "b1 b2", "g1 g2", "y1 y2"], south=2, trick=1)
    assert state.turn == 2
    assert state.legal_actions() == [("lead", b) for b in range(4)]
    assert_refused(state, ("lead", 4), "DD-8")
    assert_refused(state, ("lead", -1), "DD-8")
    assert_refused(state, ("play", pawn("r1")), "DD-8")
    east = boat_of(state, "E")
    assert state.apply(("lead", east)) == [{"type": "lead", "boat": east, "seat": 2}]
    assert state.phase == PLAY and state.boat_to_play == east
    assert state.turn == state.controllers[east] == 1
    assert state.legal_actions() == [("play", pawn("y1")), ("play", pawn("y2"))]


def test_dd7_two_players_each_plays_both_boats_alternately():
    state = table(2, ["r1 g1", "r2 g2", "r3 g3", "r4 g4"], south=0)
    state.apply(("lead", boat_of(state, "W")))
    seats, boats = [], []
    while state.phase == PLAY:
        seats.append(state.turn)
        boats.append(state.positions[state.boat_to_play])
        assert state.legal_actions(1 - state.turn) == []
        state.apply(state.legal_actions()[0])
    assert boats == ["W", "N", "E", "S"]
    assert seats == [1, 0, 1, 0]


def test_dd7_a_boat_plays_only_its_own_pawns():
    state = table(2, ["r1 g1", "r2 g2", "r3 g3", "r4 g4"], south=0, phase="play", leading_boat=0)
    assert_refused(state, ("play", pawn("r2")), "DD-7")  # a pawn of another boat
    assert_refused(state, ("play", pawn("y8")), "DD-7")  # a pawn taken earlier
    assert_refused(state, ("play", 32), "DD-7")
    assert_refused(state, ("play", True), "DD-7")
    assert_refused(state, ("play",), "DD-7")
    assert_refused(state, ("lead", 1), "DD-7")


# -- DD-9 to DD-11: following, changing colour, discarding ---------------------------------


def seed_example():
    """DD-10's example (3 players): West leads the red 5, North follows with the red 2,
    East has no red. South's boat holds red and blue."""
    return table(
        3,
        ["b1 r7", "r5 g3", "r2 y4", "b5 g1"],
        south=0,
        phase="play",
        leading_boat=1,
    )


def test_dd9_dd10_seed_example_colour_change_swallows_every_old_colour_pawn():
    state = seed_example()
    assert state.legal_actions() == [("play", pawn("r5")), ("play", pawn("g3"))]
    (lead,) = play_codes(state, "r5")
    assert lead["effect"] == "lead" and lead["asked"] == 0 and lead["swallowed"] == ()
    assert state.legal_actions() == [("play", pawn("r2"))], "North must follow in red"
    assert_refused(state, ("play", pawn("y4")), "DD-9")
    (follow,) = play_codes(state, "r2")
    assert follow["effect"] == "follow"
    east = boat_of(state, "E")
    assert state.boat_to_play == east and state.turn == 2
    # East has no red: the blue 5 (matches the red 5) changes, the green 1 is discarded.
    assert state.legal_actions() == [("play", pawn("b5")), ("play", pawn("g1"))]
    (change,) = play_codes(state, "b5")
    assert change == {
        "type": "play",
        "boat": east,
        "seat": 2,
        "pawn": pawn("b5"),
        "effect": "change",
        "swallowed": (pawn("r5"), pawn("r2")),
        "asked": 1,
    }
    assert state.swallowed == pawns("r5 r2")
    assert state.observe(1)["monster_face_up"] == ((east, pawn("b5")),)
    # South still holds red, but blue is asked now and South holds the blue 1.
    assert state.legal_actions() == [("play", pawn("b1"))]
    assert_refused(state, ("play", pawn("r7")), "DD-9")
    events = play_codes(state, "b1")
    assert events[0]["effect"] == "follow"
    assert events[1] == {
        "type": "trick_won",
        "trick": 1,
        "boat": east,
        "seat": 2,
        "pawns": (pawn("b5"), pawn("b1")),
        "points": 2,
        # Every seat's points this round, the trick's included (South holds the 52
        # points of the pawns the position leaves out).
        "round_points": (52, 0, 2),
    }
    assert state.taken[2][-2:] == pawns("b5 b1")
    assert state.swallowed == pawns("r5 r2"), "swallowed pawns stay in the monster"
    assert state.phase == LEAD and state.turn == 2 and state.last_trick_winner == east
    check_conservation(state)


def test_dd10_a_change_after_a_change():
    state = table(
        4,
        ["y6 r1", "r6 r2", "b6 b2", "g6 g2", "y2 y3"],
        south=0,
        phase="play",
        leading_boat=1,
    )
    play_codes(state, "r6")  # W leads red
    (change,) = play_codes(state, "b6")  # X: no red, blue 6 matches
    assert change["effect"] == "change" and change["swallowed"] == (pawn("r6"),)
    (again,) = play_codes(state, "g6")  # N: no blue, green 6 matches the blue 6
    assert again["effect"] == "change" and again["swallowed"] == (pawn("b6"),)
    assert again["asked"] == 2
    (discard,) = play_codes(state, "y2")  # E: no green, 2 matches nothing face up
    assert discard["effect"] == "discard"
    events = play_codes(state, "y6")  # S: no green; 6 matches the green 6: yellow asked
    assert events[0]["effect"] == "change" and events[0]["asked"] == 3
    assert events[1]["boat"] == boat_of(state, "S") and events[1]["pawns"] == (pawn("y6"),)
    assert sorted(state.swallowed) == sorted(pawns("r6 b6 g6 y2"))


def test_dd11_only_face_up_pawns_count():
    """DD-11's example: after the red 2 was swallowed, a boat without blue playing a
    green 2 discards it, whereas a green 5 (matching the blue 5) changes the colour."""
    state = table(3, ["g2 g5", "r5 y1", "r2 y4", "b5 g1"], south=0, phase="play", leading_boat=1)
    play_codes(state, "r5", "r2", "b5")
    assert state.legal_actions() == [("play", pawn("g2")), ("play", pawn("g5"))]
    discard = state.clone().apply(("play", pawn("g2")))[0]
    assert discard["effect"] == "discard" and discard["asked"] == 1
    change = state.clone().apply(("play", pawn("g5")))[0]
    assert change["effect"] == "change" and change["swallowed"] == (pawn("b5"),)


def test_dd11_forced_discard():
    state = table(3, ["b1 g2", "r5 r3", "y1 y2", "r1 r4"], south=0, phase="play", leading_boat=1)
    play_codes(state, "r5")
    # North has no red, and neither 1 nor 2 matches the face-up red 5: both discard.
    assert state.legal_actions() == [("play", pawn("y1")), ("play", pawn("y2"))]
    for action in state.legal_actions():
        assert state.clone().apply(action)[0]["effect"] == "discard"
    (discard,) = play_codes(state, "y1")
    assert discard["swallowed"] == (pawn("y1"),) and discard["asked"] == 0
    assert state.observe(0)["monster_face_up"] == ((1, pawn("r5")),)
    assert state.swallowed == [pawn("y1")], "a discard is swallowed at once"
    play_codes(state, "r1")  # East follows
    # South: the blue 1 matches the face-up red 1 (a change), the green 2 nothing.
    assert state.legal_actions() == [("play", pawn("b1")), ("play", pawn("g2"))]
    events = play_codes(state, "g2")
    assert events[0]["effect"] == "discard" and events[0]["asked"] == 0
    assert events[1]["boat"] == boat_of(state, "W") and events[1]["pawns"] == tuple(pawns("r5 r1"))
    assert sorted(state.swallowed) == sorted(pawns("y1 g2"))


def test_dd11_a_boat_with_only_discards():
    state = table(3, ["b1 g2", "r5 r3", "y7 y8", "r1 r4"], south=0, phase="play", leading_boat=1)
    play_codes(state, "r5")
    legal = state.legal_actions()
    assert legal == [("play", pawn("y7")), ("play", pawn("y8"))]
    for action in legal:
        (event,) = state.clone().apply(action)
        assert event["effect"] == "discard" and event["swallowed"] == (action[1],)


def test_dd10_dd11_a_boat_that_can_change_or_discard_chooses_by_its_pawn():
    state = table(
        3, ["b1 g4", "r5 r3", "y5 y2 g5", "r1 r4 r2"], south=0, phase="play", leading_boat=1
    )
    play_codes(state, "r5")
    legal = state.legal_actions()
    assert legal == [("play", pawn("g5")), ("play", pawn("y2")), ("play", pawn("y5"))]
    effects = {action[1]: state.clone().apply(action)[0]["effect"] for action in legal}
    assert effects == {pawn("g5"): "change", pawn("y2"): "discard", pawn("y5"): "change"}


def test_dd10_a_forced_change_when_every_pawn_matches():
    state = table(3, ["b1 g4", "r5 y1", "r2 y3", "b5 g2"], south=0, phase="play", leading_boat=1)
    play_codes(state, "r5", "r2")
    legal = state.legal_actions()
    assert legal == [("play", pawn("b5")), ("play", pawn("g2"))]
    for action in legal:
        event = state.clone().apply(action)[0]
        assert event["effect"] == "change" and event["swallowed"] == tuple(pawns("r5 r2"))


# -- DD-12, DD-13: winning a trick, the next lead ------------------------------------------


def test_dd12_a_discard_never_wins_and_the_strongest_asked_colour_does():
    state = table(3, ["r1 b1", "r3 b2", "g8 b3", "r4 b4"], south=0, phase="play", leading_boat=1)
    events = play_codes(state, "r3", "g8", "r4", "r1")
    won = events[-1]
    assert won["type"] == "trick_won" and won["boat"] == boat_of(state, "E")
    assert won["seat"] == 2 and won["pawns"] == tuple(pawns("r3 r4 r1"))
    assert won["points"] == 5 + 1 + 1, "the red 3 is magic"
    assert state.points[2] == 7 and state.taken[2] == pawns("r3 r4 r1")
    assert state.swallowed == [pawn("g8")]


def test_dd13_the_winner_may_lead_from_any_boat():
    state = table(3, ["r1 b1", "r3 b2", "g8 b3", "r4 b4"], south=0, phase="play", leading_boat=1)
    play_codes(state, "r3", "g8", "r4", "r1")
    assert state.phase == LEAD and state.trick == 2 and state.turn == 2
    assert state.legal_actions() == [("lead", b) for b in range(4)]
    assert_refused(state, ("lead", 9), "DD-13")
    north = boat_of(state, "N")
    assert state.apply(("lead", north)) == [{"type": "lead", "boat": north, "seat": 2}]
    assert state.turn == 0 == state.controllers[north], "South plays the named North boat"
    twin = table(3, ["r1 b1", "r3 b2", "g8 b3", "r4 b4"], south=0, phase="play", leading_boat=1)
    play_codes(twin, "r3", "g8", "r4", "r1")
    east = boat_of(twin, "E")
    twin.apply(("lead", east))
    assert twin.turn == 2 and twin.boat_to_play == east


# -- DD-14: swallowed pawns ------------------------------------------------------------------


def test_dd14_the_last_trick_takes_the_monster_with_the_face_down_pawns():
    state = table(
        4,
        ["r1", "r3", "b6", "r4", "g2"],
        south=0,
        phase="play",
        leading_boat=1,
        trick=6,
        swallowed="y6 y1",
        face_down="b3 g6",
        bid=27,
        taken=["", "", "", ""],
    )
    north = boat_of(state, "N")
    events = play_codes(state, "r3", "b6", "r4", "g2", "r1")
    kinds = [event["type"] for event in events]
    assert kinds == ["play"] * 5 + ["trick_won", "round_end", "deal"]
    won, end = events[5], events[6]
    assert won["boat"] == north and won["seat"] == 2
    assert won["pawns"] == tuple(pawns("r3 r4 r1")) and won["points"] == 5 + 1 + 1
    # The round's points once the trick is counted, for the table to copy (South
    # holds the 35 points of the pawns the position leaves out).
    assert won["round_points"] == (35, 0, 5 + 1 + 1, 0)
    assert end["monster"] == tuple(pawns("y6 y1 b6 g2 b3 g6"))
    assert end["revealed"] == tuple(pawns("b3 g6")), "the face-down pawns, shown now"
    assert end["taker"] == 2, "the event names who took the monster's contents"
    assert end["reveal"] is True
    assert end["points"][2] == (5 + 1 + 1) + (5 + 1 + 5 + 1 + 5 + 5)
    assert sum(end["points"]) == 64


# -- DD-15: scoring ------------------------------------------------------------------------


def last_trick_3p(bid: int, points: list[int], options=None, totals=None, round_number=1):
    """Three players, South seat 0, West seat 1, East seat 2, last trick: West leads
    the red 2, North discards the blue 1, East wins with the red 8, South plays the
    red 1: East takes 3 points and the monster's 1."""
    state = table(
        3,
        ["r1", "r2", "b1", "r8"],
        south=0,
        phase="play",
        leading_boat=1,
        trick=8,
        bid=bid,
        points=points,
        options=options,
        totals=totals,
        round_number=round_number,
    )
    return state, play_codes(state, "r2", "b1", "r8", "r1")


def test_dd15_sheet_example_south_falls_short():
    """Bid 42, South 36, East 12, West 16: East 54, West 58, South 0."""
    state, events = last_trick_3p(42, [36, 16, 8])
    end = next(event for event in events if event["type"] == "round_end")
    assert end["south"] == 0 and end["bid"] == 42 and end["made"] is False
    assert end["points"] == (36, 16, 12)
    assert end["scores"] == (0, 58, 54)
    assert end["totals"] == (0, 58, 54) == tuple(state.totals)
    assert state.history == [(0, 58, 54)]
    assert events[-1]["type"] == "deal" and events[-1]["round"] == 2


@pytest.mark.parametrize(("option", "south_score"), [("points", 36), ("bid", 30)])
def test_dd15_south_makes_the_bid(option, south_score):
    _, events = last_trick_3p(30, [36, 16, 8], options={"south_scores": option})
    end = next(event for event in events if event["type"] == "round_end")
    assert end["made"] is True
    assert end["scores"] == (south_score, 0, 0)


def test_dd15_exactly_the_bid_is_made():
    _, events = last_trick_3p(36, [36, 16, 8])
    end = next(event for event in events if event["type"] == "round_end")
    assert end["made"] is True and end["scores"] == (36, 0, 0)


def test_dd15_two_players_the_opponent_pools_west_and_east():
    state = table(
        2,
        ["r1", "r2", "b1", "r8"],
        south=1,
        phase="play",
        leading_boat=1,
        trick=8,
        bid=40,
        taken=["r3 r4 r5", ""],
    )
    assert state.controllers == [1, 0, 1, 0]  # S, W, N, E
    events = play_codes(state, "r2", "b1", "r8", "r1")
    end = next(event for event in events if event["type"] == "round_end")
    assert end["points"] == (7 + 4, 64 - 11)
    assert end["made"] is True and end["scores"] == (0, 53)


# -- DD-16: end of the match -----------------------------------------------------------------


def test_dd16_highest_total_wins_and_ties_share_the_place():
    state, events = last_trick_3p(
        20, [40, 16, 4], totals=[0, 58, 58], round_number=3
    )  # South makes 40 >= 20 and scores 40: totals 40, 58, 58
    assert [event["type"] for event in events][-3:] == ["trick_won", "round_end", "match_end"]
    assert events[-1] == {
        "type": "match_end",
        "totals": (40, 58, 58),
        "ranks": (3, 1, 1),
        "winners": (1, 2),
    }
    assert state.is_over() and state.phase == OVER and state.to_move is None
    assert state.legal_actions() == [] and state.legal_actions(0) == []
    result = state.result()
    assert result.scores == (40, 58, 58) and result.ranks == (3, 1, 1)
    assert_refused(state, ("pass",), "DD-16")
    assert_refused(state, ("play", pawn("r1")), "DD-16")
    assert state.observe(1)["phase"] == "over"


def test_dd16_a_full_tie():
    _, events = last_trick_3p(64, [36, 16, 8], totals=[80, 0, 4], round_number=3)
    assert events[-2]["scores"] == (0, 16 + 64, 12 + 64)
    assert events[-1]["totals"] == (80, 80, 80)
    assert events[-1]["ranks"] == (1, 1, 1) and events[-1]["winners"] == (0, 1, 2)
