"""Match files from the window: which file to open or save to, saving, and what is
said when a file cannot be opened or written (a clear message; nothing is lost).
The texts keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from desktop.shell import i18n
from desktop.table.text import fill

FILE_FILTER = "Tablée (*.tablee)"


def ask_file_to_open(parent, title: str | None = None, folder: Path | None = None) -> str:
    """The match file the player picks ("" when they cancel): `title` (Open a match)
    over the dialog, starting in `folder` (the home folder)."""
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getOpenFileName(
        parent,
        title or QCoreApplication.translate("MainWindow", "Open a match"),
        str(folder or Path.home()),
        FILE_FILTER,
    )
    return path


def ask_file_to_save(parent, game_id: str) -> Path | None:
    """Where the player wants the match saved (always a .tablee), or None."""
    suggested = Path.home() / f"{game_id}.tablee"
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("MainWindow", "Save the match"),
        str(suggested),
        FILE_FILTER,
    )
    if not path:
        return None
    return Path(path if path.endswith(".tablee") else path + ".tablee")


def tell_unopenable(parent, path: str, error) -> None:
    """Why the file at `path` cannot be opened (a `RecordError`)."""
    from desktop.table.plain_text import shown_as_typed
    from rules_engine.core.values import shorten

    text = fill(
        QCoreApplication.translate("MainWindow", "%1 cannot be opened:\n%2"),
        shorten(Path(path).name, 60),
        i18n.translate_error(error),
    )
    title = QCoreApplication.translate("MainWindow", "Cannot open this match")
    from PySide6.QtWidgets import QMessageBox

    QMessageBox.warning(parent, title, shown_as_typed(text))


def save_to(window, path: Path) -> None:
    """Save the window's open match to `path`: said on the status line, or why not."""
    from desktop.match.autosave import describe_save_error
    from desktop.table.plain_text import shown_as_typed

    try:
        window.session.save_as(path)
    except (OSError, ValueError) as error:  # ValueError: text that cannot be encoded
        text = fill(
            QCoreApplication.translate("MainWindow", "The match could not be saved to %1:\n%2"),
            path,
            describe_save_error(error),
        )
        title = QCoreApplication.translate("MainWindow", "Cannot save")
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(window, title, shown_as_typed(text))
        return
    window.table.save_banner.hide()
    saved = fill(QCoreApplication.translate("MainWindow", "Saved to %1"), path.name)
    window.statusBar().showMessage(saved, 4000)
