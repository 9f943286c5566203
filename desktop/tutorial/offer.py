"""Where a lesson is offered: Help > Learn <game>, the home tile's Learn, and a line
on the table the first time a game with a lesson is played (remembered in the
settings, `lessons_offered`)."""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QCoreApplication

from desktop.table.plain_text import escape_html
from desktop.table.text import fill
from desktop.tutorial import has_lesson, lesson_games

LEARN_LINK = "learn:"  # a link the window's message line follows: "learn:dumble"


def learn(window, game_id: str) -> None:
    """Open the guided match of `game_id` (the window settles an unfinished match)."""
    from desktop.tutorial.guide import start_lesson

    start_lesson(window, game_id)


def add_learn_actions(window, menu) -> None:
    """Help > Learn <game>, one entry per written lesson."""
    window.learn_actions = {}
    for game_id in lesson_games():
        window.learn_actions[game_id] = window._action(
            menu, lambda _=False, g=game_id: window.learn(g)
        )


def retranslate_learn_actions(window) -> None:
    from desktop.shell.i18n import game_name
    from rules_engine.core.catalogue import entry

    for game_id, action in getattr(window, "learn_actions", {}).items():
        text = QCoreApplication.translate("MainWindow", "Learn %1 (a guided match)")
        action.setText(fill(text, game_name(entry(game_id))))


def offer_first_time(window, game_id: str) -> None:
    """The first match of a game with a lesson: one line under the table offers it
    (the match itself is not held up); the settings remember it was offered."""
    settings = window.settings
    if not has_lesson(game_id) or game_id in settings.lessons_offered:
        return
    settings.lessons_offered = [*settings.lessons_offered, game_id]
    with contextlib.suppress(OSError):  # not saved: offered again next time, no harm
        settings.save()
    from desktop.shell.i18n import game_name
    from rules_engine.core.catalogue import entry

    text = fill(
        QCoreApplication.translate(
            "Tutorial", "New to %1? A guided first match teaches it as you play."
        ),
        game_name(entry(game_id)),
    )
    link = fill(QCoreApplication.translate("Tutorial", "Learn %1"), game_name(entry(game_id)))
    window.table.message.setText(
        f'{escape_html(text)} <a href="{LEARN_LINK}{game_id}">{escape_html(link)}</a>'
    )


def follow_link(window, link: str) -> bool:
    """The message line's "learn:<game>" link; False for any other link."""
    if not link.startswith(LEARN_LINK):
        return False
    game_id = link[len(LEARN_LINK) :]
    if has_lesson(game_id):
        window.learn(game_id)
    return True
