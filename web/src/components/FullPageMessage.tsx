import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface FullPageMessageProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** Buttons; they stack on narrow screens. */
  actions?: ReactNode;
  /** 'alert' for failures the user must notice at once. */
  role?: 'alert' | 'region';
}

/** Centred card used by the error, not-found and status screens. */
export function FullPageMessage({ icon, title, children, actions, role = 'region' }: FullPageMessageProps) {
  const titleId = useId();
  return (
    <Box
      component="section"
      role={role}
      aria-labelledby={titleId}
      sx={{
        minHeight: '70vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 8 },
      }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 5 }, textAlign: 'center' }}
      >
        {icon ? (
          <Box aria-hidden="true" sx={{ mb: 2, '& svg': { fontSize: 56 } }}>
            {icon}
          </Box>
        ) : null}
        <Typography id={titleId} variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
        {actions ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ mt: 3, justifyContent: 'center' }}
          >
            {actions}
          </Stack>
        ) : null}
      </Paper>
    </Box>
  );
}

export default FullPageMessage;
