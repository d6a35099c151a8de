"""The Giants table: the island, the players' areas and every decision, drawn from the session's view.

Modules: ``geometry`` (where things go), ``art`` (original vector drawings), ``items`` (scene items),
``scene`` (builds the picture from one observation), ``interaction`` (gestures -> legal actions),
``table`` (the widget: view, side panel, shortcuts, animations).
"""
