/**
 * Who may call what, and what each caller gets: every REST route and every GraphQL root field,
 * called as a visitor (no token), a shopper, another shopper, and the admin. "ok" is any 2xx (or a
 * GraphQL answer without errors); a number is the refusal (GraphQL: UNAUTHENTICATED 401,
 * FORBIDDEN 403, NOT_FOUND 404). The shopper owns the cart, order, complaint and address that the
 * calls name; "other" is a second shopper, who must not see them.
 *
 * A route or field that is served but missing here fails access-rules.e2e-spec.ts, on purpose:
 * adding its row is the moment to decide who may call it.
 */
export type Outcome = 'ok' | 401 | 403 | 404;
export type Caller = 'visitor' | 'shopper' | 'other' | 'admin';
export type Row = Record<Caller, Outcome>;

export const CALLERS: Caller[] = ['visitor', 'shopper', 'other', 'admin'];

/** Anyone, signed in or not. */
const PUBLIC: Row = { visitor: 'ok', shopper: 'ok', other: 'ok', admin: 'ok' };
/** Any signed-in account; each works on its own data (its own cart, its own lists). */
const SIGNED_IN: Row = { visitor: 401, shopper: 'ok', other: 'ok', admin: 'ok' };
/** One thing the shopper owns, by id: another shopper is told it does not exist; the admin sees all. */
const OWNED: Row = { visitor: 401, shopper: 'ok', other: 404, admin: 'ok' };
/**
 * One of the shopper's own things, on a shopper's route: nobody else's, not even the admin's (the
 * admin reads any of them on the admin route, or through GraphQL).
 */
const MINE: Row = { visitor: 401, shopper: 'ok', other: 404, admin: 404 };
/** A shopper's own account: any shopper, for themselves; never the admin's. */
const SHOPPER_SELF: Row = { visitor: 401, shopper: 'ok', other: 'ok', admin: 403 };
/** The administrator only. */
const ADMIN: Row = { visitor: 401, shopper: 403, other: 403, admin: 'ok' };

