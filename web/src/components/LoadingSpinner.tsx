import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../lib/visually-hidden';

export type LoadingSpinnerSize = 'small' | 'medium' | 'large';

export const spinnerPixels: Record<LoadingSpinnerSize, number> = {
  small: 20,
  medium: 40,
  large: 64,
};

export interface LoadingSpinnerProps {
  size?: LoadingSpinnerSize;
  /** Shown under the spinner and announced to screen readers. */
  message?: string;
  /** Covers the whole viewport, centred (e.g. 'Checking authentication status...'). */
  fullScreen?: boolean;
}

export function LoadingSpinner({ size = 'medium', message, fullScreen = false }: LoadingSpinnerProps) {
  const pixels = spinnerPixels[size];
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          gap: 1.5,
          p: 2,
          textAlign: 'center',
        },
        fullScreen && {
          position: 'fixed',
          inset: 0,
          zIndex: (theme) => theme.zIndex.modal + 1,
          bgcolor: 'background.default',
        },
      ]}
    >
      {/* The status text is the accessible name; the animated ring is decoration. */}
      <CircularProgress size={pixels} thickness={size === 'small' ? 5 : 4} aria-hidden="true" />
      {message ? (
        <Typography variant={size === 'large' ? 'h6' : 'body2'} component="p" color="text.secondary">
          {message}
        </Typography>
      ) : (
        <Box component="span" sx={visuallyHidden}>
          Loading…
        </Box>
      )}
    </Box>
  );
}

export default LoadingSpinner;
