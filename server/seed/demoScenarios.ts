/**
 * The demo scenarios' content (docs/product.md §10, SoFraSimS template), as stored in
 * `scenario_versions.content`. Clinical values are plausible teaching values, not care protocols.
 */
import type { Trigger } from '../../contract/roles';
import type { EvaluationCriterion, Expected, QuickAction, ScenarioContent, ScenarioState, ScenarioTransition, Vitals } from '../../contract/schemas/scenarios';

export type { ScenarioContent, ScenarioState, ScenarioTransition, Vitals } from '../../contract/schemas/scenarios';

/** One scale for every demo grid: what an observer can tell apart during a scenario. */
const SCALE = [
  { value: 0, label: 'Non réalisé' },
  { value: 1, label: 'Partiellement réalisé' },
  { value: 2, label: 'Réalisé' },
  { value: 3, label: 'Réalisé avec aisance' },
];

const criterion = (id: string, label: string): EvaluationCriterion => ({ id, label, scale: SCALE });

const RAS_PHASES = (reaction: string[], analyse: string[], synthese: string[]) => [
  { phase: 'réaction', points: reaction },
  { phase: 'analyse', points: analyse },
  { phase: 'synthèse', points: synthese },
];

/** The monitor's signs in the order of its tiles (FC, PA, SpO₂, FR, T°), then the conscience. */
const vitals = (fc: number, pa: string, spo2: number, fr: number, temperature: number, conscience: string): Vitals => ({ fc, pa, spo2, fr, temperature, conscience });

/** A state of the course; `expected` only on the states the observers watch for. */
function state(id: string, name: string, kind: ScenarioState['kind'], signs: Vitals, description: string, expected?: Expected): ScenarioState {
  return { id, name, kind, vitals: signs, description, ...(expected ? { expected } : {}) };
}

const toReach = (within_seconds: number): Expected => ({ kind: 'à atteindre', within_seconds });
const toAvoid = (): Expected => ({ kind: 'à éviter' });

type Edge = Omit<ScenarioTransition, 'id'>;

const edge = (trigger: Trigger) => (from: string, to: string, label: string): Edge => ({ from, to, label, trigger });
const byLearners = edge('action des apprenants');
const byTrainer = edge('décision du formateur');
const afterDelay = (from: string, to: string, label: string, delay_seconds: number): Edge => ({ ...edge('délai')(from, to, label), delay_seconds });

/** Names the transitions t1, t2 … in the order they are written. */
/** The room's quick actions: the ones every demo scenario has, then the scenario's own; ids from the label's order. */
const quickActions = (...labels: string[]): QuickAction[] => labels.map((label, index) => ({ id: `a${index + 1}`, label }));
const COMMON_ACTIONS = ['O₂ 15\u00a0L/min', 'Appel du médecin', 'Voie veineuse posée'] as const;

const numbered = (...edges: Edge[]): ScenarioTransition[] => edges.map((transition, index) => ({ id: `t${index + 1}`, ...transition }));

