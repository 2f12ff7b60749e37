export * from './rating';
