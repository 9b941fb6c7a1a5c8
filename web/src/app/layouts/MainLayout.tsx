import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useSnackbar } from 'notistack';
import { AuthStatusBadge } from '../../components/AuthStatusBadge';
import { Footer } from '../../components/Footer';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { OfflineBanner } from '../../components/OfflineBanner';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { authClient } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-context';
import { useCart } from '../../lib/cart';
import { useColorMode } from '../../lib/color-mode';
import { loadApolloClient } from '../../lib/lazy-apollo';
import { whenIdle } from '../../lib/idle';
import { useConnectivityToasts } from '../../lib/online';
import { useSiteSettings } from '../../lib/site-settings';
import { APPLICATION_STATUS_CACHE_KEY, readEligibility, removeKey } from '../../lib/storage';
import { TOAST_TEXTS, toastOptions } from '../../lib/toasts';
import { paths } from '../../lib/paths';
import { showsUserSidebar } from './sidebar';
import type { SidebarData } from './SignedInServices';
import { visuallyHidden } from '../../lib/visually-hidden';

// What a visitor on the landing page does not need is loaded when it is first wanted (landing ≤ 200 KiB gzip):
// the phone drawer and account menu on first open, the cart on first open, the sidebar and live data once signed in.
const loadNavDrawer = () => import('./NavDrawer');
const NavDrawer = lazy(loadNavDrawer);
/** After the first screen: the phone menu must open even if the connection drops later (offline). */
const NAV_DRAWER_PRELOAD_MS = 1_000;
/** After the first screen, when idle: whether a signed-in customer must accept new Terms or Privacy versions. */
const CONSENT_CHECK_DELAY_MS = 1_000;
const loadAccountMenu = () => import('./AccountMenu');
const AccountMenu = lazy(loadAccountMenu);
const loadCartDrawer = () => import('../../components/CartDrawer');
const CartDrawer = lazy(loadCartDrawer);
const UserSidebar = lazy(() => import('../../components/UserSidebar'));
const SignedInServices = lazy(async () => (await Promise.all([import('./SignedInServices'), loadApolloClient()]))[0]);
/** Act 843: asks a customer to accept new versions of the Terms and Privacy Policy (features/consent). */
const ConsentBanner = lazy(async () => (await Promise.all([import('../../features/consent/ConsentBanner'), loadApolloClient()]))[0]);

const NO_SIDEBAR_DATA: SidebarData = { applicationStatus: { status: null, loading: true, error: false }, unreadNotifications: 0 };

const NAV_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Eligibility Check', to: paths.eligibility },
];

