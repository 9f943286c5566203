"""Dog Eat Dog's metadata, option, set-up, scoreboard and determinizer."""

from __future__ import annotations

import random

from rules_engine.core.dice import roll_off
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.options import OptionSpec
from rules_engine.core.protocol import Action, Game, Observation, Rollout, Scoreboard
from rules_engine.core.rng import MatchRng
from rules_engine.games.dog_eat_dog import playout
from rules_engine.games.dog_eat_dog.material import pyramid_count
from rules_engine.games.dog_eat_dog.state import CANCEL_ACTION, DIE, PHASE_NAMES, DogEatDogState

OPTIONS = (
    OptionSpec(
        "treehouse",
        QT_TRANSLATE_NOOP("Options", "Treehouse die"),
        "bool",
        False,
        "DE-18",
        help=QT_TRANSLATE_NOOP(
            "Options",
            "An attacker of 2 or 3 pips may roll the Treehouse die in place of one of its "
            "dice: TIP, HOP, SWAP, DIG, AIM or WILD.",
        ),
    ),
)


class DogEatDogGame(Game, declared="dog_eat_dog"):  # declared in core/catalogue.py
    options = OPTIONS
    search_scale = 6.0  # points between two scores that make a clear lead
    takes_back = frozenset({"cancel"})  # going back a step before the roll

    def create_state(
        self, num_players: int, options: dict, rng: MatchRng, edition: int
    ) -> DogEatDogState:
        state = DogEatDogState(num_players, options["treehouse"], rng)
        first, throws = roll_off(rng, range(num_players))  # DE-4
        state.setup_events = state.set_up(first, throws)
        return state

    def determinize(
        self, observation: Observation, seat: int, rng: random.Random
    ) -> DogEatDogState:
        """Nothing is hidden: the same table, its dice from a match RNG of its own.
        A search deals a world from the same observation with the same `rng` at
        every iteration: the table is read once, each world is a copy of it, and
        the worlds of one search roll their dice, one world after the other, from
        one match RNG seeded from `rng` with the first (a fresh Mersenne Twister per
        world cost as much as the copy; the search uses each world up before it
        deals the next, so every world still meets dice it has not seen)."""
        cached = self._table
        if cached is None or cached[0] is not observation or cached[1] is not rng:
            dice = MatchRng(rng.getrandbits(63))
            cached = self._table = (observation, rng, self._read_table(observation), dice)
        return cached[2].clone_with(cached[3])

    # The last observation and RNG a world was dealt with, its table and the dice
    # of its worlds; holding the observation and the RNG keeps their ids from reuse.
    _table: tuple[Observation, random.Random, DogEatDogState, MatchRng] | None = None

    @staticmethod
    def _read_table(observation: Observation) -> DogEatDogState:
        """The table an observation shows (its match RNG is replaced by each copy)."""
        obs = observation
        n = obs["num_players"]
        state = DogEatDogState(n, obs["treehouse"], MatchRng(0))
        state.stacks = {}
        state.masks = {}
        state.lone = [False] * pyramid_count(n)
        for stack in obs["stacks"]:
            state.place_stack(list(stack))
            if len(stack) == 1:
                state.lone[stack[0]] = True
        state.tipped = [False] * pyramid_count(n)
        for pyramid in obs["tipped"]:
            state.tipped[pyramid] = True
        state.captured = [list(pile) for pile in obs["captured"]]
        state.phase = PHASE_NAMES.index(obs["phase"])
        state.turn = obs["turn"]
        state.attacker = obs["attacker"]
        state.target = obs["target"]
        state.face = obs["face"]
        state.swap_first = obs["swap_first"]
        state.extra = obs["extra_attack"]
        state.attacked = obs["attacked"]
        state.quiet = obs["quiet_turns"]
        state.first_player = obs["first_player"]
        state.start_rolls = obs["start_rolls"]
        state.last_fight = obs["last_fight"]
        state.ended_by = obs["ended_by"]
        state.final = obs["final"]
        return state

    def playout_action(self, state: DogEatDogState, rng: random.Random) -> Action:
        """A legal action at random, but never "cancel" while anything else is
        legal: going back a step before the roll only loops (pick, go back, pick
        again) and spends the playout's steps on nothing."""
        legal = state.legal_actions()
        count = len(legal)
        if count > 1 and legal[-1] == CANCEL_ACTION:
            count -= 1  # "cancel" is always listed last
        return legal[rng.randrange(count)]

    def chance_outcome(self, state: DogEatDogState, action: Action):
        """`Game.chance_outcome`: after a fight, how it ended (who took whom) and the
        Treehouse die's face: what every seat then sees and plays on. A fight follows
        a roll, or the target at once where no Treehouse die is asked for (DE-18)."""
        kind = action[0]
        if kind != "roll" and (kind != "target" or state.phase == DIE):
            return None
        fight = state.last_fight
        return (fight["outcome"], fight["beaten_by"], fight["treehouse"])

    def searched_actions(self, legal: list[Action]) -> list[Action]:
        """`Game.searched_actions`: all but "cancel", the only take-back, which
        `legal_actions` lists last and never alone (a search asks at every step)."""
        if len(legal) > 1 and legal[-1] == CANCEL_ACTION:
            return legal[:-1]
        if CANCEL_ACTION in legal:  # a list in another order
            return super().searched_actions(legal)
        return legal

    def rollout(
        self, state: DogEatDogState, rng: random.Random, start_round: int, max_steps: int
    ) -> Rollout:
        """The playout on a fast model of the rules (`playout.rollout`), which the
        tests hold equal to the generic loop; with the Treehouse die, the generic loop."""
        if state.treehouse:
            return super().rollout(state, rng, start_round, max_steps)
        return playout.rollout(state, rng, max_steps)

    def scoreboard(self, observation: Observation) -> Scoreboard:
        """One round, the whole match: its row appears at the end; until then the
        totals are what each seat would score if the match ended now."""
        teams = self.teams(observation["num_players"])
        final = observation["final"]
        if final is None:
            return Scoreboard(
                rounds=(),
                totals=observation["scores"],
                totals_by_round=(),
                out=(False,) * len(teams),
                teams=teams,
            )
        return Scoreboard.from_round_scores((final,), final, teams)

    def bots(self) -> dict[str, type]:
        from rules_engine.games.dog_eat_dog.bot import DogEatDogHeuristicBot

        return {"heuristic": DogEatDogHeuristicBot}


__all__ = ["DogEatDogGame"]
