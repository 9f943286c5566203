"""The four levels a player picks for a bot seat, the same in every game.

- Easy: the game's own (heuristic) player, which now and then plays a move at
  random (`Ladder.easy_noise` of its decisions): a beginner can beat it.
- Normal: the game's heuristic player as it is.
- Hard: ISMCTS (`ismcts.py`), about a second a move at most.
- Expert: ISMCTS with more iterations and two trees merged (root parallelism),
  three seconds a move at most. Given a `pool` (an executor), the second tree grows
  in another process while the first grows here, with the same answer; without
  one, one after another, sharing the time cap. The application's pool is a tree
  helper process its bot service owns beside the worker and kills with it
  (`desktop/match/bot_process.py`: a process pool inside the worker would be
  orphaned when the worker is killed).

Both searches are anchored to the heuristic: its move stands unless the search's
evidence against it is clear (`Ladder.confidence` standard errors), and a ladder may
give that heuristic more look-ahead samples than Normal has (`anchor_samples`), or
name another of the game's players to anchor to (`anchor_bot`: Stonehenge's weighs
its bids against sampled tables). Where
no evidence may override it (confidence infinite: Double's Dread, whose search
measured no better than its look-ahead), the level plays that deeper look-ahead
alone, within the same time cap, and the search only gives a hint its figures
(the hint names the move Hard plays: `hint.hard_choice`).

What each level costs in each game is data, declared with the game in the catalogue
(`rules_engine/core/catalogue.py`, `GameEntry.ladder`): the iteration counts were
chosen so that the 95th percentile of a move's thinking stays under the level's
time on this project's reference machine (`python -m rules_engine.bench_levels`);
`HARD_SECONDS` and `EXPERT_SECONDS` cap a move on a slower one. How strong each
level plays is measured, never assumed: `python -m rules_engine.calibrate` writes
`strength.json`.

Older saves name the bots "heuristic" and "random": both still play ("heuristic"
is Normal; "random" stays a bot of its own, never offered to new seats).
"""

from __future__ import annotations

import dataclasses
import math
import random

from rules_engine.ai.base import Bot, Budget, RandomBot
from rules_engine.ai.ismcts import IsmctsBot
from rules_engine.core.catalogue import Ladder, entry
from rules_engine.core.protocol import Game

EASY, NORMAL, HARD, EXPERT = LEVELS = ("easy", "normal", "hard", "expert")
LEGACY_NAMES = {"heuristic": NORMAL}
HARD_SECONDS = 0.9
EXPERT_SECONDS = 2.8


def ladder_of(game: Game) -> Ladder:
    """The game's ladder, declared with the game in the catalogue (`GameEntry.ladder`):
    every game has one, never a silent default (`quick_searches` shrinks it)."""
    ladder = entry(game.id).ladder
    return quick_ladder(ladder) if _quick else ladder


_quick = False


def quick_searches(on: bool = True) -> None:
    """Tests of what a table or a report does with a search's answer, not of how well
    it plays, search a few hundred iterations and a few look-ahead play-outs a move
    (`quick_ladder`) instead of about a second (three at Expert): the same code."""
    global _quick
    _quick = on


def quick_ladder(ladder: Ladder) -> Ladder:
    """`ladder` with 150 iterations at Hard, 250 at Expert, at most 24 anchor samples."""
    samples = {
        name: min(getattr(ladder, name), 24)
        for name in ("hard_anchor_samples", "expert_anchor_samples")
        if getattr(ladder, name) is not None
    }
    return dataclasses.replace(ladder, hard_iterations=150, expert_iterations=250, **samples)


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


def anchor_of(game: Game, ladder: Ladder, level: str) -> Bot:
    """The player a searching level departs from (`Ladder.anchor_bot`; the heuristic
    by default)."""
    name = ladder.anchor_bot(level)
    if name is None:
        return heuristic_of(game)
    return game.bots()[name](game)


def grows_trees_in_a_pool(game: Game, level: str) -> bool:
    """Whether the bot of `level` hands trees to a `pool` when given one: Expert's
    second tree, where its search decides (a level whose look-ahead alone plays,
    confidence infinite, never searches for its move)."""
    ladder = ladder_of(game)
    return level == EXPERT and ladder.expert_trees > 1 and ladder.confidence != math.inf


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
            anchor=anchor_of(game, ladder, level),
            confidence=ladder.confidence,
            anchor_samples=ladder.anchor_samples(level),
        )
    elif level == EXPERT:
        bot = IsmctsBot(
            game,
            ladder.expert_iterations,
            EXPERT_SECONDS if capped else None,
            trees=ladder.expert_trees,
            horizon=ladder.horizon,
            pool=pool,
            anchor=anchor_of(game, ladder, level),
            confidence=ladder.confidence,
            anchor_samples=ladder.anchor_samples(level),
            closed_chance=ladder.expert_closed_chance,
        )
    else:
        raise ValueError(f"unknown level {level!r}")
    bot.name = level
    return bot
