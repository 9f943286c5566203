"""Screenshots of every screen a player meets: `python -m desktop.tour OUTDIR
[--sizes 1280x800,1920x1080] [--langs en,fr]`.

Offscreen, it opens the home screen, the new-game dialog, a Dumble match (played
by a bot in the human's chair, through the real clicks' code path), the round-end
summary and the rules reader, and saves each as PNG, for a person to look at
before calling a change done.
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


def tour(outdir: Path, sizes: list[tuple[int, int]], langs: list[str]) -> None:
    from PySide6.QtWidgets import QApplication

    from desktop import i18n
    from desktop.main_window import MainWindow, setup_from_seats
    from desktop.new_game_dialog import NewGameDialog
    from desktop.settings import Settings
    from rules_engine.ai import Budget, make_bot

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
            dialog = NewGameDialog(window.settings, "dumble", window)
            dialog.show()
            app.processEvents()
            _shoot(dialog, outdir / f"new_game_{tag}.png")
            dialog.close()
            kinds = ["human", "bot:heuristic", "bot:heuristic", "bot:heuristic"]
            names = ["Claire", "Bob", "Ann", "Dan"]
            window.start_match(setup_from_seats("dumble", kinds, names, {}, 11))
            session, scene = window.session, window.scene
            session.pace_ms = 0
            bot, rng = make_bot(session.game, "heuristic"), random.Random(1)
            shots = {"select": False, "draw": False}
            for _ in range(200):
                _wait(app, lambda s=scene: s.summary_open() or s.is_my_turn())
                if scene.summary_open():
                    break
                observation = session.state.observe(0)
                action = bot.choose(observation, session.state.legal_actions(), rng, Budget(8))
                if (
                    action[0] == "discard"
                    and not shots["select"]
                    and len(session.record.actions) > 6
                ):
                    for card in action[1]:
                        scene._toggle(card, observation)
                    app.processEvents()
                    _shoot(window, outdir / f"dumble_select_{tag}.png")
                    shots["select"] = True
                    scene.selection.clear()
                if action[0] in {"draw", "take"} and not shots["draw"]:
                    app.processEvents()
                    _shoot(window, outdir / f"dumble_draw_{tag}.png")
                    shots["draw"] = True
                window._play(action)
            app.processEvents()
            _shoot(window, outdir / f"dumble_round_end_{tag}.png")
            window.show_rules("DU-14")
            window.rules_window.resize(width, height)
            app.processEvents()
            _shoot(window.rules_window, outdir / f"rules_{tag}.png")
            window.rules_window.close()
            window.close()
            window.deleteLater()
            app.processEvents()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop.tour", description=__doc__)
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--sizes", default="1280x800,1920x1080")
    parser.add_argument("--langs", default="en,fr")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.mkdtemp(prefix="tablee-tour-")
    os.environ["TABLEE_CONFIG_DIR"] = os.path.join(folder, "config")  # never the player's
    os.environ["TABLEE_DATA_DIR"] = os.path.join(folder, "data")
    sizes = [tuple(int(part) for part in size.split("x")) for size in args.sizes.split(",")]
    tour(args.outdir, sizes, args.langs.split(","))
    return 0


if __name__ == "__main__":
    sys.exit(main())