export const REST_MATRIX: Record<string, Row> = {
  'GET /api/admin/pricing': ADMIN,
  'PUT /api/admin/pricing/options': ADMIN,
  'PUT /api/admin/pricing/legal': ADMIN,
  'POST /api/admin/pricing/zones': ADMIN,
  'PUT /api/admin/pricing/zones/:id': ADMIN,
  'DELETE /api/admin/pricing/zones/:id': ADMIN,
  'POST /api/admin/pricing/zones/:id/methods': ADMIN,
  'PUT /api/admin/pricing/methods/:id': ADMIN,
  'DELETE /api/admin/pricing/methods/:id': ADMIN,
  'POST /api/admin/pricing/tax-rates': ADMIN,
  'PUT /api/admin/pricing/tax-rates/:id': ADMIN,
  'DELETE /api/admin/pricing/tax-rates/:id': ADMIN,
  'POST /api/admin/pricing/carriers': ADMIN,
  'PUT /api/admin/pricing/carriers/:id': ADMIN,
  'DELETE /api/admin/pricing/carriers/:id': ADMIN,
  'GET /api/admin/discount-codes': ADMIN,
  'POST /api/admin/discount-codes': ADMIN,
  'PUT /api/admin/discount-codes/:id': ADMIN,
  'DELETE /api/admin/discount-codes/:id': ADMIN,
  // A quote of the caller's own cart, or of the lines sent: writes nothing.
  'POST /api/user/checkout/quote': SIGNED_IN,
  'DELETE /api/admin/complaint/:id': ADMIN,
  'DELETE /api/admin/deleteBook/:id': ADMIN,
  'DELETE /api/user/cart': SIGNED_IN,
  'DELETE /api/user/addresses/:id': MINE,
  'DELETE /api/user/cart/:bookId': SIGNED_IN,
  'GET /api/admin/allBooks': ADMIN,
  'GET /api/admin/books/export': ADMIN,
  'GET /api/admin/books/import/:id': ADMIN,
  'GET /api/admin/complaint/:id': ADMIN,
  'GET /api/admin/complaints': ADMIN,
  'GET /api/admin/complaints/stats': ADMIN,
  'GET /api/admin/dashboard': ADMIN,
  'GET /api/admin/reports/best-sellers': ADMIN,
  'GET /api/admin/reports/best-sellers.csv': ADMIN,
  'GET /api/admin/reports/sales': ADMIN,
  'GET /api/admin/reports/sales.csv': ADMIN,
  'GET /api/admin/reports/stock-cover': ADMIN,
  'GET /api/admin/reports/stock-cover.csv': ADMIN,
  'GET /api/admin/jobs': ADMIN,
  'GET /api/admin/orders': ADMIN,
  'GET /api/admin/orders/export': ADMIN,
  'GET /api/admin/orders/:id': ADMIN,
  'GET /api/admin/orders/:id/notes': ADMIN,
  'POST /api/admin/orders/:id/notes': ADMIN,
  'GET /api/admin/orders/:id/invoice': ADMIN,
  'GET /api/admin/orders/:id/credit-note': ADMIN,
  'GET /api/health': PUBLIC,
  'GET /api/images/:id': PUBLIC,
  'GET /api/settings': PUBLIC,
  'GET /api/user/account/export': SIGNED_IN,
  'GET /api/user/addresses': SIGNED_IN,
  'GET /api/user/allBooks': SIGNED_IN,
  'GET /api/user/book/:id': SIGNED_IN,
  'GET /api/user/cart': SIGNED_IN,
  'GET /api/user/check-admin': PUBLIC,
  'GET /api/user/complaint/:id': MINE,
  'GET /api/user/complaints': SIGNED_IN,
  'GET /api/user/email-preferences': SIGNED_IN,
  'GET /api/user/orders': SIGNED_IN,
  'GET /api/user/orders/:id': MINE,
  'GET /api/user/orders/:id/invoice': MINE,
  'GET /api/user/orders/:id/credit-note': MINE,
  'GET /api/user/profile': SIGNED_IN,
  'POST /api/admin/addBook': ADMIN,
  'POST /api/admin/books/import': ADMIN,
  'POST /api/admin/books/import/dry-run': ADMIN,
  'POST /api/admin/updateBook/:id': ADMIN,
  'POST /api/contact': PUBLIC,
  'POST /api/user/account/delete': SHOPPER_SELF,
  'POST /api/user/addresses': SIGNED_IN,
  'POST /api/user/cart': SIGNED_IN,
  'POST /api/user/complaint': SIGNED_IN,
  'POST /api/user/complaints/:id/messages': MINE,
  'POST /api/user/login': PUBLIC,
  'POST /api/user/logout': SIGNED_IN,
  'POST /api/user/order': SIGNED_IN,
  'POST /api/user/order/manual': SIGNED_IN,
  'POST /api/user/orders/:id/cancel': MINE,
  'POST /api/user/password/forgot': PUBLIC,
  'POST /api/user/password/reset': PUBLIC,
  'POST /api/user/password/reset/check': PUBLIC,
  'POST /api/user/register': PUBLIC,
  'PUT /api/admin/complaint/:id': ADMIN,
  'PUT /api/admin/orders/:id': ADMIN,
  'PUT /api/user/addresses/:id': MINE,
  'PUT /api/user/addresses/:id/default': MINE,
  'PUT /api/user/cart/:bookId': SIGNED_IN,
  'PUT /api/user/password': SIGNED_IN,
  'PUT /api/user/email-preferences': SIGNED_IN,
  'PUT /api/user/profile': SIGNED_IN,
};

