import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import { STATUS_MESSAGES } from '../lib/application-status';

export interface OfflineBannerProps {
  online: boolean;
  /** A signed-in customer's screens show what was last loaded (kept on the device: lib/offline-data). */
  usingCachedData?: boolean;
}

export const offlineMessage = 'You are currently offline. Some features may be unavailable.';

/** Renders nothing while online. */
export function OfflineBanner({ online, usingCachedData = false }: OfflineBannerProps) {
  if (online) return null;
  return (
    <Alert
      role="alert"
      severity="warning"
      variant="filled"
      icon={<WifiOffIcon fontSize="inherit" />}
      square
      action={
        <Chip
          label="Offline mode"
          size="small"
          sx={{ bgcolor: 'background.paper', color: 'text.primary', alignSelf: 'center' }}
        />
      }
      sx={{
        borderRadius: 0,
        alignItems: 'center',
        flexWrap: 'wrap',
        '& .MuiAlert-action': { pt: 0, ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } },
      }}
    >
      {offlineMessage}
      {usingCachedData && (
        <Box component="span" sx={{ display: 'block' }}>
          {STATUS_MESSAGES.usingCache}
        </Box>
      )}
    </Alert>
  );
}

export default OfflineBanner;
