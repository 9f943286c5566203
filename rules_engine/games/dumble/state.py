"""A match of Dumble in progress: the rules of `seeds/dumble.en.md`, clause by clause.

Turn structure (DU-6): the seat to move either calls "Dumble!" or discards (phase
DISCARD), then draws from the stock or takes one of the previous player's discards
(phase DRAW). Actions:

    ("dumble",)                 call (DU-12)
    ("discard", (c1, c2, ...))  discard these cards (DU-7 to DU-9)
    ("draw",)                   draw the top card of the stock (DU-10)
    ("take", card)              take one of the previous player's discards (DU-10)

Besides the physical table, the state keeps what the table makes public (cards
known to be in a hand because they were taken from the discards, and how many
face-down cards each hand drew from each shuffle of the stock) so that observations
carry every inference a careful player could make, and determinization respects them.
"""

from __future__ import annotations

import hashlib
import random
from bisect import bisect_left, insort

from rules_engine.core.cards import full_decks
from rules_engine.core.errors import IllegalAction
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.protocol import Result, State
from rules_engine.core.rng import MatchRng
from rules_engine.games.dumble.discards import check_discard_shape, list_discards
from rules_engine.games.dumble.scoring import CALL_LIMIT, RoundScore, hand_value, score_round

HAND_SIZE = 7
DISCARD, DRAW, OVER = 0, 1, 2
PHASE_NAMES = ("discard", "draw", "over")
CALL = ("dumble",)
DRAW_FROM_STOCK = ("draw",)


# The Fisher-Yates steps of `random.Random.shuffle` for every length of a list of
# cards (two decks at most): (i, i + 1, (i + 1).bit_length()), i from the last down.
_SHUFFLE_STEPS = tuple(
    tuple((i, i + 1, (i + 1).bit_length()) for i in range(n - 1, 0, -1)) for n in range(2 * 52 + 1)
)


def shuffle(rng: random.Random, cards: list) -> None:
    """`rng.shuffle(cards)`, draw for draw: the same `getrandbits` calls in the same
    order, so the same order of cards and the same RNG after it (the Fisher-Yates
    walk of `random.Random.shuffle` with its `_randbelow`, stable across Python
    versions), without a method call per card; a search shuffles often
    (tests/engine/dumble/test_playout.py holds it equal to `rng.shuffle`)."""
    if len(cards) >= len(_SHUFFLE_STEPS):
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i, n, k in _SHUFFLE_STEPS[len(cards)]:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


def decks_for(num_players: int) -> int:
    """DU-1: one deck for 2 to 5 players, two decks for 6 to 8."""
    return 1 if num_players <= 5 else 2


