import { authorName, checkReview, checkText, spaceRatingOf } from './reviewRules';

test('a rating is a whole number from 1 to 5 and the text is needed, at most 2000 characters', () => {
  expect(checkReview(5, 'Prima zaal')).toBeNull();
  expect(checkReview(0, 'x')).toEqual({ field: 'rating', key: 'invalid_rating' });
  expect(checkReview(3.5, 'x')).toEqual({ field: 'rating', key: 'invalid_rating' });
  expect(checkReview(6, 'x')).toEqual({ field: 'rating', key: 'invalid_rating' });
  expect(checkReview(4, '   ')).toEqual({ field: 'review_text', key: 'required' });
  expect(checkReview(4, 'x'.repeat(2001))).toEqual({ field: 'review_text', key: 'max_length' });
  expect(checkText('host_reply', 'Dank je!')).toBeNull();
});

test('the space rating is the average doubled (0-10), one decimal; none without reviews', () => {
  expect(spaceRatingOf([])).toBeNull();
  expect(spaceRatingOf([5])).toBe(10);
  expect(spaceRatingOf([4, 5])).toBe(9);
  expect(spaceRatingOf([5, 4, 4])).toBe(8.7);
  expect(spaceRatingOf([1, 2])).toBe(3);
});

test('the author is shown by first name and last initial', () => {
  expect(authorName('Sanne', 'de Vries')).toBe('Sanne V.');
  expect(authorName('Jan', null)).toBe('Jan');
  expect(authorName(null, 'Jansen')).toBeNull();
});
