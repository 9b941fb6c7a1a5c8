import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import HomeIcon from '@mui/icons-material/Home';
import { homeFor } from '../lib/paths';
import { FullPageMessage } from './FullPageMessage';

export interface ErrorPageProps {
  /** Reference the server logged with the failure, so support can find it. */
  requestId?: string;
  /** Defaults to reloading the page. */
  onRefresh?: () => void;
}

export const errorPageTitle = 'Oops! Something went wrong';

export function ErrorPage({ requestId, onRefresh }: ErrorPageProps) {
  const refresh = onRefresh ?? (() => window.location.reload());
  return (
    <FullPageMessage
      role="alert"
      icon={<ErrorOutlineIcon color="error" />}
      title={errorPageTitle}
      actions={
        <>
          <Button variant="contained" startIcon={<RefreshIcon />} onClick={refresh}>
            Refresh Page
          </Button>
          {/* A full page load on purpose: it clears whatever state caused the failure. In the admin area, home is the
              staff dashboard. The page may stand outside the router (the app's own error boundary): the address decides. */}
          <Button variant="outlined" startIcon={<HomeIcon />} href={homeFor(window.location.pathname)}>
            Go to Home
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">
        We hit an unexpected problem while loading this page. Your account and payments are safe.
        Please refresh the page, or go back to the home page and try again.
      </Typography>
      {requestId ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          If you contact support, quote this reference:{' '}
          <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600, color: 'text.primary', wordBreak: 'break-all' }}>
            {requestId}
          </Typography>
        </Typography>
      ) : null}
    </FullPageMessage>
  );
}

export default ErrorPage;
