import type * as ShellContractsModule from './shell-contracts.ts';

type ShellContracts = typeof ShellContractsModule;

let load: Promise<ShellContracts> | null = null;

/**
 * The shell's contracts, fetched once beside the first request of a visit rather than in the
 * entry script (they bring zod, about a quarter of the entry's size). A failed download is
 * tried again by the next call.
 */
export function loadShellContracts(): Promise<ShellContracts> {
  load ??= import('./shell-contracts.ts').catch((error: unknown) => {
    load = null;
    throw error;
  });
  return load;
}
