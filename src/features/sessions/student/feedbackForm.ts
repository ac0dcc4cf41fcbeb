/** What « Donner mon avis » checks before sending (the contract's limits, French messages). Pure. */
import { TEXT_LIMITS, textLimitProblem } from '../../../../contract/textLimits';
import { studentSessionMessages as t } from '../../../config/messages/sessions';

export function feedbackProblems({ rating, comment }: { rating: number | null; comment: string }): { rating?: string; comment?: string } {
  const problems: { rating?: string; comment?: string } = {};
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5) problems.rating = t.ratingRequired;
  const tooLong = textLimitProblem(t.comment, comment.trim(), TEXT_LIMITS.feedbackComment);
  if (tooLong) problems.comment = tooLong;
  return problems;
}
