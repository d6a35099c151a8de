"""Hawaii rules engine, pure Python (no Qt): data, geometry, player boards, actions, state, scoring.

Start at :mod:`giantapp.hawaii.game` (``HawaiiGame``); the state's data model is documented in
:mod:`giantapp.hawaii.state`, the action notation in :mod:`giantapp.hawaii.actions`.
"""
