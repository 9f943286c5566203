"""The shared table kit every game's table is built from.

Scenes import from the modules directly, so this package stays free of imports and of
import cycles:

- `scene`: `TableScene`, the base of a game's scene (viewer, curtain, animations,
  round summaries held on the table, `retire` for items leaving after a click);
- `store`: `Spot` and `ItemStore`, items kept at the spots an observation gives them,
  synced at once or glided by the animator;
- `item`: `PointedItem`, what everything a player points at shares (left click,
  Space/Enter, the focus ring for keyboard focus only), `TableItem` on it, an item
  chosen whole (legal glow, selected, dimmed, hover, `clicked`), `repainted` (a state
  a piece's painting reads, declared once: its property and its setter), and
  `focus_next` for arrow keys;
- pieces, all on `piece.PieceItem` (looks drawn round an outline, in proportions
  given as data by `PieceLooks`; cached bodies): `cards` (the standard deck; other
  decks plug in `CardFaces`), `dice`, `pyramids`, and round ones (`piece.RoundPiece`)
  `pawns`, `chips`, `stones`; `grid_board` (a board of cells with hit-testing, a
  `PointedItem` whose choices are cells), `marks`, `jester`;
- `plates`: `SeatPlate` and the one text fitting (`fitting_font`, `elided`);
- `signs`: `TableSign`, a line of text on the felt;
- `controls`: `ControlsBar` (a game's bar names its status line, adds its widgets in
  `build()` and declares its words as a `TEXTS` table; a button with a key takes its
  line of the game's `KEYS` as tool tip), `action_button`, `NumberBid`, `status_label`;
- `keys`: the keys every table answers to (`TABLE_KEYS`, a replay's too), the key caps
  as players read them (`shown_key`) and a keyed button's tip (`key_tip`);
- `summary`: `SummaryPanel`, the round or match summary (title, verdict, table, lines,
  standings, chart, buttons), and `EndSummary`, a game's summary with the facts they
  all read and the match's common ending (`add_match_ending`);
- `widget_texts`: `set_texts`, a widget's fixed words as a table of (attribute, text[,
  tool tip]) rows; `boxes`: `hbox`, `vbox`, `named_button`, `close_buttons`, the
  pages' and dialogs' rows, columns and buttons each made in one call;
- `animator`: the animation queue, `tween`, `nearest_angle`; `theme`: palettes and
  fonts; `art`: `draw_picture` for home pictures; `text`: `fill` for %1 placeholders.
"""
