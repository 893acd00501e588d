import { site } from '../content/site';

/** The mail a new subscriber gets (a sign-up, or one the office took out of Spam). */
export function subscriberWelcome(origin: string, token: string) {
  const link = `${origin}/newsletter/unsubscribe/${token}`;
  return {
    subject: `You are subscribed to ${site.name} news`,
    body:
      `Thank you for subscribing to news from ${site.name}.\n` +
      'We write a few times a year about our projects, with tips for your own.\n\n' +
      `To stop these mails, open this link: ${link}\n`,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
