"""Qt's own words that its French catalogue (qtbase_fr) lacks.

Qt 6 gave the file dialog's labels keyboard mnemonics ("&Look in:", "Files of &type:"),
and the qtbase_fr.qm shipped with PySide6 still has only the older texts, so a French
"Export the rules as PDF" dialog said "Look in:" in English. These are marked here in
Qt's own contexts, so lupdate puts them in our catalogue; our translator is installed
beneath Qt's (see `i18n.apply_language`), and Qt asks it only for what its own lacks.
Found by opening each dialog the application shows in French and reading its labels
(tests/desktop/test_qt_words.py does it for the file dialog)."""

from __future__ import annotations

from rules_engine.core.i18n import QT_TRANSLATE_NOOP

QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
