"""The one bot interface of every game.

A bot receives its seat's observation, the legal actions, a random generator of
its own and a budget, and returns one of the legal actions. It never receives the
state: what it cannot see, it must sample with the game's determinizer.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass

from rules_engine.core.catalogue import BySize, by_size  # budgets by table size
from rules_engine.core.protocol import Action, Game, Observation

__all__ = ["Bot", "Budget", "BySize", "RandomBot", "by_size"]


@dataclass(frozen=True)
class Budget:
    """How much thinking a bot may do for one decision."""

    seconds: float = 1.0
    samples: int = 24  # determinizations a sampling bot may deal out
    # Iterations a searching bot may run (None: its level's own number); with it a
    # search is deterministic given its RNG, whatever the machine's speed.
    iterations: int | None = None


class Bot(ABC):
    name: str = "bot"

    def __init__(self, game: Game) -> None:
        self.game = game

    @abstractmethod
    def choose(
        self,
        observation: Observation,
        legal_actions: list[Action],
        rng: random.Random,
        budget: Budget,
    ) -> Action:
        """One of `legal_actions`."""


class RandomBot(Bot):
    """Plays a legal action chosen uniformly at random: the baseline for every game."""

    name = "random"

    def choose(self, observation, legal_actions, rng, budget):
        return legal_actions[rng.randrange(len(legal_actions))]
