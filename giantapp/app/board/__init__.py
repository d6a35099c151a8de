"""The board kit both game tables stand on.

- :mod:`.view` - ``BoardView``: zoom to the cursor (wheel, + and -), pan (drag the background, middle
  button, arrow keys), fit to the window and refit on resize until the player zooms (0 fits again).
- :mod:`.items` / :mod:`.mirror` - pieces described as plain ``ItemSpec`` values and mirrored into the
  scene by key: a sync adds, removes or updates only the items whose spec changed.
- :mod:`.gestures` - one object per gesture (pan, press-click-or-drag) fed the mouse events until it
  ends itself; a drag asks the game's Qt-free model (``DragModel``) for an :mod:`.outcome`.
- :mod:`.board` - ``Board`` ties them together with the highlights, the slide animator
  (:mod:`.animator`), the refusal line and the queued redraw.
- :mod:`.outcome` - what a gesture comes to, as plain data. It imports no Qt, so the games' gesture
  models (``giants_view.gestures``, ``hawaii_view.gestures``) stay Qt-free and testable headless;
  this package therefore imports nothing eagerly.

Layers: view -> gesture -> session -> rules -> signal -> redraw (queued, from the event loop).
"""
