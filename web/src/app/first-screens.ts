// What a first visit to a route needs beyond the entry, by path: the modules (relative to web/src) and the queries
// (operation names; only queries without variables). The production build turns this into a small script in
// index.html (web/first-screen.ts) that, right after the static shell's first paint, adds
// <link rel="modulepreload"> for the visited path's chunks and sends its queries, so both travel beside the vendor
// chunk instead of after it has run (lib/early-requests hands the answers to Apollo). router.tsx starts the same
// screens from the entry (FIRST_SCREEN) and is typed on these paths, which are lib/paths.ts's (written out: the build
// config loads this file on its own, and the app imports only its types).
import { addTypenameToDocument, print } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import * as documents from '../gql/graphql';

/** A signed-in screen also needs Apollo Client, the user sidebar and the signed-in services (MainLayout). */
export const SIGNED_IN = ['lib/apollo.ts', 'components/UserSidebar.tsx', 'app/layouts/SignedInServices.tsx'];
/** Every screen but the landing page loads Apollo Client beside its chunk (router.tsx `screen`). */
const PUBLIC = ['lib/apollo.ts'];
/** The footer's brand and contact details (lib/site-settings), on every screen. */
const EVERY_SCREEN_QUERIES = ['PublicSettings'];
/** Plus the signed-in layout's unread count (SignedInServices); its application status waits 1 s by design. */
const SIGNED_IN_QUERIES = [...EVERY_SCREEN_QUERIES, 'SidebarUnreadNotificationCount'];

export interface FirstScreen {
  modules: readonly string[];
  queries?: readonly string[];
  /**
   * A screen that shows something else when one of its queries finds nothing: once that query's early answer has
   * `field` null, these modules are preloaded too (a customer without an application gets the application form).
   */
  whenEmpty?: { query: string; field: string; modules: readonly string[] };
}

export const FIRST_SCREENS = {
  '/': { modules: [], queries: EVERY_SCREEN_QUERIES },
  '/login': { modules: ['features/auth/LoginPage.tsx', ...PUBLIC], queries: EVERY_SCREEN_QUERIES },
  '/register': { modules: ['features/auth/RegisterPage.tsx', ...PUBLIC], queries: EVERY_SCREEN_QUERIES },
  '/eligibility': { modules: ['features/eligibility/EligibilityPage.tsx', ...PUBLIC], queries: EVERY_SCREEN_QUERIES },
  '/dashboard': { modules: ['features/dashboard/DashboardPage.tsx', ...SIGNED_IN], queries: ['DashboardOverview', ...SIGNED_IN_QUERIES] },
  '/application': {
    modules: ['features/application/ApplicationPage.tsx', ...SIGNED_IN],
    queries: ['MyLatestApplicationDetails', 'ApplicantProfile', ...SIGNED_IN_QUERIES],
    whenEmpty: { query: 'MyLatestApplicationDetails', field: 'myLatestApplication', modules: ['features/application/NewApplication.tsx'] },
  },
  '/documents': { modules: ['features/documents/DocumentsPage.tsx', ...SIGNED_IN], queries: SIGNED_IN_QUERIES },
  '/shop': { modules: ['features/shop/ShopRoute.tsx', ...SIGNED_IN], queries: SIGNED_IN_QUERIES },
  '/payments': { modules: ['features/payments/PaymentsRoute.tsx', ...SIGNED_IN], queries: SIGNED_IN_QUERIES },
} as const satisfies Record<string, FirstScreen>;

export type FirstScreenPath = keyof typeof FIRST_SCREENS;

/**
 * The exact text Apollo Client sends for the named operation (its cache adds __typename everywhere), which is what
 * index.html sends early and what lib/early-requests compares. Throws for an unknown name or one with variables.
 */
export function firstScreenQueryText(operationName: string): string {
  const document = (documents as Record<string, unknown>)[`${operationName}Document`] as DocumentNode | undefined;
  const operation = document?.definitions.find((definition) => definition.kind === 'OperationDefinition');
  if (!document || !operation || operation.operation !== 'query') throw new Error(`first screens: no query named ${operationName}`);
  if (operation.variableDefinitions?.length) throw new Error(`first screens: ${operationName} takes variables; it cannot be sent early`);
  return print(addTypenameToDocument(document));
}
