"""The Giants table: the island, the players' areas and every decision, drawn from the session's view.

Modules: ``geometry`` (where things go), ``art`` (original vector drawings), ``scene`` (describes one
observation as keyed item specs for the board kit's mirror), ``interaction`` (the Qt-free gesture
models: what a press, drag or click comes to, through the rules' queries), ``items`` (the relay preview),
``table`` (the widget: board kit, side panel, shortcuts, animations).
"""
