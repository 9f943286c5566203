"""A settings file of any shape never stops Tablée from starting or a dialog from
opening: each bad entry falls back to its default and the good ones are kept. Stray
temporary files of an interrupted write are removed at the next start."""

from __future__ import annotations

import json
import os
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.shell import paths
from desktop.shell.settings import LANGUAGES, SPEEDS, Settings

FIELDS = [
    "language",
    "animation_speed",
    "player_names",
    "window_geometry",
    "undo_enabled",
    "colour_blind",
    "last_setup",
]
scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.sampled_from(["fr", "en", "fast", "human", "bot:random", "dumble", "\ud800", "<b>x</b>"]),
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(
            st.one_of(st.text(max_size=8), st.sampled_from(FIELDS)), inner, max_size=5
        )
    ),
    max_leaves=20,
)
settings_like = st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=len(FIELDS))
last_setups = st.dictionaries(
    st.sampled_from(["dumble", "doubles_dread", "chess"]),
    st.one_of(
        json_values,
        st.fixed_dictionaries(
            {"seats": st.one_of(json_values, st.lists(st.text(max_size=12), max_size=9))},
            optional={"options": json_values},
        ),
    ),
)


def write_settings(text: str | bytes) -> None:
    path = Settings.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass"))


def check_shape(loaded: Settings) -> None:
    assert loaded.language in LANGUAGES
    assert loaded.animation_speed in SPEEDS
    assert isinstance(loaded.undo_enabled, bool) and isinstance(loaded.colour_blind, bool)
    assert all(isinstance(name, str) for name in loaded.player_names)
    assert isinstance(loaded.window_geometry, str)
    for entry in loaded.last_setup.values():
        assert isinstance(entry["seats"], list) and isinstance(entry["options"], dict)
    loaded.name_for(0, "Ann")
    assert loaded.save()  # and what was kept can be written back


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(st.one_of(json_values, settings_like, st.builds(lambda s: {"last_setup": s}, last_setups)))
def test_any_json_gives_usable_settings(data):
    write_settings(json.dumps(data))
    check_shape(Settings.load())


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(settings_like, last_setups)
def test_the_new_match_dialog_opens_for_every_game_with_any_settings(qtbot, data, setups):
    from desktop.games import playable_games
    from desktop.shell.new_game_dialog import NewGameDialog

    data["last_setup"] = setups
    write_settings(json.dumps(data))
    loaded = Settings.load()
    for game_id in playable_games():
        dialog = NewGameDialog(loaded, game_id)
        qtbot.addWidget(dialog)
        assert dialog.seat_count() >= 1
        dialog.close()


def test_damaged_files_give_the_defaults(private_folders):
    for text in [b"[" * 100_000, b"\xff\xfe garbage", b'{"language": 1e99999}', b"", b"null"]:
        write_settings(text)
        loaded = Settings.load()
        assert loaded == Settings()


def test_a_huge_settings_file_is_not_read_whole(private_folders):
    write_settings(b'{"language": "fr", "x": "' + b"a" * (3 * 1024 * 1024) + b'"}')
    assert Settings.load() == Settings()


def test_good_entries_are_kept_beside_bad_ones(private_folders):
    write_settings(
        json.dumps(
            {
                "language": "fr",
                "animation_speed": ["fast"],
                "player_names": ["Ann", 7, "x" * 500, "Bob\u0007", "Cléo"],
                "window_geometry": "AdnQywADAAA=",
                "undo_enabled": "yes",
                "colour_blind": True,
                "last_setup": {
                    "dumble": {"seats": ["human", "bot:random"], "options": {}},
                    "doubles_dread": {"seats": 3, "options": []},
                },
            }
        )
    )
    loaded = Settings.load()
    assert loaded.language == "fr" and loaded.colour_blind is True
    assert loaded.animation_speed == "normal" and loaded.undo_enabled is True
    # Names follow the records' rule: normalised (cut to 64, a control becomes a space).
    assert loaded.player_names == ["Ann", "", "x" * 64, "Bob", "Cléo"]
    assert loaded.name_for(1, "Seat 2") == "Seat 2"
    assert loaded.window_geometry == "AdnQywADAAA="
    assert list(loaded.last_setup) == ["dumble"]


def test_settings_that_cannot_be_written_do_not_stop_anything(private_folders):
    loaded = Settings()
    loaded.player_names = ["\ud800"]  # cannot be encoded
    assert not loaded.save()
    assert list(Settings.path().parent.glob("*.tmp")) == []


def test_stray_temporary_files_are_removed_at_start(private_folders):
    old = time.time() - 3600
    folders = [paths.config_dir(), paths.autosave_path().parent, paths.history_dir()]
    strays = []
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        stray = folder / "current.tablee.abc123.tmp"
        stray.write_text("{half a save")
        os.utime(stray, (old, old))
        strays.append(stray)
    young = folders[1] / "current.tablee.young.tmp"  # another Tablée may be writing it
    young.write_text("{")
    keep = folders[1] / "current.tablee"
    keep.write_text("{}")
    Settings.load()
    assert not any(stray.exists() for stray in strays)
    assert young.exists() and keep.exists()
