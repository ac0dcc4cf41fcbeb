import { useMemo, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { commonMessages } from '../../config/messages/common';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { Page } from '../../ui/Page';
import { OutageSignOut, selectAuthStatus, selectCurrentUser, selectOutageMessage } from '../auth';
import { selectOrganisationStatus } from '../organisation';
import { decideAccess } from './decideAccess';

/** Renders its children only once the guard allows the current location; nothing before. */
export function RequireAccess({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const authStatus = useSelector(selectAuthStatus);
  const user = useSelector(selectCurrentUser);
  const organisationStatus = useSelector(selectOrganisationStatus);
  const outage = useSelector(selectOutageMessage);
  const decision = useMemo(
    () => decideAccess({ authStatus, user, organisationStatus, pathname, search }),
    [authStatus, user, organisationStatus, pathname, search],
  );

  switch (decision.kind) {
    case 'wait':
      return <LoadingOverlay message={outage} action={outage && <OutageSignOut />} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'forbidden':
      return (
        <Page title={commonMessages.forbiddenTitle} lead={commonMessages.forbiddenText}>
          <Link to={decision.home}>{commonMessages.forbiddenBack}</Link>
        </Page>
      );
    case 'allow':
      return children;
  }
}
