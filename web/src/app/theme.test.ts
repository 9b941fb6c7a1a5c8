import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { brandColors, createAppColorSchemeTheme, createAppTheme } from './theme';

describe('createAppTheme', () => {
  it('builds a light theme with the deep green brand and 10 px corners', () => {
    const theme = createAppTheme('light');
    expect(theme.palette.mode).toBe('light');
    expect(theme.palette.primary.main).toBe(brandColors.green);
    expect(theme.palette.secondary.main).toBe(brandColors.gold);
    expect(theme.shape.borderRadius).toBe(10);
  });

  it('builds a dark theme with dark surfaces and light text', () => {
    const theme = createAppTheme('dark');
    expect(theme.palette.mode).toBe('dark');
    expect(getContrastRatio(theme.palette.text.primary, theme.palette.background.default)).toBeGreaterThanOrEqual(7);
  });

  it.each(['light', 'dark'] as const)('keeps button and badge text readable (WCAG AA) in %s mode', (mode) => {
    const { palette } = createAppTheme(mode);
    for (const colour of [palette.primary, palette.secondary, palette.success, palette.warning, palette.error]) {
      expect(getContrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
    expect(getContrastRatio(palette.text.primary, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.text.secondary, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it('uses sentence-case buttons and scales headings down on phones', () => {
    const theme = createAppTheme('light');
    expect(theme.typography.button.textTransform).toBe('none');
    expect(Object.keys(theme.typography.h2).some((key) => key.startsWith('@media'))).toBe(true);
  });
});

describe('createAppColorSchemeTheme', () => {
  it('holds both colour schemes for switching without a new theme', () => {
    const theme = createAppColorSchemeTheme();
    const { colorSchemes } = theme as { colorSchemes?: Record<string, unknown> };
    expect(Object.keys(colorSchemes ?? {})).toEqual(expect.arrayContaining(['light', 'dark']));
    expect(theme.shape.borderRadius).toBe(10);
  });
});
