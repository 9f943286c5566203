"""The autosave journal (issue 26): a move is a line appended at once, the file is
rewritten whole only when it must be, and what a kill leaves is read back cleanly or
tidied at the next start. How many moves a real kill loses: desktop/tools/kill_bench.py."""

import os
import random

from desktop.match.autosave import interrupted_match, tidy_autosave_folder
from desktop.match.journal import AutosaveJournal
from desktop.match.session import MatchSession
from desktop.shell import paths
from rules_engine.bench import endless_dumble_record
from rules_engine.core.record import MatchRecord, Seat, load_record


def human_session() -> MatchSession:
    return MatchSession.new("dumble", [Seat("Ann"), Seat("Bob")], {}, 8)


def play(session: MatchSession, moves: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.is_over():
            return
        session.play(rng.choice([a for a in session.state.legal_actions() if a[0] != "dumble"]))


def lines() -> list[bytes]:
    return paths.autosave_path().read_bytes().split(b"\n")


def test_each_move_is_one_line_appended_to_the_same_file(qtbot):
    session = human_session()
    path = paths.autosave_path()
    inode = path.stat().st_ino
    for played in range(1, 6):
        play(session, 1, seed=played)
        # Written before play() returns: nothing waits on a queue that a kill would lose.
        assert lines()[-1] == b"" and len(lines()) == 2 + played
        assert load_record(path).actions == session.record.actions
    assert path.stat().st_ino == inode  # appended, never rewritten
    session.close()


def test_an_undo_a_hint_mark_and_closing_rewrite_it_whole(qtbot):
    session = MatchSession.new("dumble", [Seat("Ann"), Seat("Bob", "bot:random")], {}, 8)
    session.play(session.state.legal_actions()[0])  # Ann's move: she may take it back
    assert session.undo()
    assert len(lines()) == 2  # one line: the whole match after the undo
    assert load_record(paths.autosave_path()).actions == session.record.actions
    session.record.note_hint(0)
    session.autosave()
    assert load_record(paths.autosave_path()).hints == [(0, 0)]
    play(session, 3)
    assert len(lines()) == 2 + 3
    session.close()  # compacted: one line again, the same match
    assert len(lines()) == 2
    assert load_record(paths.autosave_path()).actions == session.record.actions


def test_a_round_end_compacts_it(qtbot):
    session = human_session()
    start = session.state.round_mark()
    rng = random.Random(4)
    while session.state.round_mark() == start:  # Ann calls at once: the round ends
        legal = session.state.legal_actions()
        calls = [a for a in legal if a[0] == "dumble"]
        session.play(calls[0] if calls else rng.choice(legal))
    assert len(lines()) == 2
    assert load_record(paths.autosave_path()).actions == session.record.actions
    session.close()


def test_a_kill_in_the_middle_of_an_append_loses_that_move_only(qtbot):
    session = human_session()
    play(session, 12)
    path = paths.autosave_path()
    whole = path.read_bytes()
    path.write_bytes(whole[:-3])  # the last line cut short, as a kill mid-write leaves it
    record = interrupted_match()
    assert record is not None  # not "damaged", not moved aside
    assert record.actions == session.record.actions[:-1]
    assert path.exists() and not list(path.parent.glob("damaged-*"))
    session.close()


def test_an_old_autosave_resumes_and_is_then_journalled(qtbot):
    record = endless_dumble_record(30)
    path = paths.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(record.dumps(), encoding="utf-8")  # as Tablée wrote it before
    session = MatchSession(interrupted_match())
    assert session.record.actions == record.actions
    session.autosave()
    play(session, 2)
    assert len(lines()) == 2 + 2
    assert load_record(path).actions == session.record.actions
    session.close()


def leftover(name: str, content: bytes) -> object:
    path = paths.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    target = path.with_name(f"{path.name}.{name}.tmp")
    target.write_bytes(content)
    os.utime(target, (1, 1))  # old: the age rule of other temporaries plays no part
    return target


def test_a_whole_leftover_temporary_file_is_used_at_the_next_start(qtbot):
    record = endless_dumble_record(20)
    from rules_engine.core.record import RecordEncoder

    text = (RecordEncoder().dumps(record, journal=True) + "\n").encode()
    gone = 999_999_999  # no such process: nobody is writing it
    temporary = leftover(str(gone), text)
    assert not paths.autosave_path().exists()  # killed between writing and renaming
    found = interrupted_match()
    assert found is not None and found.actions == record.actions
    assert not temporary.exists()


def test_a_torn_leftover_temporary_file_is_removed(qtbot):
    record = endless_dumble_record(20)
    paths.autosave_path().parent.mkdir(parents=True)
    paths.autosave_path().write_text(record.dumps(), encoding="utf-8")
    torn = leftover("999999999", record.dumps()[:100].encode())
    random_name = leftover("a1b2c3", b"")  # an older Tablee's, cut before any byte
    tidy_autosave_folder()
    assert not torn.exists() and not random_name.exists()
    assert load_record(paths.autosave_path()).actions == record.actions  # untouched


def test_a_temporary_file_of_another_running_tablee_stays(qtbot):
    import subprocess
    import sys

    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        theirs = leftover(str(other.pid), b"{")
        tidy_autosave_folder()
        assert theirs.exists()
    finally:
        other.kill()
        other.wait()


def test_a_moved_autosave_is_noticed_and_written_again(qtbot):
    """Appending to a file that was deleted under the match would write nowhere."""
    session = human_session()
    play(session, 3)
    paths.autosave_path().unlink()
    play(session, 1, seed=9)
    assert load_record(paths.autosave_path()).actions == session.record.actions
    session.close()


def test_the_journal_alone(tmp_path):
    """Appends, rewrites and syncs, without a session."""
    record = endless_dumble_record(10)
    path = tmp_path / "j.tablee"
    journal = AutosaveJournal(path)
    shown = MatchRecord(**{**record.__dict__, "actions": list(record.actions[:5])})
    journal.save(shown)
    for action in record.actions[5:]:
        shown.actions.append(action)
        journal.save(shown)
    assert len(path.read_bytes().split(b"\n")) == 2 + 5
    journal.flush()
    journal.close()
    assert load_record(path).actions == record.actions
    assert list(tmp_path.glob("*.tmp")) == []


def test_the_kill_benchs_fast_driver_still_plays_through_the_window(capsys):
    # Its driver calls the window's own play path; after the redesign it called a
    # method that no longer existed, played nothing, and the bench reported "0 lost".
    from desktop.tools import kill_bench

    assert kill_bench.main(["--kills", "1", "--direct"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert '"applied": 0,' not in first
