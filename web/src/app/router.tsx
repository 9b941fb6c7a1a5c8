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
      { path: paths.contact, ...page(() => import('../features/info/ContactRoute')) },
      { path: paths.bnpl, ...page(() => import('../features/bnpl/BnplRoute')) },
      { path: paths.eligibility, ...page(() => import('../features/eligibility/EligibilityPage')) },
      {
        element: <RequireAuth />,
        children: [{ path: paths.dashboard, ...page(() => import('../features/dashboard/DashboardPage')) },
          { path: paths.application, ...page(() => import('../features/application/ApplicationPage')) },
          { path: paths.documents, ...page(() => import('../features/documents/DocumentsPage')) },
          { path: paths.profile, ...page(() => import('../features/profile/ProfileRoute')) },
          { path: paths.notifications, ...page(() => import('../features/notifications/NotificationsRoute')) },
          { path: paths.help, ...page(() => import('../features/help/HelpPage')) },
          { path: paths.shop, ...page(() => import('../features/shop/ShopRoute')) },
          { path: paths.checkout, ...page(() => import('../features/shop/CheckoutRoute')) },
          { path: paths.payments, ...page(() => import('../features/payments/PaymentsRoute')) },
          { path: paths.ticketsCreate, ...page(() => import('../features/tickets/TicketCreateRoute')) },
          { path: paths.tickets, ...page(() => import('../features/tickets/TicketsRoute')) },
          { path: paths.ticketRoute, ...page(() => import('../features/tickets/TicketThreadRoute')) }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // The staff area has its own layout and route table, in one lazy chunk a customer never downloads.
  { path: `${paths.admin}/*`, hydrateFallbackElement: <LoadingSpinner fullScreen />, ...page(() => import('../features/admin/AdminRoutes')) },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
