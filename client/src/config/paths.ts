/** Every route path of the app, in one place; an unknown path falls through to the redirect to home. */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  books: '/books',
  book: '/books/:id',
  cart: '/cart',
  /** The shopper's saved books and back-in-stock emails. */
  wishlist: '/wishlist',
  orders: '/orders',
  order: '/orders/:id',
  submitComplaint: '/submit-complaint',
  complaints: '/complaints',
  complaint: '/complaint/:id',
  admin: '/admin',
  adminBooks: '/admin/books',
  adminAddBook: '/admin/books/add',
  adminImportBooks: '/admin/books/import',
  adminEditBook: '/admin/books/edit/:id',
  adminOrders: '/admin/orders',
  adminOrder: '/admin/orders/:id',
  adminComplaints: '/admin/complaints',
  adminComplaint: '/admin/complaint/:id',
  adminCustomers: '/admin/customers',
  adminCustomer: '/admin/customers/:id',
  /** The store's money settings: delivery, tax, discount codes, legal details. */
  adminSettings: '/admin/settings',
  /** The activity log: every change the admin made, who, when and what. */
  adminActivity: '/admin/activity',
  /** Best sellers, sales by category and month, stock cover. */
  adminReports: '/admin/reports',
  /** Shoppers' reviews: the reported ones first; hide with a reason, or show again. */
  adminReviews: '/admin/reviews',
  /** Where the admin's entry points lead (the header's Admin link, Home's Admin Dashboard button). */
  adminHome: '/admin',
} as const;

/** /books/{id}: one book's page. */
export const bookPath = (id: string) => `/books/${encodeURIComponent(id)}`;

/** /orders/{id}: one of the shopper's orders. */
export const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** /admin/orders/{id}: any order, as the admin sees it (with its customer). */
export const adminOrderPath = (id: string) => `/admin/orders/${encodeURIComponent(id)}`;

/** /admin/customers/{id}: one customer's page (their orders, complaints and addresses). */
export const adminCustomerPath = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;

/** /complaint/{id}: one of the shopper's complaints. */
export const complaintPath = (id: string) => `/complaint/${encodeURIComponent(id)}`;

/** /admin/books/edit/{id}: the admin's edit form for one book. */
export const editBookPath = (id: string) => `/admin/books/edit/${encodeURIComponent(id)}`;

/** /admin/books?stock=low: the admin's book list narrowed to the books low in stock. */
export const lowStockBooksPath = `/admin/books?stock=low`;

/** /admin/complaint/{id}: the admin's screen for one complaint. */
export const adminComplaintPath = (id: string) => `/admin/complaint/${encodeURIComponent(id)}`;

/** Pages a signed-out user may be sent back to after signing in: never the auth pages. */
export function isReturnablePath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  const authPages: string[] = [paths.login, paths.register, paths.forgotPassword, paths.resetPassword];
  return path.startsWith('/') && !path.startsWith('//') && !authPages.includes(pathname);
}

/** Router state carried to /login so that signing in returns the user where they were going. */
export interface LoginRedirectState {
  from?: string;
  /** Sent there because the server ended a session the browser had (not on a first visit). */
  sessionExpired?: boolean;
  /** A visitor's Add to Cart: the book to add once signed in (by the page `from`). */
  addToCart?: string;
}

/** The book a visitor asked to add before signing in, carried in the router state, if any. */
export function pendingCartAdd(state: unknown): string | undefined {
  const id = (state as LoginRedirectState | null | undefined)?.addToCart;
  return typeof id === 'string' ? id : undefined;
}

/** Whether /login was reached because the server ended the session the browser had. */
export function isSessionExpiredState(state: unknown): boolean {
  return (state as LoginRedirectState | null | undefined)?.sessionExpired === true;
}

export function locationPath(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** The state to send to /login from `location`, or undefined if there is nowhere to return to. */
export function loginRedirectState(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): LoginRedirectState | undefined {
  const from = locationPath(location);
  return isReturnablePath(from) ? { from } : undefined;
}

/** Where to go after signing in: the remembered page, or home. */
export function returnPathFrom(state: unknown): string {
  const from = (state as LoginRedirectState | null | undefined)?.from;
  return typeof from === 'string' && isReturnablePath(from) ? from : paths.home;
}
