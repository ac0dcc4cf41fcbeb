/**
 * `/account/subscription` (docs/product.md §11), read like a billing page: a summary card on top (the plan, its
 * status once, until when and the days left, seats used / bought, the period's start and amount, and the way
 * to extend or renew as the card's button), then the history of payments, then — small and muted, for
 * support — whose subscription it is and the organisation's identifier. Each fact is said once.
 */
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { subscriptionMessages } from '../../config/messages/account';
import { PATHS } from '../../config/routes';
import { selectCurrentUser } from '../../features/auth';
import { selectOrganisationState, useGetOrganisationQuery } from '../../features/organisation';
import { otherRecordRows, STATUS_TONES, SubscriptionHistory, subscriptionSummary, useGetSubscriptionQuery } from '../../features/subscription';
import { ButtonLink } from '../../ui/buttons';
import { Facts } from '../../ui/content';
import { IconButton } from '../../ui/IconButton';
import { LoadFailure, Loading } from '../../ui/states';
import { StatusChip } from '../../ui/StatusChip';
import { RoutePage } from '../RoutePage';

const Card = styled.section`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  > p {
    margin: 0;
  }
`;

const Eyebrow = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.wide};
  text-transform: uppercase;
`;

/** The status chip and, beside it, until when: « [Actif] jusqu’au 26 novembre 2027 · 366 jours restants ». */
const StatusLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  && {
    margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  }
`;

const Reason = styled.p`
  && {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
  color: ${({ theme }) => theme.colors.danger};
`;

const CardAction = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
`;

/** Whose subscription it is and its identifier, for support: small and muted, at the bottom. */
const Identity = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const IdValue = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  code {
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

const CopyIcon = () => (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
);

function OrganisationId({ id }: { id: string }) {
  const [said, setSaid] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(id);
      setSaid(subscriptionMessages.copied);
    } catch {
      setSaid(subscriptionMessages.copyFailed);
    }
  };
  return (
    <IdValue>
      <code>{id}</code>
      <IconButton label={subscriptionMessages.copyId} icon={<CopyIcon />} onClick={() => void copy()} />
      <span role="status">{said}</span>
    </IdValue>
  );
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export default function SubscriptionPage() {
  const { status, organisation: record, message } = useSelector(selectOrganisationState);
  const user = useSelector(selectCurrentUser);
  const member = Boolean(user?.uid_organisation);
  const seats = useGetOrganisationQuery(undefined, { skip: !member });
  const subscription = useGetSubscriptionQuery(undefined, { skip: !member });
  const today = dayjs().format('YYYY-MM-DD');
  const summary = subscriptionSummary({ status, record, organisation: seats.data, history: subscription.data?.history, today });
  const name = seats.data?.name ?? text(record?.name);
  const id = text(record?.id) ?? seats.data?.id ?? null;
  const identity = [
    ...(name ? [{ label: subscriptionMessages.organisationName, value: name }] : []),
    ...(id ? [{ label: subscriptionMessages.organisationId, value: <OrganisationId id={id} /> }] : []),
    ...otherRecordRows(record),
  ];

  return (
    <RoutePage>
      <Card aria-label={subscriptionMessages.summaryLabel} aria-busy={seats.isLoading}>
        <Eyebrow>{subscriptionMessages.currentPlan}</Eyebrow>
        <h2>{summary.plan ?? subscriptionMessages.noPlan}</h2>
        <StatusLine>
          <StatusChip tone={STATUS_TONES[status]}>{subscriptionMessages.status[status]}</StatusChip>
          {summary.until && <span>{summary.until}</span>}
        </StatusLine>
        {message && <Reason>{`${subscriptionMessages.messageLabel}\u00a0: ${message}`}</Reason>}
        {!record && !seats.data && !seats.isLoading && !seats.isError && <p>{subscriptionMessages.noRecord}</p>}
        {seats.isLoading && <Loading>{subscriptionMessages.seatsLoading}</Loading>}
        {seats.isError && !seats.data && <LoadFailure message={subscriptionMessages.seatsFailed} retryLabel={subscriptionMessages.retry} onRetry={() => void seats.refetch()} />}
        {summary.rows.length > 0 && <Facts rows={summary.rows} />}
        {(status === 'active' || status === 'inactive') && (
          <CardAction>
            <ButtonLink to={PATHS.upgrade}>{status === 'inactive' ? subscriptionMessages.renew : subscriptionMessages.extend}</ButtonLink>
          </CardAction>
        )}
      </Card>
      {member && <SubscriptionHistory />}
      {identity.length > 0 && (
        <Identity>
          <Facts rows={identity} inline />
        </Identity>
      )}
    </RoutePage>
  );
}
