import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { userListQuery } from '../api/list-users.ts';
import { pulledUserQuery } from '../api/pull-user.ts';
import { AdminUserRow } from './AdminUserRow.tsx';
import { AuditLogSection } from './audit-log/AuditLogSection.tsx';
import { FilingPeriodSection } from './filing-period/FilingPeriodSection.tsx';
import { InvitationsSection } from './invitations/InvitationsSection.tsx';
import { MunicipalitySettingsSection } from './municipality-settings/MunicipalitySettingsSection.tsx';
import { UserPicker } from './UserPicker.tsx';

/** SPEC §2 Admin Controls: pick one account, then act on it in a one-row table. */
export function AdminControlsPage() {
  useDocumentTitle('Admin Controls');
  const [email, setEmail] = useState<string | null>(null);
  // SPEC §8: list and detail load failures are silently ignored.
  const list = useQuery(userListQuery());
  const pulled = useQuery({ ...pulledUserQuery(email ?? ''), enabled: email !== null });
  const detail = email !== null && pulled.data?.[0] === email ? pulled.data : undefined;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-wide">ADMIN CONTROLS</h1>
      <section aria-labelledby="admin-users-heading" className="flex flex-col gap-4">
        <h2 id="admin-users-heading" className="text-lg font-semibold">
          Users
        </h2>
        <UserPicker
          label="Find a user"
          emails={list.data ?? []}
          loading={list.isPending}
          value={email}
          onChange={setEmail}
        />
        {detail && (
          <AdminUserRow
            key={detail[0]}
            initial={{
              email: detail[0],
              role: detail[1],
              status: detail[2],
              representative: detail[3],
            }}
          />
        )}
      </section>
      <InvitationsSection />
      <MunicipalitySettingsSection />
      <FilingPeriodSection />
      <AuditLogSection />
    </div>
  );
}
