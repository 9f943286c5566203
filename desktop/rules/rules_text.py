"""The rules from `seeds/`: a small document model, parsed from our markdown, and its HTML.

The seeds use a narrow markdown dialect (title, sections, `### DU-7 · Title` clauses,
paragraphs, lists, tables, `**bold**`, `*italic*`, inline code), so a small converter
written for it is clearer than a dependency. The HTML targets `QTextDocument`, which
understands only a subset of CSS: block margins, colours, font sizes and weights, line
height, table borders. Nothing here creates widgets, so printing can run headless.
"""

from __future__ import annotations

import html
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import desktop
from rules_engine.core.catalogue import CATALOGUE

FALLBACK_LANGUAGE = "en"


@dataclass(frozen=True)
class Paragraph:
    text: str


@dataclass(frozen=True)
class ListBlock:
    items: tuple[str, ...]
    ordered: bool = False


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


Block = Paragraph | ListBlock | Table


@dataclass
class Part:
    """A titled part of the rules: its anchor (for links into it) and its blocks."""

    title: str
    anchor: str
    blocks: list[Block] = field(default_factory=list)


@dataclass(kw_only=True)
class Clause(Part):
    id: str


@dataclass(kw_only=True)
class Section(Part):
    number: int
    clauses: list[Clause] = field(default_factory=list)


@dataclass
class RulesDocument:
    game_id: str
    lang: str
    title: str
    intro: list[Block] = field(default_factory=list)
    sections: list[Section] = field(default_factory=list)

    def clauses(self) -> list[Clause]:
        return [clause for section in self.sections for clause in section.clauses]


def seeds_dir() -> Path:
    """Where the rules live: next to the package, or inside a frozen (PyInstaller) app."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "seeds"
    return Path(desktop.__file__).resolve().parent.parent / "seeds"


def game_seeds_dir(game_id: str) -> Path:
    """The folder of one game's rules text: the one its catalogue entry names (a game
    tried or tested outside the collection), else the project's `seeds/`."""
    named = next((game.seeds for game in CATALOGUE if game.id == game_id), "")
    return Path(named) if named else seeds_dir()


def rules_path(game_id: str, lang: str) -> Path:
    """The seeds file for a language, or the English one when that language is missing."""
    folder = game_seeds_dir(game_id)
    wanted = folder / f"{game_id}.{_base_language(lang)}.md"
    if wanted.exists():
        return wanted
    fallback = folder / f"{game_id}.{FALLBACK_LANGUAGE}.md"
    if fallback.exists():
        return fallback
    raise FileNotFoundError(f"no rules for game {game_id!r} in {folder}")


def load_rules(game_id: str, lang: str) -> RulesDocument:
    path = rules_path(game_id, lang)
    loaded_lang = path.suffixes[-2].lstrip(".") if len(path.suffixes) >= 2 else lang
    return parse_rules(path.read_text(encoding="utf-8"), game_id, loaded_lang)


def _base_language(lang: str) -> str:
    """'fr_FR', 'fr-CA' and 'FR' all mean the French seeds file."""
    return re.split(r"[_\-.]", lang.strip() or FALLBACK_LANGUAGE)[0].lower()


# --- parsing ---------------------------------------------------------------------------

_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*#*\s*$")
_CLAUSE_TITLE = re.compile(r"^([A-Z][A-Z0-9]*-\d+[a-z]?)\s*[·:–—]\s*(.+)$")
_BULLET = re.compile(r"^\s{0,3}[-*+]\s+(.*)$")
_NUMBERED = re.compile(r"^\s{0,3}\d{1,3}[.)]\s+(.*)$")
_TABLE_RULE = re.compile(r"^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")


class _Builder:
    """Collects blocks into the intro, the current section or the current clause."""

    def __init__(self, game_id: str, lang: str) -> None:
        self.doc = RulesDocument(game_id=game_id, lang=lang, title=game_id.title())
        self.has_title = False

    @property
    def target(self) -> list[Block]:
        if not self.doc.sections:
            return self.doc.intro
        section = self.doc.sections[-1]
        return section.clauses[-1].blocks if section.clauses else section.blocks

    def heading(self, level: int, text: str) -> None:
        if level == 1 and not self.has_title:
            self.doc.title, self.has_title = text, True
        elif level <= 2:
            self.add_section(text)
        elif level == 3:
            self.add_clause(text)
        else:
            self.target.append(Paragraph(f"**{text}**"))

    def add_section(self, title: str) -> Section:
        number = len(self.doc.sections) + 1
        section = Section(number=number, title=title, anchor=f"section-{number}")
        self.doc.sections.append(section)
        return section

    def add_clause(self, text: str) -> None:
        section = self.doc.sections[-1] if self.doc.sections else self.add_section("")
        match = _CLAUSE_TITLE.match(text)
        clause_id, title = (match.group(1), match.group(2)) if match else ("", text)
        anchor = clause_id or f"{section.anchor}-{len(section.clauses) + 1}"
        section.clauses.append(Clause(id=clause_id, title=title, anchor=anchor))


