"""A match of Double's Dread in progress: the rules of `seeds/doubles_dread.en.md`.

A round goes through four phases, then the next round is dealt:

    "bid"         ("bid", n) or ("pass",)            the auction (DD-5)
    "distribute"  ("boat", b), and with 4 players     South hands out the boats (DD-6)
                  once ("side", "WN" | "NE")
    "lead"        ("lead", b)                        a boat is named to lead (DD-8, DD-13)
    "play"        ("play", pawn)                     the boat to play plays a pawn (DD-7)

Everything is public except the 2 face-down pawns of the 4-player deal. Boats are
numbered as dealt (0-3, or 0-4 with 4 players); positions around the lagoon are the
letters S, W, N, E (and X, South's second boat with 4 players); a boat's controller
is the seat that plays it. A boat is kept as a bit mask of its pawns (`pawns.BIT`).

One fact keeps the trick simple: every face-up pawn on the monster is of the asked
colour (a colour change swallows all the old ones, a discard is swallowed at once),
so the trick's winner is its face-up pawn with the highest id.

Speed: bots search by playing this state out thousands of times, so the hot paths
(listing and playing a pawn) use bit masks, precomputed action tuples and plain
loops; everything else is written for clarity.
"""

from __future__ import annotations

import hashlib

from rules_engine.core.errors import IllegalAction
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.protocol import Result, State, ranks_from_keys
from rules_engine.core.rng import MatchRng
from rules_engine.games.doubles_dread.pawns import (
    ALL_PAWNS,
    BIT,
    BYTE_PAWNS,
    COLOURS,
    FIXED_MAGIC,
    FIXED_POINTS,
    NUM_PAWNS,
    PAWNS_PER_COLOUR,
    RANDOM_MAGIC,
    mask_of,
    pawn_name,
    pawns_of,
    points_table,
)
from rules_engine.games.doubles_dread.scoring import SCORE_POINTS, score_round

PHASE_NAMES = ("bid", "distribute", "lead", "play", "over")
BID, DISTRIBUTE, LEAD, PLAY, OVER = range(len(PHASE_NAMES))