class DumbleState(State):
    __slots__ = (
        "dead",
        "decks",
        "hands",
        "hidden_from",
        "history",
        "known",
        "num_players",
        "offer",
        "out",
        "out_round",
        "pending",
        "phase",
        "rng",
        "round",
        "setup_events",
        "shuffle",
        "shuffle_of",
        "starter",
        "stock",
        "totals",
        "totals_history",
        "turn",
    )

    def __init__(self, num_players: int, rng: MatchRng) -> None:
        self.num_players = num_players
        self.decks = decks_for(num_players)
        self.rng = rng
        self.round = 0
        self.totals = [0] * num_players
        self.out = [False] * num_players
        self.out_round = [0] * num_players  # the round in which a seat went out
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.stock: list[int] = []  # the top of the stock is the end of the list
        self.dead: list[int] = []  # discards nobody can take any more
        self.offer: tuple[int, ...] = ()  # the previous player's discards, still takeable
        self.pending: tuple[int, ...] = ()  # what the seat to move just discarded
        self.turn = 0
        self.phase = DISCARD
        self.starter = 0
        # Public knowledge (see the module docstring).
        self.known: list[list[int]] = [[] for _ in range(num_players)]
        # The stock is shuffled at the deal (shuffle 0) and again at each rebuild (DU-11).
        # `shuffle_of[card]` is the last shuffle a card went into; `hidden_from[seat]`
        # counts, per shuffle, the cards that seat drew face down from that stock.
        self.shuffle = 0
        self.shuffle_of = [0] * (52 * self.decks)
        self.hidden_from: list[dict[int, int]] = [{} for _ in range(num_players)]
        self.history: list[tuple[int, ...]] = []  # scores of each finished round
        self.totals_history: list[tuple[int, ...]] = []  # totals after each finished round
        self.setup_events: list[dict] = []

    # -- the protocol ---------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def round_mark(self) -> int:
        return self.round

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> list[tuple]:
        if self.phase == OVER or (seat is not None and seat != self.turn):
            return []
        if self.phase == DRAW:
            actions = [DRAW_FROM_STOCK] if self.stock else []
            actions.extend(("take", card) for card in self.offer)
            return actions
        hand = self.hands[self.turn]
        actions = [("discard", cards) for cards in list_discards(hand)]
        if hand_value(hand) <= CALL_LIMIT:
            actions.append(CALL)
        return actions

    def apply(self, action: tuple) -> list[dict]:
        if self.phase == OVER:
            raise IllegalAction("DU-17", QT_TRANSLATE_NOOP("Engine", "The match is over."))
        kind = action[0] if isinstance(action, tuple) and action else None
        if self.phase == DISCARD:
            if kind == "discard" and len(action) == 2:
                return self._discard(action[1])
            if kind == "dumble" and len(action) == 1:
                return self._call()
            if kind in {"draw", "take"}:
                raise IllegalAction(
                    "DU-6", QT_TRANSLATE_NOOP("Engine", "Discard first, then draw a card.")
                )
        else:
            if kind == "draw" and len(action) == 1:
                return self._draw_from_stock()
            if kind == "take" and len(action) == 2:
                return self._take(action[1])
            if kind == "discard":
                raise IllegalAction(
                    "DU-6",
                    QT_TRANSLATE_NOOP("Engine", "You have already discarded: now draw one card."),
                )
            if kind == "dumble":
                raise IllegalAction(
                    "DU-12",
                    QT_TRANSLATE_NOOP(
                        "Engine", "Dumble is called at the start of a turn, before discarding."
                    ),
                )
        raise IllegalAction(
            "DU-6",
            QT_TRANSLATE_NOOP("Engine", "That is not a move of Dumble: {action}"),
            action=repr(action),
        )

    # -- a turn ---------------------------------------------------------------------

    def _discard(self, cards) -> list[dict]:
        seat = self.turn
        hand = self.hands[seat]
        if (
            not isinstance(cards, tuple)
            or not all(type(card) is int for card in cards)
            or len(set(cards)) != len(cards)
            or not all(card in hand for card in cards)
        ):
            raise IllegalAction(
                "DU-7", QT_TRANSLATE_NOOP("Engine", "You can only discard cards from your hand.")
            )
        check_discard_shape(cards)
        cards = tuple(sorted(cards))
        known = self.known[seat]
        hidden = self.hidden_from[seat]
        for card in cards:
            hand.remove(card)
            if card in known:
                known.remove(card)
            else:
                shuffle = self.shuffle_of[card]
                left = hidden[shuffle] - 1
                if left:
                    hidden[shuffle] = left
                else:
                    del hidden[shuffle]
        self.pending = cards
        self.phase = DRAW
        return [{"type": "discard", "seat": seat, "cards": cards}]

    def _draw_from_stock(self) -> list[dict]:
        if not self.stock:
            raise IllegalAction(
                "DU-11",
                QT_TRANSLATE_NOOP(
                    "Engine", "The stock is empty: take one of the previous player's discards."
                ),
            )
        seat = self.turn
        card = self.stock.pop()
        insort(self.hands[seat], card)
        hidden = self.hidden_from[seat]
        hidden[self.shuffle] = hidden.get(self.shuffle, 0) + 1
        self.dead.extend(self.offer)
        events = [{"type": "draw", "seat": seat, "card": card, "dead": self.offer}]
        return self._end_turn(events)

    def _take(self, card) -> list[dict]:
        offer = self.offer
        if type(card) is not int or card not in offer:
            raise IllegalAction(
                "DU-10",
                QT_TRANSLATE_NOOP(
                    "Engine", "You may take a card only from the previous player's discards."
                ),
            )
        seat = self.turn
        insort(self.hands[seat], card)
        self.known[seat].append(card)
        rest = list(offer)
        rest.remove(card)
        rest = tuple(rest)
        self.dead.extend(rest)
        events = [{"type": "take", "seat": seat, "card": card, "dead": rest}]
        return self._end_turn(events)

    def _end_turn(self, events: list[dict]) -> list[dict]:
        self.offer = self.pending
        self.pending = ()
        self.phase = DISCARD
        self.turn = self.next_seat(self.turn)
        if not self.stock and self.dead:
            self._rebuild_stock(events)
        return events

    def _rebuild_stock(self, events: list[dict]) -> None:
        """DU-11: the dead discards are shuffled into a new stock; the last player's
        discards stay takeable."""
        stock = sorted(self.dead)
        shuffle(self.rng, stock)
        self.stock = stock
        self.shuffle += 1
        for card in stock:
            self.shuffle_of[card] = self.shuffle
        self.dead = []
        events.append({"type": "stock_rebuilt", "count": len(stock)})

    def next_seat(self, seat: int) -> int:
        """The next seat clockwise that is still in the match."""
        out = self.out
        seat = (seat + 1) % self.num_players
        while out[seat]:
            seat = (seat + 1) % self.num_players
        return seat

    # -- calling and scoring -----------------------------------------------------------

    def _call(self) -> list[dict]:
        caller = self.turn
        value = hand_value(self.hands[caller])
        if value > CALL_LIMIT:
            raise IllegalAction(
                "DU-12",
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "You may call Dumble only with 10 points or less in hand (you have {value}).",
                ),
                value=value,
            )
        values = [hand_value(hand) for hand in self.hands]
        hands = tuple(tuple(hand) for hand in self.hands)  # as they were called
        number = self.round
        score = self.end_round(caller, values)
        events = [
            {"type": "dumble", "seat": caller, "value": value},
            {
                "type": "round_end",
                "reveal": True,
                "round": number,
                "caller": caller,
                "hands": hands,
                "values": tuple(values),
                "lowest": score.lowest,
                "winner": score.winner,
                "caller_doubled": score.caller_doubled,
                "scores": score.scores,
                "totals": score.totals,
                "back_to_50": score.back_to_50,
                "eliminated": score.eliminated,
            },
        ]
        if self.phase == OVER:
            result = self.result()
            events.append(
                {
                    "type": "match_end",
                    "totals": tuple(self.totals),
                    "ranks": result.ranks,
                    "winners": result.winners,
                }
            )
        else:
            events.append(self._deal_event())
        return events

    def end_round(self, caller: int, values: list[int], deal: bool = True) -> RoundScore:
        """DU-13 to DU-18: score the round `caller` called, `values` the hands' points;
        then the match ends (DU-17) or the winner deals the next round. A search's
        playout model ends its rounds here too (it needs no events), without the
        next deal (`deal` False): a playout stops at the round's end and scores the
        totals, and the deal's shuffle was a tenth of a search's time."""
        score = score_round(values, self.active_seats(), caller, self.totals)
        self.totals = list(score.totals)
        self.history.append(score.scores)
        self.totals_history.append(score.totals)
        for seat in score.eliminated:
            self.out[seat] = True
            self.out_round[seat] = self.round
        if len(self.active_seats()) <= 1:
            self.phase = OVER
        elif deal:
            self._deal(score.winner)
        return score

    def deal(self, starter: int) -> dict:
        """DU-4: shuffle every card, deal seven to each seat still in, turn one up;
        the deal's event."""
        self._deal(starter)
        return self._deal_event()

    def _deal_event(self) -> dict:
        return {
            "type": "deal",
            "round": self.round,
            "starter": self.starter,
            "hands": tuple(tuple(hand) for hand in self.hands),
            "face_up": self.offer[0],
            "stock": len(self.stock),
        }

    def _deal(self, starter: int) -> None:
        self.round += 1
        self.starter = starter
        cards = full_decks(self.decks)
        shuffle(self.rng, cards)
        position = 0
        for seat in range(self.num_players):
            if self.out[seat]:
                self.hands[seat] = []
            else:
                self.hands[seat] = sorted(cards[position : position + HAND_SIZE])
                position += HAND_SIZE
        face_up = cards[position]
        self.stock = cards[position + 1 :]
        self.shuffle = 0
        self.shuffle_of = [0] * len(cards)
        self.hidden_from = [{0: len(hand)} if hand else {} for hand in self.hands]
        self.known = [[] for _ in range(self.num_players)]
        self.dead = []
        self.offer = (face_up,)
        self.pending = ()
        self.turn = starter
        self.phase = DISCARD

    def active_seats(self) -> list[int]:
        return [seat for seat in range(self.num_players) if not self.out[seat]]

    def result(self) -> Result:
        """DU-17: the last player left wins; the others rank by how long they lasted,
        then by the lower total."""
        keys = [
            (1, -self.out_round[seat], self.totals[seat])
            if self.out[seat]
            else (0, 0, self.totals[seat])
            for seat in range(self.num_players)
        ]
        # Competition ranking (1, 2, 2, 4), as `ranks_from_keys` gives it: one plus the
        # keys below; counted by bisection, since every search playout ends here.
        order = sorted(keys)
        return Result(
            scores=tuple(self.totals), ranks=tuple([1 + bisect_left(order, key) for key in keys])
        )

    # -- views ------------------------------------------------------------------------

    def observe(self, seat: int | None) -> dict:
        """A seat's view; None: the public view, with no hand (see `private_view`)."""
        hand = self.hands[seat] if seat is not None else ()
        return {
            "game": "dumble",
            "seat": seat,
            "num_players": self.num_players,
            "decks": self.decks,
            "round": self.round,
            "starter": self.starter,
            "to_move": self.to_move,
            "phase": PHASE_NAMES[self.phase],
            "hand": tuple(hand),
            "hand_value": hand_value(hand) if seat is not None else None,
            "call_limit": CALL_LIMIT,
            "hand_sizes": tuple(len(hand) for hand in self.hands),
            "known": tuple(tuple(sorted(known)) for known in self.known),
            "offer": self.offer,
            "pending": self.pending,
            "dead": tuple(sorted(self.dead)),
            "stock_size": len(self.stock),
            "shuffle": self.shuffle,
            "shuffle_of": tuple(self.shuffle_of),
            "hidden_from": tuple(tuple(sorted(hidden.items())) for hidden in self.hidden_from),
            "totals": tuple(self.totals),
            "out": tuple(self.out),
            "out_round": tuple(self.out_round),
            "history": tuple(self.history),
            "totals_history": tuple(self.totals_history),
        }

    def clone(self) -> DumbleState:
        twin = DumbleState.__new__(DumbleState)
        twin.num_players = self.num_players
        twin.decks = self.decks
        twin.rng = self.rng.copy()
        twin.round = self.round
        twin.totals = self.totals[:]
        twin.out = self.out[:]
        twin.out_round = self.out_round[:]
        twin.hands = [hand[:] for hand in self.hands]
        twin.stock = self.stock[:]
        twin.dead = self.dead[:]
        twin.offer = self.offer
        twin.pending = self.pending
        twin.turn = self.turn
        twin.phase = self.phase
        twin.starter = self.starter
        twin.known = [known[:] for known in self.known]
        twin.shuffle = self.shuffle
        twin.shuffle_of = self.shuffle_of[:]
        twin.hidden_from = [dict(hidden) for hidden in self.hidden_from]
        twin.history = self.history[:]
        twin.totals_history = self.totals_history[:]
        twin.setup_events = self.setup_events
        return twin

    def private_view(self, seat: int) -> dict:
        """The observation keys only `seat` sees: its hand and what it is worth."""
        hand = self.hands[seat]
        return {"hand": tuple(hand), "hand_value": hand_value(hand)}

    def full_view(self) -> dict:
        view = self.observe(None)
        view.update(
            private=tuple(self.private_view(seat) for seat in range(self.num_players)),
            hands=tuple(tuple(hand) for hand in self.hands),
            stock=tuple(self.stock),
            dead_in_order=tuple(self.dead),
            known_in_order=tuple(tuple(known) for known in self.known),
            rng=hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest(),
        )
        del view["seat"], view["hand"], view["hand_value"]
        return view

    def __repr__(self) -> str:
        from rules_engine.core.cards import card_name

        hands = " | ".join(" ".join(card_name(card) for card in hand) for hand in self.hands)
        return (
            f"<Dumble round {self.round} seat {self.turn} {PHASE_NAMES[self.phase]}: "
            f"{hands}; offer {[card_name(card) for card in self.offer]}>"
        )
