"""Transport: capacity table, logs, paths, prestige for borrowed figures, the cheapest relay."""

import pytest

from giantapp.engine import IllegalAction
from giantapp.giants.actions import Move, parse_action
from giantapp.giants import transport
from giantapp.giants.transport import transport_options, validate_path

from .helpers import at_transport, put_figure, put_logs, put_object, put_workers

START, A, B = (3, 7), (4, 7), (5, 7)
MOAI = {1: "M1", 2: "M18", 3: "M30"}


def carry_state(size_or_hat, crew):
    """Seat 0 owns (marks) an object at START; hex A holds ``crew`` of seat 0."""
    state = at_transport()
    obj = "H1" if size_or_hat == "hat" else MOAI[size_or_hat]
    put_object(state, obj, START, mark=0)
    workers = crew.count("w")
    if workers:
        put_workers(state, 0, A, workers)
    if "s" in crew:
        put_figure(state, 0, "sorcerer", A)
    if "c" in crew:
        put_figure(state, 0, "chief", A)
    if crew.count("l"):
        put_logs(state, A, crew.count("l"))
    return state, obj


@pytest.mark.parametrize(
    "size, crew, ok",
    [
        ("hat", "w", True), ("hat", "s", True), ("hat", "c", True), ("hat", "l", False),
        (1, "w", True), (1, "c", True), (1, "", False), (1, "ll", False),
        (2, "ww", True), (2, "wl", True), (2, "sl", True), (2, "c", True), (2, "w", False), (2, "ll", False),
        (3, "www", True), (3, "wwl", True), (3, "wll", True), (3, "c", True), (3, "ww", False),
        (3, "lll", False), (3, "sll", True), (3, "wl", False),
    ],
)
def test_capacity_table(size, crew, ok):
    state, obj = carry_state(size, crew)
    move = Move(obj, A)
    assert (move in state.legal_actions(0)) is ok
    if ok:
        route = validate_path(state, 0, obj, START, (A,))
        assert route.prestige == (0, 0, 0, 0)
        state.apply(0, move)
        assert state.places[obj] == ("hex", A)
    else:
        with pytest.raises(IllegalAction) as info:
            validate_path(state, 0, obj, START, (A,))
        assert "hex (4,7) has strength" in info.value.reason
        before = state.to_json()
        with pytest.raises(IllegalAction, match=r"cannot reach hex \(4,7\): hex \(4,7\) has strength"):
            state.apply(0, move)
        assert state.to_json() == before


def test_reason_names_hex_strength_and_need():
    state, obj = carry_state(2, "w")
    with pytest.raises(IllegalAction) as info:
        state.apply(0, parse_action("move M18 to 4,7 via 4,7"))
    assert info.value.reason == "hex (4,7) has strength 1; a size-2 moai needs 2"


def test_logs_alone_carry_nothing_even_when_named():
    state, obj = carry_state(3, "wwl")
    with pytest.raises(IllegalAction) as info:
        state.apply(0, parse_action("move M30 to 4,7 via 4,7 carriers L"))
    assert "logs count only with a worker or sorcerer" in info.value.reason
    state.apply(0, parse_action("move M30 to 4,7 via 4,7 carriers W1+W1+L"))
    assert state.places["M30"] == ("hex", A)


def test_explicit_carriers_checked_against_the_hex():
    state, obj = carry_state(2, "wl")
    for text, reason in [
        ("move M18 to 4,7 via 4,7 carriers W1+W1", "holds 1 worker(s) of Seat 1"),
        ("move M18 to 4,7 via 4,7 carriers W1", "give strength 1; a size-2 moai needs 2"),
        ("move M18 to 4,7 via 4,7 carriers W1+L+L", "holds 1 log(s)"),
        ("move M18 to 4,7 via 4,7 carriers C2", "holds 0 chief of Seat 2"),
        ("move M18 to 4,7 via 4,7 carriers W1+L;W1", "the carriers name 2 hexes but the path enters 1"),
    ]:
        with pytest.raises(IllegalAction) as info:
            state.apply(0, parse_action(text))
        assert reason in info.value.reason, (text, info.value.reason)


