import { loadConfig } from '../config.ts';
import { loadMunicipalityRegistry } from '../modules/municipalities/index.ts';
import { sendDueReminders } from '../modules/reminders/index.ts';
import { parseCommandArgs, UsageError } from './usage.ts';
import { withDatabase } from './with-database.ts';

/**
 * `reminders send`: one pass of the reminder e-mails due now, as each server instance runs
 * every REMINDER_INTERVAL_SECONDS. The e-mails go to the outbox; a running server sends them.
 */
export async function runRemindersCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    process.stdout.write('Usage: npm run cli -- reminders send\n');
    return 0;
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals.join(' ')}`);
  const config = loadConfig();
  const result = await withDatabase(config, async (db) => {
    const now = new Date();
    const municipalities = await loadMunicipalityRegistry(db, config.DEFAULT_MUNICIPALITY, now);
    return sendDueReminders({ db, config, municipalities }, now);
  });
  process.stdout.write(
    `Reminders enqueued: ${result.drafts} about drafts, ${result.closing} about answers closing\n`,
  );
  return 0;
}
