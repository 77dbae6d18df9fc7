import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { exportAuditLogContract } from '@ir/domain/contracts/admin/export-audit-log.ts';
import { listAuditLogContract } from '@ir/domain/contracts/admin/list-audit-log.ts';
import { apiUrl, callApi } from '../../../lib/api.ts';

import { adminKeys } from './keys.ts';

/** One page of the audit log, newest first; the previous page stays shown while the next loads. */
export const auditLogQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...adminKeys.auditLog(), page, pageSize],
    queryFn: ({ signal }) =>
      callApi(listAuditLogContract, {
        query: { page: String(page), pageSize: String(pageSize) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** The CSV export, downloaded by the browser itself (the session cookie goes with it). */
export const auditLogCsvUrl = () => apiUrl(exportAuditLogContract);
