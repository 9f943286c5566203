"""Dumble rules, ruling by ruling (RULINGS.md section 5) and example by example (the
original French sheet, seeds/004). Each test names the clause it checks."""

from __future__ import annotations

import random

import pytest

from rules_engine.core.cards import CARDS_PER_DECK, RANK
from rules_engine.core.errors import IllegalAction
from rules_engine.games.dumble.scoring import hand_value
from rules_engine.games.dumble.state import DRAW, decks_for
from tests.engine.dumble.helpers import (
    GAME,
    brute_force_discards,
    card,
    cards,
    check_conservation,
    check_public_knowledge,
    position,
)

CALL = ("dumble",)
DRAW_ACTION = ("draw",)


def discard(codes: str) -> tuple:
    return ("discard", tuple(cards(codes)))


def take(code: str) -> tuple:
    return ("take", card(code))


def assert_refused(state, action, clause: str | set[str]) -> IllegalAction:
    """The action raises IllegalAction naming `clause` and changes nothing."""
    before = state.full_view()
    with pytest.raises(IllegalAction) as caught:
        state.apply(action)
    clauses = {clause} if isinstance(clause, str) else clause
    assert caught.value.clause in clauses, caught.value
    assert state.full_view() == before, "a refused action changed the state"
    return caught.value


# -- DU-1, DU-4: players, decks, deal ------------------------------------------------------


@pytest.mark.parametrize("num_players", range(2, 9))
def test_du1_du4_deal_sizes_and_decks(num_players):
    """DU-1: one deck for 2-5 players, two for 6-8. DU-4: seven cards each, one face up."""
    decks = 1 if num_players <= 5 else 2
    assert decks_for(num_players) == decks
    for seed in range(5):
        state = GAME.new_match(num_players, seed=seed)
        assert state.decks == decks
        assert [len(hand) for hand in state.hands] == [7] * num_players
        assert len(state.offer) == 1
        assert state.dead == [] and state.pending == ()
        assert len(state.stock) == CARDS_PER_DECK * decks - 7 * num_players - 1
        check_conservation(state)
        check_public_knowledge(state)
        (deal,) = state.setup_events
        assert deal["type"] == "deal" and deal["round"] == 1
        assert deal["face_up"] == state.offer[0]
        assert deal["stock"] == len(state.stock)
        assert [list(hand) for hand in deal["hands"]] == state.hands


def test_du1_two_decks_hold_identical_cards():
    """DU-1: with two decks every card exists twice (and only then)."""
    state = GAME.new_match(6, seed=3)
    faces = sorted(c % CARDS_PER_DECK for c in range(CARDS_PER_DECK * state.decks))
    assert faces == sorted(list(range(CARDS_PER_DECK)) * 2)


@pytest.mark.parametrize("num_players", [2, 5, 6, 8])
def test_du4_face_up_card_takeable_on_first_turn(num_players):
    """DU-4, DU-10: on the first turn the face-up card may be taken."""
    state = GAME.new_match(num_players, seed=11)
    face_up = state.offer[0]
    seat = state.turn
    single = state.hands[seat][0]
    state.apply(("discard", (single,)))
    assert ("take", face_up) in state.legal_actions()
    events = state.apply(("take", face_up))
    assert events[0] == {"type": "take", "seat": seat, "card": face_up, "dead": ()}
    assert face_up in state.hands[seat]
    assert face_up in state.known[seat]
    assert state.offer == (single,)
    check_conservation(state)


def test_du4_each_round_is_reshuffled():
    """DU-4: deals differ between seeds; the same seed deals the same cards."""
    a, b = GAME.new_match(4, seed=1), GAME.new_match(4, seed=1)
    c = GAME.new_match(4, seed=2)
    assert a.full_view() == b.full_view()
    assert a.hands != c.hands


# -- DU-3: values --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "value"),
    [("AS", 1), ("2H", 2), ("5D", 5), ("9C", 9), ("10S", 10), ("JH", 10), ("QD", 10), ("KC", 10)],
)
def test_du3_card_values(code, value):
    """DU-3: Ace 1, 2-10 face value, J Q K 10 (sheet: "L'as vaut 1 point ...")."""
    assert hand_value([card(code)]) == value
    assert hand_value([card(code) + CARDS_PER_DECK]) == value


def test_du3_hand_value_sums():
    assert hand_value(cards("AS 2H 3D KC QS")) == 1 + 2 + 3 + 10 + 10
    assert hand_value(cards("QS QS'")) == 20
    assert hand_value([]) == 0


