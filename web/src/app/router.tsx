import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '../components/LoadingSpinner';
import { NotFoundPage } from '../components/NotFoundPage';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadApolloClient } from '../lib/lazy-apollo';
import { retryableLazy } from '../lib/retryable-lazy';
import { AuthGate, RequireAuth } from '../components/guards';
import { MainLayout } from './layouts/MainLayout';
import { SignInStepLayout } from './layouts/SignInStepLayout';
import type { FirstScreenPath } from './first-screens';
import { paths } from '../lib/paths';
import LandingPage from '../features/landing/LandingPage';

// Every screen but the landing page is its own lazy chunk. The landing page, the most common first route, is part of
// the entry: its MUI parts then sit in the vendor chunk, instead of ~10 tiny chunks that every first visit fetched one
// round trip at a time. The declarative router (not createBrowserRouter's data router, which is ~16 KiB
// gzip more) is enough: no route uses loaders or actions. Navigations run in a React transition, so the current
// screen stays up while the next chunk loads, and the one Suspense boundary below shows the full-screen spinner only
// on the first load.
// Screens load Apollo Client beside their chunk (lib/lazy-apollo); the landing page does not need it. A chunk that
// could not arrive (offline) is loaded again on Retry Connection or once back online (components/RouteErrorBoundary).
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return retryableLazy(async () => {
    const [module] = await Promise.all([load(), loadApolloClient()]);
    return { default: pick(module) };
  });
}
const page = (load: () => Promise<{ default: ComponentType }>) => screen(load, (module) => module.default);

const loadLogin = () => import('../features/auth/LoginPage');
const loadRegister = () => import('../features/auth/RegisterPage');
const loadEligibility = () => import('../features/eligibility/EligibilityPage');
const loadDashboard = () => import('../features/dashboard/DashboardPage');
const loadApplication = () => import('../features/application/ApplicationPage');
const loadDocuments = () => import('../features/documents/DocumentsPage');
const loadShop = () => import('../features/shop/ShopRoute');
const loadPayments = () => import('../features/payments/PaymentsRoute');

const LoginPage = page(loadLogin);
const RegisterPage = page(loadRegister);
const ForgotPasswordPage = screen(() => import('../features/auth/PasswordResetPages'), (module) => module.ForgotPasswordPage);
const ResetPasswordPage = screen(() => import('../features/auth/PasswordResetPages'), (module) => module.ResetPasswordPage);
const ChangeTemporaryPasswordPage = screen(() => import('../features/auth/SignInStepPages'), (module) => module.ChangeTemporaryPasswordPage);
const TwoFactorSetupPage = screen(() => import('../features/auth/SignInStepPages'), (module) => module.TwoFactorSetupPage);
const AboutPage = page(() => import('../features/info/AboutPage'));
// The developers' Sandbox: GraphiQL and its editor are large, in their own chunks, never precached.
const GraphiQLPage = page(() => import('../features/developers/GraphiQLPage'));
const PrivacyPage = page(() => import('../features/info/PrivacyPage'));
const TermsPage = page(() => import('../features/info/TermsPage'));
const ContactRoute = page(() => import('../features/info/ContactRoute'));
const AdminTestPage = page(() => import('../features/info/AdminTestPage'));
const BnplRoute = page(() => import('../features/bnpl/BnplRoute'));
const EligibilityPage = page(loadEligibility);
const DashboardPage = page(loadDashboard);
const ApplicationPage = page(loadApplication);
const DocumentsPage = page(loadDocuments);
const ProfileRoute = page(() => import('../features/profile/ProfileRoute'));
const NotificationsRoute = page(() => import('../features/notifications/NotificationsRoute'));
const HelpPage = page(() => import('../features/help/HelpPage'));
const ShopRoute = page(loadShop);
const CheckoutRoute = page(() => import('../features/shop/CheckoutRoute'));
const MyOrdersRoute = page(() => import('../features/orders/MyOrdersRoute'));
const OrderDetailRoute = page(() => import('../features/orders/OrderDetailRoute'));
const AgreementRoute = page(() => import('../features/agreement/AgreementRoute'));
const PaymentsRoute = page(loadPayments);
const TicketCreateRoute = page(() => import('../features/tickets/TicketCreateRoute'));
const TicketsRoute = page(() => import('../features/tickets/TicketsRoute'));
const TicketThreadRoute = page(() => import('../features/tickets/TicketThreadRoute'));
// The staff area has its own layout and route table, in one lazy chunk a customer never downloads.
const AdminRoutes = page(() => import('../features/admin/AdminRoutes'));

