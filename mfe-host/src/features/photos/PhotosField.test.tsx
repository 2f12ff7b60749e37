import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'react-final-form';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';
import { store } from '../../store';
import { PhotosField } from './PhotosField';
import type { PhotoValue } from './types';

const photos: PhotoValue[] = [1, 2, 3].map((n) => ({ image_id: 40 + n, image_url: `/api/image/${40 + n}/` }));

function renderPhotos(locale: 'nl' | 'en', images: PhotoValue[]) {
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={locale === 'nl' ? nl : en}>
        <ThemeProvider theme={theme}>
          <Form initialValues={{ images }} onSubmit={() => undefined} render={() => <PhotosField owner="space" />} />
        </ThemeProvider>
      </IntlProvider>
    </Provider>,
  );
}

describe.each([
  ['nl', "3 van maximaal 10 foto's", "Foto's kiezen", 'Foto 3'],
  ['en', '3 of at most 10 photos', 'Choose photos', 'Photo 3'],
] as const)('photos of a space (%s)', (locale, count, choose, third) => {
  it('counts and previews the stored photos; only the "choose" button shows, not the browser\'s file control', () => {
    renderPhotos(locale, photos);
    expect(screen.getByText(count)).toBeInTheDocument();
    expect(screen.getAllByTestId('photo-item')).toHaveLength(3);
    const input = screen.getByLabelText(choose);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toBeVisible();
    expect(screen.getByText(choose)).toBeVisible();
  });

  it('a preview whose small variant is not there yet shows the stored photo instead of a broken image', () => {
    renderPhotos(locale, photos);
    const img = screen.getByAltText(third);
    expect(img).toHaveAttribute('src', '/api/image/43/thumb.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/api/image/43/');
  });
});
