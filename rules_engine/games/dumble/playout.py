"""A search's playout of Dumble: the greedy policy and a fast model of the round it
plays.

The policy (`playout_action`) is a quick greedy player (random ones never call, so a
random round hardly ends):

- to draw (DU-10): take the first of the previous player's discards worth
  `PLAYOUT_TAKE` points or less, else draw from the stock, else (an empty stock,
  nothing to rebuild it) take the first offered card;
- to discard: call (DU-12) with `PLAYOUT_CALL` points or less in hand, else shed
  the discard worth the most points (`greedy_discard`), a tie between equal
  discards broken by one `rng.random()`.

The best discard is found without listing every legal discard: the highest single
cards, the largest set of each rank held twice or more (DU-8: a set of four beats
any three of them), and the runs (DU-9). A tie is broken evenly among the discards
worth the most, as when each legal discard drew a random number of its own (the
policy before the fast model: the same choices, as likely, for fewer draws). With
one deck (2 to 5 players) a hand is read as a mask of 52 bits
(`best_discards_one_deck`); with two, as its list (`best_discards`).

`rollout` plays that policy on plain copies of the table and stops where
`Game.rollout`'s generic loop stops, with the same steps and result, drawing from
the search's RNG and from the state's own match RNG (`state.rng`) as the engine
does; tests/engine/ai/test_rollout_model.py holds the two equal over random
positions, real and determinized. It models:

- DU-6: a turn is a discard then a draw, clockwise over the seats still in;
- DU-7 to DU-9: the discard leaves the hand and waits, then is offered to the next
  player;
- DU-10: a draw from the stock or a take from the offer; the rest of the offer dies;
- DU-11: an empty stock is rebuilt from the dead discards, sorted then shuffled with
  the match RNG;
- DU-12 to DU-18: a call ends the round through the engine's own
  `DumbleState.end_round` (the scores, the totals, who goes out, the end of the
  match), without the events and without the next deal.

It skips what a playout never reads: events, legality checks, and the public
knowledge of hands (`known`, `hidden_from`, `shuffle_of`), which the used-up world
is left without. With one deck the hands live as masks and points during the
round and are not written back: the score reads none of them. A round that ends
is scored (the totals, who goes out, the end of the match) but the next one is
not dealt: the playout stops there and its score reads none of it.
"""

from __future__ import annotations

import random
from bisect import insort
from itertools import combinations, product

from rules_engine.core.cards import CARDS_PER_DECK, RANK
from rules_engine.core.protocol import Rollout
from rules_engine.games.dumble.discards import MAX_DISCARD, RUN_START
from rules_engine.games.dumble.scoring import CARD_VALUE, hand_value
from rules_engine.games.dumble.state import (
    CALL,
    DISCARD,
    DRAW,
    DRAW_FROM_STOCK,
    OVER,
    DumbleState,
    shuffle,
)

# Call with this many points or fewer (at most CALL_LIMIT), take an offered card
# worth this much or less.
PLAYOUT_CALL = 7
PLAYOUT_TAKE = 3


# One deck (2 to 5 players): a hand is also a mask of 52 bits, bit `card` for each
# card held; a suit is 13 bits, Ace lowest, so the cards of a rank are one bit in
# each suit (`COLUMN << rank index`) and a run is three neighbouring bits.
BIT = tuple(1 << card for card in range(CARDS_PER_DECK))
SUIT_BITS = (1 << 13) - 1
COLUMN = 1 | 1 << 13 | 1 << 26 | 1 << 39
COLUMNS = tuple(COLUMN << index for index in range(13))
FACE_VALUE = CARD_VALUE[:13]  # by rank index (rank - 1)
TENS = sum(BIT[card] for card in range(CARDS_PER_DECK) if CARD_VALUE[card] == 10)
RUN_LOWS = sum(BIT[card] for card in range(CARDS_PER_DECK) if RUN_START[card])
# The cards of a mask, ascending, as a set (DU-8) and as single discards (DU-7);
# filled as met: the 208 masks of one rank, and the tens of a hand (at most seven
# of the sixteen cards worth 10, so some 26,000 masks at the very most).
_SETS: dict[int, tuple[int, ...]] = {}
_SINGLES: dict[int, list[tuple[int]]] = {}


def _cards_of(mask: int) -> tuple[int, ...]:
    cards = _SETS.get(mask)
    if cards is None:
        cards = _SETS[mask] = tuple(card for card in range(CARDS_PER_DECK) if mask >> card & 1)
    return cards


def _singles_of(mask: int) -> list[tuple[int]]:
    singles = _SINGLES.get(mask)
    if singles is None:
        singles = _SINGLES[mask] = [(card,) for card in _cards_of(mask)]
    return singles


def mask_of(hand) -> int:
    mask = 0
    for card in hand:
        mask |= BIT[card]
    return mask


