"""A match of Double Action in progress: the rules of `seeds/double_action.en.md`.

A turn is taken in steps (DA-4), each one action:

    "card"    ("card", c)       lay card c from your hand, face up (it is committed)
              ("exchange", c)   at the start of the turn, once, swap a dead card (DA-12)
              ("pass",)         only when no card can be laid at all (DA-13)
    "target"  ("place", cell)   put a chip on a free cell showing the laid card (any
                                free cell for a Jack, DA-5)
              ("remove", cell)  a black Jack only: take an opposing unlocked chip off (DA-6)
    "series"  ("series", cells) where a line of six or more leaves a choice, the five
                                cells that form the series (DA-11)

The draw that ends a turn is automatic. Seats alternate between the two teams
(team = seat % 2). A cell is row * 10 + column (`board.py`); `chips[cell]` is the
team whose chip is there, or EMPTY. Joker corners never hold a chip and count for
both teams (DA-7).

Speed: random playouts and bots replay this state many thousand times, so the hot
paths use flat lists, precomputed action tuples and plain loops.
"""

from __future__ import annotations

import hashlib

from rules_engine.core.cards import BLACK, CARDS_PER_DECK, RANK
from rules_engine.core.errors import IllegalAction
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.protocol import Result, State, team_ranks
from rules_engine.core.rng import MatchRng
from rules_engine.games.double_action.board import (
    CELL_FACE,
    CELLS,
    CELLS_OF_FACE,
    IS_CORNER,
    LAYOUT,
    LINES,
    NON_CORNER_CELLS,
    WINDOWS,
)

STEP_NAMES = ("card", "target", "series", "over")
CARD, TARGET, SERIES, OVER = range(len(STEP_NAMES))
EMPTY = -1
SERIES_LENGTH = 5
TEAMS = 2

STOP = "stop"  # DA-15: the match ends when a player must draw from an empty stock
PLAY_ON = "play_on"  # DA-15 option: play on without drawing until no one can play

# Why a match ended (the "match_end" event and the observation's "end").
GOAL, STOCK_OUT, BLOCKED = "goal", "stock_out", "blocked"

JACK = 11
IS_JACK = tuple(RANK[card] == JACK for card in range(2 * CARDS_PER_DECK))
IS_BLACK_JACK = tuple(IS_JACK[card] and BLACK[card] for card in range(2 * CARDS_PER_DECK))
# The cells showing each card, for cards of either deck.
CARD_CELLS = tuple(CELLS_OF_FACE[card % CARDS_PER_DECK] for card in range(2 * CARDS_PER_DECK))

# Actions built once: the hot paths hand out these tuples instead of new ones.
LAY = tuple(("card", card) for card in range(2 * CARDS_PER_DECK))
EXCHANGE = tuple(("exchange", card) for card in range(2 * CARDS_PER_DECK))
PLACE = tuple(("place", cell) for cell in range(CELLS))
REMOVE = tuple(("remove", cell) for cell in range(CELLS))
PASS = ("pass",)


def decks_for(num_players: int) -> int:
    """DA-3: one deck for 2 or 4 players, two for 6 or 8."""
    return 1 if num_players <= 4 else 2


def hand_size_for(num_players: int) -> int:
    """DA-3: eight cards each with 2 players, six with more."""
    return 8 if num_players == 2 else 6


def team_of(seat: int) -> int:
    """DA-2: seats alternate between the two teams."""
    return seat % TEAMS


def within_reuse_rule(cells, in_series) -> bool:
    """DA-9: a new series holds at most one chip of each completed series.
    `in_series[cell]` is the numbers of the completed series holding the chip on
    `cell` (the one copy of this rule: the engine, its playout model and the bot
    read it here)."""
    used: set[int] = set()
    for cell in cells:
        for number in in_series[cell]:
            if number in used:
                return False
            used.add(number)
    return True


