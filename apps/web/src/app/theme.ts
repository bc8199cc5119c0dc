import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Deep paddock green: the brand and every primary action. */
const forest: MantineColorsTuple = [
  '#eef7f1',
  '#d9ecdf',
  '#b0d8bf',
  '#84c39c',
  '#5fb07e',
  '#479f6a',
  '#3a8a5b',
  '#2b6e47',
  '#1f5c3a',
  '#114a2b',
];

/** Ripe wheat: accents, highlights and the call to register. */
const wheat: MantineColorsTuple = [
  '#fdf8ec',
  '#f8edcf',
  '#f1da9c',
  '#eac565',
  '#e4b43a',
  '#e0a91f',
  '#c9920f',
  '#a87a0b',
  '#866107',
  '#5f4503',
];

export const theme = createTheme({
  primaryColor: 'forest',
  primaryShade: 7,
  colors: { forest, wheat },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, -apple-system, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Paper: { defaultProps: { withBorder: true } },
    // Labels are exactly their words (no ' *'), so screen readers and getByLabel read 'Password', not 'Password *'.
    // Every field is required unless its description says 'Optional'.
    TextInput: { defaultProps: { withAsterisk: false } },
    NativeSelect: { defaultProps: { withAsterisk: false } },
    PasswordInput: {
      defaultProps: { withAsterisk: false, visibilityToggleButtonProps: { 'aria-label': 'Show or hide the characters' } },
    },
  },
});

/**
 * Field errors in red 9: Mantine's default (red 6, #fa5252) reads 3.1:1 on the page's background,
 * under WCAG's 4.5:1 for text (axe 'color-contrast'); red 9 is 5.1:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});
