import { applyUpdate, watchForWaitingWorker } from '../sw/register';

function fakeWorker(state = 'installing') {
  const target = new EventTarget() as EventTarget & { state: string; postMessage: jest.Mock };
  target.state = state;
  target.postMessage = jest.fn();
  return target;
}

function withController(controller: object | null) {
  const container = Object.assign(new EventTarget(), { controller });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

test('a worker that finishes installing while an old one controls the page is reported as waiting', () => {
  withController({});
  const registration = Object.assign(new EventTarget(), { waiting: null as unknown, installing: null as unknown });
  const onWaiting = jest.fn();
  watchForWaitingWorker(registration as unknown as ServiceWorkerRegistration, onWaiting);

  const worker = fakeWorker();
  registration.installing = worker;
  registration.dispatchEvent(new Event('updatefound'));
  worker.state = 'installed';
  registration.waiting = worker;
  worker.dispatchEvent(new Event('statechange'));
  expect(onWaiting).toHaveBeenCalledWith(worker);
});

test('the first install (no controller) is not an update', () => {
  withController(null);
  const worker = fakeWorker('installed');
  const onWaiting = jest.fn();
  watchForWaitingWorker(Object.assign(new EventTarget(), { waiting: worker }) as unknown as ServiceWorkerRegistration, onWaiting);
  expect(onWaiting).not.toHaveBeenCalled();
});

test('applyUpdate asks the waiting worker to skip waiting', () => {
  withController({});
  const worker = fakeWorker('installed');
  applyUpdate(worker as unknown as ServiceWorker);
  expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
});