# -- DU-5: order ---------------------------------------------------------------------------


def test_du5_first_starter_is_drawn_at_random():
    """DU-5: the first starter is drawn at random among all seats."""
    starters = {GAME.new_match(4, seed=seed).turn for seed in range(60)}
    assert starters == {0, 1, 2, 3}
    for seed in range(10):
        state = GAME.new_match(3, seed=seed)
        assert state.starter == state.turn == state.to_move


def test_du5_play_goes_clockwise():
    state = position(4, ["2C 3C", "2D 3D", "2H 3H", "2S 3S"], turn=2, offer="KS")
    for expected in (3, 0, 1, 2):
        state.apply(("discard", (state.hands[state.turn][0],)))
        state.apply(DRAW_ACTION)
        assert state.turn == expected


def test_du5_eliminated_seats_are_skipped():
    """DU-5, DU-16: a seat that is out never plays again."""
    state = position(
        4,
        ["2C 3C", "", "2H 3H", "2S 3S"],
        turn=0,
        offer="KS",
        out=[False, True, False, False],
        totals=[10, 120, 20, 30],
    )
    seen = []
    for _ in range(6):
        seen.append(state.turn)
        assert state.legal_actions(1) == []
        state.apply(("discard", (state.hands[state.turn][0],)))
        state.apply(DRAW_ACTION)
    assert seen == [0, 2, 3, 0, 2, 3]
    assert state.next_seat(0) == 2 and state.next_seat(3) == 0


# -- DU-6: turn structure ------------------------------------------------------------------


def test_du6_draw_before_discard_refused():
    state = GAME.new_match(3, seed=5)
    assert_refused(state, DRAW_ACTION, "DU-6")
    assert_refused(state, ("take", state.offer[0]), "DU-6")
    assert all(action[0] in {"discard", "dumble"} for action in state.legal_actions())


def test_du6_discard_twice_refused():
    state = GAME.new_match(3, seed=5)
    hand = state.hands[state.turn]
    state.apply(("discard", (hand[0],)))
    assert state.phase == DRAW
    assert_refused(state, ("discard", (hand[0],)), "DU-6")
    assert all(action[0] in {"draw", "take"} for action in state.legal_actions())


@pytest.mark.parametrize(
    "action",
    [(), ("pass",), "draw", ["draw"], ("discard",), ("dumble", 1), ("discard", (1,), 2), None],
)
def test_du6_not_a_move(action):
    state = GAME.new_match(3, seed=5)
    assert_refused(state, action, "DU-6")


def test_du6_a_turn_is_discard_then_draw():
    state = position(3, ["2C 5D 9H", "3C 4C", "KS KH"], turn=0, offer="QD")
    top = state.stock[-1]
    events = state.apply(discard("9H"))
    assert events == [{"type": "discard", "seat": 0, "cards": (card("9H"),)}]
    assert state.pending == (card("9H"),) and state.turn == 0 and state.to_move == 0
    events = state.apply(DRAW_ACTION)
    assert events == [{"type": "draw", "seat": 0, "card": top, "dead": (card("QD"),)}]
    assert state.hands[0] == sorted([*cards("2C 5D"), top])
    assert state.turn == 1 and state.offer == (card("9H"),) and state.pending == ()
    assert state.dead == [card("QD")]


def test_du6_legal_actions_only_for_the_seat_to_move():
    state = GAME.new_match(4, seed=2)
    for seat in range(4):
        if seat != state.turn:
            assert state.legal_actions(seat) == []
    assert state.legal_actions(state.turn) == state.legal_actions()


# -- DU-7: discarding 1 to 4 cards from the hand ------------------------------------------


@pytest.mark.parametrize("code", ["AS", "7C", "10H", "KD"])
def test_du7_any_single_card(code):
    """DU-7 / sheet: "Si 1 carte : n'importe laquelle de son choix"."""
    state = position(2, [f"{code} 2D 9S", "3C 4C"], offer="QD")
    state.apply(discard(code))
    assert state.pending == (card(code),)
    assert card(code) not in state.hands[0]


def test_du7_five_cards_refused():
    """DU-7: at most four cards, even five of one rank with two decks."""
    state = position(6, ["5C 5D 5H 5S 5C' 2D", "", "", "", "", ""], offer="QD")
    assert_refused(state, discard("5C 5D 5H 5S 5C'"), "DU-7")
    assert ("discard", tuple(sorted(cards("5C 5D 5H 5S 5C'")))) not in state.legal_actions()
    state.apply(discard("5C 5D 5H 5C'"))  # four of them are fine
    assert state.hands[0] == sorted(cards("5S 2D"))


