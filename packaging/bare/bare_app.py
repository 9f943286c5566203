"""The bare comparison app: a PySide6-Essentials "hello QMainWindow", frozen like Tablée.

    bare [--screenshot PATH] [--size WxH]

packaging/measure.py freezes it with packaging/bare/bare.spec (the same PyInstaller
options and bundle policy as Tablée) and compares installed size and start-up time.
"""

import sys

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main(argv: list[str]) -> int:
    app = QApplication(argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Hello")
    label = QLabel("Hello, QMainWindow")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    window.setCentralWidget(label)
    window.menuBar().addMenu("&File")
    size = argv[argv.index("--size") + 1] if "--size" in argv else "1280x800"
    width, height = (int(part) for part in size.split("x"))
    window.resize(width, height)
    window.show()
    if "--screenshot" in argv:
        path = argv[argv.index("--screenshot") + 1]

        def shoot() -> None:
            QApplication.processEvents()
            window.grab().save(path, "PNG", 80)
            window.close()
            app.quit()

        QTimer.singleShot(0, shoot)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
