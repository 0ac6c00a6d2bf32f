import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';

/** A received message, decoded enough for tests: headers, subject, text and HTML parts. */
export type ParsedMail = {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  raw: string;
};

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`) in headers such as Subject. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

function collectParts(raw: string, out: { text: string; html: string }) {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type)) out.html += decoded;
  else if (/^text\/plain/i.test(type)) out.text += decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { head } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts = { text: '', html: '' };
  collectParts(raw, parts);
  return {
    to: decodeWords(headers.to ?? ''),
    from: decodeWords(headers.from ?? ''),
    subject: decodeWords(headers.subject ?? ''),
    text: parts.text,
    html: parts.html,
    headers,
    raw,
  };
}

/** The six-digit code of a code e-mail (from its text part). */
export function codeFrom(mail: ParsedMail): string {
  const code = /(?:^|\D)(\d{6})(?:\D|$)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}":\n${mail.text}`);
  return code;
}

export type TestSmtp = {
  url: string;
  messages: ParsedMail[];
  /** Waits for a message to `to` (the n-th one, counting from 1) and returns it. */
  waitFor(to: string, nth?: number, timeoutMs?: number): Promise<ParsedMail>;
  /** Messages received so far for `to`. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
};

/**
 * A real SMTP server in this process (127.0.0.1, free port unless `port` is given) that keeps
 * what it receives.
 */
/**
 * How long a test waits for mail by default. Mail leaves through a polled job queue; on a
 * two-core CI machine running every project at once 5 s was seen to run out (a refund mail
 * arrived late, not never). The waits return as soon as the mail is there.
 */
const MAIL_WAIT_MS = 20_000;

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  const addressed = (to: string) => messages.filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    to: addressed,
    async waitFor(to, nth = 1, timeoutMs = MAIL_WAIT_MS) {
      const started = Date.now();
      for (;;) {
        const found = addressed(to)[nth - 1];
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`no mail #${nth} to ${to} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Waits until the app's worker has sent every queued mail (none created, waiting for a
 * retry or being sent), and has dispatched every order event that may queue one: mail goes
 * out after the answer, through the job queues.
 */
/** What mailQueueSettled reads of the app (typed here so e2e code can import this file alone). */
type WithMailQueue = {
  jobs: { boss: { getQueueSize(name: string, options?: { before: 'completed' }): Promise<number> } };
};

export async function mailQueueSettled(
  app: FastifyInstance | WithMailQueue,
  timeoutMs = MAIL_WAIT_MS,
): Promise<void> {
  const started = Date.now();
  const { jobs } = app as WithMailQueue;
  // Order events first: their handlers queue mail, committed before the event's job completes.
  const pending = async () =>
    (await jobs.boss.getQueueSize('order_events', { before: 'completed' })) +
    (await jobs.boss.getQueueSize('mail', { before: 'completed' }));
  while ((await pending()) > 0) {
    if (Date.now() - started > timeoutMs) throw new Error(`mail queue not empty after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
