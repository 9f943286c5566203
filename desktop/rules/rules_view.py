"""Help > Rules: the rules from `seeds/` in a reader window, with print and PDF export.

The reader shows a table of contents (sections and their clauses) beside a
`QTextBrowser`. Printing lays the same text out page by page with `QPainter`, so the
pages carry our own header (the game's name) and footer (page numbers), and a PDF
export keeps real, selectable text with embedded fonts.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QStandardPaths, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QColor,
    QDesktopServices,
    QKeySequence,
    QPalette,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSizePolicy,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QToolBar,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from desktop.rules.printing import _fill, _write_pdf, new_printer, paint_rules
from desktop.rules.rules_text import (
    INK,
    MUTED,
    Clause,
    RulesDocument,
    load_rules,
    rules_html,
)
from desktop.table.boxes import hbox, vbox
from desktop.table.text import Retranslating, fill
from desktop.table.widget_texts import set_texts
from rules_engine.core.i18n import QT_TRANSLATE_NOOP

FLASH_MS = 1600
MAX_MATCHES = 999
ANCHOR_ROLE = Qt.ItemDataRole.UserRole
FLASH_COLOUR = QColor("#fff1b8")
MATCH_COLOUR = QColor("#ffe08a")
CURRENT_MATCH_COLOUR = QColor("#f7b54a")
PAPER_COLOUR = QColor("#ffffff")

# The actions' and the search box's fixed words: (attribute, text, tool tip); the
# search box's text is its placeholder.
_TEXTS = (
    (
        "preview_action",
        QT_TRANSLATE_NOOP("RulesView", "Print preview…"),
        QT_TRANSLATE_NOOP("RulesView", "See the printed pages before printing"),
    ),
    (
        "print_action",
        QT_TRANSLATE_NOOP("RulesView", "Print…"),
        QT_TRANSLATE_NOOP("RulesView", "Print the rules"),
    ),
    (
        "pdf_action",
        QT_TRANSLATE_NOOP("RulesView", "Export as PDF…"),
        QT_TRANSLATE_NOOP("RulesView", "Save the rules as a PDF file"),
    ),
    (
        "search_field",
        QT_TRANSLATE_NOOP("RulesView", "Find in the rules"),
        QT_TRANSLATE_NOOP("RulesView", "Enter: next result, Shift+Enter: previous result"),
    ),
)


# --- the reader ------------------------------------------------------------------------


class ReaderBrowser(QTextBrowser):
    """A text browser that keeps lines to a readable length by widening its side margins."""

    MEASURE_CHARS = 104
    MIN_SIDE = 28

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_measure()

    def fit_measure(self) -> None:
        measure = self.fontMetrics().averageCharWidth() * self.MEASURE_CHARS
        side = max(self.MIN_SIDE, (self.viewport().width() - measure) // 2)
        frame = self.document().rootFrame()
        frame_format = frame.frameFormat()
        if frame_format.leftMargin() == side and frame_format.topMargin() == self.MIN_SIDE:
            return
        frame_format.setLeftMargin(side)
        frame_format.setRightMargin(side)
        frame_format.setTopMargin(self.MIN_SIDE)
        frame_format.setBottomMargin(self.MIN_SIDE * 3)
        frame.setFrameFormat(frame_format)


class RulesView(Retranslating, QWidget):
    """The rules of one game in one language: contents, text, search, print and PDF."""

    def __init__(self, game_id: str, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._game_id, self._lang = game_id, lang
        self._doc: RulesDocument | None = None
        self._anchor_blocks: dict[str, int] = {}
        self._match_selections: list[QTextEdit.ExtraSelection] = []
        self._flash_selections: list[QTextEdit.ExtraSelection] = []
        self._match_state: tuple[int, int] = (0, 0)
        self._pending_anchor: str | None = None
        # The anchor last scrolled to and the scroll value it landed at: near the end
        # of the text (or in a text shorter than the view) a clause cannot reach the
        # top, and the reader is still at it until the text moves.
        self._landed: tuple[str, int] | None = None
        self._flash_timer = QTimer(self)
        self._flash_timer.setSingleShot(True)
        self._flash_timer.setInterval(FLASH_MS)
        self._flash_timer.timeout.connect(self._clear_flash)
        self._build_ui()
        self._load()
        self.retranslate()
        self.resize(1180, 780)

    def keyPressEvent(self, event) -> None:
        """Esc and Ctrl+W close the rules window (when it is one)."""
        combo = QKeySequence(event.keyCombination())
        closing = combo in (QKeySequence("Esc"), QKeySequence("Ctrl+W"))
        if closing and self.isWindow():
            event.accept()
            self.close()
            return
        super().keyPressEvent(event)

    # --- public API ----------------------------------------------------------------

    @property
    def document_model(self) -> RulesDocument:
        assert self._doc is not None
        return self._doc

    @property
    def game_id(self) -> str:
        return self._game_id

    @property
    def language(self) -> str:
        return self._lang

    def set_game(self, game_id: str) -> None:
        """Shows another game's rules from the top; the same game keeps the reader's place."""
        if game_id == self._game_id:
            return
        self._game_id = game_id
        self._load()
        self.retranslate()
        self._scroll_to_anchor("top")

    def set_language(self, lang: str) -> None:
        """Reloads the text in `lang` and retranslates the UI, staying on the same clause."""
        anchor = self.current_anchor()
        self._lang = lang
        self._load()
        self.retranslate()
        self._scroll_to_anchor(anchor)

    def show_clause(self, clause_id: str) -> bool:
        """Scrolls to a clause and highlights it for a moment so the eye finds it.

        Returns False, and stays put, for an id these rules do not have.
        """
        if clause_id not in self._anchor_blocks:
            return False
        self._scroll_to_anchor(clause_id)
        self._select_toc_item(clause_id)
        self._flash_clause(clause_id)
        return True

    def current_anchor(self) -> str:
        """The section or clause at the top of the text, as its anchor (or the one last
        shown, while the text has not moved since: see `_landed`)."""
        value = self.browser.verticalScrollBar().value()
        if self._landed is not None and self._landed[1] == value:
            return self._landed[0]
        top = value + self._scroll_offset() + 2
        current = "top"
        for anchor in self._anchor_blocks:
            if self._anchor_y(anchor) > top:
                break
            current = anchor
        return current

    def export_pdf(self, path: str | Path) -> None:
        _write_pdf(self.document_model, path)

    def print_document(self, printer: QPrinter) -> None:
        paint_rules(self.document_model, printer)

    def find_text(self, text: str, backward: bool = False) -> bool:
        """Moves to the next (or previous) match of `text`, wrapping around the end."""
        flags = QTextDocument.FindFlag(0)
        if backward:
            flags |= QTextDocument.FindFlag.FindBackward
        found = bool(text) and self.browser.find(text, flags)
        if text and not found:
            self.browser.moveCursor(
                QTextCursor.MoveOperation.End if backward else QTextCursor.MoveOperation.Start
            )
            found = self.browser.find(text, flags)
        if found:
            self._reveal_cursor()
        self._show_matches(text)
        return found

    # --- building ------------------------------------------------------------------

    def _build_ui(self) -> None:
        self.toolbar = QToolBar(self)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.toolbar.setMovable(False)
        self.preview_action = self._action(self.print_preview, QKeySequence.StandardKey.UnknownKey)
        self.print_action = self._action(self._print, QKeySequence.StandardKey.Print)
        self.pdf_action = self._action(self._export, QKeySequence.StandardKey.UnknownKey)
        for action in (self.preview_action, self.print_action, self.pdf_action):
            self.toolbar.addAction(action)
            self.addAction(action)  # so the shortcut works wherever the focus is
        spacer = QWidget(self.toolbar)
        spacer.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.toolbar.addWidget(spacer)
        self.toolbar.addWidget(self._build_search())
        self.addAction(self._action(self.search_field.setFocus, QKeySequence.StandardKey.Find))
        self.addAction(self._action(self._find_next, QKeySequence.StandardKey.FindNext))
        self.addAction(self._action(self._find_previous, QKeySequence.StandardKey.FindPrevious))

        self.toc_tree = self._build_toc()
        self.browser = self._build_browser()
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.toc_tree)
        self.splitter.addWidget(self.browser)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([300, 880])

        vbox(self.toolbar, (self.splitter, 1), parent=self, margins=(0, 0, 0, 0), spacing=0)

    def _action(self, slot, shortcut: QKeySequence.StandardKey) -> QAction:
        action = QAction(self)
        action.setShortcut(QKeySequence(shortcut))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _build_search(self) -> QWidget:
        box = QWidget(self.toolbar)
        self.match_label = QLabel(box)
        self.match_label.setStyleSheet(f"color: {MUTED};")
        self.match_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.search_field = QLineEdit(box)
        self.search_field.setClearButtonEnabled(True)
        self.search_field.setFixedWidth(260)
        self.search_field.textChanged.connect(self._search_changed)
        self.search_field.returnPressed.connect(self._find_next)
        self.search_field.installEventFilter(self)
        hbox(self.match_label, self.search_field, parent=box, margins=(0, 0, 6, 0))
        return box

    def _build_toc(self) -> QTreeWidget:
        tree = QTreeWidget(self)
        tree.setColumnCount(2)
        tree.setHeaderHidden(True)
        tree.setIndentation(14)
        tree.setUniformRowHeights(True)
        tree.setMinimumWidth(220)
        tree.itemClicked.connect(self._toc_clicked)
        tree.currentItemChanged.connect(lambda item, _old: self._toc_clicked(item))
        return tree

    def _build_browser(self) -> ReaderBrowser:
        browser = ReaderBrowser(self)
        browser.setOpenLinks(False)
        browser.anchorClicked.connect(self._link_clicked)
        browser.setFrameShape(ReaderBrowser.Shape.NoFrame)
        browser.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        palette = browser.palette()
        palette.setColor(QPalette.ColorRole.Base, PAPER_COLOUR)
        palette.setColor(QPalette.ColorRole.Text, QColor(INK))
        browser.setPalette(palette)
        browser.verticalScrollBar().valueChanged.connect(self._sync_toc)
        return browser

    # --- loading -------------------------------------------------------------------

    def _load(self) -> None:
        self._doc = load_rules(self._game_id, self._lang)
        document = self.browser.document()
        document.setIndentWidth(22)
        self.browser.setHtml(rules_html(self._doc))
        self.browser.fit_measure()
        self._anchor_blocks = _anchor_blocks(document)
        self._landed = None
        self._fill_toc()
        self._flash_selections = []
        self._show_matches(self.search_field.text())

    def _fill_toc(self) -> None:
        tree = self.toc_tree
        tree.blockSignals(True)
        tree.clear()
        for section in self.document_model.sections:
            item = QTreeWidgetItem(tree, [f"{section.number}.  {section.title}", ""])
            item.setData(0, ANCHOR_ROLE, section.anchor)
            item.setFirstColumnSpanned(True)
            bold = item.font(0)
            bold.setBold(True)
            item.setFont(0, bold)
            for clause in section.clauses:
                self._clause_item(item, clause)
        tree.expandAll()
        tree.resizeColumnToContents(0)
        tree.blockSignals(False)

    def _clause_item(self, parent: QTreeWidgetItem, clause: Clause) -> None:
        item = QTreeWidgetItem(parent, [clause.id, clause.title])
        item.setData(0, ANCHOR_ROLE, clause.anchor)
        item.setForeground(0, QColor(MUTED))
        item.setToolTip(1, clause.title)

    def retranslate(self) -> None:
        title = self.document_model.title
        self.setWindowTitle(fill(self.tr("Rules of %1"), title))
        set_texts(self, "RulesView", _TEXTS)
        self._update_match_label()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._pending_anchor:
            anchor, self._pending_anchor = self._pending_anchor, None
            QTimer.singleShot(0, lambda: self._scroll_to_anchor(anchor))

    def eventFilter(self, watched, event) -> bool:
        """Shift+Enter in the search field goes back; QLineEdit alone treats it as Enter."""
        if watched is self.search_field and event.type() == QEvent.Type.KeyPress:
            enter = event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            if enter and event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self._find_previous()
                return True
        return super().eventFilter(watched, event)

    # --- navigation ----------------------------------------------------------------

    def _scroll_offset(self) -> int:
        """Headings land a little below the top edge rather than flush against it."""
        return 24

    def _anchor_y(self, anchor: str) -> float:
        document = self.browser.document()
        block = document.findBlockByNumber(self._anchor_blocks[anchor])
        return document.documentLayout().blockBoundingRect(block).top()

    def _scroll_to_anchor(self, anchor: str) -> None:
        if anchor not in self._anchor_blocks:
            return
        if not self.isVisible():
            self._pending_anchor = anchor
        self.browser.fit_measure()
        value = int(self._anchor_y(anchor)) - self._scroll_offset()
        bar = self.browser.verticalScrollBar()
        value = max(0, min(value, bar.maximum()))
        self._landed = (anchor, value)
        bar.setValue(value)
        self._sync_toc()  # also when the text did not move (a text shorter than the view)

    def _toc_clicked(self, item: QTreeWidgetItem | None) -> None:
        if item is None:
            return
        anchor = item.data(0, ANCHOR_ROLE)
        if item.parent() is None:
            self._scroll_to_anchor(anchor)
        else:
            self.show_clause(anchor)

    def _link_clicked(self, url) -> None:
        if url.fragment() in self._anchor_blocks and not url.path():
            self.show_clause(url.fragment())
        elif url.scheme() in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)

    def _sync_toc(self) -> None:
        self._select_toc_item(self.current_anchor())

    def _select_toc_item(self, anchor: str) -> None:
        tree = self.toc_tree
        flags = Qt.MatchFlag.MatchWildcard | Qt.MatchFlag.MatchRecursive
        items = tree.findItems("*", flags)
        matches = [item for item in items if item.data(0, ANCHOR_ROLE) == anchor]
        tree.blockSignals(True)
        if matches:
            tree.setCurrentItem(matches[0])
            tree.scrollToItem(matches[0])
        else:
            tree.setCurrentItem(None)
            tree.clearSelection()
        tree.blockSignals(False)

    # --- highlights ----------------------------------------------------------------

    def _flash_clause(self, clause_id: str) -> None:
        block = self.browser.document().findBlockByNumber(self._anchor_blocks[clause_id])
        cursor = QTextCursor(block)
        self._flash_selections = [_selection(cursor, FLASH_COLOUR, full_width=True)]
        self._apply_selections()
        self._flash_timer.start()

    def _clear_flash(self) -> None:
        self._flash_selections = []
        self._apply_selections()

    def _apply_selections(self) -> None:
        self.browser.setExtraSelections(self._flash_selections + self._match_selections)

    # --- search --------------------------------------------------------------------

    def _search_changed(self, text: str) -> None:
        cursor = self.browser.textCursor()
        cursor.setPosition(cursor.selectionStart())
        self.browser.setTextCursor(cursor)
        self.find_text(text)

    def _find_next(self) -> None:
        self.find_text(self.search_field.text())

    def _find_previous(self) -> None:
        self.find_text(self.search_field.text(), backward=True)

    def _reveal_cursor(self) -> None:
        """Brings a match near a third of the height instead of leaving it on the edge."""
        rect = self.browser.cursorRect()
        height = self.browser.viewport().height()
        margin = height // 6
        if margin <= rect.top() and rect.bottom() <= height - margin:
            return
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.value() + rect.top() - height // 3)

    def _show_matches(self, text: str) -> None:
        """Highlights every match, the current one more strongly, and counts them."""
        document = self.browser.document()
        current = self.browser.textCursor()
        current_start = current.selectionStart() if current.hasSelection() else -1
        selections, index = [], 0
        cursor = document.find(text) if text else QTextCursor()
        while not cursor.isNull() and len(selections) < MAX_MATCHES:
            is_current = cursor.selectionStart() == current_start
            index = len(selections) + 1 if is_current else index
            colour = CURRENT_MATCH_COLOUR if is_current else MATCH_COLOUR
            selections.append(_selection(cursor, colour))
            cursor = document.find(text, cursor)
        self._match_selections = selections
        self._match_state = (index, len(selections))
        self._apply_selections()
        self._update_match_label()

    def _update_match_label(self) -> None:
        index, count = self._match_state
        if not self.search_field.text():
            self.match_label.clear()
        elif not count:
            self.match_label.setText(self.tr("Not found"))
        elif index:
            self.match_label.setText(_fill(self.tr("%1 of %2"), index, count))
        else:
            self.match_label.setText(_fill(self.tr("Found: %1"), count))

    # --- toolbar actions -----------------------------------------------------------

    def print_preview(self) -> None:
        printer = new_printer()  # kept alive here: the dialog does not own it
        dialog = QPrintPreviewDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print preview"))
        dialog.paintRequested.connect(self.print_document)
        dialog.resize(900, 1000)
        dialog.exec()

    def _print(self) -> None:
        printer = new_printer()
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print the rules"))
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            self._report_errors(lambda: self.print_document(printer))

    def _export(self) -> None:
        name = fill(self.tr("%1 rules"), self.document_model.title)
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        path, _filter = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the rules as PDF"),
            str(Path(folder) / f"{name}.pdf"),
            self.tr("PDF documents (*.pdf)"),
        )
        if path:
            path = path if path.lower().endswith(".pdf") else f"{path}.pdf"
            self._report_errors(lambda: self.export_pdf(path))

    def _report_errors(self, job) -> None:
        try:
            job()
        except OSError as error:
            QMessageBox.warning(self, self.tr("Could not print the rules"), str(error))


def _anchor_blocks(document: QTextDocument) -> dict[str, int]:
    """Anchor name -> block number, in document order."""
    anchors: dict[str, int] = {}
    block = document.begin()
    while block.isValid():
        fragments = block.begin()
        while not fragments.atEnd():
            for name in fragments.fragment().charFormat().anchorNames():
                anchors.setdefault(name, block.blockNumber())
            fragments += 1
        block = block.next()
    return anchors


def _selection(cursor: QTextCursor, colour: QColor, full_width: bool = False):
    selection = QTextEdit.ExtraSelection()
    selection.cursor = cursor
    char_format = QTextCharFormat()
    char_format.setBackground(colour)
    if full_width:
        char_format.setProperty(QTextFormat.Property.FullWidthSelection, True)
    selection.format = char_format
    return selection
