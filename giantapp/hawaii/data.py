"""Load and validate the Hawaii edition (``resources/hawaii/edition.json``).

Every number of the game (tile counts, places, price tokens, round tiles, player board, docks, islands,
scoring tables) is edition data: it is read here once, checked field by field, and handed to the rules
as an immutable :class:`Edition`. A malformed file fails at load with a :class:`DataError` naming the
field, never later in the middle of a game.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from giantapp.engine.errors import DataError

#: resource names in the order used everywhere (payments are (shells, feet, fruit) triples)
RESOURCES = ("shells", "feet", "fruit")
SHELLS, FEET, FRUIT = 0, 1, 2
#: the printed hut in row 1, column 1 of every player board (a tile of village 1 without effect).
#: **decision**: it is its own type, so village 1 may still take any hut
STARTING_HUT = "starting_hut"
#: an island reward naming any one fruit type
FRUIT_ANY = "fruit_any"
KAHUNA, TIKI, BOAT = "kahuna", "tiki", "boat"


@dataclass(frozen=True)
class TileType:
    name: str
    count: int
    hut: bool
    two_sided: bool
    fruit: bool
    god: bool
    width: int


@dataclass(frozen=True)
class PriceToken:
    id: str  # "T0".."T24" in the edition file's order
    value: int
    spear: bool
    fish: int


@dataclass(frozen=True)
class Place:
    id: str
    tiles: tuple[str, ...]
    circles: int  # the last circle is the numbered one
    limit: int


@dataclass(frozen=True)
class RoundTile:
    round: int
    target: int
    shells: int
    feet: int
    first: int
    second: int
    qualified: int


@dataclass(frozen=True)
class Dock:
    dock: int
    feet: int
    points: int


@dataclass(frozen=True)
class Island:
    id: str
    tile: str | None  # a tile type, FRUIT_ANY, or None for a resource reward
    side: int  # 2 for two-sided tiles; 1 for kahuna/tiki
    count: int  # tiles given
    shells: int
    feet: int


@dataclass(frozen=True, eq=False)
class Edition:
    rounds: int
    min_players: int
    max_players: int
    start_shells: int
    start_feet: int
    fruit_by_position: tuple[int, ...]
    tokens: tuple[PriceToken, ...]
    tiles: dict[str, TileType]
    places: tuple[Place, ...]
    layout_rows: tuple[int, ...]  # bottom to top
    round_tiles: tuple[RoundTile, ...]
    board_rows: int
    board_columns: int
    starting_hut: tuple[int, int]  # (row, column), 1-based
    kahuna_points: tuple[int, ...]  # by row
    kahuna_bonus: tuple[tuple[int, int, int], ...]  # (shells, feet, fruit) by row
    tiki_columns: tuple[int, ...]  # in fill order
    tiki_bonus: tuple[tuple[int, int, int], ...]
    fishing_boat_spaces: int
    boat_spaces: tuple[int, int]  # side I, side II (side II's spaces include its printed feet)
    boat2_printed_feet: int  # spaces of a boat II that are already paid (one foot each)
    docks: tuple[Dock, ...]
    islands: tuple[Island, ...]
    irrigation: tuple[int, ...]  # by fruit tiles in the village
    order1_bonus: int
    surfer_reduction: tuple[int, int]
    spear_points: tuple[int, int]
    lono_points: tuple[int, int]
    laka_points: tuple[int, int]
    kanaloa_points: tuple[int, int]
    hula_points: tuple[int, int]
    long_house_2_points: int
    kanaloa_counts_fishing_boat: bool
    # effects: tile type -> per side (index 0 = side I) the (shells, feet, fruit) income
    income: dict[str, tuple[tuple[int, int, int], tuple[int, int, int]]]
    income_of_choice: dict[str, tuple[int, int]]
    spear_tiles: frozenset[str]
    exchange_units: dict[str, tuple[int, int]]
    move_cap: dict[str, tuple[int, int]]
    fruit_symbols: tuple[int, int]
    kane_tiki_resources: int

    def __post_init__(self) -> None:
        # lookup tables, built once (the edition is immutable)
        object.__setattr__(self, "token_by_id", {t.id: t for t in self.tokens})
        object.__setattr__(self, "place_by_id", {p.id: p for p in self.places})
        object.__setattr__(self, "tile_place", {tile: p.id for p in self.places for tile in p.tiles})
        object.__setattr__(self, "fruit_types", tuple(n for n, t in self.tiles.items() if t.fruit))
        object.__setattr__(self, "god_types", frozenset(n for n, t in self.tiles.items() if t.god))
        object.__setattr__(self, "hut_types", frozenset(n for n, t in self.tiles.items() if t.hut))
        object.__setattr__(self, "island_by_id", {i.id: i for i in self.islands})

    @cached_property
    def boat_space_by_kind(self) -> tuple[int, int, int]:
        """Boat spaces by kind: the printed fishing boat (0), a boat on side I (1), on side II (2)."""
        return (self.fishing_boat_spaces, self.boat_spaces[0], self.boat_spaces[1])

    def token(self, token_id: str) -> PriceToken:
        return self.token_by_id[token_id]  # type: ignore[attr-defined]

    def place(self, place_id: str) -> Place:
        return self.place_by_id[place_id]  # type: ignore[attr-defined]

    def place_of_tile(self, tile: str) -> str:
        """The place whose supply holds ``tile`` (each type lives on exactly one place)."""
        return self.tile_place[tile]  # type: ignore[attr-defined]


# --- validation helpers ---------------------------------------------------------------------


def _get(obj: Any, key: str, where: str) -> Any:
    if not isinstance(obj, dict):
        raise DataError(f"{where} must be an object")
    if key not in obj:
        raise DataError(f"{where}.{key} is missing")
    return obj[key]


def _int(value: Any, where: str, minimum: int | None = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise DataError(f"{where} must be a whole number, not {value!r}")
    if minimum is not None and value < minimum:
        raise DataError(f"{where} must be at least {minimum}, not {value}")
    return value


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise DataError(f"{where} must be true or false, not {value!r}")
    return value


def _list(value: Any, where: str, length: int | None = None) -> list:
    if not isinstance(value, list):
        raise DataError(f"{where} must be a list")
    if length is not None and len(value) != length:
        raise DataError(f"{where} must have {length} entries, not {len(value)}")
    return value


def _pair(value: Any, where: str) -> tuple[int, int]:
    items = _list(value, where, 2)
    return (_int(items[0], f"{where}[0]"), _int(items[1], f"{where}[1]"))


def _bonus(value: Any, where: str) -> tuple[int, int, int]:
    if value is None:
        return (0, 0, 0)
    if not isinstance(value, dict):
        raise DataError(f"{where} must be an object or null")
    unknown = set(value) - set(RESOURCES)
    if unknown:
        raise DataError(f"{where} names unknown resource(s) {', '.join(sorted(unknown))}")
    return tuple(_int(value.get(r, 0), f"{where}.{r}") for r in RESOURCES)  # type: ignore[return-value]


def parse_edition(raw: Any) -> Edition:
    """Check ``raw`` (the parsed JSON) and build an Edition; DataError names the first bad field."""
    players = _list(_get(raw, "players", "edition"), "players", 2)
    min_players, max_players = _int(players[0], "players[0]", 1), _int(players[1], "players[1]", 1)
    if min_players > max_players:
        raise DataError("players: the minimum is above the maximum")
    rounds = _int(_get(raw, "rounds", "edition"), "rounds", 1)
    start = _get(raw, "start", "edition")
    fruit_by = tuple(_int(v, f"start.fruit_by_seat[{i}]") for i, v in enumerate(_list(_get(start, "fruit_by_seat", "start"), "start.fruit_by_seat", max_players)))

    raw_tokens = _list(_get(_get(raw, "price_tokens", "edition"), "tokens", "price_tokens"), "price_tokens.tokens")
    tokens = []
    for i, tok in enumerate(raw_tokens):
        where = f"price_tokens.tokens[{i}]"
        tokens.append(PriceToken(f"T{i}", _int(_get(tok, "value", where), f"{where}.value", 1),
                                 _bool(_get(tok, "spear", where), f"{where}.spear"),
                                 _int(_get(tok, "fish", where), f"{where}.fish", 1)))

    raw_tiles = _get(raw, "tiles", "edition")
    if not isinstance(raw_tiles, dict) or not raw_tiles:
        raise DataError("tiles must be a non-empty object")
    tiles: dict[str, TileType] = {}
    for name, spec in raw_tiles.items():
        where = f"tiles.{name}"
        if name in (STARTING_HUT, FRUIT_ANY):
            raise DataError(f"{where}: the name {name!r} is reserved")
        allowed = {"count", "hut", "two_sided", "fruit", "god", "width"}
        unknown = set(spec) - allowed if isinstance(spec, dict) else set()
        if unknown:
            raise DataError(f"{where} has unknown field(s) {', '.join(sorted(unknown))}")
        tiles[name] = TileType(
            name, _int(_get(spec, "count", where), f"{where}.count", 1), _bool(spec.get("hut", False), f"{where}.hut"),
            _bool(_get(spec, "two_sided", where), f"{where}.two_sided"), _bool(spec.get("fruit", False), f"{where}.fruit"),
            _bool(spec.get("god", False), f"{where}.god"), _int(spec.get("width", 1), f"{where}.width", 1),
        )
    required = {"shell_hut", "foot_hut", "spear_hut", "exchange_hut", "long_house", "irrigation", "hula_dancer",
                "boat", "surfer", KAHUNA, TIKI, "god_ku", "god_kane", "god_pele", "god_lono", "god_laka", "god_kanaloa"}
    missing = required - set(tiles)
    if missing:
        raise DataError(f"tiles lacks the type(s) the rules need: {', '.join(sorted(missing))}")
    if not any(t.fruit for t in tiles.values()):
        raise DataError("tiles has no fruit type")
    for name in (KAHUNA, TIKI):
        if tiles[name].two_sided:
            raise DataError(f"tiles.{name} must be one-sided (double price buys two)")

    raw_places = _get(raw, "places", "edition")
    layout = tuple(_int(v, "places.layout_rows_bottom_to_top[]", 1) for v in _list(_get(raw_places, "layout_rows_bottom_to_top", "places"), "places.layout_rows_bottom_to_top"))
    places = []
    seen_tiles: dict[str, str] = {}
    for i, spec in enumerate(_list(_get(raw_places, "list", "places"), "places.list")):
        where = f"places.list[{i}]"
        pid = _get(spec, "id", where)
        if not isinstance(pid, str) or not pid or any(c in pid for c in " ,/"):
            raise DataError(f"{where}.id must be a word without spaces, commas or slashes")
        ptiles = tuple(_list(_get(spec, "tiles", where), f"{where}.tiles"))
        if not ptiles:
            raise DataError(f"{where}.tiles is empty")
        for t in ptiles:
            if t not in tiles:
                raise DataError(f"{where}.tiles names unknown tile type {t!r}")
            if t in seen_tiles:
                raise DataError(f"tile type {t!r} lies on two places ({seen_tiles[t]} and {pid})")
            seen_tiles[t] = pid
        places.append(Place(pid, ptiles, _int(_get(spec, "circles", where), f"{where}.circles", 1), _int(_get(spec, "limit", where), f"{where}.limit", 1)))
    if len({p.id for p in places}) != len(places):
        raise DataError("places.list has duplicate ids")
    if sum(layout) != len(places):
        raise DataError(f"places.layout_rows_bottom_to_top holds {sum(layout)} places but places.list has {len(places)}")
    lost = set(tiles) - set(seen_tiles)
    if lost:
        raise DataError(f"tile type(s) on no place: {', '.join(sorted(lost))}")
    needed = sum(p.circles for p in places) + max_players - 1
    if needed > len(tokens):
        raise DataError(f"price_tokens: {len(tokens)} tokens cannot fill {needed} circles and order positions")

    round_tiles = []
    raw_rounds = _list(_get(_get(raw, "round_tiles", "edition"), "list", "round_tiles"), "round_tiles.list", rounds)
    for i, spec in enumerate(raw_rounds):
        where = f"round_tiles.list[{i}]"
        if _int(_get(spec, "round", where), f"{where}.round", 1) != i + 1:
            raise DataError(f"{where}.round must be {i + 1}")
        income, points = _get(spec, "income", where), _get(spec, "points", where)
        round_tiles.append(RoundTile(
            i + 1, _int(_get(spec, "target", where), f"{where}.target"),
            _int(_get(income, "shells", f"{where}.income"), f"{where}.income.shells"),
            _int(_get(income, "feet", f"{where}.income"), f"{where}.income.feet"),
            _int(_get(points, "first", f"{where}.points"), f"{where}.points.first"),
            _int(_get(points, "second", f"{where}.points"), f"{where}.points.second"),
            _int(_get(points, "qualified", f"{where}.points"), f"{where}.points.qualified"),
        ))

    board = _get(raw, "player_board", "edition")
    rows, cols = _int(_get(board, "rows", "player_board"), "player_board.rows", 1), _int(_get(board, "columns", "player_board"), "player_board.columns", 2)
    hut = _get(board, "starting_hut", "player_board")
    starting = (_int(_get(hut, "row", "player_board.starting_hut"), "player_board.starting_hut.row", 1),
                _int(_get(hut, "column", "player_board.starting_hut"), "player_board.starting_hut.column", 1))
    if starting != (1, 1):
        raise DataError("player_board.starting_hut must be row 1, column 1 (villages grow from column 1)")
    kahunas = _list(_get(board, "kahuna_spaces", "player_board"), "player_board.kahuna_spaces", rows)
    for i, k in enumerate(kahunas):
        if _int(_get(k, "row", f"player_board.kahuna_spaces[{i}]"), f"player_board.kahuna_spaces[{i}].row", 1) != i + 1:
            raise DataError(f"player_board.kahuna_spaces[{i}].row must be {i + 1} (kahunas go top to bottom)")
    kahuna_points = tuple(_int(_get(k, "points", "kahuna"), f"player_board.kahuna_spaces[{i}].points") for i, k in enumerate(kahunas))
    kahuna_bonus = tuple(_bonus(k.get("bonus"), f"player_board.kahuna_spaces[{i}].bonus") for i, k in enumerate(kahunas))
    tikis = _list(_get(board, "tiki_spaces_in_fill_order", "player_board"), "player_board.tiki_spaces_in_fill_order")
    tiki_columns = tuple(_int(_get(t, "column", "tiki"), f"player_board.tiki_spaces_in_fill_order[{i}].column", 1) for i, t in enumerate(tikis))
    if len(set(tiki_columns)) != len(tiki_columns) or any(c > cols for c in tiki_columns):
        raise DataError("player_board.tiki_spaces_in_fill_order must name distinct columns on the board")
    if list(tiki_columns) != sorted(tiki_columns, reverse=True):
        raise DataError("player_board.tiki_spaces_in_fill_order must run right to left")
    tiki_bonus = tuple(_bonus(t.get("bonus"), f"player_board.tiki_spaces_in_fill_order[{i}].bonus") for i, t in enumerate(tikis))

    boats = _get(raw, "boats", "edition")
    boat_spaces = (_int(_get(boats, "side_1_spaces", "boats"), "boats.side_1_spaces", 1),
                   _int(_get(boats, "side_2_spaces", "boats"), "boats.side_2_spaces", 1))
    printed_feet = _int(_get(boats, "side_2_printed_feet", "boats"), "boats.side_2_printed_feet")
    if printed_feet > boat_spaces[1]:
        raise DataError("boats.side_2_printed_feet: the printed feet lie on the boat's own spaces, so they cannot outnumber them")
    docks = []
    for i, spec in enumerate(_list(_get(raw, "docks", "edition"), "docks")):
        where = f"docks[{i}]"
        if _int(_get(spec, "dock", where), f"{where}.dock", 1) != i + 1:
            raise DataError(f"{where}.dock must be {i + 1}")
        docks.append(Dock(i + 1, _int(_get(spec, "feet", where), f"{where}.feet", 1), _int(_get(spec, "points", where), f"{where}.points")))
    if not docks:
        raise DataError("docks is empty")

    islands = []
    for i, spec in enumerate(_list(_get(_get(raw, "islands", "edition"), "list", "islands"), "islands.list")):
        where = f"islands.list[{i}]"
        iid = _get(spec, "id", where)
        if not isinstance(iid, str) or not iid or any(c in iid for c in " ,/"):
            raise DataError(f"{where}.id must be a word without spaces, commas or slashes")
        reward = _get(spec, "reward", where)
        if not isinstance(reward, dict) or not reward:
            raise DataError(f"{where}.reward must be a non-empty object")
        tile = reward.get("tile")
        if tile is not None:
            if tile != FRUIT_ANY and tile not in tiles:
                raise DataError(f"{where}.reward.tile names unknown tile type {tile!r}")
            two = tile == FRUIT_ANY or tiles[tile].two_sided
            side = _int(reward.get("side", 2 if two else 1), f"{where}.reward.side", 1)
            if side not in (1, 2) or (side == 2 and not two):
                raise DataError(f"{where}.reward.side must be 1 or 2 (2 only for two-sided tiles)")
            count = _int(reward.get("count", 1), f"{where}.reward.count", 1)
            if count > 1 and two:
                raise DataError(f"{where}.reward.count above 1 is only for kahunas and tikis")
            islands.append(Island(iid, tile, side, count, 0, 0))
        else:
            unknown = set(reward) - {"shells", "feet"}
            if unknown:
                raise DataError(f"{where}.reward has unknown field(s) {', '.join(sorted(unknown))}")
            islands.append(Island(iid, None, 1, 0, _int(reward.get("shells", 0), f"{where}.reward.shells"), _int(reward.get("feet", 0), f"{where}.reward.feet")))
    if len({i.id for i in islands}) != len(islands):
        raise DataError("islands.list has duplicate ids")
    if len(islands) < len(docks):
        raise DataError("islands.list has fewer islands than docks")

    scoring = _get(raw, "scoring", "edition")
    irrigation = tuple(_int(v, "scoring.irrigation_by_fruit_tiles[]") for v in _list(_get(scoring, "irrigation_by_fruit_tiles", "scoring"), "scoring.irrigation_by_fruit_tiles"))
    if len(irrigation) < len([t for t in tiles.values() if t.fruit]) + 1:
        raise DataError("scoring.irrigation_by_fruit_tiles needs an entry for 0 up to every fruit type")
    effects = _get(raw, "effects", "edition")

    def per_tile(key: str) -> dict:
        table = _get(effects, key, "effects")
        if not isinstance(table, dict):
            raise DataError(f"effects.{key} must be an object")
        for name in table:
            if name not in tiles:
                raise DataError(f"effects.{key} names unknown tile type {name!r}")
        return table

    income = {}
    for name, spec in per_tile("income").items():
        if not isinstance(spec, dict) or set(spec) - set(RESOURCES):
            raise DataError(f"effects.income.{name} must map shells/feet/fruit to [side I, side II]")
        sides = {r: _pair(spec.get(r, [0, 0]), f"effects.income.{name}.{r}") for r in RESOURCES}
        income[name] = tuple(tuple(sides[r][k] for r in RESOURCES) for k in range(2))
    spear_tiles = _list(_get(effects, "spear_bonus_tiles", "effects"), "effects.spear_bonus_tiles")
    for name in spear_tiles:
        if name not in tiles:
            raise DataError(f"effects.spear_bonus_tiles names unknown tile type {name!r}")
    return Edition(
        income=income,
        income_of_choice={n: _pair(v, f"effects.income_of_choice.{n}") for n, v in per_tile("income_of_choice").items()},
        spear_tiles=frozenset(spear_tiles),
        exchange_units={n: _pair(v, f"effects.exchange_units.{n}") for n, v in per_tile("exchange_units").items()},
        move_cap={n: _pair(v, f"effects.move_cap.{n}") for n, v in per_tile("move_cap").items()},
        fruit_symbols=_pair(_get(effects, "fruit_symbols", "effects"), "effects.fruit_symbols"),
        kane_tiki_resources=_int(_get(effects, "kane_tiki_resources", "effects"), "effects.kane_tiki_resources", 1),
        rounds=rounds, min_players=min_players, max_players=max_players,
        start_shells=_int(_get(start, "shells", "start"), "start.shells"), start_feet=_int(_get(start, "feet", "start"), "start.feet"),
        fruit_by_position=fruit_by, tokens=tuple(tokens), tiles=tiles, places=tuple(places), layout_rows=layout,
        round_tiles=tuple(round_tiles), board_rows=rows, board_columns=cols, starting_hut=starting,
        kahuna_points=kahuna_points, kahuna_bonus=kahuna_bonus, tiki_columns=tiki_columns, tiki_bonus=tiki_bonus,
        fishing_boat_spaces=_int(_get(board, "fishing_boat_spaces", "player_board"), "player_board.fishing_boat_spaces", 1),
        boat_spaces=boat_spaces, boat2_printed_feet=printed_feet,
        docks=tuple(docks), islands=tuple(islands), irrigation=irrigation,
        order1_bonus=_int(_get(scoring, "order_position_1_bonus", "scoring"), "scoring.order_position_1_bonus"),
        surfer_reduction=_pair(_get(scoring, "surfer_target_reduction", "scoring"), "scoring.surfer_target_reduction"),
        spear_points=_pair(_get(scoring, "spear_points", "scoring"), "scoring.spear_points"),
        lono_points=_pair(_get(scoring, "lono_points", "scoring"), "scoring.lono_points"),
        laka_points=_pair(_get(scoring, "laka_points_per_fruit_symbol", "scoring"), "scoring.laka_points_per_fruit_symbol"),
        kanaloa_points=_pair(_get(scoring, "kanaloa_points_each", "scoring"), "scoring.kanaloa_points_each"),
        hula_points=_pair(_get(scoring, "hula_points_per_tile", "scoring"), "scoring.hula_points_per_tile"),
        long_house_2_points=_int(_get(scoring, "long_house_2_points", "scoring"), "scoring.long_house_2_points"),
        kanaloa_counts_fishing_boat=_bool(_get(scoring, "kanaloa_counts_fishing_boat", "scoring"), "scoring.kanaloa_counts_fishing_boat"),
    )


@lru_cache(maxsize=1)
def load_edition() -> Edition:
    """The shipped edition, loaded and validated once per process."""
    from giantapp.resources import load_json

    return parse_edition(load_json("hawaii", "edition.json"))
