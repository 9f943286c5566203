"""The Stonehenge auction, ruling by ruling (RULINGS.md section 4, seeds/stonehenge.en.md):
exact positions, bids laid step by step, and what the reveal decides."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_engine.core.errors import IllegalAction, OptionError, RecordError
from rules_engine.core.record import MatchRecord, Seat, load_record
from rules_engine.core.sealed import PASSED, SEALED, WAITING
from rules_engine.games.stonehenge.auction import (
    ALONE,
    DAY,
    HIGHER,
    NOBODY,
    TOP_CARD,
    TRUMP,
    resolve,
)
from rules_engine.games.stonehenge.material import (
    CARDS,
    DECK,
    GREY,
    NUMBER,
    RING_SPACES,
    SUIT,
    card_is_day,
    card_suit,
    is_dolmen_card,
    stone_points,
)
from rules_engine.games.stonehenge.state import LEFT_THE_GAME
from tests.engine.stonehenge.helpers import (
    BLUE,
    GAME,
    RED,
    YELLOW,
    auction_round,
    bid,
    card,
    cards,
    check_cards_accounted,
    of_type,
    table,
)

# -- material and set-up (SH-1 to SH-3) ------------------------------------------------------


def test_sixty_five_cards_numbered_twice_and_five_dolmens():
    assert len(DECK) == CARDS == 65
    numbers = sorted(NUMBER[c] for c in DECK if not is_dolmen_card(c))
    assert numbers == sorted(list(range(1, 31)) * 2)
    assert sum(1 for c in DECK if is_dolmen_card(c)) == 5
    assert sum(1 for c in DECK if card_is_day(c)) == 30


def test_card_colour_is_number_minus_one_mod_six_and_grey_is_sixth():
    for c in DECK:
        if is_dolmen_card(c):
            assert card_suit(c) == -1 and NUMBER[c] == 0
        else:
            assert card_suit(c) == (NUMBER[c] - 1) % 6
    assert [SUIT[card(f"{n}d")] for n in (1, 7, 13, 19, 25)] == [RED] * 5
    assert [SUIT[card(f"{n}n")] for n in (6, 12, 18, 24, 30)] == [GREY] * 5
    for suit in range(6):
        assert sum(1 for c in DECK if SUIT[c] == suit) == 10


def test_set_up_dolmens_ring_hands_and_the_auctioneer_on_space_one():
    for players in (3, 4, 5):
        state = GAME.new_match(players, None, players)
        assert sorted(state.stones[RING_SPACES:]) == [0, 1, 2, 3, 4]
        ring = state.stones[:RING_SPACES]
        assert all(ring.count(colour) == 6 for colour in range(5))
        assert [len(hand) for hand in state.hands] == [3] * players
        assert len(state.deck) == 65 - 3 * players and not state.discard
        assert state.auction == 0 and state.first and state.to_move == state.opener
        (deal,) = state.setup_events
        assert deal["type"] == "deal" and deal["ring"] == ring
        assert deal["opener"] == state.opener
        seen = GAME.redact_event(deal, 1)
        assert seen["hands"][1] == deal["hands"][1]
        assert seen["hands"][0] == (None, None, None)
        check_cards_accounted(state)


def test_the_first_opener_is_drawn_with_the_match_rng():
    """Ruling 4.11 (edition 2): the first auction's opener is drawn, not always the
    first seat, and the same seed draws the same opener."""
    for players in (3, 4, 5):
        openers = {GAME.new_match(players, None, seed).opener for seed in range(40)}
        assert openers == set(range(players))
        assert GAME.new_match(players, None, 7).opener == GAME.new_match(players, None, 7).opener


def test_a_first_edition_match_opens_with_the_first_seat():
    """A match played before ruling 4.11 replays as it was: the first seat opened."""
    for seed in range(10):
        state = GAME.new_match(4, None, seed, edition=1)
        assert state.opener == 0 and state.to_move == 0
    with pytest.raises(OptionError):
        GAME.new_match(4, None, 0, edition=GAME.edition + 1)


def test_different_seeds_lay_different_rings():
    rings = {GAME.new_match(4, None, seed).stones for seed in range(5)}
    assert len(rings) == 5


# -- the first auction (SH-5) ------------------------------------------------------------


def test_first_auction_exactly_one_card_each_and_no_pass():
    state = table(["2d 3d D", "8n 9n 10n", "14d 15d 16d"], first=True, auction=0, stone=BLUE)
    assert ("pass",) not in state.legal_actions()
    assert ("seal",) not in state.legal_actions()
    assert sorted(state.legal_actions()) == sorted(("add", c) for c in state.hands[0])
    before = state.full_view()
    for refused in [("pass",), ("seal",)]:
        with pytest.raises(IllegalAction) as caught:
            state.apply(refused)
        assert caught.value.clause == "SH-5"
        assert state.full_view() == before
    state.apply(("add", card("3d")))
    assert state.legal_actions() == [("take_back", card("3d")), ("seal",)]
    with pytest.raises(IllegalAction) as caught:
        state.apply(("add", card("2d")))
    assert caught.value.clause == "SH-5"
    state.apply(("seal",))
    # A dolmen card is allowed in the first auction.
    bid(state, "9n")  # green
    events = bid(state, "14d")  # blue: trump
    (reveal,) = of_type(events, "reveal")
    assert reveal["commitments"] == ((card("3d"),), (card("9n"),), (card("14d"),))
    assert reveal["winner"] == 2 and reveal["reason"] == TRUMP
    assert not state.first and state.opener == 2 and state.to_move == 2
    assert ("pass",) in state.legal_actions()


def test_a_dolmen_card_may_be_the_one_card_of_the_first_auction():
    state = table(["2d 3d D", "8n 9n 10n", "14d 15d 16d"], first=True, auction=0, stone=BLUE)
    events = auction_round(state, ["D", "8n", "14d"])
    (reveal,) = of_type(events, "reveal")
    assert reveal["trump_cancelled"] and reveal["winner"] == 2 and reveal["reason"] == HIGHER


# -- what a bid may hold (SH-7, SH-8) ---------------------------------------------------


def test_only_cards_keeping_the_bid_legal_are_offered():
    state = table(["2d 8d 14n 13d D D", "5d", "6d"], stone=YELLOW)
    hand = state.hands[0]
    assert {a for a in state.legal_actions() if a[0] == "add"} == {("add", c) for c in hand}
    assert ("seal",) not in state.legal_actions() and ("pass",) in state.legal_actions()
    state.apply(("add", card("8d")))  # blue
    offered = {a[1] for a in state.legal_actions() if a[0] == "add"}
    assert offered == set(cards("2d 14n")) | {c for c in hand if is_dolmen_card(c)}
    before = state.full_view()
    with pytest.raises(IllegalAction) as caught:
        state.apply(("add", card("13d")))  # red
    assert caught.value.clause == "SH-7"
    assert state.full_view() == before
    with pytest.raises(IllegalAction) as caught:
        state.apply(("add", card("30d")))  # not in hand
    assert caught.value.clause == "SH-7"
    for junk in [("add", True), ("add", 8.0), ("add", "8"), ("take_back", card("2d")), ("x",)]:
        with pytest.raises(IllegalAction):
            state.apply(junk)
        assert state.full_view() == before
    # Taking the only blue card back frees the colour again.
    state.apply(("take_back", card("8d")))
    assert ("add", card("13d")) in state.legal_actions()


def test_dolmen_cards_alone_first_then_one_colour():
    state = table(["2d 13d D D", "5d", "6d"], stone=YELLOW)
    dolmens = [c for c in state.hands[0] if is_dolmen_card(c)]
    state.apply(("add", dolmens[0]))
    state.apply(("add", dolmens[1]))
    offered = {a[1] for a in state.legal_actions() if a[0] == "add"}
    assert offered == set(cards("2d 13d"))
    state.apply(("add", card("13d")))
    assert {a[1] for a in state.legal_actions() if a[0] == "add"} == set()


def test_others_see_who_bid_and_how_many_cards_never_which():
    state = table(["2d 8d D", "5d 11d", "6d"], stone=YELLOW)
    bid(state, "8d D")
    state.apply(("add", card("5d")))  # seat 1 builds, not sealed yet
    for viewer in (None, 1, 2):
        seen = state.observe(viewer)["bids"][0]
        assert seen == {"status": SEALED, "count": 2, "items": None}
    assert state.observe(0)["bids"][0]["items"] == (card("8d"), state.bids.items[0][1])
    assert state.observe(0)["bid"] == state.bids.laid(0)
    assert state.observe(2)["bids"][1] == {"status": "building", "count": 1, "items": None}
    assert state.observe(2)["bid"] == ()
    assert state.observe(1)["bid"] == (card("5d"),)
    assert state.observe(1)["hand_sizes"] == (1, 1, 1)


def test_passing_takes_the_laid_cards_back():
    state = table(["2d 8d", "5d", "6d"], stone=YELLOW)
    state.apply(("add", card("8d")))
    events = state.apply(("pass",))
    assert events[0]["type"] == "abstain" and events[0]["back"] == (card("8d"),)
    assert state.hands[0] == cards("2d 8d")
    assert state.bids.status[0] == PASSED and state.to_move == 1
    assert GAME.redact_event(events[0], 1)["back"] == (None,)


def test_a_seat_with_no_cards_must_pass():
    state = table(["", "5d", "6d"], stone=YELLOW)
    assert state.legal_actions() == [("pass",)]
    with pytest.raises(IllegalAction) as caught:
        state.apply(("seal",))
    assert caught.value.clause == "SH-8"


def test_bidding_goes_once_round_from_the_opener():
    state = table(["2d", "5d", "6d", "12n"], stone=YELLOW, opener=2)
    order = []
    for _ in range(4):
        order.append(state.to_move)
        for seat in range(4):
            if seat != state.to_move:
                assert state.legal_actions(seat) == []
        bid(state, None)
    assert order == [2, 3, 0, 1]
    assert state.auction == 9  # all passed: the next stone


# -- the reveal: trump, dolmen cards, ties (SH-9 to SH-13) -------------------------------


def worked_auction(dan: str | None):
    """SH-18: Ann, Ben, Cleo and Dan bid for a blue stone; Ann opens."""
    state = table(
        ["14d 3n", "13n 19d 4d", "20n", "6d D 28n"],
        stone=BLUE,
        deck_top="1d 1n 2n 3d 4n",
    )
    events = auction_round(state, ["14d", "13n 19d", None, dan])
    (reveal,) = of_type(events, "reveal")
    return reveal, state, events


def test_trump_beats_a_bigger_bid_in_another_colour():
    reveal, state, events = worked_auction("6d")
    assert reveal["reveal"] is True
    assert reveal["values"] == (14, 32, 0, 6)
    assert reveal["in_trump"] == (True, False, False, False)
    assert reveal["winner"] == 0 and reveal["reason"] == TRUMP and reveal["runner_up"] == 1
    assert not reveal["trump_cancelled"]
    assert reveal["lowest"] == 3 and reveal["draws"] == (0, 1, 1, 2)
    assert state.owners[8] == 0 and state.collections[0][BLUE] == 1 and state.scores[0] == 1
    drawn = {e["seat"]: e["cards"] for e in of_type(events, "draw")}
    # Drawn clockwise from the opener (Ann draws none): Ben, Cleo, then Dan's two.
    assert drawn == {1: (card("1d"),), 2: (card("1n"),), 3: tuple(cards("2n 3d"))}
    assert state.opener == 0 and state.to_move == 0
    assert state.last_reveal["reason"] == TRUMP and state.last_reveal["winner"] == 0


def test_a_dolmen_card_cancels_trump_for_everyone():
    reveal, state, _events = worked_auction("6d D")
    assert reveal["trump_cancelled"]
    assert reveal["in_trump"] == (False,) * 4
    assert reveal["winner"] == 1 and reveal["reason"] == HIGHER
    assert reveal["lowest"] == 3 and reveal["draws"] == (1, 0, 1, 2)
    assert state.opener == 1 and state.owners[8] == 1


def test_a_lone_dolmen_card_is_zero_never_lowest_and_cancels_trump():
    reveal, _state, _events = worked_auction("D")
    assert reveal["values"] == (14, 32, 0, 0)
    assert reveal["trump_cancelled"] and reveal["winner"] == 1
    assert reveal["lowest"] == 0  # Ann's 14, not Dan's zero
    assert reveal["draws"] == (2, 0, 1, 1)


def test_grey_is_never_trump():
    for players in (3, 4, 5):
        state = GAME.new_match(players, None, 7)
        assert GREY not in state.stones  # no stone is grey: grey is never the trump colour
    # Grey 30 + grey 24 (54) loses to the red 1 when red is trump.
    state = table(["30d 24d", "1n", "2n"], stone=RED)
    (reveal,) = of_type(auction_round(state, ["30d 24d", "1n", "2n"]), "reveal")
    assert reveal["winner"] == 1 and reveal["reason"] == TRUMP
    assert reveal["in_trump"] == (False, True, False)
    assert reveal["lowest"] == 2  # the blue 2, below the grey 54 that is not trump either


def test_equal_totals_the_higher_top_card_wins():
    outcome = resolve([cards("7d 13d"), cards("20n")], YELLOW)  # 20 and 20
    assert outcome.winner == 1 and outcome.reason == TOP_CARD and outcome.lowest == 0
    outcome = resolve([cards("20n"), cards("7d 13d")], YELLOW)
    assert outcome.winner == 0 and outcome.lowest == 1


def test_equal_totals_and_top_numbers_day_beats_night():
    outcome = resolve([cards("20n"), cards("20d"), cards("2n")], YELLOW)
    assert outcome.winner == 1 and outcome.reason == DAY
    assert outcome.runner_up == 0 and outcome.lowest == 2
    # The same order decides the lowest bid: the night 20 draws two.
    outcome = resolve([cards("20n"), cards("20d"), cards("26d")], YELLOW)
    assert outcome.winner == 2 and outcome.lowest == 0 and outcome.draws == (2, 1, 0)


def test_trump_bids_rank_above_others_for_the_lowest_too():
    outcome = resolve([cards("2d"), cards("9d"), cards("5d")], BLUE)  # 2 is blue: trump
    assert outcome.winner == 0 and outcome.reason == TRUMP
    assert outcome.lowest == 2  # the 5, not the trump 2


def test_with_one_bid_above_zero_there_is_no_lowest():
    state = table(["5d", "6d D", "7d", "D 9n"], stone=YELLOW)
    (reveal,) = of_type(auction_round(state, ["5d", "D", None, "D"]), "reveal")
    assert reveal["winner"] == 0 and reveal["reason"] == ALONE
    assert reveal["lowest"] is None and reveal["draws"] == (0, 1, 1, 1)


def test_all_pass_or_zero_the_stone_leaves_the_game_and_the_opener_stays():
    state = table(["5d D", "6d", "7d"], stone=YELLOW, opener=1)
    events = auction_round(state, ["D", None, None])
    (reveal,) = of_type(events, "reveal")
    assert reveal["winner"] is None and reveal["reason"] == NOBODY
    assert reveal["draws"] == (1, 1, 1)
    assert state.owners[8] == LEFT_THE_GAME and state.scores == [0, 0, 0]
    assert state.opener == 1 and state.to_move == 1 and state.auction == 9
    (end,) = of_type(events, "round_end")
    assert end["winner"] is None and end["scores"] == (0, 0, 0)


def test_the_bids_go_to_the_discard_and_every_card_stays_accounted():
    _reveal, state, _events = worked_auction("6d D")
    assert set(cards("14d 13n 19d 6d")) <= set(state.discard)
    assert len(state.discard) == 5  # with Dan's dolmen card
    check_cards_accounted(state)
    assert all(status == WAITING for status in state.bids.status)


# -- scoring (SH-14) and the end (SH-17) -----------------------------------------------------


def test_the_third_red_stone_scores_three():
    state = table(["13d", "2n", "3n"], stone=RED, collections=[[2, 0, 0, 0, 0]] + [[0] * 5] * 2)
    state.scores = [3, 0, 0]  # two red ring stones: 1 + 2
    events = auction_round(state, ["13d", None, None])
    (end,) = of_type(events, "round_end")
    assert end["points"] == 3 and end["scores"] == (3, 0, 0) and state.scores[0] == 6
    assert state.collections[0][RED] == 3


def test_the_red_dolmen_with_two_red_owned_scores_six():
    state = table(
        ["13d", "2n", "3n"], stone=RED, auction=32, collections=[[2, 0, 0, 0, 0]] + [[0] * 5] * 2
    )
    (end,) = of_type(auction_round(state, ["13d", None, None]), "round_end")
    assert end["points"] == 6


def test_a_dolmen_with_none_of_its_colour_scores_two():
    state = table(["13d", "2n", "3n"], stone=RED, auction=30)
    (end,) = of_type(auction_round(state, ["13d", None, None]), "round_end")
    assert end["points"] == 2


def test_reaching_twenty_wins_at_once_mid_game():
    collections = [[2, 0, 0, 0, 0], [0] * 5, [0] * 5]
    state = table(["13d 1n", "2n", "3n"], stone=RED, auction=11, collections=collections)
    state.scores = [17, 19, 5]
    events = auction_round(state, ["13d", "2n", None])
    assert state.is_over() and state.to_move is None and state.legal_actions() == []
    assert state.scores == [20, 19, 5] and state.champion == 0
    assert not of_type(events, "draw")  # the match ended: nobody draws
    (end,) = of_type(events, "match_end")
    assert end["champion"] == 0 and end["winners"] == (0,)
    assert state.result().ranks == (1, 2, 3)
    with pytest.raises(IllegalAction) as caught:
        state.apply(("pass",))
    assert caught.value.clause == "SH-17"


def test_a_score_past_twenty_counts_whole_and_still_ends():
    collections = [[3, 0, 0, 0, 0], [0] * 5, [0] * 5]
    state = table(["13d", "2n", "3n"], stone=RED, auction=33, collections=collections)
    state.scores = [15, 0, 0]
    auction_round(state, ["13d", None, None])
    assert state.scores[0] == 15 + 8 and state.champion == 0 and state.is_over()
    assert state.observe(None)["track"] == (20, 0, 0)


def test_after_the_last_dolmen_the_highest_score_wins_ties_shared():
    state = table(["13d", "2n", "3n"], stone=YELLOW, auction=34)
    state.scores = [9, 12, 12]
    events = auction_round(state, [None, None, None])
    assert state.is_over() and state.champion is None
    assert state.result().ranks == (3, 1, 1)
    assert state.result().winners == (1, 2)
    assert not of_type(events, "draw")


# -- drawing and the deck (SH-15, SH-16) -------------------------------------------------


def test_the_empty_deck_is_refilled_from_the_discard():
    state = table(["5d 8n", "6d", "7d"], stone=YELLOW, deck_top="30d", deck_size=1, discard="29d")
    assert state.deck == [card("30d")]
    events = auction_round(state, ["5d", "6d", "7d"])
    # 7 wins, 5 is lowest (two cards), 6 draws one: seat 0 draws 30d then the refill.
    kinds = [e["type"] for e in events]
    assert kinds.index("deck_refilled") > kinds.index("round_end")
    (refill,) = of_type(events, "deck_refilled")
    assert refill["shuffle"] == 1 and state.shuffle == 1
    refilled = refill["count"]
    # The refill holds the discard, this auction's bids included.
    assert refilled >= 4
    drawn = {e["seat"]: e["cards"] for e in of_type(events, "draw")}
    assert drawn[0][0] == card("30d") and len(drawn[0]) == 2 and len(drawn[1]) == 1
    assert 2 not in drawn
    assert len(state.deck) == refilled - 2 and not state.discard
    for c in (*state.deck, drawn[0][1], *drawn[1]):
        assert state.shuffle_of[c] == 1
    assert state.hidden_from[0] == {0: 2, 1: 1}
    check_cards_accounted(state)


def test_with_deck_and_discard_empty_nothing_more_is_drawn():
    hands = [
        "1d 1n 2d 2n 3d 3n 4d 4n 5d 5n 6d 6n 7d 7n 8d 8n 9d 9n 10d 10n 11d 11n",
        "12d 12n 13d 13n 14d 14n 15d 15n 16d 16n 17d 17n 18d 18n 19d 19n 20d 20n 21d 21n",
        "22d 22n 23d 23n 24d 24n 25d 25n 26d 26n 27d 27n 28d 28n 29d 29n 30d 30n D D D D D",
    ]
    state = table(hands, stone=YELLOW)
    assert not state.deck and not state.discard
    events = auction_round(state, [None, None, None])
    assert not of_type(events, "draw") and not of_type(events, "deck_refilled")
    check_cards_accounted(state)


def test_there_is_no_hand_limit():
    state = table(["5d 8n 9n 10n 11n 12n 13n 14n", "6d", "7d"], stone=YELLOW)
    auction_round(state, [None, None, None])
    assert len(state.hands[0]) == 9


def test_the_scoring_example_of_the_rules_text():
    """SH-19: two reds and a yellow owned; a red ring stone, the yellow and red dolmens."""
    assert stone_points(5, 2) == 3
    assert stone_points(31, 1) == 4
    assert stone_points(33, 3) == 8 and 8 + 3 + 4 + 8 == 23
    assert stone_points(33, 2) == 6


def test_card_faces_tell_a_table_what_each_card_shows():
    from rules_engine.core.registry import get_game
    from rules_engine.games.stonehenge.material import card_is_day, card_number, card_suit

    faces = get_game("stonehenge").card_faces
    assert len(faces) == 65
    for card_id, (number, colour, day, dolmen) in enumerate(faces):
        printed = (card_number(card_id), card_suit(card_id), card_is_day(card_id))
        assert (number, colour, day) == printed
        assert dolmen == (card_id >= 60)
    assert faces[0] == (1, 0, False, False) and faces[13] == (7, 0, True, False)


def test_a_record_made_before_ruling_4_11_still_replays():
    """A 4-player match saved by Tablée before editions existed (format 1, the first
    seat opening): it loads as edition 1 and replays to its end, and saved again it
    keeps its edition."""
    path = Path(__file__).parent / "data" / "first_edition.tablee"
    record = load_record(path)
    assert record.format_version == 1 and record.edition == 1
    state = record.replay()
    assert state.is_over() and state.setup_events[0]["opener"] == 0
    again = MatchRecord.loads(record.dumps())
    assert again.edition == 1 and again.replay().full_view() == state.full_view()


def test_a_record_of_an_unknown_edition_is_refused():
    record = MatchRecord("stonehenge", [Seat("A"), Seat("B"), Seat("C")], 5)
    assert record.edition == GAME.edition
    data = record.to_json()
    data["edition"] = GAME.edition + 1
    with pytest.raises(RecordError, match="edition"):
        MatchRecord.from_json(data)
