import { useState } from 'react';
import { useSelector } from 'react-redux';
import { configMessages } from '../../config/messages/config';
import { selectCurrentUser } from '../../features/auth';
import { DocumentsAdmin } from '../../features/documents';
import { OrganisationPicker, OrganisationSettingsForm, useGetOrganisationQuery } from '../../features/organisation';
import { Section } from '../../ui/content';
import { LoadFailure, Loading } from '../../ui/states';
import { RoutePage } from '../RoutePage';

/** `/auth/config` (docs/product.md §11): the organisation's name, default phase durations and its two documents. */
export default function ConfigPage() {
  const viewer = useSelector(selectCurrentUser);
  const isOperator = viewer?.role === 'hyperadmin';
  const [chosen, setChosen] = useState('');
  const organisation = isOperator ? chosen || undefined : undefined;
  const ready = !isOperator || Boolean(organisation);
  const details = useGetOrganisationQuery(organisation, { skip: !ready });

  return (
    <RoutePage>
      {isOperator && (
        <Section>
          <OrganisationPicker value={chosen} onChange={setChosen} />
        </Section>
      )}
      {ready && (
        <>
          <Section aria-busy={details.isFetching}>
            {details.isLoading && <Loading>{configMessages.loading}</Loading>}
            {details.isError && !details.data && <LoadFailure message={configMessages.loadFailed} retryLabel={configMessages.retry} onRetry={() => void details.refetch()} />}
            {/* Keyed by organisation: the operator switching organisations gets that organisation's values. */}
            {details.data && <OrganisationSettingsForm key={details.data.id} organisation={details.data} organisationId={organisation} />}
          </Section>
          <DocumentsAdmin key={organisation ?? 'own'} organisation={organisation} />
        </>
      )}
    </RoutePage>
  );
}
