"""The kit's last-move mark (issue 23): a ring round the last move on a table, shown
where it is put, hidden when there is none, drawn dark and light so it reads on a
cream card and on a dark chip alike."""

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsRectItem

from desktop.table.marks import LastMoveMark
from tests.desktop.kit_render import count_pixels, render_item


def test_the_last_move_ring_shows_round_its_spot(qapp):
    ground = QGraphicsRectItem(QRectF(0, 0, 200, 200))
    ground.setBrush(QColor("#fbf5e6"))
    mark = LastMoveMark(ground, 2.0)
    assert not mark.isVisible(), "no last move yet: no ring"
    mark.show_at(QPointF(100, 100), 40)
    assert mark.isVisible() and mark.centre() == QPointF(100, 100) and mark.diameter() == 40
    assert mark.boundingRect().contains(QRectF(70, 70, 60, 60))
    image = render_item(ground, QRectF(60, 60, 80, 80))
    dark = count_pixels(image, lambda colour: colour.lightness() < 60)
    assert dark > 40, "the dark ring shows on a light ground"
    mark.show_at(None)
    assert not mark.isVisible()