export const BRONCHIOLITE: ScenarioContent = {
  title: 'Bronchiolite du nourrisson',
  public: 'Étudiants infirmiers de 2e année (IFSI 2A)',
  population: 'nourrisson',
  phase_durations: { briefing: 15, scenario: 20, debriefing: 30 },
  objectives: [
    'Évaluer la détresse respiratoire d’un nourrisson (signes de lutte, fréquence respiratoire, SpO₂)',
    'Réaliser une désobstruction rhinopharyngée adaptée',
    'Alerter le médecin avec une transmission structurée (SAED)',
    'Expliquer les soins et rassurer les parents',
  ],
  prerequisites: ['Cours sur la physiologie respiratoire du nourrisson', 'Atelier de lavage de nez sur mannequin'],
  context:
    'Léo, 3 mois, 5,8 kg, est hospitalisé en pédiatrie depuis ce matin pour une bronchiolite à VRS. ' +
    'Il a mal bu au dernier biberon (60 mL sur 150 mL habituels). Sa mère est présente et inquiète.',
  briefing:
    'Vous êtes l’infirmier(ère) de l’unité de pédiatrie à 14 h. La maman de Léo vous appelle : « Il respire ' +
    'vite et il ne veut plus boire. » Le mannequin nourrisson est relié au moniteur. Le médecin est joignable ' +
    'par téléphone. Ce qui se passe pendant la simulation reste dans la simulation.',
  material: [
    'Mannequin nourrisson haute fidélité et moniteur multiparamétrique',
    'Sérum physiologique en unidoses, mouche-bébé',
    'Oxygène mural, lunettes nasales pédiatriques',
    'Saturomètre avec capteur nourrisson',
    'Dossier de soins et feuille de surveillance',
  ],
  roles_needed: ['Infirmier(ère) référent(e)', 'Infirmier(ère) en renfort', 'Parent (patient simulé)', 'Observateurs'],
  debriefing_guide: {
    model: 'PEARLS',
    key_points: RAS_PHASES(
      ['Comment vous sentez-vous ?', 'Qu’est-ce qui vous a inquiété en entrant dans la chambre ?'],
      [
        'Les signes de lutte repérés et leur chronologie',
        'La désobstruction : technique et effet sur la SpO₂',
        'La qualité de l’appel au médecin (SAED)',
      ],
      ['Trois messages à retenir pour votre prochain nourrisson en détresse respiratoire'],
    ),
  },
  evaluation_grid: {
    criteria: [
      criterion('evaluation', 'Évalue la fonction respiratoire (FR, SpO₂, signes de lutte)'),
      criterion('desobstruction', 'Réalise une désobstruction rhinopharyngée efficace'),
      criterion('alerte', 'Alerte le médecin avec une transmission SAED'),
      criterion('parents', 'Communique avec le parent de façon rassurante'),
    ],
  },
  graph: {
    states: [
      state('initial', 'Détresse respiratoire modérée', 'initial', vitals(172, '85/50', 92, 62, 38.1, 'Éveillé, geignard'), 'Tirage intercostal, battement des ailes du nez, sécrétions nasales abondantes.'),
      state('aggravation', 'Aggravation', 'intermédiaire', vitals(185, '80/45', 88, 70, 38.3, 'Hypotonique, cri faible'), 'Balancement thoraco-abdominal, pauses respiratoires brèves.', toAvoid()),
      state('amelioration', 'Amélioration après désobstruction', 'intermédiaire', vitals(158, '88/52', 95, 50, 38, 'Éveillé, calme'), 'Respiration moins bruyante, reprend un peu le biberon.', toReach(600)),
      state('stabilise', 'Nourrisson stabilisé', 'final', vitals(150, '90/55', 96, 44, 37.8, 'Éveillé, tonique'), 'Oxygène aux lunettes si besoin, surveillance rapprochée programmée, médecin informé.'),
    ],
    transitions: numbered(
      byLearners('initial', 'amelioration', 'Désobstruction rhinopharyngée réalisée'),
      afterDelay('initial', 'aggravation', 'Aucune désobstruction après 5 minutes', 300),
      byLearners('aggravation', 'amelioration', 'Désobstruction et oxygène'),
      byTrainer('amelioration', 'stabilise', 'Appel SAED au médecin'),
    ),
  },
  quick_actions: quickActions('O₂ 2\u00a0L/min aux lunettes', 'Appel du médecin', 'Désobstruction rhinopharyngée', 'Position proclive'),
};