def parse_rules(text: str, game_id: str = "", lang: str = FALLBACK_LANGUAGE) -> RulesDocument:
    """Reads one seeds file into a `RulesDocument`."""
    builder = _Builder(game_id, lang)
    chunk: list[str] = []
    for line in text.splitlines():
        heading = _HEADING.match(line)
        if heading or not line.strip():
            builder.target.extend(_blocks(chunk))
            chunk = []
            if heading:
                builder.heading(len(heading.group(1)), heading.group(2))
        else:
            chunk.append(line.rstrip())
    builder.target.extend(_blocks(chunk))
    return builder.doc


def _blocks(lines: list[str]) -> list[Block]:
    """Splits lines without blank lines between them into paragraphs, lists and tables."""
    blocks: list[Block] = []
    kind, items = "", []
    for line in lines:
        line_kind, content = _line_kind(line)
        if line_kind == "more" and kind in ("p", "ul", "ol"):
            items[-1] = f"{items[-1]} {content}"
            continue
        line_kind = "p" if line_kind == "more" else line_kind
        if line_kind != kind:
            blocks.extend(_make_block(kind, items))
            kind, items = line_kind, []
        items.append(content)
    blocks.extend(_make_block(kind, items))
    return blocks


def _line_kind(line: str) -> tuple[str, str]:
    if line.lstrip().startswith("|"):
        return "table", line.strip()
    for kind, pattern in (("ul", _BULLET), ("ol", _NUMBERED)):
        match = pattern.match(line)
        if match:
            return kind, match.group(1).strip()
    return "more", line.strip()


def _make_block(kind: str, items: list[str]) -> list[Block]:
    if not items:
        return []
    if kind == "table":
        return [_make_table(items)]
    if kind in ("ul", "ol"):
        return [ListBlock(items=tuple(items), ordered=kind == "ol")]
    return [Paragraph(items[0])]


def _make_table(lines: list[str]) -> Table:
    rows = [_table_cells(line) for line in lines if not _TABLE_RULE.match(line)]
    has_header = len(lines) > 1 and bool(_TABLE_RULE.match(lines[1]))
    header = tuple(rows[0]) if has_header else ()
    body = rows[1:] if has_header else rows
    return Table(header=header, rows=tuple(tuple(row) for row in body))


def _table_cells(line: str) -> list[str]:
    inner = line.strip().removeprefix("|").removesuffix("|")
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", inner)]


# --- queries ---------------------------------------------------------------------------


def clause_ids(doc: RulesDocument) -> list[str]:
    return [clause.id for clause in doc.clauses() if clause.id]


def section_label(section: Section) -> str:
    return f"{section.number}. {section.title}" if section.title else str(section.number)


def clause_label(clause: Clause) -> str:
    return f"{clause.id} · {clause.title}" if clause.id else clause.title


def toc(doc: RulesDocument) -> list[tuple[int, str, str]]:
    """The outline as (level, anchor, text): level 1 for sections, 2 for clauses."""
    entries: list[tuple[int, str, str]] = []
    for section in doc.sections:
        entries.append((1, section.anchor, section_label(section)))
        entries.extend((2, clause.anchor, clause_label(clause)) for clause in section.clauses)
    return entries


# --- inline markdown -------------------------------------------------------------------

_ESCAPED = re.compile(r"\\([\\`*_|#\[\]-])")
_CODE = re.compile(r"`([^`]+)`")
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_ITALIC = re.compile(r"(?<![\w*])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\w*])")
_CLAUSE_REF = re.compile(r"\b[A-Z][A-Z0-9]*-\d+[a-z]?\b")
_PROTECT = "\ue000{}\ue001"


def inline_html(text: str, links: frozenset[str] = frozenset()) -> str:
    """Markdown inline syntax to HTML; mentions of known clause ids become internal links."""
    kept: list[str] = []

    def protect(fragment: str) -> str:
        kept.append(fragment)
        return _PROTECT.format(len(kept) - 1)

    text = _CODE.sub(lambda m: protect(_code_html(m.group(1))), text)
    text = _ESCAPED.sub(lambda m: protect(html.escape(m.group(1))), text)
    text = html.escape(text, quote=False)
    text = _CLAUSE_REF.sub(lambda m: _clause_link(m.group(0), links), text)
    text = _BOLD.sub(r"<b>\1</b>", text)
    text = _ITALIC.sub(r"<i>\1</i>", text)
    return re.sub("\ue000(\\d+)\ue001", lambda m: kept[int(m.group(1))], text)


def _code_html(code: str) -> str:
    """Inline code is literal, except `\\|`, which tables need to hold a pipe."""
    literal = html.escape(code.replace("\\|", "|"))
    return f"<code>{literal}</code>"


def _clause_link(clause_id: str, links: frozenset[str]) -> str:
    if clause_id not in links:
        return clause_id
    return f'<a href="#{clause_id}">{clause_id}</a>'


# --- HTML ------------------------------------------------------------------------------