def test_du7_five_different_cards_refused():
    state = position(2, ["AC 2C 3C 4C 5C 9D", "3D"], offer="QD")
    assert_refused(state, discard("AC 2C 3C 4C 5C"), "DU-7")


def test_du7_empty_discard_refused():
    state = position(2, ["AC 2C", "3D"], offer="QD")
    assert_refused(state, ("discard", ()), "DU-7")


@pytest.mark.parametrize(
    "action",
    [
        ("discard", (card("KS"),)),  # in the other hand
        ("discard", (card("QD"),)),  # the offer
        ("discard", (card("5H"),)),  # in the stock
        ("discard", (card("5H") + CARDS_PER_DECK,)),  # a second deck that does not exist
        ("discard", (card("2C"), card("2C"))),  # the same card twice
        ("discard", (-1,)),
        ("discard", (200,)),
        ("discard", ("2C",)),
        ("discard", (True,)),
        ("discard", [card("2C")]),
        ("discard", card("2C")),
    ],
)
def test_du7_only_cards_from_the_hand(action):
    state = position(2, ["2C 2D 9S", "KS KH"], offer="QD")
    assert_refused(state, action, "DU-7")


# -- DU-8: sets ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "codes",
    [
        "8C 8H",  # sheet: "2 huits"
        "JC JD JS",  # sheet: "3 valets"
        "KC KD KH KS",  # sheet: "4 rois"
        "AC AD",
        "10H 10S 10D",
    ],
)
def test_du8_sets_of_two_three_four(codes):
    hand = f"{codes} 4D"
    state = position(2, [hand, "3C"], offer="QD")
    assert ("discard", tuple(sorted(cards(codes)))) in state.legal_actions()
    state.apply(discard(codes))
    assert state.hands[0] == [card("4D")]
    assert state.pending == tuple(sorted(cards(codes)))


@pytest.mark.parametrize("codes", ["QS QS'", "QS QS' QH", "QS QS' QH QH'", "7D 7D' 7H"])
def test_du8_identical_cards_from_two_decks(codes):
    """DU-8 ruling: with two decks identical cards are fine, still at most four."""
    state = position(6, [f"{codes} 2C", "", "", "", "", ""], offer="3D")
    assert ("discard", tuple(sorted(cards(codes)))) in state.legal_actions()
    state.apply(discard(codes))
    assert state.hands[0] == [card("2C")]


@pytest.mark.parametrize(
    ("codes", "clause"),
    [
        ("8C 9C", "DU-8"),
        ("8C 9H", "DU-8"),
        ("KC KD KH 2D", "DU-8"),
        ("KC KD 2D", "DU-9"),
    ],
)
def test_du8_mixed_ranks_refused(codes, clause):
    state = position(2, ["8C 9C 9H 8H KC KD KH 2D", "3C"], offer="QD")
    assert_refused(state, discard(codes), clause)


# -- DU-9: runs ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "codes",
    [
        "3S 4S 5S",  # sheet: "3, 4 et 5 de pique"
        "JD QD KD",  # sheet: "valet, dame et roi de carreau"
        "AH 2H 3H",  # sheet: "L'As est le 1 et ne peut aller qu'avec 2 et 3"
        "8C 9C 10C",
        "9C 10C JC",
        "5S 3S 4S",  # in any order
    ],
)
def test_du9_runs_of_three(codes):
    state = position(2, [f"{codes} 2D", "7C"], offer="QH")
    assert ("discard", tuple(sorted(cards(codes)))) in state.legal_actions()
    state.apply(discard(codes))
    assert state.hands[0] == [card("2D")]


@pytest.mark.parametrize(
    ("codes", "clauses"),
    [
        ("QD KD AD", {"DU-9"}),  # sheet: "pas de suite dame, roi et As"
        ("KD AD 2D", {"DU-9"}),  # no wrapping either
        ("3S 4H 5S", {"DU-9"}),  # mixed suits
        ("3S 5S 6S", {"DU-9"}),  # not consecutive
        ("3S 4S 5S 6S", {"DU-8", "DU-9"}),  # runs are exactly three cards
        ("3S 4S", {"DU-8", "DU-9"}),  # and not two
    ],
)
def test_du9_bad_runs_refused(codes, clauses):
    hand = "QD KD AD 2D 3S 4S 5S 6S 4H"
    state = position(2, [hand, "7C"], offer="QH")
    assert_refused(state, discard(codes), clauses)
    assert ("discard", tuple(sorted(cards(codes)))) not in state.legal_actions()


