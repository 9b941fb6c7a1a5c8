import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import HomeIcon from '@mui/icons-material/Home';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { homeFor } from '../lib/paths';
import { FullPageMessage } from './FullPageMessage';

/**
 * `home` is where Go to Home leads; by default it follows the address, so a 404 deep in the admin area (a nested
 * router's catch-all, an order that does not exist) leads back to the staff dashboard, never to the public site.
 */
export function NotFoundPage({ home }: { home?: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <FullPageMessage
      icon={<SearchOffIcon color="primary" />}
      title="Page not found"
      actions={
        <>
          <Button variant="contained" startIcon={<HomeIcon />} component={RouterLink} to={home ?? homeFor(pathname)}>
            Go to Home
          </Button>
          <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
            Go Back
          </Button>
        </>
      }
    >
      <Typography color="text.secondary">
        The page you are looking for does not exist or has moved. Check the address, or use the
        buttons below.
      </Typography>
    </FullPageMessage>
  );
}

export default NotFoundPage;
