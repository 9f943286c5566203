"""A heuristic bot for Double Action: it weighs every run of five on the board.

From its observation alone, for each of the 192 runs of five it counts the cells its
team holds (chips and joker corners) and the opponents' chips, and whether the reuse
rule (DA-9) still lets a team complete it. A chip on a free cell is worth the runs
it builds (more the fuller they get, most when one completes a series) plus the
opposing runs it blocks (a run of four about to close comes first). A black Jack
may instead take off the opposing chip whose runs matter most. Jacks are kept for
moves worth their price (unless the stock is nearly out), dead cards are always
exchanged, and where a line of six leaves a choice the run through a corner is
preferred.
"""

from __future__ import annotations

from rules_engine.ai.base import Bot
from rules_engine.core.cards import BLACK, CARDS_PER_DECK, RANK
from rules_engine.games.double_action.board import (
    CELL_FACE,
    CELLS_OF_FACE,
    IS_CORNER,
    NON_CORNER_CELLS,
    WINDOWS,
    WINDOWS_OF_CELL,
)
from rules_engine.games.double_action.state import series_index, within_reuse_rule
from rules_engine.games.double_action.thumbs import COUNTING_THUMBS, THUMBS

EMPTY = -1
# Worth of a run of ours by the cells we would hold in it after the move (1 to 5).
BUILD = (0, 1, 4, 16, 90, 20000)
# Worth of blocking an opposing run by the cells they hold in it now (1 to 4).
BLOCK = (0, 1, 5, 30, 4000, 0)
JACK_PRICE = 70  # what keeping a Jack for later is worth...
JACK_PRICE_LATE = 5  # ...and when the stock is nearly out
LATE_STOCK = 6


def _is_jack(card: int) -> bool:
    return RANK[card] == 11


class BoardReading:
    """The runs of five as one team sees them: how full each is for either side,
    and which ones each side may still complete."""

    def __init__(self, observation: dict, team: int) -> None:
        chips = observation["chips"]
        self.chips = chips
        self.locked = observation["locked"]
        self.team = team
        other = 1 - team
        # The numbers of the completed series holding each cell's chip: what the
        # reuse rule (DA-9) reads, as the engine indexes them.
        _locked, in_series = series_index(observation["series"])
        reuse = bool(observation["series"])  # with no series yet, every run is allowed
        self.mine: list[int] = []  # cells we hold (chips and corners)
        self.theirs: list[int] = []  # cells they hold (chips and corners)
        self.open_for_us: list[bool] = []  # no opposing chip, reuse rule allows it
        self.open_for_them: list[bool] = []
        for window in WINDOWS:
            mine = theirs = mine_chips = their_chips = 0
            for cell in window:
                owner = chips[cell]
                if IS_CORNER[cell]:
                    mine += 1
                    theirs += 1
                elif owner == team:
                    mine += 1
                    mine_chips += 1
                elif owner == other:
                    theirs += 1
                    their_chips += 1
            self.mine.append(mine)
            self.theirs.append(theirs)
            # A window open to one side holds none of the other's chips, so the
            # series its chips are in are that side's own.
            self.open_for_us.append(
                their_chips == 0
                and mine < 5
                and (not reuse or within_reuse_rule(window, in_series))
            )
            self.open_for_them.append(
                mine_chips == 0
                and theirs < 5
                and (not reuse or within_reuse_rule(window, in_series))
            )

    def place_value(self, cell: int) -> float:
        """What our chip on the free `cell` builds and blocks."""
        value = 0.0
        for number in WINDOWS_OF_CELL[cell]:
            if self.open_for_us[number]:
                value += BUILD[self.mine[number] + 1]
            if self.open_for_them[number]:
                value += BLOCK[self.theirs[number]]
        return value

    def remove_value(self, cell: int) -> float:
        """What taking the opposing chip off `cell` breaks and opens."""
        value = 0.0
        for number in WINDOWS_OF_CELL[cell]:
            if self.open_for_them[number]:
                value += BLOCK[self.theirs[number]]
            elif not self._other_chips_besides(number, cell):
                value += BUILD[self.mine[number]] / 2
        return value

    def _other_chips_besides(self, number: int, cell: int) -> bool:
        other = 1 - self.team
        chips = self.chips
        return any(chips[spot] == other for spot in WINDOWS[number] if spot != cell)


