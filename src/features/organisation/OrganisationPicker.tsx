import { configMessages as t } from '../../config/messages/config';
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
      <SelectField label={t.organisationPicker} value={value} disabled={organisations.isLoading} onChange={(event) => onChange(event.target.value)}>
        <option value="">{organisations.isLoading ? t.organisationsLoading : t.organisationHint}</option>
        {(organisations.data ?? []).map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </SelectField>
      {organisations.isError && <LoadFailure message={t.loadFailed} retryLabel={t.retry} onRetry={() => void organisations.refetch()} />}
    </>
  );
}
