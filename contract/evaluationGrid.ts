/**
 * The evaluation grid's rules shared by the server and the « Évaluation » tab: which scores are missing
 * (results are published only once every learner has a score on every criterion), and each learner's total.
 */
type Criterion = { id: string; label: string; scale: readonly { value: number }[] };
type Scored = { learner_uid: string | null; learner_name: string; scores: Readonly<Record<string, number>> };

export type MissingScores = { learner_uid: string; learner_name: string; criteria: string[] };

/** The learners whose grid is incomplete, with the criteria (labels) they have no score on, in the grid's order. */
export function missingScores(criteria: readonly Criterion[], items: readonly Scored[]): MissingScores[] {
  return items.flatMap((item) => {
    // A deleted account cannot be scored any more: it does not hold the publication back.
    if (item.learner_uid === null) return [];
    const missing = criteria.filter((criterion) => item.scores[criterion.id] === undefined).map((criterion) => criterion.label);
    return missing.length > 0 ? [{ learner_uid: item.learner_uid, learner_name: item.learner_name, criteria: missing }] : [];
  });
}

/** « Emma Petit (Alerte, Désobstruction), Lucas Martin (Alerte) »: the refusal's and the tab's wording. */
export function missingText(missing: readonly MissingScores[]): string {
  return missing.map((learner) => `${learner.learner_name} (${learner.criteria.join(', ')})`).join(', ');
}

/** A learner's total and the grid's maximum (the top of each criterion's scale). */
export function gridTotal(criteria: readonly Criterion[], scores: Readonly<Record<string, number>>): { total: number; maximum: number } {
  return {
    total: criteria.reduce((sum, criterion) => sum + (scores[criterion.id] ?? 0), 0),
    maximum: criteria.reduce((sum, criterion) => sum + Math.max(0, ...criterion.scale.map((step) => step.value)), 0),
  };
}
