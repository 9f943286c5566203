"""Helpers for the Dumble tests: exact positions built on a fresh state, and checks.

Cards are written as in `card_name` ("QS", "10H", "AD"); a trailing apostrophe names
the copy from the second deck ("QS'"), which only exists in 6-8 player matches.
"""

from __future__ import annotations

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
    seed: int = 0,
) -> DumbleState:
    """A fresh match of `num_players`, overwritten to show exactly this position.

    `hands` has one entry per seat (codes or ids; eliminated seats get ""). Unless
    `stock` is given, every card not placed elsewhere goes to the stock, in id order
    (the top of the stock is the end of the list). The pool is the stock plus every
    hidden hand card, as right after a deal, and `hidden_current` counts those."""
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
    state.pool = frozenset(state.stock) | frozenset(hidden)
    state.hidden_current = [
        sum(1 for c in hand if c not in state.known[seat]) for seat, hand in enumerate(state.hands)
    ]
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
    """`known` and `hidden_current` describe the hands truthfully."""
    for seat, hand in enumerate(state.hands):
        assert set(state.known[seat]) <= set(hand), f"seat {seat} known card not in hand"
        hidden_in_pool = sum(1 for c in hand if c not in state.known[seat] and c in state.pool)
        assert hidden_in_pool == state.hidden_current[seat], f"seat {seat} hidden_current"
    assert set(state.stock) <= state.pool
