"""Hawaii in words: log sentences for actions and the status line (translatable through ``tr``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from giantapp.engine import Action
from giantapp.engine.i18n import tr

from .actions import (Buy, DrawToken, EndRound, Fish, Irrigate, Kane, Pay, PlaceReward, RevealIsland, SetLayout,
                      SetOrder, Visit)
from .data import KAHUNA, TIKI
from .names import island_name, tile_name
from .phases import CHANCE_PHASES, PendingKind, Phase
from .round_summary import summary_of

if TYPE_CHECKING:
    from .state import HawaiiState


def _amount(shells: int, feet: int, fruit: int) -> str:
    """A payment in words, leaving out what is not paid ("2 shells, 1 foot")."""
    parts = []
    if shells:
        parts.append(tr("Hawaii", "1 shell") if shells == 1 else tr("Hawaii", "{n} shells", n=shells))
    if feet:
        parts.append(tr("Hawaii", "1 foot") if feet == 1 else tr("Hawaii", "{n} feet", n=feet))
    if fruit:
        parts.append(tr("Hawaii", "1 fruit") if fruit == 1 else tr("Hawaii", "{n} fruit", n=fruit))
    return tr("Hawaii", ", ").join(parts) if parts else tr("Hawaii", "nothing")


def describe_action(state: "HawaiiState", seat: int, action: Action) -> str:
    """One English (or translated) sentence for the log, said before the action is applied."""
    e = state.edition
    tokens = e.token_by_id  # type: ignore[attr-defined]
    if isinstance(action, SetLayout):
        return tr("Hawaii", "The places are laid out")
    if isinstance(action, SetOrder):
        return tr("Hawaii", "Player order: {order}", order=tr("Hawaii", ", ").join(state.seat_label(s) for s in action.seats))
    if isinstance(action, DrawToken):
        t = tokens.get(action.token)
        if t is None:
            return str(action)
        return tr("Hawaii", "Token {token} (value {value}, {fish} fish) is drawn", token=action.token, value=t.value, fish=t.fish)
    if isinstance(action, RevealIsland):
        return tr("Hawaii", "The {island} is turned up", island=island_name(action.island))
    if isinstance(action, Buy):
        t = tokens.get(action.token)
        price = (t.value * (2 if action.double else 1)) if t else "?"
        tile = tile_name(action.tile)  # each tile type is sold at one place: the place goes without saying
        if action.tile in (KAHUNA, TIKI):
            return tr("Hawaii", "{seat} buys {count} × {tile} for {price} shells", seat=state.seat_label(seat),
                      count=2 if action.double else 1, tile=tile, price=price)
        side = "II" if action.double else "I"
        if action.row is None:
            return tr("Hawaii", "{seat} buys {tile} ({side}) for {price} shells", seat=state.seat_label(seat),
                      tile=tile, side=side, price=price)
        return tr("Hawaii", "{seat} buys {tile} ({side}) for {price} shells, into village {row}",
                  seat=state.seat_label(seat), tile=tile, side=side, price=price, row=action.row + 1)
    if isinstance(action, Fish):
        fish = sum(tokens[t].fish for t in action.tokens if t in tokens)
        return tr("Hawaii", "{seat} fishes {count} token(s) with {fish} fish", seat=state.seat_label(seat),
                  count=len(action.tokens), fish=fish)
    if isinstance(action, Visit):
        island = state.docks[action.dock - 1] if 1 <= action.dock <= len(state.docks) else None
        return tr("Hawaii", "{seat} sails to dock {dock}: {island}", seat=state.seat_label(seat), dock=action.dock,
                  island=island_name(island) if island else "?")
    if isinstance(action, EndRound):
        said = tr("Hawaii", "{seat} ends the round on order position {position}", seat=state.seat_label(seat),
                  position=action.position)
        summary = summary_of(state, seat, action)
        return said if summary is None else said + tr("Hawaii", ". ") + summary_words(state, summary)
    if isinstance(action, Pay):
        return tr("Hawaii", "{seat} pays {amount}", seat=state.seat_label(seat),
                  amount=_amount(action.shells, action.feet, action.fruit))
    if isinstance(action, PlaceReward):
        return tr("Hawaii", "{seat} places {tile} in village {row}", seat=state.seat_label(seat), tile=tile_name(action.tile), row=action.row + 1)
    if isinstance(action, Kane):
        if action.payment is None:
            return tr("Hawaii", "{seat} takes no tiki with KANE", seat=state.seat_label(seat))
        return tr("Hawaii", "{seat} pays {amount} for a tiki with KANE", seat=state.seat_label(seat),
                  amount=_amount(*action.payment))
    if isinstance(action, Irrigate):
        if action.resource == "shells":
            return tr("Hawaii", "{seat} takes 1 shell from irrigation", seat=state.seat_label(seat))
        if action.resource == "feet":
            return tr("Hawaii", "{seat} takes 1 foot from irrigation", seat=state.seat_label(seat))
        return tr("Hawaii", "{seat} takes 1 fruit from irrigation", seat=state.seat_label(seat))
    return str(action)


def rank_word(rank: str | None) -> str:
    """A round rank in words (``round_summary.RANKS``; None: missed the target)."""
    return {"first": tr("Hawaii", "1st"), "second": tr("Hawaii", "2nd"),
            "qualified": tr("Hawaii", "reached")}.get(rank or "", tr("Hawaii", "missed"))


def income_words(row) -> str:
    """A seat's round income in words ("3 shells, 2 feet + 1 of choice"); "none" after the last round."""
    if row.income is None:
        return tr("Hawaii", "no income after the last round")
    said = _amount(*row.income)
    if row.income_of_choice:
        said += tr("Hawaii", " + {n} of choice", n=row.income_of_choice)
    return said


