/** The most books one account's wishlist holds, and the most back-in-stock alerts it waits for. */
export const MAX_WISHLIST_BOOKS = 500;
export const MAX_STOCK_ALERTS = MAX_WISHLIST_BOOKS;

export const WISHLIST_FULL_MESSAGE = `Your wishlist holds ${MAX_WISHLIST_BOOKS} books, the most it can: remove one to save another`;
export const STOCK_ALERTS_FULL_MESSAGE = `You are waiting for ${MAX_STOCK_ALERTS} books already, the most you can: cancel an alert to ask for another`;
export const bookInStockMessage = (title: string) => `“${title}” is in stock: you can order it now, no alert is needed`;
