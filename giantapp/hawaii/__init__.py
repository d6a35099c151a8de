"""Hawaii rules engine, pure Python (no Qt).

Modules: ``data`` (load and validate the edition), ``geometry`` (place rectangles, adjacency, walking
costs), ``board`` (a player's realm and placement legality), ``actions`` (actions and their notation),
``prices`` (price drawing order, payments), ``state`` (the game state and its flow), ``moves`` (legal
chief actions), ``chiefs`` (validating and carrying out chief actions), ``scoring`` (round and final
scoring), ``names``/``words`` (translatable names and log sentences), ``game`` (``HawaiiGame``).
The data model is documented in :mod:`giantapp.hawaii.state`, the notation in :mod:`giantapp.hawaii.actions`.
"""
