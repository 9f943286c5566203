"""The protocol shared by every game: states, actions, events, records, chance.

The names below are loaded on first use (PEP 562), so that importing one small
module of the core (its errors, say) does not load all of it: the desktop's start-up
needs only a little of the engine.
"""

from __future__ import annotations

from importlib import import_module

_HOMES = {
    "IllegalAction": "errors",
    "OptionError": "errors",
    "RecordError": "errors",
    "OptionSpec": "options",
    "Action": "protocol",
    "Event": "protocol",
    "Game": "protocol",
    "Observation": "protocol",
    "Result": "protocol",
    "Scoreboard": "protocol",
    "State": "protocol",
    "team_ranks": "protocol",
    "all_games": "registry",
    "get_game": "registry",
    "register": "registry",
    "MatchRng": "rng",
}

__all__ = sorted(_HOMES)


def __getattr__(name: str):
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{_HOMES[name]}"), name)
    globals()[name] = value  # found once, then an ordinary attribute
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_HOMES))
