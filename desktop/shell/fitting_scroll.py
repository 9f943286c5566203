"""A scroll area that is as tall as what it holds when the screen has room, and scrolls
when it has not: a dialog with many rows (eight seats) still fits a 1024x700 screen."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

# Height kept free around a dialog fitted to the screen: a window manager's title bar
# and frame.
WINDOW_FRAME = 48
# The least height of the scrolled part: a few rows always show.
LEAST_HEIGHT = 160


class FittingScroll(QScrollArea):
    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Not a stop of its own in the dialog's Tab order: the fields inside it are.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def sizeHint(self) -> QSize:
        inner = self.widget().sizeHint().expandedTo(self.widget().minimumSizeHint())
        return QSize(inner.width() + self._bar(), inner.height())

    def minimumSizeHint(self) -> QSize:
        inner = self.widget().minimumSizeHint()
        return QSize(inner.width() + self._bar(), min(inner.height(), LEAST_HEIGHT))


def available_size(widget: QWidget) -> QSize:
    """The size a top-level window may take on the widget's screen."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    area = screen.availableGeometry()
    return QSize(area.width() - WINDOW_FRAME // 4, area.height() - WINDOW_FRAME)


def fit_soon(window: QWidget) -> None:
    """`fit_to_screen` once the event loop has run: widgets just added to a shown window
    become visible only then (Qt queues it), and a hidden one takes no room."""
    QTimer.singleShot(0, window, lambda: fit_to_screen(window))


def fit_to_screen(window: QWidget, room: QSize | None = None) -> None:
    """Resize `window` so that its scroll areas show all they hold, or to the room there
    is (they scroll then): never a band of empty space, never off the screen. The
    height is worked out from the scroll areas themselves: the window's own wanted
    size may still hold an older size of what they show (its layout caches it)."""
    room = available_size(window) if room is None else room
    scrolls = window.findChildren(FittingScroll)
    for scroll in scrolls:
        scroll.widget().layout().activate()
        scroll.updateGeometry()
    window.layout().activate()
    width = min(max(window.width(), window.sizeHint().width()), room.width())
    window.resize(width, window.height())
    window.layout().activate()
    narrow = max((scroll.sizeHint().width() - scroll.width() for scroll in scrolls), default=0)
    if narrow > 0:  # room for a scroll bar beside the widest row
        width = min(room.width(), width + narrow)
        window.resize(width, window.height())
        window.layout().activate()
    lacking = sum(scroll.sizeHint().height() - scroll.height() for scroll in scrolls)
    height = min(room.height(), window.height() + lacking)
    window.resize(width, max(height, window.minimumSizeHint().height()))
