/**
 * The one way the server texts a phone (decision 073): Twilio when TWILIO_* is configured, else
 * the offline sender, which writes the message to the log. The guard's codes are its only texts.
 */
export type SmsMessage = {
  /** International form, '+353871234567' */
  to: string;
  body: string;
};

export type SmsSender = {
  kind: 'twilio' | 'offline';
  /** Resolves once the provider has taken the message; rejects when it refused or was unreachable */
  send(message: SmsMessage): Promise<void>;
};
