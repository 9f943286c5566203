"""A match of the Stonehenge auction in progress: `seeds/stonehenge.en.md`, clause by clause.

The auctioneer offers the 35 stones one by one (SH-4). For each, the seats bid in
turn from the opener, once round the table (SH-5, SH-6), with the sealed-commitment
steps of `core.sealed`:

    ("add", card)        lay one card of your hand face down in your bid (SH-7, SH-8)
    ("take_back", card)  take a card of your unsealed bid back into your hand
    ("seal",)            make your bid final (at least one card)
    ("pass",)            bid nothing (never in the first auction, SH-5)

`legal_actions` offers only the cards that keep the bid legal: one card in the first
auction; later, cards of the bid's one colour plus any dolmen card. Laid cards leave
the hand (the table shows them face down in front of the seat). When the last seat
is done, one reveal event shows every bid, the auction is resolved (`auction.resolve`),
the stone scored, the bid cards discarded and the cards drawn.

Besides the table itself the state keeps what the table makes public, as Dumble does:
`shuffle_of[card]` is the last shuffle of the deck a card went into (0 at the start,
one more at each refill from the discard, SH-16) and `hidden_from[seat]` counts, per
shuffle, the cards that seat holds (in hand or in its unrevealed bid) that it drew
face down from that deck. The determinizer deals the unseen cards by these.
"""

from __future__ import annotations

import hashlib
from bisect import insort

from rules_engine.core.errors import IllegalAction
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.protocol import Result, State, ranks_from_keys
from rules_engine.core.rng import MatchRng
from rules_engine.core.sealed import SealedCommitments
from rules_engine.games.stonehenge.auction import resolve
from rules_engine.games.stonehenge.material import (
    AUCTIONS,
    CARDS,
    DECK,
    DOLMEN_BONUS,
    DOLMEN_POINTS,
    FIRST_DOLMEN_CARD,
    HAND_AT_START,
    NO_SUIT,
    RING_BONUS,
    RING_POINTS,
    RING_SPACES,
    STONE_COLOURS,
    STONES_PER_COLOUR,
    SUIT,
    TARGET,
    bid_suit,
    bid_value,
    stone_points,
)

BID, OVER = 0, 1
PHASE_NAMES = ("bid", "over")
ADD, TAKE_BACK, SEAL, PASS = "add", "take_back", "seal", "pass"
SEAL_ACTION = (SEAL,)
PASS_ACTION = (PASS,)
ADD_ACTIONS = tuple((ADD, card) for card in DECK)
TAKE_BACK_ACTIONS = tuple((TAKE_BACK, card) for card in DECK)
DOLMEN_IDS = FIRST_DOLMEN_CARD  # cards from this id on are dolmen cards
LEFT_THE_GAME = -1  # owners[auction] of a stone nobody bought (SH-13)


def ring_and_dolmens(rng: MatchRng) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """SH-3: one stone of each colour on a dolmen, the 30 others at random on the ring."""
    dolmens = list(range(STONE_COLOURS))
    rng.shuffle(dolmens)
    ring = [colour for colour in range(STONE_COLOURS) for _ in range(STONES_PER_COLOUR - 1)]
    rng.shuffle(ring)
    return tuple(ring), tuple(dolmens)


