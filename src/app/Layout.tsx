import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useDispatch } from 'react-redux';
import { commonMessages, consentMessages, footerMessages } from '../config/messages/common';
import { documentTitle } from '../config/product';
import { pageOwnTitle } from '../ui/usePageTitle';
import { RequireAccess } from '../features/access';
import { consentPanelOpened, CookieBanner } from '../features/consent';
import { NavBar } from '../features/navigation';
import { LinkButton } from '../ui/buttons';
import { gutter } from '../ui/gutter';
import { useHydrated } from '../ui/hydration';
import { media } from '../ui/theme';
import { PATHS, routeForPath } from '../config/routes';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: ${({ theme }) => theme.layout.offscreen};
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

// The footer stays at the bottom of short pages.
const Main = styled.main`
  flex: 1;
  min-height: ${({ theme }) => theme.layout.mainMinHeight};
  &:focus {
    outline: none;
  }
`;

// Its links start on the page's left edge (gutter.ts).
const Footer = styled.footer`
  padding-top: ${({ theme }) => theme.space.lg};
  ${gutter}
  /* Room for the mobile bottom bar. */
  padding-bottom: calc(${({ theme }) => theme.layout.barHeight} + ${({ theme }) => theme.space.lg});
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${media.md} {
    padding-bottom: ${({ theme }) => theme.space.lg};
  }
`;

const FooterLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
  }
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

const FOOTER_LINKS = [
  { to: PATHS.legalNotice, label: footerMessages.mentions },
  { to: PATHS.privacyPolicy, label: footerMessages.policy },
  { to: PATHS.useTerms, label: footerMessages.cgu },
  { to: PATHS.salesTerms, label: footerMessages.cgv },
  { to: PATHS.terms, label: footerMessages.terms },
  { to: PATHS.myData, label: footerMessages.myData },
] as const;

function useDocumentTitle(pathname: string) {
  useEffect(() => {
    document.title = documentTitle(pageOwnTitle() ?? routeForPath(pathname)?.title ?? commonMessages.notFoundTitle);
  }, [pathname]);
}

/** `pageLoading`: drawn while the first page's chunk loads (the router's fallback), with no page to show yet. */
export function Layout({ pageLoading = false }: { pageLoading?: boolean }) {
  const { pathname } = useLocation();
  useDocumentTitle(pathname);

  // The patient monitor fills the room's screen: nothing of the site may cover or frame it.
  if (routeForPath(pathname)?.layout === 'fullScreen') {
    return (
      <Main id="contenu" tabIndex={-1}>
        <RequireAccess pageLoading={pageLoading}>
          <Outlet />
        </RequireAccess>
      </Main>
    );
  }

  return (
    <>
      <SkipLink href="#contenu">{commonMessages.skipToContent}</SkipLink>
      <header>
        <NavBar />
      </header>
      <Main id="contenu" tabIndex={-1}>
        <RequireAccess pageLoading={pageLoading}>
          <Outlet />
        </RequireAccess>
      </Main>
      <Footer>
        <nav aria-label={footerMessages.label}>
          <FooterLinks>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <ManageCookiesButton />
            </li>
            <li>{footerMessages.copyright}</li>
          </FooterLinks>
        </nav>
      </Footer>
      <CookieBanner />
    </>
  );
}
