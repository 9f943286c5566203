"""The rules reader: seeds parse in both languages, anchors and contents line up, the
view navigates, searches and switches language, and the PDF holds real text."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
import zlib

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from desktop.rules.printing import export_rules_pdf
from desktop.rules.rules_text import (
    ListBlock,
    Paragraph,
    Table,
    clause_ids,
    load_rules,
    parse_rules,
    rules_html,
    seeds_dir,
    toc,
)
from desktop.rules.rules_view import RulesView

LANGUAGES = ("en", "fr")


@pytest.fixture
def view(qtbot):
    view = RulesView("dumble", "en")
    view.resize(1280, 800)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


# --- the text ----------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_both_languages_parse_into_sections_and_clauses(lang):
    doc = load_rules("dumble", lang)
    assert doc.lang == lang
    assert doc.title == "Dumble"
    assert doc.intro and isinstance(doc.intro[0], Paragraph)
    assert clause_ids(doc) == [f"DU-{n}" for n in range(1, 19)]
    assert all(clause.title and clause.blocks for clause in doc.clauses())
    assert any(isinstance(block, ListBlock) for clause in doc.clauses() for block in clause.blocks)


def test_the_french_text_is_french_and_a_missing_language_falls_back_to_english():
    assert load_rules("dumble", "fr").sections[0].title == "Matériel et but du jeu"
    assert load_rules("dumble", "fr_FR").lang == "fr"
    assert load_rules("dumble", "de").lang == "en"
    assert (seeds_dir() / "dumble.en.md").exists()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_clause_and_section_has_an_anchor(lang):
    doc = load_rules("dumble", lang)
    html = rules_html(doc)
    for clause_id in clause_ids(doc):
        assert f'<a name="{clause_id}"></a>' in html
    for _level, anchor, _text in toc(doc):
        assert f'<a name="{anchor}"></a>' in html


def test_toc_lists_sections_then_their_clauses():
    entries = toc(load_rules("dumble", "en"))
    assert entries[0] == (1, "section-1", "1. Material and aim")
    assert entries[1] == (2, "DU-1", "DU-1 · Players and cards")
    assert [anchor for level, anchor, _ in entries if level == 2] == [
        f"DU-{n}" for n in range(1, 19)
    ]


def test_html_escapes_markup_and_converts_inline_markdown():
    doc = parse_rules(
        "# A <b> & C\n\nIntro with <script>alert(1)</script>.\n\n## Play\n\n"
        "### XX-1 · Less < more\n\nSee **bold**, *italic*, `a<b`, 2 * 3 * 4 and XX-1.\n\n"
        "| card | value |\n|---|---:|\n| K | 10 |\n"
    )
    html = rules_html(doc)
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert "A &lt;b&gt; &amp; C" in html
    assert "Less &lt; more" in html
    assert "<b>bold</b>" in html and "<i>italic</i>" in html
    assert "<code>a&lt;b</code>" in html and "2 * 3 * 4" in html
    assert '<a href="#XX-1">XX-1</a>' in html
    assert '<a href="#XX-1">' not in rules_html(doc, for_print=True)
    assert doc.clauses()[0].blocks[1] == Table(header=("card", "value"), rows=(("K", "10"),))


# --- the reader --------------------------------------------------------------------


def test_the_contents_list_every_clause(view):
    tree = view.toc_tree
    sections = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    listed = [section.child(i).text(0) for section in sections for i in range(section.childCount())]
    assert listed == clause_ids(view.document_model)
    assert view.windowTitle() == "Rules of Dumble"


def test_show_clause_scrolls_to_a_late_clause_and_selects_it(view):
    bar = view.browser.verticalScrollBar()
    assert bar.value() == 0
    assert view.show_clause("DU-17")
    assert bar.value() > 0
    assert view.current_anchor() == "DU-17"
    assert view.toc_tree.currentItem().text(0) == "DU-17"
    assert not view.show_clause("XX-99")


def test_clicking_a_contents_entry_scrolls_there(view, qtbot):
    section = view.toc_tree.topLevelItem(4)
    view.toc_tree.setCurrentItem(section)
    assert view.current_anchor() == "section-5"


def test_set_language_changes_the_text_and_keeps_the_clause(view):
    view.show_clause("DU-14")
    view.set_language("fr")
    text = view.browser.toPlainText()
    assert "Matériel et but du jeu" in text and "Material and aim" not in text
    assert view.current_anchor() == "DU-14"
    assert view.toc_tree.topLevelItem(0).text(0).endswith("Matériel et but du jeu")


def test_a_clause_too_near_the_end_to_reach_the_top_is_still_the_readers_place(view, qtbot):
    """In a window taller than the text's tail, the last clause cannot be scrolled to the
    top: the reader is at it all the same, and a change of language keeps it."""
    last = clause_ids(view.document_model)[-1]
    view.resize(1280, 4000)
    qtbot.waitUntil(lambda: view.browser.viewport().height() > 3000)
    assert view.show_clause(last)
    assert view.current_anchor() == last
    view.set_language("fr")
    assert view.current_anchor() == last
    assert view.toc_tree.currentItem().text(0) == last


def test_search_finds_and_counts_matches(view, qtbot):
    assert view.find_text("discard")
    assert view.browser.textCursor().selectedText().lower() == "discard"
    first = view.browser.textCursor().selectionStart()
    view.search_field.setText("discard")
    view.search_field.returnPressed.emit()
    assert view.browser.textCursor().selectionStart() > first
    qtbot.keyClick(view.search_field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert view.browser.textCursor().selectionStart() == first
    assert re.fullmatch(r"\d+ of \d+", view.match_label.text())
    view.search_field.setText("zzzz")
    assert view.match_label.text() == "Not found"


class _ShoutingTranslator(QTranslator):
    def translate(self, context, source_text, disambiguation=None, n=-1):
        return source_text.upper() if context == "RulesView" else None

    def isEmpty(self):
        return False


def test_the_ui_retranslates_on_language_change(view, qtbot):
    translator = _ShoutingTranslator()
    QCoreApplication.installTranslator(translator)
    try:
        qtbot.waitUntil(lambda: view.pdf_action.text() == "EXPORT AS PDF…")
        assert view.windowTitle() == "RULES OF Dumble"
    finally:
        QCoreApplication.removeTranslator(translator)
    qtbot.waitUntil(lambda: view.pdf_action.text() == "Export as PDF…")


# --- the PDF -----------------------------------------------------------------------


def test_export_pdf_writes_pages_with_embedded_fonts_and_real_text(view, tmp_path):
    path = tmp_path / "rules.pdf"
    view.export_pdf(path)
    data = path.read_bytes()
    assert data.startswith(b"%PDF")
    assert b"/Font" in data and (b"/FontFile2" in data or b"/FontFile" in data)
    assert len(re.findall(rb"/Type\s*/Page\b(?!s)", data)) >= 3
    text = _pdf_text(data)
    assert "DU-10 Drawing" in text
    assert "page 2 / " in text
    if shutil.which("pdftotext"):
        printed = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True)
        assert "What you may discard" in _normalise(printed.stdout)


def test_export_rules_pdf_needs_no_window(qapp, tmp_path):
    path = tmp_path / "regles.pdf"
    export_rules_pdf("dumble", "fr", path)
    text = _pdf_text(path.read_bytes())
    assert "Ce que l’on peut défausser" in text
    assert "Dumble" in text


def _normalise(text: str) -> str:
    return re.sub(r"\s+", " ", unicodedata.normalize("NFKC", text))


def _pdf_text(data: bytes) -> str:
    """The text of a Qt-written PDF, read back through each font's ToUnicode map."""
    objects = {int(n): body for n, body in re.findall(rb"(\d+) 0 obj(.*?)endobj", data, re.S)}
    fonts = {}
    for name, number in re.findall(rb"/(F\d+)\s+(\d+) 0 R", data):
        ref = re.search(rb"/ToUnicode (\d+) 0 R", objects[int(number)])
        if ref:
            fonts[name] = _to_unicode(_stream(objects[int(ref.group(1))]))
    pieces = []
    for body in objects.values():
        if not re.search(rb"/Type\s*/Page\b(?!s)", body):
            continue
        contents = _stream(objects[int(re.search(rb"/Contents (\d+) 0 R", body).group(1))])
        table = {}
        for font, glyphs in re.findall(rb"/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj", contents):
            if font:
                table = fonts.get(font, {})
                continue
            codes = (int(glyphs[i : i + 4], 16) for i in range(0, len(glyphs), 4))
            pieces.append("".join(table.get(code, "") for code in codes))
        pieces.append("\n")
    return _normalise("".join(pieces))