def summary_words(state: "HawaiiState", summary) -> str:
    """A round summary (``round_summary.RoundSummary``) as one log sentence, every player in seat order."""
    parts = []
    for row in summary.seats:
        if row.income is None:
            parts.append(tr("Hawaii", "{seat} {sum}/{target} {rank} +{points}", seat=state.seat_label(row.seat),
                            sum=row.sum, target=row.target, rank=rank_word(row.rank), points=row.points))
            continue
        parts.append(tr("Hawaii", "{seat} {sum}/{target} {rank} +{points} (income {income})",
                        seat=state.seat_label(row.seat), sum=row.sum, target=row.target, rank=rank_word(row.rank),
                        points=row.points, income=income_words(row)))
    return tr("Hawaii", "Round {round} scored: {rows}", round=summary.round, rows=tr("Hawaii", "; ").join(parts))


def choice_words(state: "HawaiiState", seat: int, action: Action) -> str:
    """An action of the acting seat as a choice in a list, without the subject ("Banana (I) for 3 shells,
    into village 2"); the log's sentence (``describe_action``) where there is no shorter form."""
    e = state.edition
    tokens = e.token_by_id  # type: ignore[attr-defined]
    if isinstance(action, Buy):
        t = tokens.get(action.token)
        price = (t.value * (2 if action.double else 1)) if t else "?"
        tile = tile_name(action.tile)
        if action.tile in (KAHUNA, TIKI):
            return tr("Hawaii", "{count} × {tile} for {price} shells", count=2 if action.double else 1, tile=tile,
                      price=price)
        side = "II" if action.double else "I"
        if action.row is None:
            return tr("Hawaii", "{tile} ({side}) for {price} shells", tile=tile, side=side, price=price)
        return tr("Hawaii", "{tile} ({side}) for {price} shells, into village {row}", tile=tile, side=side, price=price,
                  row=action.row + 1)
    if isinstance(action, Fish):
        fish = sum(tokens[t].fish for t in action.tokens if t in tokens)
        return tr("Hawaii", "Fish {count} token(s) with {fish} fish, boat(s) {boats}", count=len(action.tokens),
                  fish=fish, boats=", ".join(str(b + 1) for b in action.boats))
    if isinstance(action, Visit):
        island = state.docks[action.dock - 1] if 1 <= action.dock <= len(state.docks) else None
        return tr("Hawaii", "Sail to dock {dock} ({island}), boat(s) {boats}", dock=action.dock,
                  island=island_name(island) if island else "?", boats=", ".join(str(b + 1) for b in action.boats))
    if isinstance(action, EndRound):
        return tr("Hawaii", "End the round on order position {position}", position=action.position)
    if isinstance(action, Pay):
        return tr("Hawaii", "Pay {amount}", amount=_amount(action.shells, action.feet, action.fruit))
    return describe_action(state, seat, action)


def status_text(state: "HawaiiState") -> str:
    """The phase and who acts."""
    if state.phase == Phase.OVER:
        return tr("Hawaii", "Game over: {seats} won", seats=tr("Hawaii", ", ").join(state.seat_label(s) for s in state.winners()))
    if state.phase in CHANCE_PHASES:
        return tr("Hawaii", "Round {round}: setting up", round=state.round)
    seat = state.to_act()[0]
    if state.pending is not None:
        kind = state.pending.kind
        if kind == PendingKind.PAY:
            return tr("Hawaii", "Round {round}: {seat} chooses how to pay", round=state.round, seat=state.seat_label(seat))
        if kind == PendingKind.PLACE:
            return tr("Hawaii", "Round {round}: {seat} places the island's reward", round=state.round, seat=state.seat_label(seat))
        return tr("Hawaii", "Round {round}: {seat} decides on KANE's tiki", round=state.round, seat=state.seat_label(seat))
    if state.phase == Phase.INCOME:
        return tr("Hawaii", "Round {round}: {seat} chooses irrigation income", round=state.round, seat=state.seat_label(seat))
    return tr("Hawaii", "Round {round}: {seat} to act", round=state.round, seat=state.seat_label(seat))
