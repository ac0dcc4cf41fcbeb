import dayjs from 'dayjs';
import { useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { nextPeriod } from '../../../contract/payment';
import { PLANS, planById, VAT_RATE_PERCENT, withVat, type PlanId } from '../../../contract/plans';
import type { CheckoutResult, Subscription } from '../../../contract/schemas/subscription';
import { accountMessages, subscriptionMessages, upgradeMessages as t } from '../../config/messages/account';
import { ROLE_HOME } from '../../config/routes';
import { refusalMessage } from '../../lib/api';
import { Actions, Button, ButtonLink } from '../../ui/buttons';
import { Callout, Facts, Section } from '../../ui/content';
import { formatFrench } from '../../ui/dates';
import { Field, Form, FormAlert, SubmitButton } from '../../ui/forms';
import { LoadFailure } from '../../ui/LoadFailure';
import { selectCurrentUser } from '../auth';
import { selectOrganisationStatus, subscriptionPaid } from '../organisation';
import { checkoutBody, checkoutErrors, defaultSeats, draftQuote, formatEuros, keepsPaymentAttempt, seatsOf, type CheckoutDraft, type CheckoutErrors } from './checkoutForm';
import { useCheckoutMutation, useGetSubscriptionQuery } from './subscriptionApi';

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

/** The plans with their prices per seat and per year, HT and TTC, as a radio group. */
function PlanChoice({ value, onChange, disabled }: { value: PlanId; onChange: (plan: PlanId) => void; disabled: boolean }) {
  return (
    <fieldset>
      <legend>{t.plansLegend}</legend>
      {PLANS.map((plan) => (
        <p key={plan.id}>
          <label>
            <input type="radio" name="plan" value={plan.id} checked={value === plan.id} disabled={disabled} onChange={() => onChange(plan.id)} />{' '}
            <strong>{plan.name}</strong>
            {' — '}
            {t.seatPrice(formatEuros(plan.seatPriceCentsHt), formatEuros(withVat(plan.seatPriceCentsHt)))}
            {' · '}
            {t.fromSeats(plan.minSeats)}
          </label>
        </p>
      ))}
    </fieldset>
  );
}

function Paid({ result }: { result: CheckoutResult }) {
  const user = useSelector(selectCurrentUser);
  // The guard lets the admin in once the organisation check (asked again on subscriptionPaid) says
  // active: offering the way in before that would only bounce the admin back to this page.
  const entered = useSelector(selectOrganisationStatus) === 'active';
  const plan = planById(result.period.plan)?.name ?? result.period.plan;
  return (
    <Section>
      <Callout role="status">
        <h2>{t.paidTitle}</h2>
        <p>{t.paid(plan, result.period.seats, day(result.organisation.subscription_end))}</p>
        {user && !entered && <p>{t.checkingAccess}</p>}
      </Callout>
      {user && entered && (
        <Actions>
          <ButtonLink to={ROLE_HOME[user.role]}>{t.continue}</ButtonLink>
        </Actions>
      )}
    </Section>
  );
}

function CheckoutForm({ subscription, onPaid }: { subscription: Subscription; onPaid: (result: CheckoutResult) => void }) {
  const dispatch = useDispatch();
  const [draft, setDraft] = useState<CheckoutDraft>(() => firstDraft(subscription));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checkout, { isLoading }] = useCheckoutMutation();
  // One payment attempt's key: a double click or a retry after a lost answer is charged once.
  const attempt = useRef(crypto.randomUUID());

  const set = <K extends keyof CheckoutDraft>(key: K, value: CheckoutDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }));
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
      setRefusal(refusalMessage(error, t.payFailed));
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t.plansTitle}</h2>
      <PlanChoice value={draft.plan} onChange={choosePlan} disabled={isLoading} />
      <Field
        label={t.seats}
        type="number"
        inputMode="numeric"
        min={planById(draft.plan)?.minSeats}
        step={1}
        value={draft.seats}
        error={errors.seats}
        disabled={isLoading}
        onChange={(event) => set('seats', event.target.value)}
      />
      <p>{t.seatsHint(subscription.seats_used)}</p>
      <section aria-live="polite" aria-labelledby="checkout-total">
        <h3 id="checkout-total">{t.totalTitle}</h3>
        {total ? (
          <Facts
            rows={[
              { label: t.totalHt, value: formatEuros(total.totalCentsHt) },
              { label: t.vat(VAT_RATE_PERCENT), value: formatEuros(total.vatCents) },
              { label: t.totalTtc, value: formatEuros(total.totalCentsTtc) },
            ]}
          />
        ) : (
          <p>{t.seatsRequired}</p>
        )}
        <p>{t.periodFrom(day(period.starts_on), day(period.ends_on))}</p>
      </section>
      <h3>{t.cardTitle}</h3>
      <p>{t.cardHint}</p>
      {refusal && (
        <FormAlert role="alert" $tone="error">
          {refusal}
        </FormAlert>
      )}
      <Field
        label={t.cardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="4242 4242 4242 4242"
        value={draft.card_number}
        error={errors.card_number}
        disabled={isLoading}
        onChange={(event) => set('card_number', event.target.value)}
      />
      <Field
        label={t.cardExpiry}
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder="MM/AA"
        value={draft.card_expiry}
        error={errors.card_expiry}
        disabled={isLoading}
        onChange={(event) => set('card_expiry', event.target.value)}
      />
      <Field
        label={t.cardCvc}
        autoComplete="cc-csc"
        inputMode="numeric"
        value={draft.card_cvc}
        error={errors.card_cvc}
        disabled={isLoading}
        onChange={(event) => set('card_cvc', event.target.value)}
      />
      <Actions>
        <SubmitButton disabled={isLoading}>{isLoading ? t.paying : total ? t.payAmount(formatEuros(total.totalCentsTtc)) : t.pay}</SubmitButton>
      </Actions>
    </Form>
  );
}

/**
 * The upgrade page's checkout (features.md §2 `/account/UpgradeSubscription`): plans with prices, seat
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
            {t.anotherPayment}
          </Button>
        </Actions>
      </>
    );
  }
  return (
    <Section aria-busy={isLoading}>
      {isLoading && <p role="status">{subscriptionMessages.seatsLoading}</p>}
      {isError && !data && <LoadFailure message={subscriptionMessages.seatsFailed} retryLabel={subscriptionMessages.retry} onRetry={() => void refetch()} />}
      {data && <CheckoutForm subscription={data} onPaid={setPaid} />}
    </Section>
  );
}
