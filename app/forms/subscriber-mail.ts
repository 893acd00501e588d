import { publicLink } from '../../common/public-link';
import { site } from '../content/site';

/**
 * The mail a new subscriber gets (a sign-up, or one the office took out of Spam): it asks them
 * to confirm (double opt-in, decision 035); nothing else is sent before they do. Its links start
 * with PUBLIC_URL (`publicUrl`), never with the request's host.
 */
export function subscriberWelcome(publicUrl: string, token: string) {
  const confirm = publicLink(publicUrl, `/newsletter/confirm/${token}`);
  const unsubscribe = publicLink(publicUrl, `/newsletter/unsubscribe/${token}`);
  return {
    subject: `Please confirm your subscription to ${site.name} news`,
    body:
      `Thank you for signing up for news from ${site.name}.\n` +
      'We write a few times a year about our projects, with tips for your own.\n\n' +
      `To confirm your subscription, open this link: ${confirm}\n\n` +
      'If you did not sign up, ignore this mail: without confirmation you get nothing more.\n' +
      `To stop these mails, open this link: ${unsubscribe}\n`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
