import nodemailer from 'nodemailer';
import type { Logger } from './logger.ts';

export type EmailEnvelope = {
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};
/** 'delivered' when handed to a real gateway; 'recorded' when only kept in the messages table. */
export type DeliveryOutcome = 'delivered' | 'recorded';

export interface EmailTransport {
  send(envelope: EmailEnvelope): Promise<DeliveryOutcome>;
}

export interface SmsProvider {
  send(to: string[], text: string): Promise<DeliveryOutcome>;
}

const printBlock = (title: string, text: string) => console.log(`\n----- ${title} -----\n${text}\n${'-'.repeat(title.length + 12)}\n`);

export function createEmailTransport(smtpUrl: string | undefined, from: string, log: Logger, print: boolean): EmailTransport {
  if (!smtpUrl) {
    return {
      async send(envelope) {
        log.info({ to: envelope.to, subject: envelope.subject }, 'e-mail recorded (no SMTP_URL)');
        if (print) printBlock(`e-mail to ${envelope.to.join(', ')}: ${envelope.subject}`, envelope.text);
        return 'recorded';
      },
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(envelope) {
      await transporter.sendMail({ from, ...envelope });
      return 'delivered';
    },
  };
}

/** The default SMS provider records only; a gateway implements SmsProvider and is chosen by configuration. */
export function createRecordingSmsProvider(log: Logger, print: boolean): SmsProvider {
  return {
    async send(to, text) {
      log.info({ to }, 'SMS recorded (no SMS gateway configured)');
      if (print) printBlock(`SMS to ${to.join(', ')}`, text);
      return 'recorded';
    },
  };
}
