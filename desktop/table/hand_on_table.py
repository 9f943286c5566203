"""The viewer's hand on a table: the order they keep it in, dragging a card to a new
place, double-clicking a card. Part of `TableScene` (a mixin of it): a game with hands
gives `new_hand_order`; a press on anything else that is no choice is explained."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from desktop.table.item import TableItem


class HandOnTable:
    def hand_order(self):
        """The viewer's arrangement of their hand (`hand_order.HandOrder`), made by
        `new_hand_order` for a game with hands; None otherwise or with no viewer."""
        if self.viewer is None:
            return None
        if self.viewer not in self.hand_orders:
            order = self.new_hand_order()
            if order is None:
                return None
            self.hand_orders[self.viewer] = order
        return self.hand_orders[self.viewer]

    def open_hand(self, obs: dict, seat: int, key: str = "hand") -> tuple | None:
        """`seat`'s private `key` (its hand; Stonehenge's "bid") when the observation
        lays every seat's open (a finished match's replay: `SeatView.open`), else None:
        the table then draws that seat's cards as backs from their count."""
        opened = obs.get("open")
        if opened is None or seat >= len(opened):
            return None
        return opened[seat].get(key)

    def new_hand_order(self):
        """A fresh `HandOrder` for a game whose players hold cards (None: no hand)."""
        return None

    def arranged_hand(self, hand) -> list:
        """The viewer's cards in the order they keep them (the layout's order)."""
        order = self.hand_order()
        return list(hand) if order is None else order.arrange(hand)

    def set_hand_mode(self, mode: str) -> None:
        """Sort the viewer's hand (`hand_order.MODES`): the cards glide to their places."""
        order = self.hand_order()
        if order is not None:
            order.set_mode(mode)
            self.hand_rearranged()

    def hand_rearranged(self) -> None:
        """The viewer's hand changed order: lay it out again (scenes may animate)."""
        self.sync()

    def hand_items(self) -> list:
        """The viewer's face-up hand cards on the table, left to right."""
        cards = [
            item
            for item in self.items()
            if getattr(item, "role", "") == "hand"
            and getattr(item, "card", None) is not None
            and item.isVisible()
        ]
        return sorted(cards, key=lambda item: item.pos().x())

    def hand_card_double_clicked(self, item) -> bool:
        """A double-click on a card of the viewer's hand (Dumble: discard it alone);
        True when the scene acted on it."""
        return False

    def _hand_item_at(self, pos: QPointF):
        if self.hand_order() is None or self.private_hidden or self.frozen:
            return None
        for item in self.items(pos):
            while item is not None and not isinstance(item, TableItem):
                item = item.parentItem()
            if item is not None and item in self.hand_items():
                return item
            if item is not None:
                return None
        return None

    def mousePressEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            item, takes = self._top_interactive(event.scenePos())
            hand_item = self._hand_item_at(event.scenePos())
            self._drag = None
            if hand_item is not None:  # a click, or the start of a drag: the release says
                self._drag = [hand_item, event.scenePos(), hand_item.pos().x(), False, takes]
            elif not takes:
                self.explain_click(item)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        drag = self._drag
        if drag is not None and event.buttons() & Qt.MouseButton.LeftButton:
            item, start, x, moving, _ = drag
            shift = event.scenePos().x() - start.x()
            if not moving and abs(shift) >= QApplication.startDragDistance():
                drag[3] = moving = True
                self.animator.skip()
                item.setZValue(item.zValue() + 500)  # above its neighbours while carried
            if moving:
                item.setPos(x + shift, item.pos().y())
                event.accept()
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        drag, self._drag = self._drag, None
        if drag is not None and not drag[3] and not drag[4]:
            self.explain_click(drag[0])  # a click on a hand card that is no choice now
        if drag is not None and drag[3]:
            grabber = self.mouseGrabberItem()
            if grabber is not None:
                grabber.ungrabMouse()  # the carried card takes no click
            self._drop_hand_card(drag[0])
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _drop_hand_card(self, item) -> None:
        """A hand card was carried to a new place: the hand keeps that order."""
        cards = [other.card for other in self.hand_items()]  # by x, the carried one too
        order = self.hand_order()
        if order is not None and sorted(cards) == sorted(order.arrange(cards)):
            order.place(cards)
        self.hand_rearranged()

    def mouseDoubleClickEvent(self, event) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            item = self._hand_item_at(event.scenePos())
            if item is not None and self.is_my_turn() and self.hand_card_double_clicked(item):
                event.accept()
                return
        super().mouseDoubleClickEvent(event)