def test_du9_run_with_a_second_deck_copy():
    """Two decks: a run may use cards from both decks; two copies make two runs."""
    state = position(6, ["5S 6S 6S' 7S", "", "", "", "", ""], offer="QH")
    runs = {
        action[1] for action in state.legal_actions() if len(action) > 1 and len(action[1]) == 3
    }
    assert runs == {tuple(sorted(cards("5S 6S 7S"))), tuple(sorted(cards("5S 6S' 7S")))}
    state.apply(discard("5S 6S' 7S"))
    assert state.hands[0] == [card("6S")]


def test_du9_pair_of_identical_copies_is_not_a_run_part():
    state = position(6, ["5S 5S' 6S 2C", "", "", "", "", ""], offer="QH")
    assert_refused(state, discard("5S 5S' 6S"), "DU-9")


# -- legal_actions against brute force ----------------------------------------------------


def _check_discards_against_brute_force(state):
    hand = state.hands[state.turn]
    listed = [action[1] for action in state.legal_actions() if action[0] == "discard"]
    assert len(listed) == len(set(listed)), "a discard is listed twice"
    assert {tuple(sorted(d)) for d in listed} == brute_force_discards(hand)
    assert (CALL in state.legal_actions()) == (hand_value(hand) <= 10)


@pytest.mark.parametrize("num_players", [2, 4, 6, 8])
def test_legal_discards_match_brute_force_on_deals(num_players):
    for seed in range(40):
        state = GAME.new_match(num_players, seed=seed)
        _check_discards_against_brute_force(state)


def test_legal_discards_match_brute_force_on_crowded_hands():
    """Hands dense in sets and runs, from two decks, where mistakes would show."""
    rng = random.Random(7)
    small = [c for c in range(2 * CARDS_PER_DECK) if RANK[c] <= 5]
    for _ in range(300):
        hand = rng.sample(small, rng.randint(1, 7))
        state = position(6, [hand, "", "", "", "", ""], offer=[card("KS")])
        _check_discards_against_brute_force(state)
        for selection in brute_force_discards(hand):
            twin = state.clone()
            twin.apply(("discard", selection))
            assert sorted(twin.hands[0] + list(twin.pending)) == sorted(hand)


# -- DU-10: drawing or taking --------------------------------------------------------------


def test_du10_take_the_middle_card_of_a_run():
    """DU-10 ruling: any of the previous player's discards, also the middle of a run."""
    state = position(3, ["3S 4S 5S 9D", "KC KH", "2C"], turn=0, offer="QD")
    state.apply(discard("3S 4S 5S"))
    state.apply(DRAW_ACTION)
    assert state.turn == 1 and state.offer == tuple(cards("3S 4S 5S"))
    state.apply(discard("KC"))
    legal_takes = {action for action in state.legal_actions() if action[0] == "take"}
    assert legal_takes == {take("3S"), take("4S"), take("5S")}
    events = state.apply(take("4S"))
    assert events[0] == {
        "type": "take",
        "seat": 1,
        "card": card("4S"),
        "dead": (card("3S"), card("5S")),
    }
    assert state.hands[1] == sorted(cards("KH 4S"))
    assert state.known[1] == [card("4S")]
    # DU-10: the unchosen cards are dead: the next player cannot take them.
    assert card("3S") in state.dead and card("5S") in state.dead
    assert state.offer == (card("KC"),)
    state.apply(discard("2C"))
    assert_refused(state, take("3S"), "DU-10")
    assert_refused(state, take("5S"), "DU-10")
    assert {a for a in state.legal_actions() if a[0] == "take"} == {take("KC")}
    check_conservation(state)


def test_du10_drawing_sends_the_whole_offer_dead():
    state = position(3, ["9D 2C", "KC KH", "2H"], turn=0, offer="JD QD KD")
    state.apply(discard("9D"))
    events = state.apply(DRAW_ACTION)
    assert events[0]["dead"] == tuple(cards("JD QD KD"))
    assert state.dead == cards("JD QD KD")
    state.apply(discard("KC"))
    for code in ("JD", "QD", "KD"):
        assert_refused(state, take(code), "DU-10")


