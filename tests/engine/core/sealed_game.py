"""Sealed Sums: a tiny test game built on `core.sealed`, the pattern of the
Stonehenge auction's face-down bids, played through the whole protocol.

Twelve cards worth 1 to 12 (ids 0 to 11). Each round every seat is dealt three
cards, hidden. Starting with the round's opener and going clockwise, each seat in
turn lays cards face down one by one ("lay", card), may take one back ("take_back",
card), then seals its bid ("seal",) once it laid at least one card, or passes
("pass",) before laying any. When everyone is done the bids are revealed together:
the highest sum scores its sum (tied highest sums all score), the others 0. Bid cards
go to the discard; unbid cards stay in hand and the hands are filled back to three
from the stock (the discard shuffled back in when the stock runs out). Three rounds.

Clauses are "SS-n"; messages are plain English (a test game is never translated).
"""

from __future__ import annotations

import hashlib
import random

from rules_engine.core.errors import IllegalAction
from rules_engine.core.protocol import (
    HIDDEN,
    Event,
    Game,
    Observation,
    Result,
    Scoreboard,
    State,
    ranks_from_keys,
)
from rules_engine.core.rng import MatchRng
from rules_engine.core.sealed import DONE, LAY, REVEAL, TAKE_BACK, SealedCommitments

DECK = tuple(range(12))
HAND = 3
ROUNDS = 3
BID, OVER = "bid", "over"


def value(card: int) -> int:
    return card + 1


class SealedSumsState(State):
    __slots__ = (
        "bids",
        "discard",
        "hands",
        "history",
        "num_players",
        "opener",
        "phase",
        "rng",
        "round",
        "setup_events",
        "stock",
        "totals",
        "turn",
    )

    def __init__(self, num_players: int, rng: MatchRng) -> None:
        self.num_players = num_players
        self.rng = rng
        self.round = 0
        self.opener = 0
        self.turn = 0
        self.phase = BID
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.stock: list[int] = list(DECK)
        self.discard: list[int] = []
        self.bids = SealedCommitments(num_players)
        self.totals = [0] * num_players
        self.history: list[tuple[int, ...]] = []
        self.setup_events: list[Event] = []

    # -- the protocol -----------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> list[tuple]:
        if self.phase == OVER or (seat is not None and seat != self.turn):
            return []
        laid = self.bids.laid(self.turn)
        actions = [("lay", card) for card in self.hands[self.turn] if card not in laid]
        actions.extend(("take_back", card) for card in laid)
        actions.append(("seal",) if laid else ("pass",))
        return actions

    def apply(self, action: tuple) -> list[Event]:
        if self.phase == OVER:
            raise IllegalAction("SS-4", "The match is over.")
        kind = action[0] if type(action) is tuple and action else None
        seat = self.turn
        laid = self.bids.laid(seat)
        if kind == "lay" and len(action) == 2:
            card = action[1]
            if type(card) is not int or card not in self.hands[seat] or card in laid:
                raise IllegalAction("SS-2", "Lay a card from your hand.")
            return [self.bids.lay(seat, card)]
        if kind == "take_back" and len(action) == 2:
            if type(action[1]) is not int or action[1] not in laid:
                raise IllegalAction("SS-2", "Only a card you laid can be taken back.")
            return [self.bids.take_back(seat, action[1])]
        if kind == "seal" and len(action) == 1:
            if not laid:
                raise IllegalAction("SS-2", "Lay at least one card before sealing, or pass.")
            return self._next([self.bids.seal(seat)])
        if kind == "pass" and len(action) == 1:
            if laid:
                raise IllegalAction("SS-2", "Take your cards back before passing.")
            return self._next([self.bids.abstain(seat)])
        raise IllegalAction("SS-2", "That is not a move of Sealed Sums.")

    def _next(self, events: list[Event]) -> list[Event]:
        if not self.bids.all_done():
            self.turn = (self.turn + 1) % self.num_players
            return events
        sums = [sum(map(value, self.bids.laid(seat))) for seat in range(self.num_players)]
        best = max(sums)
        scores = tuple(total if total == best and total else 0 for total in sums)
        events.append(self.bids.reveal(round=self.round, sums=tuple(sums), scores=scores))
        for seat in range(self.num_players):
            for card in self.bids.laid(seat):
                self.hands[seat].remove(card)
                self.discard.append(card)
            self.totals[seat] += scores[seat]
        self.history.append(scores)
        self.bids.clear()
        events.append(
            {
                "type": "round_end",
                "round": self.round,
                "scores": scores,
                "totals": tuple(self.totals),
            }
        )
        if self.round == ROUNDS:
            self.phase = OVER
            events.append({"type": "match_end", "totals": tuple(self.totals)})
        else:
            events.append(self.deal((self.opener + 1) % self.num_players))
        return events

    def deal(self, opener: int) -> Event:
        """SS-1: fill every hand back to three cards, in seat order."""
        self.round += 1
        self.opener = self.turn = opener
        dealt = []
        for seat in range(self.num_players):
            new = []
            while len(self.hands[seat]) < HAND:
                if not self.stock:
                    self.stock = sorted(self.discard)
                    self.discard = []
                    self.rng.shuffle(self.stock)
                new.append(self.stock.pop())
                self.hands[seat].append(new[-1])
            self.hands[seat].sort()
            dealt.append(tuple(new))
        return {"type": "deal", "round": self.round, "opener": opener, "cards": tuple(dealt)}

    def result(self) -> Result:
        return Result(tuple(self.totals), ranks_from_keys([-total for total in self.totals]))

    def observe(self, seat: int | None) -> Observation:
        return {
            "game": "sealed_sums",
            "seat": seat,
            "num_players": self.num_players,
            "round": self.round,
            "opener": self.opener,
            "phase": self.phase,
            "to_move": self.to_move,
            "hand": tuple(self.hands[seat]) if seat is not None else (),
            "hand_sizes": tuple(map(len, self.hands)),
            "bids": self.bids.for_seat(seat),
            "discard": tuple(sorted(self.discard)),
            "stock_size": len(self.stock),
            "totals": tuple(self.totals),
            "history": tuple(self.history),
        }

    def clone(self) -> SealedSumsState:
        twin = SealedSumsState.__new__(SealedSumsState)
        twin.num_players = self.num_players
        twin.rng = self.rng.copy()
        twin.round, twin.opener, twin.turn, twin.phase = (
            self.round,
            self.opener,
            self.turn,
            self.phase,
        )
        twin.hands = [hand[:] for hand in self.hands]
        twin.stock = self.stock[:]
        twin.discard = self.discard[:]
        twin.bids = self.bids.copy()
        twin.totals = self.totals[:]
        twin.history = self.history[:]
        twin.setup_events = self.setup_events
        return twin

    def full_view(self) -> dict:
        view = self.observe(None)
        del view["seat"]
        view.update(
            private=tuple(
                {"hand": tuple(self.hands[seat]), "bids": self.bids.for_seat(seat)}
                for seat in range(self.num_players)
            ),
            hands=tuple(map(tuple, self.hands)),
            laid=self.bids.full_view(),
            stock_order=tuple(self.stock),
            rng=hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest(),
        )
        return view


