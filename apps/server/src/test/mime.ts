/**
 * Just enough MIME for what nodemailer writes: a subject, Reply-To, text and HTML alternatives
 * (nested multiparts included), quoted-printable or base64 bodies, RFC 2047 encoded words.
 * Shared by the API tests' SMTP server (smtp.ts) and the browser tests' mail catcher
 * (e2e/support/mail-catcher.ts), which both read what the shop really sent.
 */

export interface ParsedMail {
  subject: string;
  /** The Reply-To header's address, '' when the mail has none. */
  replyTo: string;
  text: string;
  html: string;
  /**
   * Attached files (Content-Disposition: attachment), decoded; and pictures the HTML shows
   * inline (`<img src="cid:…">`), with their Content-ID in `cid`.
   */
  attachments: { filename: string; contentType: string; content: Buffer; cid?: string }[];
}

export function parseMessage(raw: string): ParsedMail {
  const { headers, body } = splitPart(raw);
  const parts: Record<string, string> = {};
  const attachments: ParsedMail['attachments'] = [];
  collectParts(headers, body, parts, attachments);
  return {
    attachments,
    subject: decodeWords(headers.subject ?? ''),
    replyTo: /<?([^<>\s]+@[^<>\s]+)>?\s*$/.exec(headers['reply-to'] ?? '')?.[1] ?? '',
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const separator = /\r?\n\r?\n/.exec(raw);
  if (!separator) return { headers: parseHeaders(raw), body: '' };
  return {
    headers: parseHeaders(raw.slice(0, separator.index)),
    body: raw.slice(separator.index + separator[0].length),
  };
}

function collectParts(
  headers: Record<string, string>,
  body: string,
  parts: Record<string, string>,
  attachments: ParsedMail['attachments'],
) {
  const contentType = headers['content-type'] ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return;
    for (const section of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitPart(section.replace(/^\r?\n/, ''));
      collectParts(part.headers, part.body, parts, attachments);
    }
    return;
  }
  const disposition = headers['content-disposition'] ?? '';
  const cid = /^<?([^<>]+)>?$/.exec(headers['content-id'] ?? '')?.[1];
  if (/^attachment/i.test(disposition) || (cid && /^inline/i.test(disposition))) {
    attachments.push({
      filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '',
      contentType: type,
      content: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
      ...(cid ? { cid } : {}),
    });
    return;
  }
  parts[type] ??= decodeBody(
    body.replace(/\r?\n$/, ''),
    headers['content-transfer-encoding'] ?? '',
  );
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
    default:
      return body;
  }
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i += 1) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_match, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}
