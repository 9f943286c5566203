"""Printing and PDF export of a game's rules, page by page with `QPainter`.

The pages carry our own header (the game's name) and footer (page numbers), and a PDF
export keeps real, selectable text with embedded fonts. The reader (rules_view.py) and
the command line's --rules-pdf both use it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPen,
    QTextBlock,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextTable,
)
from PySide6.QtPrintSupport import QPrinter

from desktop.rules.rules_text import MUTED, RULE_COLOUR, RulesDocument, load_rules, rules_html

PAGE_MARGINS_MM = QMarginsF(22, 14, 22, 12)
HEADER_MM = 12.0
FOOTER_MM = 10.0
PRINT_INDENT_PX = 22  # QTextDocument scales this from 96 dpi to the printer itself
SHORT_BLOCK_LINES = 4  # paragraphs and list items this short are never split
# A table moves to the next page with its clause's heading when the heading, the text
# between and the table take at most this share of a page; otherwise the table alone.
TABLE_WITH_HEADING = 0.6


def new_printer(mode: QPrinter.PrinterMode = QPrinter.PrinterMode.HighResolution) -> QPrinter:
    """An A4 printer with comfortable margins; the header and footer sit inside them."""
    printer = QPrinter(mode)
    layout = QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4),
        QPageLayout.Orientation.Portrait,
        PAGE_MARGINS_MM,
        QPageLayout.Unit.Millimeter,
    )
    printer.setPageLayout(layout)
    printer.setCreator("Tablée")
    return printer


def paint_rules(doc: RulesDocument, printer: QPrinter) -> int:
    """Lays the rules out page by page on `printer`; returns the number of pages."""
    printer.setDocName(doc.title)
    painter = QPainter()
    if not painter.begin(printer):
        raise OSError(f"cannot print to {printer.outputFileName() or printer.printerName()}")
    try:
        return _paint_pages(doc, printer, painter)
    finally:
        painter.end()


def export_rules_pdf(game_id: str, lang: str, path: str | Path) -> None:
    """Writes the rules of one game to a PDF file, without any window.

    Qt needs an application object for fonts; one is created if none exists yet.
    """
    _ensure_gui_application()
    _write_pdf(load_rules(game_id, lang), path)


def _write_pdf(doc: RulesDocument, path: str | Path) -> None:
    printer = new_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    paint_rules(doc, printer)


_APPLICATION: list[QGuiApplication] = []


def _ensure_gui_application() -> None:
    if QCoreApplication.instance() is None:
        _APPLICATION.append(QGuiApplication([]))


def _mm(printer: QPrinter, millimetres: float) -> float:
    return millimetres * printer.resolution() / 25.4


def paged_rules(doc: RulesDocument, printer: QPrinter) -> tuple[QTextDocument, QRectF, QRectF]:
    """The rules laid out for `printer`'s pages: the document (each page a slice of it
    as tall as the body), the page and the body between header and footer."""
    page = QRectF(printer.pageLayout().paintRectPixels(printer.resolution()))
    page.moveTo(0, 0)
    header, footer = _mm(printer, HEADER_MM), _mm(printer, FOOTER_MM)
    body = QRectF(0, header, page.width(), page.height() - header - footer)
    return _print_document(doc, printer, body.width(), body.height()), page, body


def _paint_pages(doc: RulesDocument, printer: QPrinter, painter: QPainter) -> int:
    """The classic QTextDocument pagination: one clipped slice of the layout per page."""
    text, page, body = paged_rules(doc, printer)
    pages = text.pageCount()
    for index in range(pages):
        if index:
            printer.newPage()
        painter.save()
        painter.translate(body.left(), body.top() - index * body.height())
        text.drawContents(painter, QRectF(0, index * body.height(), body.width(), body.height()))
        painter.restore()
        _paint_furniture(painter, printer, page, doc.title, index + 1, pages)
    return pages


def _print_document(
    doc: RulesDocument, printer: QPrinter, width: float, height: float
) -> QTextDocument:
    text = QTextDocument()
    text.documentLayout().setPaintDevice(printer)
    text.setDefaultFont(_print_font(10))
    text.setDocumentMargin(0)
    text.setIndentWidth(PRINT_INDENT_PX)
    text.setHtml(rules_html(doc, for_print=True))
    text.setPageSize(QRectF(0, 0, width, height).size())
    _avoid_awkward_breaks(text, height)
    return text


def _print_font(points: float) -> QFont:
    font = QFont(QGuiApplication.font().family())
    font.setPointSizeF(points)
    return font


def _avoid_awkward_breaks(text: QTextDocument, page_height: float) -> None:
    """Keeps headings with their text, short paragraphs or list items in one piece, and
    a table whole, with its clause's heading when little text lies between them.

    QTextDocument knows no keep-with-next nor widow control, so a block that would
    break badly gets a page break before it instead (a table, before its heading or
    itself). Blocks are taken in order, the layout finished before each is measured.
    """
    block = text.begin()
    while block.isValid():
        text.pageCount()  # finish the layout first: measuring a half-done one corrupts it
        table = QTextCursor(block).currentTable()
        if table is not None:
            if block.position() == table.cellAt(0, 0).firstPosition():
                _keep_table_whole(text, table, page_height)
            block = text.findBlock(table.lastPosition() + 1)
            continue
        if _breaks_badly(text, block, page_height):
            _break_before(block)
        block = block.next()


def _break_before(block: QTextBlock) -> None:
    block_format = block.blockFormat()
    block_format.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
    QTextCursor(block).setBlockFormat(block_format)


def _keep_table_whole(text: QTextDocument, table: QTextTable, page_height: float) -> None:
    """A table that fits on a page but would be cut (a last row alone at the top of
    the next page) starts a page, with its clause's heading if that is near."""
    layout = text.documentLayout()
    rect = layout.frameBoundingRect(table)
    if rect.height() > page_height or _page(rect.top(), page_height) == _page(
        rect.bottom() - 1, page_height
    ):
        return
    heading = text.findBlock(table.firstPosition() - 1)
    while heading.isValid() and heading.blockFormat().headingLevel() < 2:
        heading = heading.previous()
    if heading.isValid():
        top = layout.blockBoundingRect(heading).top()
        if rect.bottom() - top <= page_height * TABLE_WITH_HEADING:
            _break_before(heading)
            return
    table_format = table.format()
    table_format.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
    table.setFormat(table_format)


