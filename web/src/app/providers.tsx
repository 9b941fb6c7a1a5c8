import { useMemo, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { createApolloClient } from '../lib/apollo';
import { AuthProvider } from '../lib/auth-context';
import { ColorModeProvider } from '../lib/color-mode';
import { SNACKBAR_PROVIDER_PROPS } from '../lib/toasts';
import { createAppTheme } from './theme';

// notistack's default greens and oranges fail WCAG AA contrast with white text; these pass (4.5:1 or more).
const AccessibleToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1B5E20', color: '#FFFFFF' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B3261E', color: '#FFFFFF' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#7A4F01', color: '#FFFFFF' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0B4F8A', color: '#FFFFFF' },
});
const TOAST_COMPONENTS = { success: AccessibleToast, error: AccessibleToast, warning: AccessibleToast, info: AccessibleToast, default: AccessibleToast };

function Themed({ mode, children }: { mode: 'light' | 'dark'; children: ReactNode }) {
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ColorModeProvider>
      {(mode) => (
        <Themed mode={mode}>
          <SnackbarProvider {...SNACKBAR_PROVIDER_PROPS} Components={TOAST_COMPONENTS} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
            <ApolloProvider client={client}>
              <AuthProvider>{children}</AuthProvider>
            </ApolloProvider>
          </SnackbarProvider>
        </Themed>
      )}
    </ColorModeProvider>
  );
}
