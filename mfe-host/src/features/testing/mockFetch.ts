// Shared with the other MFEs: the fetch stand-in lives in platform's testing helpers.
export * from '@zaalplek/platform/src/testing/mockFetch';