def _stream(body: bytes) -> bytes:
    raw = re.search(rb"stream\r?\n(.*?)\r?\nendstream", body, re.S).group(1)
    return zlib.decompress(raw) if b"/FlateDecode" in body else raw


def _to_unicode(cmap: bytes) -> dict[int, str]:
    table = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for glyph, code in re.findall(rb"<(\w+)>\s*<(\w+)>", block):
            table[int(glyph, 16)] = bytes.fromhex(code.decode()).decode("utf-16-be")
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        for low, high, first, array in re.findall(
            rb"<(\w+)>\s*<(\w+)>\s*(?:<(\w+)>|\[([^\]]*)\])", block
        ):
            glyphs = range(int(low, 16), int(high, 16) + 1)
            if array:
                codes = [int(code, 16) for code in re.findall(rb"<(\w+)>", array)]
            else:
                codes = [int(first, 16) + offset for offset in range(len(glyphs))]
            table.update(zip(glyphs, map(chr, codes), strict=False))
    return table


# --- every playable game -----------------------------------------------------------


def _playable():
    from desktop.games import playable_games

    return playable_games()


@pytest.mark.parametrize("game_id", _playable())
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_playable_games_rules_parse_with_anchors(game_id, lang):
    from rules_engine.core import get_game

    doc = load_rules(game_id, lang)
    assert doc.lang == lang and doc.title and doc.intro
    prefix = get_game(game_id).clause_prefix
    ids = clause_ids(doc)
    assert ids and ids[0] == f"{prefix}-1"
    assert all(clause_id.startswith(prefix + "-") for clause_id in ids)
    assert len(set(ids)) == len(ids)
    html = rules_html(doc)
    for _level, anchor, _text in toc(doc):
        assert f'<a name="{anchor}"></a>' in html


