import type { Client, Sink } from 'graphql-ws';
import { SOCKET_UNAUTHORIZED, subscribeLive, subscribeWithRefresh } from '../subscriptions';

const mockCreateClient = jest.fn();
jest.mock('graphql-ws', () => ({ createClient: (...args: unknown[]) => mockCreateClient(...args) }));

/** a graphql-ws client double: records each subscription's sink */
function fakeClient() {
  const sinks: Array<Sink<any>> = [];
  const unsubscribed: number[] = [];
  const client: Pick<Client, 'subscribe'> = {
    subscribe: (_payload, sink) => {
      const index = sinks.push(sink as Sink<any>) - 1;
      return () => unsubscribed.push(index);
    },
  };
  return { client, sinks, unsubscribed };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const payload = { query: 'subscription { x }' };

test('a socket closed with 4401 is answered by a token refresh and a new subscription', async () => {
  const { client, sinks } = fakeClient();
  const results: unknown[] = [];
  const refresh = jest.fn().mockResolvedValue(true);
  subscribeWithRefresh(client, payload, (r) => results.push(r.data), refresh);
  sinks[0]!.next({ data: { x: 1 } });
  sinks[0]!.error({ code: SOCKET_UNAUTHORIZED, reason: 'Token expired' });
  await flush();
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(sinks).toHaveLength(2);
  sinks[1]!.next({ data: { x: 2 } });
  expect(results).toEqual([{ x: 1 }, { x: 2 }]);
});

test('no new subscription when the refresh fails, on other errors, or after unsubscribing', async () => {
  const failed = fakeClient();
  subscribeWithRefresh(failed.client, payload, () => undefined, jest.fn().mockResolvedValue(false));
  failed.sinks[0]!.error({ code: SOCKET_UNAUTHORIZED, reason: '' });
  await flush();
  expect(failed.sinks).toHaveLength(1);

  const other = fakeClient();
  const refresh = jest.fn().mockResolvedValue(true);
  subscribeWithRefresh(other.client, payload, () => undefined, refresh);
  other.sinks[0]!.error({ code: 4403, reason: 'Forbidden' });
  other.sinks[0]!.error([{ message: 'FORBIDDEN' }]);
  await flush();
  expect(refresh).not.toHaveBeenCalled();
  expect(other.sinks).toHaveLength(1);

  const stopped = fakeClient();
  const stop = subscribeWithRefresh(stopped.client, payload, () => undefined, refresh);
  stop();
  expect(stopped.unsubscribed).toEqual([0]);
  stopped.sinks[0]!.error({ code: SOCKET_UNAUTHORIZED, reason: '' });
  await flush();
  expect(stopped.sinks).toHaveLength(1);
});

test('subscribeLive loads graphql-ws on first use, creates one shared client and passes on the data', async () => {
  const double = fakeClient();
  mockCreateClient.mockReturnValue(double.client);
  const seen: unknown[] = [];
  const stopEarly = subscribeLive('subscription { y }', {}, (data) => seen.push(data));
  stopEarly(); // stopped before the library arrived: never subscribes
  const stop = subscribeLive<{ x: number }>('subscription { x }', { id: 1 }, (data) => seen.push(data.x));
  expect(double.sinks).toHaveLength(0);
  await flush();
  expect(mockCreateClient).toHaveBeenCalledTimes(1);
  expect(mockCreateClient.mock.calls[0][0]).toMatchObject({ url: 'ws://localhost/api/graphql/ws', lazy: true });
  expect(double.sinks).toHaveLength(1);
  double.sinks[0]!.next({ data: { x: 7 } });
  double.sinks[0]!.next({ errors: [] } as never);
  stop();
  expect(seen).toEqual([7]);
  expect(double.unsubscribed).toEqual([0]);
});