def test_no_hex_twice_and_adjacency():
    state, obj = carry_state(1, "w")
    put_workers(state, 0, B, 1)
    with pytest.raises(IllegalAction) as info:
        state.apply(0, parse_action("move M1 to 4,7 via 4,7;5,7;4,7"))
    assert "enters hex (4,7) twice" in info.value.reason
    with pytest.raises(IllegalAction) as info:
        state.apply(0, parse_action("move M1 to 3,7 via 4,7;3,7"))
    assert "enters hex (3,7) twice" in info.value.reason
    with pytest.raises(IllegalAction) as info:
        state.apply(0, parse_action("move M1 to 5,7 via 5,7"))
    assert "not next to hex (3,7)" in info.value.reason
    with pytest.raises(IllegalAction) as info:
        state.apply(0, parse_action("move M1 to 5,7 via 4,7"))
    assert "ends on hex (4,7)" in info.value.reason
    state.apply(0, parse_action("move M1 to 5,7 via 4,7;5,7"))
    assert state.places["M1"] == ("hex", B)


@pytest.mark.parametrize("obj, prestige", [("H1", 1), ("M1", 1), ("M18", 2), ("M30", 3)])
def test_borrowed_chief_scores_1_2_3(obj, prestige):
    state = at_transport()
    put_object(state, obj, START, mark=0)
    put_figure(state, 2, "chief", A)
    state.apply(0, Move(obj, A))
    assert state.prestige == [0, 0, prestige, 0]


def test_borrowed_workers_pay_their_owners_and_own_figures_and_logs_pay_nothing():
    state = at_transport()
    put_object(state, "M30", START, mark=0)
    put_workers(state, 1, A)
    put_workers(state, 3, A)
    put_workers(state, 0, A)
    put_logs(state, A, 1)
    route = validate_path(state, 0, "M30", START, (A,))
    # own worker + log are free; one borrowed worker (seat 2 first, clockwise from the mover) is enough
    assert route.prestige == (0, 1, 0, 0)
    state.apply(0, parse_action("move M30 to 4,7 via 4,7 carriers W1+W4+W2"))
    assert state.prestige == [0, 1, 0, 1]


def test_cheapest_relay_avoids_prestige_then_prefers_short_paths():
    state = at_transport()
    put_object(state, "M1", START, mark=0)
    # a short route through seat 1's worker, and a longer free route through own workers
    put_workers(state, 1, A)
    put_workers(state, 1, B)
    detour = [(3, 8), (4, 8), (5, 8)]
    for h in detour:
        put_workers(state, 0, h)
    options = {o.dest: o for o in transport_options(state, 0, "M1")}
    assert options[(5, 8)].route.path == tuple(detour)
    assert options[(5, 8)].route.total == 0
    # (5,7) is cheapest through the free detour then one paid step: 1 prestige, versus 2 straight
    assert options[B].route.total == 1
    assert options[A].route.path == (A,) and options[A].route.prestige == (0, 1, 0, 0)
    state.apply(0, Move("M1", B))
    assert state.prestige == [0, 1, 0, 0]


def test_transport_options_list_goals_and_capture_rules():
    state = at_transport()
    quarry, beside = state.island.moai_quarry, (9, 6)
    state.places["M18"] = ("front", 0)
    put_workers(state, 0, beside, 2)
    options = {o.dest: o for o in transport_options(state, 0, "M18")}
    assert set(options) == {beside}
    assert options[beside].erect == ("A17",) and options[beside].plain
    assert quarry == (9, 7)


def test_validate_path_for_the_ui_finds_the_start_and_explains_refusals():
    state, obj = carry_state(1, "w")
    route = validate_path(state, 0, obj, None, (A,), (("W1",),))
    assert route.start == START and route.dest == A and route.total == 0
    state.current = 1
    with pytest.raises(IllegalAction) as info:
        validate_path(state, 1, obj, None, (A,))
    assert "carries Seat 1's marker" in info.value.reason
    with pytest.raises(IllegalAction) as info:
        validate_path(state, 0, "M77", None, (A,))
    assert "no object M77" in info.value.reason


def test_favoured_carriers_honour_the_chosen_seat_where_it_can_help():
    from giantapp.giants.transport import favoured_carriers

    strength = (1, 1, 3, 1)
    # crew: workers per seat, sorcerers per seat, chiefs per seat, logs
    crew = ((1, 1, 0), (False, False, False), (False, False, True), 1)
    # size-2 moai moved by seat 0, favouring seat 1: seat 1's worker plus the mover's worker
    assert favoured_carriers(crew, 0, 1, 2, strength) == ("W2", "W1")
    # favouring seat 2, who has only a chief here: the chief carries alone
    assert favoured_carriers(crew, 0, 2, 2, strength) == ("C3",)
    # a seat with nothing in the hex cannot be favoured there
    empty = ((1, 0, 0), (False, False, False), (False, False, False), 0)
    assert favoured_carriers(empty, 0, 1, 1, strength) is None
    # logs count beside the favoured worker
    logs = ((0, 1, 0), (False, False, False), (False, False, False), 2)
    assert favoured_carriers(logs, 0, 1, 3, strength) == ("W2", "L", "L")