MAX_BID = 64
MINIMUM_BID = {2: 33, 3: 33, 4: 27}  # DD-5
NUM_BOATS = {2: 4, 3: 4, 4: 5}  # DD-2
FACE_DOWN_COUNT = {2: 0, 3: 0, 4: 2}  # DD-2: left over on the monster, face down
# Tricks in a round: each boat plays one pawn a trick until the boats are empty.
TRICKS = {n: (NUM_PAWNS - FACE_DOWN_COUNT[n]) // NUM_BOATS[n] for n in NUM_BOATS}

# DD-6: the order in which South fills the positions; the last boat goes to East.
# "side" is the 4-player choice of where South's second boat (X) sits.
SIDE = "side"
SIDES = ("WN", "NE")
FILL_ORDER = {2: ("S", "N", "W"), 3: ("S", "N", "W"), 4: ("S", "X", SIDE, "W", "N")}
LAST_POSITION = "E"
# Who plays each position: the seat that many places clockwise after South.
CONTROL_OFFSET = {
    2: {"S": 0, "N": 0, "W": 1, "E": 1},
    3: {"S": 0, "N": 0, "W": 1, "E": 2},
    4: {"S": 0, "X": 0, "W": 1, "N": 2, "E": 3},
}
# Positions clockwise around the lagoon (DD-6, DD-7), by South's choice of side.
CLOCKWISE = {None: "SWNE", "WN": "SWXNE", "NE": "SWNXE"}

PASS = ("pass",)
BID_ACTIONS = tuple(("bid", amount) for amount in range(MAX_BID + 1))
# RAISES[current]: what a bidder may do over the current bid (DD-5).
RAISES = tuple((*BID_ACTIONS[current + 1 :], PASS) for current in range(MAX_BID + 1))
BOAT_ACTIONS = tuple(("boat", boat) for boat in range(5))
SIDE_ACTIONS = tuple(("side", side) for side in SIDES)
LEAD_ACTIONS = {boats: tuple(("lead", boat) for boat in range(boats)) for boats in (4, 5)}
PLAY_ACTIONS = tuple(("play", pawn) for pawn in ALL_PAWNS)
PLAY_PAWN = {action: action[1] for action in PLAY_ACTIONS}  # checks a play in one lookup
# PLAY_BY_BYTE[colour][byte]: the play actions of a boat's pawns of that colour.
PLAY_BY_BYTE = tuple(
    tuple(tuple(PLAY_ACTIONS[pawn] for pawn in pawns) for pawns in by_byte)
    for by_byte in BYTE_PAWNS
)
NO_PAWNS = ()


def draw_deal(rng, magic_option: str) -> tuple[list[float], tuple[int, ...] | None]:
    """All a deal draws from the match's RNG, in order: a random key for every pawn
    (DD-4: the pawns are mixed by sorting on them) and, with random magic pawns, two
    of each colour (DD-1; None otherwise)."""
    draw = rng.random
    keys = [draw() for _ in ALL_PAWNS]
    if magic_option != RANDOM_MAGIC:
        return keys, None
    magic = []
    for colour in range(len(COLOURS)):
        drawn = rng.sample(range(PAWNS_PER_COLOUR), 2)
        magic.extend(colour * PAWNS_PER_COLOUR + index for index in drawn)
    return keys, tuple(sorted(magic))


def clockwise_order(positions, side) -> tuple[int, ...]:
    """DD-7: the boats in their clockwise order of play, from their places (letters)
    and South's side."""
    return tuple(positions.index(letter) for letter in CLOCKWISE[side])


def following_boats(order) -> tuple[int, ...]:
    """DD-7: for each boat, the boat that plays after it in `order`."""
    following = [0] * len(order)
    for index, boat in enumerate(order):
        following[boat] = order[(index + 1) % len(order)]
    return tuple(following)


def trick_taken(pawns, boats, controllers, points_of) -> tuple[int, int, int]:
    """DD-12: the strongest face-up pawn (all are of the asked colour) wins the trick:
    its boat, the seat controlling that boat, and the points of the trick's pawns.
    `boats[i]` played `pawns[i]`."""
    winner = boats[pawns.index(max(pawns))]
    points = 0
    for pawn in pawns:
        points += points_of[pawn]
    return winner, controllers[winner], points


class DeferredRng:
    """A match RNG not made yet: the seed it is made from and the deals it has dealt
    since (each deal's draws, `draw_deal`). A search builds a world with a fresh
    match RNG per iteration and throws the world away after one playout, which only
    ever draws a next deal that nobody reads; seeding a Mersenne Twister costs more
    than all the rest of building the world. So the world holds this, and the RNG
    is made, and the deals' draws replayed on it, the first time anything reads it
    (`DoublesDreadState.match_rng`): what it then holds is exactly what drawing at
    once would have left."""

    __slots__ = ("deals", "magic_option", "seed")

    def __init__(self, seed: int, magic_option: str) -> None:
        self.seed = seed
        self.magic_option = magic_option
        self.deals = 0

    def made(self) -> MatchRng:
        rng = MatchRng(self.seed)
        for _ in range(self.deals):
            draw_deal(rng, self.magic_option)
        return rng

    # What a reader of a match RNG asks of it.
    def getstate(self):
        return self.made().getstate()

    def copy(self) -> MatchRng:
        return self.made()


class DoublesDreadState(State):
    __slots__ = (
        "asked",
        "bid",
        "bids",
        "boat_to_play",
        "controllers",
        "current",
        "face_down",
        "face_up",
        "face_up_boats",
        "fill",
        "high_bidder",
        "history",
        "last_trick_winner",
        "leading_boat",
        "magic",
        "magic_option",
        "masks",
        "next_boat",
        "num_players",
        "opener",
        "order",
        "passed",
        "phase",
        "points",
        "points_of",
        "positions",
        "rng",
        "rng_shared",
        "round",
        "rounds",
        "setup_events",
        "side",
        "south",
        "south_scores",
        "swallowed",
        "taken",
        "totals",
        "trick",
        "turn",
    )

    def __init__(self, num_players: int, options: dict, rng: MatchRng) -> None:
        self.num_players = num_players
        self.rng = rng
        self.rng_shared = False  # see `clone`
        self.magic_option = options.get("magic", "3-6")
        self.south_scores = options.get("south_scores", SCORE_POINTS)
        self.round = 0
        self.rounds = num_players  # DD-3
        self.opener = 0
        self.totals = [0] * num_players
        self.history: list[tuple[int, ...]] = []  # each finished round's scores
        self.setup_events: list[dict] = []
        self._reset_round()

    def _reset_round(self) -> None:
        n = self.num_players
        boats = NUM_BOATS[n]
        self.phase = BID
        self.turn = self.opener
        self.magic: tuple[int, ...] = ()
        self.points_of: tuple[int, ...] = (0,) * NUM_PAWNS
        self.masks = [0] * boats  # the pawns in each boat (see `pawns.BIT`)
        self.face_down: list[int] = []
        # The auction (DD-5).
        self.bids: list[int | None] = [None] * n
        self.passed = [False] * n
        self.current: int | None = None
        self.high_bidder: int | None = None
        self.south: int | None = None
        self.bid: int | None = None
        # The boats around the lagoon (DD-6).
        self.positions: list[str | None] = [None] * boats
        self.controllers: list[int | None] = [None] * boats
        self.side: str | None = None
        self.fill = 0  # how many steps of FILL_ORDER are done
        self.order: tuple[int, ...] = ()  # boats clockwise from South, once all are placed
        self.next_boat: tuple[int, ...] = ()  # the boat after each boat, clockwise
        # The tricks (DD-7 to DD-14).
        self.trick = 1
        self.leading_boat: int | None = None
        self.boat_to_play: int | None = None
        self.asked: int | None = None
        self.face_up: list[int] = []  # the face-up pawns on the monster, in play order
        self.face_up_boats: list[int] = []  # the boat that played each of them
        self.swallowed: list[int] = []
        self.taken: list[list[int]] = [[] for _ in range(n)]
        self.points = [0] * n
        self.last_trick_winner: int | None = None  # a boat

    @property
    def boats(self) -> list[list[int]]:
        """The pawns left in each boat, in id order (a fresh copy: assign to change it)."""
        return [list(pawns_of(mask)) for mask in self.masks]

    @boats.setter
    def boats(self, boats) -> None:
        self.masks = [mask_of(pawns) for pawns in boats]

    # -- the protocol ---------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.turn

    def round_mark(self) -> int:
        return self.round

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: int | None = None) -> list[tuple]:
        if seat is not None and seat != self.turn:
            return []
        phase = self.phase
        if phase == PLAY:
            mask = self.masks[self.boat_to_play]
            asked = self.asked
            if asked is not None:
                byte = mask >> (asked << 3) & 255
                if byte:  # DD-9: the boat must follow
                    return list(PLAY_BY_BYTE[asked][byte])
            red, blue, green, yellow = PLAY_BY_BYTE
            return [
                *red[mask & 255],
                *blue[mask >> 8 & 255],
                *green[mask >> 16 & 255],
                *yellow[mask >> 24],
            ]
        if phase == LEAD:
            return list(LEAD_ACTIONS[len(self.masks)])
        if phase == BID:
            current = self.current
            if current is None:
                return list(BID_ACTIONS[MINIMUM_BID[self.num_players] :])
            return list(RAISES[current])
        if phase == DISTRIBUTE:
            if FILL_ORDER[self.num_players][self.fill] == SIDE:
                return list(SIDE_ACTIONS)
            return [
                BOAT_ACTIONS[boat]
                for boat, position in enumerate(self.positions)
                if position is None
            ]
        return []

    def apply(self, action: tuple) -> list[dict]:
        """Playing a pawn (DD-7, DD-9 to DD-11), the hottest code of the engine, is
        handled here; every other action in `_apply_other`."""
        try:
            pawn = PLAY_PAWN.get(action)
        except TypeError:  # unhashable: no action of this game
            pawn = None
        if pawn is not None and type(action[1]) is not int:
            pawn = None  # ("play", True) and ("play", 1.0) hash like pawn 1 but are no pawn
        if pawn is None or self.phase != PLAY:
            return self._apply_other(action)
        boat_id = self.boat_to_play
        mask = self.masks[boat_id]
        if not mask >> pawn & 1:
            raise IllegalAction(
                "DD-7", QT_TRANSLATE_NOOP("Engine", "Play a pawn from the boat whose turn it is.")
            )
        asked = self.asked
        colour = pawn >> 3
        if colour == asked:
            effect = "follow"
            swallowed = NO_PAWNS
            self.face_up.append(pawn)
            self.face_up_boats.append(boat_id)
        elif asked is None:
            effect = "lead"
            swallowed = NO_PAWNS
            self.asked = asked = colour
            self.face_up.append(pawn)
            self.face_up_boats.append(boat_id)
        else:
            if mask >> (asked << 3) & 255:
                raise IllegalAction(
                    "DD-9",
                    QT_TRANSLATE_NOOP(
                        "Engine",
                        "This boat holds pawns of the asked colour: it must play one of them.",
                    ),
                )
            face_up = self.face_up
            strength = pawn & 7
            for up in face_up:
                if up & 7 == strength:
                    effect = "change"  # DD-10: the old colour is swallowed
                    swallowed = tuple(face_up)
                    self.swallowed.extend(swallowed)
                    self.face_up = [pawn]
                    self.face_up_boats = [boat_id]
                    self.asked = asked = colour
                    break
            else:
                effect = "discard"  # DD-11: the pawn itself is swallowed
                swallowed = (pawn,)
                self.swallowed.append(pawn)
        self.masks[boat_id] = mask ^ BIT[pawn]
        events = [
            {
                "type": "play",
                "boat": boat_id,
                "seat": self.turn,
                "pawn": pawn,
                "effect": effect,
                "swallowed": swallowed,
                "asked": asked,
            }
        ]
        following = self.next_boat[boat_id]
        if following == self.leading_boat:
            self._end_trick(events)
        else:
            self.boat_to_play = following
            self.turn = self.controllers[following]
        return events

    def _apply_other(self, action) -> list[dict]:
        phase = self.phase
        kind = action[0] if type(action) is tuple and action else None
        size = len(action) if kind is not None else 0
        if phase == BID:
            if kind == "bid" and size == 2:
                return self._bid(action[1])
            if kind == "pass" and size == 1:
                return self._pass()
            raise IllegalAction(
                "DD-5", QT_TRANSLATE_NOOP("Engine", "The auction is on: bid or pass.")
            )
        if phase == LEAD:
            if kind == "lead" and size == 2:
                return self._lead(action[1])
            raise IllegalAction(
                self._lead_clause(),
                QT_TRANSLATE_NOOP("Engine", "Name the boat that leads the next trick."),
            )
        if phase == DISTRIBUTE:
            if kind == "boat" and size == 2:
                return self._place_boat(action[1])
            if kind == "side" and size == 2:
                return self._choose_side(action[1])
            raise IllegalAction(
                "DD-6",
                QT_TRANSLATE_NOOP("Engine", "South is handing out the boats: place the next boat."),
            )
        if phase == PLAY:
            if kind == "play" and size == 2:
                raise IllegalAction(
                    "DD-7",
                    QT_TRANSLATE_NOOP("Engine", "Play a pawn from the boat whose turn it is."),
                )
            raise IllegalAction(
                "DD-7",
                QT_TRANSLATE_NOOP(
                    "Engine", "A trick is being played: play one pawn of the boat whose turn it is."
                ),
            )
        raise IllegalAction("DD-16", QT_TRANSLATE_NOOP("Engine", "The match is over."))

    # -- the auction (DD-5) ---------------------------------------------------------

    def _bid(self, amount) -> list[dict]:
        if type(amount) is not int:
            raise IllegalAction(
                "DD-5", QT_TRANSLATE_NOOP("Engine", "A bid is a whole number of points.")
            )
        current = self.current
        if current is None:
            minimum = MINIMUM_BID[self.num_players]
            if amount < minimum:
                raise IllegalAction(
                    "DD-5",
                    QT_TRANSLATE_NOOP("Engine", "The opening bid is at least {minimum} points."),
                    minimum=minimum,
                )
        elif amount <= current:
            raise IllegalAction(
                "DD-5",
                QT_TRANSLATE_NOOP("Engine", "Bid more than {current} points, or pass."),
                current=current,
            )
        if amount > MAX_BID:
            raise IllegalAction(
                "DD-5",
                QT_TRANSLATE_NOOP("Engine", "Nobody may bid more than {maximum} points."),
                maximum=MAX_BID,
            )
        seat = self.turn
        self.bids[seat] = amount
        self.current = amount
        self.high_bidder = seat
        self.turn = self._next_bidder(seat)
        return [{"type": "bid", "seat": seat, "amount": amount}]

    def _pass(self) -> list[dict]:
        if self.current is None:
            raise IllegalAction(
                "DD-5",
                QT_TRANSLATE_NOOP(
                    "Engine", "The opener may not pass: bid at least {minimum} points."
                ),
                minimum=MINIMUM_BID[self.num_players],
            )
        seat = self.turn
        self.passed[seat] = True
        if self.passed.count(False) > 1:
            self.turn = self._next_bidder(seat)
            return [{"type": "pass", "seat": seat}]
        # Only the last bidder is left: South for this round.
        self.south = south = self.high_bidder
        self.bid = self.current
        self.phase = DISTRIBUTE
        self.turn = south
        return [
            {"type": "pass", "seat": seat},
            {"type": "auction_won", "seat": south, "bid": self.current},
        ]

    def _next_bidder(self, seat: int) -> int:
        """The next seat clockwise still in the auction."""
        n = self.num_players
        passed = self.passed
        seat = (seat + 1) % n
        while passed[seat]:
            seat = (seat + 1) % n
        return seat

    # -- handing out the boats (DD-6) -----------------------------------------------

    def _place_boat(self, boat) -> list[dict]:
        positions = self.positions
        if type(boat) is not int or not 0 <= boat < len(positions):
            raise IllegalAction(
                "DD-6", QT_TRANSLATE_NOOP("Engine", "There is no boat {boat}."), boat=repr(boat)
            )
        if positions[boat] is not None:
            raise IllegalAction(
                "DD-6", QT_TRANSLATE_NOOP("Engine", "That boat already has its place.")
            )
        fill_order = FILL_ORDER[self.num_players]
        slot = fill_order[self.fill]
        if slot == SIDE:
            raise IllegalAction(
                "DD-6",
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "First choose where your second boat sits: between West and North, "
                    "or between North and East.",
                ),
            )
        events = [self._put(boat, slot)]
        self.fill += 1
        if self.fill == len(fill_order):
            events.append(self._put(positions.index(None), LAST_POSITION))
            self.set_order()
            self.phase = LEAD
            self.turn = self.south
        return events

    def _put(self, boat: int, position: str) -> dict:
        n = self.num_players
        seat = (self.south + CONTROL_OFFSET[n][position]) % n
        self.positions[boat] = position
        self.controllers[boat] = seat
        return {"type": "boat_placed", "boat": boat, "position": position, "seat": seat}

    def _choose_side(self, side) -> list[dict]:
        if FILL_ORDER[self.num_players][self.fill] != SIDE:
            raise IllegalAction(
                "DD-6",
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "Only with 4 players, once South has kept two boats, does South choose "
                    "where the second one sits.",
                ),
            )
        if side not in SIDES:
            raise IllegalAction(
                "DD-6",
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "South's second boat sits between West and North (WN) or between North "
                    "and East (NE).",
                ),
            )
        self.side = side
        self.fill += 1
        return [{"type": "side", "side": side}]

    def next_place(self) -> dict | None:
        """While South hands out the boats: the step to take next, {"place": letter,
        "seat": the seat that will play the boat put there}; the place is "side" for
        the 4-player choice of where South's second boat sits (South's seat then)."""
        if self.phase != DISTRIBUTE:
            return None
        n = self.num_players
        place = FILL_ORDER[n][self.fill]
        offset = 0 if place == SIDE else CONTROL_OFFSET[n][place]
        return {"place": place, "seat": (self.south + offset) % n}

    def set_order(self) -> None:
        """Once every boat has its place: the clockwise order of play (DD-7)."""
        self.order = clockwise_order(self.positions, self.side)
        self.next_boat = following_boats(self.order)

    def sync_derived(self) -> None:
        """Recompute `fill`, `order` and `next_boat` from `positions` and `side` (after
        they were set from outside: a determinization, a test position)."""
        placed = sum(position is not None for position in self.positions)
        fill_order = FILL_ORDER[self.num_players]
        self.fill = min(placed + (self.side is not None), len(fill_order))
        if None in self.positions:
            self.order = ()
            self.next_boat = ()
        else:
            self.set_order()

    # -- tricks (DD-7 to DD-14) -----------------------------------------------------

    def _lead_clause(self) -> str:
        return "DD-8" if self.trick == 1 else "DD-13"

    def _lead(self, boat) -> list[dict]:
        if type(boat) is not int or not 0 <= boat < len(self.masks):
            raise IllegalAction(
                self._lead_clause(),
                QT_TRANSLATE_NOOP("Engine", "There is no boat {boat} to lead the trick."),
                boat=repr(boat),
            )
        seat = self.turn
        self.leading_boat = boat
        self.boat_to_play = boat
        self.phase = PLAY
        self.turn = self.controllers[boat]
        return [{"type": "lead", "boat": boat, "seat": seat}]

    def _end_trick(self, events: list[dict]) -> None:
        """DD-12: the strongest face-up pawn wins (`trick_taken`)."""
        pawns = tuple(self.face_up)
        winner_boat, seat, points = trick_taken(
            pawns, self.face_up_boats, self.controllers, self.points_of
        )
        self.taken[seat].extend(pawns)
        self.points[seat] += points
        self.face_up = []
        self.face_up_boats = []
        self.asked = None
        self.last_trick_winner = winner_boat
        self.leading_boat = None
        self.boat_to_play = None
        events.append(
            {
                "type": "trick_won",
                "trick": self.trick,
                "boat": winner_boat,
                "seat": seat,
                "pawns": pawns,
                "points": points,
                "round_points": tuple(self.points),  # every seat's, this trick's included
            }
        )
        if self.masks[0]:
            self.trick += 1
            self.phase = LEAD  # DD-13: the winner names the next leading boat
            self.turn = seat
        else:
            self._end_round(seat, events)

    # -- end of a round and of the match (DD-14 to DD-16) ---------------------------

    def _end_round(self, winner: int, events: list[dict]) -> None:
        revealed = tuple(self.face_down)  # the pawns that lay face down, shown now
        monster = (*self.swallowed, *revealed)  # DD-14: to the last trick's winner
        points_of = self.points_of
        bonus = 0
        for pawn in monster:
            bonus += points_of[pawn]
        self.taken[winner].extend(monster)
        self.points[winner] += bonus
        self.swallowed = []
        self.face_down = []
        made, scores = score_round(self.points, self.south, self.bid, self.south_scores)
        totals = self.totals
        for seat, score in enumerate(scores):
            totals[seat] += score
        self.history.append(scores)
        events.append(
            {
                "type": "round_end",
                "reveal": True,
                "round": self.round,
                "south": self.south,
                "bid": self.bid,
                "made": made,
                "points": tuple(self.points),
                "scores": scores,
                "totals": tuple(totals),
                "monster": monster,
                "revealed": revealed,
                "taker": winner,  # who took the monster's contents (DD-14)
            }
        )
        if self.round < self.rounds:
            events.append(self.deal((self.opener + 1) % self.num_players))  # DD-3
            return
        self.phase = OVER
        result = self.result()
        events.append(
            {
                "type": "match_end",
                "totals": tuple(totals),
                "ranks": result.ranks,
                "winners": result.winners,
            }
        )

    def deal(self, opener: int) -> dict:
        """DD-4: mix the pawns and spread them over the boats; with 4 players the last
        2 lie face down on the monster. DD-1: with random magic pawns, draw two of each
        colour."""
        self.round += 1
        self.opener = opener
        self._reset_round()
        if self.rng_shared:
            self.rng = self.rng.copy()
            self.rng_shared = False
        keys, magic = draw_deal(self.match_rng(), self.magic_option)
        pawns = sorted(ALL_PAWNS, key=keys.__getitem__)  # a shuffle: pawns by random keys
        if magic is not None:
            self.magic = magic
            self.points_of = points_table(magic)
        else:
            self.magic = FIXED_MAGIC[self.magic_option]
            self.points_of = FIXED_POINTS[self.magic]
        boats = len(self.masks)
        size = (NUM_PAWNS - FACE_DOWN_COUNT[self.num_players]) // boats
        dealt = []
        for boat in range(boats):
            pawns_in_boat = sorted(pawns[boat * size : boat * size + size])
            mask = 0
            for pawn in pawns_in_boat:
                mask |= BIT[pawn]
            self.masks[boat] = mask
            dealt.append(tuple(pawns_in_boat))
        self.face_down = pawns[boats * size :]
        return {
            "type": "deal",
            "round": self.round,
            "opener": opener,
            "boats": tuple(dealt),
            "face_down": len(self.face_down),
            "magic": self.magic,
        }

    def result(self) -> Result:
        """DD-16: the highest total wins; equal totals share a place."""
        return Result(
            scores=tuple(self.totals), ranks=ranks_from_keys([-total for total in self.totals])
        )

    # -- views ------------------------------------------------------------------------

    def observe(self, seat: int | None) -> dict:
        """Everything is public (None, the public view, differs only by "seat"); the
        face-down pawns of the 4-player deal are in no view."""
        n = self.num_players
        return {
            "game": "doubles_dread",
            "seat": seat,
            "num_players": self.num_players,
            "options": {"magic": self.magic_option, "south_scores": self.south_scores},
            "round": self.round,
            "rounds": self.rounds,
            "opener": self.opener,
            "phase": PHASE_NAMES[self.phase],
            "to_move": self.to_move,
            "magic": self.magic,
            "boats": tuple(map(pawns_of, self.masks)),
            "positions": tuple(self.positions),
            "controllers": tuple(self.controllers),
            "order": self.order,
            "side": self.side,
            "auction": {
                "bids": tuple(self.bids),
                "passed": tuple(self.passed),
                "current": self.current,
                "high_bidder": self.high_bidder,
                "minimum": MINIMUM_BID[n],
                "maximum": MAX_BID,
            },
            "south": self.south,
            "bid": self.bid,
            "fill_order": FILL_ORDER[n] + (LAST_POSITION,),
            "next_place": self.next_place(),
            "trick": self.trick,
            "tricks": TRICKS[n],
            "leading_boat": self.leading_boat,
            "boat_to_play": self.boat_to_play,
            "asked": self.asked,
            "monster_face_up": tuple(zip(self.face_up_boats, self.face_up, strict=True)),
            "swallowed": tuple(self.swallowed),
            "face_down": len(self.face_down),
            "taken": tuple(map(tuple, self.taken)),
            "points": tuple(self.points),
            "totals": tuple(self.totals),
            "history": tuple(self.history),
            "last_trick_winner": self.last_trick_winner,
        }

    def match_rng(self) -> MatchRng:
        """The match's RNG, made now if it was deferred (`DeferredRng`)."""
        rng = self.rng
        if type(rng) is DeferredRng:
            rng = self.rng = rng.made()
        return rng

    def clone(self) -> DoublesDreadState:
        twin = DoublesDreadState.__new__(DoublesDreadState)
        # The RNG is only drawn from at a deal: the twins share it until one of them
        # deals, which copies it first (copying it costs more than all the rest).
        twin.rng = self.rng
        twin.rng_shared = self.rng_shared = True
        twin.num_players = self.num_players
        twin.magic_option = self.magic_option
        twin.south_scores = self.south_scores
        twin.round = self.round
        twin.rounds = self.rounds
        twin.opener = self.opener
        twin.totals = self.totals[:]
        twin.history = self.history[:]
        twin.setup_events = self.setup_events
        twin.phase = self.phase
        twin.turn = self.turn
        twin.magic = self.magic
        twin.points_of = self.points_of
        twin.masks = self.masks[:]
        twin.face_down = self.face_down[:]
        twin.bids = self.bids[:]
        twin.passed = self.passed[:]
        twin.current = self.current
        twin.high_bidder = self.high_bidder
        twin.south = self.south
        twin.bid = self.bid
        twin.positions = self.positions[:]
        twin.controllers = self.controllers[:]
        twin.side = self.side
        twin.fill = self.fill
        twin.order = self.order
        twin.next_boat = self.next_boat
        twin.trick = self.trick
        twin.leading_boat = self.leading_boat
        twin.boat_to_play = self.boat_to_play
        twin.asked = self.asked
        twin.face_up = self.face_up[:]
        twin.face_up_boats = self.face_up_boats[:]
        twin.swallowed = self.swallowed[:]
        twin.taken = [pawns[:] for pawns in self.taken]
        twin.points = self.points[:]
        twin.last_trick_winner = self.last_trick_winner
        return twin

    def full_view(self) -> dict:
        view = self.observe(None)
        del view["seat"]
        view.update(
            private=({},) * self.num_players,  # an open game: no seat sees more than another
            face_down_pawns=tuple(self.face_down),
            rng=hashlib.sha256(repr(self.match_rng().getstate()).encode()).hexdigest(),
        )
        return view

    def __repr__(self) -> str:
        boats = " | ".join(", ".join(map(pawn_name, boat)) for boat in self.boats)
        return (
            f"<Double's Dread round {self.round} seat {self.turn} "
            f"{PHASE_NAMES[self.phase]}: {boats}>"
        )
