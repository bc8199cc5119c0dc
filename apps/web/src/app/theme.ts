import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
