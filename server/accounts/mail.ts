import { brand } from '../../app/brand.ts';
import type { Role } from '../db/schema.ts';

const ROLE_WORDS: Record<Role, string> = {
  owner: 'an owner (everything, including people)',
  editor: 'an editor (content and leads)',
};

/** The invitation: who asked, what for, the link and when it stops working. */
export function inviteMail(input: { inviter: string; role: Role; link: string; hours: number }) {
  return {
    subject: `You are invited to ${brand.name}'s website`,
    body: [
      `${input.inviter} invited you to work on ${brand.name}'s website as ${ROLE_WORDS[input.role]}.`,
      '',
      'Choose your name and password here:',
      input.link,
      '',
      `The link works once, for ${input.hours} hours. If you did not expect this, ignore this mail.`,
    ].join('\n'),
  };
}

/** The password reset link. */
export function resetMail(input: { link: string; minutes: number }) {
  return {
    subject: `Reset your password for ${brand.name}'s website`,
    body: [
      `Someone (we hope you) asked to reset the password of this address on ${brand.name}'s website.`,
      '',
      'Choose a new password here:',
      input.link,
      '',
      `The link works once, for ${input.minutes} minutes, and signs you out everywhere else.`,
      'If you did not ask for it, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}
