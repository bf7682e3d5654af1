/**
 * Where the console's toasts appear: bottom left, narrow (desk.css), over the board's time column.
 * The booking drawer opens on the right with its title and actions, dialogs sit in the middle, the
 * toolbar and tabs are at the top and the arrivals on the right: a toast never covers what staff
 * are working on.
 */
export const DESK_TOAST_PLACEMENT = 'bottomLeft' as const;
