import { useMemo, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { createApolloClient } from '../lib/apollo';
import { AuthProvider } from '../lib/auth-context';
import { ColorModeProvider } from '../lib/color-mode';
import { SNACKBAR_PROVIDER_PROPS } from '../lib/toasts';
import { createAppTheme } from './theme';

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
          <SnackbarProvider {...SNACKBAR_PROVIDER_PROPS} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
            <ApolloProvider client={client}>
              <AuthProvider>{children}</AuthProvider>
            </ApolloProvider>
          </SnackbarProvider>
        </Themed>
      )}
    </ColorModeProvider>
  );
}
