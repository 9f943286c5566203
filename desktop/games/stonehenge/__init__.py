"""The Stonehenge auction's table (see scene.py)."""