def test_du10_own_discards_become_the_next_offer_not_ours():
    """DU-10: one takes what the *previous* player discarded, never one's own discards."""
    state = position(3, ["9D 2C", "KC KH", "2H"], turn=0, offer="5C")
    state.apply(discard("9D"))
    assert_refused(state, take("9D"), "DU-10")
    state.apply(take("5C"))
    assert state.offer == (card("9D"),)
    state.apply(discard("KC KH"))
    assert {a for a in state.legal_actions() if a[0] == "take"} == {take("9D")}
    state.apply(take("9D"))
    assert state.offer == tuple(cards("KC KH"))
    assert state.turn == 2


@pytest.mark.parametrize("bad", [card("KS"), card("5H"), -1, "QD", None, True])
def test_du10_take_only_from_the_offer(bad):
    state = position(2, ["9D 2C", "KS"], turn=0, offer="QD")
    state.apply(discard("9D"))
    assert_refused(state, ("take", bad), "DU-10")


def test_du10_taken_card_is_public_and_drawn_card_is_not():
    state = position(3, ["9D 2C", "KC KH", "2H"], turn=0, offer="5C")
    state.apply(discard("9D"))
    state.apply(DRAW_ACTION)
    assert state.known[0] == []
    state.apply(discard("KC"))
    state.apply(take("9D"))
    assert state.known[1] == [card("9D")]
    assert state.observe(2)["known"][1] == (card("9D"),)
    drawn = GAME.redact_event({"type": "draw", "seat": 0, "card": 5, "dead": ()}, 1)
    assert drawn["card"] is None


def test_du10_sheet_strategy_throw_a_seven_to_take_a_queen():
    """Sheet, Stratégie: throw a 7 to take the previous player's Queen while holding a
    Queen; next turn discard the pair and draw: one card fewer in hand."""
    state = position(
        2,
        ["QS 7C 2D 3H 4C 5S 9D", "QH 8C 8D 8H 8S JC KC"],
        turn=1,
        offer="AD",
    )
    state.apply(discard("QH"))  # the previous player throws a Queen
    state.apply(DRAW_ACTION)
    assert state.turn == 0
    state.apply(discard("7C"))
    state.apply(take("QH"))
    assert len(state.hands[0]) == 7
    assert {card("QS"), card("QH")} <= set(state.hands[0])
    state.apply(discard("8C 8D 8H 8S"))
    state.apply(DRAW_ACTION)
    state.apply(discard("QS QH"))
    state.apply(DRAW_ACTION)
    assert len(state.hands[0]) == 6


# -- DU-11: empty stock --------------------------------------------------------------------


def test_du11_stock_rebuilt_keeping_the_last_discards():
    state = position(
        3,
        ["9D 2C 4H", "KC KH 5S", "2H 6C"],
        turn=0,
        offer="JD QD",
        dead="AC 3C 7S 8S",
        stock=None,
    )
    # Empty the stock down to one card, hiding the rest in the dead pile.
    last = state.stock.pop()
    state.dead.extend(state.stock)
    state.stock = [last]
    assert state.shuffle == 0 and state.hidden_from == [{0: 3}, {0: 3}, {0: 2}]
    check_conservation(state)
    check_public_knowledge(state)
    old_dead = set(state.dead)
    state.apply(discard("9D"))
    events = state.apply(DRAW_ACTION)
    assert events[0]["card"] == last
    assert events[-1] == {"type": "stock_rebuilt", "count": len(old_dead) + 2}
    # The new stock is the dead pile, with the offer that was just passed over...
    assert set(state.stock) == old_dead | set(cards("JD QD"))
    assert state.dead == []
    # ...but the last player's discards stay takeable.
    assert state.offer == (card("9D"),)
    # The new stock is shuffle 1, and only its cards are; nobody drew from it yet.
    assert state.shuffle == 1
    assert {c for c, number in enumerate(state.shuffle_of) if number == 1} == set(state.stock)
    assert state.hidden_from == [{0: 3}, {0: 3}, {0: 2}]
    check_conservation(state)
    check_public_knowledge(state)
    state.apply(discard("KC KH"))
    assert take("9D") in state.legal_actions() and DRAW_ACTION in state.legal_actions()
    state.apply(DRAW_ACTION)
    assert state.hidden_from == [{0: 3}, {0: 1, 1: 1}, {0: 2}]
    check_public_knowledge(state)


def test_du11_stock_rebuild_is_shuffled():
    orders = set()
    for seed in range(8):
        state = position(2, ["9D 2C", "KC"], turn=0, offer="JD", seed=seed)
        last = state.stock.pop()
        state.dead.extend(state.stock)
        state.stock = [last]
        state.apply(discard("9D"))
        state.apply(DRAW_ACTION)
        orders.add(tuple(state.stock))
    assert len(orders) > 1


