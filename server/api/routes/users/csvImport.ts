/**
 * The CSV import's reading and checking, pure (tested as tables): papaparse reads `;` or `,`, a BOM,
 * quoted fields; each line gets every error that applies, in French, before anything is written.
 * Every field is measured before anything else reads it: a field over its bound gets its reason and is
 * neither matched, nor looked up, nor sent back whole (a 1 MB field is one admin's file, not everybody's wait).
 */
import Papa from 'papaparse';
import { EMAIL_MAX_LENGTH, isEmailAddress } from '../../../../contract/emailAddress';
import { csvImportMessages } from '../../../../contract/messages';
import { TAG_NAME_MAX_LENGTH } from '../../../../contract/schemas/tags';
import { ASSIGNABLE_ROLES, type AssignableRole } from '../../../../contract/roles';
import { type ImportLine, NAME_MAX_LENGTH } from '../../../../contract/schemas/users';
import { MAX_IMPORT_GROUPS, MAX_IMPORT_LINES } from '../../../../contract/userAdmin';

/** Header names as people write them, to the column they mean. */
const COLUMNS: Readonly<Record<string, keyof RawLine>> = {
  email: 'email',
  'e-mail': 'email',
  mail: 'email',
  'adresse e-mail': 'email',
  prenom: 'firstname',
  prénom: 'firstname',
  firstname: 'firstname',
  nom: 'name',
  name: 'name',
  role: 'role',
  rôle: 'role',
  groupes: 'groups',
  groupe: 'groups',
  groups: 'groups',
};

/** Role names as people write them. */
const ROLE_NAMES: Readonly<Record<string, AssignableRole>> = {
  admin: 'admin',
  administrateur: 'admin',
  enseignant: 'enseignant',
  formateur: 'enseignant',
  etudiant: 'etudiant',
  étudiant: 'etudiant',
  apprenant: 'etudiant',
};

export type RawLine = { email: string; firstname: string; name: string; role: string; groups: string };

export type Parsed = { kind: 'lines'; lines: RawLine[] } | { kind: 'refused'; status: 413 | 422; message: string };

/** The groups column, separators and spaces included, beyond which it cannot hold its bounded groups. */
const GROUPS_FIELD_MAX_LENGTH = MAX_IMPORT_GROUPS * (TAG_NAME_MAX_LENGTH + 3);
/** The longest role anybody writes (« administrateur »), with room. */
const ROLE_MAX_LENGTH = 40;

