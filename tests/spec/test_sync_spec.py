"""tools/sync_spec.py copies exactly the spec's JSON and Markdown files and says what changed."""

from __future__ import annotations

from tools.sync_spec import main


def test_sync_copies_the_spec_and_tells_whether_it_changed(tmp_path, capsys):
    source, target = tmp_path / "rules", tmp_path / "copy"
    source.mkdir()
    (source / "game.json").write_text('{"a": 1}')
    (source / "game.md").write_text("# rules")
    (source / "notes.txt").write_text("not part of the spec")
    args = ["--source", str(source), "--target", str(target)]

    assert main(["--check", *args]) == 1
    assert not target.exists()  # --check changes nothing
    assert main(args) == 1
    assert sorted(p.name for p in target.iterdir()) == ["game.json", "game.md"]
    assert (target / "game.json").read_text() == '{"a": 1}'
    assert "game.json: added" in capsys.readouterr().out

    assert main(args) == 0
    assert "up to date" in capsys.readouterr().out

    (source / "game.json").write_text('{"a": 2}')
    (source / "game.md").unlink()
    assert main(["--check", *args]) == 1
    assert (target / "game.json").read_text() == '{"a": 1}'
    assert main(args) == 1
    out = capsys.readouterr().out
    assert "game.json: changed" in out and "game.md: removed" in out
    assert (target / "game.json").read_text() == '{"a": 2}' and not (target / "game.md").exists()
    assert main(args) == 0


def test_sync_refuses_a_missing_spec_folder(tmp_path, capsys):
    assert main(["--source", str(tmp_path / "nowhere"), "--target", str(tmp_path / "copy")]) == 2
    assert "no spec files" in capsys.readouterr().err
    assert not (tmp_path / "copy").exists()
