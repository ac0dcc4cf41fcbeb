/**
 * The product's pictures (public/product/<name>-<width>.webp), their names and their sizes: read by the
 * page that shows them (ProductShot, its width and height attributes, so nothing moves when they arrive)
 * and by the script that makes them (test/e2e/screenshots.ts). No styles here: the script runs in Node.
 */
export type ProductShotName =
  | 'admin-users'
  | 'admin-config'
  | 'teacher-main'
  | 'teacher-session-run'
  | 'patient-monitor'
  | 'session-debrief'
  | 'scenario-editor'
  | 'student-sessions'
  | 'student-session';

export type ShotSize = { width: number; height: number };

/** The screenshot script's viewports: a phone and a computer. */
export const PHONE_VIEWPORT = { width: 375, height: 740 } as const;
export const COMPUTER_VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * Each picture frames its feature rather than shrinking a whole screen: on the home a 1280 px screen drawn 550 px
 * wide made 14 px text 6 px, and an 800 px crop of a 1280 px page cut words at its right edge (design review).
 * On a phone: the screen's width and its first 560 px from the page's heading. On a computer: the page taken on a
 * screen of the picture's own size, 880 × 560, so that the page's own layout reflows into the frame (nothing cut
 * at an edge), from the feature's top; drawn about 780 px wide on the home, its 14 px text stays at 12 px or more
 * (docs/ui.md, « Product pictures »); the student's sessions, whose table is wider, 1000 × 600. The hero
 * (`teacher-session-run`, the room in « Mode salle ») is the room on a 1280 × 648 screen, which ends just under its
 * note field and journal, drawn across the home's full width; the patient monitor fills a screen of any size: 800 × 500.
 */
const PHONE_REGION: ShotSize = { width: 375, height: 560 };
const COMPUTER_FRAME: ShotSize = { width: 880, height: 560 };
const COMPUTER_SIZES: Partial<Record<ProductShotName, ShotSize>> = {
  'teacher-session-run': { width: 1280, height: 648 },
  // Its table of coming sessions (a date on one line, « Confirmer ma présence ») needs about 970 px: narrower, the
  // table scrolls sideways inside the page and the picture would cut its last column.
  'student-sessions': { width: 1000, height: 600 },
  'patient-monitor': { width: 800, height: 500 },
};

export function productShotSize(name: ProductShotName, device: 'phone' | 'computer'): ShotSize {
  if (device === 'phone') return PHONE_REGION;
  return COMPUTER_SIZES[name] ?? COMPUTER_FRAME;
}
