"""The kit pieces a game's table is built from: the item store (sync and glides),
plates and text fitting, signs, the controls bar's number bid, and the summary's
standings, chart and buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from desktop.table.animator import Animator
from desktop.table.cards import CardItem
from desktop.table.controls import ControlsBar, NumberBid, action_button
from desktop.table.plates import SeatPlate, elided, fitting_font
from desktop.table.scene import TableScene
from desktop.table.signs import TableSign
from desktop.table.store import ItemStore, Spot
from desktop.table.summary import SummaryPanel
from desktop.table.theme import table_font
from tests.desktop.kit_render import BACKGROUND, render_item


class FakeSession:
    """What a TableScene asks of its session, and no more."""

    class _Game:
        def redact_event(self, event, seat):
            return event

    game = _Game()
    seats = ()


@pytest.fixture
def scene(qtbot):
    table = TableScene(FakeSession(), Animator())
    table.resize_table(QSizeF(800, 600))
    yield table
    table.clear()


def card_store(scene, clicked=None):
    return ItemStore(
        scene,
        make=lambda key, spot: CardItem(spot.look, spot.face_up, spot.size),
        dress=lambda item, spot: item.set_card(spot.look),
        on_click=clicked,
    )


def spots(*cards, x=100.0):
    return {
        ("card", card): Spot(QPointF(x + 50 * index, 200), index, index * 2.0, "hand", card, 60)
        for index, card in enumerate(cards)
    }


def test_the_store_makes_places_and_retires_items_to_match_the_spots(qtbot, scene):
    clicked = []
    store = card_store(scene, clicked.append)
    store.sync(spots(3, 4, 5))
    assert sorted(store.items) == [("card", 3), ("card", 4), ("card", 5)]
    item = store.get(("card", 4))
    assert item.pos() == QPointF(150, 200) and item.role == "hand" and item.key == ("card", 4)
    assert item.rotation() == 2.0 and item.zValue() == 1
    item.clicked.emit(item)
    assert clicked == [item]
    store.sync(spots(4, 6, x=300))
    assert sorted(store.items) == [("card", 4), ("card", 6)]
    assert store.get(("card", 4)) is item and item.pos() == QPointF(300, 200)
    qtbot.waitUntil(lambda: len([i for i in scene.items() if isinstance(i, CardItem)]) == 2)


def test_glides_move_only_what_changed_and_send_leavers_to_their_sinks(scene):
    store = card_store(scene)
    store.sync(spots(1, 2))
    target = spots(2, 7)
    target[("card", 2)] = Spot(QPointF(100, 200), 0.0, 0.0, "hand", 2, 60)  # where 1 was
    moves, leaving = store.glides(
        target, {("card", 7): QPointF(5, 5)}, {("card", 1): QPointF(700, 10)}, 300, 80
    )
    moved = {move[0].card: move[1] for move in moves}
    assert moved[1] == QPointF(700, 10) and [item.card for item in leaving] == [1]
    assert moved[2] == QPointF(100, 200) and moved[7] == QPointF(150, 200)
    assert store.get(("card", 7)).pos() == QPointF(5, 5)  # it starts at its origin
    assert ("card", 1) not in store
    again, _ = store.glides(target, {}, {}, 300, 80)
    assert {move[0].card for move in again} == {2, 7}  # nothing arrived yet: both still move
    for item, pos, _ms, rotation, _scale, _z in again:  # the animator plays them
        item.setPos(pos)
        item.setRotation(rotation)
    assert store.glides(target, {}, {}, 300, 80) == ([], [])


def test_a_long_line_gets_a_smaller_font_then_an_ellipsis(qapp):
    short = fitting_font("Ann", 20, 200)
    assert short.pixelSize() == table_font(20).pixelSize()
    long = "cartes : 7 · total : 95 · hors de la partie"
    shrunk = fitting_font(long, 20, 120)
    assert int(20 * 0.72) <= shrunk.pixelSize() < 20  # pixel sizes are whole
    cut = elided(long, shrunk, 120)
    assert cut.endswith("…") and len(cut) < len(long)


def test_a_seat_plate_shows_its_name_and_glows_for_the_seat_to_move(qapp):
    plate = SeatPlate()
    plate.set_content("Claire", ["cards: 7 · total: 12"], False, False, 180)
    calm = render_item(plate)
    plate.set_content("Claire", ["cards: 7 · total: 12"], True, False, 180)
    active = render_item(plate)
    assert calm.size() == active.size() and calm != active
    assert plate.boundingRect().height() > 180 * 0.2


def test_a_sign_changes_only_when_its_text_does(qapp):
    sign = TableSign(5)
    font, colour = table_font(14), QColor("white")
    sign.show_text("Stock: 30", font, colour, QPointF(100, 50), centred=True)
    assert sign.text() == "Stock: 30" and sign.zValue() == 5
    assert sign.pos().x() == pytest.approx(100 - sign.boundingRect().width() / 2)
    image = render_item(sign)
    assert any(
        image.pixelColor(x, y) != BACKGROUND
        for x in range(image.width())
        for y in range(image.height())
    )


def test_a_number_bid_offers_only_the_legal_amounts(qtbot):
    bar = ControlsBar("testStatus")
    qtbot.addWidget(bar)
    bid = bar.add(NumberBid("bidBox", "bidButton"))
    confirm = bar.add(action_button("confirmButton", "Ctrl+Return"))
    bar.show()
    chosen = []
    bid.chosen.connect(chosen.append)
    bid.set_choices([31, 32, 40], enabled=True)
    assert (bid.box.minimum(), bid.box.maximum(), bid.box.value()) == (31, 40, 31)
    bid.box.setValue(35)
    bid.button.click()
    assert chosen == [35]
    bid.set_choices([], enabled=True)  # nothing left to bid: the box says so
    assert not bid.button.isEnabled() and not bid.box.isEnabled()
    bid.button.click()
    assert chosen == [35]
    assert confirm.objectName() == "confirmButton" and confirm.shortcut().toString()


def test_the_summary_writes_standings_a_chart_and_the_match_buttons(qtbot):
    class Summary(SummaryPanel):
        def retranslate(self):
            self.clear()
            self.add_title("End")
            self.add_standings(["Ann", "Bob", "Cid"], (2, 1, 3), (40, 12, 70))
            self.chart = self.add_chart(["Ann", "Bob", "Cid"], [(10, 5, 30), (40, 12, 70)])
            self.add_match_end_buttons()

    panel = Summary(QColor("black"), 14)
    panel.retranslate()
    qtbot.addWidget(panel)
    texts = [label.text() for label in panel.findChildren(QLabel)]
    assert "Final standings: 1. Bob (12), 2. Ann (40), 3. Cid (70)" in texts
    assert panel.chart.rows == [[0, 0, 0], [10, 5, 30], [40, 12, 70]]
    assert panel.findChild(object, "newMatchButton") is not None
    panel.set_text_size(20)
    assert panel.chart.text_pixels == 20
    panel.fit_height(500, 900)
    panel.show()
    qtbot.waitExposed(panel)
    picture = panel.chart.grab().toImage()
    assert picture.width() > 100


def test_an_end_summary_ends_the_match_with_standings_and_chart(qtbot):
    """A game's summary holds its facts once (`EndSummary`) and ends the match the
    same way: the standings, the chart when the totals by round were given, and the
    match's buttons."""
    from desktop.table.charts import SummaryChart
    from desktop.table.summary import EndSummary

    class Summary(EndSummary):
        def retranslate(self):
            self.clear()
            self.add_title(f"{self.event['round']} {self.holdings}")
            if self.match_end is None:
                self.add_next_round_button()
                return
            self.add_match_ending(self.match_end["ranks"], self.match_end["totals"])

    names = ["Ann", "Bob"]
    going_on = Summary({"round": 1}, names, holdings="trees")
    qtbot.addWidget(going_on)
    assert "1 trees" in [label.text() for label in going_on.findChildren(QLabel)]
    assert going_on.findChild(object, "nextRoundButton") is not None
    assert going_on.findChild(object, "newMatchButton") is None
    end = {"winners": (1,), "ranks": (2, 1), "totals": (40, 12)}
    for totals, charts in ((None, 0), ([(40, 12)], 1)):
        over = Summary({"round": 2}, names, end, totals, viewer=1)
        qtbot.addWidget(over)
        texts = [label.text() for label in over.findChildren(QLabel)]
        assert "Final standings: 1. Bob (12), 2. Ann (40)" in texts
        assert len(over.findChildren(SummaryChart)) == charts
        assert over.findChild(object, "newMatchButton") is not None
        assert over.findChild(object, "nextRoundButton") is None


