import { screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { useTheme } from 'styled-components';
import { theme } from '@zaalplek/design-system';
import { createMfeLifecycles } from '../mfe';

function Good() {
  const current = useTheme();
  return (
    <span data-themed={current === theme ? 'yes' : 'no'}>
      <FormattedMessage id="greeting" />
    </span>
  );
}

function Broken(): never {
  throw new Error('boom');
}

const props = (el: HTMLElement) => ({ name: 'mfe-test', domElement: el, singleSpa: {}, mountParcel: () => {} }) as never;

// single-spa-react resolves mount() from componentDidMount, outside React's act() scope.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

beforeEach(() => {
  document.body.innerHTML = '<main><div id="mfe-test"></div></main>';
  window.history.replaceState(null, '', '/en');
});

test('mounts with theme, intl (URL locale) and data-mfe / data-mfe-version; unmounts cleanly', async () => {
  const app = createMfeLifecycles({ name: 'mfe-test', version: '1.2.3', rootComponent: Good, messages: { nl: { greeting: 'Hoi' }, en: { greeting: 'Hi' } } });
  const el = document.getElementById('mfe-test')!;
  await app.bootstrap(props(el));
  await app.mount(props(el));
  const root = el.querySelector('[data-mfe="mfe-test"]');
  expect(root).toHaveAttribute('data-mfe-version', '1.2.3');
  expect(screen.getByText('Hi')).toHaveAttribute('data-themed', 'yes');
  await app.unmount(props(el));
  expect(el.querySelector('[data-mfe]')).toBeNull();
});

test('a crashing root shows the friendly error frame inside the MFE, in the URL language', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.history.replaceState(null, '', '/');
  const app = createMfeLifecycles({ name: 'mfe-test', version: '1', rootComponent: Broken });
  const el = document.getElementById('mfe-test')!;
  await app.bootstrap(props(el));
  await app.mount(props(el));
  const frame = el.querySelector('[data-mfe-error="mfe-test"]');
  expect(frame).toHaveTextContent('Dit deel van de pagina kon niet worden geladen');
  expect(el.querySelector('[data-mfe="mfe-test"]')).not.toBeNull();
  jest.restoreAllMocks();
});

test("the server's page text in the MFE's element makes way for the app when it mounts", async () => {
  document.body.innerHTML = '<main><div id="mfe-test"><article data-server-text><h1>Van de server</h1></article></div></main>';
  const app = createMfeLifecycles({ name: 'mfe-test', version: '1', rootComponent: Good, messages: { nl: { greeting: 'Hoi' }, en: { greeting: 'Hi' } } });
  const lifecycleProps = { name: 'mfe-test', singleSpa: {}, mountParcel: () => {} } as never;
  await app.bootstrap(lifecycleProps);
  await app.mount(lifecycleProps);
  const el = document.getElementById('mfe-test')!;
  expect(el.querySelector('[data-server-text]')).toBeNull();
  expect(screen.queryByText('Van de server')).toBeNull();
  expect(screen.getByText('Hi')).toBeInTheDocument();
  await app.unmount(lifecycleProps);
});

test("bootstrap waits for beforeFirstMount (the first page's code), and still starts when it fails", async () => {
  const el = document.getElementById('mfe-test')!;
  let ready: () => void = () => undefined;
  const order: string[] = [];
  const app = createMfeLifecycles({
    name: 'mfe-test',
    version: '1.0.0',
    rootComponent: Good,
    messages: { nl: { greeting: 'Hoi' }, en: { greeting: 'Hi' } },
    beforeFirstMount: () => new Promise<void>((resolve) => (ready = resolve)).then(() => void order.push('first page ready')),
  });
  const booted = app.bootstrap(props(el)).then(() => order.push('bootstrapped'));
  await new Promise((r) => setTimeout(r, 10));
  expect(order).toEqual([]);
  ready();
  await booted;
  expect(order).toEqual(['first page ready', 'bootstrapped']);

  const failing = createMfeLifecycles({ name: 'mfe-test', version: '1.0.0', rootComponent: Good, beforeFirstMount: () => Promise.reject(new Error('chunk')) });
  await expect(failing.bootstrap(props(el))).resolves.toBeUndefined();
});