export const CHOC_ANAPHYLACTIQUE: ScenarioContent = {
  title: 'Choc anaphylactique',
  public: 'Étudiants infirmiers de 2e année (IFSI 2A)',
  population: 'adulte',
  phase_durations: { briefing: 15, scenario: 20, debriefing: 35 },
  objectives: [
    'Reconnaître une anaphylaxie grave dans les premières minutes',
    'Arrêter l’administration de l’allergène suspecté',
    'Préparer et administrer l’adrénaline intramusculaire sur prescription',
    'Travailler en équipe : répartition des rôles et communication en boucle fermée',
  ],
  prerequisites: ['Cours sur les états de choc', 'Calcul de doses et voie intramusculaire'],
  context:
    'Mme Dubois, 54 ans, hospitalisée en chirurgie viscérale à J1 d’une cholécystectomie, reçoit sa première ' +
    'perfusion d’amoxicilline-acide clavulanique. Aucune allergie connue au dossier.',
  briefing:
    'Vous êtes infirmier(ère) en chirurgie. La perfusion d’antibiotique a débuté il y a 5 minutes. La patiente ' +
    'sonne : « Ça me gratte partout et j’ai du mal à respirer. » Le chariot d’urgence est dans le couloir.',
  material: [
    'Mannequin adulte haute fidélité, moniteur',
    'Perfusion d’antibiotique en cours',
    'Chariot d’urgence avec adrénaline 1 mg/mL, seringues, aiguilles IM',
    'Oxygène, masque à haute concentration',
    'Soluté de remplissage (NaCl 0,9 %)',
  ],
  roles_needed: ['Infirmier(ère) 1', 'Infirmier(ère) 2', 'Médecin au téléphone (formateur)', 'Patiente (patient simulé)'],
  debriefing_guide: {
    model: 'PEARLS',
    key_points: RAS_PHASES(
      ['Quel a été votre ressenti quand la patiente a dit « j’ai du mal à respirer » ?'],
      [
        'Délai entre les premiers signes et l’arrêt de la perfusion',
        'Dose, voie et site de l’adrénaline',
        'Répartition des rôles et communication en boucle fermée',
      ],
      ['Ce que vous ferez dès les premiers signes cutanés lors de votre prochaine perfusion d’antibiotique'],
    ),
  },
  evaluation_grid: {
    criteria: [
      criterion('reconnaissance', 'Reconnaît l’anaphylaxie et donne l’alerte'),
      criterion('arret', 'Arrête la perfusion de l’allergène'),
      criterion('adrenaline', 'Prépare l’adrénaline IM à la bonne dose'),
      criterion('equipe', 'Communique en boucle fermée avec l’équipe'),
    ],
  },
  graph: {
    states: [
      state('initial', 'Réaction cutanée et gêne respiratoire', 'initial', vitals(112, '105/65', 94, 24, 37.2, 'Consciente, anxieuse'), 'Urticaire diffuse, prurit, œdème des lèvres, sifflements expiratoires.'),
      state('choc', 'Choc anaphylactique', 'intermédiaire', vitals(138, '70/40', 88, 30, 37.2, 'Obnubilée'), 'Marbrures, extrémités froides, voix rauque.'),
      state('adrenaline', 'Après adrénaline IM', 'intermédiaire', vitals(118, '95/60', 93, 24, 37.2, 'Consciente'), 'Diminution du bronchospasme, l’urticaire persiste.', toReach(420)),
      state('stabilisee', 'Patiente stabilisée', 'final', vitals(98, '115/70', 97, 18, 37.1, 'Consciente, orientée'), 'Remplissage en cours, surveillance continue, allergie notée au dossier.'),
      state('arret', 'Arrêt circulatoire', 'final', vitals(0, '0/0', 0, 0, 37, 'Inconsciente'), 'Fin du scénario : le formateur arrête la simulation et passe au débriefing.', toAvoid()),
    ],
    transitions: numbered(
      afterDelay('initial', 'choc', 'Perfusion non arrêtée après 3 minutes', 180),
      byLearners('initial', 'adrenaline', 'Perfusion arrêtée et adrénaline IM'),
      byLearners('choc', 'adrenaline', 'Adrénaline IM et remplissage'),
      afterDelay('choc', 'arret', 'Aucune adrénaline après 5 minutes', 300),
      byTrainer('adrenaline', 'stabilisee', 'Surveillance et appel du médecin'),
    ),
  },
  quick_actions: quickActions(...COMMON_ACTIONS, 'Adrénaline IM 0,5\u00a0mg'),
};

