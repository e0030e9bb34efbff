import { createTheme } from '@mui/material/styles';

/** The smallest control, in CSS px (WCAG 2.5.5; docs/design.md §Tap targets). */
export const TAP = 44;

// CSS variables with the 'media' selector: the browser picks light or dark from
// prefers-color-scheme before any script runs, so a static page never flashes the wrong scheme.
const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'media' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#004499' },
        secondary: { main: '#c2185b' },
        background: { default: '#f4f6fa' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#7fb0ff' },
        secondary: { main: '#f48fb1' },
        background: { default: '#0d1117', paper: '#161b22' },
      },
    },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h4: { fontSize: '1.75rem' },
  },
  // Every control is at least 44×44 px (WCAG 2.5.5): a phone held in one hand at a party
  // (docs/design.md §Tap targets). Set here once, not per screen; e2e/tapTargets.spec.ts measures it.
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600, minHeight: TAP, minWidth: TAP } } },
    MuiIconButton: { styleOverrides: { root: { minHeight: TAP, minWidth: TAP } } },
    MuiToggleButton: { styleOverrides: { root: { minHeight: TAP, minWidth: TAP } } },
    MuiFab: { styleOverrides: { root: { minHeight: TAP, minWidth: TAP } } },
    // The round touch area of a checkbox or radio (MUI: 9 px around a 24 px icon, so 42).
    MuiCheckbox: { styleOverrides: { root: { minHeight: TAP, minWidth: TAP } } },
    MuiRadio: { styleOverrides: { root: { minHeight: TAP, minWidth: TAP } } },
    // A switch's touch area is its round base (38 px in MUI): 44 here, its track centred.
    MuiSwitch: {
      styleOverrides: {
        root: { width: 62, height: TAP, padding: '15px 14px' },
        switchBase: { padding: 12, '&.Mui-checked': { transform: 'translateX(18px)' } },
      },
    },
    // A tap on the label of a checkbox or switch counts: the whole row is the target.
    MuiFormControlLabel: { styleOverrides: { root: { minHeight: TAP } } },
    // A small outlined field (40 px in MUI) grows to 44, its label kept centred.
    MuiOutlinedInput: {
      styleOverrides: {
        root: {
          '&.MuiInputBase-sizeSmall:not(.MuiInputBase-multiline) .MuiOutlinedInput-input': { paddingTop: 10.5, paddingBottom: 10.5 },
          '&.MuiInputBase-sizeSmall.MuiInputBase-multiline': { paddingTop: 10.5, paddingBottom: 10.5 },
        },
      },
    },
    MuiInputLabel: {
      styleOverrides: { root: { '&.MuiInputLabel-outlined.MuiInputLabel-sizeSmall:not(.MuiInputLabel-shrink)': { transform: 'translate(14px, 11px) scale(1)' } } },
    },
    // Tabs and toggle buttons side by side keep a little room between them.
    MuiTabs: { styleOverrides: { list: { gap: 4 } } },
    MuiToggleButtonGroup: {
      styleOverrides: {
        root: {
          gap: 4,
          '& .MuiToggleButtonGroup-grouped.MuiToggleButtonGroup-grouped': {
            margin: 0,
            border: '1px solid var(--mui-palette-divider)',
            borderRadius: 'var(--mui-shape-borderRadius)',
          },
        },
      },
    },
    // A list row with a button at its end (delete, remove) is tall enough that the buttons of
    // rows one under the other keep 8 px apart.
    MuiListItem: { styleOverrides: { root: { '&:has(> .MuiListItemSecondaryAction-root)': { minHeight: TAP + 8 } } } },
    // A chip one can tap or delete is a control too.
    MuiChip: {
      styleOverrides: {
        root: { '&.MuiChip-clickable, &.MuiChip-deletable': { height: TAP, borderRadius: TAP / 2 } },
        // MUI: a 22 px icon; 11 px around it make the target 44 without moving the icon.
        deleteIcon: { boxSizing: 'content-box', padding: 11, margin: '0 -6px 0 -17px' },
      },
    },
  },
});

export default theme;