def lock_series(locked: list[bool], in_series: list, number: int, cells) -> None:
    """DA-8: the chips of completed series `number` are locked, and each records that
    it is in that series (what the reuse rule, DA-9, reads). Corners hold no chip."""
    for cell in cells:
        if not IS_CORNER[cell]:
            locked[cell] = True
            in_series[cell] = (*in_series[cell], number)


def series_index(series) -> tuple[list[bool], list[tuple[int, ...]]]:
    """`locked` and `in_series` from the completed series, numbered in order (a
    determinized state, or a bot reading an observation, rebuilds them here)."""
    locked, in_series = [False] * CELLS, [()] * CELLS
    for number, (_team, cells) in enumerate(series):
        lock_series(locked, in_series, number, cells)
    return locked, in_series


def series_through(
    chips: list[int], in_series, cell: int, team: int
) -> tuple[list[tuple[int, ...]], list[tuple[tuple[int, ...], ...]]]:
    """The series a chip of `team` just placed on `cell` completes (DA-8 to DA-11):
    those that count at once, and for each line where the player must pick, the runs
    of five to pick from.

    Only runs through the new chip can be new. Along one line two runs through it
    share at least that chip; they may both count only when they share nothing
    else, the two runs ending on it (a line of nine). Runs through it along
    different lines share only it, so each line is settled on its own."""
    settled: list[tuple[int, ...]] = []
    choices: list[tuple[tuple[int, ...], ...]] = []
    for line, index in LINES[cell]:
        length = len(line)
        if length < SERIES_LENGTH:
            continue
        low = index
        while low > 0 and (chips[line[low - 1]] == team or IS_CORNER[line[low - 1]]):
            low -= 1
        high = index
        while high < length - 1 and (chips[line[high + 1]] == team or IS_CORNER[line[high + 1]]):
            high += 1
        if high - low + 1 < SERIES_LENGTH:
            continue
        runs = []
        for start in range(max(low, index - 4), min(index, high - 4) + 1):
            run = line[start : start + SERIES_LENGTH]
            if within_reuse_rule(run, in_series):
                runs.append(run)
        if not runs:
            continue
        if len(runs) >= 2 and runs[0][-1] == cell and runs[-1][0] == cell:
            settled.extend((runs[0], runs[-1]))  # DA-10: a line of nine, two series
        elif len(runs) == 1:
            settled.append(runs[0])
        else:
            choices.append(tuple(runs))  # DA-11: the player picks
    return settled, choices


