"""One way to find shipped data, from a source checkout, an installed wheel or a PyInstaller bundle."""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

from giantapp.engine.errors import DataError


@lru_cache(maxsize=1)
def resources_root() -> Path:
    """The folder holding ``giants/``, ``hawaii/``, ``i18n/`` and the art."""
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    here = Path(__file__).resolve().parent
    candidates.append(here.parent / "resources")  # source checkout / editable install
    candidates.append(Path(sys.prefix) / "share" / "giantapp" / "resources")  # an installed wheel
    for candidate in candidates:
        if (candidate / "README.md").is_file() or (candidate / "giants").is_dir():
            return candidate
    raise DataError("giantapp's resources folder was not found; looked in: " + ", ".join(map(str, candidates)))


def resource_path(*parts: str) -> Path:
    return resources_root().joinpath(*parts)


def load_json(*parts: str) -> Any:
    """Load a shipped JSON file; DataError says which file and what is wrong."""
    path = resource_path(*parts)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise DataError(f"missing data file {path}") from None
    except json.JSONDecodeError as exc:
        raise DataError(f"{path} is not valid JSON (line {exc.lineno}: {exc.msg})") from None
