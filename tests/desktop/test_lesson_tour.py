"""The lessons' screenshot tool (desktop/tools/lesson_tour.py) walks a lesson to its
end and saves its first step, its middle step with the glow, and its end."""

from __future__ import annotations

from desktop.tools import lesson_tour


def test_the_tool_saves_a_lessons_screens(tmp_path):
    lesson_tour.main([str(tmp_path), "--langs", "en", "--games", "dumble"])
    names = sorted(path.name for path in tmp_path.glob("*.png"))
    assert names == [
        "dumble_en_1280x800_end.png",
        "dumble_en_1280x800_step01.png",
        "dumble_en_1280x800_step10_glow.png",
    ]
