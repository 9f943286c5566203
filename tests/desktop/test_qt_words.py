"""Qt's own dialogs speak French with the application (issue 23: the PDF export's
file dialog said "Look in:" and "Files of type:" in English)."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog, QLabel

from desktop.shell import i18n


def test_the_file_dialog_reads_in_french(qtbot):
    try:
        i18n.apply_language("fr")
        dialog = QFileDialog(None, "Exporter", "/")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
        qtbot.addWidget(dialog)
        dialog.show()
        labels = {label.text() for label in dialog.findChildren(QLabel) if label.text()}
        assert {"&Voir dans\u00a0:", "Fichiers de &type\u00a0:"} <= labels, labels
        assert not labels & {"&Look in:", "Files of &type:", "File &name:"}
    finally:
        i18n.apply_language("en")