def _independent_strength(tokens, strength):
    """What named carriers give, computed here independently of the engine (logs need a worker/sorcerer)."""
    w, s, c, l = strength
    people = sum({"W": w, "S": s, "C": c}[t[0]] for t in tokens if t != "L")
    pushers = any(t[0] in "WS" for t in tokens if t != "L")
    return people + (l * tokens.count("L") if pushers else 0)


def _fits_crew(tokens, crew):
    workers, sorcerers, chiefs, logs = crew
    for token in set(tokens):
        n = tokens.count(token)
        if token == "L":
            have = logs
        else:
            seat = int(token[1:]) - 1
            have = {"W": workers[seat], "S": int(sorcerers[seat]), "C": int(chiefs[seat])}[token[0]]
        if n > have:
            return False
    return True


def _small_crews(players=3):
    import itertools

    for workers in itertools.product(range(3), repeat=players):
        for sorcerers in itertools.product((False, True), repeat=players):
            for chiefs in itertools.product((False, True), repeat=players):
                for logs in range(3):
                    yield (workers, sorcerers, chiefs, logs)


def test_proposed_carriers_are_always_minimal_sets():
    """Exhaustively over small crews (3 seats, 0-2 workers each, sorcerers, chiefs, 0-2 logs), for every
    mover and need: the engine's cheapest carriers and the carriers favouring any seat are a minimal set
    that the hex holds and that is strong enough - drop any one and the strength falls below the need."""
    from giantapp.giants.transport import best_carriers, crew_strength, favoured_carriers, unneeded_carrier

    strength = (1, 1, 3, 1)  # the rules: worker 1, sorcerer 1, chief 3, log 1
    helper = 1  # a borrowed worker or sorcerer gives its owner 1 prestige
    checked = 0
    for crew in _small_crews():
        total = crew_strength(crew, strength)
        for need, chief_cost in ((1, 1), (2, 2), (3, 3)):  # a borrowed chief gives 1, 2, 3 for size 1, 2, 3
            for mover in range(3):
                best = best_carriers(crew, mover, need, chief_cost, helper, strength)
                assert (best is None) == (total < need), (crew, need, mover, best)
                proposals = [best[1]] if best else []
                for favoured in range(3):
                    tokens = favoured_carriers(crew, mover, favoured, need, strength)
                    if tokens is not None:
                        proposals.append(tokens)
                for tokens in proposals:
                    assert _fits_crew(tokens, crew), (crew, tokens)
                    assert _independent_strength(tokens, strength) >= need, (crew, need, tokens)
                    for i in range(len(tokens)):
                        rest = tokens[:i] + tokens[i + 1:]
                        assert _independent_strength(rest, strength) < need, (crew, need, mover, tokens, "drop", tokens[i])
                    assert unneeded_carrier(tokens, need, strength, mover) is None
                    checked += 1
    assert checked > 50000


def test_unneeded_carrier_finds_each_superfluous_kind():
    from giantapp.giants.transport import unneeded_carrier

    strength = (1, 1, 3, 1)
    assert unneeded_carrier(("W1", "W2"), 1, strength, mover=0) == "W2"  # the paid one is named first
    assert unneeded_carrier(("W1", "W1", "C3"), 1, strength, mover=0) == "C3"
    assert unneeded_carrier(("W1", "L", "L"), 2, strength, mover=0) == "L"
    assert unneeded_carrier(("S2", "L"), 2, strength, mover=0) is None  # the log counts beside the sorcerer
    assert unneeded_carrier(("C1",), 3, strength, mover=0) is None


@pytest.mark.parametrize("obj, need_workers", [("M1", 1), ("M30", 3)])
def test_at_equal_prestige_borrowed_workers_carry_before_a_borrowed_chief(obj, need_workers):
    """A borrowed chief gives 1 for a size-1 and 3 for a size-3 moai, the same as 1 or 3 borrowed workers:
    the engine then takes the workers (transport's tie-break) - prestige goes to the workers' owner."""
    state = at_transport()
    put_object(state, obj, START, mark=0)
    put_workers(state, 1, A, 3)
    put_figure(state, 2, "chief", A)
    state.apply(0, Move(obj, A))
    assert state.prestige == [0, need_workers, 0, 0]


