"""The new-game dialog: which game, who sits where, which rule options, which deal.

It prefills from the player's settings (names, and the seats and options last chosen for
each game) and hands back a `MatchSetup`. On accept it writes what was chosen back into
the settings object; the caller saves it.
"""

from __future__ import annotations

import getpass
import os
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from desktop.games import playable_games
from desktop.shell.bot_levels import bot_description, bot_label
from desktop.shell.dialog_look import STYLE, GameHeader
from desktop.shell.fitting_scroll import FittingScroll, fit_soon
from desktop.shell.i18n import game_name
from desktop.shell.match_setup import MatchSetup, random_seed
from desktop.shell.option_widgets import RuleOptions
from desktop.shell.settings import Settings
from desktop.table.boxes import hbox, vbox
from desktop.table.teams import has_teams, team_text
from desktop.table.text import SHOWN_NAME_CHARS, Retranslating, shown_name
from desktop.table.theme import ink_on, seat_colour
from desktop.table.widget_texts import set_texts
from rules_engine.ai.registry import bot_names, level_names, level_of
from rules_engine.core.i18n import QT_TRANSLATE_NOOP
from rules_engine.core.limits import is_valid_seed, normal_name
from rules_engine.core.protocol import Game
from rules_engine.core.record import BOT_PREFIX, HUMAN, Seat
from rules_engine.core.registry import get_game

# The deal numbers a person types: 0 to 2^63 - 1, the range of the random ones (inside
# the records' range, `rules_engine.core.limits`: such a match always loads again).
SEED_MAX = (1 << 63) - 1


def os_user_name() -> str:
    """The player's full name from the system account if it has one, else the login."""
    try:
        import pwd

        full = normal_name(pwd.getpwuid(os.getuid()).pw_gecos.split(",")[0])
    except (ImportError, KeyError, AttributeError):
        full = ""
    if full:
        return full
    try:
        login = normal_name(getpass.getuser())
    except (OSError, KeyError):
        return ""
    return login[:1].upper() + login[1:]


# The widgets' fixed words: (attribute, text); the seed box's is its placeholder.
_TEXTS = (
    ("game_label", QT_TRANSLATE_NOOP("NewGameDialog", "Game")),
    ("count_label", QT_TRANSLATE_NOOP("NewGameDialog", "Players")),
    ("seats_title", QT_TRANSLATE_NOOP("NewGameDialog", "AROUND THE TABLE")),
    ("options_title", QT_TRANSLATE_NOOP("NewGameDialog", "RULE OPTIONS")),
    ("seed_title", QT_TRANSLATE_NOOP("NewGameDialog", "DEAL NUMBER (SEED)")),
    ("seed_edit", QT_TRANSLATE_NOOP("NewGameDialog", "Random")),
    ("seed_note", QT_TRANSLATE_NOOP("NewGameDialog", "Type a number to replay the same deal.")),
    ("start_button", QT_TRANSLATE_NOOP("NewGameDialog", "Start")),
    ("cancel_button", QT_TRANSLATE_NOOP("NewGameDialog", "Cancel")),
)


@dataclass
class SeatRow:
    badge: QLabel
    name: QLineEdit
    kind: QComboBox
    default_name: str = ""
    team: QLabel | None = None  # the seat's side, shown when the game has teams
    note: QLabel | None = None  # a bot seat's level: how it plays, how strong it measured