def best_discards_one_deck(mask: int) -> list[tuple[int, ...]]:
    """`best_discards` for a one-deck hand given as its mask, in the order singles,
    sets (by rank), runs (by lowest card). Do not change the list returned. (The
    caches are read here before any call: a playout runs this at every discard.)"""
    clubs = mask & SUIT_BITS
    diamonds = mask >> 13 & SUIT_BITS
    hearts = mask >> 26 & SUIT_BITS
    spades = mask >> 39
    top = (clubs | diamonds | hearts | spades).bit_length() - 1  # the highest rank index
    if top >= 9:  # a ten or a face card: every card worth 10 is a best single
        best = 10
        ties = _SINGLES.get(mask & TENS) or _singles_of(mask & TENS)
    else:
        best = top + 1
        column = mask & COLUMNS[top]
        ties = _SINGLES.get(column) or _singles_of(column)
    # DU-8: ranks held twice or more; of one deck, at most four, all of them a set.
    sets = (clubs & diamonds) | (hearts & spades) | ((clubs | diamonds) & (hearts | spades))
    copied = False
    while sets:
        low = sets & -sets
        sets ^= low
        index = low.bit_length() - 1
        column = mask & COLUMNS[index]
        cards = _SETS.get(column) or _cards_of(column)
        points = FACE_VALUE[index] * len(cards)
        if points > best:
            best = points
            ties = [cards]
            copied = True
        elif points == best:
            if not copied:
                ties = ties[:]
                copied = True
            ties.append(cards)
    # DU-9: runs of three neighbours of one suit.
    runs = mask & mask >> 1 & mask >> 2 & RUN_LOWS
    while runs:
        low = runs & -runs
        runs ^= low
        card = low.bit_length() - 1
        points = CARD_VALUE[card] + CARD_VALUE[card + 1] + CARD_VALUE[card + 2]
        if points > best:
            best = points
            ties = [(card, card + 1, card + 2)]
            copied = True
        elif points == best:
            if not copied:
                ties = ties[:]
                copied = True
            ties.append((card, card + 1, card + 2))
    return ties


def greedy_discard(hand: list[int], decks: int, rng: random.Random) -> tuple[int, ...]:
    """The legal discard (DU-7 to DU-9) worth the most points from a sorted hand, as
    a sorted tuple; one `rng.random()` picks among equal ones."""
    ties = best_discards_one_deck(mask_of(hand)) if decks == 1 else best_discards(hand)
    return ties[int(rng.random() * len(ties))]


def best_discards(hand: list[int]) -> list[tuple[int, ...]]:
    """The legal discards (DU-7 to DU-9) worth the most points from a sorted, non
    empty hand, each a sorted tuple, in the order singles, sets, runs."""
    value = CARD_VALUE
    best = 0
    ties: list[tuple[int, ...]] = []
    for card in hand:
        points = value[card]
        if points > best:
            best = points
            ties = [(card,)]
        elif points == best:
            ties.append((card,))
    count = len(hand)
    if count >= 2:
        rank = RANK
        by_rank: dict[int, list[int]] = {}
        for card in hand:
            same = by_rank.get(rank[card])
            if same is None:
                by_rank[rank[card]] = [card]
            else:
                same.append(card)
        if len(by_rank) < count:
            # DU-8: of one rank, the most cards allowed are worth the most.
            for same in by_rank.values():
                held = len(same)
                if held < 2:
                    continue
                size = min(held, MAX_DISCARD)
                points = value[same[0]] * size
                if points < best:
                    continue
                if points > best:
                    best = points
                    ties = []
                if held == size:
                    ties.append(tuple(same))
                else:
                    ties.extend(combinations(same, size))
        if count >= 3:
            # DU-9: runs of three.
            if hand[-1] < CARDS_PER_DECK:
                # One deck: a suit's ids are consecutive ranks, and a sorted hand
                # holds a run as three neighbours c, c+1, c+2.
                for index in range(count - 2):
                    low = hand[index]
                    if hand[index + 2] == low + 2 and RUN_START[low]:
                        points = value[low] + value[low + 1] + value[low + 2]
                        if points > best:
                            best = points
                            ties = [(low, low + 1, low + 2)]
                        elif points == best:
                            ties.append((low, low + 1, low + 2))
            else:
                by_face: dict[int, list[int]] = {}
                for card in hand:
                    by_face.setdefault(card % CARDS_PER_DECK, []).append(card)
                for face, lows in by_face.items():
                    if not RUN_START[face]:
                        continue
                    middles = by_face.get(face + 1)
                    highs = by_face.get(face + 2) if middles else None
                    if not highs:
                        continue
                    points = value[face] + value[face + 1] + value[face + 2]
                    if points < best:
                        continue
                    if points > best:
                        best = points
                        ties = []
                    ties.extend(tuple(sorted(run)) for run in product(lows, middles, highs))
    return ties


def policy_take(offer, stock) -> int | None:
    """The policy's draw (DU-10): the first card of the offer worth `PLAYOUT_TAKE`
    points or less, else None (draw from the stock), else (an empty stock) the
    offer's first card."""
    for card in offer:
        if CARD_VALUE[card] <= PLAYOUT_TAKE:
            return card
    return None if stock else offer[0]


