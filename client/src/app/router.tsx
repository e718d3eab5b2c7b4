import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAuth } from './guards/RequireAuth';
import { Layout } from './layout/Layout';
import { AboutPage } from './routes/AboutPage';
import { HomePage } from './routes/HomePage';
import { LoginPage } from './routes/LoginPage';
import { ProfilePage } from './routes/ProfilePage';
import { RegisterPage } from './routes/RegisterPage';
import { RouteErrorPage } from './routes/RouteErrorPage';

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
        children: [{ path: paths.profile, element: <ProfilePage /> }],
      },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