export const GRAPHQL_MATRIX: Record<string, Row> = {
  'Query.pricingSettings': ADMIN,
  'Mutation.updatePricingOptions': ADMIN,
  'Mutation.updateLegalDetails': ADMIN,
  'Mutation.addShippingZone': ADMIN,
  'Mutation.updateShippingZone': ADMIN,
  'Mutation.deleteShippingZone': ADMIN,
  'Mutation.addShippingMethod': ADMIN,
  'Mutation.updateShippingMethod': ADMIN,
  'Mutation.deleteShippingMethod': ADMIN,
  'Mutation.addTaxRate': ADMIN,
  'Mutation.updateTaxRate': ADMIN,
  'Mutation.deleteTaxRate': ADMIN,
  'Mutation.addCarrier': ADMIN,
  'Mutation.updateCarrier': ADMIN,
  'Mutation.deleteCarrier': ADMIN,
  'Query.discountCodes': ADMIN,
  'Mutation.addDiscountCode': ADMIN,
  'Mutation.updateDiscountCode': ADMIN,
  'Mutation.deleteDiscountCode': ADMIN,
  'Query.checkoutQuote': SIGNED_IN,
  'Mutation.addAddress': SIGNED_IN,
  'Mutation.addBook': ADMIN,
  'Mutation.dryRunBookImport': ADMIN,
  'Mutation.startBookImport': ADMIN,
  'Mutation.addToCart': SIGNED_IN,
  'Mutation.cancelOrder': MINE,
  'Mutation.changePassword': SIGNED_IN,
  'Mutation.clearCart': SIGNED_IN,
  'Mutation.deleteAccount': SHOPPER_SELF,
  'Mutation.deleteAddress': MINE,
  'Mutation.deleteBook': ADMIN,
  'Mutation.deleteComplaint': ADMIN,
  'Mutation.login': PUBLIC,
  'Mutation.forgotPassword': PUBLIC,
  'Mutation.logout': SIGNED_IN,
  'Mutation.placeOrder': SIGNED_IN,
  'Mutation.placeOrderNow': SIGNED_IN,
  'Mutation.register': PUBLIC,
  'Mutation.removeFromCart': SIGNED_IN,
  'Mutation.resetPassword': PUBLIC,
  'Mutation.replyToComplaint': MINE,
  'Mutation.respondToComplaint': ADMIN,
  'Mutation.sendContactMessage': PUBLIC,
  'Mutation.setDefaultAddress': MINE,
  'Mutation.submitComplaint': SIGNED_IN,
  'Mutation.updateAddress': MINE,
  'Mutation.updateBook': ADMIN,
  'Mutation.updateCartItem': SIGNED_IN,
  'Mutation.updateOrderStatus': ADMIN,
  'Mutation.addOrderNote': ADMIN,
  'Query.orderNotes': ADMIN,
  'Mutation.updateEmailPreferences': SIGNED_IN,
  'Mutation.updateProfile': SIGNED_IN,
  'Query.addresses': SIGNED_IN,
  'Query.adminExists': PUBLIC,
  'Query.book': SIGNED_IN,
  'Query.bookImport': ADMIN,
  'Query.books': SIGNED_IN,
  'Query.catalogueExport': ADMIN,
  'Query.cart': SIGNED_IN,
  'Query.categories': SIGNED_IN,
  'Query.complaint': OWNED,
  'Query.complaintStats': ADMIN,
  'Query.complaints': ADMIN,
  'Query.dashboard': ADMIN,
  'Query.bestSellers': ADMIN,
  'Query.salesReport': ADMIN,
  'Query.stockCover': ADMIN,
  'Query.emailPreferences': SIGNED_IN,
  'Query.jobs': ADMIN,
  'Query.me': SIGNED_IN,
  'Query.myComplaints': SIGNED_IN,
  'Query.myDataExport': SIGNED_IN,
  'Query.myOrders': SIGNED_IN,
  'Query.order': OWNED,
  'Query.orders': ADMIN,
  'Query.ordersExport': ADMIN,
  'Query.resetTokenStatus': PUBLIC,
  'Query.storeSettings': PUBLIC,
  // Over the live socket (docs/api.md "Live updates"): a visitor's socket closes 4401 at
  // connection_init (401); a shopper's own subscriptions only ever carry the shopper's own
  // changes, so they are SIGNED_IN; one book's changes need an account, like `book`.
  'Subscription.bookChanged': SIGNED_IN,
  'Subscription.complaintSubmitted': ADMIN,
  'Subscription.complaintUpdated': ADMIN,
  'Subscription.dashboardChanged': ADMIN,
  'Subscription.lowStock': ADMIN,
  'Subscription.myComplaintUpdated': SIGNED_IN,
  'Subscription.myOrderUpdated': SIGNED_IN,
  'Subscription.orderPlaced': ADMIN,
  'Subscription.orderUpdated': ADMIN,
};

/** The rule the guards' metadata must carry for a row: public, any signed-in user, or admin. */
export function ruleOf(row: Row): 'public' | 'user' | 'admin' {
  if (row.visitor === 'ok') return 'public';
  return row.shopper === 403 ? 'admin' : 'user';
}
