"""Dumble: the card fan table (`scene`), its words (`text`) and home picture (`picture`)."""
