import styled, { useTheme } from 'styled-components';
import { media } from '../../ui/theme';
import type { Screenshot } from '../../config/messages/guides';

/** The two sizes every product image is made in (the phone's is taller than it is wide). */
export const SHOT_SIZES = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

export const shotSource = (name: string, width: number) => `/product/${name}-${width}.webp`;

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
 * A screen of the product: the phone's image below the `md` breakpoint, the desktop's above (art
 * direction, hence `<source media>` rather than `sizes`), both with their dimensions so that nothing
 * moves when they arrive, and only fetched as they near the screen.
 */
export function ProductShot({ shot }: { shot: Screenshot }) {
  const theme = useTheme();
  const { phone, desktop } = SHOT_SIZES;
  return (
    <Figure>
      <picture>
        <source media={`(max-width: ${parseFloat(theme.breakpoints.md) - 0.02}px)`} srcSet={shotSource(shot.name, phone.width)} width={phone.width} height={phone.height} type="image/webp" />
        <img src={shotSource(shot.name, desktop.width)} width={desktop.width} height={desktop.height} alt={shot.alt} loading="lazy" decoding="async" />
      </picture>
      <figcaption>{shot.caption}</figcaption>
    </Figure>
  );
}
