import { publicMunicipalitySchema } from '../../municipality.ts';
import { defineContract } from '../contract.ts';

export const getMunicipalityContract = defineContract({
  method: 'GET',
  path: '/municipality',
  access: 'public',
  schema: {
    tags: ['municipality'],
    summary: "The request's municipality branding, filing dates and firm contact details",
    response: { 200: publicMunicipalitySchema },
  },
});
