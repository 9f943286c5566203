"""Argument checks shared by the command lines: clear messages, exit code 2."""

from __future__ import annotations

import argparse

from rules_engine.ai.registry import UnknownBot, make_bot
from rules_engine.core.errors import OptionError
from rules_engine.core.protocol import Game
from rules_engine.core.registry import UnknownGame, get_game


def game_from_args(parser: argparse.ArgumentParser, game_id: str) -> Game:
    try:
        return get_game(game_id)
    except UnknownGame as error:
        parser.error(str(error))


def check_players(parser: argparse.ArgumentParser, game: Game, players: int) -> None:
    try:
        game.check_players(players)
    except OptionError as error:
        parser.error(str(error))


def bots_from_args(parser: argparse.ArgumentParser, game: Game, names: str, players: int) -> list:
    names_list = [name.strip() for name in names.split(",") if name.strip()]
    if len(names_list) == 1:
        names_list *= players
    if len(names_list) != players:
        parser.error(f"--bots names {len(names_list)} bots for {players} players")
    try:
        return [make_bot(game, name) for name in names_list]
    except UnknownBot as error:
        parser.error(str(error))


def options_from_args(parser: argparse.ArgumentParser, game: Game, pairs: list[str]) -> dict:
    specs = {spec.name: spec for spec in game.options}
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            parser.error(f"--option takes NAME=VALUE, not {pair!r}")
        if name not in specs:
            known = ", ".join(specs) or "none"
            parser.error(f"unknown option {name!r} for {game.id} (options: {known})")
        try:
            options[name] = specs[name].parse(value)
        except OptionError as error:
            parser.error(str(error))
    return options


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0, not {text}")
    return value
