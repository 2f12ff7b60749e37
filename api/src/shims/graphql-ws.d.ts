// The api compiles with moduleResolution "node", which ignores package.json "exports";
// graphql-ws publishes its ws adapter only there. Point the types at the file itself
// (at run time require('graphql-ws/use/ws') resolves through "exports" to dist/use/ws.cjs).
declare module 'graphql-ws/use/ws' {
  export * from 'graphql-ws/dist/use/ws';
}
