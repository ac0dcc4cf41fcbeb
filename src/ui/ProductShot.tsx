import styled from 'styled-components';
import { media, theme } from './theme';
import { PHONE_VIEWPORT, COMPUTER_VIEWPORT, productShotSize, type ProductShotName } from './productShots';

export type { ProductShotName } from './productShots';

export const productShotUrl = (name: ProductShotName, width: 375 | 1280) => `/product/${name}-${width}.webp`;

/** On the home: as wide as the column, never wider than the picture itself (its text stays at its size or near). */
const Frame = styled.picture<{ $phoneWidth: number }>`
  display: block;
  img {
    display: block;
    width: 100%;
    max-width: ${({ $phoneWidth }) => $phoneWidth}px;
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
  const phone = productShotSize(name, 'phone');
  const computer = productShotSize(name, 'computer');
  if (caption !== undefined) {
    return (
      <Figure>
        <picture>
          <source media={`(max-width: ${parseFloat(theme.breakpoints.md) - 0.02}px)`} srcSet={productShotUrl(name, PHONE_VIEWPORT.width)} width={phone.width} height={phone.height} type="image/webp" />
          <img src={productShotUrl(name, COMPUTER_VIEWPORT.width)} width={computer.width} height={computer.height} alt={alt} loading="lazy" decoding="async" />
        </picture>
        <figcaption>{caption}</figcaption>
      </Figure>
    );
  }
  return (
    <Frame $phoneWidth={phone.width}>
      <source media={`(min-width: ${theme.breakpoints.md})`} srcSet={productShotUrl(name, COMPUTER_VIEWPORT.width)} type="image/webp" width={computer.width} height={computer.height} />
      <img
        src={productShotUrl(name, PHONE_VIEWPORT.width)}
        width={phone.width}
        height={phone.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </Frame>
  );
}
