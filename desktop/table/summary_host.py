"""A round's or the match's summary laid on the table: shown, put aside to look at the
table and brought back, sized and placed for the table, removed. Part of `TableScene`
(a mixin of it); the summary's buttons reach the scene's `continue_after_round` and
the window (`request`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt

from desktop.table.summary import SummaryPanel, add_panel_to_scene

SUMMARY_READABLE_WIDTH = 560.0  # pixels a round summary's table needs to be read whole


class SummaryHost:
    def summary_open(self) -> bool:
        """True while a round or match summary waits for the player on the table."""
        return self.summary_proxy is not None

    def show_summary(self, panel: SummaryPanel) -> None:
        """Lay `panel` on the table: Next round calls `continue_after_round`, the match
        end's buttons go to the window through `request`.

        Each button acts on the next turn of the event loop (a queued connection): its
        slot removes the panel, or the whole table, and doing that while the button is
        still handling the mouse release deletes the widget under the click (a crash)."""
        queued = Qt.ConnectionType.QueuedConnection
        panel.continue_clicked.connect(self.continue_after_round, queued)
        panel.new_match_clicked.connect(self._ask_new_match, queued)
        panel.home_clicked.connect(self._ask_home, queued)
        panel.look_clicked.connect(self.put_summary_aside, queued)
        self.summary_widget = panel
        self.summary_proxy = add_panel_to_scene(self, panel, self.summary_z)
        self.place_summary()
        self.round_shown.emit()

    def summary_aside(self) -> bool:
        """True while the summary is put aside: the table shows, still held, with a
        button to bring the summary back."""
        return self.summary_return is not None

    def put_summary_aside(self) -> None:
        """Look at the table: the summary hides (the table stays held, nothing plays)
        and a button in the table's corner brings it back (Enter too)."""
        if self.summary_proxy is None or self.summary_return is not None:
            return
        from PySide6.QtWidgets import QPushButton

        self.summary_proxy.hide()
        button = QPushButton(QCoreApplication.translate("TableScene", "Back to the summary"))
        button.setObjectName("backToSummaryButton")
        button.setDefault(True)
        button.clicked.connect(self.bring_summary_back, Qt.ConnectionType.QueuedConnection)
        self.summary_return = add_panel_to_scene(self, button, self.summary_z)
        self.place_summary_return()
        button.setFocus(Qt.FocusReason.OtherFocusReason)

    def bring_summary_back(self) -> None:
        if self.summary_return is None:
            return
        button, self.summary_return = self.summary_return, None
        self.retire(button)
        if self.summary_proxy is not None:
            self.summary_proxy.show()
            self.place_summary()

    def _ask_new_match(self) -> None:
        self.request.emit("new")

    def _ask_home(self) -> None:
        self.request.emit("home")

    def place_summary(self) -> None:
        """Size the summary's text and width for the table, and centre it."""
        if self.summary_proxy is None:
            return
        width, height = self.table_size.width(), self.table_size.height()
        self.summary_widget.set_text_size(self.summary_text_pixels())
        panel_width = self.fitting_summary_width(self.summary_width())
        panel_height = self.summary_widget.fit_height(int(panel_width), int(height - 16))
        self.summary_proxy.setPos(
            width / 2 - panel_width / 2, max(height * 0.5 - panel_height / 2, 8)
        )
        self.place_summary_return()

    def place_summary_return(self) -> None:
        """The Back to the summary button: the table's top right corner, its text as
        large as the summary's."""
        if self.summary_return is None:
            return
        button = self.summary_return.widget()
        button.setText(QCoreApplication.translate("TableScene", "Back to the summary"))
        font = button.font()
        font.setPixelSize(round(self.summary_text_pixels()))
        button.setFont(font)
        button.adjustSize()
        margin = 8.0
        self.summary_return.setPos(self.table_size.width() - button.width() - margin, margin)

    def remove_summary(self) -> None:
        if self.summary_return is not None:
            button, self.summary_return = self.summary_return, None
            self.retire(button)
        if self.summary_proxy is not None:
            proxy = self.summary_proxy
            self.summary_proxy = self.summary_widget = None
            self.retire(proxy)

    def fitting_summary_width(self, wanted: float) -> float:
        """`wanted` (the game's choice of width for its summary), widened as far as the
        summary needs for none of its columns to be cut, within the table."""
        needed = self.summary_widget.needed_width() if self.summary_widget else 0
        return min(max(wanted, needed), self.table_size.width() - 16)

    def summary_x(self, centre: float) -> float:
        """The summary's left edge when it is centred on `centre`, kept on the table."""
        width = self.summary_widget.width() if self.summary_widget else 0
        return min(max(centre - width / 2, 8.0), self.table_size.width() - 8 - width)

    def summary_width(self) -> float:
        """Narrow enough that what the players at the sides show stays visible, but
        never so narrow that its columns are cut (a small window: up to 90% of it)."""
        width = self.table_size.width()
        wanted = max(width * 0.56, min(width * 0.9, SUMMARY_READABLE_WIDTH))
        return min(wanted, self.table_size.height() * 1.25)

    def summary_text_pixels(self) -> float:
        return max(13.0, self.table_size.height() * 0.019)