def playout_action(state: DumbleState, rng: random.Random) -> tuple:
    """The policy's action in `state` (see the module docstring)."""
    if state.phase == DRAW:
        taken = policy_take(state.offer, state.stock)
        return DRAW_FROM_STOCK if taken is None else ("take", taken)
    hand = state.hands[state.turn]
    if hand_value(hand) <= PLAYOUT_CALL:
        return CALL
    return ("discard", greedy_discard(hand, state.decks, rng))


def rollout(state: DumbleState, rng: random.Random, start_round: int, max_steps: int) -> Rollout:
    """`Game.rollout` for Dumble: the policy played on plain copies of the table (see
    the module docstring); `state` is used up."""
    steps = 0
    if state.phase != OVER and state.round == start_round:
        play = _play_masks if state.decks == 1 else _play_lists
        steps = play(state, rng, max_steps)
    over = state.phase == OVER
    return Rollout(state.result() if over else state.provisional_result(), over, steps)


def _play_masks(state: DumbleState, rng: random.Random, max_steps: int) -> int:
    """The round played on, one deck: each hand as its mask and its points."""
    value, bit = CARD_VALUE, BIT
    masks, points = [], []
    for hand in state.hands:
        mask = held = 0
        for card in hand:
            mask |= bit[card]
            held += value[card]
        masks.append(mask)
        points.append(held)
    # DU-6: clockwise over the seats still in (nobody goes out during a round).
    following = [state.next_seat(seat) for seat in range(state.num_players)]
    stock, dead, offer, pending = state.stock, state.dead, state.offer, state.pending
    turn, phase = state.turn, state.phase
    random = rng.random
    called = False
    steps = 0
    while True:  # a turn: the discard (unless the draw is next), then the draw
        if phase == DISCARD:
            if steps >= max_steps:
                break
            steps += 1
            held = points[turn]
            if held <= PLAYOUT_CALL:
                called = True  # DU-12
                break
            mask = masks[turn]
            ties = best_discards_one_deck(mask)
            pending = ties[int(random() * len(ties))]
            for card in pending:
                mask ^= bit[card]
                held -= value[card]
            if steps >= max_steps:
                masks[turn], points[turn], phase = mask, held, DRAW
                break
        elif steps >= max_steps:
            break
        else:
            mask, held = masks[turn], points[turn]
        steps += 1
        # DU-10: `policy_take`, written out (a call per draw cost 3% of a search);
        # the rest of the offer dies.
        for taken in offer:
            if value[taken] <= PLAYOUT_TAKE:
                rest = list(offer)
                rest.remove(taken)
                dead.extend(rest)
                break
        else:
            if stock:
                taken = stock.pop()
                dead.extend(offer)
            else:
                taken = offer[0]
                dead.extend(offer[1:])
        masks[turn] = mask | bit[taken]
        points[turn] = held + value[taken]
        offer, pending, phase = pending, (), DISCARD
        turn = following[turn]
        if not stock and dead:
            stock, dead = _rebuild(state, dead), []
    state.stock, state.dead, state.offer, state.pending = stock, dead, offer, pending
    state.turn, state.phase = turn, phase
    if called:
        # DU-13 to DU-18; the playout stops here, and its score reads only the
        # totals and who is out: the next round is not dealt.
        state.end_round(turn, points, deal=False)
    return steps


def _play_lists(state: DumbleState, rng: random.Random, max_steps: int) -> int:
    """The round played on, two decks: the state's own hands, sorted lists."""
    value = CARD_VALUE
    hands = state.hands
    following = [state.next_seat(seat) for seat in range(state.num_players)]
    stock, dead, offer, pending = state.stock, state.dead, state.offer, state.pending
    turn, phase = state.turn, state.phase
    called = False
    steps = 0
    while steps < max_steps:
        steps += 1
        hand = hands[turn]
        if phase == DISCARD:
            held = 0
            for card in hand:
                held += value[card]
            if held <= PLAYOUT_CALL:
                called = True  # DU-12
                break
            ties = best_discards(hand)
            pending = ties[int(rng.random() * len(ties))]
            for card in pending:
                hand.remove(card)
            phase = DRAW
            continue
        taken = policy_take(offer, stock)  # DU-10: the rest of the offer dies
        if taken is None:
            insort(hand, stock.pop())
            dead.extend(offer)
        else:
            insort(hand, taken)
            rest = list(offer)
            rest.remove(taken)
            dead.extend(rest)
        offer, pending, phase = pending, (), DISCARD
        turn = following[turn]
        if not stock and dead:
            stock, dead = _rebuild(state, dead), []
    state.stock, state.dead, state.offer, state.pending = stock, dead, offer, pending
    state.turn, state.phase = turn, phase
    if called:  # DU-13 to DU-18, without the next deal (see `_play_masks`)
        state.end_round(turn, [hand_value(hand) for hand in hands], deal=False)
    return steps


def _rebuild(state: DumbleState, dead: list[int]) -> list[int]:
    """DU-11: the new stock, the dead discards sorted then shuffled with the match
    RNG, as `DumbleState._rebuild_stock` does (but for `shuffle_of`, public
    knowledge a playout never reads)."""
    stock = sorted(dead)
    shuffle(state.rng, stock)
    state.shuffle += 1
    return stock
