/** What « Donner mon avis » checks before sending (the contract's limits, French messages). Pure. */
import { TEXT_LIMITS, textLimitProblem } from '../../../../contract/textLimits';
import { studentSessionMessages } from '../../../config/messages/sessions';

export function feedbackProblems({ rating, comment }: { rating: number | null; comment: string }): { rating?: string; comment?: string } {
  const problems: { rating?: string; comment?: string } = {};
  if (rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5) problems.rating = studentSessionMessages.ratingRequired;
  const tooLong = textLimitProblem(studentSessionMessages.comment, comment.trim(), TEXT_LIMITS.feedbackComment);
  if (tooLong) problems.comment = tooLong;
  return problems;
}
