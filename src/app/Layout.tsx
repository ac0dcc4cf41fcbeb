import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { commonMessages, consentMessages } from '../config/messages';
import { documentTitle } from '../config/product';
import { RequireAccess } from '../features/access';
import { consentPanelOpened, CookieBanner } from '../features/consent';
import { NavBar } from '../features/navigation';
import { media } from '../ui/theme';
import { useAppDispatch } from './hooks';
import { routeForPath } from './routes';

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  top: -10rem;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  &:focus {
    top: ${({ theme }) => theme.space.sm};
  }
`;

const Main = styled.main`
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  /* Room for the mobile bottom bar. */
  padding-bottom: calc(${({ theme }) => theme.layout.barHeight} + ${({ theme }) => theme.space.lg});
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};
  ${media.md} {
    padding-bottom: ${({ theme }) => theme.space.lg};
  }
`;

const FooterButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

function useDocumentTitle(pathname: string) {
  useEffect(() => {
    document.title = documentTitle(routeForPath(pathname)?.title ?? commonMessages.notFoundTitle);
  }, [pathname]);
}

export function Layout() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  useDocumentTitle(pathname);

  return (
    <>
      <SkipLink href="#contenu">{commonMessages.skipToContent}</SkipLink>
      <header>
        <NavBar />
      </header>
      <Main id="contenu" tabIndex={-1}>
        <RequireAccess>
          <Outlet />
        </RequireAccess>
      </Main>
      <Footer>
        <Link to="/legal/mentions-legales">Mentions légales</Link>
        <Link to="/legal/policy">Confidentialité</Link>
        <Link to="/legal/cgu">CGU</Link>
        <Link to="/legal/cgv">CGV</Link>
        <FooterButton type="button" onClick={() => dispatch(consentPanelOpened())}>
          {consentMessages.manage}
        </FooterButton>
      </Footer>
      <CookieBanner />
    </>
  );
}
