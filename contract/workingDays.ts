/**
 * Working days in France: Monday to Friday, less the eleven public holidays of metropolitan France
 * (Code du travail, art. L3133-1). The demo world dates its sessions with it (server/seed/demoDatabase.ts),
 * so that no training session is shown on a Sunday, on 14 July or on Easter Monday. Dates are calendar
 * days read in UTC (`YYYY-MM-DD` of the Date's UTC fields), so the answer does not depend on the machine.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Easter Sunday of `year` (Gregorian calendar; the anonymous algorithm of Meeus/Jones/Butcher), at midnight UTC. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The public holidays of `year` in metropolitan France, as `YYYY-MM-DD`, with their names. */
export function frenchPublicHolidays(year: number): ReadonlyMap<string, string> {
  const easter = easterSunday(year).getTime();
  const afterEaster = (days: number) => isoDay(new Date(easter + days * DAY_MS));
  const fixed = (month: number, day: number) => isoDay(new Date(Date.UTC(year, month - 1, day)));
  return new Map([
    [fixed(1, 1), 'Jour de l’an'],
    [afterEaster(1), 'Lundi de Pâques'],
    [fixed(5, 1), 'Fête du Travail'],
    [fixed(5, 8), 'Victoire 1945'],
    [afterEaster(39), 'Ascension'],
    [afterEaster(50), 'Lundi de Pentecôte'],
    [fixed(7, 14), 'Fête nationale'],
    [fixed(8, 15), 'Assomption'],
    [fixed(11, 1), 'Toussaint'],
    [fixed(11, 11), 'Armistice 1918'],
    [fixed(12, 25), 'Noël'],
  ]);
}

/** Whether `date`'s day is a working day: not a Saturday, a Sunday nor a public holiday. */
export function isWorkingDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !frenchPublicHolidays(date.getUTCFullYear()).has(isoDay(date));
}

/** `date` itself if it falls on a working day, otherwise the same time of the first working day after it. */
export function nextWorkingDay(date: Date): Date {
  let day = new Date(date.getTime());
  while (!isWorkingDay(day)) day = new Date(day.getTime() + DAY_MS);
  return day;
}
