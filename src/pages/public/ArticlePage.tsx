import { articles } from '../../config/messages/articles';
import { ContentSections } from '../../ui/content';
import { Page } from '../../ui/Page';
import { useCurrentRoute } from '../useCurrentRoute';

/** A page of running text (about, legal, subscription steps…): title from the route table, text from the catalogue. */
export default function ArticlePage() {
  const route = useCurrentRoute();
  const doc = route && articles[route.path];
  if (!route || !doc) return null;
  return (
    <Page title={route.title} lead={doc.lead}>
      <ContentSections doc={doc} />
    </Page>
  );
}
