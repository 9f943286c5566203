"""The Stonehenge auction's metadata, set-up, per-seat views and determinizer."""

from __future__ import annotations

import operator
import random
from itertools import permutations

from rules_engine.core.cards import hands_seen_by
from rules_engine.core.protocol import Event, Game, Observation, Rollout, Scoreboard
from rules_engine.core.rng import MatchRng, WorldRng
from rules_engine.core.sealed import ABSTAIN, LAY, TAKE_BACK, SealedCommitments
from rules_engine.games.stonehenge import playout
from rules_engine.games.stonehenge.material import (
    DAY,
    DECK,
    NO_SUIT,
    NUMBER,
    SUIT,
    SUITS,
    bid_suit,
    is_dolmen_card,
)
from rules_engine.games.stonehenge.state import ADD as ADD_ACTION
from rules_engine.games.stonehenge.state import PHASE_NAMES, StonehengeState
from rules_engine.games.stonehenge.state import TAKE_BACK as TAKE_BACK_ACTION

DETERMINIZE_TRIES = 50
# A face-down step as the other seats see it: the kind of step, not the card.
FACE_DOWN = {kind: (kind, None) for kind in (ADD_ACTION, TAKE_BACK_ACTION)}
SUIT_ORDERS = tuple(permutations(range(SUITS)))  # a random one: the suits in random order


class Known:
    """The facts of one seat's observation a determinized world copies, and the
    unseen cards by the shuffle they went into the deck at (in card order)."""

    # The observation's keys read: a cached `Known` serves while these are the same.
    KEYS = (
        "num_players",
        "hand",
        "bid",
        "bids",
        "discard",
        "shuffle",
        "shuffle_of",
        "hidden_from",
        "deck_size",
        "ring",
        "dolmens",
        "auction",
        "owners",
        "collections",
        "scores",
        "first_auction",
        "opener",
        "phase",
        "to_move",
        "champion",
        "history",
        "last_reveal",
    )

    def __init__(self, obs: Observation, seat: int) -> None:
        self.num_players = obs["num_players"]
        self.hand = tuple(obs["hand"])
        self.bid = tuple(obs["bid"])
        self.discard = tuple(obs["discard"])
        self.shuffle = obs["shuffle"]
        self.shuffle_of = tuple(obs["shuffle_of"])
        seen = set(self.hand).union(self.bid, self.discard)
        pools: dict[int, list[int]] = {}
        for card in DECK:
            if card not in seen:
                pools.setdefault(self.shuffle_of[card], []).append(card)
        self.pools = tuple(pools.items())
        self.hidden_from = tuple(dict(pairs) for pairs in obs["hidden_from"])  # copied
        self.face_down = tuple(
            (other, bid["count"])
            for other, bid in enumerate(obs["bids"])
            if other != seat and bid["count"]
        )
        self.statuses = tuple(bid["status"] for bid in obs["bids"])
        self.deck_size = obs["deck_size"]
        self.stones = tuple(obs["ring"]) + tuple(obs["dolmens"])
        self.auction = obs["auction"]
        self.owners = tuple(obs["owners"])
        self.collections = tuple(tuple(owned) for owned in obs["collections"])
        self.scores = tuple(obs["scores"])
        self.first = obs["first_auction"]
        self.opener = obs["opener"]
        self.phase = PHASE_NAMES.index(obs["phase"])
        self.moving = obs["to_move"] is not None
        self.turn = obs["to_move"] if self.moving else obs["opener"]
        self.champion = obs["champion"]
        self.history = tuple(obs["history"])
        self.last_reveal = obs["last_reveal"]


def shuffle_in_place(cards: list, random_float) -> None:
    """Fisher-Yates with one `random()` per card (cheaper than `Random.shuffle`)."""
    for last in range(len(cards) - 1, 0, -1):
        other = int(random_float() * (last + 1))
        cards[last], cards[other] = cards[other], cards[last]


