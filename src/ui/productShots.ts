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
 * Each picture is the part of the screen that shows its feature, not the whole screen shrunk: on the home a
 * 1280 px screen drawn 550 px wide made 14 px text 6 px (design review). Cut out at these sizes and drawn
 * about as wide as they were taken (docs/ui.md, « Product pictures »), their text stays at 12 px or more:
 * on a phone, the screen's width and its first 560 px; on a computer, an 800 × 500 region from the page's
 * heading. The hero (`teacher-session-run`, the room in « Mode salle ») is the whole 1280 × 800 room, drawn
 * across the home's full width.
 */
const PHONE_REGION: ShotSize = { width: 375, height: 560 };
const COMPUTER_REGION: ShotSize = { width: 800, height: 500 };

export function productShotSize(name: ProductShotName, device: 'phone' | 'computer'): ShotSize {
  if (device === 'phone') return PHONE_REGION;
  return name === 'teacher-session-run' ? COMPUTER_VIEWPORT : COMPUTER_REGION;
}
