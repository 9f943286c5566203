"""A search's playout of the Stonehenge auction: the policy and a fast model of the
rules it plays under.

The policy (`playout_action`) is a random move among the actions a search weighs:
every legal action but a take-back (`Game.searched_actions`). A bid is built card by
card and then sealed or given up, never taken apart card by card: a random
take-back only undoes a random lay and spends the playout's steps on nothing. The
pick is `int(rng.random() * len(choices))`, one draw per action.

`rollout` plays that policy on the state's own lists (the search's world, used up)
with the rules that matter to a playout, and stops where `Game.rollout`'s generic
loop stops, with the same steps and result, drawing the same numbers from the
search's RNG and from the match RNG; tests/engine/ai/test_rollout_model.py and
tests/engine/stonehenge/test_playout.py hold it equal to the engine played move
by move (the result, and the whole table left behind) over random positions, real
and determinized. It models:

- SH-5: the first auction, one card each and no pass (the policy seals once a card
  is laid);
- SH-6, SH-7, SH-8: the bids in turn from the opener; a bid holds one colour plus
  any dolmen cards; a pass takes the laid cards back into the hand;
- SH-9 to SH-13: the reveal: trump (cancelled by a dolmen card), then the total,
  then the top card; nobody above zero: the stone leaves the game;
- SH-14: the points; SH-15: the draws (the winner none, the lowest bid above zero
  two when two or more bid above zero, everyone else one), clockwise from the
  auction's opener; the winner opens the next auction;
- SH-16: the discard, sorted then shuffled with the match RNG, becomes the deck
  when the deck runs out mid-draw;
- SH-17: the match ends when a buyer reaches 20 or after the last auction.

It skips what a playout never reads: events, legality checks, the sealed statuses,
the public bookkeeping of shuffles (`shuffle_of`, `hidden_from`), owners, history.
"""

from __future__ import annotations

from bisect import bisect_left, insort

from rules_engine.core.protocol import Result, Rollout
from rules_engine.games.stonehenge.material import (
    AUCTIONS,
    CARDS,
    DECK,
    FIRST_DOLMEN_CARD,
    NO_SUIT,
    NUMBER,
    STONE_COLOURS,
    SUIT,
    SUITS,
    TARGET,
    stone_points,
)
from rules_engine.games.stonehenge.state import (
    ADD_ACTIONS,
    OVER,
    PASS_ACTION,
    SEAL_ACTION,
    StonehengeState,
)

# ALLOWED[suit][card]: the card may join a bid of that suit (SH-7).
ALLOWED = tuple(
    tuple(SUIT[card] == suit or card >= FIRST_DOLMEN_CARD for card in DECK) for suit in range(SUITS)
)
# ORDERS[n][opener]: the seats clockwise from the opener.
ORDERS = {
    n: tuple(tuple((opener + step) % n for step in range(n)) for opener in range(n))
    for n in (3, 4, 5)
}
# SINGLE_KEYS[stone][card]: the key of a bid of that one number card (see `rollout`).
SINGLE_KEYS = tuple(
    tuple(
        ((SUIT[card] == stone) << 20 | NUMBER[card] << 7 | card) << 3
        for card in range(FIRST_DOLMEN_CARD)
    )
    for stone in range(STONE_COLOURS)
)
BITS = tuple(size.bit_length() for size in range(CARDS + 1))
CHAMPION = 1 << 30  # above any score: the champion ranks first
NO_TRUMP = (1 << 23) - 1  # a bid's key without its trump bit (see `rollout`)


def playout_action(state: StonehengeState, rng) -> tuple:
    """A random action among the legal ones but the take-backs, in the order of
    `legal_actions` (the cards that may go in, then seal once a card lies there,
    then pass outside the first auction)."""
    turn = state.turn
    hand = state.hands[turn]
    laid = state.bids.items[turn]
    if state.first:  # SH-5: one card, then seal
        if laid:
            return SEAL_ACTION
        return ADD_ACTIONS[hand[int(rng.random() * len(hand))]]
    suit = state.suit
    if suit == NO_SUIT:
        playable = hand
    else:
        playable = [card for card in hand if SUIT[card] == suit or card >= FIRST_DOLMEN_CARD]
    count = len(playable)
    pick = int(rng.random() * (count + (2 if laid else 1)))
    if pick < count:
        return ADD_ACTIONS[playable[pick]]
    if laid and pick == count:
        return SEAL_ACTION
    return PASS_ACTION


