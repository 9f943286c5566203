"""The four levels a player picks for a bot seat, the same in every game.

- Easy: the game's own (heuristic) player, which now and then plays a move at
  random (`Ladder.easy_noise` of its decisions): a beginner can beat it.
- Normal: the game's heuristic player as it is.
- Hard: ISMCTS (`ismcts.py`), about a second a move at most.
- Expert: ISMCTS with more iterations and two trees merged (root parallelism),
  three seconds a move at most. The trees grow one after another in the bot's
  worker process (which the application kills when a bot hangs: a process pool
  inside it would be orphaned); given a `pool`, the second grows in another
  process, with the same answer.

What each level costs in each game is data (`LADDERS`): the iteration counts were
chosen so that the 95th percentile of a move's thinking stays under the level's
time on this project's reference machine (`python -m rules_engine.bench_levels`);
`HARD_SECONDS` and `EXPERT_SECONDS` cap a move on a slower one. How strong each
level plays is measured, never assumed: `python -m rules_engine.calibrate` writes
`strength.json`.

Older saves name the bots "heuristic" and "random": both still play ("heuristic"
is Normal; "random" stays a bot of its own, never offered to new seats).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules_engine.ai.base import Bot, Budget, BySize, RandomBot, by_size
from rules_engine.ai.ismcts import IsmctsBot
from rules_engine.core.protocol import Game

EASY, NORMAL, HARD, EXPERT = LEVELS = ("easy", "normal", "hard", "expert")
LEGACY_NAMES = {"heuristic": NORMAL}
HARD_SECONDS = 0.9
EXPERT_SECONDS = 2.8


@dataclass(frozen=True)
class Ladder:
    """One game's levels: Easy's share of random moves, the searches' iterations
    per tree by table size, Expert's trees, and how far a playout goes (None: to
    the end of the round or match).

    The iteration budgets are set per table size so that a search finishes them
    within its level's time cap on nearly every move (`bench_levels` reports the
    share done at the 5th percentile): what is calibrated without caps is then
    what the application plays. More seats make every playout longer, so a larger
    table gets fewer iterations."""

    easy_noise: float
    hard_iterations: BySize | int
    expert_iterations: BySize | int
    expert_trees: int = 2
    horizon: int | None = None
    # Standard errors by which the search must beat the heuristic's move to play
    # its own (see `ismcts.anchored_choice`); 0 trusts the search alone.
    confidence: float = 1.5
    # The table sizes measured (`rules_engine.calibrate`): two players (or the
    # fewest) and the size the game is most played at.
    sizes: tuple[int, ...] = (2, 4)

    def iterations(self, level: str, players: int) -> int:
        """Iterations per tree of a searching level at a table of `players`."""
        table = self.hard_iterations if level == HARD else self.expert_iterations
        return by_size(table, players)


# Budgets by table size, from `python -m rules_engine.bench_levels` (iterations per
# second at each size, on a quiet machine): Hard about 0.45 of what its cap allows,
# Expert 0.7 per tree of what its shared cap allows, so that a slow decision (the
# first of a round has the longest playouts) still finishes its budget.
LADDERS: dict[str, Ladder] = {
    "dumble": Ladder(
        easy_noise=0.5,
        hard_iterations=((2, 5500), (3, 4500), (4, 4000), (5, 3000), (6, 2200), (8, 1600)),
        expert_iterations=((2, 8500), (3, 7000), (4, 6300), (5, 4500), (6, 3500), (8, 2500)),
    ),
    "doubles_dread": Ladder(
        easy_noise=0.5,
        hard_iterations=((2, 9500), (3, 8000), (4, 7200)),
        expert_iterations=((2, 15000), (3, 12500), (4, 11000)),
    ),
    # Open information and exact odds: the search alone beat the heuristic (60% in a
    # 24-match trial) where the anchored one did not (44%).
    "dog_eat_dog": Ladder(
        easy_noise=0.5,
        hard_iterations=((2, 5500), (3, 4800), (4, 4000), (5, 3000), (6, 2300), (8, 1500)),
        expert_iterations=((2, 8500), (3, 7500), (4, 6200), (5, 4600), (6, 3600), (8, 2400)),
        confidence=0.0,
    ),
    "double_action": Ladder(
        easy_noise=0.5,
        hard_iterations=((2, 6500), (8, 5800)),
        expert_iterations=((2, 10000), (8, 9000)),
        horizon=24,
    ),
    "stonehenge": Ladder(
        easy_noise=0.5,
        hard_iterations=((3, 5000), (5, 4800)),
        expert_iterations=((3, 7800), (5, 7500)),
        horizon=60,
        sizes=(3, 4),
    ),
}


def ladder_of(game: Game) -> Ladder:
    """The game's ladder. Every game of the catalogue has one (a test checks it):
    a missing one is an error, never a silent default."""
    try:
        return LADDERS[game.id]
    except KeyError:
        raise KeyError(f"no ladder for {game.id}: add it to LADDERS in {__name__}") from None


class EasyBot(Bot):
    """The game's heuristic player, playing a legal move at random now and then."""

    name = EASY

    def __init__(self, game: Game, player: Bot, noise: float) -> None:
        super().__init__(game)
        self.player = player
        self.noise = noise

    def choose(self, observation, legal_actions, rng: random.Random, budget: Budget):
        if rng.random() < self.noise:
            return legal_actions[rng.randrange(len(legal_actions))]
        return self.player.choose(observation, legal_actions, rng, budget)


def heuristic_of(game: Game) -> Bot:
    """The game's own player (its first bot), or random play for a game without one."""
    own = game.bots()
    if not own:
        return RandomBot(game)
    return next(iter(own.values()))(game)


def make_level(game: Game, level: str, capped: bool = True, pool=None) -> Bot:
    """The bot of one level. `capped` puts the level's time cap on each move (the
    application); without it a search runs its whole iteration count whatever the
    machine's speed (the calibration and tests: deterministic). `pool`: an executor
    in which Expert grows its second tree."""
    ladder = ladder_of(game)
    if level == EASY:
        bot: Bot = EasyBot(game, heuristic_of(game), ladder.easy_noise)
    elif level == NORMAL:
        bot = heuristic_of(game)
    elif level == HARD:
        bot = IsmctsBot(
            game,
            ladder.hard_iterations,
            HARD_SECONDS if capped else None,
            horizon=ladder.horizon,
            anchor=heuristic_of(game),
            confidence=ladder.confidence,
        )
    elif level == EXPERT:
        bot = IsmctsBot(
            game,
            ladder.expert_iterations,
            EXPERT_SECONDS if capped else None,
            trees=ladder.expert_trees,
            horizon=ladder.horizon,
            pool=pool,
            anchor=heuristic_of(game),
            confidence=ladder.confidence,
        )
    else:
        raise ValueError(f"unknown level {level!r}")
    bot.name = level
    return bot
