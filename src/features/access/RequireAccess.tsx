import { createContext, useContext, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { shallowEqual, useSelector } from 'react-redux';
import { commonMessages } from '../../config/messages/common';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Page } from '../../ui/Page';
import { OutageSignOut, selectOutageMessage } from '../auth';
import { OrganisationUnreachable } from '../organisation';
import { routeForPath } from '../../config/routes';
import { selectAccessHint } from './accessHintSlice';
import { selectGuardView, type GuardViewState } from './guardView';
import { ProvisionalPage } from './ProvisionalPage';

// True only at build time, where the protected pages' frames are pre-rendered (src/app/prerender.tsx,
// prerenderedFrame.ts): the guard draws the frame, for nobody in particular, whatever the state says.
const FrameOnly = createContext(false);

/** Makes every guard below draw its page's frame (title, skeleton), never content: for the build's pre-rendering. */
export function FrameOnlyProvider({ children }: { children: ReactNode }) {
  return <FrameOnly.Provider value>{children}</FrameOnly.Provider>;
}

/**
 * Renders its children only once the guard allows the current location; nothing before. On a reload,
 * the stored hint may let the page's frame (title, skeleton) show while the fresh answers come.
 */
export function RequireAccess({ children, pageLoading = false }: { children: ReactNode; pageLoading?: boolean }) {
  const { pathname, search } = useLocation();
  const decision = useSelector((state: GuardViewState) => selectGuardView(state, pathname, search), shallowEqual);
  const outage = useSelector(selectOutageMessage);
  const hint = useSelector(selectAccessHint);
  const frameOnly = useContext(FrameOnly);

  if (frameOnly) return <ProvisionalPage title={routeForPath(pathname)?.title ?? ''} />;
  switch (decision.kind) {
    case 'provisional':
      return <ProvisionalPage title={routeForPath(pathname)?.title ?? ''} />;
    case 'wait':
      return <LoadingOverlay message={outage} action={outage && <OutageSignOut />} />;
    case 'unreachable':
      return <OrganisationUnreachable />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return (
        <Page title={commonMessages.forbiddenTitle} lead={commonMessages.forbiddenText}>
          <Link to={decision.home}>{commonMessages.forbiddenBack}</Link>
        </Page>
      );
    case 'allow':
      if (!pageLoading) return children;
      // Allowed, but the page's own code is still on its way: the frame stays if the hint drew it,
      // else the overlay of docs/product.md §4 (as for any first load).
      return hint ? <ProvisionalPage title={routeForPath(pathname)?.title ?? ''} /> : <LoadingOverlay />;
  }
}