// The first screen's chunk (and Apollo beside it, and for the dashboard and application their queries) starts as
// the entry runs, in parallel with the session check, instead of after it: a protected screen only renders once
// auth has initialised.
const FIRST_SCREEN: Record<FirstScreenPath, () => Promise<unknown>> = {
  [paths.home]: () => Promise.resolve(), // in the entry
  [paths.login]: loadLogin,
  [paths.register]: loadRegister,
  [paths.eligibility]: loadEligibility,
  [paths.dashboard]: () => loadDashboard().then((module) => module.prefetchDashboard()),
  [paths.application]: () => loadApplication().then((module) => module.prefetchApplication()),
  [paths.documents]: loadDocuments,
  [paths.shop]: loadShop,
  [paths.payments]: loadPayments,
};

/** Starts loading the screen for `pathname` (a known customer route) and, off the landing page, Apollo Client. */
export function preloadScreen(pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const ignore = () => undefined;
  (FIRST_SCREEN as Record<string, (() => Promise<unknown>) | undefined>)[path]?.().catch(ignore);
  if (path !== paths.home) loadApolloClient().catch(ignore);
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    // The layouts catch their screens' failures themselves; this catches the staff area's own chunk, in the theme.
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingSpinner fullScreen />}>
        <Routes>
          {/* Sign-in steps the server enforces, in a frame without the customer's navigation (staff reach them before
              their own area); each page checks the signed-in user itself (components/guards signInStepPath). */}
          <Route path={paths.graphiql} element={<GraphiQLPage />} />
          <Route element={<SignInStepLayout />}>
            <Route
              path={paths.changePassword}
              element={
                <AuthGate>
                  <ChangeTemporaryPasswordPage />
                </AuthGate>
              }
            />
            <Route
              path={paths.twoFactorSetup}
              element={
                <AuthGate>
                  <TwoFactorSetupPage />
                </AuthGate>
              }
            />
          </Route>
          <Route element={<MainLayout />}>
            <Route path={paths.home} element={<LandingPage />} />
            <Route path={paths.login} element={<LoginPage />} />
            <Route path={paths.register} element={<RegisterPage />} />
            <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
            <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
            <Route path={paths.about} element={<AboutPage />} />
            <Route path={paths.privacy} element={<PrivacyPage />} />
            <Route path={paths.terms} element={<TermsPage />} />
            <Route path={paths.contact} element={<ContactRoute />} />
            <Route path={paths.bnpl} element={<BnplRoute />} />
            <Route path={paths.eligibility} element={<EligibilityPage />} />
            <Route element={<RequireAuth />}>
              <Route path={paths.dashboard} element={<DashboardPage />} />
              <Route path={paths.application} element={<ApplicationPage />} />
              <Route path={paths.documents} element={<DocumentsPage />} />
              <Route path={paths.profile} element={<ProfileRoute />} />
              <Route path={paths.notifications} element={<NotificationsRoute />} />
              <Route path={paths.help} element={<HelpPage />} />
              <Route path={paths.shop} element={<ShopRoute />} />
              <Route path={paths.checkout} element={<CheckoutRoute />} />
              <Route path={paths.orders} element={<MyOrdersRoute />} />
              <Route path={paths.orderRoute} element={<OrderDetailRoute />} />
              <Route path={paths.loanAgreementRoute} element={<AgreementRoute />} />
              <Route path={paths.payments} element={<PaymentsRoute />} />
              <Route path={paths.ticketsCreate} element={<TicketCreateRoute />} />
              <Route path={paths.tickets} element={<TicketsRoute />} />
              <Route path={paths.ticketRoute} element={<TicketThreadRoute />} />
              <Route path={paths.adminTest} element={<AdminTestPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path={`${paths.admin}/*`} element={<AdminRoutes />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
