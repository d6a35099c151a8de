import pytest
from PySide6.QtCore import QSettings


@pytest.fixture
def english(qapp):
    """Every test starts and ends in English, whatever it switched to."""
    from giantapp.app import i18n

    i18n.switch_language(qapp, "en")
    yield qapp
    i18n.switch_language(qapp, "en")


@pytest.fixture
def settings(tmp_path):
    from giantapp.app.settings import Settings

    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
