"""Double Action's table: the 10 x 10 board of cards, the teams' chips, your hand."""
