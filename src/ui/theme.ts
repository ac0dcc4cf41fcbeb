/** The one theme: colours, spacing, type scale and breakpoints. Components read nothing else. */
export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    primaryText: '#ffffff',
    text: '#1f2937',
    mutedText: '#4b5563',
    background: '#ffffff',
    surface: '#f3f4f6',
    border: '#d1d5db',
    danger: '#b91c1c',
    success: '#166534',
    focus: '#f59e0b',
    overlay: 'rgba(255, 255, 255, 0.6)',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
    weight: { regular: 400, bold: 700 },
  },
  radius: { sm: '4px', md: '8px', round: '999px' },
  layout: { maxWidth: '72rem', barHeight: '3.5rem' },
  /** Spec §2: the mobile bar below `md`, the desktop bar from `md` up. */
  breakpoints: { md: '768px' },
  zIndex: { bar: 10, banner: 20, overlay: 30 },
} as const;

export type Theme = typeof theme;

export const media = {
  md: `@media (min-width: ${theme.breakpoints.md})`,
  belowMd: `@media (max-width: calc(${theme.breakpoints.md} - 0.02px))`,
} as const;
