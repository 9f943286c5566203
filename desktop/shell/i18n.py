"""Languages: Qt translators for our strings, the engine's strings and Qt's own.

The engine marks its strings with QT_TRANSLATE_NOOP (no Qt import there); they are
translated here at display time. Switching language installs new translators;
Qt then sends every widget a LanguageChange event and each retranslates itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from desktop.shell.paths import translations_dir
from desktop.table.text import fill
from rules_engine.core.errors import IllegalAction, RecordError

LANGUAGE_NAMES = {"en": "English", "fr": "Français"}
_installed: list[QTranslator] = []
_current = "en"


def system_language() -> str:
    return "fr" if QLocale.system().language() == QLocale.Language.French else "en"


def resolve(language: str) -> str:
    return system_language() if language == "system" else language


def current_language() -> str:
    return _current


def apply_language(language: str) -> str:
    """Install the translators of `language` ("system", "en" or "fr"); returns the
    language actually used."""
    global _current
    app = QCoreApplication.instance()
    lang = resolve(language)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ours = QTranslator(app)
    if ours.load(f"tablee_{lang}", str(translations_dir())):
        _installed.append(ours)
    qt_own = QTranslator(app)
    qt_path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if lang != "en" and qt_own.load(f"qtbase_{lang}", qt_path):
        _installed.append(qt_own)
    for translator in _installed:
        app.installTranslator(translator)
    QLocale.setDefault(
        QLocale(QLocale.Language.French if lang == "fr" else QLocale.Language.English)
    )
    _current = lang
    return lang


def translate_error(error: IllegalAction | RecordError) -> str:
    """An engine error in the current language, placeholders filled."""
    translated = QCoreApplication.translate(error.context, error.message)
    args = dict(error.args_map)
    for name, value in args.items():
        if isinstance(value, IllegalAction | RecordError):
            args[name] = translate_error(value)  # an illegal action inside a bad file
        elif isinstance(value, Exception):
            args[name] = str(value)
    try:
        return translated.format(**args)
    except (KeyError, IndexError, ValueError):
        return error.text()


def game_name(game) -> str:
    """The name of `game` (a `Game`, or its entry in the catalogue), translated."""
    return QCoreApplication.translate("Games", game.name)


def game_summary(game) -> str:
    """The one line about `game` (a `Game`, or its catalogue entry), translated."""
    return QCoreApplication.translate("Games", game.summary)


def seat_name(seats, seat: int) -> str:
    """A seat's name as shown: as typed, or, when none was given (stored empty), "Player
    N" (a bot's "Bot N") in the current language."""
    info = seats[seat]
    if info.name:
        return info.name
    if info.is_human:
        text = QCoreApplication.translate("Application", "Player %1")
    else:
        text = QCoreApplication.translate("Application", "Bot %1")
    return fill(text, seat + 1)
