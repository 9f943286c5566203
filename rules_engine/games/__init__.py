"""One package per game, each listed in `rules_engine.core.catalogue` and registered with
the core when imported (`rules_engine.core.registry` imports them on first use)."""
