import { expiredMuniSchema } from '../../municipality.ts';
import { defineContract } from '../contract.ts';

export const getExpiredMuniContract = defineContract({
  method: 'GET',
  path: '/applications/expired_muni',
  access: 'public',
  schema: {
    tags: ['municipality'],
    summary: "Whether the municipality's filing period has ended",
    response: { 200: expiredMuniSchema },
  },
});
