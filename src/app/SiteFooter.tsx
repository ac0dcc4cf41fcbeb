/**
 * The footer of every page but the full-screen monitor. A visitor gets the site's footer: the logo and one
 * line on the product, then « Produit », « Légal » and « Vos données » columns (one column on a phone). A
 * signed-in person gets the same legal links on one or two compact lines: the app is a workplace, not the
 * marketing site (a design review saw the app wearing the marketing chrome). Either way its content starts on
 * the page's left edge (gutter.ts; test/e2e/public.spec.ts measures the footer's first link).
 */
import { Link } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import styled, { css } from 'styled-components';
import { consentMessages, footerMessages } from '../config/messages/common';
import { demoLink } from '../config/messages/content';
import { PATHS } from '../config/routes';
import { selectAccessHint } from '../features/access';
import { selectAuthStatus, selectCurrentUser } from '../features/auth';
import { consentPanelOpened } from '../features/consent';
import { navViewer } from '../features/navigation';
import { selectOrganisationStatus } from '../features/organisation';
import { LinkButton } from '../ui/buttons';
import { gutter } from '../ui/gutter';
import { useHydrated } from '../ui/hydration';
import { Logo } from '../ui/Logo';
import { media } from '../ui/theme';

const LEGAL_LINKS = [
  { to: PATHS.legalNotice, label: footerMessages.mentions },
  { to: PATHS.privacyPolicy, label: footerMessages.policy },
  { to: PATHS.useTerms, label: footerMessages.cgu },
  { to: PATHS.salesTerms, label: footerMessages.cgv },
  { to: PATHS.terms, label: footerMessages.terms },
] as const;

const PRODUCT_LINKS = [
  { to: PATHS.pricing, label: footerMessages.pricing },
  { to: PATHS.docs, label: footerMessages.docs },
  demoLink,
] as const;

const Root = styled.footer<{ $compact: boolean }>`
  ${gutter}
  padding-top: ${({ theme, $compact }) => ($compact ? theme.space.md : theme.space.xl)};
  /* Room for the mobile bottom bar. */
  padding-bottom: calc(${({ theme }) => theme.layout.barHeight} + ${({ theme }) => theme.space.lg});
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${media.md} {
    padding-bottom: ${({ theme, $compact }) => ($compact ? theme.space.md : theme.space.lg)};
  }
  a {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Lists of links, no bullets; a link's line is tall enough for a finger. */
const linkList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

/** The brand, then three columns from the tablet width up; one column on a phone. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: minmax(0, 2fr) repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.xl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  ul {
    ${linkList}
  }
`;

const Brand = styled.div`
  > a {
    display: inline-flex;
    color: inherit;
    text-decoration: none;
  }
  p {
    max-width: 22rem;
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
`;

const Copyright = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
`;

/** The signed-in footer: every link on one line (two on a narrow screen), the © last. */
const CompactLinks = styled.ul`
  ${linkList}
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.lg};
`;

/** "Gestion des cookies": waits for the app on a pre-rendered page, where it could not open anything. */
function ManageCookiesButton() {
  const dispatch = useDispatch();
  const started = useHydrated();
  return (
    <LinkButton type="button" disabled={!started} onClick={() => dispatch(consentPanelOpened())}>
      {consentMessages.manage}
    </LinkButton>
  );
}

/** Signed in as the bar sees it (fresh, or the stored hint); a visitor, or someone not yet known, gets the site's footer. */
function useSignedIn(): boolean {
  const authStatus = useSelector(selectAuthStatus);
  const user = useSelector(selectCurrentUser);
  const organisationStatus = useSelector(selectOrganisationStatus);
  const hint = useSelector(selectAccessHint);
  const viewer = navViewer({ authStatus, user, organisationStatus, hint });
  return viewer !== null && viewer !== 'pending';
}

const linkItems = (links: readonly { to: string; label: string }[]) =>
  links.map((link) => (
    <li key={link.to + link.label}>
      <Link to={link.to}>{link.label}</Link>
    </li>
  ));

export function SiteFooter() {
  const signedIn = useSignedIn();

  if (signedIn) {
    return (
      <Root $compact>
        <nav aria-label={footerMessages.label}>
          <CompactLinks>
            {linkItems(LEGAL_LINKS)}
            {linkItems([{ to: PATHS.myData, label: footerMessages.myData }])}
            <li>
              <ManageCookiesButton />
            </li>
            <li>{footerMessages.copyright}</li>
          </CompactLinks>
        </nav>
      </Root>
    );
  }

  return (
    <Root $compact={false}>
      <Columns>
        <Brand>
          {/* The logo's own name (« SimuSession ») names the link. */}
          <Link to={PATHS.home}>
            <Logo />
          </Link>
          <p>{footerMessages.description}</p>
        </Brand>
        <nav aria-labelledby="pied-produit">
          <h2 id="pied-produit">{footerMessages.productTitle}</h2>
          <ul>{linkItems(PRODUCT_LINKS)}</ul>
        </nav>
        <nav aria-label={footerMessages.label}>
          <h2>{footerMessages.legalTitle}</h2>
          <ul>{linkItems(LEGAL_LINKS)}</ul>
        </nav>
        <div>
          <h2>{footerMessages.dataTitle}</h2>
          <ul>
            {linkItems([{ to: PATHS.myData, label: footerMessages.myData }])}
            <li>
              <ManageCookiesButton />
            </li>
          </ul>
        </div>
      </Columns>
      <Copyright>{footerMessages.copyright}</Copyright>
    </Root>
  );
}
