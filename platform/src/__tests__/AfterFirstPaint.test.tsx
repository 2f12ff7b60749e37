import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from '../AfterFirstPaint';

test('renders what is above at once and its children right after', async () => {
  render(
    <>
      <h1>Boven</h1>
      <AfterFirstPaint>
        <p>Onder</p>
      </AfterFirstPaint>
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Boven' })).toBeInTheDocument();
  expect(screen.queryByText('Onder')).toBeNull();
  expect(await screen.findByText('Onder')).toBeInTheDocument();
});
