/**
 * The e-mail a demo request sends to the team. What the visitor typed is quoted as data, each field on
 * one bounded line (the message keeps its line breaks, indented under its heading), so that nothing
 * typed reads as the product's own words; the reply goes to the visitor.
 */
import type { DemoRequestBody } from '../../../../contract/schemas/demoRequests';
import { DEMO_REQUEST_LIMITS } from '../../../../contract/contact';
import { asMailData } from '../signup/verificationMail';

const ROLE_NAMES: Readonly<Record<DemoRequestBody['role'], string>> = {
  enseignant: 'Enseignant ou formateur',
  administrateur: 'Administrateur ou direction',
  autre: 'Autre',
};

/** The message's lines, each cleaned of control characters, blank lines at the ends dropped. */
function messageLines(message: string): string[] {
  const lines = message
    .slice(0, DEMO_REQUEST_LIMITS.message)
    .split(/\r\n|\r|\n/)
    .map((line) => asMailData(line, DEMO_REQUEST_LIMITS.message));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function demoRequestMail(request: Pick<DemoRequestBody, 'name' | 'email' | 'organisation' | 'role' | 'message'>, id: string) {
  const organisation = asMailData(request.organisation, DEMO_REQUEST_LIMITS.organisation);
  const message = messageLines(request.message ?? '');
  return {
    subject: `Demande de démonstration\u00a0: ${asMailData(organisation, 80)}`,
    text: [
      'Nouvelle demande de démonstration reçue depuis la page Contact.',
      '',
      `Nom\u00a0: ${asMailData(request.name, DEMO_REQUEST_LIMITS.name)}`,
      `Adresse e-mail\u00a0: ${request.email}`,
      `Organisation\u00a0: ${organisation}`,
      `Fonction\u00a0: ${ROLE_NAMES[request.role]}`,
      'Message\u00a0:',
      ...(message.length > 0 ? message.map((line) => `  ${line}`) : ['  (aucun)']),
      '',
      'La personne a accepté d’être recontactée au sujet de cette demande. Répondre à cet e-mail lui écrit.',
      `Référence\u00a0: ${id}`,
    ].join('\n'),
  };
}