@pytest.mark.parametrize("obj, prestige", [("H1", 1), ("M18", 2), ("M30", 3)])
def test_a_path_named_without_carriers_is_carried_by_the_borrowed_chief_at_its_price(obj, prestige):
    """A move that names its path but not its carriers gets the cheapest carriers of each hex: here
    only Cy's chief, who earns what a borrowed chief earns for the object's size."""
    state = at_transport()
    put_object(state, obj, START, mark=0)
    put_figure(state, 2, "chief", A)
    state.apply(0, Move(obj, A, path=(A,)))
    assert state.prestige == [0, 0, prestige, 0]


def test_a_path_named_without_carriers_prefers_borrowed_workers_to_a_borrowed_chief_at_equal_prestige():
    """Bo's two workers and Di's one give the size-3 moai its 3, as Cy's chief would, for the same 3
    prestige: the workers carry (their owners each earn theirs), as in the engine's own relay."""
    state = at_transport()
    put_object(state, "M30", START, mark=0)
    put_workers(state, 1, A, count=2)
    put_workers(state, 3, A)
    put_figure(state, 2, "chief", A)
    state.apply(0, Move("M30", A, path=(A,)))
    assert state.prestige == [0, 2, 0, 1]


def test_each_start_mover_and_kind_is_searched_on_its_own():
    """The searches of one board are kept per (mover, kind, start): another start's distances are not
    answered from the first's."""
    state = at_transport()
    put_workers(state, 0, A)
    put_workers(state, 0, B)
    dist_a = transport.search(state, 0, "1", A)[0]
    dist_b = transport.search(state, 0, "1", B)[0]
    assert dist_a[A] == 0 and dist_b[B] == 0 and dist_a[B] > 0 and dist_b[A] > 0
    assert transport.search(state, 0, "1", A)[0] is dist_a  # asked again: the kept answer


def detour_state():
    """Seat 0's moai at START; seat 1's workers on the short way A, B; seat 0's own on the detour."""
    state = at_transport()
    put_object(state, "M1", START, mark=0)
    put_workers(state, 1, A)
    put_workers(state, 1, B)
    detour = ((3, 8), (4, 8), (5, 8))
    for h in detour:
        put_workers(state, 0, h)
    return state, detour


def test_one_route_asked_alone_is_the_cheapest_too():
    """Without the full search of the listing (a move checked, a route asked for on its own), the route
    still gives away the least prestige first and takes the fewest steps only then."""
    state, detour = detour_state()
    route = transport.cheapest_route(state, 0, "M1", START, (5, 8))
    assert route.path == detour and route.prestige == (0, 0, 0, 0)
    route = transport.cheapest_route(state, 0, "M1", START, B)
    assert route.path == detour[:2] + (B,) and route.prestige == (0, 1, 0, 0)
    state, _ = detour_state()
    state.apply(0, Move("M1", B))  # checked on its own, no listing before it
    assert state.prestige == [0, 1, 0, 0] and state.places["M1"] == ("hex", B)


@pytest.mark.parametrize("ask", ["hex_strengths", "passable", "components", "route"])
def test_the_island_queries_answer_on_a_state_that_has_no_board_cache_yet(ask):
    """Figures that move drop the board cache; it is made again when first asked, so each query may be
    the first, and answers as it does after the whole listing was worked out."""
    queries = {
        "hex_strengths": lambda s: transport.hex_strengths(s),
        "passable": lambda s: transport.passable(s, "2"),
        "components": lambda s: transport.components(s, "2"),
        "route": lambda s: transport.cheapest_route(s, 0, "M1", START, (5, 8)),
    }
    fresh, _ = detour_state()
    assert fresh._board is None  # the workers just put there dropped it
    first = queries[ask](fresh)
    warm, _ = detour_state()
    transport_options(warm, 0, "M1")
    assert warm._board is not None and queries[ask](warm) == first


def test_a_named_path_checked_on_its_own_takes_borrowed_workers_before_an_equal_chief():
    """validate_path (the table's check of a dragged path) picks each hex's carriers as the relay does."""
    state = at_transport()
    put_object(state, "M30", START, mark=0)
    put_workers(state, 1, A, count=2)
    put_workers(state, 3, A)
    put_figure(state, 2, "chief", A)
    route = validate_path(state, 0, "M30", START, (A,))
    assert sorted(route.carriers[0]) == ["W2", "W2", "W4"] and route.prestige == (0, 2, 0, 1)