def rollout(state: StonehengeState, rng, start_round: int, max_steps: int) -> Rollout:
    """`Game.rollout` with `playout_action`, on the state's own lists (the state is
    the search's world: it is used up)."""
    steps = 0
    if state.phase == OVER or state.round_mark() != start_round or max_steps <= 0:
        return _finish(state, steps)
    random = rng.random
    match_rng = state.rng
    n = state.num_players
    hands = state.hands
    items = state.bids.items
    stones = state.stones
    collections = state.collections
    scores = state.scores
    deck = state.deck
    discard = state.discard
    auction = state.auction
    opener = state.opener
    turn = state.turn
    suit = state.suit
    first = state.first
    DOLMEN = FIRST_DOLMEN_CARD  # a local: read at every step
    orders = ORDERS[n]
    over = False
    while steps < max_steps:
        hand = hands[turn]
        laid = items[turn]
        if first:  # SH-5: one card, then seal
            steps += 1
            if not laid:
                card = hand.pop(int(random() * len(hand)))
                laid.append(card)
                if card < DOLMEN:
                    suit = SUIT[card]
                continue
        else:
            # The seat's bid, one policy pick per step, until sealed or given up.
            if suit == NO_SUIT:
                playable = hand
            else:
                allowed = ALLOWED[suit]
                playable = [card for card in hand if allowed[card]]
            while True:
                steps += 1
                count = len(playable)
                pick = int(random() * (count + 2 if laid else count + 1))
                if pick >= count:
                    break
                card = playable.pop(pick)
                if playable is not hand:
                    hand.remove(card)
                laid.append(card)
                if suit == NO_SUIT and card < DOLMEN:
                    suit = SUIT[card]
                    allowed = ALLOWED[suit]
                    playable = [card for card in hand if allowed[card]]
                if steps >= max_steps:
                    break
            if pick < count:  # the horizon, in the middle of a bid
                break
            if laid and pick > count:  # pass: the laid cards go back
                for card in laid:
                    insort(hand, card)
                laid.clear()
        # SH-6: the next seat bids; once round the table, the reveal.
        suit = NO_SUIT
        turn = (turn + 1) % n
        if turn != opener:
            continue
        # SH-9 to SH-13: the best bid above zero wins; the lowest draws two. A bid
        # above zero holds a number card; its key orders trump, then the total,
        # then the top card (the top cards of two bids differ: no tie), and ends
        # with the seat (three bits).
        stone = stones[auction]
        single = SINGLE_KEYS[stone]
        cancelled = False
        ranked = []
        for seat in range(n):
            bid = items[seat]
            if not bid:
                continue
            if len(bid) == 1:  # most bids: one card
                card = bid[0]
                if card >= DOLMEN:
                    cancelled = True
                else:
                    ranked.append(single[card] | seat)
                discard.append(card)
            else:
                value = 0
                top = -1
                for card in bid:
                    if card >= DOLMEN:
                        cancelled = True
                    else:
                        value += NUMBER[card]
                        if card > top:
                            top = card
                if top >= 0:
                    ranked.append(((SUIT[top] == stone) << 20 | value << 7 | top) << 3 | seat)
                discard += bid
            bid.clear()
        winner = lowest = -1
        if ranked:
            if cancelled:  # SH-11: a dolmen card was bid: no trump
                ranked = [key & NO_TRUMP for key in ranked]
            winner = max(ranked) & 7
            owned = collections[winner]
            scores[winner] += stone_points(auction, owned[stone])  # SH-14
            owned[stone] += 1
            if len(ranked) > 1:
                lowest = min(ranked) & 7
        auction += 1
        if winner >= 0 and scores[winner] >= TARGET:
            state.champion = winner
            over = True
            break
        if auction == AUCTIONS:
            over = True
            break
        # SH-15, SH-16: the draws, clockwise from this auction's opener: none for the
        # winner, two for the lowest, one for the others; at most n cards in all.
        if len(deck) >= n:
            for seat in orders[opener]:
                if seat != winner:
                    insort(hands[seat], deck.pop())
                    if seat == lowest:
                        insort(hands[seat], deck.pop())
        else:
            for seat in orders[opener]:
                if seat == winner:
                    continue
                hand = hands[seat]
                for _ in range(2 if seat == lowest else 1):
                    if not deck:
                        if not discard:
                            break
                        deck = sorted(discard)
                        shuffle_as_random(deck, match_rng)
                        discard = []
                    insort(hand, deck.pop())
        if winner >= 0:
            opener = winner
        first = False
        turn = opener
    if over:
        state.phase = OVER
    # What the result reads, and the table as it stands.
    state.deck, state.discard, state.auction = deck, discard, auction
    state.opener, state.turn, state.suit, state.first = opener, turn, suit, first
    return _finish(state, steps)


def shuffle_as_random(cards: list, rng) -> None:
    """`rng.shuffle(cards)` draw for draw, without a method call per card: CPython's
    `Random.shuffle` swaps each place from the end with one below it drawn by
    rejection over `getrandbits` (`_randbelow_with_getrandbits`). The tests hold the
    match RNG's state after a playout equal to the engine's."""
    rng.getrandbits(0)  # draws nothing; seeds a world's RNG not seeded yet
    getrandbits = rng.getrandbits
    for last in range(len(cards) - 1, 0, -1):
        size = last + 1
        bits = BITS[size]
        other = getrandbits(bits)
        while other >= size:
            other = getrandbits(bits)
        cards[last], cards[other] = cards[other], cards[last]


def _finish(state: StonehengeState, steps: int) -> Rollout:
    """`state.result()` (SH-17; `provisional_result` is the same, the state does not
    override it): the champion first, then by score, equal scores sharing a rank."""
    scores = state.scores
    keys = [-score for score in scores]
    if state.champion is not None:
        keys[state.champion] = -CHAMPION
    ordered = sorted(keys)
    ranks = tuple([bisect_left(ordered, key) + 1 for key in keys])
    return Rollout(Result(tuple(scores), ranks), state.phase == OVER, steps)