class NewGameDialog(Retranslating, QDialog):
    """Choose a game, its players and options, and optionally the deal (seed)."""

    def __init__(
        self, settings: Settings, game_id: str | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.game: Game | None = None
        self.rows: list[SeatRow] = []
        self.rule_options = RuleOptions()
        self.option_widgets = self.rule_options.widgets  # (the same dict, kept filled)
        self._setup: MatchSetup | None = None
        self.setStyleSheet(STYLE)
        self.setModal(True)
        self._build()
        self.retranslate()
        games = playable_games()
        self.set_game(game_id if game_id in games else games[0])

    # -- building -------------------------------------------------------------------------

    def _build(self) -> None:
        self.header = GameHeader()
        self.game_label = QLabel()
        self.game_combo = QComboBox()
        for game_id in playable_games():
            self.game_combo.addItem("", game_id)
        self.game_combo.currentIndexChanged.connect(self._game_chosen)
        self.count_label = QLabel()
        self.count_combo = QComboBox()
        self.count_combo.currentIndexChanged.connect(self._count_chosen)
        self.seats_title = self._section_label()
        self.seats_grid = QGridLayout()
        self.seats_grid.setHorizontalSpacing(10)
        self.seats_grid.setVerticalSpacing(8)
        self.seats_grid.setColumnStretch(1, 1)
        self.options_title = self._section_label()
        self.no_options = self.rule_options.empty
        self.seed_title = self._section_label()
        self.seed_edit = QLineEdit()
        self.seed_edit.setValidator(
            QRegularExpressionValidator(QRegularExpression(r"\d{0,19}"), self.seed_edit)
        )
        self.seed_edit.textChanged.connect(self._validate)
        self.seed_note = QLabel(objectName="note")
        self.problem = QLabel(objectName="problem")
        self.problem.setMinimumHeight(self.problem.fontMetrics().height() + 6)  # no jumps
        # Our own buttons, not standard ones: a button box resets the texts of its
        # standard buttons on a language change, after our retranslate.
        self.buttons = QDialogButtonBox()
        self.start_button = QPushButton(objectName="start")
        self.start_button.setDefault(True)
        self.cancel_button = QPushButton()
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.cancel_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()

    def _section_label(self) -> QLabel:
        return QLabel(objectName="section")

    def _lay_out(self) -> None:
        choice = hbox(self.game_label, (self.game_combo, 1), 18, self.count_label, self.count_combo)
        seed_row = hbox((self.seed_edit, 1), (self.seed_note, 2))
        # The seats, options and seed scroll when the screen is short (eight seats on
        # a 1024x700 screen); the game, the problem line and the buttons always show.
        middle = QWidget()
        seats_panel = self._panel(self.seats_grid)
        options_panel = self._panel(self.rule_options.grid)
        options_panel.layout().addWidget(self.no_options)
        vbox(
            self.seats_title,
            seats_panel,
            8,
            self.options_title,
            options_panel,
            8,
            self.seed_title,
            seed_row,
            parent=middle,
            margins=(0, 0, 0, 0),
            spacing=8,
        )
        self.fields_scroll = FittingScroll(middle)
        items = (choice, 8, (self.fields_scroll, 1), 4, self.problem, self.buttons)
        body = vbox(*items, margins=(22, 16, 22, 18), spacing=8)
        # The header keeps its height and the fields their places when seats come and
        # go: the dialog fits itself again (`fit_to_screen`), as tall as the screen allows.
        self.header.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        vbox(self.header, body, parent=self, margins=(0, 0, 0, 0), spacing=0)
        self.setMinimumWidth(640)  # a seat's level note fits on its lines

    def _panel(self, grid: QGridLayout) -> QFrame:
        panel = QFrame(objectName="panel")
        vbox(grid, parent=panel, margins=(14, 12, 14, 12))
        return panel

    # -- texts ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New match"))
        set_texts(self, "NewGameDialog", _TEXTS)
        for index in range(self.game_combo.count()):
            game = get_game(self.game_combo.itemData(index))
            self.game_combo.setItemText(index, game_name(game))
        for index in range(self.count_combo.count()):
            count = self.count_combo.itemData(index)
            self.count_combo.setItemText(index, self._count_label(count))
        for seat, row in enumerate(self.rows):
            self._retranslate_row(seat, row)
        self.rule_options.retranslate()
        if self.game is not None:
            self.header.show_game(self.game)
            self._show_teams()
        self._validate()

    def _retranslate_row(self, seat: int, row: SeatRow) -> None:
        """Reset the seat's menu texts; a name still at its default follows the language."""
        default = self.default_name(seat, row.kind.currentData() or HUMAN)
        if row.name.text() == row.default_name:
            row.name.setText(default)
        row.default_name = default
        row.name.setPlaceholderText(self.tr("Name"))
        row.badge.setToolTip(self.tr("Seat {number}").format(number=seat + 1))
        for index in range(row.kind.count()):
            kind = row.kind.itemData(index)
            row.kind.setItemText(index, self._kind_label(kind))
            row.kind.setItemData(index, self._kind_note(kind), Qt.ItemDataRole.ToolTipRole)
        self._show_note(row)

    def _count_label(self, count: int) -> str:
        if count == 1:
            return self.tr("1 player")
        return self.tr("{count} players").format(count=count)

    def _kind_label(self, kind: str) -> str:
        if kind == HUMAN:
            return self.tr("Human")
        return bot_label(kind[len(BOT_PREFIX) :])

    def _kind_note(self, kind: str) -> str:
        if kind == HUMAN or self.game is None:
            return ""
        return bot_description(self.game.id, kind[len(BOT_PREFIX) :], self.seat_count())

    def _show_note(self, row: SeatRow) -> None:
        """The line under a bot seat: its level's description and measured strength."""
        text = self._kind_note(row.kind.currentData() or HUMAN)
        row.note.setText(text)
        row.note.setVisible(bool(text))
        row.kind.setToolTip(text)

    def _stored_name(self, seat: int, row) -> str:
        """A name left at "Player N" is stored as none given (empty): the table shows it
        in the language of the moment; a typed name is kept as typed, but for the
        records' rule (a tab, an escape or a line break becomes a space)."""
        name = normal_name(row.name.text())
        defaults = {
            self.tr("Player {number}").format(number=seat + 1),
            self.tr("Bot {number}").format(number=seat + 1),
        }
        return "" if name in defaults else name

    def default_name(self, seat: int, kind: str = HUMAN) -> str:
        """The name a seat has until one is typed: the table's own ("Bot 2" for a bot,
        "Player 2" for a person), so the dialog and the table say the same."""
        if kind != HUMAN:
            return self.tr("Bot {number}").format(number=seat + 1)
        if seat == 0:
            return os_user_name() or self.tr("Player 1")
        return self.tr("Player {number}").format(number=seat + 1)

    def _kind_changed(self, seat: int, row: SeatRow) -> None:
        """A name still at its default follows the seat's kind (Player 2 / Bot 2)."""
        default = self.default_name(seat, row.kind.currentData() or HUMAN)
        if row.name.text() == row.default_name:
            row.name.setText(default)
        row.default_name = default
        self._show_note(row)

    # -- choosing a game ------------------------------------------------------------------

    def set_game(self, game_id: str) -> None:
        """Show `game_id` with the seats and options last chosen for it (or its defaults)."""
        index = self.game_combo.findData(game_id)
        if index < 0:
            raise KeyError(game_id)
        if index != self.game_combo.currentIndex():
            self.game_combo.setCurrentIndex(index)  # comes back here through _game_chosen
            return
        self._load_game(game_id)

    def _game_chosen(self, index: int) -> None:
        if index >= 0:
            self._load_game(self.game_combo.itemData(index))

    def _load_game(self, game_id: str) -> None:
        self.game = get_game(game_id)
        self.header.show_game(self.game)
        remembered = self._remembered(game_id)
        kinds = remembered.get("seats", [])
        count = len(kinds) if len(kinds) in self.game.player_counts else self._usual_count()
        self._clear_rows()
        self._fill_counts(count)
        self.rule_options.build(self.game.options, remembered.get("options", {}))
        self.set_seat_count(count)
        self._apply_kinds(kinds)
        self._validate()

    def _remembered(self, game_id: str) -> dict:
        entry = self.settings.last_setup.get(game_id)
        return entry if isinstance(entry, dict) else {}

    def _usual_count(self) -> int:
        counts = self.game.player_counts
        return 4 if 4 in counts else counts[0]

    def _fill_counts(self, count: int) -> None:
        self.count_combo.blockSignals(True)
        self.count_combo.clear()
        for number in self.game.player_counts:
            self.count_combo.addItem(self._count_label(number), number)
        self.count_combo.setCurrentIndex(self.count_combo.findData(count))
        self.count_combo.blockSignals(False)

    # -- seats ----------------------------------------------------------------------------

    def seat_count(self) -> int:
        return len(self.rows)

    def set_seat_count(self, count: int) -> None:
        if count not in self.game.player_counts:
            raise ValueError(f"{self.game.id} is not played by {count}")
        self.count_combo.blockSignals(True)
        self.count_combo.setCurrentIndex(self.count_combo.findData(count))
        self.count_combo.blockSignals(False)
        while len(self.rows) < count:
            self._add_row()
        while len(self.rows) > count:
            self._remove_row()
        for seat, row in enumerate(self.rows):  # the levels' figures are per table size
            self._retranslate_row(seat, row)
        self._show_teams()
        self._order_tabs()
        self._validate()
        if self.isVisible():
            fit_soon(self)

    def _order_tabs(self) -> None:
        """Tab follows the page, top to bottom: the game, the player count, each seat's
        name and level, the options, the seed, then Start and Cancel (the seats are
        built after the buttons, so Qt's order of creation would reach them last)."""
        chain = [self.game_combo, self.count_combo]
        for row in self.rows:
            chain += [row.name, row.kind]
        chain += list(self.option_widgets.values())
        chain += [self.seed_edit, self.start_button, self.cancel_button]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        # Each stop named, so the probe can say where the keyboard is (real-client tests).
        self.game_combo.setObjectName("gameCombo")
        self.count_combo.setObjectName("countCombo")
        for seat, row in enumerate(self.rows):
            row.name.setObjectName(f"seatName{seat}")
            row.kind.setObjectName(f"seatKind{seat}")
        for name, widget in self.option_widgets.items():
            widget.setObjectName(f"option_{name}")
        self.seed_edit.setObjectName("seedEdit")
        self.cancel_button.setObjectName("cancelButton")  # Start is "start" (its look)

    def _show_teams(self) -> None:
        """Each seat's side, as the game declares it, when the game is played in teams."""
        teams = self.game.teams(len(self.rows))
        shown = has_teams(teams)
        for row, team in zip(self.rows, teams, strict=True):
            row.team.setText(team_text(team))
            row.team.setVisible(shown)

    def _count_chosen(self, index: int) -> None:
        if index >= 0:
            self.set_seat_count(self.count_combo.itemData(index))

    def _kinds(self) -> list[str]:
        """What a seat's menu offers: a human or one of the levels."""
        return [HUMAN] + [BOT_PREFIX + level for level in level_names()]

    def _kind_index(self, row: SeatRow, kind: str) -> int:
        """The menu entry for `kind`: an older name shows as its level ("bot:heuristic"
        is Normal); another bot the game accepts ("bot:random") gets an entry of its
        own; -1 for a kind the game does not know."""
        bot = kind[len(BOT_PREFIX) :] if kind.startswith(BOT_PREFIX) else None
        if bot is not None and level_of(bot) is not None:
            kind = BOT_PREFIX + level_of(bot)
        index = row.kind.findData(kind)
        if index < 0 and bot is not None and bot in bot_names(self.game):
            row.kind.addItem(self._kind_label(kind), kind)
            index = row.kind.count() - 1
        return index

    def _add_row(self) -> None:
        seat = len(self.rows)
        badge = QLabel(str(seat + 1), alignment=Qt.AlignmentFlag.AlignCenter)
        badge.setFixedSize(28, 28)
        colour = seat_colour(seat)  # the seat's colour everywhere (charts too)
        badge.setStyleSheet(
            f"background: {colour}; color: {ink_on(colour)}; border-radius: 14px;"
            " font-weight: bold;"
        )
        default = self.default_name(seat, self._default_kind(seat))
        name = QLineEdit(self.settings.name_for(seat, default))
        name.setMaxLength(SHOWN_NAME_CHARS)  # a typed name is never elided at the table
        name.textChanged.connect(self._validate)
        kind = QComboBox()
        height = name.fontMetrics().height() + 14  # names and menus line up
        name.setMinimumHeight(height)
        kind.setMinimumHeight(height)
        for value in self._kinds():
            kind.addItem(self._kind_label(value), value)
        note = QLabel(objectName="note")  # wraps where the dialog is narrow (French, 1024 px)
        note.setWordWrap(True)
        row = SeatRow(badge, name, kind, default, QLabel(), note)
        kind.setCurrentIndex(max(0, self._kind_index(row, self._default_kind(seat))))
        kind.currentIndexChanged.connect(
            lambda _index, seat=seat, row=row: self._kind_changed(seat, row)
        )
        self.rows.append(row)
        self.seats_grid.addWidget(badge, 2 * seat, 0)
        self.seats_grid.addWidget(name, 2 * seat, 1)
        self.seats_grid.addWidget(kind, 2 * seat, 2)
        self.seats_grid.addWidget(row.team, 2 * seat, 3)
        self.seats_grid.addWidget(note, 2 * seat + 1, 1, 1, 3)
        self._retranslate_row(seat, row)

    def _default_kind(self, seat: int) -> str:
        return HUMAN if seat == 0 else BOT_PREFIX + self.game.default_bot

    def _remove_row(self) -> None:
        row = self.rows.pop()
        for widget in (row.badge, row.name, row.kind, row.team, row.note):
            self.seats_grid.removeWidget(widget)
            widget.hide()
            widget.deleteLater()

    def _clear_rows(self) -> None:
        while self.rows:
            self._remove_row()

    def _apply_kinds(self, kinds: list[str]) -> None:
        for row, kind in zip(self.rows, kinds, strict=False):
            index = self._kind_index(row, kind)
            if index >= 0:
                row.kind.setCurrentIndex(index)

    def preset(self, kinds: list[str], names: list[str] | None = None) -> None:
        """Seat `len(kinds)` players of these kinds ("human", "bot:heuristic"), optionally
        named: what a test or a "play again" needs without clicking."""
        self.set_seat_count(len(kinds))
        for row, kind in zip(self.rows, kinds, strict=True):
            index = self._kind_index(row, kind)
            if index < 0:
                raise ValueError(f"{self.game.id} has no player kind {kind!r}")
            row.kind.setCurrentIndex(index)
        for row, name in zip(self.rows, names or [], strict=False):
            row.name.setText(name)
        self._validate()

    def option_values(self) -> dict:
        return self.rule_options.values()

    # -- checking and answering -----------------------------------------------------------

    def problem_text(self) -> str:
        """What stops the match from starting, in words, or "" when all is well."""
        names = [normal_name(row.name.text()) for row in self.rows]
        if any(not name for name in names):
            return self.tr("Every seat needs a name.")
        seen: set[str] = set()
        for name in names:
            if name.casefold() in seen:
                return self.tr("Two seats are both called {name}.").format(name=shown_name(name))
            seen.add(name.casefold())
        seed = self.seed_edit.text()
        if seed and not (int(seed) <= SEED_MAX and is_valid_seed(int(seed))):
            return self.tr("The deal number is at most {maximum}.").format(maximum=SEED_MAX)
        return ""

    def _validate(self) -> None:
        problem = self.problem_text()
        self.problem.setText(problem)
        self.start_button.setEnabled(not problem)
        self._mark_names()

    def _mark_names(self) -> None:
        counts: dict[str, int] = {}
        for row in self.rows:
            key = normal_name(row.name.text()).casefold()
            counts[key] = counts.get(key, 0) + 1
        for row in self.rows:
            key = normal_name(row.name.text()).casefold()
            invalid = not key or counts[key] > 1
            if row.name.property("invalid") != invalid:
                row.name.setProperty("invalid", invalid)
                row.name.style().unpolish(row.name)
                row.name.style().polish(row.name)

    def setup(self) -> MatchSetup:
        """The match chosen: fixed at accept time, so a random seed is drawn only once."""
        if self._setup is not None:
            return self._setup
        seats = [
            Seat(self._stored_name(seat, row), row.kind.currentData())
            for seat, row in enumerate(self.rows)
        ]
        text = self.seed_edit.text()
        seed = int(text) if text else random_seed()
        return MatchSetup(self.game.id, seats, self.option_values(), seed)

    def keyPressEvent(self, event) -> None:
        """Enter in any field starts the match. Qt gives Enter to the "default" button,
        and a button that once had the keyboard stays the default: after Tab had passed
        Cancel, Enter typed in a seat's name closed the dialog as Cancel would. On a
        button, Enter still presses that button."""
        enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter and not isinstance(self.focusWidget(), QPushButton):
            if self.start_button.isEnabled():
                self.start_button.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def accept(self) -> None:
        if self.problem_text():
            return
        self._setup = None  # a fresh answer (and a fresh random seed) at every accept
        self._setup = self.setup()
        self._remember(self._setup)
        super().accept()

    def _remember(self, setup: MatchSetup) -> None:
        self.settings.remember_names([seat.name for seat in setup.seats])
        self.settings.last_setup[setup.game_id] = {
            "seats": [seat.kind for seat in setup.seats],
            "options": dict(setup.options),
        }

    def showEvent(self, event) -> None:
        super().showEvent(event)
        fit_soon(self)
