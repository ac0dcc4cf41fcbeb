/**
 * `/getmyData` (public): the person's rights, for everyone (pre-rendered); signed in, « Télécharger mes
 * données ». What depends on the signed-in person waits for `useHydrated()`, so the HTML is the visitor's.
 */
import { lazy, Suspense } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { articles } from '../../config/messages/articles';
import { myDataMessages } from '../../config/messages/personalData';
import { PATHS } from '../../config/routes';
import { selectCurrentUser } from '../../features/auth';
import { lazyWithReload } from '../../lib/lazyWithReload';
import { ContentSections, Section } from '../../ui/content';
import { useHydrated } from '../../ui/hydration';
import { Page } from '../../ui/Page';
import { useCurrentRoute } from '../useCurrentRoute';
import { Loading } from '../../ui/states';

const SignedIn = lazy(lazyWithReload(() => import('./MyDataSignedIn')));

export default function MyDataPage() {
  const route = useCurrentRoute();
  const user = useSelector(selectCurrentUser);
  const hydrated = useHydrated();
  const doc = articles[PATHS.myData];
  if (!route || !doc) return null;
  return (
    <Page title={route.title} lead={doc.lead}>
      <Section aria-labelledby="my-data-download">
        <h2 id="my-data-download">{myDataMessages.signedInTitle}</h2>
        {hydrated && user ? (
          <Suspense fallback={<Loading>{myDataMessages.loading}</Loading>}>
            <SignedIn />
          </Suspense>
        ) : (
          <p>
            {myDataMessages.signedOut} <Link to={`${PATHS.login}?redirectTo=${encodeURIComponent(PATHS.myData)}`}>{myDataMessages.signIn}</Link>
          </p>
        )}
      </Section>
      <ContentSections doc={doc} />
      <p>{myDataMessages.dpo}</p>
    </Page>
  );
}
