import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import WifiOffIcon from '@mui/icons-material/WifiOff';

export interface OfflineBannerProps {
  online: boolean;
}

export const offlineMessage = 'You are currently offline. Some features may be unavailable.';

/** Renders nothing while online. */
export function OfflineBanner({ online }: OfflineBannerProps) {
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
    </Alert>
  );
}

export default OfflineBanner;
