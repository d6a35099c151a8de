"""Giants actions and positions in words, for the game log and the status bar.

Strings go through ``tr("Giants", "literal", ...)`` so the translation tools find them. ``{seat}`` is
``state.seat_label(seat)``: the player's name when the app set ``seat_names``, else "Seat N".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from giantapp.engine import CHANCE, Action
from giantapp.engine.i18n import tr

from .actions import (
    Bid, ChooseFirst, Done, Look, Mark, Move, NoMark, Pass, Place, Power, Recall, Roll, Stop, Take, TakeTablet,
)
from .island import hex_label

if TYPE_CHECKING:  # pragma: no cover
    from .state import GiantsState


def _figure(name: str) -> str:
    return {"worker": tr("Giants", "a worker"), "sorcerer": tr("Giants", "the sorcerer"),
            "chief": tr("Giants", "the chief")}.get(name, name)


def _power(power: str, ahu: str | None) -> str:
    if power == "village":
        return tr("Giants", "takes a worker from the village")
    if power == "hut":
        return tr("Giants", "takes a tribe marker at the sorcerers' hut")
    if power == "forest":
        return tr("Giants", "cuts the forest for logs")
    if power == "reserve":
        return tr("Giants", "reserves ahu {ahu}", ahu=ahu)
    return tr("Giants", "takes a hat at the hat quarry")


def _dice_words(state: "GiantsState", faces: tuple[tuple[str, int], ...]) -> str:
    """The roll by die colour ("white 2, 0; brown 1"): players see coloured dice, not the record's letters."""
    colours = {"white": tr("Giants", "white"), "brown": tr("Giants", "brown")}
    groups: dict[str, list[str]] = {}
    for letter, face in faces:
        die = state.edition.dice.get(letter)
        name = colours.get(die.name, die.name) if die is not None else letter
        groups.setdefault(name, []).append(str(face))
    parts = [tr("Giants", "{colour} {faces}", colour=name, faces=tr("Giants", ", ").join(values))
             for name, values in groups.items()]
    return tr("Giants", "The dice show {faces}", faces=tr("Giants", "; ").join(parts))


def _bid_words(player: str, bid: Bid) -> str:
    """A revealed bid in words: its markers and its sculptors, as people say it (a part that is zero is
    said as "no markers" / "no sculptors", never "0 markers")."""
    if not bid.markers and not bid.strength_figures:
        return tr("Giants", "{seat} bid nothing", seat=player)
    figures = []
    if bid.workers == 1:
        figures.append(tr("Giants", "1 worker"))
    elif bid.workers:
        figures.append(tr("Giants", "{n} workers", n=bid.workers))
    if bid.sorcerer:
        figures.append(tr("Giants", "the sorcerer"))
    if bid.chief:
        figures.append(tr("Giants", "the chief"))
    if not bid.markers:
        return tr("Giants", "{seat} bid no markers, only {sculptors}", seat=player, sculptors=tr("Giants", ", ").join(figures))
    if not figures:
        if bid.markers == 1:
            return tr("Giants", "{seat} bid 1 marker and no sculptors", seat=player)
        return tr("Giants", "{seat} bid {markers} markers and no sculptors", seat=player, markers=bid.markers)
    sculptors = tr("Giants", ", ").join(figures)
    if bid.markers == 1:
        return tr("Giants", "{seat} bid 1 marker with {sculptors}", seat=player, sculptors=sculptors)
    return tr("Giants", "{seat} bid {markers} markers with {sculptors}", seat=player, markers=bid.markers,
              sculptors=sculptors)