class DoubleActionState(State):
    __slots__ = (
        "chip_count",
        "chips",
        "dealer",
        "decks",
        "discards",
        "end",
        "exchanged",
        "goal",
        "hands",
        "in_series",
        "last_cell",
        "locked",
        "num_players",
        "passed_holding",
        "passes",
        "pending",
        "placed",
        "rng",
        "selected",
        "series",
        "series_count",
        "setup_events",
        "step",
        "stock",
        "stock_end",
        "turn",
    )

    def __init__(self, num_players: int, options: dict, rng: MatchRng) -> None:
        self.num_players = num_players
        self.goal = options["goal"]
        self.stock_end = options["stock_end"]
        self.decks = decks_for(num_players)
        self.rng = rng
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.stock: list[int] = []  # the top of the stock is the end of the list
        self.discards: list[int] = []  # every card laid or exchanged, in order
        self.chips = [EMPTY] * CELLS
        self.locked = [False] * CELLS
        # For each cell, the indexes (into `series`) of the completed series holding
        # its chip: the reuse rule (DA-9) reads it.
        self.in_series: list[tuple[int, ...]] = [()] * CELLS
        self.series: list[tuple[int, tuple[int, ...]]] = []  # (team, five cells)
        self.series_count = [0, 0]
        self.chip_count = [0, 0]
        self.dealer = 0
        self.turn = 0
        self.step = CARD
        self.selected = EMPTY  # the card laid this turn
        self.placed = EMPTY  # the cell of the chip placed this turn
        # The cell of the last chip put on or taken off the board, by any seat: public,
        # for a table to point at the last move (no rule reads it; playouts skip it).
        self.last_cell = EMPTY
        self.exchanged = False  # DA-12: once a turn
        self.pending: list[tuple[tuple[int, ...], ...]] = []  # series choices still to make
        self.passes = 0  # turns passed in a row (DA-13)
        # Public inference from a pass (DA-13): the cards none of which could be laid
        # then. The seat's hand is among them until it draws again; None: no pass.
        self.passed_holding: list[tuple[int, ...] | None] = [None] * num_players
        self.end = ""  # GOAL, STOCK_OUT or BLOCKED once over
        self.setup_events: list[dict] = []

    def deal(self, dealer: int) -> dict:
        """DA-3: shuffle, deal each seat its hand; the seat after the dealer starts."""
        cards = list(range(CARDS_PER_DECK * self.decks))
        self.rng.shuffle(cards)
        size = hand_size_for(self.num_players)
        for seat in range(self.num_players):
            self.hands[seat] = sorted(cards[seat * size : (seat + 1) * size])
        self.stock = cards[self.num_players * size :]
        self.dealer = dealer
        self.turn = (dealer + 1) % self.num_players
        return {
            "type": "deal",
            "dealer": dealer,
            "first": self.turn,
            "hands": tuple(tuple(hand) for hand in self.hands),
            "stock": len(self.stock),
        }

    # -- the protocol ---------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        return None if self.step == OVER else self.turn

    def is_over(self) -> bool:
        return self.step == OVER

    def legal_actions(self, seat: int | None = None) -> list[tuple]:
        step = self.step
        if step == OVER or (seat is not None and seat != self.turn):
            return []
        if step == TARGET:
            return self._targets(self.selected)
        if step == SERIES:
            return [("series", cells) for cells in self.pending[0]]
        chips = self.chips
        hand = self.hands[self.turn]
        actions = []
        dead = []
        board_full = self.chip_count[0] + self.chip_count[1] >= len(NON_CORNER_CELLS)
        for card in hand:
            if IS_JACK[card]:
                if not board_full or (IS_BLACK_JACK[card] and self._has_removable()):
                    actions.append(LAY[card])
                continue
            first, second = CARD_CELLS[card]
            if chips[first] < 0 or chips[second] < 0:
                actions.append(LAY[card])
            else:
                dead.append(EXCHANGE[card])
        if dead and not self.exchanged and self.stock:
            actions.extend(dead)
        return actions or [PASS]

    def _targets(self, card: int) -> list[tuple]:
        chips = self.chips
        if not IS_JACK[card]:
            return [PLACE[cell] for cell in CARD_CELLS[card] if chips[cell] < 0]
        actions = [PLACE[cell] for cell in NON_CORNER_CELLS if chips[cell] < 0]
        if IS_BLACK_JACK[card]:
            other = 1 - self.turn % TEAMS
            locked = self.locked
            actions.extend(
                REMOVE[cell]
                for cell in NON_CORNER_CELLS
                if chips[cell] == other and not locked[cell]
            )
        return actions

    def _has_removable(self) -> bool:
        other = 1 - self.turn % TEAMS
        chips, locked = self.chips, self.locked
        return any(chips[cell] == other and not locked[cell] for cell in NON_CORNER_CELLS)

    def apply(self, action: tuple) -> list[dict]:
        step = self.step
        if step == OVER:
            raise IllegalAction("DA-14", QT_TRANSLATE_NOOP("Engine", "The match is over."))
        kind = action[0] if type(action) is tuple and action else None
        size = len(action) if type(action) is tuple else 0
        if step == TARGET:
            if kind == "place" and size == 2:
                return self._place(action[1])
            if kind == "remove" and size == 2:
                return self._remove(action[1])
            raise IllegalAction(
                "DA-4",
                QT_TRANSLATE_NOOP(
                    "Engine", "You have laid a card: now put a chip on a cell it shows."
                ),
            )
        if step == SERIES:
            if kind == "series" and size == 2:
                return self._choose_series(action[1])
            raise IllegalAction(
                "DA-11",
                QT_TRANSLATE_NOOP("Engine", "Choose the five cells that form your series."),
            )
        if kind == "card" and size == 2:
            return self._lay(action[1])
        if kind == "exchange" and size == 2:
            return self._exchange(action[1])
        if kind == "pass" and size == 1:
            return self._pass()
        raise IllegalAction(
            "DA-4",
            QT_TRANSLATE_NOOP("Engine", "It is your turn: lay a card from your hand."),
        )

    # -- a turn ---------------------------------------------------------------------

    def _card_in_hand(self, card) -> int:
        if type(card) is not int or card not in self.hands[self.turn]:
            raise IllegalAction(
                "DA-4", QT_TRANSLATE_NOOP("Engine", "You can only lay a card from your hand.")
            )
        return card

    def _lay(self, card) -> list[dict]:
        card = self._card_in_hand(card)
        if not self._targets(card):
            if IS_JACK[card]:
                raise IllegalAction(
                    "DA-5", QT_TRANSLATE_NOOP("Engine", "There is no free cell left for a Jack.")
                )
            raise IllegalAction(
                "DA-12",
                QT_TRANSLATE_NOOP(
                    "Engine",
                    "Both cells showing this card are taken: it is dead and can only be exchanged.",
                ),
            )
        seat = self.turn
        self.hands[seat].remove(card)
        self.selected = card
        self.step = TARGET
        return [{"type": "lay", "seat": seat, "card": card}]

    def _exchange(self, card) -> list[dict]:
        card = self._card_in_hand(card)
        if IS_JACK[card] or any(self.chips[cell] < 0 for cell in CARD_CELLS[card]):
            raise IllegalAction(
                "DA-12",
                QT_TRANSLATE_NOOP(
                    "Engine", "Only a dead card (both of its cells taken) may be exchanged."
                ),
            )
        if self.exchanged:
            raise IllegalAction(
                "DA-12",
                QT_TRANSLATE_NOOP("Engine", "You may exchange only one dead card a turn."),
            )
        if not self.stock:
            raise IllegalAction(
                "DA-12",
                QT_TRANSLATE_NOOP(
                    "Engine", "The stock is empty: there is nothing to exchange a dead card for."
                ),
            )
        seat = self.turn
        hand = self.hands[seat]
        hand.remove(card)
        self.discards.append(card)
        drawn = self.stock.pop()
        hand.append(drawn)
        self.passed_holding[seat] = None
        hand.sort()
        self.exchanged = True
        return [
            {"type": "exchange", "seat": seat, "card": card},
            {"type": "draw", "seat": seat, "card": drawn, "stock": len(self.stock)},
        ]

    def _pass(self) -> list[dict]:
        if self.legal_actions() != [PASS]:
            raise IllegalAction(
                "DA-13",
                QT_TRANSLATE_NOOP("Engine", "You may pass only when you have no card you can lay."),
            )
        seat = self.turn
        self.passed_holding[seat] = self._unplayable_cards()
        events = [{"type": "pass", "seat": seat}]
        self.passes += 1
        if self.passes >= self.num_players:  # nobody could play a whole round long
            self._finish(BLOCKED, events)
        else:
            self._next_turn()
        return events

    def _unplayable_cards(self) -> tuple[int, ...]:
        """Every card the seat to move could not lay now (whoever holds it)."""
        chips = self.chips
        board_full = self.chip_count[0] + self.chip_count[1] >= len(NON_CORNER_CELLS)
        removable = self._has_removable()
        found = []
        for card in range(CARDS_PER_DECK * self.decks):
            if IS_JACK[card]:
                if board_full and not (IS_BLACK_JACK[card] and removable):
                    found.append(card)
            elif all(chips[cell] >= 0 for cell in CARD_CELLS[card]):
                found.append(card)
        return tuple(found)

    def _place(self, cell) -> list[dict]:
        card = self.selected
        if type(cell) is not int or not 0 <= cell < CELLS:
            raise IllegalAction("DA-4", QT_TRANSLATE_NOOP("Engine", "Choose a cell of the board."))
        if IS_CORNER[cell]:
            raise IllegalAction(
                "DA-7", QT_TRANSLATE_NOOP("Engine", "The joker corners take no chip.")
            )
        if self.chips[cell] >= 0:
            raise IllegalAction(
                "DA-4", QT_TRANSLATE_NOOP("Engine", "That cell already holds a chip.")
            )
        if not IS_JACK[card] and cell not in CARD_CELLS[card]:
            raise IllegalAction(
                "DA-4",
                QT_TRANSLATE_NOOP("Engine", "A chip goes on a cell showing the card you laid."),
            )
        seat = self.turn
        team = seat % TEAMS
        self.chips[cell] = team
        self.chip_count[team] += 1
        self.placed = cell
        self.last_cell = cell
        events = [{"type": "place", "seat": seat, "team": team, "card": card, "cell": cell}]
        settled, choices = self.new_series(cell, team)
        for cells in settled:
            events.append(self._record_series(team, cells))
        if choices:
            self.pending = choices
            self.step = SERIES
            return events
        return self._end_turn(events)

    def _remove(self, cell) -> list[dict]:
        card = self.selected
        if not IS_BLACK_JACK[card]:
            raise IllegalAction(
                "DA-6",
                QT_TRANSLATE_NOOP("Engine", "Only a black Jack may take a chip off the board."),
            )
        seat = self.turn
        other = 1 - seat % TEAMS
        if type(cell) is not int or not 0 <= cell < CELLS or self.chips[cell] != other:
            raise IllegalAction(
                "DA-6",
                QT_TRANSLATE_NOOP("Engine", "A black Jack takes off one of your opponents' chips."),
            )
        if self.locked[cell]:
            raise IllegalAction(
                "DA-6",
                QT_TRANSLATE_NOOP(
                    "Engine", "That chip belongs to a completed series: it cannot be removed."
                ),
            )
        self.chips[cell] = EMPTY
        self.chip_count[other] -= 1
        self.last_cell = cell
        events = [{"type": "remove", "seat": seat, "team": other, "card": card, "cell": cell}]
        return self._end_turn(events)

    def _choose_series(self, cells) -> list[dict]:
        if type(cells) is not tuple or cells not in self.pending[0]:
            raise IllegalAction(
                "DA-11",
                QT_TRANSLATE_NOOP(
                    "Engine", "Choose one of the runs of five offered along this line."
                ),
            )
        team = self.turn % TEAMS
        events = [self._record_series(team, cells)]
        del self.pending[0]
        if self.pending:
            return events
        return self._end_turn(events)

    # -- series ---------------------------------------------------------------------

    def new_series(
        self, cell: int, team: int
    ) -> tuple[list[tuple[int, ...]], list[tuple[tuple[int, ...], ...]]]:
        """The series a chip just placed on `cell` completes: see `series_through`."""
        return series_through(self.chips, self.in_series, cell, team)

    def _record_series(self, team: int, cells: tuple[int, ...]) -> dict:
        """DA-8: a completed series counts and its chips are locked."""
        number = len(self.series)
        self.series.append((team, cells))
        self.series_count[team] += 1
        lock_series(self.locked, self.in_series, number, cells)
        return {
            "type": "series",
            "seat": self.turn,
            "team": team,
            "cells": cells,
            "count": self.series_count[team],
        }

    # -- the end of a turn ------------------------------------------------------------

    def _end_turn(self, events: list[dict]) -> list[dict]:
        """The laid card goes to the discards; the goal, then the draw (DA-14, DA-15)."""
        seat = self.turn
        self.discards.append(self.selected)
        self.passes = 0
        if self.series_count[seat % TEAMS] >= self.goal:
            self._finish(GOAL, events)
            return events
        if self.stock:
            card = self.stock.pop()
            hand = self.hands[seat]
            hand.append(card)
            self.passed_holding[seat] = None
            hand.sort()
            events.append({"type": "draw", "seat": seat, "card": card, "stock": len(self.stock)})
        elif self.stock_end == STOP:
            self._finish(STOCK_OUT, events)
            return events
        self._next_turn()
        return events

    def _next_turn(self) -> None:
        self.turn = (self.turn + 1) % self.num_players
        self.step = CARD
        self.selected = EMPTY
        self.placed = EMPTY
        self.exchanged = False

    def _finish(self, reason: str, events: list[dict]) -> None:
        self.step = OVER
        self.end = reason
        self.selected = EMPTY
        self.pending = []
        result = self.result()
        # The whole match is one round: its row on the score sheet (each seat its
        # team's series), then the verdict.
        events.append(
            {
                "type": "round_end",
                "reason": reason,
                "scores": result.scores,
                "totals": result.scores,
            }
        )
        events.append(
            {
                "type": "match_end",
                "reason": reason,
                "winner": self.winning_team(),
                "series": tuple(self.series_count),
                "chips": tuple(self.chip_count),
                "ranks": result.ranks,
                "winners": result.winners,
            }
        )

    def winning_team(self) -> int | None:
        """DA-14, DA-16: the team that reached the goal, else the one with more
        series, then more chips on the board; None for a draw (or before the end)."""
        if self.step != OVER:
            return None
        key = [(self.series_count[team], self.chip_count[team]) for team in range(TEAMS)]
        if key[0] == key[1]:
            return None
        return 0 if key[0] > key[1] else 1

    def result(self) -> Result:
        """Each seat scores its team's series; teammates share their team's rank."""
        winner = self.winning_team()
        team_keys = [0 if winner is None or team == winner else 1 for team in range(TEAMS)]
        teams = tuple(seat % TEAMS for seat in range(self.num_players))
        return Result(
            scores=tuple(self.series_count[team] for team in teams),
            ranks=team_ranks(team_keys, teams),
        )

    def provisional_result(self) -> Result:
        """Before the end, teams rank by series, then by their best run of five still
        open to them (chips of theirs in a run the other team has no chip in): what a
        search cut short of the end weighs."""
        if self.step == OVER:
            return self.result()
        worth = [self.series_count[team] * 10 + self.open_run(team) for team in range(TEAMS)]
        return self.ranked_by_worth(worth)

    def ranked_by_worth(self, worth: list[int]) -> Result:
        """A provisional result from each team's worth (see `provisional_result`)."""
        teams = tuple(seat % TEAMS for seat in range(self.num_players))
        return Result(
            scores=tuple(worth[team] for team in teams),
            ranks=team_ranks([-points for points in worth], teams),
        )

    def open_run(self, team: int) -> int:
        """The most cells `team` holds (joker corners count) in a run of five the
        other team has no chip in."""
        chips, best = self.chips, 0
        for window in WINDOWS:
            held = 0
            for cell in window:
                owner = chips[cell]
                if owner == team or IS_CORNER[cell]:
                    held += 1
                elif owner >= 0:
                    held = -1
                    break
            if held > best:
                best = held
        return best

    # -- views ------------------------------------------------------------------------

    def dead_cards(self, seat: int) -> tuple[int, ...]:
        """The cards of `seat`'s hand whose two cells are both taken (DA-12)."""
        chips = self.chips
        return tuple(
            card
            for card in self.hands[seat]
            if not IS_JACK[card] and all(chips[cell] >= 0 for cell in CARD_CELLS[card])
        )

    def private_view(self, seat: int) -> dict:
        """The observation keys only `seat` sees: its hand and which of it is dead."""
        return {"hand": tuple(self.hands[seat]), "dead": self.dead_cards(seat)}

    def observe(self, seat: int | None) -> dict:
        """A seat's view; None: the public view, with no hand (see `private_view`)."""
        over = self.step == OVER
        view = {
            "game": "double_action",
            "seat": seat,
            "num_players": self.num_players,
            "teams": tuple(other % TEAMS for other in range(self.num_players)),
            "options": {"goal": self.goal, "stock_end": self.stock_end},
            "goal": self.goal,
            "decks": self.decks,
            "layout": LAYOUT,
            "chips": tuple(self.chips),
            "locked": tuple(self.locked),
            "series": tuple(self.series),
            "series_count": tuple(self.series_count),
            "chip_count": tuple(self.chip_count),
            "hand": (),
            "dead": (),
            "hand_sizes": tuple(len(hand) for hand in self.hands),
            "discards": tuple(self.discards),
            "stock_size": len(self.stock),
            "dealer": self.dealer,
            "to_move": None if over else self.turn,
            "step": STEP_NAMES[self.step],
            "selected": None if self.selected < 0 else self.selected,
            "placed": None if self.placed < 0 else self.placed,
            "last_cell": None if self.last_cell < 0 else self.last_cell,
            # For each line still to settle (the first one now), its runs of five.
            "series_choices": tuple(self.pending),
            "exchanged": self.exchanged,
            "passes": self.passes,
            "passed_holding": tuple(self.passed_holding),
            "end": self.end or None,
            "winner": self.winning_team(),
        }
        if seat is not None:
            view.update(self.private_view(seat))
        return view

    def clone(self) -> DoubleActionState:
        twin = self.copy_sharing_rng()
        twin.rng = self.rng.copy()
        return twin

    def copy_sharing_rng(self) -> DoubleActionState:
        """A clone that shares this state's match RNG: for the determinized worlds of
        one observation, which never draw from it (see `determinize`)."""
        twin = DoubleActionState.__new__(DoubleActionState)
        twin.num_players = self.num_players
        twin.goal = self.goal
        twin.stock_end = self.stock_end
        twin.decks = self.decks
        twin.rng = self.rng
        twin.hands = [hand[:] for hand in self.hands]
        twin.stock = self.stock[:]
        twin.discards = self.discards[:]
        twin.chips = self.chips[:]
        twin.locked = self.locked[:]
        twin.in_series = self.in_series[:]
        twin.series = self.series[:]
        twin.series_count = self.series_count[:]
        twin.chip_count = self.chip_count[:]
        twin.dealer = self.dealer
        twin.turn = self.turn
        twin.step = self.step
        twin.selected = self.selected
        twin.placed = self.placed
        twin.last_cell = self.last_cell
        twin.exchanged = self.exchanged
        twin.pending = self.pending[:]
        twin.passes = self.passes
        twin.passed_holding = self.passed_holding[:]
        twin.end = self.end
        twin.setup_events = self.setup_events
        return twin

    def full_view(self) -> dict:
        view = self.observe(None)
        view.update(
            private=tuple(self.private_view(seat) for seat in range(self.num_players)),
            hands=tuple(tuple(hand) for hand in self.hands),
            stock=tuple(self.stock),
            rng=hashlib.sha256(repr(self.rng.getstate()).encode()).hexdigest(),
        )
        del view["seat"], view["hand"], view["dead"]
        return view

    def rebuild_series_index(self) -> None:
        """`in_series` and `locked` from `series` (after a determinization)."""
        self.locked, self.in_series = series_index(self.series)

    def __repr__(self) -> str:
        from rules_engine.core.cards import card_name

        hands = " | ".join(" ".join(card_name(card) for card in hand) for hand in self.hands)
        return (
            f"<DoubleAction seat {self.turn} {STEP_NAMES[self.step]}: {hands}; "
            f"series {self.series_count}, chips {self.chip_count}>"
        )


__all__ = ["CELL_FACE", "DoubleActionState"]
