/**
 * The one theme: colours, spacing, type scale and breakpoints. Components read nothing else.
 *
 * Colours: every text/background pair the pages use is listed in `CONTRAST_PAIRS` below and checked
 * against WCAG AA by test/app/ui/contrast.test.ts, so a new shade cannot quietly fall under 4.5:1.
 */
export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryDark: '#1e3a8a',
    primaryText: '#ffffff',
    primarySurface: '#eff6ff',
    /** Headings of the public pages: a deep blue-black, one step darker than the running text. */
    ink: '#0f172a',
    text: '#1f2937',
    mutedText: '#4b5563',
    /** The brand's second colour (the pulse of the logo, the phases' numbers): teal, 5.4:1 on white. */
    accent: '#0f766e',
    accentSurface: '#f0fdfa',
    background: '#ffffff',
    surface: '#f3f4f6',
    /** The home's hero and closing band: dark, with white text. */
    heroBackground: '#172554',
    heroText: '#ffffff',
    heroMutedText: '#cbd5e1',
    border: '#d1d5db',
    danger: '#b91c1c',
    /** A destructive button under the pointer: one step darker, as `primaryDark` is for the primary one. */
    dangerDark: '#7f1d1d',
    dangerSurface: '#fef2f2',
    /** A state that asks for attention without being an error (« Non vérifiée »): amber text on cream. */
    warning: '#92400e',
    warningSurface: '#fffbeb',
    success: '#166534',
    successSurface: '#f0fdf4',
    /** 3:1 against white at least (WCAG 1.4.11), unlike a light amber. */
    focus: '#b45309',
    /** Focus ring on the blue bars, where amber would be too faint. */
    focusOnPrimary: '#ffffff',
    overlay: 'rgba(255, 255, 255, 0.6)',
    tooltip: '#111827',
  },
  /** A 4 px grid: each step is a multiple of 0.25rem; sections of the public pages breathe with `huge`. */
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem', xxxl: '4.5rem', huge: '6rem' },
  font: {
    /**
     * Inter, self-hosted (globalCss.ts declares it); until it arrives, a local Arial-like face resized to
     * Inter's metrics, so that the swap moves nothing on the page.
     */
    family: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.75rem',
      xxl: '2.25rem',
      /** The home's promise: 2 rem on a phone, 3 rem from 1280 px. */
      display: 'clamp(2rem, 1.4rem + 2vw, 3rem)',
    },
    weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.5 },
    letterSpacing: { tight: '-0.02em', wide: '0.06em' },
  },
  radius: { sm: '4px', md: '8px', lg: '12px', round: '999px' },
  border: { thin: '1px', thick: '2px', accent: '4px' },
  focusRing: { width: '3px', offset: '2px' },
  /** The loading overlay blurs what it covers (docs/product.md §4). */
  blur: { overlay: '6px' },
  shadow: {
    card: '0 1px 3px rgba(0, 0, 0, 0.12)',
    raised: '0 -4px 16px rgba(0, 0, 0, 0.12)',
    /** The product's screenshots, lifted off the page. */
    screenshot: '0 12px 32px rgba(15, 23, 42, 0.18)',
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
    /** The widest the content of a page, its header and its footer get (gutter.ts): at 1280 px, the window less two 2 rem gutters. */
    contentWidth: '76rem',
    /** A cookie banner's text. */
    maxWidth: '72rem',
    proseWidth: '46rem',
    /** A settings page's cards, two columns of them on a computer (the organisation's configuration). */
    settingsWidth: '60rem',
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
  /** docs/product.md §2.3: the mobile bar below `md`, the desktop bar from `md` up; `xl`: a laptop, room for the roomier bar. */
  breakpoints: { md: '768px', lg: '1024px', xl: '1280px' },
  /** `bannerUnderBar`: the cookie banner on a phone, below the bottom bar and the menu it opens. */
  /** `dialog`: a modal and its backdrop, above everything (the menus it opens included, Radix portals them last). */
  zIndex: { bannerUnderBar: 5, bar: 10, banner: 20, overlay: 30, dialog: 40 },
} as const;

export type Theme = typeof theme;
export type ColorName = keyof Theme['colors'];

/**
 * Every text colour the pages set on a background colour of the theme, with the ratio it needs:
 * 4.5 for text (WCAG 1.4.3 AA), 3 for large text or a component's edge and the focus ring (1.4.11).
 */
export const CONTRAST_PAIRS: readonly { text: ColorName; on: ColorName; min: 3 | 4.5 }[] = [
  { text: 'text', on: 'background', min: 4.5 },
  { text: 'text', on: 'surface', min: 4.5 },
  { text: 'text', on: 'primarySurface', min: 4.5 },
  { text: 'ink', on: 'background', min: 4.5 },
  { text: 'ink', on: 'surface', min: 4.5 },
  { text: 'mutedText', on: 'background', min: 4.5 },
  { text: 'mutedText', on: 'surface', min: 4.5 },
  { text: 'mutedText', on: 'primarySurface', min: 4.5 },
  { text: 'primary', on: 'background', min: 4.5 },
  { text: 'primary', on: 'surface', min: 4.5 },
  { text: 'primary', on: 'primarySurface', min: 4.5 },
  { text: 'primaryDark', on: 'background', min: 4.5 },
  { text: 'primaryText', on: 'primary', min: 4.5 },
  { text: 'primaryText', on: 'primaryDark', min: 4.5 },
  { text: 'accent', on: 'background', min: 4.5 },
  { text: 'accent', on: 'accentSurface', min: 4.5 },
  { text: 'danger', on: 'background', min: 4.5 },
  { text: 'danger', on: 'dangerSurface', min: 4.5 },
  { text: 'primaryText', on: 'danger', min: 4.5 },
  { text: 'primaryText', on: 'dangerDark', min: 4.5 },
  { text: 'warning', on: 'warningSurface', min: 4.5 },
  { text: 'success', on: 'background', min: 4.5 },
  { text: 'success', on: 'successSurface', min: 4.5 },
  { text: 'heroText', on: 'heroBackground', min: 4.5 },
  { text: 'heroMutedText', on: 'heroBackground', min: 4.5 },
  { text: 'primaryText', on: 'tooltip', min: 4.5 },
  { text: 'focus', on: 'background', min: 3 },
  { text: 'focusOnPrimary', on: 'primary', min: 3 },
  { text: 'focusOnPrimary', on: 'heroBackground', min: 3 },
];

export const media = {
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  xl: `@media (min-width: ${theme.breakpoints.xl})`,
  belowMd: `@media (max-width: calc(${theme.breakpoints.md} - 0.02px))`,
} as const;
