"""Looking back at played matches: the history list, replays, statistics."""
