"""The Hawaii table: QGraphicsScene items mirroring the view state, gestures mapped to legal actions.

The Qt binding work-arounds are applied by ``giantapp.app`` (qtcompat) before this package loads.
"""
