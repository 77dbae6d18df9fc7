/** Accounts: their rows, their password hashes, and changes that end their sessions. */
export { formatDemoAccounts, seedDemoAccounts, type CreatedDemoAccount } from './demo-accounts.ts';
export { ARGON2_PARAMS, dummyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
export {
  accountEmails,
  activeAccountEmails,
  accountExists,
  accountIdsIn,
  accountLanguagesIn,
  accountsIn,
  deleteUnusedInvitedAccount,
  findUserByEmail,
  findUserById,
  insertUser,
  listActiveStaff,
  listUserEmails,
  lockActiveMegaAdmins,
  updateUser,
  type NewUser,
  type UserRow,
} from './repository.ts';
export {
  changePassword,
  checkNewUser,
  createVerifiedUser,
  generatePassword,
  isUserRefusal,
  mailLanguageOf,
  restrictUser,
  storePasswordHash,
  unrestrictUser,
  type NewVerifiedUser,
  type UserRefusal,
} from './service.ts';
