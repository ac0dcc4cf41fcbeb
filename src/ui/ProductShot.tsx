import styled from 'styled-components';
import { theme } from './theme';

/**
 * The product's pictures, made by `npm run screenshots` from the demo world: the first screen of a page
 * at 375 px (a phone) and at 1280 px (a computer), as public/product/<name>-<width>.webp.
 */
export type ProductShotName =
  | 'admin-users'
  | 'admin-config'
  | 'teacher-main'
  | 'teacher-session-run'
  | 'scenario-editor'
  | 'student-sessions'
  | 'student-session';

/** The screenshot script's viewports: the pictures' own sizes, so the page keeps their room before they load. */
const PHONE = { width: 375, height: 740 } as const;
const COMPUTER = { width: 1280, height: 800 } as const;

export const productShotUrl = (name: ProductShotName, width: 375 | 1280) => `/product/${name}-${width}.webp`;

const Frame = styled.picture<{ $phoneWidth: string }>`
  display: block;
  img {
    display: block;
    width: 100%;
    max-width: ${({ $phoneWidth }) => $phoneWidth};
    height: auto;
    margin: 0 auto;
    border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.screenshot};
    background: ${({ theme }) => theme.colors.surface};
  }
  @media (min-width: ${theme.breakpoints.md}) {
    img {
      max-width: 100%;
    }
  }
`;

/**
 * Art direction rather than resolution switching: a phone gets the phone's page, a computer the
 * computer's (their layouts differ). `priority` for the one picture of the first screen; the others
 * wait until they come near the viewport.
 */
export function ProductShot({ name, alt, priority = false }: { name: ProductShotName; alt: string; priority?: boolean }) {
  return (
    <Frame $phoneWidth={theme.size.phoneShot}>
      <source media={`(min-width: ${theme.breakpoints.md})`} srcSet={productShotUrl(name, COMPUTER.width)} type="image/webp" width={COMPUTER.width} height={COMPUTER.height} />
      <img
        src={productShotUrl(name, PHONE.width)}
        width={PHONE.width}
        height={PHONE.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </Frame>
  );
}
