import styled from 'styled-components';
import { media, theme } from './theme';

/**
 * The product's pictures, made by `npm run screenshots` from the demo world: the first screen of a page
 * at 375 px (a phone) and at 1280 px (a computer), as public/product/<name>-<width>.webp.
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

/** In a user guide: the figure, its caption under it, the phone's picture a little narrower, centred. */
const Figure = styled.figure`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  img {
    display: block;
    width: 100%;
    max-width: 100%;
    height: auto;
    border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  /* A phone's screenshot is a whole screen high: drawn a little narrower, centred, it leaves the text in view. */
  ${media.belowMd} {
    img {
      max-width: 18rem;
      margin: 0 auto;
    }
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * Art direction rather than resolution switching: a phone gets the phone's page, a computer the
 * computer's (their layouts differ), both with their sizes so that nothing moves when they arrive.
 * On the home (no caption) the phone's picture is the `<img>` and `priority` marks the one picture of
 * the first screen, the others waiting until they come near the viewport; in a guide (`caption`), read
 * mostly on a computer, the computer's picture is the `<img>`, always lazy, in a figure with its caption.
 */
export function ProductShot({ name, alt, caption, priority = false }: { name: ProductShotName; alt: string; caption?: string; priority?: boolean }) {
  if (caption !== undefined) {
    return (
      <Figure>
        <picture>
          <source media={`(max-width: ${parseFloat(theme.breakpoints.md) - 0.02}px)`} srcSet={productShotUrl(name, PHONE.width)} width={PHONE.width} height={PHONE.height} type="image/webp" />
          <img src={productShotUrl(name, COMPUTER.width)} width={COMPUTER.width} height={COMPUTER.height} alt={alt} loading="lazy" decoding="async" />
        </picture>
        <figcaption>{caption}</figcaption>
      </Figure>
    );
  }
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
