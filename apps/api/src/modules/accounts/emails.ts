import type { Lang } from '@shop/shared';
import { translate } from '../../lib/messages';
import type { MailMessage } from '../mail';
import { isolated, renderEmail } from '../mail';

/**
 * The account e-mails, each in the recipient's language; codes, names and addresses are
 * isolated (they keep their own direction in an Arabic mail).
 */
export const accountEmails = {
  registerCode(input: { to: string; lang: Lang; name: string; code: string }): MailMessage {
    const { lang, code } = input;
    return {
      to: input.to,
      ...renderEmail({
        lang,
        subject: translate('accounts.mail.registerSubject', lang, isolated({ code })),
        heading: translate('accounts.mail.registerHeading', lang),
        paragraphs: [translate('accounts.mail.registerBody', lang, isolated({ name: input.name }))],
        code,
      }),
    };
  },

  /** A sign-up of an address that already waits for confirmation: worded apart from a first one. */
  registerAgainCode(input: { to: string; lang: Lang; name: string; code: string }): MailMessage {
    const { lang, code } = input;
    return {
      to: input.to,
      ...renderEmail({
        lang,
        subject: translate('accounts.mail.againSubject', lang, isolated({ code })),
        heading: translate('accounts.mail.againHeading', lang),
        paragraphs: [
          translate('accounts.mail.againBody', lang, isolated({ name: input.name })),
          translate('accounts.mail.againWarning', lang),
        ],
        code,
      }),
    };
  },

  alreadyRegistered(input: { to: string; lang: Lang; publicUrl: string }): MailMessage {
    const { lang } = input;
    return {
      to: input.to,
      ...renderEmail({
        lang,
        subject: translate('accounts.mail.existingSubject', lang),
        heading: translate('accounts.mail.existingSubject', lang),
        paragraphs: [translate('accounts.mail.existingBody', lang, isolated({ email: input.to }))],
        action: { label: translate('accounts.mail.login', lang), url: `${input.publicUrl}/login` },
      }),
    };
  },

  resetCode(input: { to: string; lang: Lang; code: string }): MailMessage {
    const { lang, code } = input;
    return {
      to: input.to,
      ...renderEmail({
        lang,
        subject: translate('accounts.mail.resetSubject', lang, isolated({ code })),
        heading: translate('accounts.mail.resetHeading', lang),
        paragraphs: [translate('accounts.mail.resetBody', lang)],
        code,
      }),
    };
  },

  resetWithoutAccount(input: { to: string; lang: Lang; publicUrl: string }): MailMessage {
    const { lang } = input;
    return {
      to: input.to,
      ...renderEmail({
        lang,
        subject: translate('accounts.mail.noAccountSubject', lang),
        heading: translate('accounts.mail.noAccountSubject', lang),
        paragraphs: [translate('accounts.mail.noAccountBody', lang, isolated({ email: input.to }))],
        action: { label: translate('accounts.mail.signUp', lang), url: `${input.publicUrl}/signUp` },
      }),
    };
  },

  changeEmailCode(input: { to: string; lang: Lang; code: string }): MailMessage {
    const { lang, code } = input;
    return {
      to: input.to,
      ...renderEmail({
        lang,
        subject: translate('accounts.mail.changeSubject', lang, isolated({ code })),
        heading: translate('accounts.mail.changeHeading', lang),
        paragraphs: [translate('accounts.mail.changeBody', lang, isolated({ email: input.to }))],
        code,
      }),
    };
  },

  changeEmailTaken(input: { to: string; lang: Lang; publicUrl: string }): MailMessage {
    const { lang } = input;
    return {
      to: input.to,
      ...renderEmail({
        lang,
        subject: translate('accounts.mail.changeTakenSubject', lang),
        heading: translate('accounts.mail.changeTakenSubject', lang),
        paragraphs: [translate('accounts.mail.changeTakenBody', lang, isolated({ email: input.to }))],
        action: { label: translate('accounts.mail.login', lang), url: `${input.publicUrl}/login` },
      }),
    };
  },

  /** To the old address after a change: says where the account went, with a one-time undo link. */
  emailChanged(input: {
    to: string;
    lang: Lang;
    newEmail: string;
    undoUrl: string;
    days: number;
  }): MailMessage {
    const { lang } = input;
    return {
      to: input.to,
      ...renderEmail({
        lang,
        subject: translate('accounts.mail.emailChangedSubject', lang),
        heading: translate('accounts.mail.emailChangedSubject', lang),
        paragraphs: [
          translate('accounts.mail.emailChangedBody', lang, isolated({ email: input.newEmail })),
          translate('accounts.mail.emailChangedUndo', lang, isolated({ days: input.days })),
        ],
        action: { label: translate('accounts.mail.undoAction', lang), url: input.undoUrl },
      }),
    };
  },

  passwordChanged(input: { to: string; lang: Lang; publicUrl: string }): MailMessage {
    const { lang } = input;
    return {
      to: input.to,
      ...renderEmail({
        lang,
        subject: translate('accounts.mail.passwordChangedSubject', lang),
        heading: translate('accounts.mail.passwordChangedSubject', lang),
        paragraphs: [translate('accounts.mail.passwordChangedBody', lang)],
        action: {
          label: translate('accounts.mail.forgotPassword', lang),
          url: `${input.publicUrl}/forgetPass`,
        },
      }),
    };
  },
};