export function MainLayout() {
  const { user, signedOut } = useAuth();
  const { itemCount } = useCart();
  const online = useConnectivityToasts();
  const site = useSiteSettings();
  const { mode, toggle } = useColorMode();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // Each lazy piece stays mounted once opened, so closing still animates.
  const [opened, setOpened] = useState({ drawer: false, cart: false, menu: false });
  const [sidebarData, setSidebarData] = useState<SidebarData>(NO_SIDEBAR_DATA);
  const onSidebarData = useCallback((data: SidebarData) => setSidebarData(data), []);
  const sidebarVisible = showsUserSidebar(user?.role);
  // Signed in, the phone menu's chunk is fetched soon after the first screen, so it opens offline too. A visitor's
  // landing page does not: the menu shares the signed-in chunk's pieces, which would break the landing budget.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return undefined;
    return whenIdle(() => void loadNavDrawer().catch(() => undefined), { delayMs: NAV_DRAWER_PRELOAD_MS });
  }, [signedIn]);
  // The consent check (its chunk, Apollo and a query) waits until the first screen is idle: it competed with the
  // screen's own chunks and queries.
  const isCustomer = user?.role === 'user';
  const [consentDue, setConsentDue] = useState(false);
  useEffect(() => (isCustomer ? whenIdle(() => setConsentDue(true), { delayMs: CONSENT_CHECK_DELAY_MS }) : undefined), [isCustomer]);

  const openDrawer = useCallback(() => {
    setOpened((current) => ({ ...current, drawer: true }));
    setDrawerOpen(true);
  }, []);
  const closeDrawer = () => setDrawerOpen(false);
  const openCart = useCallback(() => {
    setOpened((current) => ({ ...current, cart: true }));
    setCartOpen(true);
  }, []);
  const openMenu = useCallback((anchor: HTMLElement) => {
    setOpened((current) => ({ ...current, menu: true }));
    setMenuAnchor(anchor);
  }, []);

  const signOut = async () => {
    setMenuAnchor(null);
    setDrawerOpen(false);
    // Forget the previous user's cached application status (the sidebar's badge).
    removeKey(APPLICATION_STATUS_CACHE_KEY);
    setSidebarData(NO_SIDEBAR_DATA);
    await authClient.signOut().catch(() => undefined);
    signedOut();
    enqueueSnackbar(TOAST_TEXTS.loggedOut, toastOptions('success'));
    navigate(paths.home);
  };

  const unreadNotifications = sidebarData.unreadNotifications;
  const accountLinks = user
    ? [
        { label: 'Dashboard', to: paths.dashboard },
        { label: 'My orders', to: paths.orders },
        { label: 'Profile', to: paths.profile },
      ]
    : [
        { label: 'Login', to: paths.login },
        { label: 'Register', to: paths.register },
      ];

  // The phone menu holds the sidebar too: links it already lists (Dashboard, Profile) are not repeated above it.
  const sidebarPaths = new Set<string>(sidebarVisible ? [paths.dashboard, paths.profile] : []);
  const drawerLinks = [...NAV_LINKS, ...accountLinks.filter((link) => !sidebarPaths.has(link.to))];

  const renderSidebar = (onNavigate?: () => void) =>
    sidebarVisible ? (
      <Suspense fallback={null}>
        <UserSidebar
          signedIn={Boolean(user)}
          eligible={readEligibility() === true}
          pathname={pathname}
          applicationStatus={sidebarData.applicationStatus}
          unreadNotifications={sidebarData.unreadNotifications}
          onNavigate={onNavigate}
        />
      </Suspense>
    ) : null;

  // The frame's pieces re-render only when what they show changes: during a screen's first seconds the layout renders
  // several times (session, cart, settings, sidebar data, consent check), and re-rendering the bar and the footer
  // each time was main-thread work on the phone while the screen itself was drawing (Lighthouse's blocking time).
  const topBar = useMemo(
    () => (
        <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 56, sm: 64 }, px: { xs: 1, sm: 2 } }}>
            <IconButton
              edge="start"
              aria-label="Open menu"
              aria-haspopup="dialog"
              onClick={openDrawer}
              onPointerEnter={() => void loadNavDrawer()}
              onFocus={() => void loadNavDrawer()}
              sx={{ display: { md: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
            <Typography component={RouterLink} to={paths.home} variant="h6" sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none', flexGrow: { xs: 1, md: 0 }, mr: { md: 2 }, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
              {site.brandName}
            </Typography>
            <Stack direction="row" component="nav" aria-label="Main" spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, flexGrow: 1 }}>
              {NAV_LINKS.map((link) => (
                <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                  {link.label}
                </Button>
              ))}
            </Stack>
            {/* A native title instead of MUI Tooltip keeps popper.js out of the first route. */}
            <IconButton onClick={toggle} aria-label={mode === 'light' ? 'Switch to dark theme' : 'Switch to light theme'} title={mode === 'light' ? 'Switch to dark theme' : 'Switch to light theme'}>
              {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
            </IconButton>
            {sidebarVisible && (
              // On a phone the sidebar (with its Notifications count) is behind the menu: the bar shows the count too.
              // Named by its own (visually hidden) text, not aria-label: the badge's digits are not part of the name, and
              // a count that just went to zero (the badge fades out with its old digit) never contradicts it.
              <IconButton component={RouterLink} to={paths.notifications}>
                <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex' }}>
                  <Badge badgeContent={unreadNotifications} color="error" max={99} showZero={false}>
                    <NotificationsOutlined />
                  </Badge>
                </Box>
                <Box component="span" sx={visuallyHidden}>
                  {unreadNotifications > 0 ? `Notifications, ${unreadNotifications} unread` : 'Notifications'}
                </Box>
              </IconButton>
            )}
            {user && (
              <IconButton
                onClick={openCart}
                onPointerEnter={() => void loadCartDrawer()}
                onFocus={() => void loadCartDrawer()}
                aria-haspopup="dialog"
                aria-label={`Cart, ${itemCount} item${itemCount === 1 ? '' : 's'}`}
              >
                <Badge badgeContent={itemCount} color="secondary" showZero={false}>
                  <ShoppingCartOutlined />
                </Badge>
              </IconButton>
            )}
            {user ? (
              <IconButton
                aria-label="Account menu"
                aria-haspopup="menu"
                onClick={(event) => openMenu(event.currentTarget)}
                onPointerEnter={() => void loadAccountMenu()}
                onFocus={() => void loadAccountMenu()}
              >
                <AccountCircleOutlined />
              </IconButton>
            ) : (
              <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', sm: 'flex' } }}>
                <Button component={RouterLink} to={paths.login} color="inherit">
                  Login
                </Button>
                <Button component={RouterLink} to={paths.register} variant="contained">
                  Register
                </Button>
              </Stack>
            )}
          </Toolbar>
        </AppBar>
    ),
    [user, itemCount, mode, toggle, site.brandName, openDrawer, openCart, openMenu, sidebarVisible, unreadNotifications],
  );
  const footer = useMemo(
    () => (
      <Footer
        brand={{ name: site.brandName, tagline: site.tagline }}
        contact={{ supportEmail: site.supportEmail, supportPhone: site.supportPhone, officeAddress: site.officeAddress }}
        social={site.social}
      />
    ),
    [site],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.paper' } }}
      >
        Skip to content
      </Box>
      {topBar}
      {/* Each lazy piece has its own boundary, so one still loading never hides another. */}
      {user && opened.menu && (
        <Suspense fallback={null}>
          <AccountMenu anchorEl={menuAnchor} onClose={() => setMenuAnchor(null)} links={accountLinks} onSignOut={signOut} />
        </Suspense>
      )}
      {opened.drawer && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={closeDrawer} brandName={site.brandName} links={drawerLinks} onSignOut={user ? signOut : undefined}>
            {renderSidebar(closeDrawer)}
          </NavDrawer>
        </Suspense>
      )}
      {user && opened.cart && (
        <Suspense fallback={null}>
          <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />
        </Suspense>
      )}
      {user && (
        <Suspense fallback={null}>
          <SignedInServices userId={user.id} sidebarVisible={sidebarVisible} onSidebarData={onSidebarData} />
        </Suspense>
      )}
      <OfflineBanner online={online} usingCachedData={Boolean(user)} />
      {isCustomer && consentDue && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        {sidebarVisible && (
          <Box component="aside" sx={{ display: { xs: 'none', md: 'block' }, width: 264, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Box sx={{ position: 'sticky', top: 64, maxHeight: 'calc(100vh - 64px)', overflowY: 'auto' }}>{renderSidebar()}</Box>
          </Box>
        )}
        {/* At least a screen tall, so the footer starts below the fold: a screen's content arriving after its data
            (or its chunk) then never pushes visible elements down (CLS). */}
        <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0, minHeight: { xs: 'calc(100vh - 56px)', sm: 'calc(100vh - 64px)' } }}>
          {/* The frame (header, footer) stays up while a screen's chunk loads, or when it fails (offline): only the
              main area waits or shows the failure. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingSpinner />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, py: 1 }}>
        <AuthStatusBadge authenticated={Boolean(user)} />
      </Box>
      {footer}
    </Box>
  );
}

export default MainLayout;
