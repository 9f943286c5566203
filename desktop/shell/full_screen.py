"""View > Full screen (F11), and Esc to leave it: back to the window as it was, a
maximized window maximized again. The menu's check mark follows the window's state
however it changed."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt


class FullScreen(QObject):
    def __init__(self, window, action) -> None:
        super().__init__(window)
        self._window = window
        self._action = action  # the checkable View > Full screen
        self._maximized_before = False
        window.installEventFilter(self)

    def toggle(self, checked: bool) -> None:
        if checked:
            if not self._window.isFullScreen():
                self._maximized_before = self._window.isMaximized()
            self._window.showFullScreen()
        else:
            self.leave()

    def leave(self) -> None:
        if self._maximized_before:
            self._window.showMaximized()
        else:
            self._window.showNormal()

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.WindowStateChange:
            self._action.setChecked(self._window.isFullScreen())
        elif (
            event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Escape
            and self._window.isFullScreen()
        ):  # what the table left of Esc (clearing a selection comes first)
            self._action.setChecked(False)
            self.leave()
            event.accept()
            return True
        return False
