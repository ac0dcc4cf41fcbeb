import { Link } from 'react-router-dom';
import { commonMessages } from '../config/messages/common';
import { Page } from '../ui/Page';

/** Whatever went wrong while rendering a page, the visitor gets French words and a way home. */
export function RouteError() {
  return (
    <Page title={commonMessages.errorTitle} lead={commonMessages.errorText}>
      <Link to="/">{commonMessages.backHome}</Link>
    </Page>
  );
}

export function NotFound() {
  return (
    <Page title={commonMessages.notFoundTitle} lead={commonMessages.notFoundText}>
      <Link to="/">{commonMessages.backHome}</Link>
    </Page>
  );
}
