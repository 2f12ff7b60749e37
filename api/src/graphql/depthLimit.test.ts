import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { depthLimit } from './depthLimit';

const schema = buildSchema(`type Node { id: Int, child: Node } type Query { node: Node }`);
const nested = (depth: number) => {
  let sel = 'id';
  for (let i = 1; i < depth; i++) sel = `child { ${sel} }`;
  return sel;
};
const errorsFor = (query: string) => validate(schema, parse(query), [...specifiedRules, depthLimit(5)]);

describe('depthLimit', () => {
  test('accepts operations up to the limit', () => {
    expect(errorsFor(`{ node { ${nested(4)} } }`)).toEqual([]);
  });

  test('refuses deeper operations', () => {
    const errors = errorsFor(`{ node { ${nested(5)} } }`);
    expect(errors.map((e) => e.message)).toEqual(['Query is nested too deeply (6 > 5)']);
  });

  test('counts through fragments and does not loop on cycles', () => {
    const viaFragment = `query { node { ...F } } fragment F on Node { child { child { child { child { id } } } } }`;
    expect(errorsFor(viaFragment)).toHaveLength(1);
    const cyclic = `query { node { ...A } } fragment A on Node { child { ...A } }`;
    expect(errorsFor(cyclic).length).toBeGreaterThan(0); // NoFragmentCycles reports it; depthLimit terminates
  });
});
