"""Giants rules engine: pure Python (no Qt), on the engine contract. Entry point: ``game.GiantsGame``."""
