// The modules a first visit to a route needs beyond the entry, by path (relative to web/src). The production build
// turns this into a small script in index.html that adds <link rel="modulepreload"> for the visited path before any
// JavaScript runs (web/first-screen-preloads.ts), so these chunks download beside the vendor chunk instead of after
// it has run. router.tsx starts the same screens from the entry (FIRST_SCREEN) and is typed on these paths, which
// are app/paths.ts's (written out: the build config loads this file on its own).

/** A signed-in screen also needs Apollo Client, the user sidebar and the signed-in services (MainLayout). */
const SIGNED_IN = ['lib/apollo.ts', 'components/UserSidebar.tsx', 'app/layouts/SignedInServices.tsx'];
/** Every screen but the landing page loads Apollo Client beside its chunk (router.tsx `screen`). */
const PUBLIC = ['lib/apollo.ts'];

export const FIRST_SCREEN_MODULES = {
  '/': ['features/landing/LandingPage.tsx'],
  '/login': ['features/auth/LoginPage.tsx', ...PUBLIC],
  '/register': ['features/auth/RegisterPage.tsx', ...PUBLIC],
  '/eligibility': ['features/eligibility/EligibilityPage.tsx', ...PUBLIC],
  '/dashboard': ['features/dashboard/DashboardPage.tsx', ...SIGNED_IN],
  '/application': ['features/application/ApplicationPage.tsx', ...SIGNED_IN],
  '/documents': ['features/documents/DocumentsPage.tsx', ...SIGNED_IN],
  '/shop': ['features/shop/ShopRoute.tsx', ...SIGNED_IN],
  '/payments': ['features/payments/PaymentsRoute.tsx', ...SIGNED_IN],
} as const satisfies Record<string, readonly string[]>;

export type FirstScreenPath = keyof typeof FIRST_SCREEN_MODULES;
