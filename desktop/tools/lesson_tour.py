"""Screenshots of the lessons (issue 25): `python -m desktop.tools.lesson_tour OUTDIR
[--sizes 1280x800] [--langs en,fr] [--games dumble,...]`.

Offscreen, each lesson is opened from Help > Learn and played as its panel asks (Next,
the glowing move, a summary closed with its glowing button); the window is saved at the
first step, at the middle action step with its glow, at the first summary that holds
the table, and at the lesson's end, for a person to look at before calling a lesson done.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from desktop.tools.tour import _shoot, _wait, offscreen_in_a_scratch_folder, window_sizes

# The lesson's glow pulses: a short wait shows it half-way up.
PULSE_WAIT_S = 0.35


def lesson_tour(outdir: Path, sizes, langs, games) -> None:
    from PySide6.QtWidgets import QApplication

    from desktop.shell import i18n
    from desktop.shell.main_window import MainWindow
    from desktop.shell.settings import Settings

    app = QApplication.instance() or QApplication([])
    outdir.mkdir(parents=True, exist_ok=True)
    for lang in langs:
        i18n.apply_language(lang)
        for width, height in sizes:
            for game_id in games:
                window = MainWindow(Settings())
                window.resize(width, height)
                window.animator.set_speed("off")
                window.show()
                _walk(app, window, game_id, outdir, f"{game_id}_{lang}_{width}x{height}")
                window.close()
                window.deleteLater()
                app.processEvents()


def _walk(app, window, game_id: str, outdir: Path, tag: str) -> None:
    window.learn_actions[game_id].trigger()
    guide = window.match.lesson
    window.session.pace_ms = 0
    actions = [step.index for step in guide.lesson.steps if step.is_action]
    middle = next(index for index in actions if index >= len(guide.lesson.steps) // 2)
    summary_shot = False

    def shoot(name: str) -> None:
        _wait(app, lambda: False, PULSE_WAIT_S)
        _shoot(window, outdir / f"{tag}_{name}.png")

    _wait(app, guide.learner_may_act)
    shoot("step01")
    while not guide.finished:
        if not _wait(app, guide.learner_may_act, 15):
            print(f"{tag}: the lesson did not settle", file=sys.stderr)
            return
        step = guide.current
        if guide.finished:
            break
        if guide.summary_waits():
            if not summary_shot:
                shoot(f"step{guide.shown + 1:02}_summary")
                summary_shot = True
            guide._lit.click()
        elif step.is_action:
            _wait(app, lambda s=step: guide._lit if s.button else window.scene.hint_halo)
            if step.index == middle:
                shoot(f"step{step.index + 1:02}_glow")
            if step.button:
                guide._lit.click()
            else:
                window.scene.action_chosen.emit(step.expect)
        else:
            guide.panel.next_button.click()
        app.processEvents()
    _wait(app, lambda: not window.animator.busy())
    shoot("end")


def main(argv: list[str] | None = None) -> int:
    from desktop.tutorial import LESSON_ORDER

    parser = argparse.ArgumentParser(
        prog="python -m desktop.tools.lesson_tour", description=__doc__
    )
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--sizes", default="1280x800")
    parser.add_argument("--langs", default="en,fr")
    parser.add_argument("--games", default=",".join(LESSON_ORDER))
    args = parser.parse_args(argv)
    offscreen_in_a_scratch_folder("tablee-lessons-")
    lesson_tour(args.outdir, window_sizes(args.sizes), args.langs.split(","), args.games.split(","))
    return 0


if __name__ == "__main__":
    sys.exit(main())
