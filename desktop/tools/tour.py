"""Screenshots of every screen a player meets: `python -m desktop.tools.tour OUTDIR
[--sizes 1280x800,1920x1080] [--langs en,fr]`.

Offscreen, it opens the home screen, then for every playable game the new-game
dialog, a match (a bot choosing in the human's chair, played through the window),
the table mid-round, the round-end summary and the rules reader, and saves each as
PNG, for a person to look at before calling a change done.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path


def _wait(app, condition, seconds=30.0) -> bool:
    from PySide6.QtCore import QEventLoop

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if condition():
            return True
        time.sleep(0.005)
    return False


def _shoot(widget, path: Path) -> None:
    widget.grab().save(str(path), "PNG", 80)
    print(path)


def offscreen_in_a_scratch_folder(prefix: str) -> None:
    """Offscreen (unless a display is asked for), with settings and data in a fresh
    folder: a screenshot tour never touches the player's."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp(prefix=prefix)
    os.environ["TABLEE_CONFIG_DIR"] = os.path.join(folder, "config")
    os.environ["TABLEE_DATA_DIR"] = os.path.join(folder, "data")


def window_sizes(text: str) -> list[tuple[int, int]]:
    """ "1280x800,1920x1080" as (width, height) pairs."""
    return [tuple(int(part) for part in size.split("x")) for size in text.split(",")]


def tour(outdir: Path, sizes: list[tuple[int, int]], langs: list[str]) -> None:
    from PySide6.QtWidgets import QApplication

    from desktop.games import playable_games
    from desktop.shell import i18n
    from desktop.shell.main_window import MainWindow
    from desktop.shell.settings import Settings

    app = QApplication.instance() or QApplication([])
    outdir.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        i18n.apply_language(lang)
        for width, height in sizes:
            tag = f"{lang}_{width}x{height}"
            window = MainWindow(Settings())
            window.resize(width, height)
            window.animator.set_speed("off")
            window.show()
            app.processEvents()
            _shoot(window, outdir / f"home_{tag}.png")
            for game_id in playable_games():
                _tour_game(app, window, game_id, outdir, tag, width, height)
            window.close()
            window.deleteLater()
            app.processEvents()


def _seat_count(game) -> int:
    """Four players when the game allows it, else the count nearest to four."""
    return min(game.player_counts, key=lambda count: (abs(count - 4), count))


def _tour_game(app, window, game_id: str, outdir: Path, tag: str, width: int, height: int):
    from desktop.shell.main_window import setup_from_seats
    from desktop.shell.new_game_dialog import NewGameDialog
    from rules_engine.ai import Budget, make_bot
    from rules_engine.core import get_game

    dialog = NewGameDialog(window.settings, game_id, window)
    dialog.show()
    app.processEvents()
    _shoot(dialog, outdir / f"{game_id}_new_game_{tag}.png")
    dialog.close()
    game = get_game(game_id)
    count = _seat_count(game)
    kinds = ["human"] + ["bot:" + game.default_bot] * (count - 1)
    names = ["Claire", "Bob", "Ann", "Dan", "Eve", "Fay", "Gus", "Hal"][:count]
    window.start_match(setup_from_seats(game_id, kinds, names, {}, 11))
    session, scene = window.session, window.scene
    seen = scene.seat_view  # the human's seat: the bot plays it from what they see
    session.pace_ms = 0
    bot, rng = make_bot(session.game, game.default_bot), random.Random(1)
    for move in range(400):
        _wait(app, lambda s=scene: s.summary_open() or s.is_my_turn() or seen.is_over())
        if scene.summary_open() or seen.is_over():
            break
        if move == 3:
            app.processEvents()
            _shoot(window, outdir / f"{game_id}_play_{tag}.png")
        action = bot.choose(seen.observation(), seen.legal_actions(), rng, Budget(8))
        window.match.play(action)
    app.processEvents()
    _shoot(window, outdir / f"{game_id}_round_end_{tag}.png")
    window.show_rules(f"{game.clause_prefix}-1")
    window.rules_window.resize(width, height)
    app.processEvents()
    _shoot(window.rules_window, outdir / f"{game_id}_rules_{tag}.png")
    window.rules_window.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.tools.tour", description=__doc__)
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--sizes", default="1280x800,1920x1080")
    parser.add_argument("--langs", default="en,fr")
    args = parser.parse_args(argv)
    offscreen_in_a_scratch_folder("tablee-tour-")
    tour(args.outdir, window_sizes(args.sizes), args.langs.split(","))
    return 0


if __name__ == "__main__":
    sys.exit(main())
