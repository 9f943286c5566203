"""Starting Tablée: command-line options, the Qt application, the main window.

    tablee [--lang fr|en] [--game ID --seats human,bot,bot:heuristic,... [--seed N]
           [--option NAME=VALUE ...]] [--screenshot PATH [--size WxH]]

Options are checked against the engine before Qt starts, so a mistake gets a
clear message and exit code 2 at once.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import sys


def parse_size(text: str) -> tuple[int, int]:
    width, sep, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"size is WIDTHxHEIGHT, e.g. 1280x800, not {text!r}"
        ) from None
    if not sep or min(size) < 200 or max(size) > 8000:
        raise argparse.ArgumentTypeError(f"size is WIDTHxHEIGHT, e.g. 1280x800, not {text!r}")
    return size


def help_epilog() -> str:
    """The games, the seats and each game's options, for --help only (it imports every
    game's rules: a normal start does not pay for it)."""
    from rules_engine.ai.levels import LEVELS
    from rules_engine.core.catalogue import CATALOGUE
    from rules_engine.core.registry import get_game

    lines = [
        "seats: human, bot (the game's default level), or bot:LEVEL, LEVEL one of",
        "  " + ", ".join(LEVELS) + " (e.g. --seats human,bot:hard,bot:expert).",
        "",
        "games and their --option NAME=VALUE (the default first):",
    ]
    for entry in CATALOGUE:
        game = get_game(entry.id)
        counts = f"{min(game.player_counts)}-{max(game.player_counts)} players"
        lines.append(f"  {entry.id} ({counts})")
        for spec in game.options:
            if spec.kind == "choice":
                values = "|".join(str(choice) for choice in spec.choices)
            elif spec.kind == "bool":
                values = "true|false" if spec.default else "false|true"
            else:
                values = f"{spec.minimum}..{spec.maximum} (default {spec.default})"
            lines.append(f"    {spec.name}={values}   rule {spec.clause}")
    lines += ["", "At the table, Help > Keys lists every key."]
    return "\n".join(lines)


def build_parser(with_epilog: bool = False) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tablee",
        description="Tablée: tabletop games.",
        epilog=help_epilog() if with_epilog else None,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--lang", choices=("fr", "en"), help="language of this session")
    parser.add_argument("--game", help="go straight to a table of this game (e.g. dumble)")
    parser.add_argument(
        "--seats", help="with --game: one per seat, human, bot (the default bot) or bot:NAME"
    )
    parser.add_argument("--seed", type=int, help="with --game: the deal's seed")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="with --game: a rule option (listed below), once per option",
    )
    parser.add_argument("--screenshot", metavar="PATH", help="save the window as PNG and exit")
    parser.add_argument(
        "--export-rules",
        metavar="PATH",
        help="write the rules of --game (default dumble) as PDF, in --lang, and exit",
    )
    parser.add_argument("--size", type=parse_size, metavar="WxH", help="window size")
    parser.add_argument("file", nargs="?", help="a saved match (.tablee) to open")
    return parser


def check_match_args(parser: argparse.ArgumentParser, args) -> dict | None:
    """The match asked for on the command line, checked; None without --game."""
    if args.game is None:
        if args.seats or args.seed is not None or args.option:
            parser.error("--seats, --seed and --option go with --game")
        return None
    from rules_engine import cli
    from rules_engine.ai.registry import bot_names
    from rules_engine.core.limits import SEED_MAX, SEED_MIN, is_valid_seed
    from rules_engine.core.record import BOT_PREFIX, HUMAN

    game = cli.game_from_args(parser, args.game)
    from desktop.games import playable_games

    if game.id not in playable_games():
        parser.error(f"{game.id} has no table in the desktop yet")
    words = [word.strip() for word in (args.seats or "human,bot").split(",") if word.strip()]
    cli.check_players(parser, game, len(words))
    kinds = []
    for word in words:
        if word == "human":
            kinds.append(HUMAN)
        elif word == "bot":
            kinds.append(BOT_PREFIX + game.default_bot)
        elif word.startswith("bot:") and word[4:] in bot_names(game):
            kinds.append(word)
        else:
            known = ", ".join(f"bot:{name}" for name in bot_names(game))
            parser.error(f"unknown seat {word!r}: use human, bot or one of {known}")
    options = cli.options_from_args(parser, game, args.option)
    if args.seed is not None and not is_valid_seed(args.seed):
        # One line, no usage: the match would start, and its autosave never load again.
        parser.exit(2, f"tablee: error: --seed is a whole number from {SEED_MIN} to {SEED_MAX}\n")
    seed = args.seed if args.seed is not None else random.SystemRandom().getrandbits(63)
    return {"game_id": game.id, "kinds": kinds, "options": options, "seed": seed}


def check_file_arg(parser: argparse.ArgumentParser, args) -> None:
    """A run with --screenshot or --export-rules has nobody to read a message box: a
    match file that cannot be opened (a folder, a device, a pipe, a missing, empty or
    damaged file) ends it at once, with one line on stderr and status 2. The file is
    read the way the window would read it, so what passes here opens there."""
    if not args.file or not (args.screenshot or args.export_rules):
        return
    from rules_engine.core.errors import RecordError
    from rules_engine.core.record import load_record
    from rules_engine.core.values import shorten

    try:
        load_record(args.file)
    except RecordError as error:
        name = shorten(args.file, 120)
        parser.exit(2, f"tablee: error: cannot open {name}: {shorten(error.text(), 300)}\n")


def export_rules(parser: argparse.ArgumentParser, args) -> int:
    """The printed rules without opening a window (also used to check installers)."""
    from desktop.games import playable_games

    game_id = args.game or "dumble"
    if game_id not in playable_games():
        parser.error(f"unknown game {game_id!r} (games: {', '.join(playable_games())})")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window: no screen needed
    from desktop.rules.printing import export_rules_pdf
    from desktop.shell import i18n
    from desktop.shell.application import create_application

    create_application()
    lang = i18n.apply_language(args.lang or "en")  # the "page n / N" footer too
    try:
        export_rules_pdf(game_id, lang, args.export_rules)
    except OSError as error:
        print(f"cannot write {args.export_rules}: {error.strerror or error}", file=sys.stderr)
        return 1
    return 0


def has_display() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def main(argv: list[str] | None = None) -> int:
    # Start-up only builds things that live as long as the app (modules, Qt's enums, the
    # window): collecting garbage among them is wasted time. `application.run` freezes
    # them and turns collection back on once the window is built.
    gc.disable()
    try:
        return _start(argv)
    finally:
        gc.enable()


def _start(argv: list[str] | None) -> int:
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()  # the bot worker process of a frozen app
    words = sys.argv[1:] if argv is None else argv
    parser = build_parser(with_epilog=bool({"-h", "--help"} & set(words)))
    args = parser.parse_args(argv)
    check_file_arg(parser, args)
    if args.export_rules:
        return export_rules(parser, args)
    match = check_match_args(parser, args)
    if args.screenshot and not os.environ.get("QT_QPA_PLATFORM") and not has_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a screenshot needs no screen
    if not has_display():
        print(
            "Tablée needs a graphical display, and none was found (DISPLAY and "
            "WAYLAND_DISPLAY are not set). Start it from a desktop session, or use "
            "--screenshot PATH to render the window without a screen.",
            file=sys.stderr,
        )
        return 1
    from desktop.shell.application import run

    return run(args, match)


if __name__ == "__main__":
    sys.exit(main())
