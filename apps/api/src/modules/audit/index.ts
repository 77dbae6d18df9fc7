export { audit, withoutSecrets, type AuditEntry, type Tx } from './audit.ts';
export { listAuditRows, type AuditRow } from './repository.ts';
