/**
 * Subscriptions whose events many sockets receive at once (a chat message fanned out to every member of
 * an organisation): graphql-js executes the selection once per event per subscriber. An event the
 * producer marks with shareEvent() gives the same answer to every subscriber with the same document (its
 * fields read nothing but the event itself: no context, no variables), so it is executed once per
 * document and the result is handed to all of them. Unmarked events are executed per subscriber as usual.
 */
import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';

const shareable = new WeakSet<object>();
const results = new WeakMap<object, Map<string, Promise<ExecutionResult> | ExecutionResult>>();

/** Marks an event as answering the same for every subscriber (returns it). */
export function shareEvent<T extends object>(event: T): T {
  shareable.add(event);
  return event;
}

/** The document's text (graphql parse keeps it) and the operation: equal keys select the same fields. */
function documentKey(args: ExecutionArgs): string {
  return `${args.operationName ?? ''}\u0000${args.document.loc?.source.body ?? ''}`;
}

function executeEvent(args: ExecutionArgs, key: string, payload: unknown): Promise<ExecutionResult> | ExecutionResult {
  if (!key || typeof payload !== 'object' || payload === null || !shareable.has(payload)) return execute({ ...args, rootValue: payload });
  let byDocument = results.get(payload);
  if (!byDocument) results.set(payload, (byDocument = new Map()));
  let result = byDocument.get(key);
  if (!result) {
    result = execute({ ...args, rootValue: payload });
    byDocument.set(key, result);
  }
  return result;
}

/** Maps a source stream; return() ends the source at once, also while a next() waits for an event. */
function mapStream<T, U>(source: AsyncIterator<T>, map: (value: T) => Promise<U> | U): AsyncIterableIterator<U> {
  const close = async () => {
    await source.return?.();
  };
  return {
    async next() {
      const step = await source.next();
      if (step.done) return { value: undefined, done: true };
      try {
        return { value: await map(step.value), done: false };
      } catch (err) {
        await close();
        throw err;
      }
    },
    async return() {
      await close();
      return { value: undefined, done: true };
    },
    async throw(err?: unknown) {
      await close();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** graphql's subscribe, with shared execution of marked events (graphql-ws `subscribe` option). */
export async function subscribeSharing(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in Object(stream))) return stream as ExecutionResult;
  const key = args.document.loc ? documentKey(args) : '';
  return mapStream(stream as AsyncIterator<unknown>, (payload) => executeEvent(args, key, payload));
}
