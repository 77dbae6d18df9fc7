export * from './municipalities.ts';
export * from './properties.ts';
export * from './auth.ts';
export * from './audit.ts';
export * from './files.ts';
export * from './filing.ts';
export * from './review.ts';
export * from './reminders.ts';
