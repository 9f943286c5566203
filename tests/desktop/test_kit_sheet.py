"""The kit's look sheet renders every piece in both palettes (the tool people use
to look at the pieces must keep working)."""

from __future__ import annotations

from PySide6.QtGui import QImage

from desktop.table import theme
from tests.desktop.kit_sheet import SIZES, render_sheets


def test_the_sheet_renders_both_palettes_at_both_sizes(qapp, tmp_path):
    written = render_sheets(str(tmp_path / "sheet"))
    assert len(written) == 2 * len(SIZES)
    images = {path.name: QImage(str(path)) for path in written}
    assert all(image.width() > 400 and image.height() > 400 for image in images.values())
    # the larger unit makes a larger sheet; the palettes make different sheets
    assert images["sheet_classic_56.png"].width() > images["sheet_classic_28.png"].width()
    assert images["sheet_classic_28.png"] != images["sheet_cb_28.png"]
    assert not theme.current_theme().colour_blind
