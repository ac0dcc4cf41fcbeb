/**
 * The demo scenarios' content (docs/product.md §10, SoFraSimS template), as stored in
 * `scenario_versions.content`. Clinical values are plausible teaching values, not care protocols.
 */
import type { EvaluationCriterion, ScenarioContent } from '../../contract/schemas/scenarios';

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
      {
        id: 'initial',
        name: 'Détresse respiratoire modérée',
        kind: 'initial',
        vitals: { fc: 172, pa: '85/50', spo2: 92, fr: 62, temperature: 38.1, conscience: 'Éveillé, geignard' },
        description: 'Tirage intercostal, battement des ailes du nez, sécrétions nasales abondantes.',
      },
      {
        id: 'aggravation',
        name: 'Aggravation',
        kind: 'intermédiaire',
        vitals: { fc: 185, pa: '80/45', spo2: 88, fr: 70, temperature: 38.3, conscience: 'Hypotonique, cri faible' },
        description: 'Balancement thoraco-abdominal, pauses respiratoires brèves.',
        expected: { kind: 'à éviter' },
      },
      {
        id: 'amelioration',
        name: 'Amélioration après désobstruction',
        kind: 'intermédiaire',
        vitals: { fc: 158, pa: '88/52', spo2: 95, fr: 50, temperature: 38, conscience: 'Éveillé, calme' },
        description: 'Respiration moins bruyante, reprend un peu le biberon.',
        expected: { kind: 'à atteindre', within_seconds: 600 },
      },
      {
        id: 'stabilise',
        name: 'Nourrisson stabilisé',
        kind: 'final',
        vitals: { fc: 150, pa: '90/55', spo2: 96, fr: 44, temperature: 37.8, conscience: 'Éveillé, tonique' },
        description: 'Oxygène aux lunettes si besoin, surveillance rapprochée programmée, médecin informé.',
      },
    ],
    transitions: [
      { id: 't1', from: 'initial', to: 'amelioration', label: 'Désobstruction rhinopharyngée réalisée', trigger: 'action des apprenants' },
      { id: 't2', from: 'initial', to: 'aggravation', label: 'Aucune désobstruction après 5 minutes', trigger: 'délai', delay_seconds: 300 },
      { id: 't3', from: 'aggravation', to: 'amelioration', label: 'Désobstruction et oxygène', trigger: 'action des apprenants' },
      { id: 't4', from: 'amelioration', to: 'stabilise', label: 'Appel SAED au médecin', trigger: 'décision du formateur' },
    ],
  },
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
      {
        id: 'initial',
        name: 'Réaction cutanée et gêne respiratoire',
        kind: 'initial',
        vitals: { fc: 112, pa: '105/65', spo2: 94, fr: 24, temperature: 37.2, conscience: 'Consciente, anxieuse' },
        description: 'Urticaire diffuse, prurit, œdème des lèvres, sifflements expiratoires.',
      },
      {
        id: 'choc',
        name: 'Choc anaphylactique',
        kind: 'intermédiaire',
        vitals: { fc: 138, pa: '70/40', spo2: 88, fr: 30, temperature: 37.2, conscience: 'Obnubilée' },
        description: 'Marbrures, extrémités froides, voix rauque.',
      },
      {
        id: 'adrenaline',
        name: 'Après adrénaline IM',
        kind: 'intermédiaire',
        vitals: { fc: 118, pa: '95/60', spo2: 93, fr: 24, temperature: 37.2, conscience: 'Consciente' },
        description: 'Diminution du bronchospasme, l’urticaire persiste.',
        expected: { kind: 'à atteindre', within_seconds: 420 },
      },
      {
        id: 'stabilisee',
        name: 'Patiente stabilisée',
        kind: 'final',
        vitals: { fc: 98, pa: '115/70', spo2: 97, fr: 18, temperature: 37.1, conscience: 'Consciente, orientée' },
        description: 'Remplissage en cours, surveillance continue, allergie notée au dossier.',
      },
      {
        id: 'arret',
        name: 'Arrêt circulatoire',
        kind: 'final',
        vitals: { fc: 0, pa: '0/0', spo2: 0, fr: 0, temperature: 37, conscience: 'Inconsciente' },
        description: 'Fin du scénario : le formateur arrête la simulation et passe au débriefing.',
        expected: { kind: 'à éviter' },
      },
    ],
    transitions: [
      { id: 't1', from: 'initial', to: 'choc', label: 'Perfusion non arrêtée après 3 minutes', trigger: 'délai', delay_seconds: 180 },
      { id: 't2', from: 'initial', to: 'adrenaline', label: 'Perfusion arrêtée et adrénaline IM', trigger: 'action des apprenants' },
      { id: 't3', from: 'choc', to: 'adrenaline', label: 'Adrénaline IM et remplissage', trigger: 'action des apprenants' },
      { id: 't4', from: 'choc', to: 'arret', label: 'Aucune adrénaline après 5 minutes', trigger: 'délai', delay_seconds: 300 },
      { id: 't5', from: 'adrenaline', to: 'stabilisee', label: 'Surveillance et appel du médecin', trigger: 'décision du formateur' },
    ],
  },
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
      {
        id: 'initial',
        name: 'Patient inconscient',
        kind: 'initial',
        vitals: { fc: 0, pa: '0/0', spo2: 0, fr: 0, temperature: 36.6, conscience: 'Inconscient, ne répond pas' },
        description: 'Pas de mouvement respiratoire normal, gasps.',
      },
      {
        id: 'fv',
        name: 'Fibrillation ventriculaire',
        kind: 'intermédiaire',
        vitals: { fc: 0, pa: '0/0', spo2: 0, fr: 0, temperature: 36.6, conscience: 'Inconscient' },
        description: 'Le défibrillateur analyse : choc recommandé.',
      },
      {
        id: 'rcp-continue',
        name: 'RCP après le premier choc',
        kind: 'intermédiaire',
        vitals: { fc: 0, pa: '0/0', spo2: 0, fr: 0, temperature: 36.6, conscience: 'Inconscient' },
        description: 'Massage repris immédiatement, cycles de 2 minutes.',
        expected: { kind: 'à atteindre', within_seconds: 300 },
      },
      {
        id: 'asystolie',
        name: 'Asystolie',
        kind: 'intermédiaire',
        vitals: { fc: 0, pa: '0/0', spo2: 0, fr: 0, temperature: 36.5, conscience: 'Inconscient' },
        description: 'Choc non recommandé : RCP et adrénaline selon prescription.',
        expected: { kind: 'à éviter' },
      },
      {
        id: 'racs',
        name: 'Reprise d’activité circulatoire spontanée',
        kind: 'final',
        vitals: { fc: 96, pa: '100/60', spo2: 92, fr: 12, temperature: 36.5, conscience: 'Inconscient, pouls présent' },
        description: 'Pouls carotidien perçu, l’équipe de réanimation arrive.',
      },
      {
        id: 'fin',
        name: 'Arrivée de l’équipe de réanimation',
        kind: 'final',
        vitals: { fc: 0, pa: '0/0', spo2: 0, fr: 0, temperature: 36.4, conscience: 'Inconscient' },
        description: 'Le leader transmet le bilan ; fin du scénario.',
      },
    ],
    transitions: [
      { id: 't1', from: 'initial', to: 'fv', label: 'RCP débutée et défibrillateur posé', trigger: 'action des apprenants' },
      { id: 't2', from: 'fv', to: 'rcp-continue', label: 'Premier choc délivré', trigger: 'action des apprenants' },
      { id: 't3', from: 'fv', to: 'asystolie', label: 'Aucun choc après 3 minutes', trigger: 'délai', delay_seconds: 180 },
      { id: 't4', from: 'rcp-continue', to: 'racs', label: 'Deux cycles de RCP de qualité', trigger: 'décision du formateur' },
      { id: 't5', from: 'asystolie', to: 'fin', label: 'Dix minutes de réanimation', trigger: 'délai', delay_seconds: 600 },
    ],
  },
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
      {
        id: 'initial',
        name: 'Saignement anormal',
        kind: 'initial',
        vitals: { fc: 108, pa: '110/70', spo2: 98, fr: 18, temperature: 37, conscience: 'Consciente' },
        description: '500 mL dans le sac de recueil, utérus mou.',
      },
      {
        id: 'aggravation',
        name: 'Hémorragie sévère',
        kind: 'intermédiaire',
        vitals: { fc: 128, pa: '85/50', spo2: 96, fr: 24, temperature: 36.8, conscience: 'Pâle, angoissée' },
        description: '1 000 mL, sueurs, extrémités froides.',
        expected: { kind: 'à éviter' },
      },
      {
        id: 'prise-en-charge',
        name: 'Prise en charge en cours',
        kind: 'intermédiaire',
        vitals: { fc: 112, pa: '100/60', spo2: 98, fr: 20, temperature: 36.9, conscience: 'Consciente' },
        description: 'Massage utérin par la sage-femme, voie veineuse posée, bilan prélevé.',
        expected: { kind: 'à atteindre', within_seconds: 480 },
      },
      {
        id: 'controlee',
        name: 'Hémorragie contrôlée',
        kind: 'final',
        vitals: { fc: 96, pa: '110/65', spo2: 99, fr: 18, temperature: 37, conscience: 'Consciente, rassurée' },
        description: 'Utérus tonique, saignement tari, surveillance toutes les 15 minutes.',
      },
    ],
    transitions: [
      { id: 't1', from: 'initial', to: 'prise-en-charge', label: 'Alerte et voie veineuse', trigger: 'action des apprenants' },
      { id: 't2', from: 'initial', to: 'aggravation', label: 'Pas d’alerte après 4 minutes', trigger: 'délai', delay_seconds: 240 },
      { id: 't3', from: 'aggravation', to: 'prise-en-charge', label: 'Alerte donnée', trigger: 'action des apprenants' },
      { id: 't4', from: 'prise-en-charge', to: 'controlee', label: 'Utérus tonique', trigger: 'décision du formateur' },
    ],
  },
};
