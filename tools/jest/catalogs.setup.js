// In the browser a language's message catalogs load when a page is first shown in it
// (platform/src/catalog-loader.ts); a test renders any language at once, so every catalog the
// test file's imports defined is fetched before its tests run.
beforeAll(() => require('@zaalplek/platform/src/catalog-loader').loadAllCatalogs());