def _page(y: float, page_height: float) -> int:
    return int(y // page_height)


def _breaks_badly(text: QTextDocument, block: QTextBlock, page_height: float) -> bool:
    if QTextCursor(block).currentTable() is not None or block.layout().lineCount() == 0:
        return False
    layout = text.documentLayout()
    top = layout.blockBoundingRect(block).top()
    if block.blockFormat().headingLevel() >= 2:
        follower = block.next()
        while follower.isValid() and follower.blockFormat().headingLevel():
            follower = follower.next()
        bottom = _unbreakable_bottom(text, follower) if follower.isValid() else top
    elif block.layout().lineCount() <= SHORT_BLOCK_LINES:
        bottom = layout.blockBoundingRect(block).bottom()
    else:
        return False
    return int(top // page_height) != int((bottom - 1) // page_height)


def _unbreakable_bottom(text: QTextDocument, block: QTextBlock) -> float:
    """Where the part of a block that must stay with the heading before it ends."""
    rect = text.documentLayout().blockBoundingRect(block)
    lines = block.layout()
    if lines.lineCount() <= SHORT_BLOCK_LINES:
        return rect.bottom()
    return rect.top() + lines.lineAt(1).rect().bottom()


def _paint_furniture(
    painter: QPainter, printer: QPrinter, page: QRectF, title: str, number: int, pages: int
) -> None:
    """The game's name in the header (from page 2 on) and 'page n / N' in the footer."""
    painter.save()
    painter.setFont(_print_font(8.5))
    painter.setPen(QColor(MUTED))
    rule = QPen(QColor(RULE_COLOUR))
    rule.setWidthF(_mm(printer, 0.2))
    band = _mm(printer, HEADER_MM - 5)
    if number > 1:
        header = QRectF(0, 0, page.width(), band)
        painter.drawText(header, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, title)
        painter.setPen(rule)
        painter.drawLine(header.bottomLeft(), header.bottomRight())
        painter.setPen(QColor(MUTED))
    footer_text = QCoreApplication.translate("RulesView", "page %1 / %2")
    footer = QRectF(0, page.height() - band, page.width(), band)
    painter.drawText(
        footer,
        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
        _fill(footer_text, number, pages),
    )
    painter.restore()


def _fill(text: str, *values: object) -> str:
    """Fills Qt-style placeholders (%1, %2...) as translators know them."""
    for number, value in enumerate(values, 1):
        text = text.replace(f"%{number}", str(value))
    return text