class DoubleActionHeuristicBot(Bot):
    name = "heuristic"
    thumbs = THUMBS  # what "Why?" says of its moves

    def choose(self, observation, legal_actions, rng, budget):
        if len(legal_actions) == 1:
            return legal_actions[0]
        kind = legal_actions[0][0]
        for action in legal_actions:  # DA-12: a dead card is always worth exchanging
            if action[0] == "exchange":
                return action
        if kind == "series":
            return self._choose_series(observation, legal_actions)
        team = observation["seat"] % 2
        reading = self.read(observation, team)
        if observation["step"] == "target":
            return self._best_target(reading, legal_actions)
        best, best_value = legal_actions[0], float("-inf")
        late = observation["stock_size"] <= LATE_STOCK
        for action in legal_actions:
            if action[0] != "card":
                continue
            value = self._card_value(reading, action[1], late)
            if value > best_value:
                best, best_value = action, value
        return best

    @staticmethod
    def read(observation: dict, team: int) -> BoardReading:
        """How this player sees the runs of five (the counting player reads more)."""
        return BoardReading(observation, team)

    def _card_value(self, reading: BoardReading, card: int, late: bool) -> float:
        chips = reading.chips
        if not _is_jack(card):
            cells = CELLS_OF_FACE[card % CARDS_PER_DECK]
            return max(reading.place_value(cell) for cell in cells if chips[cell] == EMPTY)
        best = max(
            (reading.place_value(cell) for cell in NON_CORNER_CELLS if chips[cell] == EMPTY),
            default=0.0,
        )
        if BLACK[card]:
            other = 1 - reading.team
            best = max(
                best,
                max(
                    (
                        reading.remove_value(cell)
                        for cell in NON_CORNER_CELLS
                        if chips[cell] == other and not reading.locked[cell]
                    ),
                    default=0.0,
                ),
            )
        return best - (JACK_PRICE_LATE if late else JACK_PRICE)

    def _best_target(self, reading: BoardReading, legal_actions):
        best, best_value = legal_actions[0], float("-inf")
        for action in legal_actions:
            if action[0] == "place":
                value = reading.place_value(action[1])
            else:
                value = reading.remove_value(action[1])
            if value > best_value:
                best, best_value = action, value
        return best

    @staticmethod
    def _choose_series(observation, legal_actions):
        """Prefer the run through a joker corner: it locks one chip fewer, and the
        chips left free stay removable but also free to build with."""
        corners = [sum(1 for cell in action[1] if IS_CORNER[cell]) for action in legal_actions]
        best = max(range(len(legal_actions)), key=lambda i: corners[i])
        return legal_actions[best]


# The counting player's odds of filling a free cell, relative to one another: a card
# of our hand fills it for sure, an unseen card may come to us, and once its card has
# been laid (one deck, DA-1) only a Jack can still fill it.
REACH_OWN = 3.0
REACH_UNSEEN = 0.4
REACH_JACK = 0.05
# A run of four of ours whose last cell a card of our hand fills: only a Jack of
# theirs can still stop it, so it is nearly a series.
SURE_FOUR = 3000


class CountingReading(BoardReading):
    """The runs of five weighed by the cards that can still fill them.

    With one deck (2 or 4 players) every card fills one of its two cells at most;
    once laid or exchanged, its cells wait for a Jack. From the observation alone
    (our hand, the discards, the card on the table this turn) each free cell gets
    our odds and theirs of ever being filled (`REACH_*`), and each run its product
    over the cells still missing: a run that needs a card gone is nearly dead, and
    an opposing four whose last card is in our hand threatens only through a Jack."""

    def __init__(self, observation: dict, team: int) -> None:
        super().__init__(observation, team)
        chips = self.chips
        decks = observation["decks"]
        gone = [0] * CARDS_PER_DECK  # copies laid or exchanged, by face
        for card in observation["discards"]:
            gone[card % CARDS_PER_DECK] += 1
        if observation["selected"] is not None:
            gone[observation["selected"] % CARDS_PER_DECK] += 1
        held = [0] * CARDS_PER_DECK
        for card in observation["hand"]:
            held[card % CARDS_PER_DECK] += 1
        ours = [1.0] * len(chips)
        theirs = [1.0] * len(chips)
        for cell in NON_CORNER_CELLS:
            if chips[cell] != EMPTY:
                continue
            face = CELL_FACE[cell]
            unseen = decks - gone[face] - held[face] > 0
            if held[face]:
                ours[cell] = REACH_OWN
            else:
                ours[cell] = REACH_UNSEEN if unseen else REACH_JACK
            theirs[cell] = REACH_UNSEEN if unseen else REACH_JACK
        self.reach_ours = ours
        self.reach_theirs = theirs
        self.odds_ours: list[float] = []  # each run: the product over its missing cells
        self.odds_theirs: list[float] = []
        for window in WINDOWS:
            mine = other = 1.0
            for cell in window:
                if chips[cell] == EMPTY and not IS_CORNER[cell]:
                    mine *= ours[cell]
                    other *= theirs[cell]
            self.odds_ours.append(mine)
            self.odds_theirs.append(other)

    def place_value(self, cell: int) -> float:
        value = 0.0
        reach = self.reach_ours[cell]
        for number in WINDOWS_OF_CELL[cell]:
            if self.open_for_us[number]:
                held = self.mine[number] + 1
                rest = self.odds_ours[number] / reach  # the cells still missing after it
                value += BUILD[held] * rest
                if held == 4 and rest >= REACH_OWN:
                    value += SURE_FOUR
            if self.open_for_them[number]:
                value += BLOCK[self.theirs[number]] * self.odds_theirs[number]
        return value

    def remove_value(self, cell: int) -> float:
        value = 0.0
        for number in WINDOWS_OF_CELL[cell]:
            if self.open_for_them[number]:
                value += BLOCK[self.theirs[number]] * self.odds_theirs[number]
            elif not self._other_chips_besides(number, cell):
                value += BUILD[self.mine[number]] / 2 * self.odds_ours[number]
        return value


class DoubleActionCountingBot(DoubleActionHeuristicBot):
    """The heuristic reading the cards seen (`CountingReading`): the Hard player."""

    name = "counting"
    thumbs = COUNTING_THUMBS

    @staticmethod
    def read(observation: dict, team: int) -> BoardReading:
        return CountingReading(observation, team)