export const ARRET_CARDIAQUE: ScenarioContent = {
  title: 'Arrêt cardio-respiratoire intrahospitalier',
  public: 'Étudiants infirmiers de 2e année (IFSI 2A)',
  population: 'adulte',
  phase_durations: { briefing: 15, scenario: 15, debriefing: 40 },
  objectives: [
    'Reconnaître l’arrêt cardio-respiratoire en moins de 10 secondes',
    'Débuter une réanimation cardio-pulmonaire de qualité (fréquence, profondeur, relâchement)',
    'Mettre en œuvre le défibrillateur sans interrompre le massage plus de 10 secondes',
    'Transmettre le bilan à l’équipe de réanimation',
  ],
  prerequisites: ['AFGSU niveau 2 (module urgences vitales)', 'Utilisation du défibrillateur du service'],
  context:
    'M. Lopez, 67 ans, hospitalisé en cardiologie pour une douleur thoracique, a été stabilisé hier. ' +
    'Antécédents : diabète de type 2, tabagisme ancien.',
  briefing:
    'Vous êtes l’équipe infirmière de nuit. Un aide-soignant vous appelle depuis la chambre 12 : « Il ne répond ' +
    'plus ! » Le chariot d’urgence et le défibrillateur sont dans le poste de soins.',
  material: [
    'Mannequin adulte de RCP avec retour de qualité',
    'Défibrillateur de formation (DSA et mode manuel)',
    'Chariot d’urgence, planche de massage',
    'Insufflateur manuel et masque',
    'Feuille de traçabilité de la réanimation',
  ],
  roles_needed: ['Leader', 'Masseur 1', 'Masseur 2 / ventilation', 'Aide-soignant (patient simulé)', 'Observateurs'],
  debriefing_guide: {
    model: 'réaction/analyse/synthèse',
    key_points: RAS_PHASES(
      ['Comment avez-vous vécu les premières secondes ?'],
      [
        'Délai avant la première compression et avant le premier choc',
        'Qualité des compressions (retour du mannequin)',
        'Leadership et rotations des masseurs',
      ],
      ['La chaîne de survie intrahospitalière dans votre service'],
    ),
  },
  evaluation_grid: {
    criteria: [
      criterion('reconnaissance', 'Reconnaît l’arrêt et alerte sans délai'),
      criterion('rcp', 'Réalise des compressions de qualité'),
      criterion('defibrillation', 'Utilise le défibrillateur en sécurité'),
      criterion('leadership', 'Coordonne l’équipe et transmet le bilan'),
    ],
  },
  graph: {
    states: [
      state('initial', 'Patient inconscient', 'initial', vitals(0, '0/0', 0, 0, 36.6, 'Inconscient, ne répond pas'), 'Pas de mouvement respiratoire normal, gasps.'),
      state('fv', 'Fibrillation ventriculaire', 'intermédiaire', vitals(0, '0/0', 0, 0, 36.6, 'Inconscient'), 'Le défibrillateur analyse : choc recommandé.'),
      state('rcp-continue', 'RCP après le premier choc', 'intermédiaire', vitals(0, '0/0', 0, 0, 36.6, 'Inconscient'), 'Massage repris immédiatement, cycles de 2 minutes.', toReach(300)),
      state('asystolie', 'Asystolie', 'intermédiaire', vitals(0, '0/0', 0, 0, 36.5, 'Inconscient'), 'Choc non recommandé : RCP et adrénaline selon prescription.', toAvoid()),
      state('racs', 'Reprise d’activité circulatoire spontanée', 'final', vitals(96, '100/60', 92, 12, 36.5, 'Inconscient, pouls présent'), 'Pouls carotidien perçu, l’équipe de réanimation arrive.'),
      state('fin', 'Arrivée de l’équipe de réanimation', 'final', vitals(0, '0/0', 0, 0, 36.4, 'Inconscient'), 'Le leader transmet le bilan ; fin du scénario.'),
    ],
    transitions: numbered(
      byLearners('initial', 'fv', 'RCP débutée et défibrillateur posé'),
      byLearners('fv', 'rcp-continue', 'Premier choc délivré'),
      afterDelay('fv', 'asystolie', 'Aucun choc après 3 minutes', 180),
      byTrainer('rcp-continue', 'racs', 'Deux cycles de RCP de qualité'),
      afterDelay('asystolie', 'fin', 'Dix minutes de réanimation', 600),
    ),
  },
  quick_actions: quickActions(...COMMON_ACTIONS, 'Choc électrique délivré'),
};

