"""Shared test set-up: Qt tests run offscreen, never on a real display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
