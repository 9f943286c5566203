"""Double Action's metadata, options, set-up, per-seat views and determinizer."""

from __future__ import annotations

import random

from rules_engine.core.cards import CARDS_PER_DECK, redact_deal_and_draw
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.options import OptionSpec
from rules_engine.core.protocol import Event, Game, Observation, Rollout, Scoreboard
from rules_engine.core.rng import MatchRng
from rules_engine.games.double_action import playout
from rules_engine.games.double_action.board import GRID
from rules_engine.games.double_action.playout import (
    PLAYOUT_LOOKS,
    PLAYOUT_RANDOM,
    cell_worth,
)
from rules_engine.games.double_action.state import (
    EMPTY,
    PLAY_ON,
    STEP_NAMES,
    STOP,
    TARGET,
    TEAMS,
    DoubleActionState,
)

OPTIONS = (
    OptionSpec(
        "goal",
        QT_TRANSLATE_NOOP("Options", "Series to win"),
        "choice",
        2,
        "DA-14",
        choices=(2, 3),
        choice_labels=(
            QT_TRANSLATE_NOOP("Options", "Two series"),
            QT_TRANSLATE_NOOP("Options", "Three series"),
        ),
        help=QT_TRANSLATE_NOOP(
            "Options", "How many completed series a team needs to win the match."
        ),
    ),
    OptionSpec(
        "stock_end",
        QT_TRANSLATE_NOOP("Options", "When the stock runs out"),
        "choice",
        STOP,
        "DA-15",
        choices=(STOP, PLAY_ON),
        choice_labels=(
            QT_TRANSLATE_NOOP("Options", "The match ends at the first missing draw"),
            QT_TRANSLATE_NOOP("Options", "Play on without drawing until no one can play"),
        ),
        help=QT_TRANSLATE_NOOP(
            "Options",
            "What happens when a player must draw and the stock is empty: the match ends "
            "there, or everyone plays on from their hand until no card can be laid.",
        ),
    ),
)


def shuffle(cards: list[int], rng: random.Random) -> None:
    """`rng.shuffle(cards)`, drawn exactly as CPython's `random` draws it (each index
    as randrange does: getrandbits for its bits until below the bound), without a
    call per card."""
    bits = rng.getrandbits
    for last in range(len(cards) - 1, 0, -1):
        bound = last + 1
        size = bound.bit_length()
        index = bits(size)
        while index >= bound:
            index = bits(size)
        cards[last], cards[index] = cards[index], cards[last]