def describe_action(state: "GiantsState", seat: int, action: Action) -> str:
    """One English (or translated) sentence, said before the action is applied."""
    n = state.seat_label(seat) if seat != CHANCE else ""
    if seat == CHANCE:
        if isinstance(action, ChooseFirst):
            return tr("Giants", "{seat} gets the first-player pawn", seat=state.seat_label(action.seat))
        if isinstance(action, Roll):
            return _dice_words(state, action.faces)
    if isinstance(action, Bid):
        # Said only once every bid is in (the session logs "has made a secret choice" until the reveal).
        return _bid_words(n, action)
    if isinstance(action, Take):
        return tr("Giants", "{seat} takes {moai} (size {size})", seat=n, moai=action.moai,
                  size=state.kinds.get(action.moai, "?"))
    if isinstance(action, Stop):
        return tr("Giants", "{seat} stops choosing moai", seat=n)
    if isinstance(action, Place):
        if action.logs:
            return tr("Giants", "{seat} places {figure} with {logs} log(s) on {hex}", seat=n,
                      figure=_figure(action.figure), logs=action.logs, hex=hex_label(action.hex))
        return tr("Giants", "{seat} places {figure} on {hex}", seat=n, figure=_figure(action.figure),
                  hex=hex_label(action.hex))
    if isinstance(action, Power):
        if action.figure == "chief":
            return tr("Giants", "{seat}'s chief goes to {hex}, discards tablets and {what}", seat=n,
                      hex=hex_label(action.hex), what=_power(action.power, action.ahu))
        return tr("Giants", "{seat}'s sorcerer goes to {hex} and {what}", seat=n,
                  hex=hex_label(action.hex), what=_power(action.power, action.ahu))
    if isinstance(action, TakeTablet):
        return tr("Giants", "{seat} spends a tribe marker and takes a tablet", seat=n)
    if isinstance(action, Pass):
        return tr("Giants", "{seat} passes", seat=n)
    if isinstance(action, Move):
        if action.goal == "erect":
            return tr("Giants", "{seat} moves {obj} to {hex} and erects it on ahu {ahu}", seat=n,
                      obj=action.obj, hex=hex_label(action.dest), ahu=action.ahu)
        if action.goal == "hat":
            return tr("Giants", "{seat} moves {obj} to {hex} and puts it on the moai of ahu {ahu}", seat=n,
                      obj=action.obj, hex=hex_label(action.dest), ahu=action.ahu)
        return tr("Giants", "{seat} moves {obj} to {hex}", seat=n, obj=action.obj, hex=hex_label(action.dest))
    if isinstance(action, Mark):
        return tr("Giants", "{seat} marks {obj}", seat=n, obj=action.obj)
    if isinstance(action, NoMark):
        return tr("Giants", "{seat} leaves {obj} unmarked", seat=n, obj=action.obj)
    if isinstance(action, Look):
        return tr("Giants", "{seat} looks under the base of ahu {ahu}", seat=n, ahu=action.ahu)
    if isinstance(action, Recall):
        return tr("Giants", "{seat} takes back the marker from {obj}", seat=n, obj=action.obj)
    if isinstance(action, Done):
        return tr("Giants", "{seat} leaves the other markers in place", seat=n)
    return str(action)


def status_text(state: "GiantsState") -> str:
    """The round, the phase and who acts."""
    if state.phase == "over":
        winners = tr("Giants", ", ").join(state.seat_label(s) for s in state.winners())
        return tr("Giants", "Game over after round {round}; winner(s): {seats}", round=state.round, seats=winners)
    acting = state.to_act()
    if acting == (CHANCE,):
        who = tr("Giants", "chance")
    else:
        who = tr("Giants", ", ").join(state.seat_label(s) for s in acting)
    return tr("Giants", "Round {round}, {phase}: waiting for {who}", round=state.round, phase=state.phase_name(), who=who)


def score_lines(state: "GiantsState", seat: int) -> list[str]:
    """What ``seat``'s score is made of now, line by line, for a running breakdown on the table.

    Everything comes from the rules: the categories from ``state.score_breakdown()`` (on an observation
    a face-down base's moai count for nobody, as the rules say), the erected moai from the ahu. Only
    public facts are used, so it may be shown to every seat."""
    entry = state.score_breakdown()[seat]
    total = sum(entry.values())
    erected = sorted((a for a, m in state.ahu_moai.items() if state.ahu_owner.get(a, -1) == seat),
                     key=lambda a: int(a[1:]) if a[1:].isdigit() else 0)
    hats = sum(1 for a in erected if a in state.ahu_hat)
    lines = [tr("Giants", "{seat}: score {score}", seat=state.seat_label(seat), score=total),
             tr("Giants", "Prestige: {n}", n=entry["prestige"])]
    if erected:
        lines.append(tr("Giants", "Erected moai: {n} ({ahus}), with a hat: {hats}", n=len(erected),
                        ahus=tr("Giants", ", ").join(erected), hats=hats))
    else:
        lines.append(tr("Giants", "Erected moai: none"))
    if state.phase == "over" or state.options.get("live_scoring"):
        lines.append(tr("Giants", "Moai: {moai} points, hats: {hats} points", moai=entry["moai"], hats=entry["hats"]))
    elif erected:
        lines.append(tr("Giants", "Moai and hats score at the end of the game"))
    if state.phase == "over":
        lines.append(tr("Giants", "Tablets: {points} points", points=entry["tablets"]))
    hidden = sum(1 for a in state.ahu_moai if state.ahu_owner.get(a) is not None and state.ahu_owner[a] < 0)
    if hidden:
        lines.append(tr("Giants", "Moai on face-down bases (owner hidden): {n}", n=hidden))
    return lines


def revealed_bid_words(state: "GiantsState", seat: int, player: str | None = None) -> str:
    """A revealed bid in words ("Ana bid 2 markers with 1 worker"), from ``state.revealed_bids``: only
    once the rules have revealed the bids (before that it says nothing about them)."""
    bids = getattr(state, "revealed_bids", None)
    if bids is None:
        return ""
    return _bid_words(player if player is not None else state.seat_label(seat), bids[seat])
