export { audit, auditAll, withoutSecrets, type AuditEntry, type Tx } from './audit.ts';
export { auditLogCsv, exportRange, listAuditLog } from './audit-log-view.ts';
export { listAuditRows, type AuditRow } from './repository.ts';