class StonehengeGame(Game, declared="stonehenge"):  # declared in core/catalogue.py
    options = ()
    edition = 2  # 2: the first opener is drawn (SH-5), no longer always the first seat
    search_scale = 6.0  # points between two scores that make a clear lead
    takes_back = frozenset({"take_back"})  # a card back from an unsealed bid
    # SH-7: a bid's cards are laid face down; the others see that a card went in
    # or came back, not which (a search keeps one tree per seat for that).
    sealed_actions = True

    def public_action(self, action, actor: int, viewer: int):
        if viewer == actor:
            return action
        return FACE_DOWN.get(action[0], action)

    # What is printed on each card, by id, as plain data for a table to draw (it never
    # weighs a card itself): (number 1-30 or 0, colour 0-5 or -1, day, dolmen card).
    card_faces = tuple((NUMBER[card], SUIT[card], DAY[card], is_dolmen_card(card)) for card in DECK)
    _last_known: tuple | None = None  # (seat, the observation's values, Known)

    def create_state(
        self, num_players: int, options: dict, rng: MatchRng, edition: int
    ) -> StonehengeState:
        state = StonehengeState(num_players, rng)
        # SH-5: the first opener is drawn at random (ruling 4.11, edition 2); the
        # first edition always gave the first auction to the first seat.
        opener = rng.randrange(num_players) if edition >= 2 else 0
        state.setup_events = [state.set_up(opener)]
        return state

    def determinize(
        self, observation: Observation, seat: int, rng: random.Random
    ) -> StonehengeState:
        """Deal out the cards `seat` cannot see, keeping every public fact.

        The unseen cards are every card outside the seat's hand, its own bid and the
        discard. Each went into the deck at some shuffle (`shuffle_of`): a card of an
        older shuffle can only be in a hand (or a face-down bid) that drew from that
        shuffle, and only the latest shuffle can still be in the deck. Each other
        seat first gets a legal face-down bid of as many cards as it laid (one colour
        plus dolmen cards, SH-7) drawn from the shuffles it drew from, then, shuffle by
        shuffle, the rest of what it drew; what is left of the latest shuffle is the
        deck. A deal that leaves some bid impossible is dealt again."""
        for _ in range(DETERMINIZE_TRIES):
            state = self._deal_world(observation, seat, rng)
            if state is not None:
                return state
        raise ValueError("observation is not consistent: no face-down bids fit the hands")

    def _deal_world(
        self, obs: Observation, seat: int, rng: random.Random
    ) -> StonehengeState | None:
        known = self._known(obs, seat)
        n = known.num_players
        random_float = rng.random
        pools: dict[int, list[int]] = {}
        for shuffle, cards in known.pools:
            cards = cards[:]
            shuffle_in_place(cards, random_float)
            pools[shuffle] = cards
        counts = [drawn.copy() for drawn in known.hidden_from]
        laid: list[list[int]] = [[] for _ in range(n)]
        laid[seat] = list(known.bid)
        for other, size in known.face_down:
            cards = face_down_bid(pools, counts[other], size, rng)
            if cards is None:
                return None
            laid[other] = cards
        hands: list[list[int]] = []
        for other in range(n):
            if other == seat:
                hands.append(list(known.hand))
                continue
            hand = []
            for shuffle, count in counts[other].items():
                pool = pools.get(shuffle, [])
                if len(pool) < count:
                    raise ValueError("observation is not consistent: too few unseen cards")
                hand.extend(pool[:count])
                del pool[:count]
            hand.sort()
            hands.append(hand)
        deck = pools.pop(known.shuffle, [])
        if any(pools.values()) or len(deck) != known.deck_size:
            raise ValueError("observation is not consistent: unseen cards do not add up")
        # Every field set here, as `StonehengeState.__init__` and `set_up` would have
        # left them for this table; the lists are the world's own.
        state = StonehengeState.__new__(StonehengeState)
        state.num_players = n
        state.rng = WorldRng(rng.getrandbits(63))
        state.stones = known.stones
        state.auction = known.auction
        state.owners = list(known.owners)
        state.collections = [list(owned) for owned in known.collections]
        state.scores = list(known.scores)
        state.hands = hands
        state.deck = deck
        state.discard = list(known.discard)
        bids = SealedCommitments.__new__(SealedCommitments)
        bids.items = laid
        bids.status = list(known.statuses)
        state.bids = bids
        state.first = known.first
        state.opener = known.opener
        state.phase = known.phase
        state.turn = known.turn
        state.suit = bid_suit(laid[known.turn]) if known.moving else NO_SUIT
        state.champion = known.champion
        state.shuffle = known.shuffle
        state.shuffle_of = list(known.shuffle_of)
        state.hidden_from = [drawn.copy() for drawn in known.hidden_from]
        state.history = list(known.history)
        state.last_reveal = known.last_reveal
        state.setup_events = []
        return state

    def _known(self, obs: Observation, seat: int) -> Known:
        """What `seat`'s observation fixes, read once per observation: a search deals
        thousands of worlds from one. The last one read is kept, and used again while
        the same observation (the same values, by identity) comes back."""
        values = tuple(map(obs.__getitem__, Known.KEYS))
        last = self._last_known
        if last is not None and last[0] == seat and all(map(operator.is_, last[1], values)):
            return last[2]
        known = Known(obs, seat)
        self._last_known = (seat, values, known)
        return known

    def scoreboard(self, observation: Observation) -> Scoreboard:
        """One row per auction: the points its buyer scored (scores are plain sums)."""
        return Scoreboard.from_round_scores(
            observation["history"],
            observation["scores"],
            self.teams(observation["num_players"]),
        )

    def redact_event(self, event: Event, seat: int | None) -> Event:
        kind = event["type"]
        if kind == "deal":
            return {**event, "hands": hands_seen_by(event["hands"], seat)}
        if kind == "draw" and event["seat"] != seat:
            return {**event, "cards": (None,) * len(event["cards"])}
        if kind in (LAY, TAKE_BACK, ABSTAIN):
            return SealedCommitments.redact_event(event, seat)
        return event

    def bots(self) -> dict[str, type]:
        from rules_engine.games.stonehenge.bot import (
            StonehengeDeepBot,
            StonehengeHeuristicBot,
            StonehengeLookaheadBot,
        )

        # The heuristic first: it is Normal (`levels.heuristic_of`); the look-ahead
        # players are what Hard and Expert play (the catalogue's ladder).
        return {
            "heuristic": StonehengeHeuristicBot,
            "lookahead": StonehengeLookaheadBot,
            "deep_lookahead": StonehengeDeepBot,
        }

    def playout_action(self, state: StonehengeState, rng: random.Random) -> tuple:
        """A random action but a take-back (see `playout.playout_action`)."""
        return playout.playout_action(state, rng)

    def rollout(
        self, state: StonehengeState, rng: random.Random, start_round: int, max_steps: int
    ) -> Rollout:
        """The fast model of the playout (see `playout.rollout`)."""
        return playout.rollout(state, rng, start_round, max_steps)


def face_down_bid(
    pools: dict[int, list[int]], counts: dict[int, int], size: int, rng: random.Random
) -> list[int] | None:
    """`size` unseen cards forming a legal bid (SH-7: one suit plus dolmen cards), taken
    from the shuffles the seat drew from without exceeding what it drew from each;
    they leave the pools and the seat's counts. None when no suit can make one."""
    for suit in SUIT_ORDERS[int(rng.random() * len(SUIT_ORDERS))]:
        room = dict(counts)
        chosen: list[tuple[int, int]] = []
        for shuffle, pool in pools.items():
            for card in pool:
                if len(chosen) == size or not room.get(shuffle):
                    break
                if SUIT[card] in (suit, NO_SUIT):
                    chosen.append((shuffle, card))
                    room[shuffle] -= 1
        if len(chosen) < size:
            continue
        for shuffle, card in chosen:
            pools[shuffle].remove(card)
            counts[shuffle] -= 1
            if not counts[shuffle]:
                del counts[shuffle]
        return [card for _shuffle, card in chosen]
    return None
