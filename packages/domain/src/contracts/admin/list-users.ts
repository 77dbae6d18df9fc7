import { z } from 'zod';
import { apiErrorSchema } from '../../errors.ts';
import { defineContract } from '../contract.ts';

export const listUsersContract = defineContract({
  method: 'GET',
  path: '/admin/userlist',
  access: 'user:list',
  schema: {
    tags: ['admin'],
    summary: "The e-mails of this municipality's accounts, sorted",
    response: { 200: z.array(z.string()), 401: apiErrorSchema, 403: apiErrorSchema },
  },
});
