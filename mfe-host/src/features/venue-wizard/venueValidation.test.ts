import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { validateNewTag, validateVenueMain, validateVenueTags, type VenueMainValues } from './venueValidation';
import { defaultWorkingDays, fromWorkingTime, toWorkingTime, type WorkingDayValue } from './workingTime';

const photo = (image_id: number) => ({ image_id, image_url: `/api/image/${image_id}/` });
const valid = (): VenueMainValues => ({
  venue_name: 'Het Pakhuis',
  venue_description: 'Een mooie zaal aan de gracht.',
  venue_rules: '',
  address: { place_id: 'nl-utrecht', description: 'Utrecht' },
  additional: '',
  contact_name: 'Sanne de Vries',
  contact_phone: '+31612345678',
  contact_email: 'sanne@example.nl',
  working_time: defaultWorkingDays(),
  images: [photo(1), photo(2), photo(3)],
});
const errorsOf = (patch: Partial<VenueMainValues>) => validateVenueMain({ ...valid(), ...patch });
const text = (id: unknown, catalog: Record<string, string> = en) => catalog[String(id)];
const day = (week_day: number, open: string, close: string, enabled = true): WorkingDayValue => ({ week_day, enabled, open, close });
const week = (...days: WorkingDayValue[]) => [1, 2, 3, 4, 5, 6, 7].map((d) => days.find((x) => x.week_day === d) ?? day(d, '09:00', '17:00', false));

