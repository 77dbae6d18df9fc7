export * from './municipalities.ts';
export * from './properties.ts';
export * from './auth.ts';
