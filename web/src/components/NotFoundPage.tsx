import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import HomeIcon from '@mui/icons-material/Home';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { paths } from '../lib/paths';
import { FullPageMessage } from './FullPageMessage';

/** `home` is where Go to Home leads: the public home page, or the staff dashboard inside the admin area. */
export function NotFoundPage({ home = paths.home }: { home?: string }) {
  const navigate = useNavigate();
  return (
    <FullPageMessage
      icon={<SearchOffIcon color="primary" />}
      title="Page not found"
      actions={
        <>
          <Button variant="contained" startIcon={<HomeIcon />} component={RouterLink} to={home}>
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
