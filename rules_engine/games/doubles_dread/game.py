"""Double's Dread's metadata, options, set-up and determinizer."""

from __future__ import annotations

import random

from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.options import OptionSpec
from rules_engine.core.protocol import (
    Game,
    MatchGoal,
    Observation,
    Rollout,
    Scoreboard,
)
from rules_engine.core.rng import MatchRng
from rules_engine.games.doubles_dread.lagoon import rollout as lagoon_rollout
from rules_engine.games.doubles_dread.pawns import ALL_PAWNS, FACES, FIXED_POINTS, points_table
from rules_engine.games.doubles_dread.scoring import SCORE_BID, SCORE_POINTS
from rules_engine.games.doubles_dread.state import (
    BID,
    OVER,
    PASS,
    PHASE_NAMES,
    DeferredRng,
    DoublesDreadState,
)

OPTIONS = (
    OptionSpec(
        "magic",
        QT_TRANSLATE_NOOP("Options", "Magic pawns"),
        "choice",
        "3-6",
        "DD-1",
        choices=("3-6", "7-8", "random"),
        choice_labels=(
            QT_TRANSLATE_NOOP("Options", "The 3 and the 6 of each colour"),
            QT_TRANSLATE_NOOP("Options", "The Shaman and the Chief (7 and 8)"),
            QT_TRANSLATE_NOOP("Options", "Two of each colour, drawn at every deal"),
        ),
        help=QT_TRANSLATE_NOOP(
            "Options", "Which two pawns of each colour are magic, worth 5 points instead of 1."
        ),
    ),
    OptionSpec(
        "south_scores",
        QT_TRANSLATE_NOOP("Options", "A successful South scores"),
        "choice",
        SCORE_POINTS,
        "DD-15",
        choices=(SCORE_POINTS, SCORE_BID),
        choice_labels=(
            QT_TRANSLATE_NOOP("Options", "The points taken"),
            QT_TRANSLATE_NOOP("Options", "The amount of the bid"),
        ),
        help=QT_TRANSLATE_NOOP(
            "Options",
            "What South scores after taking at least the bid: the points actually taken, "
            "or exactly the bid.",
        ),
    ),
)


