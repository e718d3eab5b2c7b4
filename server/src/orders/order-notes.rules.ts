/** The longest internal note, in characters (code points). */
export const MAX_ORDER_NOTE_LENGTH = 2000;

/** The most notes one order shows: the oldest beyond it are left out of the list (and said so). */
export const MAX_ORDER_NOTES_SHOWN = 500;
