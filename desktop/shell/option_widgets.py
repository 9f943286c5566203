"""A game's rule options in the new-match dialog: the widget for each kind of option,
the value it holds, the value last chosen when it still passes the option's check, and
the dialog's panel of them (`RuleOptions`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QLabel, QSpinBox, QWidget

from rules_engine.core.errors import OptionError
from rules_engine.core.options import OptionSpec


def option_text(text: str) -> str:
    return QCoreApplication.translate("Options", text) if text else ""


def remembered_value(spec: OptionSpec, remembered: dict):
    """The value last chosen for the option, or its default when none was or it no
    longer passes the option's check."""
    if spec.name not in remembered:
        return spec.default
    try:
        return spec.check(remembered[spec.name])
    except OptionError:
        return spec.default


def option_widget(spec: OptionSpec, value) -> QWidget:
    """A check box, a spin box or a list, by the option's kind, showing `value`."""
    if spec.kind == "bool":
        box = QCheckBox()
        box.setChecked(bool(value))
        return box
    if spec.kind == "int":
        spin = QSpinBox()
        spin.setRange(
            spec.minimum if spec.minimum is not None else -1_000_000,
            spec.maximum if spec.maximum is not None else 1_000_000,
        )
        spin.setValue(value)
        return spin
    combo = QComboBox()
    for choice in spec.choices:
        combo.addItem(str(choice), choice)
    combo.setCurrentIndex(list(spec.choices).index(value))
    return combo


def option_value(spec: OptionSpec, widget: QWidget):
    """The value `widget` (made by `option_widget`) holds for the option."""
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    return spec.choices[widget.currentIndex()]


class RuleOptions:
    """The dialog's grid of a game's options: a label, the widget and the clause each
    one changes, or a line saying the game has none. Its texts keep the dialog's
    translation context ("NewGameDialog")."""

    def __init__(self) -> None:
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(12)
        self.empty = QLabel(objectName="empty")
        self.specs: tuple[OptionSpec, ...] = ()
        self.widgets: dict[str, QWidget] = {}  # by option name, in the game's order
        self.notes: list[tuple[QLabel, QLabel, OptionSpec]] = []

    def build(self, specs, remembered: dict) -> None:
        """The widgets for `specs` (a game's options), showing what was last chosen."""
        while self.grid.count():
            widget = self.grid.takeAt(0).widget()
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.widgets.clear()
        self.notes.clear()
        self.specs = tuple(specs)
        for line, spec in enumerate(self.specs):
            label, note = QLabel(), QLabel(objectName="note")
            widget = option_widget(spec, remembered_value(spec, remembered))
            label.setBuddy(widget)
            self.grid.addWidget(label, line, 0)
            self.grid.addWidget(widget, line, 1)
            self.grid.addWidget(note, line, 2)
            self.widgets[spec.name] = widget
            self.notes.append((label, note, spec))
        self.empty.setVisible(not self.specs)
        self.retranslate()

    def values(self) -> dict:
        return {spec.name: option_value(spec, self.widgets[spec.name]) for spec in self.specs}

    def retranslate(self) -> None:
        self.empty.setText(QCoreApplication.translate("NewGameDialog", "This game has no options."))
        for label, note, spec in self.notes:
            label.setText(option_text(spec.label))
            changes = QCoreApplication.translate("NewGameDialog", "changes rule {clause}")
            note.setText(changes.format(clause=spec.clause))
            tip = option_text(spec.help)
            widget = self.widgets[spec.name]
            for item in (label, note, widget):
                item.setToolTip(tip)
            if isinstance(widget, QComboBox):
                for index, choice in enumerate(spec.choices):
                    text = spec.choice_labels[index] if index < len(spec.choice_labels) else ""
                    widget.setItemText(index, option_text(text) or str(choice))
