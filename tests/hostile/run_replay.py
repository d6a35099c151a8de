"""Run ``giantapp replay`` on every case of one class, as a fresh process would (no pytest logging
capture: anything the command prints, a stray log line or traceback included, is seen).

Usage: ``python -m tests.hostile.run_replay CLASS FOLDER``; prints one JSON line per case:
``{"name", "code", "out", "err", "text_code", "text_out", "text_err"}`` (text_*: without --json, for
every seventh case).
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from pathlib import Path


def run(argv: list[str]) -> tuple[int, str, str]:
    from giantapp.cli.main import main as cli

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli(argv)
    return code, out.getvalue(), err.getvalue()


def main(cls: str, folder: str) -> int:
    from tests.hostile.corpus import cases, materialize

    for index, case in enumerate(c for c in cases() if c.cls == cls):
        path = materialize(case, Path(folder), f"{index}.json")
        code, out, err = run(["replay", str(path), "--json"])
        row = {"name": case.name, "code": code, "out": out, "err": err}
        if index % 7 == 0:
            row["text_code"], row["text_out"], row["text_err"] = run(["replay", str(path)])
        sys.__stdout__.write(json.dumps(row) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], sys.argv[2]))
