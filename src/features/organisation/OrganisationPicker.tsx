import { configMessages } from '../../config/messages/config';
import { SelectField } from '../../ui/forms';
import { LoadFailure } from '../../ui/states';
import { useListOrganisationsQuery } from './organisationApi';

/**
 * The hyperadmin acts as the admin of the organisation it chooses here (the API's `organisation=<id>`):
 * an admin's pages show it only to the operator.
 */
export function OrganisationPicker({ value, onChange }: { value: string; onChange: (organisation: string) => void }) {
  const organisations = useListOrganisationsQuery();
  return (
    <>
      <SelectField label={configMessages.organisationPicker} value={value} disabled={organisations.isLoading} onChange={(event) => onChange(event.target.value)}>
        <option value="">{organisations.isLoading ? configMessages.organisationsLoading : configMessages.organisationHint}</option>
        {(organisations.data ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
      {organisations.isError && <LoadFailure message={configMessages.loadFailed} retryLabel={configMessages.retry} onRetry={() => void organisations.refetch()} />}
    </>
  );
}
