import { limitKey } from '../http/address-key.ts';

/**
 * Sign-in throttling per account and per address, in this process's memory
 * (docs/decisions/022 and 039 explain the design):
 *
 * - **Per address:** after `addressLimit` failed sign-ins within `windowMs`, the address waits
 *   until the window ends, whatever email it tries. An IPv6 client counts by its /64
 *   (server/http/address-key.ts): rotating addresses within it changes nothing.
 * - **Per account:** from the first failure, each further attempt on that account waits a delay
 *   that doubles with each failure in a row (`baseDelayMs`, then twice that…, up to
 *   `maxDelayMs`), counted from the last failure, from whatever address it comes: an attacker
 *   with many addresses guesses no faster than one. The owner may have to wait too (at most
 *   `maxDelayMs`); a reset link clears the wait.
 * - A successful sign-in clears its account's failures.
 */
export interface SignInThrottle {
  /** Seconds to wait before this email may be tried from this address, or 0. */
  wait(account: string, address: string): number;
  failed(account: string, address: string): void;
  succeeded(account: string): void;
}

export interface ThrottleOptions {
  addressLimit?: number;
  windowMs?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Entries kept per map at most (the oldest go first): memory stays bounded. */
  maxEntries?: number;
  now?: () => number;
}

interface AddressRecord {
  failures: number;
  windowEnd: number;
}

interface AccountRecord {
  failures: number;
  lastFailure: number;
}

export function createSignInThrottle({
  addressLimit = 10,
  windowMs = 15 * 60 * 1000,
  baseDelayMs = 2000,
  maxDelayMs = 15 * 60 * 1000,
  maxEntries = 10_000,
  now = Date.now,
}: ThrottleOptions = {}): SignInThrottle {
  const addresses = new Map<string, AddressRecord>();
  const accounts = new Map<string, AccountRecord>();

  const addressRecord = (address: string, at: number) => {
    const record = addresses.get(address);
    if (record && record.windowEnd <= at) {
      addresses.delete(address);
      return undefined;
    }
    return record;
  };
  /** The account's wait after `failures` failures, from its last one. */
  const accountDelay = (failures: number) =>
    failures < 1 ? 0 : Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures - 1, 30));
  const accountRecord = (account: string, at: number) => {
    const record = accounts.get(account);
    // An account's failures are forgotten once its longest wait has passed twice over.
    if (record && at - record.lastFailure > Math.max(windowMs, 2 * maxDelayMs)) {
      accounts.delete(account);
      return undefined;
    }
    return record;
  };
  const bound = <V>(map: Map<string, V>) => {
    // Maps iterate in insertion order: the first key is the oldest.
    while (map.size > maxEntries) map.delete(map.keys().next().value as string);
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

  return {
    wait(account, address) {
      const at = now();
      const byAddress = addressRecord(limitKey(address), at);
      const addressWait =
        byAddress && byAddress.failures >= addressLimit ? byAddress.windowEnd - at : 0;
      const byAccount = accountRecord(account, at);
      const accountWait = byAccount
        ? byAccount.lastFailure + accountDelay(byAccount.failures) - at
        : 0;
      const wait = Math.max(addressWait, accountWait);
      return wait > 0 ? seconds(wait) : 0;
    },
    failed(account, address) {
      const at = now();
      const key = limitKey(address);
      const byAddress = addressRecord(key, at);
      if (byAddress) byAddress.failures++;
      else addresses.set(key, { failures: 1, windowEnd: at + windowMs });
      const byAccount = accountRecord(account, at);
      accounts.delete(account);
      accounts.set(account, { failures: (byAccount?.failures ?? 0) + 1, lastFailure: at });
      bound(addresses);
      bound(accounts);
    },
    succeeded(account) {
      accounts.delete(account);
    },
  };
}
