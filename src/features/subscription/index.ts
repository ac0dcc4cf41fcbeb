export { Checkout } from './Checkout';
export { SubscriptionHistory, periodCells } from './SubscriptionHistory';
export { checkoutBody, checkoutErrors, defaultSeats, draftQuote, formatEuros, seatsProblem, type CheckoutDraft } from './checkoutForm';
