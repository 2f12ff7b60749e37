import { ABOUT_US_MAX, validateCollection } from './collectionValidation';

const valid = { name: 'Het Pakhuis', about_us: 'Mooie zalen', logo_image_id: 5, logo_url: null };

describe('validateCollection (spec 5: about us max 500, collection logo required)', () => {
  it('passes a complete collection', () => {
    expect(validateCollection(valid)).toEqual({});
    expect(validateCollection({ ...valid, logo_image_id: null, logo_url: '/api/image/5/' })).toEqual({});
  });
  it('needs a name', () => {
    expect(validateCollection({ ...valid, name: '   ' })).toEqual({ name: 'collection_name_required' });
  });
  it('allows exactly 500 characters of about us, not 501', () => {
    expect(ABOUT_US_MAX).toBe(500);
    expect(validateCollection({ ...valid, about_us: 'a'.repeat(500) })).toEqual({});
    expect(validateCollection({ ...valid, about_us: 'a'.repeat(501) })).toEqual({ about_us: 'about_us_too_long' });
  });
  it('needs the collection logo', () => {
    expect(validateCollection({ ...valid, logo_image_id: null, logo_url: null })).toEqual({ logo_image_id: 'logo_required' });
  });
});
