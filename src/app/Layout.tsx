import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { commonMessages } from '../config/messages/common';
import { documentTitle } from '../config/product';
import { pageOwnTitle } from '../ui/usePageTitle';
import { RequireAccess } from '../features/access';
import { CookieBanner } from '../features/consent';
import { NavBar } from '../features/navigation';
import { routeForPath } from '../config/routes';
import { SiteFooter } from './SiteFooter';

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
      <SiteFooter />
      <CookieBanner />
    </>
  );
}
