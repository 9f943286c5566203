"""The protocol shared by every game: states, actions, events, records, chance."""

from rules_engine.core.errors import IllegalAction, OptionError, RecordError
from rules_engine.core.options import OptionSpec
from rules_engine.core.protocol import Action, Event, Game, Observation, Result, State
from rules_engine.core.registry import all_games, get_game, register
from rules_engine.core.rng import MatchRng

__all__ = [
    "Action",
    "Event",
    "Game",
    "IllegalAction",
    "MatchRng",
    "Observation",
    "OptionError",
    "OptionSpec",
    "RecordError",
    "Result",
    "State",
    "all_games",
    "get_game",
    "register",
]
