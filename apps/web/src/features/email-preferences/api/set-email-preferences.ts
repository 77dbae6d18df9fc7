import { setEmailPreferencesContract } from '@ir/domain/contracts/preferences/set-email-preferences.ts';
import { callApi, type ContractBody } from '../../../lib/api.ts';

export const setEmailPreferences = (body: ContractBody<typeof setEmailPreferencesContract>) =>
  callApi(setEmailPreferencesContract, { body });
