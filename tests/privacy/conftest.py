"""Settings in a temporary INI file and no animations, for the window the privacy tests read."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from giantapp.app.settings import Settings


@pytest.fixture
def settings(tmp_path, qapp):
    s = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    s.animation_speed = 0
    return s
