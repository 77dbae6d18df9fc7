import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forceSetPasswordContract,
  inviteUserContract,
  listInvitationsContract,
  listUsersContract,
  revokeInvitationContract,
  pullUserContract,
  resetUserMfaContract,
  setUserRoleContract,
  toggleUserRestrictionContract,
} from '@ir/domain';
import { appLink } from '../mail/index.ts';
import { adminContext } from './admin-context.ts';
import { forceSetPassword } from './force-set-password.ts';
import { inviteUser } from './invite-user.ts';
import { listInvitations } from './list-invitations.ts';
import { listUsers } from './list-users.ts';
import { pullUser } from './pull-user.ts';
import { resetUserMfa } from './reset-user-mfa.ts';
import { revokeInvitation } from './revoke-invitation.ts';
import { setUserRole } from './set-user-role.ts';
import { toggleUserRestriction } from './toggle-user-restriction.ts';

/** SPEC §7's {api}/admin/ calls: a mega-admin managing the accounts of their municipality. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    listUsersContract.path,
    { schema: listUsersContract.schema, config: { access: listUsersContract.access } },
    async (request) => listUsers(adminContext(request)),
  );

  app.post(
    pullUserContract.path,
    { schema: pullUserContract.schema, config: { access: pullUserContract.access } },
    async (request) => pullUser(adminContext(request), request.body),
  );

  app.post(
    setUserRoleContract.path,
    { schema: setUserRoleContract.schema, config: { access: setUserRoleContract.access } },
    async (request) => {
      await setUserRole(adminContext(request), request.body);
      return { success: true as const };
    },
  );

  app.post(
    toggleUserRestrictionContract.path,
    {
      schema: toggleUserRestrictionContract.schema,
      config: { access: toggleUserRestrictionContract.access },
    },
    async (request) => toggleUserRestriction(adminContext(request), request.body),
  );

  app.post(
    forceSetPasswordContract.path,
    {
      schema: forceSetPasswordContract.schema,
      config: { access: forceSetPasswordContract.access },
    },
    async (request) => {
      await forceSetPassword(adminContext(request), request.body);
      return { success: true as const };
    },
  );

  app.post(
    resetUserMfaContract.path,
    { schema: resetUserMfaContract.schema, config: { access: resetUserMfaContract.access } },
    async (request) => {
      await resetUserMfa(adminContext(request), request.body);
      return { success: true as const };
    },
  );

  app.post(
    inviteUserContract.path,
    { schema: inviteUserContract.schema, config: { access: inviteUserContract.access } },
    async (request) => {
      await inviteUser(adminContext(request), request.body, (path) => appLink(request, path));
      return { success: true as const };
    },
  );

  app.get(
    listInvitationsContract.path,
    { schema: listInvitationsContract.schema, config: { access: listInvitationsContract.access } },
    async (request) => listInvitations(adminContext(request)),
  );

  app.post(
    revokeInvitationContract.path,
    {
      schema: revokeInvitationContract.schema,
      config: { access: revokeInvitationContract.access },
    },
    async (request) => {
      await revokeInvitation(adminContext(request), request.body);
      return { success: true as const };
    },
  );
};
