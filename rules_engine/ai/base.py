"""The one bot interface of every game.

A bot receives its seat's observation, the legal actions, a random generator of
its own and a budget, and returns one of the legal actions. It never receives the
state: what it cannot see, it must sample with the game's determinizer.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import ClassVar

from rules_engine.core.catalogue import BySize, by_size  # budgets by table size
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
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
    # The rule of thumb this player follows for each kind of action, in one sentence
    # (English source text in the "Bots" context): what "Why?" says of its move.
    thumbs: ClassVar[dict[str, str]] = {}

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

    def rule_of_thumb(self, observation: Observation, action: Action) -> str:
        """One sentence saying what this player weighs when it takes an action of
        `action`'s kind (from its seat's observation only)."""
        return self.thumbs.get(
            action[0],
            QT_TRANSLATE_NOOP("Bots", "It played the move its game's careful player prefers."),
        )


class RandomBot(Bot):
    """Plays a legal action chosen uniformly at random: the baseline for every game."""

    name = "random"

    def choose(self, observation, legal_actions, rng, budget):
        return legal_actions[rng.randrange(len(legal_actions))]
