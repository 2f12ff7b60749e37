import { act, screen } from '@testing-library/react';
import { navigate } from '@zaalplek/platform';
import App from './App';
import { contentAnswer } from './features/content/contentFixtures';
import { feedbacks, homePage, topSpaces } from './features/home/homeFixtures';
import { isContentPath, isHome } from './features/routing/contentPaths';
import { mockGraphql } from './features/testing/mockGraphql';
import { renderPage } from './features/testing/renderPage';

beforeEach(() => {
  mockGraphql((call) => {
    if (call.operation === 'home') return { json: { data: { home: homePage('nl') } } };
    if (call.operation === 'get_top_spaces') return { json: { data: { get_top_spaces: topSpaces(4) } } };
    if (call.operation === 'get_all_feedbacks') return { json: { data: { get_all_feedbacks: feedbacks('Booker') } } };
    return contentAnswer(call);
  });
});

describe('mfe-content root', () => {
  it('shows the home page without the router, then a content page after a click-through navigation, and home again', async () => {
    renderPage(<App />, '/');
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    act(() => navigate('/blog'));
    expect(await screen.findByTestId('blog-list')).toBeInTheDocument();
    expect(screen.queryByTestId('home-page')).not.toBeInTheDocument();
    act(() => navigate('/en'));
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
  });

  it('renders nothing on the paths of other MFEs', async () => {
    const { container } = renderPage(<App />, '/search');
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('content paths', () => {
  it.each(['/', '/en', '/nl/', '/en/blog', '/blog/tien-tips', '/helpdesk/a/b', '/locations/utrecht/utrecht/vergaderen', '/company/about-us', '/vendor'])(
    '%s belongs to mfe-content',
    (path) => expect(isContentPath(path)).toBe(true),
  );

  it.each(['/search', '/vendor/spaces', '/blog/a/b', '/helpdesk/a/b/c', '/space/a/b/c', '/en/admin'])('%s does not', (path) =>
    expect(isContentPath(path)).toBe(false),
  );

  it('knows the home page in every locale', () => {
    expect(['/', '/en', '/nl/', '/en/'].every(isHome)).toBe(true);
    expect(isHome('/blog')).toBe(false);
  });
});
