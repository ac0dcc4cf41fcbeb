/**
 * French typography that the client's messages and the server's e-mails share. `de` before a name: « d’Enzo »,
 * « d’Hélène », « d’Institut Pasteur », « de Lucas » (elision before a vowel sound; a first name's h is mute in
 * practice). For names only: a number, a date or an e-mail address keeps « de ».
 */
export const de = (name: string): string => (/^[aeiouyàâäéèêëîïôöûüh]/i.test(name.trim()) ? `d’${name}` : `de ${name}`);

/** A decimal comma, as a French screen writes it: `38.5` → « 38,5 »; `digits` fixes the decimals (`38` → « 38,0 »). */
export const decimal = (value: number, digits?: number): string => (digits === undefined ? String(value) : value.toFixed(digits)).replace('.', ',');
