import { planById } from '../../../contract/plans';
import type { SubscriptionPeriod } from '../../../contract/schemas/subscription';
import { accountMessages, subscriptionMessages } from '../../config/messages/account';
import { formatFrench } from '../../ui/dates';
import { WideSection } from '../../ui/content';
import { EmptyNote, LoadFailure, Loading } from '../../ui/states';
import { NoWrapCell, ScrollingTable } from '../../ui/table';
import { formatEuros } from './checkoutForm';
import { useGetSubscriptionQuery } from './subscriptionApi';

const day = (value: string | null) => formatFrench(value, accountMessages.dateFormat) ?? accountMessages.none;

/** One row of the history table, as words. Pure, so that the wording is tested. */
export function periodCells(period: SubscriptionPeriod): { period: string; plan: string; seats: string; amount: string; paidAt: string } {
  return {
    period: subscriptionMessages.periodRange(day(period.starts_on), day(period.ends_on)),
    plan: planById(period.plan)?.name ?? period.plan,
    seats: String(period.seats),
    amount: formatEuros(period.amount_cents),
    paidAt: period.paid_at ? day(period.paid_at) : subscriptionMessages.notPaid,
  };
}

/** « Historique des paiements »: every paid period, newest first (`GET /api/subscription`), below the summary card. */
export function SubscriptionHistory() {
  const { data, isLoading, isError, refetch } = useGetSubscriptionQuery();
  const columns = subscriptionMessages.historyColumns;
  return (
    <WideSection aria-busy={isLoading} aria-labelledby="subscription-history-title">
      <h2 id="subscription-history-title">{subscriptionMessages.historyTitle}</h2>
      {isLoading && <Loading>{subscriptionMessages.historyLoading}</Loading>}
      {isError && !data && <LoadFailure message={subscriptionMessages.historyFailed} retryLabel={subscriptionMessages.retry} onRetry={() => void refetch()} />}
      {data && data.history.length === 0 && <EmptyNote>{subscriptionMessages.historyEmpty}</EmptyNote>}
      {data && data.history.length > 0 && (
        <ScrollingTable label={subscriptionMessages.historyLabel} caption={subscriptionMessages.historyLabel} captionHidden columns={[columns.period, columns.plan, columns.seats, columns.amount, columns.paidAt]} stacked>
          <tbody>
            {data.history.map((period) => {
              const cells = periodCells(period);
              return (
                <tr key={period.id}>
                  <th scope="row">{cells.period}</th>
                  <td>{cells.plan}</td>
                  <td>{cells.seats}</td>
                  <NoWrapCell>{cells.amount}</NoWrapCell>
                  <NoWrapCell>{cells.paidAt}</NoWrapCell>
                </tr>
              );
            })}
          </tbody>
        </ScrollingTable>
      )}
    </WideSection>
  );
}
