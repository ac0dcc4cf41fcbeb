export { Checkout } from './Checkout';
export { SubscriptionHistory, periodCells } from './SubscriptionHistory';
export { checkoutBody, checkoutErrors, defaultSeats, draftQuote, formatEuros, keepsPaymentAttempt, seatsProblem, type CheckoutDraft } from './checkoutForm';
export { useGetSubscriptionQuery } from './subscriptionApi';
export { currentPeriod, endedFact, otherRecordRows, STATUS_TONES, subscriptionSummary, untilLine } from './subscriptionView';
