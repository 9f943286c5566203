"""Dumble determinization: a state drawn from a seat's observation looks exactly the same
to that seat, keeps every public inference (known cards, which shuffle hidden cards came
from), and plays on legally."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules_engine.core.cards import CARDS_PER_DECK
from rules_engine.core.errors import IllegalAction
from rules_engine.games.dumble.state import DRAW, DumbleState
from tests.engine.dumble.helpers import (
    GAME,
    card,
    cards,
    check_conservation,
    check_public_knowledge,
    position,
)

CALL = ("dumble",)


def random_action(state: DumbleState, rng: random.Random, call_chance: float) -> tuple:
    legal = state.legal_actions()
    if CALL in legal and rng.random() < call_chance:
        return CALL
    moves = [action for action in legal if action != CALL]
    takes = [action for action in moves if action[0] == "take"]
    if takes and rng.random() < 0.4:  # take often, so that hands hold known cards
        return rng.choice(takes)
    return rng.choice(moves)


def mid_game_states(count: int, seed: int):
    """`count` states from random matches (2 to 8 players), tagged by what they show."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        num_players = rng.randint(2, 8)
        state = GAME.new_match(num_players, seed=rng.getrandbits(32))
        rebuilt = False
        for _ in range(rng.randint(1, 400)):
            if state.is_over():
                break
            events = state.apply(random_action(state, rng, call_chance=0.05))
            kinds = {event["type"] for event in events}
            if "deal" in kinds:
                rebuilt = False
            if "stock_rebuilt" in kinds:
                rebuilt = True
        if not state.is_over():
            found.append((state, rebuilt))
    return found


STATES = mid_game_states(60, seed=2024)


def test_the_sample_covers_the_interesting_cases():
    assert any(rebuilt for _, rebuilt in STATES), "no state after a stock rebuild"
    assert any(any(state.known) for state, _ in STATES), "no state with known cards"
    assert any(state.phase == DRAW for state, _ in STATES)
    assert any(state.decks == 2 for state, _ in STATES)
    assert any(state.round > 1 for state, _ in STATES)
    assert any(
        rebuilt
        and any(
            0 < hidden.get(s.shuffle, 0) < len(hand)
            for hidden, hand in zip(s.hidden_from, s.hands, strict=True)
        )
        for s, rebuilt in STATES
    )
    assert any(s.shuffle >= 2 for s, _ in STATES), "no state after a second rebuild"
    assert any(any(len(hidden) >= 2 for hidden in s.hidden_from) for s, _ in STATES), (
        "no hand holding hidden cards of two shuffles"
    )


def unseen_by(state: DumbleState, seat: int) -> set[int]:
    seen = set(state.hands[seat]) | set(state.dead) | set(state.offer) | set(state.pending)
    for known in state.known:
        seen |= set(known)
    return set(range(CARDS_PER_DECK * state.decks)) - seen


def check_determinization(state: DumbleState, seat: int, sample: DumbleState) -> None:
    observation = state.observe(seat)
    assert sample.observe(seat) == observation
    assert sample.hands[seat] == state.hands[seat]
    check_conservation(sample)
    check_public_knowledge(sample)
    older = {c for c in unseen_by(state, seat) if state.shuffle_of[c] != state.shuffle}
    assert not older & set(sample.stock), "a card of an older shuffle put in the stock"
    for other in range(state.num_players):
        if other == seat:
            continue
        assert set(state.known[other]) <= set(sample.hands[other])
        assert len(sample.hands[other]) == len(state.hands[other])
        hidden = [c for c in sample.hands[other] if c not in sample.known[other]]
        assert Counter(state.shuffle_of[c] for c in hidden) == Counter(state.hidden_from[other])
    if state.to_move == seat or state.phase == DRAW:
        assert sample.legal_actions() == state.legal_actions()
    assert sample.legal_actions(), "the sample cannot move"