def test_a_held_table_keeps_events_until_the_round_is_acknowledged(scene):
    played, busy = [], []
    scene.animate = played.append
    scene.busy_changed.connect(busy.append)  # the match view passes it to the session
    scene.freeze()
    assert scene.held([{"type": "deal"}]) and busy == [True]
    scene.summary_proxy = object()  # a summary is up
    scene.remove_summary = lambda: setattr(scene, "summary_proxy", None)
    scene.continue_after_round()
    assert played == [[{"type": "deal"}]] and not scene.frozen
    assert busy == [True, False], "the table settled: a bot may move"


def test_another_deck_plugs_its_faces_into_the_card_item(qapp):
    from PySide6.QtCore import QRectF

    from desktop.table.card_faces import CardFaces

    class StoneDeck(CardFaces):
        name = "stone-deck"

        def paint_face(self, painter, width, height, card, theme):
            painter.fillRect(QRectF(0, 0, width, height), QColor("#c00000"))

    standard = CardItem(5, True, 60)
    plugged = CardItem(5, True, 60, faces=StoneDeck())
    red = render_item(plugged)
    plain = render_item(standard)
    x, y = round(red.width() / 2), round(red.height() / 2)
    assert red.pixelColor(x, y) == QColor("#c00000")
    assert plain.pixelColor(x, y) != QColor("#c00000")