@pytest.mark.parametrize("game_id", _playable())
def test_every_playable_games_rules_open_at_a_clause_and_print(qtbot, tmp_path, game_id):
    from rules_engine.core import get_game

    prefix = get_game(game_id).clause_prefix
    view = RulesView(game_id, "fr")
    view.resize(1000, 700)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    last = clause_ids(view.document_model)[-1]
    assert view.show_clause(last)
    qtbot.waitUntil(lambda: view.current_anchor() == last, timeout=3000)
    path = tmp_path / f"{game_id}.pdf"
    view.export_pdf(path)
    text = _normalise(_pdf_text(path.read_bytes()))
    first = view.document_model.clauses()[0]
    assert f"{prefix}-1" in text and _normalise(first.title) in text


# --- printed pages -------------------------------------------------------------------


def _tables_on_pages(game_id: str, lang: str) -> list[tuple[str, int, int, int]]:
    """Each table of the printed rules: its clause's heading, the page of that heading,
    and the pages of the table's first and last rows."""
    from desktop.rules.printing import new_printer, paged_rules

    text, _page, body = paged_rules(load_rules(game_id, lang), new_printer())
    text.pageCount()
    layout, height = text.documentLayout(), body.height()
    found = []
    for table in text.rootFrame().childFrames():
        rect = layout.frameBoundingRect(table)
        heading = text.findBlock(table.firstPosition() - 1)
        while heading.blockFormat().headingLevel() < 2:
            heading = heading.previous()
        heading_page = int(layout.blockBoundingRect(heading).top() // height)
        found.append(
            (
                heading.text(),
                heading_page,
                int(rect.top() // height),
                int((rect.bottom() - 1) // height),
            )
        )
    return found


@pytest.mark.parametrize("game_id", _playable())
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_printed_table_is_never_cut_across_pages(qapp, game_id, lang):
    """Issue 23: DD-2's last row landed alone at the top of page 2."""
    for heading, _heading_page, first, last in _tables_on_pages(game_id, lang):
        assert first == last, f"{heading!r}: rows on pages {first + 1} and {last + 1}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_short_clause_keeps_its_heading_with_its_table(qapp, lang):
    tables = {
        heading.split()[0]: pages for heading, *pages in _tables_on_pages("doubles_dread", lang)
    }
    heading_page, first, _last = tables["DD-2"]
    assert heading_page == first
