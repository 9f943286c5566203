"""What the window tests of every table share: clicking an item of the scene where a
player would, and waiting until it is the human's turn (or a summary is up)."""

from PySide6.QtCore import Qt


def click_item(qtbot, window, item):
    view = window.table.view
    point = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


# An animator speed factor for tests that check the table after its animations: every
# animation still plays through, the same steps in the same order, at a twentieth of
# its length (a match's worth of glides at "fast" took up to 17 s a test).
SPEED_BRISK = 0.05


def wait_for_turn(qtbot, window, timeout=20000):
    scene = window.scene
    qtbot.waitUntil(
        lambda: (
            scene.summary_open()
            or window.session.state.is_over()
            or (scene.is_my_turn() and not window.animator.busy())
        ),
        timeout=timeout,
    )
