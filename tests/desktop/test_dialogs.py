"""The home page, the new-game dialog and the hot-seat curtain."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTranslator
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import QDialog, QWidget

import desktop.shell.bot_levels as bot_levels
import desktop.shell.game_pictures as pictures
import desktop.shell.home as home
import desktop.shell.new_game_dialog as new_game
from desktop.match.curtain import Curtain
from desktop.shell.home import HomePage
from desktop.shell.new_game_dialog import MatchSetup, NewGameDialog
from desktop.shell.settings import Settings
from rules_engine.core.options import OptionSpec
from rules_engine.core.record import HUMAN, Seat
from rules_engine.core.registry import get_game


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    """Never touch the player's real settings or saves."""
    monkeypatch.setenv("TABLEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TABLEE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(new_game, "os_user_name", lambda: "Ann")


def language_change(widget: QWidget, monkeypatch) -> None:
    """What Qt sends when a translator is installed, with `tr` marking what it touched."""
    monkeypatch.setattr(widget, "tr", lambda text, *args: f"«{text}»")
    QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))


# -- home page ------------------------------------------------------------------------------


@pytest.fixture
def page(qtbot):
    page = HomePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    return page


def test_home_lists_dumble_and_its_play_button_asks_for_a_new_game(qtbot, page):
    assert "dumble" in page.tiles
    assert page.tiles["dumble"].name_label.text() == "Dumble"
    assert page.tiles["dumble"].summary_label.text()
    with qtbot.waitSignal(page.new_game_requested) as signal:
        qtbot.mouseClick(page.play_button("dumble"), Qt.MouseButton.LeftButton)
    assert signal.args == ["dumble"]


