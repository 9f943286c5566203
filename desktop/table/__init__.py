"""The shared scene kit: card and other table items, the animator, the theme.

Scenes import from the modules directly (`desktop.table.cards`, `desktop.table.animator`,
`desktop.table.theme`), so this package stays free of imports and of import cycles.
"""
