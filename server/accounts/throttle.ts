/**
 * Sign-in throttling per account and per address, in this process's memory
 * (docs/decisions/022 explains the design):
 *
 * - **Per address:** after `addressLimit` failed sign-ins within `windowMs`, the address waits
 *   until the window ends, whatever email it tries.
 * - **Per account:** after `freeFailures` failures in a row, each further attempt on that
 *   account waits a delay that doubles with each failure (up to `maxDelayMs`), counted from the
 *   last failure. The wait applies only to addresses that have failed within the window: the
 *   right password from an address that has not failed is still checked, so an attacker
 *   hammering the account cannot lock its owner out.
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
  freeFailures?: number;
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
  freeFailures = 3,
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
    failures <= freeFailures
      ? 0
      : Math.min(maxDelayMs, baseDelayMs * 2 ** (failures - freeFailures - 1));
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
      const byAddress = addressRecord(address, at);
      if (byAddress && byAddress.failures >= addressLimit) {
        return seconds(byAddress.windowEnd - at);
      }
      // An address that has not failed lately is never kept from the right password.
      if (!byAddress) return 0;
      const byAccount = accountRecord(account, at);
      if (!byAccount) return 0;
      const until = byAccount.lastFailure + accountDelay(byAccount.failures);
      return until > at ? seconds(until - at) : 0;
    },
    failed(account, address) {
      const at = now();
      const byAddress = addressRecord(address, at);
      if (byAddress) byAddress.failures++;
      else addresses.set(address, { failures: 1, windowEnd: at + windowMs });
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