def test_the_kit_scene_gives_the_controls_a_sign_and_retranslation_by_default(qtbot):
    class Synced(TableScene):
        syncs = 0

        def sync(self) -> None:
            self.syncs += 1

    table = Synced(FakeSession(), Animator())
    assert table.controls() is None  # a table without buttons
    table.controls_widget = QLabel()
    assert table.controls() is table.controls_widget  # the game's own, with no override
    sign = table.add_sign(30.0)
    assert isinstance(sign, TableSign) and sign.scene() is table and sign.zValue() == 30.0
    table.retranslate()
    assert table.syncs == 1  # the table is redrawn in the new language


def test_the_kit_splits_a_batch_at_the_rounds_end_and_holds_what_follows(scene):
    batch = [
        {"type": "play", "n": 1},
        {"type": "round_end"},
        {"type": "deal"},
        {"type": "match_end"},
        {"type": "play", "n": 2},
    ]
    before, end, ends = scene.split_at(batch)
    assert before == batch[:1] and end is batch[1] and ends == {"match_end": batch[3]}
    assert scene.deferred == [batch[2], batch[4]]  # they play after the summary
    scene.deferred = []
    assert scene.split_at(batch[:1]) == (batch[:1], None, {}) and scene.deferred == []


def test_a_box_holds_its_items_in_order_with_their_stretch_and_spaces(qtbot):
    """`hbox`/`vbox` (desktop/table/boxes.py): widgets and layouts in order, (item,
    stretch), an int as a fixed space, STRETCH as a stretch; margins and spacing."""
    from PySide6.QtWidgets import QDialog, QPushButton, QWidget

    from desktop.table.boxes import STRETCH, close_buttons, hbox, named_button, vbox

    owner = QWidget()
    qtbot.addWidget(owner)
    clicks = []
    button = named_button("goButton", lambda: clicks.append(1), owner)
    label = QLabel("words")
    inner = hbox(button, STRETCH)
    box = vbox((label, 2), 12, inner, parent=owner, margins=(1, 2, 3, 4), spacing=5)
    assert owner.layout() is box and box.contentsMargins().left() == 1 and box.spacing() == 5
    assert box.itemAt(0).widget() is label and box.stretch(0) == 2
    assert box.itemAt(1).spacerItem().sizeHint().height() == 12
    assert box.itemAt(2).layout() is inner and inner.itemAt(1).spacerItem() is not None
    button.click()
    assert clicks == [1] and button.objectName() == "goButton"
    dialog = QDialog()
    qtbot.addWidget(dialog)
    foot = close_buttons(dialog, QPushButton("Export"))
    assert len(foot.buttons()) == 2
