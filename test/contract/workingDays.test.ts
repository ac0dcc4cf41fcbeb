/** French working days (docs/product.md §13.2: demo sessions never on a weekend nor a public holiday). */
import { easterSunday, frenchPublicHolidays, isWorkingDay, nextWorkingDay } from '../../contract/workingDays';

const day = (iso: string) => new Date(`${iso}T08:00:00Z`);

describe('nextWorkingDay', () => {
  it.each([
    // [the day asked, what it is, the working day given]
    ['2026-11-26', 'a Thursday, worked', '2026-11-26'],
    ['2026-11-28', 'a Saturday', '2026-11-30'],
    ['2026-11-29', 'a Sunday', '2026-11-30'],
    ['2027-01-01', 'Jour de l’an, a Friday', '2027-01-04'],
    ['2026-04-06', 'Easter Monday', '2026-04-07'],
    ['2026-04-04', 'the Saturday before Easter Monday', '2026-04-07'],
    ['2026-05-01', 'Fête du Travail, a Friday', '2026-05-04'],
    ['2026-05-08', 'Victoire 1945, a Friday', '2026-05-11'],
    ['2026-05-14', 'Ascension Thursday', '2026-05-15'],
    ['2026-05-25', 'Whit Monday', '2026-05-26'],
    ['2027-05-17', 'Whit Monday of another year', '2027-05-18'],
    ['2026-07-14', '14 July, a Tuesday', '2026-07-15'],
    ['2025-08-15', '15 August, a Friday', '2025-08-18'],
    ['2027-11-01', 'Toussaint, a Monday', '2027-11-02'],
    ['2026-11-11', '11 November, a Wednesday', '2026-11-12'],
    ['2026-12-25', 'Christmas, a Friday', '2026-12-28'],
    ['2026-12-31', 'New Year’s Eve, worked', '2026-12-31'],
  ])('%s (%s) → %s, at the same time', (asked, _what, expected) => {
    expect(nextWorkingDay(day(asked))).toEqual(day(expected));
  });
});

describe('isWorkingDay', () => {
  it('is false on each of the eleven public holidays of 2026 and true on the day after a Monday one', () => {
    const holidays = [...frenchPublicHolidays(2026).keys()];
    expect(holidays).toHaveLength(11);
    for (const holiday of holidays) expect([holiday, isWorkingDay(day(holiday))]).toEqual([holiday, false]);
    expect(isWorkingDay(day('2026-04-07'))).toBe(true);
  });
});

describe('easterSunday', () => {
  it.each([
    [2008, '2008-03-23'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, expected) => {
    expect(easterSunday(year).toISOString().slice(0, 10)).toBe(expected);
  });
});
