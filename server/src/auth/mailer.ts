import type { Logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The small mail seam: SMTP when configured, otherwise the log (MAIL_TRANSPORT=log: recipient and subject only). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages kept in memory by a log mailer, newest last (tests read reset links from here; never logged). */
  readonly outbox?: MailMessage[];
}

export function createLogMailer(logger: Logger): Mailer {
  const outbox: MailMessage[] = [];
  return {
    outbox,
    async send(message) {
      outbox.push(message);
      if (outbox.length > 100) outbox.shift();
      // Never the body: reset and verification links are bearer tokens for the account.
      logger.info('mail not sent (MAIL_TRANSPORT=log)', { to: message.to, subject: message.subject });
    },
  };
}

/** SMTP through nodemailer when SMTP_URL is set; failures are logged, never shown to the person acting. */
export async function createMailer(options: { smtpUrl?: string; from: string; logger: Logger }): Promise<Mailer> {
  if (!options.smtpUrl) return createLogMailer(options.logger);
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
