export * from './deadline.ts';
export * from './roles.ts';
export * from './municipality.ts';
export * from './product.ts';
export * from './messages.ts';
export * from './codes.ts';
export * from './errors.ts';
export * from './auth.ts';
