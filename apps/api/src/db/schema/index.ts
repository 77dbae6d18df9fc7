export * from './municipalities.ts';
export * from './properties.ts';