class DoubleActionGame(Game, declared="double_action"):  # declared in core/catalogue.py
    options = OPTIONS
    grid = GRID  # the board's geometry, for a table: cells by row and column (DA-1)
    search_scale = 10.0  # a series (see `provisional_result`) makes a clear lead

    def playout_action(self, state, rng: random.Random) -> tuple:
        """Search playouts: cards at random, but a chip mostly goes where it builds
        the most (or blocks the most) in the runs of five through its cell: random
        chips make almost no series and say little of a position."""
        legal = state.legal_actions()
        if state.step != TARGET or len(legal) == 1 or rng.random() < PLAYOUT_RANDOM:
            return legal[rng.randrange(len(legal))]
        team, chips = state.turn % TEAMS, state.chips
        if len(legal) > PLAYOUT_LOOKS:  # a Jack: weigh a few cells, not every free one
            legal = rng.sample(legal, PLAYOUT_LOOKS)
        best, best_worth = legal[0], -1.0
        for action in legal:
            worth = cell_worth(chips, action[1], team) + rng.random()
            if worth > best_worth:
                best, best_worth = action, worth
        return best

    def rollout(self, state, rng: random.Random, start_round: int, max_steps: int) -> Rollout:
        """The playout on a fast model of the rules (`playout.rollout`), held equal
        to the generic loop over `playout_action` and `apply` by the tests."""
        return playout.rollout(state, rng, start_round, max_steps)

    def create_state(
        self, num_players: int, options: dict, rng: MatchRng, edition: int
    ) -> DoubleActionState:
        state = DoubleActionState(num_players, options, rng)
        dealer = rng.randrange(num_players)  # DA-3: the dealer is drawn at random
        state.setup_events = [state.deal(dealer)]
        return state

    # The world last read by `determinize`: (observation, seat, state, unseen cards).
    _determinized: tuple | None = None

    def determinize(
        self, observation: Observation, seat: int, rng: random.Random
    ) -> DoubleActionState:
        """Deal out the cards `seat` cannot see: every card is in the discards (laid
        or exchanged, face up), on the table this turn, in `seat`'s hand, or unseen;
        the unseen ones go at random to the other hands, by their public sizes, and
        what is left is the stock. A pass is public knowledge too (DA-13): until it
        draws again, a hand that passed holds only cards that could not be laid at
        the time, so such hands are dealt first, from those cards only.

        A search determinizes one observation thousands of times: the world read
        from it is kept for the observation object last seen (an observation is a
        snapshot, never changed once made) and each determinization is a copy of it
        with the unseen cards dealt. Its match RNG is seeded once, with the world:
        Double Action draws from it only at the deal (DA-3), so the worlds of one
        observation share it."""
        # The seed is drawn every time, so that a search draws the same whether the
        # world was read already or not (a hint's search is replayed with its seed).
        seed = rng.getrandbits(63)
        cached = self._determinized
        if cached is None or cached[0] is not observation or cached[1] != seat:
            cached = (observation, seat, *self._world_of(observation, seat, seed))
            self._determinized = cached
        world, unseen = cached[2], cached[3]
        hands, stock = self._deal_unseen(observation, seat, unseen, rng)
        state = world.copy_sharing_rng()
        for other, hand in hands.items():
            hand.sort()
            state.hands[other] = hand
        state.stock = stock
        return state

    @staticmethod
    def _world_of(obs: Observation, seat: int, seed: int) -> tuple[DoubleActionState, list[int]]:
        """The state the observation shows, `seat`'s hand the only one filled, and
        the cards it does not show (in id order)."""
        n = obs["num_players"]
        state = DoubleActionState(n, obs["options"], MatchRng(seed))
        seen = set(obs["hand"]).union(obs["discards"])
        if obs["selected"] is not None:
            seen.add(obs["selected"])
        unseen = [card for card in range(CARDS_PER_DECK * obs["decks"]) if card not in seen]
        sizes = obs["hand_sizes"]
        if len(unseen) != sum(sizes) - len(obs["hand"]) + obs["stock_size"]:
            raise ValueError("observation is not consistent: the unseen cards do not add up")
        state.hands[seat] = sorted(obs["hand"])
        state.passed_holding = list(obs["passed_holding"])
        state.discards = list(obs["discards"])
        state.chips = list(obs["chips"])
        state.series = [(team, tuple(cells)) for team, cells in obs["series"]]
        state.rebuild_series_index()
        state.series_count = list(obs["series_count"])
        state.chip_count = list(obs["chip_count"])
        state.dealer = obs["dealer"]
        state.step = STEP_NAMES.index(obs["step"])
        state.turn = obs["to_move"] if obs["to_move"] is not None else obs["dealer"]
        state.selected = EMPTY if obs["selected"] is None else obs["selected"]
        state.placed = EMPTY if obs["placed"] is None else obs["placed"]
        state.last_cell = EMPTY if obs["last_cell"] is None else obs["last_cell"]
        state.exchanged = obs["exchanged"]
        state.passes = obs["passes"]
        state.end = obs["end"] or ""
        state.pending = list(obs["series_choices"])
        return state, unseen

    @staticmethod
    def _deal_unseen(
        obs: Observation, seat: int, unseen: list[int], rng: random.Random
    ) -> tuple[dict[int, list[int]], list[int]]:
        """The other hands, dealt from `unseen`: hands bound by a pass first (the
        tightest first), each from the cards it may hold; a few reshuffles settle
        the rare deal where one such hand took what another needed. Returns the
        hands by seat and the stock."""
        sizes = obs["hand_sizes"]
        holding = obs["passed_holding"]
        others = [other for other in range(obs["num_players"]) if other != seat]
        if all(holding[other] is None for other in others):  # no pass binds a hand
            pool = unseen[:]
            shuffle(pool, rng)
            hands: dict[int, list[int]] = {}
            start = 0
            for other in others:
                hands[other] = pool[start : start + sizes[other]]
                start += sizes[other]
            return hands, pool[start:]
        others.sort(key=lambda other: len(holding[other]) if holding[other] is not None else 999)
        for _attempt in range(64):
            pool = unseen[:]
            shuffle(pool, rng)
            hands = {}
            for other in others:
                allowed = holding[other]
                if allowed is None:
                    hands[other], pool = pool[: sizes[other]], pool[sizes[other] :]
                    continue
                allowed_set = set(allowed)
                fitting = [card for card in pool if card in allowed_set][: sizes[other]]
                if len(fitting) < sizes[other]:
                    break
                hands[other] = fitting
                taken = set(fitting)
                pool = [card for card in pool if card not in taken]
            else:
                return hands, pool
        raise ValueError("observation is not consistent: no deal fits the passes seen")

    def scoreboard(self, observation: Observation) -> Scoreboard:
        """One match, one round: each seat's total is its team's completed series;
        the round's row appears when the match ends."""
        obs = observation
        teams = self.teams(obs["num_players"])
        totals = tuple(obs["series_count"][team] for team in teams)
        if obs["step"] == "over":
            return Scoreboard.from_round_scores((totals,), totals, teams)
        return Scoreboard(
            rounds=(),
            totals=totals,
            totals_by_round=(),
            out=(False,) * obs["num_players"],
            teams=teams,
        )

    def redact_event(self, event: Event, seat: int | None) -> Event:
        return redact_deal_and_draw(event, seat)

    def bots(self) -> dict[str, type]:
        from rules_engine.games.double_action.bot import (
            DoubleActionCountingBot,
            DoubleActionHeuristicBot,
        )

        return {
            "heuristic": DoubleActionHeuristicBot,
            "counting": DoubleActionCountingBot,
        }
