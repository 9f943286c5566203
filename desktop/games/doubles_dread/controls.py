"""The Double's Dread controls bar: what to do now, the bid box with Bid and Pass, and
South's choice of where the second boat sits (four players)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from desktop.table.controls import status_label


class BidSpinBox(QSpinBox):
    """Enter in the box places the bid."""

    entered = Signal()

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.entered.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class Controls(QWidget):
    """Under the table: what to do now; the bid box with Bid and Pass; South's choice
    of where the second boat sits (four players)."""

    bid_clicked = Signal(int)
    pass_clicked = Signal()
    side_clicked = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.status = status_label(self, "doublesDreadStatus")
        self.bid_label = QLabel(self)
        self.bid_box = BidSpinBox(self)
        self.bid_box.setObjectName("bidBox")
        self.bid_box.setRange(27, 64)
        self.bid_box.setMinimumWidth(80)
        self.bid_box.setMinimumHeight(34)
        self.bid_box.entered.connect(self._bid)
        self.bid_button = QPushButton(self)
        self.bid_button.setObjectName("bidButton")
        self.bid_button.clicked.connect(self._bid)
        self.pass_button = QPushButton(self)
        self.pass_button.setObjectName("passButton")
        self.pass_button.clicked.connect(self.pass_clicked)
        self.west_north_button = QPushButton(self)
        self.west_north_button.setObjectName("sideWNButton")
        self.west_north_button.clicked.connect(lambda: self.side_clicked.emit("WN"))
        self.north_east_button = QPushButton(self)
        self.north_east_button.setObjectName("sideNEButton")
        self.north_east_button.clicked.connect(lambda: self.side_clicked.emit("NE"))
        for button in (
            self.bid_button,
            self.pass_button,
            self.west_north_button,
            self.north_east_button,
        ):
            button.setMinimumHeight(36)
            button.setMinimumWidth(110)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 6)
        layout.addWidget(self.status, 1)
        for widget in (
            self.bid_label,
            self.bid_box,
            self.bid_button,
            self.pass_button,
            self.west_north_button,
            self.north_east_button,
        ):
            layout.addWidget(widget)
        self.retranslate()

    def _bid(self) -> None:
        if self.bid_button.isEnabled() and self.bid_button.isVisible():
            self.bid_clicked.emit(self.bid_box.value())

    def retranslate(self) -> None:
        self.bid_label.setText(QCoreApplication.translate("DoublesDreadTable", "Your bid:"))
        self.bid_button.setText(QCoreApplication.translate("DoublesDreadTable", "Bid"))
        self.bid_button.setToolTip(
            QCoreApplication.translate("DoublesDreadTable", "Bid the amount in the box (Enter)")
        )
        self.pass_button.setText(QCoreApplication.translate("DoublesDreadTable", "Pass"))
        self.pass_button.setToolTip(
            QCoreApplication.translate(
                "DoublesDreadTable", "Leave this auction for good (the opener may not pass)"
            )
        )
        self.west_north_button.setText(
            QCoreApplication.translate("DoublesDreadTable", "Between West and North")
        )
        self.north_east_button.setText(
            QCoreApplication.translate("DoublesDreadTable", "Between North and East")
        )

    def set_bids(self, bids: list[int], fallback: int, can_bid: bool, can_pass: bool) -> None:
        """The amounts the bidder may bid (the engine's list; `fallback` when there is
        none left), the lowest in the box."""
        low = min(bids, default=fallback)
        if self.bid_box.minimum() != low:
            self.bid_box.setRange(low, max(bids, default=low))
            self.bid_box.setValue(low)
        self.bid_box.setEnabled(can_bid)
        self.bid_button.setEnabled(can_bid)
        self.pass_button.setEnabled(can_pass)

    def show_auction(self, shown: bool) -> None:
        for widget in (self.bid_label, self.bid_box, self.bid_button, self.pass_button):
            widget.setVisible(shown)

    def show_sides(self, shown: bool) -> None:
        self.west_north_button.setVisible(shown)
        self.north_east_button.setVisible(shown)

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
