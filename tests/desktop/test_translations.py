"""Every visible string is translatable, extracted, and translated into French.

pyside6-lupdate's Python parser silently skips a call whose arguments it cannot
follow, so this test reads the sources itself and checks that each marked string
reached `translations/tablee_fr.ts`, with a finished French translation.
"""

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted(
    path for folder in ("desktop", "rules_engine") for path in (ROOT / folder).rglob("*.py")
)


def marked_strings(path: Path):
    """(context, text, line) of every string the sources mark for translation."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []

    def visit(node, class_name):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, child.name)
                continue
            if isinstance(child, ast.Call):
                func = child.func
                name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
                args = child.args
                if name == "tr" and args:
                    found.append((class_name, args[0], child.lineno))
                elif (
                    name in {"translate", "QT_TRANSLATE_NOOP"}
                    and len(args) >= 2
                    and isinstance(args[0], ast.Constant)
                    and isinstance(args[0].value, str)  # not QPainter.translate(x, y)
                ):
                    found.append((args[0].value, args[1], child.lineno))
            visit(child, class_name)

    visit(tree, None)
    return found


def ts_messages(lang: str) -> dict[tuple[str, str], ET.Element]:
    tree = ET.parse(ROOT / "translations" / f"tablee_{lang}.ts")
    messages = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            messages[(name, message.findtext("source"))] = message
    return messages


# Contexts translated from data marked with QT_TRANSLATE_NOOP where it is declared (the
# catalogue, options, engine errors, the tables' keys, the bots' rules of thumb, the
# lessons' steps and notes, the colours' words and letters): their translate calls take
# variables.
ENGINE_CONTEXTS = {"Games", "Options", "Engine", "TableKeys", "Bots", "Tutorial", "Colours"}


def all_marked():
    return [(path, *entry) for path in SOURCES for entry in marked_strings(path)]


def test_marked_strings_are_literals():
    """A string built at run time (an f-string, a variable) can never be translated."""
    bad = [
        f"{path.relative_to(ROOT)}:{line}"
        for path, context, node, line in all_marked()
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str))
        and context not in ENGINE_CONTEXTS
    ]
    assert bad == []


def test_every_marked_string_was_extracted():
    messages = ts_messages("fr")
    sources = {source for _, source in messages}
    missing = [
        f"{path.relative_to(ROOT)}:{line}: {node.value!r}"
        for path, context, node, line in all_marked()
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and node.value not in sources
    ]
    assert missing == [], "run `python3 tasks.py translations`; lupdate missed these"


def test_french_is_complete():
    unfinished = [
        f"{context}: {source!r}"
        for (context, source), message in ts_messages("fr").items()
        if message.find("translation").get("type") in {"unfinished", "obsolete", "vanished"}
        or not (
            message.findtext("translation")
            or "".join(form.text or "" for form in message.iter("numerusform"))
        )
    ]
    assert unfinished == []


# The French words of the rule reference (seeds/*.fr.md), which every French text of the
# app uses too: a lesson once spoke of « bateaux » and « plis » beside a table and rules
# that say « barques » and « levées ».
FRENCH_WORDS_NOT_OURS = {"bateau": "barque", "bateaux": "barques", "pli": "levée", "plis": "levées"}


def test_french_uses_the_rule_references_words():
    import re

    found = [
        f"{context}: {word!r} (ours: {FRENCH_WORDS_NOT_OURS[word]!r}) in {source!r}"
        for (context, source), message in ts_messages("fr").items()
        for word in re.findall(r"\w+", message.findtext("translation") or "")
        if word.lower() in FRENCH_WORDS_NOT_OURS
    ]
    assert found == []


@pytest.mark.parametrize("lang", ["fr"])
def test_placeholders_survive_translation(lang):
    """A translation keeps every %1, {value} and HTML tag of its source."""
    import re

    pattern = re.compile(r"%\d|\{\w+\}|%n")
    for (context, source), message in ts_messages(lang).items():
        translation = message.findtext("translation") or ""
        if not translation:
            continue
        assert sorted(pattern.findall(source)) == sorted(pattern.findall(translation)), (
            context,
            source,
        )


def test_qm_files_load_and_translate(qapp):
    from PySide6.QtCore import QCoreApplication, QTranslator

    translator = QTranslator()
    assert translator.load("tablee_fr", str(ROOT / "translations"))
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate("MainWindow", "&Game") != "&Game"
        assert QCoreApplication.translate("Games", "Dumble") == "Dumble"
    finally:
        QCoreApplication.removeTranslator(translator)
