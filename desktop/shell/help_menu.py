"""The Help menu's commands: the rules (reader, print, PDF), the keys, About.

The rules shown are those of the game on the table (Dumble with none). One rules
window is kept for the whole run and follows the language. The texts keep the
window's translation context ("MainWindow").
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt

from desktop.shell import i18n
from desktop.table.text import fill
from rules_engine.version import app_version


class HelpMenu(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self.rules_window = None  # made when first asked for

    def _game_id(self) -> str:
        session = self._window.session
        return "dumble" if session is None else session.game.id

    def show_rules(self, clause: str | None = None) -> None:
        """Help > Rules, or a clause link: the rules of the game on the table."""
        from desktop.rules.rules_view import RulesView

        game_id = self._game_id()
        if self.rules_window is None:
            self.rules_window = RulesView(game_id, i18n.current_language())
            self.rules_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
            self.rules_window.resize(1000, 720)
        else:
            self.rules_window.set_game(game_id)
        self.rules_window.show()
        self.rules_window.raise_()
        self.rules_window.activateWindow()
        if clause:
            self.rules_window.show_clause(clause)

    def print_rules(self) -> None:
        self.show_rules()
        self.rules_window.print_preview()

    def export_rules_pdf(self) -> None:
        from desktop.rules.printing import export_rules_pdf

        game_id = self._game_id()
        suggested = Path.home() / f"{game_id}-{i18n.current_language()}.pdf"
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self._window,
            QCoreApplication.translate("MainWindow", "Export the rules as PDF"),
            str(suggested),
            "PDF (*.pdf)",
        )
        if path:
            export_rules_pdf(game_id, i18n.current_language(), path)
            done = QCoreApplication.translate("MainWindow", "Rules exported to %1")
            self._window.statusBar().showMessage(fill(done, path), 4000)

    def set_language(self, code: str) -> None:
        if self.rules_window is not None:
            self.rules_window.set_language(code)

    def close(self) -> None:
        if self.rules_window is not None:
            self.rules_window.close()

    def show_keys(self) -> None:
        """Help > Keys: every key of the window and of each table."""
        from desktop.shell.keys_dialog import KeysDialog

        dialog = KeysDialog(self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.about(
            self._window,
            QCoreApplication.translate("MainWindow", "About Tablée"),
            fill(
                QCoreApplication.translate(
                    "MainWindow",
                    "<h3>Tablée %1</h3><p>Tabletop games to play solo against bots or "
                    "with friends at one computer.</p>",
                ),
                app_version(),
            ),
        )
