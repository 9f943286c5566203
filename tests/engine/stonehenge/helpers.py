"""Helpers for the Stonehenge auction tests: exact positions built on a fresh state, bids
played step by step, and independent checks of what the engine keeps.

Cards are written by number and time: "14d" is the day 14, "14n" the night 14 (card n
has colour (n - 1) mod 6: 14 is blue), "D" a dolmen card (each "D" the next unused one).
"""

from __future__ import annotations

from rules_engine.core import get_game
from rules_engine.games.stonehenge.material import (
    AUCTIONS,
    CARDS,
    FIRST_DOLMEN_CARD,
    RING_SPACES,
    STONE_COLOURS,
    STONES,
    number_card,
    stone_points,
)
from rules_engine.games.stonehenge.state import LEFT_THE_GAME, StonehengeState

GAME = get_game("stonehenge")
RED, BLUE, GREEN, YELLOW, PURPLE, GREY = range(6)


def cards(codes: str) -> list[int]:
    """Card ids from codes like "14d 20n D D"."""
    found = []
    dolmens = iter(range(FIRST_DOLMEN_CARD, CARDS))
    for code in codes.split():
        if code == "D":
            found.append(next(dolmens))
        else:
            found.append(number_card(int(code[:-1]), code[-1] == "d"))
    return found


def card(code: str) -> int:
    (found,) = cards(code)
    return found


def table(
    hands: list[str],
    *,
    stone: int = BLUE,
    auction: int = 8,
    first: bool = False,
    opener: int = 0,
    deck_top: str = "",
    deck_size: int | None = None,
    discard: str = "",
    collections: list[list[int]] | None = None,
    scores: list[int] | None = None,
    seed: int = 1,
) -> StonehengeState:
    """A match at the start of the bidding for auction `auction` (0-based: space
    `auction + 1`, or a dolmen from 30 on) whose stone is `stone`, with these hands.
    Dolmen cards are numbered across all hands in order. `deck_top` lists the next
    cards to be drawn, first drawn first; the rest of the unused cards follow in the
    deck unless `deck_size` limits it (the others then go to the discard)."""
    state = GAME.new_match(len(hands), None, seed)
    n = len(hands)
    dealt = cards(" ".join([*hands, discard, deck_top]))
    assert len(set(dealt)) == len(dealt), "a card is used twice"
    position = 0
    for seat, hand in enumerate(hands):
        size = len(hand.split())
        state.hands[seat] = sorted(dealt[position : position + size])
        state.hidden_from[seat] = {0: size} if size else {}
        position += size
    discarded = dealt[position : position + len(discard.split())]
    position += len(discarded)
    top = dealt[position:]
    rest = [c for c in range(CARDS) if c not in dealt]
    if deck_size is not None:
        keep = deck_size - len(top)
        discarded += rest[keep:]
        rest = rest[:keep]
    state.deck = rest + list(reversed(top))
    state.discard = discarded
    stones = list(state.stones)
    stones[auction] = stone
    state.stones = tuple(stones)
    state.auction = auction
    state.first = first
    state.opener = state.turn = opener
    for index in range(auction):
        state.owners[index] = LEFT_THE_GAME
    if collections is not None:
        state.collections = [list(owned) for owned in collections]
    if scores is not None:
        state.scores = list(scores)
    assert len(state.collections) == n
    return state


def bid(state: StonehengeState, codes: str | None) -> list[dict]:
    """The seat to move lays these cards one by one and seals; None: it passes."""
    events = []
    if codes is None:
        return state.apply(("pass",))
    for found in cards_in_hand(state, codes):
        events += state.apply(("add", found))
    events += state.apply(("seal",))
    return events


def cards_in_hand(state: StonehengeState, codes: str) -> list[int]:
    """Like `cards`, but "D" picks the seat to move's next dolmen card."""
    hand = state.hands[state.to_move]
    dolmens = iter([c for c in hand if c >= FIRST_DOLMEN_CARD])
    return [next(dolmens) if code == "D" else card(code) for code in codes.split()]


def auction_round(state: StonehengeState, bids: list[str | None]) -> list[dict]:
    """Every seat bids in turn, from the opener; `bids[seat]` is that seat's bid."""
    events = []
    for _ in range(state.num_players):
        events += bid(state, bids[state.to_move])
    return events


def of_type(events: list[dict], kind: str) -> list[dict]:
    return [event for event in events if event["type"] == kind]


def check_cards_accounted(state: StonehengeState) -> None:
    """SH-1: the 65 cards are in the hands, the face-down bids, the deck or the discard."""
    places = [*state.deck, *state.discard]
    for seat in range(state.num_players):
        places += state.hands[seat]
        places += state.bids.items[seat]
    assert sorted(places) == list(range(CARDS))


def check_stones_accounted(state: StonehengeState) -> None:
    """SH-1, SH-13, SH-14: every stone is still on the board (not yet offered),
    bought or out of the game; collections match the buyers."""
    owners = state.owners
    assert all(owner is None for owner in owners[state.auction :])
    assert all(owner is not None for owner in owners[: state.auction])
    owned = [[0] * STONE_COLOURS for _ in range(state.num_players)]
    for index, owner in enumerate(owners):
        if owner is not None and owner != LEFT_THE_GAME:
            owned[owner][state.stones[index]] += 1
    assert owned == state.collections
    for colour in range(STONE_COLOURS):
        assert state.stones.count(colour) == 7
    assert len(state.stones) == STONES == AUCTIONS
    assert sorted(state.stones[RING_SPACES:]) == list(range(STONE_COLOURS))


def expected_scores(state: StonehengeState) -> list[int]:
    """SH-14, recomputed from who bought what, in order."""
    owned = [[0] * STONE_COLOURS for _ in range(state.num_players)]
    scores = [0] * state.num_players
    for index, owner in enumerate(state.owners):
        if owner is None or owner == LEFT_THE_GAME:
            continue
        colour = state.stones[index]
        scores[owner] += stone_points(index, owned[owner][colour])
        owned[owner][colour] += 1
    return scores