INK = "#1d2430"
MUTED = "#5d6675"
ACCENT = "#24577a"
BADGE_BACKGROUND = "#e8edf2"
RULE_COLOUR = "#c9d1da"


@dataclass(frozen=True)
class _Sizes:
    """Font sizes in points and spacing in pixels for one medium."""

    body: float
    lead: float
    title: float
    section: float
    clause: float
    badge: float
    gap: int


_SCREEN = _Sizes(body=11, lead=12, title=24, section=16, clause=12.5, badge=9.5, gap=10)
_PRINT = _Sizes(body=10, lead=10.5, title=22, section=14, clause=11, badge=8.5, gap=7)


def _stylesheet(sizes: _Sizes) -> str:
    gap = sizes.gap
    return f"""
body {{ color: {INK}; font-size: {sizes.body}pt; }}
p {{ margin-top: 0px; margin-bottom: {gap}px; line-height: 135%; }}
p.lead {{ font-size: {sizes.lead}pt; color: {MUTED}; margin-bottom: {gap + 2}px; }}
h1 {{ font-size: {sizes.title}pt; font-weight: 700; color: {INK};
      margin-top: 0px; margin-bottom: {gap + 4}px; }}
h2 {{ font-size: {sizes.section}pt; font-weight: 700; color: {ACCENT};
      margin-top: {gap * 3}px; margin-bottom: {gap}px; }}
h3 {{ font-size: {sizes.clause}pt; font-weight: 600; color: {INK};
      margin-top: {gap * 2}px; margin-bottom: {gap // 2 + 2}px; }}
span.badge {{ font-size: {sizes.badge}pt; font-weight: 600; color: {MUTED};
              background-color: {BADGE_BACKGROUND}; }}
span.number {{ color: {MUTED}; font-weight: 400; }}
ul, ol {{ margin-top: 0px; margin-bottom: {gap}px; }}
li {{ margin-bottom: 3px; line-height: 135%; }}
a {{ color: {ACCENT}; text-decoration: none; }}
code {{ font-family: monospace; background-color: #f1f3f5; }}
table {{ border-collapse: collapse; border-color: {RULE_COLOUR}; margin-bottom: {gap}px; }}
th {{ background-color: {BADGE_BACKGROUND}; font-weight: 600; text-align: left; }}
"""


def rules_html(doc: RulesDocument, for_print: bool = False) -> str:
    """The whole rules text as one HTML page for `QTextDocument`.

    Every section and clause heading carries a named anchor (`<a name="DU-7">`) so a
    view can scroll to it. In print, clause mentions stay plain text: links mean nothing
    on paper.
    """
    sizes = _PRINT if for_print else _SCREEN
    links = frozenset() if for_print else frozenset(clause_ids(doc))
    parts = [
        f"<html><head><meta charset='utf-8'><style>{_stylesheet(sizes)}</style></head><body>",
        f'<h1><a name="top"></a>{inline_html(doc.title)}</h1>',
        *(_block_html(block, links, lead=True) for block in doc.intro),
    ]
    for section in doc.sections:
        parts.append(_section_heading(section))
        parts.extend(_block_html(block, links) for block in section.blocks)
        for clause in section.clauses:
            parts.append(_clause_heading(clause))
            parts.extend(_block_html(block, links) for block in clause.blocks)
    parts.append("</body></html>")
    return "\n".join(parts)


def _section_heading(section: Section) -> str:
    number = f'<span class="number">{section.number}</span>&nbsp;&nbsp;'
    anchor = f'<a name="{section.anchor}"></a>'
    return f"<h2>{anchor}{number}{inline_html(section.title)}</h2>"


def _clause_heading(clause: Clause) -> str:
    anchor = f'<a name="{html.escape(clause.anchor)}"></a>'
    badge = ""
    if clause.id:
        badge = f'<span class="badge">&nbsp;{html.escape(clause.id)}&nbsp;</span>&nbsp;&nbsp;'
    return f"<h3>{anchor}{badge}{inline_html(clause.title)}</h3>"


def _block_html(block: Block, links: frozenset[str], lead: bool = False) -> str:
    if isinstance(block, ListBlock):
        tag = "ol" if block.ordered else "ul"
        items = "".join(f"<li>{inline_html(item, links)}</li>" for item in block.items)
        return f"<{tag}>{items}</{tag}>"
    if isinstance(block, Table):
        return _table_html(block, links)
    css_class = ' class="lead"' if lead else ""
    return f"<p{css_class}>{inline_html(block.text, links)}</p>"


def _table_html(table: Table, links: frozenset[str]) -> str:
    rows = []
    if table.header:
        cells = "".join(f"<th>{inline_html(cell, links)}</th>" for cell in table.header)
        rows.append(f"<tr>{cells}</tr>")
    for row in table.rows:
        cells = "".join(f"<td>{inline_html(cell, links)}</td>" for cell in row)
        rows.append(f"<tr>{cells}</tr>")
    attributes = 'border="1" cellspacing="0" cellpadding="5"'
    return f"<table {attributes}>{''.join(rows)}</table>"
