import { createTheme, responsiveFontSizes } from '@mui/material/styles';
import type { PaletteOptions, Theme, ThemeOptions } from '@mui/material/styles';

export type AppThemeMode = 'light' | 'dark';

// Deep forest green and Ghana gold: calm, trustworthy, local.
export const brandColors = {
  green: '#0B6E4F',
  greenDark: '#084F39',
  greenLight: '#4CC38A',
  gold: '#D4A017',
  goldLight: '#F2C94C',
  ink: '#14211B',
} as const;

// Every main colour meets WCAG AA (4.5:1) against its contrastText and the page background.
export const lightPalette: PaletteOptions = {
  mode: 'light',
  contrastThreshold: 4.5,
  primary: { main: brandColors.green, dark: brandColors.greenDark, light: '#3A8F72', contrastText: '#FFFFFF' },
  secondary: { main: brandColors.gold, dark: '#A67C00', light: brandColors.goldLight, contrastText: brandColors.ink },
  // SPEC section 4: pending is yellow, approved green, rejected red.
  warning: { main: '#F2B705', dark: '#8A5A00', light: '#FFE08A', contrastText: '#1F1A00' },
  success: { main: '#1B7F3B', dark: '#125A29', light: '#5FBF7A', contrastText: '#FFFFFF' },
  error: { main: '#C62828', dark: '#8E1B1B', light: '#EF7A7A', contrastText: '#FFFFFF' },
  info: { main: '#0B63A5', contrastText: '#FFFFFF' },
  background: { default: '#F6F8F7', paper: '#FFFFFF' },
  text: { primary: brandColors.ink, secondary: '#4A5A52' },
  divider: 'rgba(20, 33, 27, 0.12)',
};

export const darkPalette: PaletteOptions = {
  mode: 'dark',
  contrastThreshold: 4.5,
  primary: { main: brandColors.greenLight, dark: '#2E9E6B', light: '#8EDDB6', contrastText: '#04140D' },
  secondary: { main: brandColors.goldLight, dark: brandColors.gold, light: '#F8DD8E', contrastText: '#1F1A00' },
  warning: { main: '#F5C518', dark: '#C99A00', light: '#FFE08A', contrastText: '#1F1A00' },
  success: { main: '#5FD08A', dark: '#2E9E5A', light: '#A2E7BC', contrastText: '#04140D' },
  error: { main: '#FF8A80', dark: '#E05A50', light: '#FFC2BC', contrastText: '#2A0605' },
  info: { main: '#7CC4FA', contrastText: '#04121F' },
  background: { default: '#0E1613', paper: '#15201B' },
  text: { primary: '#E8F0EC', secondary: '#A9BBB2' },
  divider: 'rgba(232, 240, 236, 0.14)',
};

const fontFamily = [
  'Inter',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'system-ui',
  'sans-serif',
].join(',');

// Shared by the single-mode theme and the colour-scheme theme; no palette lookups here.
const baseOptions: ThemeOptions = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.01em' },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, paddingInline: 18 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    // No colour transition on any chip: a status chip that changes colour (Checking… → All systems ready) fades its
    // background in over 300 ms while its label turns white at once, failing contrast in between.
    MuiChip: { styleOverrides: { root: { fontWeight: 600, transition: 'none' } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // Links inside running text must be distinguishable without colour (WCAG 1.4.1); lists may opt into 'hover'.
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiContainer: { defaultProps: { maxWidth: 'lg' } },
  },
};

/** A complete theme for one mode (light or dark), with responsive headings. */
export function createAppTheme(mode: AppThemeMode): Theme {
  const palette = mode === 'dark' ? darkPalette : lightPalette;
  return responsiveFontSizes(createTheme({ ...baseOptions, palette }));
}

/**
 * One theme holding both colour schemes as CSS variables, for `useColorScheme()` switching
 * without re-creating the theme. The active scheme is a class on <html> (`.light` / `.dark`).
 */
export function createAppColorSchemeTheme(): Theme {
  return responsiveFontSizes(
    createTheme({
      ...baseOptions,
      cssVariables: { colorSchemeSelector: 'class' },
      colorSchemes: { light: { palette: lightPalette }, dark: { palette: darkPalette } },
    } as ThemeOptions),
  );
}

export default createAppTheme;