def test_resume_banner_shows_only_with_a_description(qtbot, page):
    assert page.resume_banner.isHidden()
    page.set_resume_info("Dumble — round 3, your turn")
    assert not page.resume_banner.isHidden()
    assert page.resume_banner.description.text() == "Dumble — round 3, your turn"
    with qtbot.waitSignal(page.resume_requested):
        qtbot.mouseClick(page.resume_banner.resume_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(page.open_requested):
        qtbot.mouseClick(page.open_button, Qt.MouseButton.LeftButton)
    page.set_resume_info(None)
    assert page.resume_banner.isHidden()


def test_fonts_follow_the_window_size(page):
    small = page.title.font().pixelSize()
    page.resize(2560, 1600)
    assert page.title.font().pixelSize() > small * 1.8


@pytest.fixture(autouse=True)
def fresh_pictures():
    """Pictures are cached per size; each test draws its own."""
    pictures._pictures.clear()
    yield
    pictures._pictures.clear()


def test_picture_falls_back_when_the_scene_has_none(monkeypatch):
    def missing(game_id):
        raise ImportError(game_id)

    monkeypatch.setattr(pictures, "picture_module", missing)
    picture = pictures.game_picture("dumble", QSize(120, 80))
    assert picture.size() == QSize(120, 80)
    assert picture.toImage().pixelColor(60, 8).alpha() == 255  # the felt, opaque


def test_picture_comes_from_the_scene_module_when_it_has_one(monkeypatch):
    class Scene:
        @staticmethod
        def picture(size):
            pixmap = QPixmap(size)
            pixmap.fill(QColor("#123456"))
            return pixmap

    monkeypatch.setattr(pictures, "picture_module", lambda game_id: Scene)
    picture = pictures.game_picture("dumble", QSize(50, 40))
    assert picture.toImage().pixelColor(5, 5) == QColor("#123456")


def test_a_high_dpi_scene_picture_keeps_its_logical_size(monkeypatch):
    class Scene:
        @staticmethod
        def picture(size):
            pixmap = QPixmap(size * 2)
            pixmap.setDevicePixelRatio(2.0)
            pixmap.fill(QColor("#654321"))
            return pixmap

    monkeypatch.setattr(pictures, "picture_module", lambda game_id: Scene)
    picture = pictures.game_picture("dumble", QSize(50, 40))
    assert picture.deviceIndependentSize().toSize() == QSize(50, 40)


# -- new-game dialog ------------------------------------------------------------------------


@pytest.fixture
def settings():
    return Settings()


@pytest.fixture
def dialog(qtbot, settings):
    dialog = NewGameDialog(settings, "dumble")
    qtbot.addWidget(dialog)
    return dialog


def tab_walk(dialog, start, steps: int) -> list:
    """The widgets Tab reaches from `start`, in order."""
    from PySide6.QtCore import Qt

    walked, widget = [start], start
    while len(walked) < steps:
        widget = widget.nextInFocusChain()
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisibleTo(dialog):
            walked.append(widget)
    return walked


@pytest.mark.parametrize("game_id, count", [("dumble", 2), ("dumble", 8), ("double_action", 4)])
def test_tab_follows_the_page_from_the_game_to_start(qtbot, settings, game_id, count):
    """Game, players, every seat's name and level, the options, the seed, Start, Cancel:
    the seats once came after Cancel (they are built after the buttons)."""
    dialog = NewGameDialog(settings, game_id)
    qtbot.addWidget(dialog)
    dialog.set_seat_count(count)
    expected = [dialog.game_combo, dialog.count_combo]
    for row in dialog.rows:
        expected += [row.name, row.kind]
    expected += list(dialog.option_widgets.values())
    expected += [dialog.seed_edit, dialog.start_button, dialog.cancel_button]
    assert tab_walk(dialog, dialog.game_combo, len(expected)) == expected


def test_enter_in_a_seat_s_name_starts_the_match(qtbot, dialog):
    from PySide6.QtCore import Qt

    dialog.show()
    dialog.rows[1].name.setFocus()
    qtbot.keyClick(dialog.rows[1].name, Qt.Key.Key_Return)
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.setup() is not None


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_dialog_fits_1024_by_700_at_every_seat_count(qtbot, settings, language):
    """At 6 to 8 seats the dialog once grew to about 1,025 px, Start off a 768 px screen
    and the French notes cut; it kept an empty band when seats went. Now the seats
    scroll, the buttons always show, the notes wrap, and the dialog shrinks back."""
    from desktop.shell import i18n

    i18n.apply_language(language)
    try:
        fits_at_every_count(qtbot, settings)
    finally:
        i18n.apply_language("en")


def fits_at_every_count(qtbot, settings):
    from PySide6.QtCore import QCoreApplication, QSize

    from desktop.shell.fitting_scroll import fit_to_screen

    room = QSize(1024 - 12, 700 - 48)
    dialog = NewGameDialog(settings, "dumble")
    qtbot.addWidget(dialog)
    dialog.show()
    for count in (2, 4, 6, 8, 3, 2):
        dialog.set_seat_count(count)
        QCoreApplication.processEvents()
        fit_to_screen(dialog, room)
        QCoreApplication.processEvents()  # the scroll bar shows or hides
        scroll = dialog.fields_scroll
        assert dialog.height() <= room.height() and dialog.width() <= room.width()
        start = dialog.start_button
        assert dialog.rect().contains(start.mapTo(dialog, start.rect().bottomRight()))
        assert scroll.widget().width() <= scroll.viewport().width(), "nothing cut at the right"
        assert scroll.height() <= scroll.sizeHint().height() + 2, f"an empty band at {count}"


def test_a_seat_has_one_name_in_the_dialog_and_at_the_table(dialog):
    """A bot seat left unnamed reads "Bot 2" in the dialog as at the table (the dialog
    said "Player 2"); a name still at its default follows the seat's kind."""
    from desktop.shell.i18n import seat_name

    row = dialog.rows[1]
    assert row.kind.currentData() != HUMAN
    assert row.name.text() == "Bot 2"
    row.kind.setCurrentIndex(row.kind.findData(HUMAN))
    assert row.name.text() == "Player 2"
    row.kind.setCurrentIndex(1 if row.kind.itemData(1) != HUMAN else 2)
    assert row.name.text() == "Bot 2"
    setup = dialog.setup()
    assert setup.seats[1].name == ""  # a default: the table names it in its language
    assert seat_name(setup.seats, 1) == "Bot 2"
    row.name.setText("Robin")
    row.kind.setCurrentIndex(row.kind.findData(HUMAN))
    assert row.name.text() == "Robin", "a typed name stays"


def test_seat_rows_follow_the_seat_count(dialog):
    counts = [dialog.count_combo.itemData(i) for i in range(dialog.count_combo.count())]
    assert counts == list(get_game("dumble").player_counts) == [2, 3, 4, 5, 6, 7, 8]
    for count in (8, 2, 5, 3):
        dialog.count_combo.setCurrentIndex(dialog.count_combo.findData(count))
        assert dialog.seat_count() == count
        assert dialog.seats_grid.count() == 5 * count  # badge, name, kind, team, level note


def test_defaults_seat_the_player_then_the_games_bot(dialog):
    kinds = [row.kind.currentData() for row in dialog.rows]
    assert kinds[0] == "human"
    assert set(kinds[1:]) == {"bot:normal"}
    # A bot seat's name until one is typed is the table's own: "Bot 2".
    assert [row.name.text() for row in dialog.rows[:3]] == ["Ann", "Bot 2", "Bot 3"]
    labels = [dialog.rows[1].kind.itemText(i) for i in range(dialog.rows[1].kind.count())]
    assert labels == ["Human", "Easy", "Normal", "Hard", "Expert"]
    assert dialog.no_options.isVisibleTo(dialog)
    assert dialog.no_options.text() == "This game has no options."


def test_first_seat_is_player_1_without_a_system_name(qtbot, monkeypatch, settings):
    monkeypatch.setattr(new_game, "os_user_name", lambda: "")
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.rows[0].name.text() == "Player 1"


def test_accepting_returns_the_seats_and_the_seed_typed(qtbot, dialog):
    dialog.preset(["human", "bot:hard", "bot:easy"], ["Zoé", "Bob", "Cid"])
    dialog.seed_edit.setText("12345")
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.setup() == MatchSetup(
        "dumble",
        [Seat("Zoé", "human"), Seat("Bob", "bot:hard"), Seat("Cid", "bot:easy")],
        {},
        12345,
    )


def test_a_blank_seed_draws_a_random_one_once(dialog):
    assert dialog.seed_edit.text() == ""
    seeds = {dialog.setup().seed for _ in range(3)}
    assert all(isinstance(seed, int) and 0 <= seed < 2**63 for seed in seeds)
    assert len(seeds) > 1
    dialog.accept()
    assert dialog.setup().seed == dialog.setup().seed


def test_seed_beyond_63_bits_is_refused(dialog):
    dialog.seed_edit.setText("9999999999999999999")
    assert not dialog.start_button.isEnabled()
    dialog.seed_edit.setText(str(2**63 - 1))
    assert dialog.start_button.isEnabled()


def test_duplicate_or_empty_names_keep_start_disabled(dialog):
    assert dialog.start_button.isEnabled()
    dialog.rows[2].name.setText(" bot 2 ")
    assert not dialog.start_button.isEnabled()
    assert "Bot 2" in dialog.problem.text() or "bot 2" in dialog.problem.text()
    dialog.rows[2].name.setText("")
    assert not dialog.start_button.isEnabled()
    dialog.rows[2].name.setText("Claire")
    assert dialog.start_button.isEnabled()
    assert dialog.problem.text() == ""
    dialog.rows[1].name.setText("claire")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted


def test_names_and_seats_are_remembered_for_next_time(qtbot, dialog, settings):
    dialog.preset(["bot:random", "human", "human"], ["Robo", "Léa", "Max"])
    dialog.accept()
    assert settings.player_names[:3] == ["Robo", "Léa", "Max"]
    assert settings.last_setup["dumble"] == {
        "seats": ["bot:random", "human", "human"],
        "options": {},
    }
    again = NewGameDialog(settings)
    qtbot.addWidget(again)
    assert again.seat_count() == 3
    assert [row.name.text() for row in again.rows] == ["Robo", "Léa", "Max"]
    assert [row.kind.currentData() for row in again.rows] == ["bot:random", "human", "human"]


def test_older_bot_names_show_as_their_level_and_random_keeps_its_own_entry(dialog):
    dialog.preset(["human", "bot:heuristic", "bot:random"])
    assert [row.kind.currentData() for row in dialog.rows] == [
        "human", "bot:normal", "bot:random",
    ]  # fmt: skip
    assert dialog.rows[1].kind.currentText() == "Normal"
    assert dialog.rows[2].kind.currentText() == "Random moves"
    assert all(
        "heuristic" not in row.kind.itemText(i) and row.kind.itemText(i) != "random"
        for row in dialog.rows
        for i in range(row.kind.count())
    )
    with pytest.raises(ValueError):
        dialog.preset(["human", "bot:nobody", "bot:easy"])


def test_each_bot_seat_says_how_its_level_plays_and_how_strong_it_measured(dialog, monkeypatch):
    figures = {
        "version": 2,
        "games": {
            "dumble": {
                "sizes": {
                    "2": {
                        "pairs": [
                            {"level": "hard", "opponent": "normal", "win_rate": 0.625,
                             "ci95": [0.43, 0.79], "games": 24, "fair_share": 0.5},
                        ],
                        "ratings": {"hard": 1685.0},
                    },
                    "4": {
                        "pairs": [
                            {"level": "hard", "opponent": "normal", "win_rate": 0.38,
                             "ci95": [0.3, 0.46], "games": 212, "fair_share": 0.25},
                            {"level": "expert", "opponent": "hard", "win_rate": 0.31,
                             "ci95": [0.2, 0.4], "games": 130, "fair_share": 0.25,
                             "sprt": {"verdict": "not stronger"}},
                        ],
                    },
                }
            }
        },
    }  # fmt: skip
    monkeypatch.setattr(
        bot_levels, "strength_of", lambda game, level, seats=None: real(game, level, seats, figures)
    )
    dialog.preset(["human", "bot:hard", "bot:expert", "bot:hard"])
    human, hard, expert, _ = dialog.rows
    assert human.note.isHidden() and human.note.text() == ""
    assert hard.note.isVisibleTo(dialog)
    assert "second" in hard.note.text()
    assert (
        "At 4 players, wins 38% of matches against Normal, where an equal player wins 25%"
        " (212 played). Clearly stronger than Normal." in hard.note.text()
    )
    assert "At 4 players, wins 31% of matches against Hard" in expert.note.text()
    assert expert.note.text().endswith("(130 played). Measured no stronger than Hard.")
    # Two players: Hard was measured there; Expert only at four, and the note says so.
    dialog.set_seat_count(2)
    assert (
        "At 2 players, wins 62% of matches against Normal (24 played). Not yet shown stronger"
        " than Normal." in hard.note.text()
    )
    dialog.preset(["human", "bot:expert"])
    expert = dialog.rows[1]
    assert "Measured at 4 players (the nearest size measured): wins 31%" in expert.note.text()
    expert.kind.setCurrentIndex(expert.kind.findData("bot:easy"))  # no figure: the line alone
    assert expert.note.text() == bot_levels.bot_description("dumble", "easy", 2)
    assert "wins" not in expert.note.text() and expert.note.text()
    expert.kind.setCurrentIndex(expert.kind.findData("human"))
    assert expert.note.isHidden()
    tips = [expert.kind.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(5)]
    assert tips[0] == "" and all(tips[1:])


def real(game_id, level, seats, data):
    from rules_engine.ai.strength import strength_of

    return strength_of(game_id, level, seats, data)


def test_the_shipped_strength_file_covers_every_game_at_its_table_sizes():
    """Every game's quick levels are measured at each of its ladder's table sizes,
    and whatever the file holds reads back with a verdict (a searching level not yet
    measured shows no figure rather than an old one)."""
    from rules_engine.ai.levels import LEVELS, ladder_of
    from rules_engine.ai.strength import load, measured_sizes, strength_of
    from rules_engine.core.catalogue import declared_at_run_time
    from rules_engine.core.registry import all_games

    assert load(), "strength.json is missing, damaged or of an older format"
    # The games the app ships: one declared at run time (a test's sixth game) is no
    # part of the shipped file.
    tried = {entry.id for entry in declared_at_run_time()}
    for game in [game for game in all_games() if game.id not in tried]:
        for seats in ladder_of(game).sizes:
            for level in ("easy", "normal"):
                assert seats in measured_sizes(game.id, level), (game.id, level, seats)
        for level in LEVELS:
            for seats in measured_sizes(game.id, level):
                strength = strength_of(game.id, level, seats)
                assert strength is not None and strength.seats == seats
                assert strength.verdict in {"stronger", "not stronger", "undecided", "running"}


class OptionsGame:
    """Stands in for a game with one option of each kind."""

    id = "dumble"
    name = "Dumble"
    summary = "Options everywhere."
    player_counts = (2, 3)
    default_bot = "random"
    options = (
        OptionSpec("target", "Points to win", "int", 100, "DD-1", minimum=50, maximum=300,
                   help="The score that ends the match."),
        OptionSpec("speed", "Monster speed", "choice", "normal", "DD-4",
                   choices=("slow", "normal"), choice_labels=("Slow", "Normal")),
        OptionSpec("bonus", "Double six bonus", "bool", True, "DD-7"),
    )  # fmt: skip

    def bots(self):
        return {}

    def teams(self, count):
        return tuple(range(count))


def test_options_get_a_widget_a_note_and_a_tooltip(qtbot, monkeypatch, settings):
    monkeypatch.setattr(new_game, "get_game", lambda game_id: OptionsGame())
    settings.last_setup["dumble"] = {"seats": ["human", "human"], "options": {"target": 150}}
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.no_options.isHidden()
    assert dialog.option_values() == {"target": 150, "speed": "normal", "bonus": True}
    notes = [note.text() for _label, note, _spec in dialog.rule_options.notes]
    assert notes == ["changes rule DD-1", "changes rule DD-4", "changes rule DD-7"]
    assert dialog.option_widgets["target"].toolTip() == "The score that ends the match."
    speed = dialog.option_widgets["speed"]
    assert [speed.itemText(i) for i in range(speed.count())] == ["Slow", "Normal"]
    speed.setCurrentIndex(0)
    dialog.option_widgets["bonus"].setChecked(False)
    dialog.accept()
    assert dialog.setup().options == {"target": 150, "speed": "slow", "bonus": False}
    assert settings.last_setup["dumble"]["options"] == dialog.setup().options


# -- curtain --------------------------------------------------------------------------------


class Table(QWidget):
    """The widget behind the curtain; counts the keys that reach it."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: list[int] = []

    def keyPressEvent(self, event) -> None:
        self.keys.append(event.key())


@pytest.fixture
def table(qtbot):
    table = Table()
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    return table


def test_curtain_covers_the_table_and_follows_its_size(table):
    curtain = Curtain(table)
    assert not curtain.is_covering()
    curtain.show_for("Claire", [])
    assert curtain.is_covering()
    assert curtain.geometry() == table.rect()
    assert "Claire" in curtain.title.text()
    assert "Claire" in curtain.reveal_button.text()
    assert curtain.summary_box.isHidden()
    table.resize(1000, 700)
    assert curtain.geometry() == table.rect()
    image = table.grab().toImage()
    assert all(image.pixelColor(x, y).alpha() == 255 for x, y in ((0, 0), (999, 699)))


def test_curtain_summary_lists_what_happened(table):
    curtain = Curtain(table)
    curtain.show_for("Bob", ["Claire drew from the stock.", "Dan discarded a pair."])
    assert not curtain.summary_box.isHidden()
    assert curtain.summary_heading.text() == "Since your last turn:"
    assert curtain.summary_lines.text().count("\n") == 1
    curtain.set_summary([])
    assert curtain.summary_box.isHidden()


def test_clicking_the_button_lifts_the_curtain(qtbot, table):
    curtain = Curtain(table)
    curtain.show_for("Claire", [])
    with qtbot.waitSignal(curtain.revealed):
        qtbot.mouseClick(curtain.reveal_button, Qt.MouseButton.LeftButton)
    assert not curtain.is_covering()


def test_keys_stop_at_the_curtain_and_enter_lifts_it(qtbot, table):
    curtain = Curtain(table)
    curtain.show_for("Claire", [])
    qtbot.keyClick(curtain.reveal_button, Qt.Key.Key_A)
    qtbot.keyClick(curtain, Qt.Key.Key_Left)
    assert table.keys == []
    assert curtain.is_covering()
    with qtbot.waitSignal(curtain.revealed):
        qtbot.keyClick(curtain.reveal_button, Qt.Key.Key_Return)
    assert curtain.isHidden()


# -- languages ------------------------------------------------------------------------------


def test_home_retranslates_on_language_change(page, monkeypatch):
    language_change(page, monkeypatch)
    assert page.tagline.text().startswith("«")
    assert page.open_button.text() == "«Open a saved match…»"


class _MarkingTranslator(QTranslator):
    """Every text of every context «marked»: the dialog's own `tr` and the words of
    its tables (`set_texts`, through QCoreApplication.translate) alike."""

    def translate(self, context, source_text, disambiguation=None, n=-1):
        return f"«{source_text}»"

    def isEmpty(self):
        return False


def test_dialog_retranslates_on_language_change(dialog):
    dialog.rows[1].name.setText("Bob")
    translator = _MarkingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
        assert dialog.start_button.text() == "«Start»"
        assert dialog.seed_edit.placeholderText() == "«Random»"
        assert dialog.windowTitle() == "«New match»"
        assert dialog.rows[1].name.text() == "Bob"  # typed names stay
        assert dialog.rows[2].name.text() == "«Bot 3»"  # defaults follow
        assert dialog.rows[0].kind.itemText(0) == "«Human»"
    finally:
        QCoreApplication.removeTranslator(translator)


def test_curtain_retranslates_on_language_change(table, monkeypatch):
    curtain = Curtain(table)
    curtain.show_for("Claire", ["x"])
    language_change(curtain, monkeypatch)
    assert curtain.title.text() == "«Pass the computer to Claire»"
    assert curtain.subtitle.text() == "«Everyone else, please look away.»"


def test_home_lists_every_game_of_the_catalogue_those_to_come_without_play(qtbot, monkeypatch):
    from rules_engine.core.catalogue import CATALOGUE

    monkeypatch.setattr(home, "playable_games", lambda: ["dumble"])
    page = HomePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    assert list(page.tiles) == [game.id for game in CATALOGUE]
    for game_id, tile in page.tiles.items():
        playable = game_id == "dumble"
        assert tile.play_button.isVisible() == playable, game_id
        assert tile.coming_label.isVisible() == (not playable), game_id
        if not playable:
            assert tile.coming_label.text() == "Coming soon"
    asked = []
    page.new_game_requested.connect(asked.append)
    qtbot.mouseClick(page.tiles["stonehenge"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.tiles["dumble"], Qt.MouseButton.LeftButton)
    assert asked == ["dumble"]


def test_changing_the_player_count_leaves_the_header_and_the_fields_in_place(qtbot, settings):
    dialog = NewGameDialog(settings, "dumble")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    header = dialog.header.height()
    count_at = dialog.count_combo.mapTo(dialog, dialog.count_combo.rect().topLeft())
    for count in (8, 2, 5, 3):
        dialog.count_combo.setCurrentIndex(dialog.count_combo.findData(count))
        qtbot.wait(10)
        assert dialog.header.height() == header, count
        assert dialog.count_combo.mapTo(dialog, dialog.count_combo.rect().topLeft()) == count_at


def test_a_game_can_say_how_its_level_plays_there():
    """Double Action's Hard and Expert play the counting player, at once: the dialog
    says so rather than the usual search's line; other games keep the usual line."""
    from desktop.shell import bot_levels
    from rules_engine.core.catalogue import entry

    ladder = entry("double_action").ladder
    hard = bot_levels.bot_description("double_action", "hard", 4)
    assert hard.startswith(ladder.hard_note) and "second" not in hard
    assert bot_levels.bot_description("double_action", "expert", 4).startswith(ladder.expert_note)
    assert "second" in bot_levels.bot_description("dumble", "hard", 4)
    assert bot_levels.game_note("no_such_game", "hard") is None
