"""The table page: the scene's view, the message line and controls under it, and the
side panel (log, score sheet, chart, match information). Built when the first match
opens, so the home screen does not pay for it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSizeF, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsView,
    QLabel,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

from desktop.table.boxes import hbox, named_button, vbox
from desktop.table.text import Retranslating


class TableView(QGraphicsView):
    """Shows the scene at the view's own pixel size: the scene lays itself out for
    the space it gets, so text stays readable instead of being scaled down."""

    resized = Signal(QSizeF)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # Repaint only what moved, over a felt drawn once: animations stay smooth.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.resized.emit(QSizeF(size.width(), size.height()))

    def mousePressEvent(self, event) -> None:
        """A click while cards are still moving finishes the animation at once (the
        click is not taken as a move: the player clicks again on the settled table)."""
        animator = getattr(self.window(), "animator", None)
        if animator is not None and animator.busy():
            animator.skip()
            event.accept()
            return
        super().mousePressEvent(event)


class SaveBanner(Retranslating, QFrame):
    """Over the table when the autosave fails: what went wrong, and Save as… (the
    match goes on meanwhile; the banner asks nothing and blocks nothing)."""

    save_requested = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("saveBanner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#saveBanner { background: #fff3cd; color: #4d3800; }")
        self.text = QLabel(self)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.text.setWordWrap(True)
        self.save_button = named_button("bannerSaveAsButton", self.save_requested, self)
        self.close_button = named_button("bannerCloseButton", self.hide, self)
        hbox((self.text, 1), self.save_button, self.close_button, parent=self, margins=(8, 4, 8, 4))
        self.retranslate()
        self.hide()

    def show_problem(self, text: str) -> None:
        self.text.setText(text)
        self.show()

    def retranslate(self) -> None:
        self.save_button.setText(self.tr("Save as…"))
        self.close_button.setText(self.tr("Hide"))


class TablePage(Retranslating, QWidget):
    """The table, the scene's controls under it, and the side panel."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        from desktop.match.curtain import Curtain
        from desktop.table.charts import ScoreChart, ScoreSheet

        self.view = TableView(self)
        self.controls_holder = QWidget(self)
        self.controls_layout = vbox(parent=self.controls_holder, margins=(0, 0, 0, 0))
        self.message = QLabel(self)
        self.message.setObjectName("tableMessage")
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.RichText)
        self.message.setMinimumHeight(24)
        self.message.setContentsMargins(10, 2, 10, 0)  # in line with the status line
        self.side = QTabWidget(self)
        self.side.setUsesScrollButtons(False)  # all four tabs in view, names whole:
        self.side.tabBar().setElideMode(Qt.TextElideMode.ElideNone)  # the panel widens
        self.info = QTextBrowser(self)
        self.info.setOpenLinks(False)
        self.log = QTextBrowser(self)
        self.sheet = ScoreSheet(self)
        self.sheet.width_wanted.connect(self._fit_side)
        self.chart = ScoreChart(self)
        self.side.addTab(self.log, "")
        self.side.addTab(self.sheet, "")
        self.side.addTab(self.chart, "")
        self.side.addTab(self.info, "")
        left = QWidget(self)
        self.save_banner = SaveBanner(self)
        # The message line, with room at its end for a button about what just
        # happened (Why?, desktop/history/why.py): beside the words, never over the
        # table, where a seat's plate may lie in any corner.
        self.message_buttons = hbox((self.message, 1), margins=(0, 0, 8, 0))
        # As tall as such a button from the start: one appearing or going must not
        # shrink or grow the table.
        self.message.setMinimumHeight(max(24, QPushButton().sizeHint().height()))
        left_items = (self.save_banner, (self.view, 1), self.message_buttons, self.controls_holder)
        vbox(*left_items, parent=left, margins=(0, 0, 0, 0), spacing=4)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        # The side column: a lesson's panel (desktop/tutorial) above the tabs, when one
        # runs; it stays when the tabs are folded away (F9).
        self.lesson = None
        self.side_column = QSplitter(Qt.Orientation.Vertical, self)
        self.side_column.setChildrenCollapsible(False)
        self.side_column.addWidget(self.side)
        self.side.installEventFilter(self)
        splitter.addWidget(self.side_column)
        splitter.setStretchFactor(0, 4)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        self.side.setMinimumWidth(220)
        hbox(splitter, parent=self, margins=(0, 0, 0, 0))
        self.curtain = Curtain(self)
        self.curtain.hide()
        self.retranslate()

    def set_controls(self, widget: QWidget | None) -> None:
        while self.controls_layout.count():
            old = self.controls_layout.takeAt(0).widget()
            if old is not None:
                old.setParent(None)
        if widget is not None:
            self.controls_layout.addWidget(widget)
        self._fit_bottom()

    def set_lesson(self, panel: QWidget | None) -> None:
        """Put a lesson's panel above the side tabs (None: take it away)."""
        if self.lesson is not None:
            self.lesson.hide()
            self.lesson.setParent(None)
            self.lesson.deleteLater()
        self.lesson = panel
        if panel is not None:
            self.side_column.insertWidget(0, panel)
            self.side_column.setStretchFactor(0, 3)
            self.side_column.setStretchFactor(1, 2)
            panel.show()
            self._fit_bottom()
        self._fit_column()

    def _fit_column(self) -> None:
        self.side_column.setVisible(self.lesson is not None or not self.side.isHidden())

    def eventFilter(self, watched, event) -> bool:
        if watched is self.side and event.type() in (
            QEvent.Type.ShowToParent,
            QEvent.Type.HideToParent,
        ):
            self._fit_column()
        return super().eventFilter(watched, event)

    def scale(self) -> float:
        """How much the bottom bar and the side panel grow with the window: 1 up to
        800 pixels high, then with the height (1.35 at 1080), at most 1.6."""
        return max(1.0, min(1.6, self.height() / 800))

    def _fit_bottom(self) -> None:
        """The message line and the controls bar take fixed heights for the window's
        size: the table above them never jumps when a message or a button comes."""
        scale = self.scale()
        font = QFont(QApplication.font())
        font.setPointSizeF(QApplication.font().pointSizeF() * scale)
        self.message.setFont(font)
        self.message.setFixedHeight(QFontMetrics(font).lineSpacing() * 2 + 6)
        side_font = QFont(QApplication.font())
        side_font.setPointSizeF(QApplication.font().pointSizeF() * min(scale, 1.25))
        self.side.setFont(side_font)
        if self.lesson is not None:
            self.lesson.setFont(side_font)  # a lesson's panel reads like the tabs below it
        self._fit_side()
        controls = self.controls_layout.itemAt(0).widget() if self.controls_layout.count() else None
        if controls is not None and hasattr(controls, "apply_scale"):
            controls.apply_scale(scale)
            self.controls_holder.setFixedHeight(controls.fit_height())
        elif controls is not None:
            self.controls_holder.setMaximumHeight(16777215)
            self.controls_holder.setMinimumHeight(0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if abs(event.size().height() - event.oldSize().height()) > 0:
            self._fit_bottom()

    def retranslate(self) -> None:
        self.side.setTabText(0, self.tr("Log"))
        self.side.setTabText(1, self.tr("Scores"))
        self.side.setTabText(2, self.tr("Chart"))
        self.side.setTabText(3, self.tr("Match"))
        self._fit_side()

    def _fit_side(self) -> None:
        """The side panel is at least as wide as its four tabs' names (in French too),
        and as the score sheet's columns at this match's seat count (8 players)."""
        bar = self.side.tabBar()
        needed = sum(bar.tabSizeHint(index).width() for index in range(bar.count()))
        sheet = getattr(self, "sheet", None)
        wanted = sheet.wanted_width() if sheet is not None else 0
        self.side.setMinimumWidth(max(220, needed + 12, wanted))
