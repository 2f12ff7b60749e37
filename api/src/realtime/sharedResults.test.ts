import { buildSchema, parse, type ExecutionResult } from 'graphql';
import { Pushable } from './pushable';
import { shareEvent, subscribeSharing } from './sharedResults';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Event { id: Int!, text: String! }
  type Subscription { events(who: Int!): Event! }
`);

let executions = 0;
const streams: Array<Pushable<object>> = [];
let closed = 0;
const newStream = () => {
  const stream = new Pushable<object>(() => (closed += 1));
  streams.push(stream);
  return stream;
};

const DOC = 'subscription($w: Int!) { events(who: $w) { id text } }';
const subscriberOf = async (who: number, doc = DOC) => {
  const it = await subscribeSharing({
    schema, document: parse(doc), variableValues: { w: who },
    // the fields' resolver counts how often an event is executed
    fieldResolver: (source: any, _args, _ctx, info) => {
      if (info.fieldName === 'events') return source;
      if (info.fieldName === 'text') executions += 1;
      return source[info.fieldName];
    },
    subscribeFieldResolver: newStream,
  });
  return it as AsyncIterableIterator<ExecutionResult>;
};

beforeEach(() => {
  executions = 0;
  streams.length = 0;
  closed = 0;
});

test('a shared event is executed once for every subscriber of the same document; others once per subscriber', async () => {
  const a = await subscriberOf(1);
  const b = await subscriberOf(2);
  const shared = shareEvent({ id: 1, text: 'voor iedereen' });
  for (const s of streams) s.push(shared);
  const [ra, rb] = await Promise.all([a.next(), b.next()]);
  expect(ra.value).toEqual({ data: { events: { id: 1, text: 'voor iedereen' } } });
  expect(rb.value).toBe(ra.value);
  expect(executions).toBe(1);

  const own = { id: 2, text: 'per abonnee' };
  for (const s of streams) s.push(own);
  const [oa, ob] = await Promise.all([a.next(), b.next()]);
  expect(oa.value).toEqual(ob.value);
  expect(oa.value).not.toBe(ob.value);
  expect(executions).toBe(3);
});

test('another document selecting other fields gets its own execution', async () => {
  const a = await subscriberOf(1);
  const b = await subscriberOf(2, 'subscription($w: Int!) { events(who: $w) { text } }');
  const shared = shareEvent({ id: 3, text: 'twee vormen' });
  for (const s of streams) s.push(shared);
  const [ra, rb] = await Promise.all([a.next(), b.next()]);
  expect(ra.value).toEqual({ data: { events: { id: 3, text: 'twee vormen' } } });
  expect(rb.value).toEqual({ data: { events: { text: 'twee vormen' } } });
});

test('return() ends the source at once, also while a next() waits for an event', async () => {
  const a = await subscriberOf(1);
  const waiting = a.next();
  await a.return!();
  expect(closed).toBe(1);
  await expect(waiting).resolves.toEqual({ value: undefined, done: true });
});
