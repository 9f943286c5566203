"""A game's rule options in the new-match dialog: the widget for each kind of option,
the value it holds, and the value last chosen when it still passes the option's check."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox, QWidget

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
