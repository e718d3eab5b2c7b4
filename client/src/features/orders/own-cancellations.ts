/**
 * The orders this shopper cancelled from this tab: the live event for such a cancellation says
 * nothing new (the page has already said 'Order cancelled'), unlike one made by the shop.
 */
const cancelledHere = new Set<string>();

export const ownCancellations = {
  add: (id: string) => void cancelledHere.add(id),
  remove: (id: string) => void cancelledHere.delete(id),
  has: (id: string) => cancelledHere.has(id),
};