class SealedSumsGame(Game):
    id = "sealed_sums"
    name = "Sealed Sums"
    summary = "A test game of sealed bids."
    player_counts = (2, 3, 4)
    clause_prefix = "SS"
    information = HIDDEN

    def create_state(
        self, num_players: int, options: dict, rng: MatchRng, edition: int
    ) -> SealedSumsState:
        state = SealedSumsState(num_players, rng)
        rng.shuffle(state.stock)
        state.setup_events = [state.deal(rng.randrange(num_players))]
        return state

    def determinize(self, observation: Observation, seat: int, rng: random.Random) -> State:
        """Every card `seat` cannot see (other hands, the stock) dealt out again; the
        others' face-down bids are drawn from their hands, as many as they laid."""
        obs = observation
        state = SealedSumsState(obs["num_players"], MatchRng(rng.getrandbits(63)))
        unseen = [card for card in DECK if card not in obs["hand"] and card not in obs["discard"]]
        rng.shuffle(unseen)
        for other, size in enumerate(obs["hand_sizes"]):
            if other == seat:
                state.hands[other] = list(obs["hand"])
            else:
                state.hands[other] = sorted(unseen[:size])
                del unseen[:size]
        state.stock = unseen
        state.discard = list(obs["discard"])
        for other, bid in enumerate(obs["bids"]):
            items = bid["items"] if other == seat else tuple(state.hands[other][: bid["count"]])
            state.bids.items[other] = list(items)
            state.bids.status[other] = bid["status"]
        state.round = obs["round"]
        state.opener = obs["opener"]
        state.turn = obs["to_move"] if obs["to_move"] is not None else obs["opener"]
        state.phase = obs["phase"]
        state.totals = list(obs["totals"])
        state.history = list(obs["history"])
        return state

    def redact_event(self, event: Event, seat: int | None) -> Event:
        kind = event["type"]
        if kind == "deal":
            cards = tuple(
                new if other == seat else (None,) * len(new)
                for other, new in enumerate(event["cards"])
            )
            return {**event, "cards": cards}
        if kind in (LAY, TAKE_BACK, "abstain"):
            return SealedCommitments.redact_event(event, seat)
        return event

    def scoreboard(self, observation: Observation) -> Scoreboard:
        return Scoreboard.from_round_scores(
            observation["history"], observation["totals"], self.teams(observation["num_players"])
        )


GAME = SealedSumsGame()
__all__ = ["DONE", "GAME", "REVEAL", "SealedSumsGame", "SealedSumsState"]