export const HEMORRAGIE_POST_PARTUM: ScenarioContent = {
  title: 'Hémorragie du post-partum immédiat',
  public: 'Étudiants infirmiers de 2e année (stage en maternité)',
  population: 'adulte',
  phase_durations: { briefing: 15, scenario: 20, debriefing: 30 },
  objectives: [
    'Quantifier un saignement avec le sac de recueil',
    'Alerter la sage-femme et le médecin selon le protocole du service',
    'Réaliser les premiers gestes infirmiers (voie veineuse, bilan, surveillance)',
  ],
  prerequisites: ['Cours sur la surveillance du post-partum'],
  context:
    'Mme Nguyen, 31 ans, deuxième pare, a accouché par voie basse il y a 40 minutes d’un garçon de 3,9 kg. ' +
    'Délivrance complète. Elle est en salle de naissance avec son conjoint.',
  briefing:
    'Vous êtes infirmier(ère) en renfort en salle de naissance. Le conjoint vous appelle : « Elle saigne ' +
    'beaucoup et elle est toute pâle. » La sage-femme est dans la salle voisine.',
  material: [
    'Simulateur d’accouchement avec module hémorragie',
    'Sac de recueil gradué',
    'Matériel de pose de voie veineuse, tubes de bilan',
    'Protocole HPP du service',
  ],
  roles_needed: ['Infirmier(ère)', 'Sage-femme (formateur)', 'Conjoint (patient simulé)'],
  debriefing_guide: {
    model: 'GAS',
    key_points: [
      { phase: 'rassembler', points: ['Ce qui s’est passé, de votre point de vue'] },
      { phase: 'analyser', points: ['Quantification du saignement', 'Moment et contenu de l’alerte'] },
      { phase: 'synthétiser', points: ['Ce que vous ferez au prochain post-partum'] },
    ],
  },
  evaluation_grid: {
    criteria: [
      criterion('quantification', 'Quantifie le saignement'),
      criterion('alerte', 'Alerte selon le protocole'),
      criterion('gestes', 'Réalise les premiers gestes'),
    ],
  },
  graph: {
    states: [
      state('initial', 'Saignement anormal', 'initial', vitals(108, '110/70', 98, 18, 37, 'Consciente'), '500 mL dans le sac de recueil, utérus mou.'),
      state('aggravation', 'Hémorragie sévère', 'intermédiaire', vitals(128, '85/50', 96, 24, 36.8, 'Pâle, angoissée'), '1 000 mL, sueurs, extrémités froides.', toAvoid()),
      state('prise-en-charge', 'Prise en charge en cours', 'intermédiaire', vitals(112, '100/60', 98, 20, 36.9, 'Consciente'), 'Massage utérin par la sage-femme, voie veineuse posée, bilan prélevé.', toReach(480)),
      state('controlee', 'Hémorragie contrôlée', 'final', vitals(96, '110/65', 99, 18, 37, 'Consciente, rassurée'), 'Utérus tonique, saignement tari, surveillance toutes les 15 minutes.'),
    ],
    transitions: numbered(
      byLearners('initial', 'prise-en-charge', 'Alerte et voie veineuse'),
      afterDelay('initial', 'aggravation', 'Pas d’alerte après 4 minutes', 240),
      byLearners('aggravation', 'prise-en-charge', 'Alerte donnée'),
      byTrainer('prise-en-charge', 'controlee', 'Utérus tonique'),
    ),
  },
  quick_actions: quickActions(...COMMON_ACTIONS, 'Massage utérin'),
};
