import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { Layout } from './layout/Layout';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { lazyPage } from './lazy-page';

// Every screen is its own chunk, downloaded when its route is first shown; the layout, the
// guards and the error page are in the entry.
const AboutPage = lazyPage(() => import('./routes/AboutPage'), 'AboutPage');
const AddBookPage = lazyPage(() => import('./routes/AddBookPage'), 'AddBookPage');
const ImportBooksPage = lazyPage(() => import('./routes/ImportBooksPage'), 'ImportBooksPage');
const AdminActivityPage = lazyPage(() => import('./routes/AdminActivityPage'), 'AdminActivityPage');
const AdminComplaintDetailPage = lazyPage(
  () => import('./routes/AdminComplaintDetailPage'),
  'AdminComplaintDetailPage',
);
const AdminComplaintsPage = lazyPage(() => import('./routes/AdminComplaintsPage'), 'AdminComplaintsPage');
const AdminCustomerPage = lazyPage(() => import('./routes/AdminCustomerPage'), 'AdminCustomerPage');
const AdminCustomersPage = lazyPage(() => import('./routes/AdminCustomersPage'), 'AdminCustomersPage');
const AdminDashboardPage = lazyPage(() => import('./routes/AdminDashboardPage'), 'AdminDashboardPage');
const AdminOrderDetailPage = lazyPage(() => import('./routes/AdminOrderDetailPage'), 'AdminOrderDetailPage');
const AdminOrdersPage = lazyPage(() => import('./routes/AdminOrdersPage'), 'AdminOrdersPage');
const AdminSettingsPage = lazyPage(() => import('./routes/AdminSettingsPage'), 'AdminSettingsPage');
const AdminReportsPage = lazyPage(() => import('./routes/AdminReportsPage'), 'AdminReportsPage');
const AdminReviewsPage = lazyPage(() => import('./routes/AdminReviewsPage'), 'AdminReviewsPage');
const BookDetailPage = lazyPage(() => import('./routes/BookDetailPage'), 'BookDetailPage');
const BooksPage = lazyPage(() => import('./routes/BooksPage'), 'BooksPage');
const CartPage = lazyPage(() => import('./routes/CartPage'), 'CartPage');
const ComplaintDetailPage = lazyPage(() => import('./routes/ComplaintDetailPage'), 'ComplaintDetailPage');
const ComplaintsPage = lazyPage(() => import('./routes/ComplaintsPage'), 'ComplaintsPage');
const EditBookPage = lazyPage(() => import('./routes/EditBookPage'), 'EditBookPage');
const ContactPage = lazyPage(() => import('./routes/ContactPage'), 'ContactPage');
const ForgotPasswordPage = lazyPage(() => import('./routes/ForgotPasswordPage'), 'ForgotPasswordPage');
const HomePage = lazyPage(() => import('./routes/HomePage'), 'HomePage');
const LoginPage = lazyPage(() => import('./routes/LoginPage'), 'LoginPage');
const ManageBooksPage = lazyPage(() => import('./routes/ManageBooksPage'), 'ManageBooksPage');
const OrderDetailPage = lazyPage(() => import('./routes/OrderDetailPage'), 'OrderDetailPage');
const OrdersPage = lazyPage(() => import('./routes/OrdersPage'), 'OrdersPage');
const ProfilePage = lazyPage(() => import('./routes/ProfilePage'), 'ProfilePage');
const RegisterPage = lazyPage(() => import('./routes/RegisterPage'), 'RegisterPage');
const ResetPasswordPage = lazyPage(() => import('./routes/ResetPasswordPage'), 'ResetPasswordPage');
const SubmitComplaintPage = lazyPage(() => import('./routes/SubmitComplaintPage'), 'SubmitComplaintPage');
const WishlistPage = lazyPage(() => import('./routes/WishlistPage'), 'WishlistPage');

/**
 * The app's routes. Guards are layout routes: a screen joins the right group (RequireAuth, or
 * RequireAdmin from ./guards/RequireAdmin) and is guarded.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    // A page that fails to render shows RouteErrorPage (in place of the router's errorElement,
    // which only data routers honour).
    element: (
      <RouteErrorBoundary>
        <Layout />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.contact, element: <ContactPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.profile, element: <ProfilePage /> },
          { path: paths.orders, element: <OrdersPage /> },
          { path: paths.order, element: <OrderDetailPage /> },
          { path: paths.cart, element: <CartPage /> },
          { path: paths.submitComplaint, element: <SubmitComplaintPage /> },
          { path: paths.complaints, element: <ComplaintsPage /> },
          { path: paths.complaint, element: <ComplaintDetailPage /> },
          { path: paths.wishlist, element: <WishlistPage /> },
        ],
      },
      {
        element: <RequireAuth catalogue />,
        children: [
          { path: paths.books, element: <BooksPage /> },
          { path: paths.book, element: <BookDetailPage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: paths.admin, element: <AdminDashboardPage /> },
          { path: paths.adminBooks, element: <ManageBooksPage /> },
          { path: paths.adminAddBook, element: <AddBookPage /> },
          { path: paths.adminImportBooks, element: <ImportBooksPage /> },
          { path: paths.adminEditBook, element: <EditBookPage /> },
          { path: paths.adminOrders, element: <AdminOrdersPage /> },
          { path: paths.adminOrder, element: <AdminOrderDetailPage /> },
          { path: paths.adminComplaints, element: <AdminComplaintsPage /> },
          { path: paths.adminComplaint, element: <AdminComplaintDetailPage /> },
          { path: paths.adminSettings, element: <AdminSettingsPage /> },
          { path: paths.adminCustomers, element: <AdminCustomersPage /> },
          { path: paths.adminCustomer, element: <AdminCustomerPage /> },
          { path: paths.adminActivity, element: <AdminActivityPage /> },
          { path: paths.adminReports, element: <AdminReportsPage /> },
          { path: paths.adminReviews, element: <AdminReviewsPage /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

/**
 * The routes inside the app's <BrowserRouter>. A component router, not a data router
 * (createBrowserRouter): the app uses no loaders or actions, and the data router's code would
 * add about 17 KB gzip to what every visitor downloads first. Tests render the same `routes`
 * in a memory data router.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
