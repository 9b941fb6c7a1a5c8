import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { NotFoundPage } from '../components/NotFoundPage';
import { RequireAuth } from './guards';
import { MainLayout } from './layouts/MainLayout';
import { paths } from './paths';

// Every screen is its own lazy chunk; the first route ships only the layout and the landing page.
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    hydrateFallbackElement: <LoadingSpinner fullScreen />,
    children: [
      { path: paths.home, ...page(() => import('../features/landing/LandingPage')) },
      { path: paths.login, ...page(() => import('../features/auth/LoginPage')) },
      { path: paths.register, ...page(() => import('../features/auth/RegisterPage')) },
      { path: paths.forgotPassword, lazy: async () => ({ Component: (await import('../features/auth/PasswordResetPages')).ForgotPasswordPage }) },
      { path: paths.resetPassword, lazy: async () => ({ Component: (await import('../features/auth/PasswordResetPages')).ResetPasswordPage }) },
      { path: paths.about, ...page(() => import('../features/info/AboutPage')) },
      { path: paths.privacy, ...page(() => import('../features/info/PrivacyPage')) },
      { path: paths.terms, ...page(() => import('../features/info/TermsPage')) },
      {
        element: <RequireAuth />,
        children: [{ path: paths.dashboard, ...page(() => import('../features/dashboard/DashboardPage')) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