def test_a_hex_no_crew_can_reach_has_no_route_when_asked_alone():
    state, _ = detour_state()
    assert transport.cheapest_route(state, 0, "M1", START, (9, 6)) is None


def test_a_route_asked_alone_follows_the_full_searchs_path():
    """``_route_path`` stops Dijkstra at the destination when no full search is cached; its path must be
    the one the full search (the listing's) gives, in every transport position of whole random games."""
    from giantapp.engine.caches import clear_process_caches

    from .test_listed_equals_accepted import random_positions

    compared = 0
    for state in random_positions(4, 7, every=1):
        if state.phase != "transport":
            continue
        seat = state.to_act()[0]
        for obj, place in list(state.places.items())[::3]:
            if place[0] != "hex":
                continue
            h = place[1]
            kind = state.kind_of(obj)
            dist, paths, _ = transport.search(state, seat, kind, h)
            for dest in list(paths)[::2]:
                alone = state.clone()
                alone._board_changed()
                clear_process_caches()
                path, _ = transport._route_path(alone, seat, kind, h, dest)
                assert path == paths[dest], (obj, h, dest)
                compared += 1
        if compared > 150:
            break
    assert compared > 150


def crew(workers=(0, 0, 0, 0), sorcerers=(False,) * 4, chiefs=(False,) * 4, logs=0):
    return tuple(workers), tuple(sorcerers), tuple(chiefs), logs


# best_carriers takes the strengths as figures, so its arithmetic is tested with strengths the shipped
# edition does not have (a sorcerer of 2), where a worker and a sorcerer can be told apart
STRONG_SORCERER = (1, 2, 3, 1)


@pytest.mark.parametrize("hex_crew, need, strength, expected", [
    # own help first, exactly enough
    (crew(workers=(2, 0, 0, 0)), 2, (1, 1, 3, 1), (0, ("W1", "W1"), ())),
    # own workers enough: the own chief stays
    (crew(workers=(2, 0, 0, 0), chiefs=(True, False, False, False)), 2, (1, 1, 3, 1), (0, ("W1", "W1"), ())),
    # the own chief carries for nothing
    (crew(chiefs=(True, False, False, False)), 3, (1, 1, 3, 1), (0, ("C1",), ())),
    # borrowed: a sorcerer gives its own strength, a worker a worker's
    (crew(sorcerers=(False, True, False, False), workers=(0, 0, 1, 0)), 3, STRONG_SORCERER,
     (2, ("S2", "W3"), (1, 2))),
    (crew(workers=(0, 1, 0, 0), sorcerers=(False, False, True, False)), 3, STRONG_SORCERER,
     (2, ("W2", "S3"), (1, 2))),
    (crew(workers=(0, 2, 1, 0)), 3, STRONG_SORCERER, (3, ("W2", "W2", "W3"), (1, 1, 2))),
    # each borrowed figure costs its prestige
    (crew(workers=(0, 2, 0, 1)), 3, (1, 1, 3, 1), (3, ("W2", "W2", "W4"), (1, 1, 3))),
    # the own worker has pushed the only log already: the borrowed ones cannot push it again
    (crew(workers=(1, 1, 1, 0), logs=1), 4, (1, 1, 3, 1), (2, ("W1", "L", "W2", "W3"), (1, 2))),
    # two logs pushed by a borrowed worker, then no log is left
    (crew(workers=(0, 1, 1, 0), logs=2), 4, (1, 1, 3, 1), (2, ("W2", "L", "L", "W3"), (1, 2))),
])
def test_best_carriers_counts_each_figure_and_log_once_at_its_strength(hex_crew, need, strength, expected):
    assert transport.best_carriers(hex_crew, 0, need, 2, 1, strength) == expected


def test_an_object_on_an_empty_hex_reaches_every_group_around_it():
    """The start need not be passable: the object may leave it into any neighbouring group of crews."""
    state = at_transport()
    put_object(state, "M1", START, mark=0)
    around = state.island.neighbours[START]
    first = next(iter(around))
    second = next(n for n in around if n != first and n not in state.island.neighbours[first])
    put_workers(state, 0, first)
    put_workers(state, 0, second)
    assert transport.reachable(state, 0, state.kind_of("M1"), START) == tuple(sorted((first, second)))
