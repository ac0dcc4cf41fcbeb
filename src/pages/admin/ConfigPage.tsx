import { useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { configMessages } from '../../config/messages/config';
import { selectCurrentUser } from '../../features/auth';
import { DocumentsAdmin } from '../../features/documents';
import { OrganisationPicker, OrganisationSettingsForm, useGetOrganisationQuery } from '../../features/organisation';
import { Section } from '../../ui/content';
import { LoadFailure, Loading } from '../../ui/states';
import { media } from '../../ui/theme';
import { RoutePage } from '../RoutePage';

/**
 * The settings' sections as cards: one column on a phone; from 1024 px two columns within 60 rem — the
 * organisation's short form in the narrower one, a document (its history's table needs the room) in the
 * wider — the last section spanning both when it is the odd one out (the recording authorisation, with its
 * long list of people), rather than every section in a 448 px column on a 1280 px page (design review).
 */
const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.settingsWidth};
  margin-top: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    > :last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
  > section {
    max-width: none;
    min-width: 0;
    margin: 0;
    padding: ${({ theme }) => theme.space.lg};
    border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.background};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

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
        <Sections>
          <Section aria-busy={details.isFetching}>
            {details.isLoading && <Loading>{configMessages.loading}</Loading>}
            {details.isError && !details.data && <LoadFailure message={configMessages.loadFailed} retryLabel={configMessages.retry} onRetry={() => void details.refetch()} />}
            {/* Keyed by organisation: the operator switching organisations gets that organisation's values. */}
            {details.data && <OrganisationSettingsForm key={details.data.id} organisation={details.data} organisationId={organisation} />}
          </Section>
          <DocumentsAdmin key={organisation ?? 'own'} organisation={organisation} />
        </Sections>
      )}
    </RoutePage>
  );
}
