/**
 * The longest timer of a `délai` transition, and the latest time limit of a state: a day, in seconds. Its own
 * module, imported by the schema and by the graph's rules alike, so that neither depends on the other.
 */
export const MAX_DELAY_SECONDS = 86_400;
