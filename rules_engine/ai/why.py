"""Why did a bot play that? What a bot weighed for one of its moves, for a player.

A searching level (Hard, Expert) shows its search's top choices: for each, the
estimated chance of winning the match and how often the search tried it
(`choices.Analysis`). Easy and Normal follow their game's player, which says its rule
of thumb for the kind of move in one sentence (`Bot.rule_of_thumb`); Easy also says
when the move was one of its random ones.

Like a bot, `explain` gets only the bot seat's observation and the legal actions,
never the state: nothing another seat holds can reach the answer (a test changes
what the seat cannot see and finds the same answer). With the seed the match gave
the bot for that move, the search grows the tree the bot grew (when the time cap did
not cut it), so the figures are the ones it decided on, told as the hint tells its
own: as the chances such figures proved to be (`figures`; the order is the same).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from rules_engine.ai.figures import calibrator
from rules_engine.ai.ismcts import IsmctsBot
from rules_engine.ai.levels import EASY, EXPERT, HARD, NORMAL, EasyBot, make_level
from rules_engine.ai.registry import level_of
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.protocol import Action, Game, Observation

TOP_CHOICES = 3  # the choices a searching level's answer shows (the move played besides)

AT_RANDOM = QT_TRANSLATE_NOOP(
    "Bots", "Easy plays a move at random now and then, to give beginners a chance: this was one."
)
RANDOM_BOT = QT_TRANSLATE_NOOP("Bots", "This bot plays any legal move at random.")
KEPT_ITS_OWN = QT_TRANSLATE_NOOP(
    "Bots",
    "It kept its careful player's move: the search found nothing clearly better.",
)
ITS_OWN_LOOKAHEAD = QT_TRANSLATE_NOOP(
    "Bots",
    "This level decides by its own reckoning, never by the search: the figures above "
    "are the hint's, a second opinion.",
)


@dataclass(frozen=True)
class Weighed:
    """One choice a search weighed: its estimated chance of winning the match (0..1)
    and how many of the search's playouts tried it."""

    action: Action
    chance: float
    visits: int


@dataclass(frozen=True)
class Reason:
    """What a bot weighed for the move it played. `choices` (best first, searching
    levels only) and `iterations`; `thumbs`: sentences (English source text in the
    "Bots" context, for the desktop to translate) of a rule of thumb."""

    level: str | None  # "easy" ... "expert", None for a bot that is no level
    played: Action
    choices: tuple[Weighed, ...] = ()
    iterations: int = 0
    thumbs: tuple[str, ...] = ()

    def to_plain(self) -> dict:
        """Plain values for a process's pipe (`from_plain` reads them back)."""
        return {
            "level": self.level,
            "played": self.played,
            "choices": [(c.action, c.chance, c.visits) for c in self.choices],
            "iterations": self.iterations,
            "thumbs": list(self.thumbs),
        }

    @classmethod
    def from_plain(cls, plain: dict) -> Reason:
        return cls(
            level=plain["level"],
            played=plain["played"],
            choices=tuple(Weighed(*choice) for choice in plain["choices"]),
            iterations=plain["iterations"],
            thumbs=tuple(plain["thumbs"]),
        )


def explain(
    game: Game,
    bot_name: str,
    observation: Observation,
    legal_actions: list[Action],
    seed: int,
    played: Action,
    capped: bool = True,
) -> Reason:
    """Why the bot `bot_name` played `played` from its seat's `observation`, where the
    match gave it `seed` for that move. `capped`: a search stops at its level's time
    cap, as in the application (uncapped, the answer is the same on any machine)."""
    level = level_of(bot_name)
    if level in (HARD, EXPERT):
        return _searched(game, level, observation, legal_actions, seed, played, capped)
    if level is None:
        return Reason(None, played, thumbs=(RANDOM_BOT,))
    bot = make_level(game, level)
    if level == EASY and isinstance(bot, EasyBot):
        # The same first draw as the bot's (`EasyBot.choose`): was this a random move?
        if random.Random(seed).random() < bot.noise:
            return Reason(level, played, thumbs=(AT_RANDOM,))
        bot = bot.player
    return Reason(level, played, thumbs=(bot.rule_of_thumb(observation, played),))


def _searched(game, level, observation, legal_actions, seed, played, capped) -> Reason:
    bot = make_level(game, level, capped=capped)
    assert isinstance(bot, IsmctsBot)
    legal = list(legal_actions)
    # The bot's own first use of its generator is the search (`IsmctsBot.choose`).
    analysis = bot.analyse(observation, legal, random.Random(seed))
    searched = [choice for choice in analysis.choices if choice.visits]
    ranked = sorted(searched, key=lambda choice: (-choice.visits, -choice.wins))
    shown = ranked[:TOP_CHOICES]
    if played not in [choice.action for choice in shown]:
        shown += [choice for choice in ranked if choice.action == played]
    thumbs: tuple[str, ...] = ()
    if bot.anchor is not None and math.isinf(bot.confidence):
        # The level plays its own player (Double's Dread's and Stonehenge's look-ahead,
        # Double Action's counting player): the search is
        # the hint's, and its favourite may well not be the move played.
        thumbs = (ITS_OWN_LOOKAHEAD, bot.anchor.rule_of_thumb(observation, played))
    elif ranked and ranked[0].action != played and bot.anchor is not None:
        thumbs = (KEPT_ITS_OWN, bot.anchor.rule_of_thumb(observation, played))
    elif not ranked and bot.anchor is not None:  # a lone legal move: nothing to weigh
        thumbs = (bot.anchor.rule_of_thumb(observation, played),)
    # Told as the hint tells its figures: as the chances they proved to be.
    told = calibrator(game.id, observation["num_players"], analysis.finished)
    return Reason(
        level,
        played,
        tuple(Weighed(choice.action, told(choice.wins), choice.visits) for choice in shown),
        analysis.iterations,
        thumbs,
    )


__all__ = ["NORMAL", "Reason", "Weighed", "explain"]