def test_du11_empty_stock_and_empty_dead_pile():
    """Nothing to rebuild: the next player can only take from the offer."""
    # Every other card is in the second hand (an impossible size, but a clear position).
    rest = [c for c in range(CARDS_PER_DECK) if c not in cards("9D 2C JD")]
    state = position(2, ["9D 2C", rest], turn=0, offer="JD", stock="")
    check_conservation(state)
    state.apply(discard("9D"))
    assert state.legal_actions() == [take("JD")]
    assert_refused(state, DRAW_ACTION, "DU-11")
    state.apply(take("JD"))
    assert state.stock == [] and state.dead == []
    state.apply(discard("KC"))
    assert state.legal_actions() == [take("9D")]


# -- DU-12: calling ------------------------------------------------------------------------


def test_du12_call_with_exactly_ten():
    state = position(2, ["5C 3D 2H", "KC KH"], turn=0, offer="QD")
    assert CALL in state.legal_actions()
    events = state.apply(CALL)
    assert events[0] == {"type": "dumble", "seat": 0, "value": 10}
    assert events[1]["type"] == "round_end"


def test_du12_call_with_eleven_refused():
    state = position(2, ["5C 4D 2H", "KC KH"], turn=0, offer="QD")
    assert CALL not in state.legal_actions()
    error = assert_refused(state, CALL, "DU-12")
    assert "11" in str(error)


def test_du12_call_on_the_first_turn():
    """DU-12 ruling: also on the first turn, here with the lowest possible deal."""
    state = position(2, ["AC AD AH AS 2C 2D 2H", "KC KD KH KS QC QD QH"], turn=0, offer="9S")
    assert state.round == 1 and state.dead == [] and state.offer and not state.pending
    assert hand_value(state.hands[0]) == 10
    assert CALL in state.legal_actions()
    events = state.apply(CALL)
    assert [e["type"] for e in events] == ["dumble", "round_end", "deal"]
    assert events[1]["scores"] == (0, 70)


def test_du12_call_after_discarding_refused():
    state = position(2, ["5C 3D 2H", "KC KH"], turn=0, offer="QD")
    state.apply(discard("2H"))
    assert CALL not in state.legal_actions()
    assert_refused(state, CALL, "DU-12")


def test_du12_value_counts_at_the_start_of_the_turn():
    """Going under ten during the turn does not allow calling until the next turn."""
    state = position(2, ["5C 3D KH", "KC 9S"], turn=0, offer="AD")
    assert CALL not in state.legal_actions()
    state.apply(discard("KH"))
    state.apply(take("AD"))
    state.apply(discard("9S"))
    state.apply(DRAW_ACTION)
    assert state.turn == 0 and hand_value(state.hands[0]) == 9
    assert CALL in state.legal_actions()


def test_du12_calling_is_optional():
    state = position(2, ["AC 2D", "KC 9S"], turn=0, offer="AD")
    assert CALL in state.legal_actions()
    state.apply(discard("2D"))
    state.apply(DRAW_ACTION)
    assert state.turn == 1 and state.round == 1


# -- DU-17: nothing after the end ----------------------------------------------------------


def test_du17_no_move_after_the_end():
    state = position(2, ["AC", "KC KD KH"], turn=0, offer="QD", totals=[0, 90])
    state.apply(CALL)
    assert state.is_over() and state.to_move is None and state.legal_actions() == []
    assert_refused(state, DRAW_ACTION, "DU-17")
    assert_refused(state, CALL, "DU-17")


# -- refused actions leave the state unchanged, whatever the phase -------------------------


@pytest.mark.parametrize("seed", range(10))
def test_refused_actions_change_nothing_in_play(seed):
    rng = random.Random(seed)
    state = GAME.new_match(rng.randint(2, 8), seed=seed)
    bad_actions = [
        ("discard", (999,)),
        ("discard", ()),
        ("take", 999),
        ("dumble", "x"),
        ("draw", 1),
        ("zap",),
    ]
    for _ in range(150):
        if state.is_over():
            break
        legal = state.legal_actions()
        for action in bad_actions + [("take", c) for c in state.pending]:
            if action not in legal:
                before = state.full_view()
                with pytest.raises(IllegalAction):
                    state.apply(action)
                assert state.full_view() == before
        state.apply(rng.choice([a for a in legal if a != CALL]))
