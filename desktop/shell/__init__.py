"""The window and what surrounds a match: menus, pages, the home screen, dialogs,
settings, languages and folders."""
