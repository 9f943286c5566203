"""An open match: its session, the bot service and its worker process, the log, the
curtain, and the matches left unfinished."""
