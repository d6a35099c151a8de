"""Every resources folder ships in a wheel (pyproject data-files), and the loader finds resources."""

import tomllib
from pathlib import Path

from giantapp.resources import resource_path, resources_root

ROOT = Path(__file__).resolve().parent.parent


def test_every_resources_folder_is_in_the_wheel():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    listed = config["tool"]["setuptools"]["data-files"]
    targets = {Path(key).relative_to("share/giantapp") for key in listed}
    folders = {p.parent.relative_to(ROOT) for p in (ROOT / "resources").rglob("*") if p.is_file()}
    missing = sorted(str(f) for f in folders - targets)
    assert not missing, f"add these folders to [tool.setuptools.data-files]: {missing}"


def test_resources_are_found_from_the_source_checkout():
    assert resources_root() == ROOT / "resources"
    assert resource_path("giants", "island.json").is_file()