class DoublesDreadGame(Game, declared="doubles_dread"):  # declared in core/catalogue.py
    options = OPTIONS
    search_scale = 30.0  # points of total between two seats that make a clear lead

    def playout_action(self, state: DoublesDreadState, rng: random.Random) -> tuple:
        """Search playouts: random play, except that an auction is left at once (a
        pass, or the lowest opening bid): random raises would put nearly every
        playout's taker in a hopeless contract and say nothing of the cards."""
        legal = state.legal_actions()
        if state.phase == BID:
            return PASS if PASS in legal else legal[0]
        return legal[rng.randrange(len(legal))]

    def rollout(
        self, state: DoublesDreadState, rng: random.Random, start_round: int, max_steps: int
    ) -> Rollout:
        """The generic playout loop on the lagoon, the game's fast model of the tricks
        (`lagoon.rollout`, held equal to the full engine by test_rollout_model)."""
        return lagoon_rollout(self, state, rng, start_round, max_steps)

    # Each pawn id's (colour 0-3, strength 1-8, figure "harpoons"/"shaman"/"chief"):
    # plain data a table draws and names pawns from.
    pawn_faces = FACES

    def create_state(
        self, num_players: int, options: dict, rng: MatchRng, edition: int
    ) -> DoublesDreadState:
        state = DoublesDreadState(num_players, options, rng)
        opener = rng.randrange(num_players)  # DD-3: the first opener is drawn at random
        state.setup_events = [state.deal(opener)]
        return state

    # The world last built by `determinize`: (observation, state, unseen pawns).
    _determinized: tuple | None = None

    def determinize(
        self, observation: Observation, seat: int, rng: random.Random
    ) -> DoublesDreadState:
        """Everything is public but the face-down pawns of the 4-player deal: they are
        the pawns seen nowhere else, dealt back in a random order. A search
        determinizes one observation thousands of times: the world read from it is
        kept for the observation object last seen (an observation is a snapshot,
        never changed once made) and each determinization is a clone of it with the
        face-down pawns shuffled and a fresh match RNG (its seed drawn from `rng`,
        then the shuffle; the RNG itself is made only if something reads it:
        `DeferredRng`)."""
        cached = self._determinized
        if cached is None or cached[0] is not observation:
            cached = self._determinized = (observation, *self._world_of(observation))
        _observation, world, unseen = cached
        match_rng = DeferredRng(rng.getrandbits(63), world.magic_option)  # made if read
        face_down = unseen[:]
        rng.shuffle(face_down)
        state = world.clone()
        state.rng = match_rng
        state.rng_shared = False
        state.face_down = face_down
        return state

    @staticmethod
    def _world_of(obs: Observation) -> tuple[DoublesDreadState, list[int]]:
        """The state the observation shows, and the pawns it does not show (in id
        order), which lie face down on the monster."""
        state = DoublesDreadState(obs["num_players"], obs["options"], None)
        seen = set(obs["swallowed"])
        for boat in obs["boats"]:
            seen.update(boat)
        for pawns in obs["taken"]:
            seen.update(pawns)
        seen.update(pawn for _boat, pawn in obs["monster_face_up"])
        unseen = [pawn for pawn in ALL_PAWNS if pawn not in seen]
        if len(unseen) != obs["face_down"]:
            raise ValueError("observation is not consistent: the pawns do not add up")
        auction = obs["auction"]
        state.round = obs["round"]
        state.rounds = obs["rounds"]
        state.opener = obs["opener"]
        state.phase = PHASE_NAMES.index(obs["phase"])
        state.turn = obs["to_move"] if state.phase != OVER else obs["opener"]
        state.magic = obs["magic"]
        state.points_of = FIXED_POINTS.get(obs["magic"]) or points_table(obs["magic"])
        state.boats = obs["boats"]
        state.bids = list(auction["bids"])
        state.passed = list(auction["passed"])
        state.current = auction["current"]
        state.high_bidder = auction["high_bidder"]
        state.south = obs["south"]
        state.bid = obs["bid"]
        state.positions = list(obs["positions"])
        state.controllers = list(obs["controllers"])
        state.side = obs["side"]
        state.sync_derived()
        state.trick = obs["trick"]
        state.leading_boat = obs["leading_boat"]
        state.boat_to_play = obs["boat_to_play"]
        state.asked = obs["asked"]
        state.face_up = [pawn for _boat, pawn in obs["monster_face_up"]]
        state.face_up_boats = [boat for boat, _pawn in obs["monster_face_up"]]
        state.swallowed = list(obs["swallowed"])
        state.taken = [list(pawns) for pawns in obs["taken"]]
        state.points = list(obs["points"])
        state.totals = list(obs["totals"])
        state.history = list(obs["history"])
        state.last_trick_winner = obs["last_trick_winner"]
        return state, unseen

    def match_goal(self, observation: Observation) -> MatchGoal:
        """DD-3: as many rounds as players; the round being played (0 before the deal)."""
        return MatchGoal(rounds=observation["rounds"], round=observation["round"])

    def scoreboard(self, observation: Observation) -> Scoreboard:
        """Totals are plain sums of the rounds' scores; nobody goes out."""
        return Scoreboard.from_round_scores(
            observation["history"],
            observation["totals"],
            self.teams(observation["num_players"]),
        )

    def bots(self) -> dict[str, type]:
        from rules_engine.games.doubles_dread.bot import (
            DoublesDreadDeepBot,
            DoublesDreadHeuristicBot,
        )

        # The heuristic first: it is Normal (`levels.heuristic_of`); the deep player
        # is what Expert plays (the catalogue's ladder).
        return {"heuristic": DoublesDreadHeuristicBot, "deep": DoublesDreadDeepBot}


__all__ = ["DoublesDreadGame"]
