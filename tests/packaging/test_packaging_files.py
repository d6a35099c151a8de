"""The desktop file, the icon renders and the spec's resource list, checked without building."""

import configparser
import struct
from pathlib import Path

from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer

from tools import render_icons

ROOT = Path(__file__).resolve().parents[2]


def test_desktop_file_has_the_required_keys_and_translations():
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read(ROOT / "packaging" / "giantapp.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "giantapp"
    assert entry["Icon"] == "giantapp"
    assert "Game" in entry["Categories"].split(";")
    for language in ("zh_TW", "zh_CN"):
        assert entry[f"Name[{language}]"] and entry[f"Comment[{language}]"]


def test_icon_svg_is_valid_and_every_png_render_has_its_size(qapp):
    assert QSvgRenderer(str(render_icons.SVG)).isValid()
    for size in render_icons.SIZES:
        image = QImage(str(render_icons.PNG_DIR / f"giantapp-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        # not blank: the centre (the moai) is opaque and differs from the corner (transparent)
        assert image.pixelColor(size // 2, size // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() < 100  # the rounded corner is transparent


def test_ico_and_icns_hold_png_images_of_the_listed_sizes():
    ico = render_icons.ICO.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, len(render_icons.ICO_SIZES))
    for index, size in enumerate(render_icons.ICO_SIZES):
        width, _h, _c, _r, _p, _b, length, offset = struct.unpack_from("<BBBBHHII", ico, 6 + 16 * index)
        assert width == (0 if size >= 256 else size)
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(ico)
    icns = render_icons.ICNS.read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds = []
    position = 8
    while position < len(icns):
        kinds.append(icns[position:position + 4])
        position += struct.unpack(">I", icns[position + 4:position + 8])[0]
    assert kinds == [kind for kind, _size in render_icons.ICNS_TYPES]


def test_ico_writer_round_trips_sizes():
    fake = {size: b"\x89PNG\r\n\x1a\n" + bytes([size % 256]) * size for size in render_icons.SIZES}
    data = render_icons.ico_bytes(fake)
    first_offset = struct.unpack_from("<BBBBHHII", data, 6)[7]
    assert data[first_offset:first_offset + 16 + 8] == fake[16]
