"""Hawaii rules engine, pure Python (no Qt).

Modules: ``data`` (load and validate the edition), ``geometry`` (place rectangles, adjacency, walking
costs), ``board`` (a player's realm and placement legality), ``actions`` (actions and their notation),
``prices`` (price drawing order, payments), ``phases`` (the phases and follow-up decisions as enums),
``state`` (the game state, its flow, ``apply``/``explain`` and the dispatch table), ``moves`` (legal
chief actions, boats, ``feet_for_trip``), ``chiefs`` (checking and carrying out chief actions),
``income`` (round income), ``scoring`` (round and final scoring), ``names``/``words`` (translatable
names and log sentences), ``game`` (``HawaiiGame``).
The data model is documented in :mod:`giantapp.hawaii.state`, the notation in :mod:`giantapp.hawaii.actions`.
"""
