import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { Layout } from './layout/Layout';
import { AboutPage } from './routes/AboutPage';
import { AddBookPage } from './routes/AddBookPage';
import { AdminComplaintDetailPage } from './routes/AdminComplaintDetailPage';
import { AdminComplaintsPage } from './routes/AdminComplaintsPage';
import { AdminDashboardPage } from './routes/AdminDashboardPage';
import { AdminOrdersPage } from './routes/AdminOrdersPage';
import { BookDetailPage } from './routes/BookDetailPage';
import { BooksPage } from './routes/BooksPage';
import { CartPage } from './routes/CartPage';
import { ComplaintDetailPage } from './routes/ComplaintDetailPage';
import { ComplaintsPage } from './routes/ComplaintsPage';
import { EditBookPage } from './routes/EditBookPage';
import { HomePage } from './routes/HomePage';
import { LoginPage } from './routes/LoginPage';
import { ManageBooksPage } from './routes/ManageBooksPage';
import { OrderDetailPage } from './routes/OrderDetailPage';
import { OrdersPage } from './routes/OrdersPage';
import { ProfilePage } from './routes/ProfilePage';
import { RegisterPage } from './routes/RegisterPage';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { SubmitComplaintPage } from './routes/SubmitComplaintPage';

/**
 * The app's routes (SPEC.md §2 Access rules). Guards are layout routes: a later screen joins
 * the right group (RequireAuth, or RequireAdmin from ./guards/RequireAdmin) and is guarded.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: paths.about, element: <AboutPage /> },
      {
        element: <GuestOnly />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.profile, element: <ProfilePage /> },
          { path: paths.books, element: <BooksPage /> },
          { path: paths.book, element: <BookDetailPage /> },
          { path: paths.orders, element: <OrdersPage /> },
          { path: paths.order, element: <OrderDetailPage /> },
          { path: paths.cart, element: <CartPage /> },
          { path: paths.submitComplaint, element: <SubmitComplaintPage /> },
          { path: paths.complaints, element: <ComplaintsPage /> },
          { path: paths.complaint, element: <ComplaintDetailPage /> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: paths.admin, element: <AdminDashboardPage /> },
          { path: paths.adminBooks, element: <ManageBooksPage /> },
          { path: paths.adminAddBook, element: <AddBookPage /> },
          { path: paths.adminEditBook, element: <EditBookPage /> },
          { path: paths.adminOrders, element: <AdminOrdersPage /> },
          { path: paths.adminComplaints, element: <AdminComplaintsPage /> },
          { path: paths.adminComplaint, element: <AdminComplaintDetailPage /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
