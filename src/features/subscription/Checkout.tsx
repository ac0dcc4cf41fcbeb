import dayjs from 'dayjs';
import { useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { nextPeriod } from '../../../contract/payment';
import { PLANS, planById, VAT_RATE_PERCENT, withVat, type PlanId } from '../../../contract/plans';
import type { CheckoutResult, Subscription } from '../../../contract/schemas/subscription';
import { accountMessages, subscriptionMessages, upgradeMessages } from '../../config/messages/account';
import { ROLE_HOME } from '../../config/routes';
import { refusalMessage } from '../../lib/api';
import { Actions, Button, ButtonLink } from '../../ui/buttons';
import { Callout, Facts, Section, WideSection } from '../../ui/content';
import { formatFrench } from '../../ui/dates';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';
import { useFormDraft } from '../../ui/useFormDraft';
import { LoadFailure, Loading } from '../../ui/states';
import { media } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { selectCurrentUser } from '../auth';
import { selectOrganisationStatus, subscriptionPaid } from '../organisation';
import { checkoutBody, checkoutErrors, defaultSeats, draftQuote, formatEuros, keepsPaymentAttempt, seatsOf, type CheckoutDraft, type CheckoutErrors } from './checkoutForm';
import { useCheckoutMutation, useGetSubscriptionQuery } from './subscriptionApi';

/** The whole panel's width: the last thing read before paying, hard to miss. */
const PayButton = styled(SubmitButton)`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const day = (value: string | null) => formatFrench(value, accountMessages.dateFormat) ?? accountMessages.none;
const today = () => dayjs().format('YYYY-MM-DD');

function firstDraft(subscription: Subscription): CheckoutDraft {
  const current = planById(subscription.plan);
  const plan = current ?? PLANS[0]!;
  return {
    plan: plan.id,
    seats: String(defaultSeats(plan, subscription.seats_used, current ? subscription.seats : undefined)),
    card_number: '',
    card_expiry: '',
    card_cvc: '',
  };
}

const PlanCards = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    legend {
      grid-column: 1 / -1;
    }
  }
`;

/** A plan to choose: the whole card is the radio's label, its border says which one is chosen. */
const PlanCard = styled.label<{ $chosen: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme, $chosen }) => ($chosen ? theme.border.thick : theme.border.thin)} solid
    ${({ theme, $chosen }) => ($chosen ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.primarySurface : theme.colors.background)};
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.125rem 0 0;
  }
  > span {
    grid-column: 2;
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  &:focus-within {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

/** The plans with their prices per seat and per year, HT and TTC, as a radio group of cards. */
function PlanChoice({ value, onChange, disabled }: { value: PlanId; onChange: (plan: PlanId) => void; disabled: boolean }) {
  return (
    <PlanCards>
      <legend>{upgradeMessages.plansLegend}</legend>
      {PLANS.map((plan) => (
        <PlanCard key={plan.id} $chosen={value === plan.id}>
          <input type="radio" name="plan" value={plan.id} checked={value === plan.id} disabled={disabled} onChange={() => onChange(plan.id)} />
          {/* The separators are read, not shown: each part has its own line. */}
          <strong>{plan.name}</strong>
          <span>
            <VisuallyHidden> — </VisuallyHidden>
            {upgradeMessages.seatPrice(formatEuros(plan.seatPriceCentsHt), formatEuros(withVat(plan.seatPriceCentsHt)))}
          </span>
          <span>
            <VisuallyHidden> · </VisuallyHidden>
            {upgradeMessages.fromSeats(plan.minSeats)}
          </span>
        </PlanCard>
      ))}
    </PlanCards>
  );
}

/** The checkout is wider than a form: its order and payment column stands beside the offers. */
const CheckoutFrame = styled(Form)`
  max-width: none;
`;

/** Offer and seats on the left; on the right, kept in view on a desktop, the order and the payment. */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 26rem);
    align-items: start;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.lg} {
    position: sticky;
    top: ${({ theme }) => theme.space.md};
  }
`;

const Order = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
  }
`;

/**
 * The card fields, framed and headed as the payment provider's: whose form this is, that it is
 * encrypted on its way, and that SimuSession keeps no card number — the things a payer looks for.
 */
