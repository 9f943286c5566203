"""A failed autosave, told once: on the status line and in a banner over the table
offering Save as…; the match stays playable. When saving works again, the banner goes.
The texts keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from desktop.table.text import fill


class AutosaveBanner(QObject):
    """Listens to each match's session for the window (`watch`)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window

    def watch(self, session) -> None:
        session.autosave_failed.connect(self._failed)
        session.autosave_recovered.connect(self._recovered)
        self._window.table.save_banner.hide()

    def _failed(self, reason: str) -> None:
        if self.sender() is not self._window.session:
            return  # a closed match's last save
        text = fill(
            QCoreApplication.translate(
                "MainWindow",
                "This match cannot be saved automatically (%1). You can go on playing; "
                "use Save as… to keep it in a file.",
            ),
            reason,
        )
        self._window.statusBar().showMessage(text)
        self._window.table.save_banner.show_problem(text)

    def _recovered(self) -> None:
        if self.sender() is not self._window.session:
            return
        self._window.table.save_banner.hide()
        text = QCoreApplication.translate("MainWindow", "The match is saved automatically again.")
        self._window.statusBar().showMessage(text, 4000)