def play_on(sample: DumbleState, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if sample.is_over():
            return
        action = random_action(sample, rng, call_chance=0.2)
        sample.apply(action)
        check_conservation(sample)
        check_public_knowledge(sample)


@pytest.mark.parametrize("index", range(len(STATES)))
def test_determinize_matches_the_observation(index):
    state, _ = STATES[index]
    before = state.full_view()
    for seat in range(state.num_players):
        for k in range(3):
            sample = GAME.determinize(state.observe(seat), seat, random.Random(k * 31 + seat))
            check_determinization(state, seat, sample)
            play_on(sample, random.Random(k), steps=60)
    assert state.full_view() == before, "determinizing changed the real state"


def test_determinize_is_reproducible_and_random():
    state = next(s for s, rebuilt in STATES if s.num_players >= 3)
    seat = state.to_move
    observation = state.observe(seat)
    one = GAME.determinize(observation, seat, random.Random(5))
    two = GAME.determinize(observation, seat, random.Random(5))
    assert one.full_view() == two.full_view()
    others = {
        tuple(tuple(hand) for hand in GAME.determinize(observation, seat, random.Random(k)).hands)
        for k in range(20)
    }
    assert len(others) > 1


def test_determinized_state_refuses_illegal_moves_like_the_real_one():
    state, _ = STATES[0]
    seat = state.to_move
    sample = GAME.determinize(state.observe(seat), seat, random.Random(1))
    for action in [("discard", (999,)), ("take", 999), ("zap",)]:
        with pytest.raises(IllegalAction):
            sample.apply(action)


# -- the current shuffle of the stock --------------------------------------------------


def after_a_rebuild() -> tuple[DumbleState, int, int]:
    """Three players. Seat 2 draws the last card of the stock (the stock is rebuilt),
    seat 0 draws, then seat 1 draws a card from the new stock and seat 2 is to move.
    Returns the state, the card seat 1 drew, and the card seat 2 drew."""
    state = position(
        3,
        ["2C 3C 9H 5S", "4D 6D 8H KS", "AH 7C 10D JD"],
        turn=2,
        offer="QC",
    )
    last = state.stock.pop()
    state.dead.extend(state.stock)
    state.stock = [last]
    check_public_knowledge(state)
    state.apply(("discard", (card("JD"),)))
    events = state.apply(("draw",))
    assert events[-1]["type"] == "stock_rebuilt"
    state.apply(("discard", (card("9H"),)))
    state.apply(("draw",))
    state.apply(("discard", (card("KS"),)))
    drawn = state.stock[-1]
    state.apply(("draw",))
    assert state.turn == 2 and state.shuffle == 1
    assert state.hidden_from == [{0: 3, 1: 1}, {0: 3, 1: 1}, {0: 4}]
    return state, drawn, last


def test_a_card_drawn_from_the_current_stock_stays_with_that_shuffle():
    """Seen from seat 0, the card seat 1 drew from the new stock is in seat 1's hand or
    still in the stock, never in seat 2's hand (seat 2 only holds older cards)."""
    state, drawn, _ = after_a_rebuild()
    observation = state.observe(0)
    in_hand = in_stock = 0
    for k in range(400):
        sample = GAME.determinize(observation, 0, random.Random(k))
        check_determinization(state, 0, sample)
        assert drawn not in sample.hands[2]
        assert all(state.shuffle_of[c] == 0 for c in sample.hands[2])
        assert sum(1 for c in sample.hands[1] if state.shuffle_of[c] == state.shuffle) == 1
        if drawn in sample.hands[1]:
            in_hand += 1
        else:
            assert drawn in sample.stock
            in_stock += 1
    assert in_hand > 0 and in_stock > 0


def test_an_older_card_is_never_put_back_in_the_stock():
    """Seat 2 drew the last card of the old stock: it cannot be in the new stock."""
    state, _, older_card = after_a_rebuild()
    assert older_card in state.hands[2] and state.shuffle_of[older_card] == 0 < state.shuffle
    observation = state.observe(0)
    where = set()
    for k in range(200):
        sample = GAME.determinize(observation, 0, random.Random(k))
        assert older_card not in sample.stock
        where.add(1 if older_card in sample.hands[1] else 2)
        assert older_card in sample.hands[1] + sample.hands[2]
    assert where == {1, 2}


def test_taken_cards_stay_in_the_taker_hand():
    state = position(3, ["2C 3C 9H", "4D 6D 8H", "AH 7C 10D"], turn=0, offer="QC")
    state.apply(("discard", (card("9H"),)))
    state.apply(("take", card("QC")))
    state.apply(("discard", (card("8H"),)))
    state.apply(("take", card("9H")))
    assert state.known == [cards("QC"), cards("9H"), []]
    for seat in range(3):
        for k in range(50):
            sample = GAME.determinize(state.observe(seat), seat, random.Random(k))
            check_determinization(state, seat, sample)
            assert card("QC") in sample.hands[0]
            assert card("9H") in sample.hands[1]
            assert card("8H") in sample.offer or card("8H") in sample.pending


def test_determinize_for_a_seat_that_is_out():
    state = position(
        3,
        ["2C 3C", "", "AH 7C"],
        turn=0,
        offer="QC",
        known=["", "", "7C"],
        out=[False, True, False],
        totals=[20, 130, 40],
        round_number=4,
    )
    assert state.hidden_from == [{0: 2}, {}, {0: 1}]
    check_public_knowledge(state)
    for k in range(20):
        sample = GAME.determinize(state.observe(1), 1, random.Random(k))
        check_determinization(state, 1, sample)
        assert card("7C") in sample.hands[2] and sample.hands[1] == []
        play_on(sample, random.Random(k), steps=40)


def test_a_second_rebuild_keeps_what_the_previous_shuffle_told():
    """After a rebuild (shuffle 1 is {QD, QH}, every hand card is of shuffle 0), seat 1
    draws from the stock and seat 2 only takes from the discards. Seat 0 then draws QH,
    the last card: seat 0 knows seat 1 holds QD. The stock is rebuilt at once; QD must
    stay in seat 1's hand in every determinization for seat 0."""
    hands = ["2C 3C 9H 5S", "4D 6D 8H KS", "AH 7C 10D JD"]
    first, second = card("QD"), card("QH")
    placed = {*cards(" ".join(hands)), card("QC"), first, second}
    state = position(
        3,
        hands,
        turn=1,
        offer="QC",
        stock=[second, first],  # the first card drawn is the end of the list
        dead=[c for c in range(CARDS_PER_DECK) if c not in placed],
        shuffle=1,
    )
    assert [c for c, number in enumerate(state.shuffle_of) if number == 1] == sorted(
        [first, second]
    )
    assert state.hidden_from == [{0: 4}, {0: 4}, {0: 4}]
    check_conservation(state)
    check_public_knowledge(state)
    state.apply(("discard", (card("KS"),)))
    state.apply(("draw",))  # seat 1 draws QD, hidden
    state.apply(("discard", (card("JD"),)))
    state.apply(("take", card("KS")))  # seat 2 draws nothing from the stock
    assert state.hidden_from == [{0: 4}, {0: 3, 1: 1}, {0: 3}]
    before = state.observe(0)
    for k in range(100):  # before the rebuild the inference holds...
        sample = GAME.determinize(before, 0, random.Random(k))
        check_determinization(state, 0, sample)
        assert first not in sample.hands[2]
    state.apply(("discard", (card("9H"),)))
    events = state.apply(("draw",))  # seat 0 draws QH: seat 1 holds QD
    assert events[-1]["type"] == "stock_rebuilt"
    assert first in state.hands[1]
    assert state.shuffle == 2 and state.shuffle_of[first] == state.shuffle_of[second] == 1
    assert state.hidden_from == [{0: 3, 1: 1}, {0: 3, 1: 1}, {0: 3}]
    check_public_knowledge(state)
    after = state.observe(0)
    for k in range(100):  # ...and must still hold after it
        sample = GAME.determinize(after, 0, random.Random(k))
        check_determinization(state, 0, sample)
        assert first in sample.hands[1], f"sample {k} put QD in seat 2's hand"
