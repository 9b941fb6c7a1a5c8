import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PageContainerProps {
  /** The page's single h1. */
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown beside the title (below it on phones). */
  actions?: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
}

export function PageContainer({ title, subtitle, actions, maxWidth = 'lg', children }: PageContainerProps) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Stack
        component="header"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: { xs: 3, sm: 4 }, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle ? (
            // A paragraph for text; a div when the subtitle is markup (chips, grids), which a <p> may not contain.
            <Typography variant="subtitle1" component={typeof subtitle === 'string' || typeof subtitle === 'number' ? 'p' : 'div'} color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ flexShrink: 0 }}>{actions}</Box> : null}
      </Stack>
      {children}
    </Container>
  );
}

export default PageContainer;
