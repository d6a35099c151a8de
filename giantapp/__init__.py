"""giantapp: a desktop edition of the island board games Giants and Hawaii."""

__version__ = "0.1.0"