/** A field as the preview shows it: cut at its bound, so an oversized one is not sent back whole. */
function shown(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max)}…` : value;
}

/** The groups named in the column, or null when they are too many or too long to be groups. */
function groupNamesOf(field: string): string[] | null {
  if (field.length > GROUPS_FIELD_MAX_LENGTH) return null;
  const names = field
    .split(/[|,;]/)
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > MAX_IMPORT_GROUPS || names.some((name) => name.length > TAG_NAME_MAX_LENGTH) ? null : names;
}

export function parseUsersCsv(text: string, maxBytes: number): Parsed {
  if (Buffer.byteLength(text, 'utf8') > maxBytes) return { kind: 'refused', status: 413, message: csvImportMessages.tooLarge };
  const content = text.replace(/^\uFEFF/, '');
  // Counted before parsing: a 100 000-line file is refused without building 100 000 objects.
  const lineCount = content.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '').length - 1;
  if (lineCount > MAX_IMPORT_LINES) return { kind: 'refused', status: 413, message: csvImportMessages.tooManyLines };
  if (lineCount < 1) return { kind: 'refused', status: 422, message: csvImportMessages.empty };
  const result = Papa.parse<Record<string, string>>(content, {
    header: true,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [';', ',', '\t'],
    transformHeader: (header) => COLUMNS[header.trim().toLowerCase()] ?? header.trim().toLowerCase(),
  });
  const fields = result.meta.fields ?? [];
  const missing = (['email', 'firstname', 'name', 'role'] as const).filter((column) => !fields.includes(column));
  if (missing.length > 0) {
    const french = { email: 'e-mail', firstname: 'prénom', name: 'nom', role: 'rôle' } as const;
    return { kind: 'refused', status: 422, message: csvImportMessages.missingColumns(missing.map((column) => french[column]).join(', ')) };
  }
  const lines = result.data.map((row) => ({
    email: (row.email ?? '').trim(),
    firstname: (row.firstname ?? '').trim(),
    name: (row.name ?? '').trim(),
    role: (row.role ?? '').trim(),
    groups: (row.groups ?? '').trim(),
  }));
  if (lines.length === 0) return { kind: 'refused', status: 422, message: csvImportMessages.empty };
  return { kind: 'lines', lines };
}

export type CheckContext = {
  /** Addresses of existing accounts, lower-case. */
  existingEmails: ReadonlySet<string>;
  /** The organisation's groups: lower-case name → id. */
  groups: ReadonlyMap<string, string>;
  seatsLeft: number;
};

export type CheckedLine = ImportLine & { roleValue: AssignableRole | null; groupIds: string[] };

/** Every error of every line; lines are numbered as in the file (the header is line 1). */
export function checkLines(lines: readonly RawLine[], context: CheckContext): CheckedLine[] {
  const seen = new Map<string, number>();
  let seatsLeft = context.seatsLeft;
  return lines.map((raw, index) => {
    const line = index + 2;
    const errors: string[] = [];
    const emailFits = raw.email.length <= EMAIL_MAX_LENGTH;
    const email = emailFits ? raw.email.toLowerCase() : '';
    if (!emailFits) errors.push(csvImportMessages.emailTooLong(EMAIL_MAX_LENGTH));
    else if (!isEmailAddress(raw.email)) errors.push(csvImportMessages.badEmail);
    if (!raw.firstname) errors.push(csvImportMessages.missingFirstname);
    else if (raw.firstname.length > NAME_MAX_LENGTH) errors.push(csvImportMessages.firstnameTooLong(NAME_MAX_LENGTH));
    if (!raw.name) errors.push(csvImportMessages.missingName);
    else if (raw.name.length > NAME_MAX_LENGTH) errors.push(csvImportMessages.nameTooLong(NAME_MAX_LENGTH));
    const roleValue = raw.role.length <= ROLE_MAX_LENGTH ? (ROLE_NAMES[raw.role.toLowerCase()] ?? null) : null;
    if (!roleValue || !(ASSIGNABLE_ROLES as readonly string[]).includes(roleValue)) errors.push(csvImportMessages.unknownRole(shown(raw.role, ROLE_MAX_LENGTH)));
    const groupNames = groupNamesOf(raw.groups);
    if (!groupNames) errors.push(csvImportMessages.groupsTooLong(MAX_IMPORT_GROUPS, TAG_NAME_MAX_LENGTH));
    const groupIds: string[] = [];
    for (const name of groupNames ?? []) {
      const id = context.groups.get(name.toLowerCase());
      if (id) groupIds.push(id);
      else errors.push(csvImportMessages.unknownGroup(name));
    }
    const first = seen.get(email);
    if (email && first !== undefined) errors.push(csvImportMessages.duplicate(first));
    else if (email) seen.set(email, line);
    if (context.existingEmails.has(email)) errors.push(csvImportMessages.exists);
    if (errors.length === 0) {
      if (seatsLeft <= 0) errors.push(csvImportMessages.seats);
      else seatsLeft -= 1;
    }
    return {
      line,
      email: shown(raw.email, EMAIL_MAX_LENGTH),
      firstname: shown(raw.firstname, NAME_MAX_LENGTH),
      name: shown(raw.name, NAME_MAX_LENGTH),
      role: shown(raw.role, ROLE_MAX_LENGTH),
      groups: groupNames ?? [shown(raw.groups, TAG_NAME_MAX_LENGTH)],
      errors,
      roleValue,
      groupIds: [...new Set(groupIds)],
    };
  });
}