describe('venue MAIN validation (spec 5)', () => {
  it('accepts a complete venue', () => expect(validateVenueMain(valid())).toEqual({}));

  it.each([
    ['', 'Please enter the venue name'],
    ['ab', 'The name must have at least 3 characters'],
    ['x'.repeat(101), 'The name may have at most 100 characters'],
  ])('name %j -> %s', (venue_name, message) => expect(text(errorsOf({ venue_name }).venue_name)).toBe(message));

  it('accepts names of exactly 3 and 100 characters', () => {
    expect(errorsOf({ venue_name: 'abc' }).venue_name).toBeUndefined();
    expect(errorsOf({ venue_name: 'x'.repeat(100) }).venue_name).toBeUndefined();
  });

  it.each([
    ['', 'Please provide a description'],
    ['ab', 'The description must have at least 3 characters'],
    ['x'.repeat(3001), 'The description may have at most 3000 characters'],
  ])('description %#', (venue_description, message) => expect(text(errorsOf({ venue_description }).venue_description)).toBe(message));

  it('limits the rules to 3000 characters', () => {
    expect(text(errorsOf({ venue_rules: 'x'.repeat(3001) }).venue_rules)).toBe('The house rules may have at most 3000 characters');
    expect(errorsOf({ venue_rules: 'x'.repeat(3000) }).venue_rules).toBeUndefined();
  });

  it('refuses code-like text', () => expect(errorsOf({ venue_name: '<script>x' }).venue_name).toBe('errors.code_injection'));

  it('wants the address chosen from the dropdown', () => {
    expect(text(errorsOf({ address: null }).address)).toBe('Please enter the address');
    expect(text(errorsOf({ address: { place_id: null, description: 'Utrecht' } }).address)).toBe('Please select the address from the dropdown');
    expect(text(errorsOf({ address: { place_id: null, description: 'Utrecht' } }).address, nl)).toBe('Selecteer het adres uit de lijst');
  });

  it.each([
    ['', 'Please enter the contact name'],
    ['ab', 'The contact name must have at least 3 characters'],
    ['x'.repeat(81), 'The contact name may have at most 80 characters'],
  ])('contact name %#', (contact_name, message) => expect(text(errorsOf({ contact_name }).contact_name)).toBe(message));

  it('checks the contact phone format', () => {
    expect(text(errorsOf({ contact_phone: '' }).contact_phone)).toBe('Please enter the phone number');
    expect(text(errorsOf({ contact_phone: '0612345678' }).contact_phone)).toMatch(/^Phone format is incorrect/);
    expect(errorsOf({ contact_phone: '+31 6 1234 5678' }).contact_phone).toBeUndefined();
  });

  it('checks the contact e-mail', () => {
    expect(text(errorsOf({ contact_email: '' }).contact_email)).toBe('Please enter the e-mail address');
    expect(text(errorsOf({ contact_email: 'sanne@' }).contact_email)).toBe('Please enter a valid e-mail address');
    expect(text(errorsOf({ contact_email: `${'a'.repeat(96)}@x.nl` }).contact_email)).toBe('The e-mail address may have at most 100 characters');
  });

  it('needs at least one day with hours', () => {
    expect(text(errorsOf({ working_time: week() }).working_time)).toBe('Please add opening hours for at least one day');
  });

  it('needs at least 4 hours open', () => {
    const errors = errorsOf({ working_time: week(day(1, '09:00', '12:59')) }).working_time as Array<{ close: string } | undefined>;
    expect(text(errors[0]?.close)).toBe('Venue must be open for a minimum of 4 hours');
    expect(text(errors[0]?.close, nl)).toBe('De locatie moet minimaal 4 uur open zijn');
    expect(errorsOf({ working_time: week(day(1, '09:00', '13:00')) }).working_time).toBeUndefined();
  });

  it('stores a close of 00:00 as 1440 and a close after midnight as a row on the next day', () => {
    expect(toWorkingTime(week(day(1, '18:00', '00:00')))).toEqual([{ week_day: 1, open_time: 1080, close_time: 1440 }]);
    expect(toWorkingTime(week(day(2, '20:00', '02:00')))).toEqual([
      { week_day: 2, open_time: 1200, close_time: 1440 },
      { week_day: 3, open_time: 0, close_time: 120 },
    ]);
    expect(fromWorkingTime(toWorkingTime(week(day(2, '20:00', '02:00'))))[1]).toEqual(day(2, '20:00', '02:00'));
    expect(errorsOf({ working_time: week(day(1, '20:00', '00:00')) }).working_time).toBeUndefined();
  });

  it("refuses an opening before the previous day's closing after midnight (Sunday -> Monday too)", () => {
    const conflict = errorsOf({ working_time: week(day(1, '20:00', '03:00'), day(2, '02:00', '12:00')) }).working_time as Array<{ close: string } | undefined>;
    expect(text(conflict[1]?.close)).toBe('The opening time conflicts with the closing time of the previous day');
    const wrap = errorsOf({ working_time: week(day(7, '20:00', '03:00'), day(1, '01:00', '12:00')) }).working_time as Array<{ close: string } | undefined>;
    expect(wrap[0]?.close).toBe('VenueValidation.working_time_conflict');
    expect(errorsOf({ working_time: week(day(1, '20:00', '03:00'), day(2, '03:00', '12:00')) }).working_time).toBeUndefined();
  });

  it('needs 3 to 10 photos', () => {
    expect(text(errorsOf({ images: [photo(1), photo(2)] }).images)).toBe('Please add at least 3 photos');
    expect(text(errorsOf({ images: Array.from({ length: 11 }, (_, i) => photo(i)) }).images)).toBe('You can add at most 10 photos');
    expect(errorsOf({ images: Array.from({ length: 10 }, (_, i) => photo(i)) }).images).toBeUndefined();
  });
});

describe('venue TAGS validation', () => {
  it('needs at least 3 tags, in both languages', () => {
    const errors = validateVenueTags({ tag_ids: [1, 2] });
    expect(text(errors.tag_ids)).toBe('Please select at least 3 tags');
    expect(text(errors.tag_ids, nl)).toBe('Selecteer ten minste 3 tags');
    expect(validateVenueTags({ tag_ids: [1, 2, 3] })).toEqual({});
  });

  it('refuses a duplicate tag name and an importance outside 1..10', () => {
    const errors = validateNewTag({ name_nl: 'Groen', name_en: 'Fresh', importance: 11 }, ['groen', 'Green']);
    expect(text(errors.name_nl, nl)).toBe('Tag met deze naam bestaat al');
    expect(text(errors.name_nl)).toBe('Tag with this name already exists');
    expect(errors.name_en).toBeUndefined();
    expect(text(errors.importance)).toBe('Choose an importance from 1 to 10');
    expect(validateNewTag({ name_nl: 'Rustig', name_en: 'Quiet', importance: 1 }, ['Groen'])).toEqual({});
  });
});
