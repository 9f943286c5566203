"""Helpers for the Dumble tests: exact positions built on a fresh state, and checks.

Cards are written as in `card_name` ("QS", "10H", "AD"); a trailing apostrophe names
the copy from the second deck ("QS'"), which only exists in 6-8 player matches.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from rules_engine.core import get_game
from rules_engine.core.cards import CARDS_PER_DECK, RANK, SUIT, card_name, parse_card
from rules_engine.games.dumble.state import DISCARD, DumbleState

GAME = get_game("dumble")


def card(code: str) -> int:
    """One card; "QS'" is the queen of spades of the second deck."""
    code = code.strip()
    if code.endswith("'"):
        return parse_card(code[:-1], deck=1)
    return parse_card(code)


def cards(codes: str | list[int] | tuple[int, ...]) -> list[int]:
    """Several cards written as codes separated by spaces (or already card ids)."""
    if isinstance(codes, str):
        return [card(code) for code in codes.split()]
    return list(codes)


def names(ids) -> str:
    return " ".join(card_name(c) + ("'" if c >= CARDS_PER_DECK else "") for c in ids)


def position(
    num_players: int,
    hands,
    *,
    turn: int = 0,
    offer="",
    stock=None,
    dead="",
    pending="",
    known=None,
    totals=None,
    out=None,
    out_round=None,
    round_number: int = 1,
    phase: int = DISCARD,
    shuffle: int = 0,
    shuffle_of=None,
    seed: int = 0,
) -> DumbleState:
    """A fresh match of `num_players`, overwritten to show exactly this position.

    `hands` has one entry per seat (codes or ids; eliminated seats get ""). Unless
    `stock` is given, every card not placed elsewhere goes to the stock, in id order
    (the top of the stock is the end of the list).

    Shuffles: by default this is shuffle 0, as right after a deal: every card has
    `shuffle_of` 0 and each hand drew all its hidden cards from shuffle 0. For a
    position after stock rebuilds, give the current `shuffle` (every stock card gets
    it) and `shuffle_of` as {shuffle number: cards} for the other cards that went into
    a later stock (cards not listed stay at 0). `hidden_from` then counts each hand's
    hidden cards by the shuffle they belong to, which is what the engine keeps."""
    state = GAME.new_match(num_players, seed=seed)
    assert isinstance(state, DumbleState)
    state.hands = [sorted(cards(hand)) for hand in hands]
    assert len(state.hands) == num_players
    state.offer = tuple(cards(offer))
    state.pending = tuple(sorted(cards(pending)))
    state.dead = cards(dead)
    placed = [c for hand in state.hands for c in hand]
    placed += [*state.offer, *state.pending, *state.dead]
    if stock is None:
        taken = set(placed)
        state.stock = [c for c in range(CARDS_PER_DECK * state.decks) if c not in taken]
    else:
        state.stock = cards(stock)
    everything = placed + state.stock
    assert len(everything) == len(set(everything)), "a card is placed twice"
    assert sorted(everything) == list(range(CARDS_PER_DECK * state.decks)), (
        "every card must be placed exactly once"
    )
    state.known = [cards(k) for k in known] if known else [[] for _ in range(num_players)]
    for seat, known_cards in enumerate(state.known):
        assert set(known_cards) <= set(state.hands[seat])
    hidden = [
        c for seat, hand in enumerate(state.hands) for c in hand if c not in state.known[seat]
    ]
    state.shuffle = shuffle
    state.shuffle_of = [0] * (CARDS_PER_DECK * state.decks)
    for c in state.stock:
        state.shuffle_of[c] = shuffle
    for number, listed in (shuffle_of or {}).items():
        assert 0 <= number <= shuffle, "a card of a shuffle still to come"
        for c in cards(listed):
            assert c not in state.stock, "every stock card belongs to the current shuffle"
            state.shuffle_of[c] = number
    state.hidden_from = [
        dict(Counter(state.shuffle_of[c] for c in hand if c not in state.known[seat]))
        for seat, hand in enumerate(state.hands)
    ]
    assert sum(sum(h.values()) for h in state.hidden_from) == len(hidden)
    state.turn = turn
    state.starter = turn
    state.phase = phase
    state.round = round_number
    state.totals = list(totals) if totals else [0] * num_players
    state.out = list(out) if out else [False] * num_players
    state.out_round = list(out_round) if out_round else [0] * num_players
    state.history = []
    return state


# -- independent rule checks -------------------------------------------------------------


def legal_discard(selection: tuple[int, ...]) -> bool:
    """DU-7 to DU-9 written independently from the engine."""
    if not 1 <= len(selection) <= 4:
        return False
    if len(selection) == 1:
        return True
    ranks = [RANK[c] for c in selection]
    if len(set(ranks)) == 1:
        return True
    if len(selection) != 3 or len({SUIT[c] for c in selection}) != 1:
        return False
    low, mid, high = sorted(ranks)
    return (low, mid, high) == (low, low + 1, low + 2)


def brute_force_discards(hand) -> set[tuple[int, ...]]:
    found = set()
    for size in range(1, 5):
        for selection in combinations(sorted(hand), size):
            if legal_discard(selection):
                found.add(selection)
    return found


def all_cards(state: DumbleState) -> list[int]:
    """Every card of the table, wherever it is."""
    result = [*state.stock, *state.dead, *state.offer, *state.pending]
    for hand in state.hands:
        result.extend(hand)
    return result


def check_conservation(state: DumbleState) -> None:
    everything = all_cards(state)
    assert sorted(everything) == list(range(CARDS_PER_DECK * state.decks)), (
        "cards lost or duplicated"
    )


def check_public_knowledge(state: DumbleState) -> None:
    """`known`, `shuffle_of` and `hidden_from` describe the table truthfully: each hand
    holds its known cards, its other cards are counted in `hidden_from` under the
    shuffle they last went into (no empty entries), and the stock is all of the
    current shuffle."""
    assert len(state.shuffle_of) == CARDS_PER_DECK * state.decks
    assert all(0 <= number <= state.shuffle for number in state.shuffle_of)
    for seat, hand in enumerate(state.hands):
        known = state.known[seat]
        assert set(known) <= set(hand), f"seat {seat} known card not in hand"
        assert len(set(known)) == len(known), f"seat {seat} known card listed twice"
        unknown = [c for c in hand if c not in known]
        hidden_from = state.hidden_from[seat]
        assert len(unknown) == sum(hidden_from.values()), f"seat {seat} hidden_from total"
        assert all(count > 0 for count in hidden_from.values()), f"seat {seat} empty entry"
        by_shuffle = Counter(state.shuffle_of[c] for c in unknown)
        for number in set(by_shuffle) | set(hidden_from):
            assert by_shuffle[number] == hidden_from.get(number, 0), (
                f"seat {seat} hidden_from[{number}]"
            )
    assert all(state.shuffle_of[c] == state.shuffle for c in state.stock), (
        "a stock card of an older shuffle"
    )