const ProviderPanel = styled.section`
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.mutedText};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  > header {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    h3 {
      margin: 0;
      font-size: ${({ theme }) => theme.font.size.md};
    }
  }
  > div {
    padding: ${({ theme }) => theme.space.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** Expiry and code side by side, as on the card itself — one under the other where they would not fit. */
const CardRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
  input {
    width: 100%;
  }
`;

/** The header's right end: the marks of the cards accepted, as a payer looks for them before typing. */
const Brands = styled.span`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
  svg {
    display: block;
    border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/**
 * Small drawn marks of CB, Visa and Mastercard (no image files, no dependency). They are decoration: the
 * accepted cards are also said in words under the button (`cardProvider`).
 */
const CardBrands = () => (
  <Brands aria-hidden="true">
    <svg width="34" height="22" viewBox="0 0 34 22">
      <path d="M0 0h34v22H0z" fill="#1b4f9c" />
      <path d="M17 0h17v22H17z" fill="#2a9d8f" />
      <text x="17" y="15" fill="#ffffff" fontFamily="Arial, sans-serif" fontSize="10" fontWeight="700" textAnchor="middle">
        {upgradeMessages.cardBrandMarks.cb}
      </text>
    </svg>
    <svg width="34" height="22" viewBox="0 0 34 22">
      <rect width="34" height="22" fill="#ffffff" />
      <text x="17" y="15" fill="#1a1f71" fontFamily="Arial, sans-serif" fontSize="10" fontStyle="italic" fontWeight="700" textAnchor="middle">
        {upgradeMessages.cardBrandMarks.visa}
      </text>
    </svg>
    <svg width="34" height="22" viewBox="0 0 34 22">
      <rect width="34" height="22" fill="#ffffff" />
      <circle cx="13.5" cy="11" r="6.5" fill="#eb001b" />
      <circle cx="20.5" cy="11" r="6.5" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  </Brands>
);

const Lock = () => (
  <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

function Paid({ result }: { result: CheckoutResult }) {
  const user = useSelector(selectCurrentUser);
  // The guard lets the admin in once the organisation check (asked again on subscriptionPaid) says
  // active: offering the way in before that would only bounce the admin back to this page.
  const entered = useSelector(selectOrganisationStatus) === 'active';
  const plan = planById(result.period.plan)?.name ?? result.period.plan;
  return (
    <Section>
      <Callout role="status">
        <h2>{upgradeMessages.paidTitle}</h2>
        <p>{upgradeMessages.paid(plan, result.period.seats, day(result.organisation.subscription_end))}</p>
        {user && !entered && <p>{upgradeMessages.checkingAccess}</p>}
      </Callout>
      {user && entered && (
        <Actions>
          <ButtonLink to={ROLE_HOME[user.role]}>{upgradeMessages.continue}</ButtonLink>
        </Actions>
      )}
    </Section>
  );
}

function CheckoutForm({ subscription, onPaid }: { subscription: Subscription; onPaid: (result: CheckoutResult) => void }) {
  const dispatch = useDispatch();
  const { draft, setDraft, errors, setErrors, set, text } = useFormDraft<CheckoutDraft, CheckoutErrors>(() => firstDraft(subscription));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checkout, { isLoading }] = useCheckoutMutation();
  // One payment attempt's key: a double click or a retry after a lost answer is charged once.
  const attempt = useRef(crypto.randomUUID());

  /** The card's fields: typed on the digits' keyboard, locked while the payment runs. */
  const cardField = (key: 'card_number' | 'card_expiry' | 'card_cvc') => ({ ...text(key), inputMode: 'numeric' as const, disabled: isLoading });
  const choosePlan = (id: PlanId) => {
    const plan = planById(id);
    if (!plan) return;
    // Never below the chosen plan's minimum nor the accounts already active; a larger count typed stays.
    setDraft((previous) => {
      const typed = seatsOf(previous.seats);
      return { ...previous, plan: id, seats: String(defaultSeats(plan, subscription.seats_used, Number.isNaN(typed) ? undefined : typed)) };
    });
  };

  const total = draftQuote(draft);
  const period = nextPeriod(subscription, today());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkoutErrors(draft, subscription.seats_used, today());
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await checkout(checkoutBody(draft, attempt.current)).unwrap();
      dispatch(subscriptionPaid({ subscription_end: result.period.ends_on }));
      onPaid(result);
    } catch (error) {
      // What was typed stays: the admin corrects the card and pays again — as a new attempt after a
      // refusal, as the same one when the outcome is unknown.
      const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: number | string }).status : undefined;
      if (!keepsPaymentAttempt(status)) attempt.current = crypto.randomUUID();
      setRefusal(refusalMessage(error, upgradeMessages.payFailed));
    }
  };

  return (
    <CheckoutFrame onSubmit={(event) => void submit(event)} noValidate aria-labelledby="checkout-title">
      <h2 id="checkout-title">{upgradeMessages.plansTitle}</h2>
      <Columns>
        <div>
          <PlanChoice value={draft.plan} onChange={choosePlan} disabled={isLoading} />
          <Field
            label={upgradeMessages.seats}
            type="number"
            inputMode="numeric"
            min={planById(draft.plan)?.minSeats}
            step={1}
            value={draft.seats}
            error={errors.seats}
            hint={upgradeMessages.seatsHint(subscription.seats_used)}
            disabled={isLoading}
            onChange={(event) => set('seats', event.target.value)}
          />
        </div>
        <Summary>
          <Order aria-live="polite" aria-labelledby="checkout-total">
            <h3 id="checkout-total">{upgradeMessages.totalTitle}</h3>
            {total ? (
              <Facts
                rows={[
                  { label: upgradeMessages.totalHt, value: formatEuros(total.totalCentsHt) },
                  { label: upgradeMessages.vat(VAT_RATE_PERCENT), value: formatEuros(total.vatCents) },
                  { label: upgradeMessages.totalTtc, value: formatEuros(total.totalCentsTtc) },
                ]}
              />
            ) : (
              <p>{upgradeMessages.seatsRequired}</p>
            )}
            <p>{upgradeMessages.periodFrom(day(period.starts_on), day(period.ends_on))}</p>
          </Order>
          <ProviderPanel aria-labelledby="card-title">
            <header>
              <Lock />
              <h3 id="card-title">{upgradeMessages.cardTitle}</h3>
              <CardBrands />
            </header>
            <div>
              <p>{upgradeMessages.cardHint}</p>
              {refusal && (
                <FormAlert role="alert" $tone="error">
                  {refusal}
                </FormAlert>
              )}
              {/* Sixteen digits in groups of four, as printed on a card: the shape, not a number to try. */}
              <Field label={upgradeMessages.cardNumber} autoComplete="cc-number" placeholder="1234 1234 1234 1234" {...cardField('card_number')} />
              <CardRow>
                <Field label={upgradeMessages.cardExpiry} autoComplete="cc-exp" placeholder="MM/AA" {...cardField('card_expiry')} />
                <Field label={upgradeMessages.cardCvc} hint={upgradeMessages.cardCvcHint} autoComplete="cc-csc" {...cardField('card_cvc')} />
              </CardRow>
              <PayButton disabled={isLoading}>{isLoading ? upgradeMessages.paying : total ? upgradeMessages.payAmount(formatEuros(total.totalCentsTtc)) : upgradeMessages.pay}</PayButton>
              <p>{upgradeMessages.cardProvider}</p>
            </div>
          </ProviderPanel>
        </Summary>
      </Columns>
    </CheckoutFrame>
  );
}

/**
 * The upgrade page's checkout (docs/product.md §11.3 `/account/UpgradeSubscription`): plans with prices, seat
 * count, the total with VAT, the card, **Payer**. On success the organisation's status is read again at
 * once (`subscriptionPaid`), so the guard lets the admin through without a reload.
 */
export function Checkout() {
  const { data, isLoading, isError, refetch } = useGetSubscriptionQuery();
  const [paid, setPaid] = useState<CheckoutResult | null>(null);
  if (paid) {
    return (
      <>
        <Paid result={paid} />
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => setPaid(null)}>
            {upgradeMessages.anotherPayment}
          </Button>
        </Actions>
      </>
    );
  }
  return (
    <WideSection aria-busy={isLoading}>
      {isLoading && <Loading>{subscriptionMessages.seatsLoading}</Loading>}
      {isError && !data && <LoadFailure message={subscriptionMessages.seatsFailed} retryLabel={subscriptionMessages.retry} onRetry={() => void refetch()} />}
      {data && <CheckoutForm subscription={data} onPaid={setPaid} />}
    </WideSection>
  );
}
