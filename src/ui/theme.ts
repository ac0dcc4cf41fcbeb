/** The one theme: colours, spacing, type scale and breakpoints. Components read nothing else. */
export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    primaryText: '#ffffff',
    primarySurface: '#eff6ff',
    text: '#1f2937',
    mutedText: '#4b5563',
    background: '#ffffff',
    surface: '#f3f4f6',
    border: '#d1d5db',
    danger: '#b91c1c',
    dangerSurface: '#fef2f2',
    success: '#166534',
    successSurface: '#f0fdf4',
    /** 3:1 against white at least (WCAG 1.4.11), unlike a light amber. */
    focus: '#b45309',
    /** Focus ring on the blue bars, where amber would be too faint. */
    focusOnPrimary: '#ffffff',
    overlay: 'rgba(255, 255, 255, 0.6)',
    tooltip: '#111827',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', xxxl: '4.5rem' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.25rem' },
    weight: { regular: 400, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
  },
  radius: { sm: '4px', md: '8px', round: '999px' },
  border: { thin: '1px', thick: '2px', accent: '4px' },
  focusRing: { width: '3px', offset: '2px' },
  /** The loading overlay blurs what it covers (spec §4). */
  blur: { overlay: '6px' },
  shadow: {
    card: '0 1px 3px rgba(0, 0, 0, 0.12)',
    raised: '0 -4px 16px rgba(0, 0, 0, 0.12)',
  },
  size: {
    /** Minimum target for anything clickable (WCAG 2.5.5, 44 px). */
    control: '2.75rem',
    avatar: '2rem',
    avatarLarge: '4rem',
    icon: '1.5rem',
    logo: '2rem',
    spinner: '3rem',
  },
  layout: {
    maxWidth: '72rem',
    proseWidth: '46rem',
    formWidth: '28rem',
    cardMinWidth: '16rem',
    buttonMinWidth: '12rem',
    barHeight: '3.5rem',
    bannerMaxHeight: '80vh',
    mainMinHeight: '60vh',
    viewportHeight: '100vh',
    mapHeight: '40rem',
    mapHeightCompact: '26rem',
    /** Where the skip link waits, off screen, until it gets focus. */
    offscreen: '-10rem',
  },
  /** vis-network takes numbers (pixels), not CSS lengths. */
  graph: { fontSize: 14, levelSeparation: 360, nodeSpacing: 52, nodePadding: 10, borderWidth: 2 },
  /** Spec §2: the mobile bar below `md`, the desktop bar from `md` up. */
  breakpoints: { md: '768px' },
  zIndex: { bar: 10, banner: 20, overlay: 30 },
} as const;

export type Theme = typeof theme;

export const media = {
  md: `@media (min-width: ${theme.breakpoints.md})`,
  belowMd: `@media (max-width: calc(${theme.breakpoints.md} - 0.02px))`,
} as const;
