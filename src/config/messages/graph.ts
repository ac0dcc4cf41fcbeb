/** The words every graph shares (scenario editor, run, debriefing, role map): its zoom buttons, its legend, its list. */
export const graphMessages = {
  zoomIn: 'Zoom +',
  zoomOut: 'Zoom −',
  fit: 'Ajuster',
  controls: 'Affichage du graphe',
  legend: 'Légende',
  marks: {
    current: 'État actuel',
    last: 'Dernier état atteint',
    visited: 'Déjà parcouru',
    expected: 'À atteindre',
    avoid: 'À éviter',
  },
  taken: 'Transition empruntée',
  /** The marks as words inside a state's box, so that colour is never the only sign. */
  markWords: {
    current: '▶ actuel',
    last: '■ dernier état',
    visited: '✓ parcouru',
    expected: '◎ à atteindre',
    avoid: '⚠ à éviter',
  },
  listTitle: 'Les états, l’état actuel en premier',
  listLeaving: (label: string, to: string) => (label ? `${label} → ${to}` : `→ ${to}`),
  listNoLeaving: 'Aucune transition ne part de cet état.',
  takenWord: '(empruntée)',
} as const;

/** A state's vital signs as one short line in its box: the two a glance needs, « FC 112 · SpO₂ 94 % ». */
export function vitalsLine(vitals: { fc: number; spo2: number }): string {
  const parts = [Number.isFinite(vitals.fc) ? `FC ${vitals.fc}` : null, Number.isFinite(vitals.spo2) ? `SpO₂ ${vitals.spo2}\u00a0%` : null].filter((part): part is string => part !== null);
  return parts.join(' · ');
}
