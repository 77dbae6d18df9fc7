import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forceSetPasswordContract,
  inviteUserContract,
  listInvitationsContract,
  listUsersContract,
  revokeInvitationContract,
  pullUserContract,
  resetUserMfaContract,
  setRepresentativeContract,
  setUserRoleContract,
  toggleUserRestrictionContract,
} from '@ir/domain';
import { signedIn } from '../../plugins/request-context.ts';
import { forceSetPassword } from './force-set-password.ts';
import { inviteUser } from './invite-user.ts';
import { listInvitations } from './list-invitations.ts';
import { listUsers } from './list-users.ts';
import { pullUser } from './pull-user.ts';
import { resetUserMfa } from './reset-user-mfa.ts';
import { revokeInvitation } from './revoke-invitation.ts';
import { setRepresentative } from './set-representative.ts';
import { setUserRole } from './set-user-role.ts';
import { toggleUserRestriction } from './toggle-user-restriction.ts';

/** SPEC §7's {api}/admin/ calls: a mega-admin managing the accounts of their municipality. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    listUsersContract.path,
    { schema: listUsersContract.schema, config: { access: listUsersContract.access } },
    async (request) => listUsers(signedIn(request.ctx)),
  );

  app.post(
    pullUserContract.path,
    { schema: pullUserContract.schema, config: { access: pullUserContract.access } },
    async (request) => pullUser(signedIn(request.ctx), request.body),
  );

  app.post(
    setUserRoleContract.path,
    { schema: setUserRoleContract.schema, config: { access: setUserRoleContract.access } },
    async (request) => {
      await setUserRole(signedIn(request.ctx), request.body);
      return { success: true as const };
    },
  );

  app.post(
    toggleUserRestrictionContract.path,
    {
      schema: toggleUserRestrictionContract.schema,
      config: { access: toggleUserRestrictionContract.access },
    },
    async (request) => toggleUserRestriction(signedIn(request.ctx), request.body),
  );

  app.post(
    setRepresentativeContract.path,
    {
      schema: setRepresentativeContract.schema,
      config: { access: setRepresentativeContract.access },
    },
    async (request) => setRepresentative(signedIn(request.ctx), request.body),
  );

  app.post(
    forceSetPasswordContract.path,
    {
      schema: forceSetPasswordContract.schema,
      config: { access: forceSetPasswordContract.access },
    },
    async (request) => {
      await forceSetPassword(signedIn(request.ctx), request.body);
      return { success: true as const };
    },
  );

  app.post(
    resetUserMfaContract.path,
    { schema: resetUserMfaContract.schema, config: { access: resetUserMfaContract.access } },
    async (request) => {
      await resetUserMfa(signedIn(request.ctx), request.body);
      return { success: true as const };
    },
  );

  app.post(
    inviteUserContract.path,
    { schema: inviteUserContract.schema, config: { access: inviteUserContract.access } },
    async (request) => {
      await inviteUser(signedIn(request.ctx), request.body);
      return { success: true as const };
    },
  );

  app.get(
    listInvitationsContract.path,
    { schema: listInvitationsContract.schema, config: { access: listInvitationsContract.access } },
    async (request) => listInvitations(signedIn(request.ctx)),
  );

  app.post(
    revokeInvitationContract.path,
    {
      schema: revokeInvitationContract.schema,
      config: { access: revokeInvitationContract.access },
    },
    async (request) => {
      await revokeInvitation(signedIn(request.ctx), request.body);
      return { success: true as const };
    },
  );
};
