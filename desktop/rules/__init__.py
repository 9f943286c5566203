"""The rule reference: its window and the text it shows and prints."""
