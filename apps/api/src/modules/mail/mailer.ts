// Sends the hub's mail: through SMTP when SMTP_URL is set, otherwise as .eml files in
// DATA_DIR/outbox so a person on a fresh machine can read their code. Bodies and subjects are never logged.
import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes (a contact message's sender), when not to the hub's own address. */
  replyTo?: string;
  /** Which of the hub's mails this is: what the log names, since a subject may carry a code. */
  template?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Builds the mailer the configuration asks for. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; log: Log }): Mailer {
  const smtp: Transporter | undefined = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const outbox = smtp ? undefined : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      // Base64 bodies survive any transport and are easy to decode for anyone reading the outbox.
      const mail = { from: options.from, to: message.to, subject: message.subject, text: message.text, textEncoding: 'base64' as const, ...(message.replyTo ? { replyTo: message.replyTo } : {}) };
      try {
        if (smtp) {
          await smtp.sendMail(mail);
          options.log.info({ template: message.template }, 'mail sent');
          return;
        }
        const info = await outbox!.sendMail(mail);
        fs.mkdirSync(options.outboxDir, { recursive: true });
        const recipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 100);
        const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${recipient}.eml`);
        fs.writeFileSync(file, info.message as Buffer);
        options.log.info({ template: message.template, file: path.basename(file) }, 'mail written to the outbox');
      } catch (error) {
        // A lost mail must not fail the request that caused it: codes can be sent again.
        options.log.error({ err: error, template: message.template }, 'mail could not be sent');
      }
    },
  };
}
