"""Test mode: what the application shows, written down for the real-client tests.

The real-client tests start Tablée under a real X server and drive it with real pointer
and key events (xdotool). They need to know where things are on the screen and when the
application has settled, without fixed sleeps. With `TABLEE_PROBE=<path>` set, the
window writes a small JSON snapshot of what it shows to that path whenever it changes:
the page, the match (actions played, seat to move, viewer, animations running), the
curtain, the round summary and its buttons, the controls bar, the log, any modal dialog
with its buttons, all in screen coordinates. Without the variable nothing here runs.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from PySide6.QtCore import QObject, QPoint, QPointF, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QWidget,
)

PROBE_VARIABLE = "TABLEE_PROBE"
PERIOD_MS = 60


def install(window) -> Probe | None:
    """Start writing snapshots of `window` if the test mode asks for it."""
    target = os.environ.get(PROBE_VARIABLE)
    if not target:
        return None
    return Probe(window, Path(target))


class Probe(QObject):
    def __init__(self, window, target: Path) -> None:
        super().__init__(window)
        self.window = window
        self.target = target
        self.written = ""
        self.serial = 0
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.write)
        self.timer.start(PERIOD_MS)

    def write(self) -> None:
        snapshot = json.dumps(self.snapshot(), sort_keys=True, ensure_ascii=False)
        if snapshot == self.written:
            return
        self.written = snapshot
        self.serial += 1
        temporary = self.target.with_name(self.target.name + ".part")
        temporary.write_text(
            snapshot[:-1] + f', "serial": {self.serial}, "pid": {os.getpid()}}}', "utf-8"
        )
        temporary.replace(self.target)

    # -- what the window shows ----------------------------------------------------------

    def snapshot(self) -> dict:
        window = self.window
        table = window._table
        on_table = table is not None and window.pages.currentWidget() is table
        snapshot = {
            "page": "table" if on_table else "home",
            "title": window.windowTitle(),
            "window": _rect(window),
            "full_screen": window.isFullScreen(),
            "maximized": window.isMaximized(),
            "modal": _modal(),
            "match": None,
            "resume": None,
            "bots": _bots(window._bots),
        }
        banner = window.home.resume_banner
        if not on_table and banner.isVisible():
            snapshot["resume"] = banner.description.text()
        if not on_table:  # the tiles' Learn buttons (a lesson: desktop/tutorial)
            snapshot["learn"] = {
                game_id: _centre(tile.learn_button)
                for game_id, tile in window.home.tiles.items()
                if tile.learn_button.isVisible()
            }
        session, scene = window.session, window.scene
        if session is None or scene is None or not on_table:
            return snapshot
        state = session.state
        snapshot["match"] = {
            "game": session.game.id,
            "seed": session.record.seed,
            "names": [seat.name for seat in session.record.seats],
            "actions": len(session.record.actions),
            "to_move": state.to_move,
            "over": state.is_over(),
            "viewer": window.viewer,
            "busy": window.animator.busy(),
            "file": str(session.file_path) if session.file_path else None,
        }
        curtain = table.curtain
        snapshot["curtain"] = (
            {"button": _centre(curtain.reveal_button)} if curtain.isVisible() else None
        )
        snapshot["summary"] = _summary(scene, table.view)
        snapshot["controls"] = _buttons(table.controls_holder)
        snapshot["status"] = _status(table.controls_holder)
        snapshot["log"] = table.log.toPlainText()
        snapshot["message"] = table.message.text()
        snapshot["hint_glow"] = scene.hint_halo is not None
        snapshot["hint_points"] = _glowing(scene, table.view)
        snapshot["hand"] = _hand(scene, table.view)
        snapshot["pieces"] = _pieces(scene, table.view)
        snapshot["view"] = _rect(table.view.viewport())
        snapshot["lesson"] = _lesson(window, scene, table.view)
        return snapshot


def _bots(service) -> dict | None:
    """The bot service's state and its processes: the worker and its tree helper."""
    if service is None:
        return None
    return {
        "state": service.state,
        "worker": service.worker_pid(),
        "helper": service.helper_pid(),
    }


def _lesson(window, scene, view) -> dict | None:
    """A lesson's panel: its step, note and buttons, and where the glowing items lie."""
    guide = window.match.lesson if window.match is not None else None
    if guide is None:
        return None
    panel = guide.panel
    return {
        "step": None if guide.current is None else guide.current.index,
        "expect": None if guide.current is None else repr(guide.current.expect),
        "finished": guide.finished,
        "counter": panel.counter.text(),
        "note": panel.note.text(),
        "buttons": _buttons(panel),
        "glowing": _glowing(scene, view),
    }


def _glowing(scene, view) -> list[list[int]]:
    """Where a click lands on each item a hint (or a lesson's step) makes glow, in
    screen coordinates; [] when nothing glows (a button's move is said in words)."""
    if scene.hint_halo is None:
        return []
    points = []
    for item in scene.hint_halo.targets:
        point = view.viewport().mapToGlobal(view.mapFromScene(glow_point(item)))
        points.append([point.x(), point.y()])
    return points


# Where to try a click on a glowing item, as fractions of its outline's box: its
# centre first, then along its middle and lower rows (a fanned card shows only its
# left strip; a pyramid is widest near its base).
_TRIES = [(0.5, 0.5)] + [
    (across, down) for down in (0.65, 0.5, 0.8, 0.35) for across in (0.2, 0.1, 0.35, 0.65, 0.8)
]


