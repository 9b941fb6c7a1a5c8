// A dialog that fills the screen on phones (below the sm breakpoint, e.g. 360 px) and is a centred card elsewhere.
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export function ResponsiveDialog({ fullWidth = true, maxWidth = 'sm', ...props }: DialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return <Dialog fullWidth={fullWidth} maxWidth={maxWidth} fullScreen={phone} {...props} />;
}
