"""The log beside the table, written for whoever looks at it.

Every entry is kept as it happened (an event with its acting seat and action index, or
a note of the window's) and described anew, redacted for the viewer in the current
language, whenever the viewer or the language changes: hot-seat players never read
each other's draws. The curtain's "since your last turn" comes from the same entries.
Part of the open match (a mixin of `MatchView`).
"""

from __future__ import annotations

from desktop.table.text import names_html

LOG_ENTRIES_SHOWN = 600  # the newest part of a long match's log, rewritten at a hand-over


class PerViewerLog:
    def note(self, text) -> None:
        """A line of the window's own in the log; `text()` gives it in the current language."""
        entry = ("note", text)
        self._journal.append(entry)
        self._write_log_entry(entry)

    def _describe(self, entry: tuple, viewer: int | None) -> str | None:
        if entry[0] == "note":
            return entry[1]()
        event = self.session.game.redact_event(entry[3], viewer)
        return self.scene.describe(event, viewer)

    def _write_log_entry(self, entry: tuple) -> None:
        line = self._describe(entry, self.viewer)
        if line:
            self.table.log.append(names_html(line))

    def _render_log(self) -> None:
        """Write the log again for the viewer (hot-seat hand-over, language, undo)."""
        if self.session is None or self.scene is None:
            return
        lines = []
        for entry in self._journal[-LOG_ENTRIES_SHOWN:]:
            line = self._describe(entry, self.viewer)
            if line:
                lines.append(names_html(line))
        self.table.log.setHtml("<br>".join(lines))
        scroll = self.table.log.verticalScrollBar()
        scroll.setValue(scroll.maximum())

    def _set_viewer(self, seat: int | None) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self._render_log()

    def since_last_look(self, seat: int) -> list[str]:
        """What the other seats did since `seat` last had the screen, as `seat` may see it
        (the curtain shows it to them)."""
        lines = []
        for entry in self._journal[self._seen.get(seat, len(self._journal)) :]:
            if entry[0] == "event" and entry[1] != seat:
                line = self._describe(entry, seat)
                if line:
                    lines.append(line)
        return lines