def glow_point(item) -> QPointF:
    """The scene point where a click lands on `item` (a lesson's glowing target): the
    centre of its outline when it shows there, else the first point of `_TRIES` inside
    its shape where no other piece lies over it. A mark that is no piece (a board's
    cell) is clicked at its centre, on what lies under it."""
    from desktop.table.item import TableItem

    shape = item.shape()
    box = shape.boundingRect()
    if not isinstance(item, TableItem):
        return item.mapToScene(box.center())
    scene = item.scene()
    for across, down in _TRIES:
        local = QPointF(box.left() + box.width() * across, box.top() + box.height() * down)
        if not shape.contains(local):
            continue
        at = item.mapToScene(local)
        top = next((other for other in scene.items(at) if isinstance(other, TableItem)), None)
        if top is item:
            return at
    return item.mapToScene(box.center())


def _centre(widget: QWidget) -> list[int]:
    point = widget.mapToGlobal(widget.rect().center())
    return [point.x(), point.y()]


def _rect(widget: QWidget) -> list[int]:
    corner = widget.mapToGlobal(QPoint(0, 0))
    return [corner.x(), corner.y(), widget.width(), widget.height()]


def _buttons(parent: QWidget) -> dict:
    """Visible buttons under `parent` by object name (or text): text, enabled, centre."""
    found = {}
    for button in parent.findChildren(QAbstractButton):
        if button.isVisible():
            found[button.objectName() or button.text()] = {
                "text": button.text(),
                "enabled": button.isEnabled(),
                "at": _centre(button),
            }
    return found


def _status(parent: QWidget) -> dict | None:
    """The table's "what to do now" line: its whole sentence and what the line shows
    (the two differ where the end is cut with "…"); None for a table without one."""
    from desktop.table.controls import StatusLine

    line = next((found for found in parent.findChildren(StatusLine) if found.isVisible()), None)
    if line is None:
        return None
    return {"text": line.text(), "shown": QLabel.text(line), "tooltip": line.toolTip()}


def _hand(scene, view) -> list:
    """The viewer's hand cards left to right: [card, [x, y] of its visible middle]."""
    cards = []
    for item in scene.hand_items():
        rect = item.boundingRect()
        # The visible strip of a fanned card is its left part (the next one covers it).
        inside = item.mapToScene(rect.left() + rect.width() * 0.2, rect.center().y())
        point = view.viewport().mapToGlobal(view.mapFromScene(inside))
        cards.append([item.card, [point.x(), point.y()]])
    return cards


def _pieces(scene, view) -> dict:
    """The table's pieces that a scene keys (a Dog Eat Dog stack: "stack 12"), each
    with a screen point inside its silhouette where a click lands on it alone."""
    from desktop.table.item import TableItem

    pieces = {}
    for item in scene.items():
        key = getattr(item, "key", None)
        if not isinstance(item, TableItem) or key is None or not item.isVisible():
            continue
        outline = item.shape().boundingRect()
        inside = item.mapToScene(outline.center().x(), outline.bottom() - outline.height() * 0.3)
        hit = next((other for other in scene.items(inside) if isinstance(other, TableItem)), None)
        if hit is not item:
            continue  # another piece lies over that point
        point = view.viewport().mapToGlobal(view.mapFromScene(inside))
        # A table keys its pieces by a tuple or by a plain value (a pawn's number).
        name = " ".join(map(str, key)) if isinstance(key, tuple) else str(key)
        pieces[name] = [point.x(), point.y()]
    return pieces


def _summary(scene, view) -> dict | None:
    """The summary lies on the table inside a proxy item: its buttons' screen positions
    go through the scene and the view."""
    if not scene.summary_open():
        return None
    panel, proxy = scene.summary_widget, scene.summary_proxy
    buttons = {}
    for button in panel.findChildren(QAbstractButton):
        inside = button.mapTo(panel, button.rect().center())
        on_view = view.mapFromScene(proxy.mapToScene(inside.x(), inside.y()))
        point = view.viewport().mapToGlobal(on_view)
        buttons[button.objectName() or button.text()] = [point.x(), point.y()]
    aside = None
    if scene.summary_aside():  # put aside: only the way back shows
        back = scene.summary_return
        centre = back.widget().rect().center()
        on_view = view.mapFromScene(back.mapToScene(centre.x(), centre.y()))
        point = view.viewport().mapToGlobal(on_view)
        aside = [point.x(), point.y()]
        buttons = {}
    return {"buttons": buttons, "aside": aside}


def _modal() -> dict | None:
    widget = QApplication.activeModalWidget()
    if widget is None:
        return None
    texts = [label.text() for label in widget.findChildren(QLabel) if label.isVisible()]
    if isinstance(widget, QMessageBox):
        texts.insert(0, widget.text())
    return {
        "kind": "message" if isinstance(widget, QMessageBox) else type(widget).__name__,
        "dialog": isinstance(widget, QDialog),
        "title": widget.windowTitle(),
        "texts": texts,
        "buttons": _buttons(widget),
        "fields": {
            edit.objectName() or str(index): _centre(edit)
            for index, edit in enumerate(widget.findChildren(QLineEdit))
            if edit.isVisible()
        },
        "focus": _focus_name(widget),
        # a dialog's own state where it gives one (the history list: its current row)
        "details": widget.probe_details() if hasattr(widget, "probe_details") else None,
    }


def _focus_name(dialog: QWidget) -> str | None:
    """The dialog's widget that has the keyboard, by its object name (its class when it
    has none), or None when the keyboard is elsewhere."""
    focused = QApplication.focusWidget()
    if focused is None or not (focused is dialog or dialog.isAncestorOf(focused)):
        return None
    return focused.objectName() or type(focused).__name__
