import { Link, useRouteError } from 'react-router-dom';
import { commonMessages } from '../config/messages/common';
import { isChunkReloadFailed, reloadPage } from '../lib/lazyWithReload';
import { Button } from '../ui/buttons';
import { Page } from '../ui/Page';

/** Whatever went wrong while rendering a page, the visitor gets French words and a way home. */
export function RouteError() {
  const error = useRouteError();
  // A page's chunk that still fails after the automatic reload (`lazyWithReload`): offer another.
  if (isChunkReloadFailed(error)) {
    return (
      <Page title={commonMessages.chunkErrorTitle} lead={commonMessages.chunkErrorText}>
        <Button type="button" onClick={() => reloadPage()}>
          {commonMessages.reload}
        </Button>
      </Page>
    );
  }
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
