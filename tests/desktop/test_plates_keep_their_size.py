"""A plate never changes size while playing: a bot thinking shows as a pill on its lower
edge, a line that comes and goes has its room kept, and nothing covers the name."""

from __future__ import annotations

import pytest

from desktop.games import playable_games
from desktop.shell.main_window import setup_from_seats
from desktop.table.plates import SeatPlate
from tests.desktop.table_helpers import wait_for_turn


@pytest.fixture(autouse=True)
def private_folders(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TABLEE_DATA_DIR", str(tmp_path / "data"))


def test_thinking_and_a_second_line_leave_the_plate_as_it_was(qtbot):
    plate = SeatPlate(rows=2)
    plate.set_content("Player 3", ["cards: 5 · total: 28"], True, False, 200)
    size = plate.boundingRect()
    plate.set_content("Player 3", ["cards: 5 · total: 28"], True, False, 200, thinking=True)
    assert plate.boundingRect() == size
    plate.set_content("Player 3", ["cards: 5 · total: 28", "holds 7♥"], True, False, 200, True)
    assert plate.boundingRect() == size
    plate.set_content("Player 3", [], False, False, 200)
    assert plate.boundingRect() == size
    assert not plate.thinking_rect().intersects(plate.name_rect())
    assert plate.boundingRect().contains(plate.thinking_rect())


@pytest.mark.parametrize(
    ("game_id", "count"), [("dumble", 4), ("dog_eat_dog", 2), ("double_action", 2)]
)
def test_plates_keep_their_size_over_a_bots_turns(qtbot, window, game_id, count):
    kinds = ["human"] + ["bot:normal"] * (count - 1)
    names = ["Ann", "Bob", "Cid", "Dan"][:count]
    window.start_match(setup_from_seats(game_id, kinds, names, {}, 2))
    session, scene = window.session, window.scene
    qtbot.wait(50)  # the window's layout settles: the table has its size
    session.pace_ms = 300  # the bots' turns last long enough to be seen thinking
    sizes = {}
    seen_thinking = False

    def look():
        nonlocal seen_thinking
        for seat, plate in scene.plates.items():
            rect = plate.boundingRect()
            sizes.setdefault(seat, (rect.width(), rect.height()))
            assert (rect.width(), rect.height()) == sizes[seat], seat
            seen_thinking |= plate.thinking

    session.events_applied.connect(lambda *args: look())
    session.bot_thinking.connect(lambda seat: (scene.sync(), look()))
    look()
    wait_for_turn(qtbot, window)
    look()
    assert sizes and (seen_thinking or session.state.to_move == 0)


def test_doubles_dread_plate_keeps_badge_and_thinking_off_the_name(qtbot):
    from PySide6.QtCore import QRectF

    from desktop.games.doubles_dread.items import PlateContent
    from desktop.games.doubles_dread.items import SeatPlate as DreadPlate

    plate = DreadPlate()
    rect = QRectF(0, 0, 220, 110)
    texts = ("Joueur 3", "en tête : 28", "enchérit 28", "points 0")
    plate.set_content(PlateContent(rect, *texts, True, 40.0))
    size = plate.boundingRect()
    assert not plate.badge_rect().intersects(plate.name_rect())
    assert plate.name_rect().width() > rect.width() * 0.8  # the whole row for the name
    plate.set_content(PlateContent(rect, *texts, True, 40.0, True))
    assert plate.boundingRect() == size
    assert not plate.thinking_rect().intersects(plate.name_rect())
    assert size.contains(plate.thinking_rect()) and rect.contains(plate.badge_rect())


def test_doubles_dread_names_the_points_of_the_compass(qtbot, window):
    kinds = ["human", "bot:normal", "bot:normal", "bot:normal"]
    window.start_match(setup_from_seats("doubles_dread", kinds, ["A", "B", "C", "D"], {}, 5))
    scene = window.scene
    texts = {point: label.text for point, label in scene.compass.items()}
    assert texts == {"N": "North", "E": "East", "S": "South", "W": "West"}
    centre = scene.monster.pos()
    north, south = scene.compass["N"].pos(), scene.compass["S"].pos()
    west, east = scene.compass["W"].pos(), scene.compass["E"].pos()
    assert north.y() < centre.y() < south.y()
    assert west.x() < centre.x() < east.x()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_compass_covers_no_pennant_and_no_sign_at_any_size(qtbot, window, players):
    """On a short wide table (1920 x 1080) "South" once hid under boat 4's pennant."""
    kinds = ["human"] + ["bot:normal"] * (players - 1)
    names = ["A", "B", "C", "D", "E"][:players]
    window.start_match(setup_from_seats("doubles_dread", kinds, names, {}, 5))
    for width, height in ((1024, 700), (1280, 800), (1920, 1080), (1280, 1024)):
        window.resize(width, height)
        qtbot.wait(30)
        scene = window.scene
        taken = [tag.sceneBoundingRect() for tag in scene.tags.values() if tag.text]
        taken.append(scene.sign.sceneBoundingRect())
        for point, label in scene.compass.items():
            rect = label.sceneBoundingRect()
            assert not any(rect.intersects(other) for other in taken), (point, width, height)


def test_a_badge_on_the_plate_keeps_clear_of_a_long_name(qtbot):
    """A plate with a badge on its corner (Stonehenge's figure) writes its name beside
    the badge, cut before it when long, and its tooltip gives the whole name."""
    plate = SeatPlate(badge=0.17)
    plate.set_content("Élisabeth-Marguerite", ["Score 9 · hand 10"], False, False, 110)
    assert plate.name_rect().left() >= plate.boundingRect().left() + 4 + 110 * 0.17 - 0.01
    assert plate.whole_name() == "Élisabeth-Marguerite", "cut, so told whole on hover"
    plain = SeatPlate()
    plain.set_content("Élisabeth-Marguerite", ["Score 9 · hand 10"], False, False, 110)
    assert plain.name_rect().width() > plate.name_rect().width()


def test_stonehenge_plates_at_five_seats_keep_the_figure_and_the_bid_off_their_text(
    qtbot, window, tmp_path
):
    """Five seats at 1024 x 700: each plate's figure stood over the first letter of a
    long name, and the viewer's lifted bid covered the last plate's bottom line."""
    from desktop.table.cards import CARD_LOOKS
    from rules_engine.ai.levels import make_level
    from rules_engine.core import get_game
    from rules_engine.core.record import HUMAN, Seat, save_record
    from rules_engine.play import play_match

    game = get_game("stonehenge")
    record = play_match(game, [make_level(game, "normal") for _ in range(5)], 3).record
    del record.actions[150:]  # the viewer has sealed a card in the bid for space 20
    record.seats[0] = Seat("Élisabeth-Marguerite", HUMAN)
    path = tmp_path / "five.tablee"
    save_record(record, path)
    assert window.open_path(str(path), ask=False)
    scene = window.scene
    assert window.session.state.observe(0)["bid"], "the viewer has a bid on the table"
    for width, height in ((1024, 700), (1280, 800), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(30)
        bid = [scene.cards.get(key) for key in scene.cards if key[0] == "card"]
        bid = [item for item in bid if item.role == "bid"]
        assert bid
        for seat, plate in scene.plates.items():
            name = plate.mapRectToScene(plate.name_rect())
            figure = scene.plate_figures[seat].sceneBoundingRect()
            assert figure.right() <= name.left() + 0.5, (seat, width)
            # the plate with a thinking bot's pill under it; the card hovered, glowing
            body = plate.mapRectToScene(plate.boundingRect().adjusted(4, 4, -4, 0))
            for card in bid:
                reach = card.width() * (CARD_LOOKS.hover_lift + CARD_LOOKS.glow)
                face = card.mapRectToScene(card.card_rect()).adjusted(-reach, -reach, 0, 0)
                assert not face.intersects(body), (seat, width)
        assert scene.plates[0].whole_name() == "Élisabeth-Marguerite"


def letters_covered(scene) -> list:
    """(plate, piece) pairs where a card, pawn or die lies on a plate's letters."""
    from desktop.table.piece import PieceItem

    plates = [item for item in scene.items() if isinstance(item, SeatPlate) and item.isVisible()]
    pieces = [
        item
        for item in scene.items()
        if isinstance(item, PieceItem) and item.isVisible() and item.opacity() > 0.05
    ]
    covered = []
    for plate in plates:
        for letters in plate.text_rects():
            box = plate.mapRectToScene(letters)
            covered += [
                (plate.name, piece)
                for piece in pieces
                if piece.mapToScene(piece.shape()).intersects(box)
            ]
    return covered


# Double's Dread's plates are its own: the pawns a seat takes lie on its plate, by design
# (its layout's own tests: the compass, the pennants, the badge above).
KIT_PLATES = [game_id for game_id in playable_games() if game_id != "doubles_dread"]


@pytest.mark.parametrize("game_id", KIT_PLATES)
def test_no_piece_covers_a_plates_letters_at_the_largest_table(qtbot, window, game_id):
    """At the most seats a game allows, at 1024 x 700, 1280 x 800 and 1920 x 1080, no
    card, pawn or die lies on a plate's name or lines, in play or with the hands laid
    open at the round's end. At eight players Dumble's seats, at equal angles round the
    arc, bunched up at its ends: a neighbour's cards covered two plates' lines."""
    from rules_engine.core import get_game
    from tests.desktop.test_every_table import play_to_round_end

    game = get_game(game_id)
    count = max(game.player_counts)
    kinds = ["human"] + [f"bot:{game.default_bot}"] * (count - 1)
    names = ["Claire", "Bob", "Ann", "Dan", "Eve", "Fay", "Gus", "Hal"][:count]
    window.start_match(setup_from_seats(game_id, kinds, names, {}, 5))
    window.session.pace_ms = 0
    wait_for_turn(qtbot, window)  # the bots before the viewer have played
    scene = window.scene
    if not scene.plates:
        pytest.skip("no seat plates on this table here")  # (the sixth game; Double Action's end)
    sizes = ((1024, 700), (1280, 800), (1920, 1080))
    for width, height in sizes:
        window.resize(width, height)
        qtbot.wait(30)
        assert scene.plates and not letters_covered(scene), width
    play_to_round_end(qtbot, window)
    scene.put_summary_aside()  # Look at the table: every hand shown
    for width, height in sizes:
        window.resize(width, height)
        qtbot.wait(30)
        assert not letters_covered(scene), width


@pytest.mark.parametrize("width", [85.0, 120.0, 200.0])
def test_the_thinking_pill_holds_its_whole_word_in_both_languages(qtbot, width):
    """On a small plate (Dog Eat Dog at eight seats, 1024 x 700: 85 px) the pill, a
    fixed share of the plate's width, cut "réfléchit…" at both ends. It is now as wide
    as its word needs, within the plate, and still clear of the plate's letters."""
    from desktop.shell import i18n
    from desktop.table.plates import elided, fitting_font

    for language in ("en", "fr"):
        i18n.apply_language(language)
        plate = SeatPlate()
        plate.set_content("Claire", ["score now: 11"], True, False, width, thinking=True)
        pill = plate.thinking_rect()
        word = plate._thinking_text()
        room = pill.width() - pill.height() * 0.8
        assert elided(word, fitting_font(word, pill.height() * 0.62, room), room) == word
        assert pill.width() <= width and plate.boundingRect().contains(pill)
        assert not any(pill.intersects(letters) for letters in plate.text_rects())
    i18n.apply_language("en")


@pytest.mark.parametrize("game_id", playable_games())
def test_no_plate_thinks_while_a_summary_holds_the_table(qtbot, window, game_id):
    """A round's summary holds the table as it was before the round's last batch: the
    bot that played the last move still showed "thinking…" under the summary, and at
    a match's end for good (Dog Eat Dog at eight seats, under Xvfb)."""
    from tests.desktop.test_every_table import play_to_round_end, start

    start(window, game_id)
    play_to_round_end(qtbot, window)
    scene = window.scene
    assert scene.summary_open()
    if not scene.plates:
        pytest.skip("no seat plates on this table here")  # (the sixth game; Double Action's end)
    for seat, plate in scene.plates.items():
        content = getattr(plate, "content", None)  # Double's Dread's plates
        thinking = content.thinking if content is not None else plate.thinking
        assert not thinking, seat