class StonehengeState(State):
    __slots__ = (
        "auction",
        "bids",
        "champion",
        "collections",
        "deck",
        "discard",
        "first",
        "hands",
        "hidden_from",
        "history",
        "last_reveal",
        "num_players",
        "opener",
        "owners",
        "phase",
        "rng",
        "scores",
        "setup_events",
        "shuffle",
        "shuffle_of",
        "stones",
        "suit",
        "turn",
    )

    def __init__(self, num_players: int, rng: MatchRng) -> None:
        self.num_players = num_players
        self.rng = rng
        self.stones: tuple[int, ...] = ()  # the colour offered at each auction: ring, dolmens
        self.auction = 0  # where the auctioneer stands (SH-4)
        self.owners: list[int | None] = [None] * AUCTIONS  # buyer, LEFT_THE_GAME or None
        self.collections = [[0] * STONE_COLOURS for _ in range(num_players)]
        self.scores = [0] * num_players
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.deck: list[int] = []  # the top is the end of the list
        self.discard: list[int] = []
        self.bids = SealedCommitments(num_players)
        self.first = True  # the first auction: one card each, no pass (SH-5)
        self.opener = 0
        self.turn = 0
        self.suit = NO_SUIT  # the suit of the number cards the seat to move has laid
        self.phase = BID
        self.champion: int | None = None  # the seat that reached 20 (SH-17)
        self.shuffle = 0
        self.shuffle_of = [0] * CARDS
        self.hidden_from: list[dict[int, int]] = [{} for _ in range(num_players)]
        self.history: list[tuple[int, ...]] = []  # points each seat scored, per auction
        self.last_reveal: dict | None = None
        self.setup_events: list[dict] = []

    # -- set-up ---------------------------------------------------------------------------

    def set_up(self, opener: int) -> dict:
        """SH-3: stones on the dolmens and the ring, three cards to each seat; the
        first auction (space 1) is opened by `opener` (SH-5, drawn by the game)."""
        self.opener = self.turn = opener
        ring, dolmens = ring_and_dolmens(self.rng)
        self.stones = ring + dolmens
        deck = list(DECK)
        self.rng.shuffle(deck)
        for seat in range(self.num_players):
            self.hands[seat] = sorted(deck[-HAND_AT_START:])
            del deck[-HAND_AT_START:]
            self.hidden_from[seat] = {0: HAND_AT_START}
        self.deck = deck
        return {
            "type": "deal",
            "ring": ring,
            "dolmens": dolmens,
            "hands": tuple(tuple(hand) for hand in self.hands),
            "deck": len(deck),
            "opener": self.opener,
            "stone": self.stones[0],
        }

    # -- the protocol ---------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> list[tuple]:
        if self.phase == OVER or (seat is not None and seat != self.turn):
            return []
        turn = self.turn
        laid = self.bids.items[turn]
        hand = self.hands[turn]
        if self.first:
            if laid:
                return [TAKE_BACK_ACTIONS[laid[0]], SEAL_ACTION]
            return [ADD_ACTIONS[card] for card in hand]
        suit = self.suit
        if suit == NO_SUIT:
            actions = [ADD_ACTIONS[card] for card in hand]
        else:
            actions = [
                ADD_ACTIONS[card] for card in hand if SUIT[card] == suit or card >= DOLMEN_IDS
            ]
        if laid:
            actions.extend([TAKE_BACK_ACTIONS[card] for card in laid])
            actions.append(SEAL_ACTION)
        actions.append(PASS_ACTION)
        return actions

    def apply(self, action: tuple) -> list[dict]:
        if self.phase == OVER:
            raise IllegalAction("SH-17", QT_TRANSLATE_NOOP("Engine", "The match is over."))
        kind = action[0] if type(action) is tuple and action else None
        if kind == ADD and len(action) == 2:
            return self._add(action[1])
        if kind == TAKE_BACK and len(action) == 2:
            return self._take_back(action[1])
        if kind == SEAL and len(action) == 1:
            return self._seal()
        if kind == PASS and len(action) == 1:
            return self._pass()
        raise IllegalAction(
            "SH-8",
            QT_TRANSLATE_NOOP("Engine", "That is not a move of the Stonehenge auction: {action}"),
            action=repr(action),
        )

    # -- the steps of a bid ---------------------------------------------------------------

    def _add(self, card) -> list[dict]:
        seat = self.turn
        hand = self.hands[seat]
        if type(card) is not int or card not in hand:
            raise IllegalAction(
                "SH-7", QT_TRANSLATE_NOOP("Engine", "You can only bid cards from your hand.")
            )
        if self.first and self.bids.items[seat]:
            raise IllegalAction(
                "SH-5",
                QT_TRANSLATE_NOOP(
                    "Engine", "In the first auction every player bids exactly one card."
                ),
            )
        suit = SUIT[card]
        if suit != NO_SUIT and self.suit not in (NO_SUIT, suit):
            raise IllegalAction(
                "SH-7",
                QT_TRANSLATE_NOOP(
                    "Engine", "A bid holds cards of one colour only, plus any dolmen cards."
                ),
            )
        hand.remove(card)
        if suit != NO_SUIT:
            self.suit = suit
        return [self.bids.lay(seat, card)]

    def _take_back(self, card) -> list[dict]:
        seat = self.turn
        laid = self.bids.items[seat]
        if type(card) is not int or card not in laid:
            raise IllegalAction(
                "SH-8",
                QT_TRANSLATE_NOOP("Engine", "Only a card of your unsealed bid can be taken back."),
            )
        event = self.bids.take_back(seat, card)
        insort(self.hands[seat], card)
        self.suit = bid_suit(laid)
        return [event]

    def _seal(self) -> list[dict]:
        seat = self.turn
        if not self.bids.items[seat]:
            if self.first:
                raise IllegalAction(
                    "SH-5",
                    QT_TRANSLATE_NOOP(
                        "Engine", "In the first auction every player bids exactly one card."
                    ),
                )
            raise IllegalAction(
                "SH-8",
                QT_TRANSLATE_NOOP("Engine", "Lay at least one card before sealing, or pass."),
            )
        return self._next([self.bids.seal(seat)])

    def _pass(self) -> list[dict]:
        if self.first:
            raise IllegalAction(
                "SH-5",
                QT_TRANSLATE_NOOP(
                    "Engine", "Nobody may pass in the first auction: bid exactly one card."
                ),
            )
        seat = self.turn
        event = self.bids.abstain(seat)
        hand = self.hands[seat]
        for card in event["back"]:
            insort(hand, card)
        return self._next([event])

    def _next(self, events: list[dict]) -> list[dict]:
        """SH-6: the next seat clockwise bids; once round the table, the reveal."""
        self.suit = NO_SUIT
        following = (self.turn + 1) % self.num_players
        if following != self.opener:
            self.turn = following
            return events
        self._resolve(events)
        return events

    # -- the reveal and what follows ------------------------------------------------------

    def _resolve(self, events: list[dict]) -> None:
        auction = self.auction
        stone = self.stones[auction]
        bids = tuple(tuple(items) for items in self.bids.items)
        outcome = resolve(bids, stone)
        winner = outcome.winner
        points = 0
        if winner is not None:
            points = stone_points(auction, self.collections[winner][stone])
        details = {
            "auction": auction,
            "stone": stone,
            "trump_cancelled": outcome.trump_cancelled,
            "values": outcome.values,
            "in_trump": outcome.in_trump,
            "winner": winner,
            "runner_up": outcome.runner_up,
            "reason": outcome.reason,
            "lowest": outcome.lowest,
            "draws": outcome.draws,
            "points": points,
        }
        reveal = self.bids.reveal(**details)
        events.append(reveal)
        self.last_reveal = {
            **details,
            "bids": reveal["commitments"],
            "status": reveal["status"],
        }
        # SH-16: the bid cards go to the discard, face up: now everyone knows them.
        shuffle_of = self.shuffle_of
        for seat, cards in enumerate(bids):
            hidden = self.hidden_from[seat]
            for card in cards:
                self.discard.append(card)
                left = hidden[shuffle_of[card]] - 1
                if left:
                    hidden[shuffle_of[card]] = left
                else:
                    del hidden[shuffle_of[card]]
        self.bids.clear()
        row = [0] * self.num_players
        if winner is None:
            self.owners[auction] = LEFT_THE_GAME
        else:
            self.owners[auction] = winner
            self.collections[winner][stone] += 1
            self.scores[winner] += points
            row[winner] = points
        self.history.append(tuple(row))
        events.append(
            {
                "type": "round_end",
                "auction": auction,
                "stone": stone,
                "winner": winner,
                "points": points,
                "scores": tuple(row),
                "totals": tuple(self.scores),
            }
        )
        self.auction = auction + 1
        if winner is not None and self.scores[winner] >= TARGET:
            self.champion = winner
            self._end(events)
            return
        if self.auction == AUCTIONS:
            self._end(events)
            return
        self._draw(outcome.draws, events)
        if winner is not None:
            self.opener = winner
        self.first = False
        self.turn = self.opener
        events.append(
            {
                "type": "auction",
                "auction": self.auction,
                "stone": self.stones[self.auction],
                "opener": self.opener,
            }
        )

    def _draw(self, draws: tuple[int, ...], events: list[dict]) -> None:
        """SH-15: each seat draws its cards, clockwise from this auction's opener."""
        n = self.num_players
        for step in range(n):
            seat = (self.opener + step) % n
            drawn = []
            hand = self.hands[seat]
            hidden = self.hidden_from[seat]
            for _ in range(draws[seat]):
                if not self.deck:
                    if not self.discard:
                        break  # every card is in a hand: nothing left to draw
                    self._refill(events)
                card = self.deck.pop()
                insort(hand, card)
                hidden[self.shuffle] = hidden.get(self.shuffle, 0) + 1
                drawn.append(card)
            if drawn:
                events.append({"type": "draw", "seat": seat, "cards": tuple(drawn)})

    def _refill(self, events: list[dict]) -> None:
        """SH-16: the discard, shuffled, becomes the new deck."""
        deck = sorted(self.discard)
        self.rng.shuffle(deck)
        self.deck = deck
        self.discard = []
        self.shuffle += 1
        for card in deck:
            self.shuffle_of[card] = self.shuffle
        events.append({"type": "deck_refilled", "count": len(deck), "shuffle": self.shuffle})

    def _end(self, events: list[dict]) -> None:
        self.phase = OVER
        result = self.result()
        events.append(
            {
                "type": "match_end",
                "champion": self.champion,
                "totals": tuple(self.scores),
                "ranks": result.ranks,
                "winners": result.winners,
            }
        )

    def result(self) -> Result:
        """SH-17: the seat that reached 20 wins; otherwise the highest score (ties
        shared). The others rank by their scores."""
        keys = [
            (0 if seat == self.champion else 1, -self.scores[seat])
            for seat in range(self.num_players)
        ]
        return Result(scores=tuple(self.scores), ranks=ranks_from_keys(keys))

    # -- views ----------------------------------------------------------------------------

    def stone_for_sale(self) -> int | None:
        return self.stones[self.auction] if self.auction < AUCTIONS else None

    def observe(self, seat: int | None) -> dict:
        """A seat's view; None: the public view (no hand, no bid's faces)."""
        n = self.num_players
        auction = self.auction
        stone = self.stone_for_sale()
        collections = tuple(tuple(owned) for owned in self.collections)
        return {
            "game": "stonehenge",
            "seat": seat,
            "num_players": n,
            "to_move": self.to_move,
            "phase": PHASE_NAMES[self.phase],
            "first_auction": self.first,
            "ring": self.stones[:RING_SPACES],
            "dolmens": self.stones[RING_SPACES:],
            "owners": tuple(self.owners),
            "auction": auction,
            "on_dolmens": auction >= RING_SPACES,
            "stone": stone,
            "trump": stone,  # the colour that is trump unless a dolmen card is bid
            "opener": self.opener,
            "hand": tuple(self.hands[seat]) if seat is not None else (),
            "bid": tuple(self.bids.items[seat]) if seat is not None else (),
            # SH-9: what the cards laid are worth (a table names a long bid by it).
            "bid_value": bid_value(self.bids.items[seat]) if seat is not None else 0,
            "bids": self.bids.for_seat(seat),
            "hand_sizes": tuple(len(hand) for hand in self.hands),
            "deck_size": len(self.deck),
            "discard": tuple(sorted(self.discard)),
            "shuffle": self.shuffle,
            "shuffle_of": tuple(self.shuffle_of),
            "hidden_from": tuple(tuple(sorted(hidden.items())) for hidden in self.hidden_from),
            "collections": collections,
            "scores": tuple(self.scores),
            "track": tuple(min(score, TARGET) for score in self.scores),
            "target": TARGET,
            # What the next stone of each colour would score for each seat (SH-14).
            "ring_worth": tuple(
                tuple(RING_POINTS + RING_BONUS * count for count in owned) for owned in collections
            ),
            "dolmen_worth": tuple(
                tuple(DOLMEN_POINTS + DOLMEN_BONUS * count for count in owned)
                for owned in collections
            ),
            "last_reveal": self.last_reveal,
            "history": tuple(self.history),
            "champion": self.champion,
        }

    def private_view(self, seat: int) -> dict:
        """The observation keys only `seat` sees: its hand and its own bid's cards."""
        return {
            "hand": tuple(self.hands[seat]),
            "bid": tuple(self.bids.items[seat]),
            "bid_value": bid_value(self.bids.items[seat]),
            "bids": self.bids.for_seat(seat),
        }

    def clone(self) -> StonehengeState:
        twin = StonehengeState.__new__(StonehengeState)
        twin.num_players = self.num_players
        twin.rng = self.rng.copy()
        twin.stones = self.stones
        twin.auction = self.auction
        twin.owners = self.owners[:]
        twin.collections = [owned[:] for owned in self.collections]
        twin.scores = self.scores[:]
        twin.hands = [hand[:] for hand in self.hands]
        twin.deck = self.deck[:]
        twin.discard = self.discard[:]
        twin.bids = self.bids.copy()
        twin.first = self.first
        twin.opener = self.opener
        twin.turn = self.turn
        twin.suit = self.suit
        twin.phase = self.phase
        twin.champion = self.champion
        twin.shuffle = self.shuffle
        twin.shuffle_of = self.shuffle_of[:]
        twin.hidden_from = [dict(hidden) for hidden in self.hidden_from]
        twin.history = self.history[:]
        twin.last_reveal = self.last_reveal
        twin.setup_events = self.setup_events
        return twin

    def full_view(self) -> dict:
        view = self.observe(None)
        del view["seat"]
        view.update(
            private=tuple(self.private_view(seat) for seat in range(self.num_players)),
            hands=tuple(tuple(hand) for hand in self.hands),
            laid=self.bids.full_view(),
            deck_order=tuple(self.deck),
            discard_order=tuple(self.discard),
            turn=self.turn,
            rng=hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest(),
        )
        return view
