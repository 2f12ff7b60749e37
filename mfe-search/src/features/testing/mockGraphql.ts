// Shared with the other MFEs: the GraphQL fetch stand-in lives in platform's testing helpers.
export * from '@zaalplek/platform/src/testing/mockGraphql';
