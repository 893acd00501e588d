import { eventually } from './eventually';
import { reach, type Target } from './site';

/**
 * Resolves once every mail queued so far has been taken by the SMTP server (the outbox backlog
 * in /healthz is 0). A post queues its mails before it is answered, and the test SMTP server
 * keeps a mail before it accepts it: after this, a mail that was wrongly queued is in its list.
 * The check that nothing was mailed, without guessing how long sending takes.
 */
export async function outboxDrained(target: Target) {
  const { base, send } = reach(target);
  await eventually(async () => {
    const health = await (await send(`${base}/healthz`)).json();
    return health.outbox?.backlog === 0 ? true : undefined;
  });
}
