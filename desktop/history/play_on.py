"""Play on from here: a new match from a position of a replay, with seats chosen anew.

The new match is the replayed one's first actions, played on: the same game, options,
edition and seed, so its record replays bit for bit to that position
(`MatchRecord.fork`), and it names the file and the position it came from
(`forked_from`). The seats are chosen again in the new-match dialog's own seat rows
(humans, bots at any level); the game, the player count, the options and the deal
are the replayed match's and are shown, fixed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.shell.new_game_dialog import NewGameDialog
from desktop.table.text import fill


class PlayOnDialog(NewGameDialog):
    """The new-match dialog with its game, count, options and seed fixed: only the
    seats (who plays, and their names) are chosen."""

    def __init__(self, settings, record, position: int, parent=None) -> None:
        self.record = record
        self.position = position
        super().__init__(settings, record.game, parent)
        self.setObjectName("playOnDialog")
        kinds = [seat.kind for seat in record.seats]
        names = [seat.name for seat in record.seats]
        self.preset(
            kinds,
            [
                name or self.default_name(i, k)
                for i, (name, k) in enumerate(zip(names, kinds, strict=True))
            ],
        )
        for name, widget in self.option_widgets.items():
            value = record.options.get(name)
            _show_value(widget, value)
            widget.setEnabled(False)
        self.game_combo.setEnabled(False)
        self.count_combo.setEnabled(False)
        self.seed_edit.setText(str(record.seed))
        self.seed_edit.setEnabled(False)
        self.retranslate()

    def retranslate(self) -> None:
        super().retranslate()
        if getattr(self, "record", None) is None:
            return
        self.setWindowTitle(QCoreApplication.translate("Replay", "Play on from here"))
        self.start_button.setText(QCoreApplication.translate("Replay", "Play on"))
        self.seed_note.setText(
            fill(
                QCoreApplication.translate(
                    "Replay", "The replayed match's deal, played on from action %1."
                ),
                self.position,
            )
        )


def _show_value(widget, value) -> None:
    """Show an option's value in its (disabled) widget."""
    from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

    if isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox) and isinstance(value, int):
        widget.setValue(value)
    elif isinstance(widget, QComboBox):
        index = widget.findData(value)
        if index >= 0:
            widget.setCurrentIndex(index)


def play_on(view) -> None:
    """Ask the seats, then start the new match from the replay's position. The replay
    leaves the table first; if the player then keeps an unfinished match rather than
    let it be replaced, the replay comes back where it was."""
    from desktop.history.replay import open_replay

    session = view.session
    window = view.window
    record, position = session.full, session.position
    source_path = getattr(session, "path", None)
    session.set_playing(False)
    dialog = PlayOnDialog(window.settings, record, position, window)
    if not dialog.exec():
        return
    window.settings.save()
    seats = dialog.setup().seats
    forked = record.fork(position, seats, session.source)
    window._close_session()
    if not window._room_for_another_match(forked):
        if source_path is not None:
            open_replay(window, source_path, position)
        return
    start_forked(window, forked)


def start_forked(window, record) -> None:
    """Open a table for a match played on from another's position: replayed to that
    position like a resumed match, then played on (saved after every move)."""
    from desktop.match.session import MatchSession

    window._close_session()
    window._keep_interrupted_match(record)
    session = MatchSession(record, window.bots)
    session.mark_seen_by(None)  # undo never goes back into the replayed match's moves
    session.autosave()
    window._attach(session)
    origin = record.forked_from
    window.match.note(
        lambda: fill(
            QCoreApplication.translate("Replay", "Played on from %1, action %2."),
            origin.file,
            origin.action,
        )
    )
    session.schedule_bot()
