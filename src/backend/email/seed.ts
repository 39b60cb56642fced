import type { EmailMessage, LabelId, Person } from '@/contract/email';

const MINUTE = 60_000;

const PEOPLE: Person[] = [
  { name: 'Steven Smith', email: 'steven@shreyu.test' },
  { name: 'Greeva Navadiya', email: 'greeva@shreyu.test' },
  { name: 'Cathy Kennedy', email: 'cathy@shreyu.test' },
  { name: 'Zak Turnbull', email: 'zak@shreyu.test' },
  { name: 'Jenny Reid', email: 'jenny@shreyu.test' },
  { name: 'Vincent Boule', email: 'vincent@shreyu.test' },
];
/**
 * The demo mailbox's owner. Not a demo account's e-mail: the demo API also runs in builds
 * with a real Firebase config (scripts/check-firebase-build.mjs keeps account data out).
 */
export const ME: Person = { name: 'Shreyu Admin', email: 'me@shreyu.test' };

const SUBJECTS = [
  'Weekly report',
  'Your order has shipped',
  'Team offsite plans',
  'Invoice for October',
  'New design mockups',
  'Quarterly goals review',
  'Lunch on Friday?',
  'Security update for your account',
  'Holiday schedule',
];
const LABEL_CYCLE: LabelId[][] = [['work'], [], ['family'], [], ['friends'], ['projects'], []];

/** A body that tries three ways to run script: none may run (the page sanitises it). */
export const HOSTILE_BODY =
  '<p>Please review the <strong>attached</strong> figures.</p>' +
  '<img src="x" onerror="window.__emailXss = \'onerror\'" alt="chart">' +
  '<script>window.__emailXss = "script"</script>' +
  '<p><a href="javascript:window.__emailXss=\'link\'">Open the report</a></p>';

/** 48 messages: most in the inbox, some sent, drafts and trash; dates before `now`. */
export function emailSeed(now: number): {
  messages: EmailMessage[];
  files: Record<string, string>;
} {
  const messages: EmailMessage[] = [];
  const at = (minutesAgo: number) => new Date(now - minutesAgo * MINUTE).toISOString();
  for (let i = 0; i < 42; i += 1) {
    const from = PEOPLE[i % PEOPLE.length] as Person;
    const subject = `${SUBJECTS[i % SUBJECTS.length] ?? 'Hello'} #${i + 1}`;
    messages.push({
      id: `mail-${i + 1}`,
      folder: 'inbox',
      from,
      to: [ME.email],
      cc: [],
      bcc: [],
      subject,
      snippet: `Hi, a short note about "${subject}".`,
      body: `<p>Hi,</p><p>A short note about <em>${subject}</em>.</p><p>Regards,<br>${from.name}</p>`,
      date: at(i * 95 + 3),
      read: i % 3 !== 0,
      starred: i % 7 === 1,
      labels: LABEL_CYCLE[i % LABEL_CYCLE.length] ?? [],
      hasAttachments: false,
      attachments: [],
    });
  }
  // The newest: an attachment and a hostile body.
  const first = messages[0] as EmailMessage;
  first.subject = 'Quarterly figures (please review)';
  first.snippet = 'Please review the attached figures.';
  first.body = HOSTILE_BODY;
  first.hasAttachments = true;
  first.attachments = [{ id: 'att-1', name: 'figures.csv', size: 38, type: 'text/csv' }];
  const sent = (id: string, subject: string, minutesAgo: number, to: Person): EmailMessage => ({
    id,
    folder: 'sent',
    from: ME,
    to: [to.email],
    cc: [],
    bcc: [],
    subject,
    snippet: `About ${subject}`,
    body: `<p>About ${subject}</p>`,
    date: at(minutesAgo),
    read: true,
    starred: false,
    labels: [],
    hasAttachments: false,
    attachments: [],
  });
  messages.push(
    sent('mail-sent-1', 'Re: Weekly report', 200, PEOPLE[0] as Person),
    sent('mail-sent-2', 'Meeting notes', 3000, PEOPLE[2] as Person),
    { ...sent('mail-draft-1', 'Draft: proposal', 50, PEOPLE[1] as Person), folder: 'drafts' },
    {
      ...sent('mail-trash-1', 'Old newsletter', 9000, PEOPLE[3] as Person),
      folder: 'trash',
      from: PEOPLE[3] as Person,
    },
    {
      ...sent('mail-trash-2', 'Expired offer', 9900, PEOPLE[4] as Person),
      folder: 'trash',
      from: PEOPLE[4] as Person,
    },
  );
  return {
    messages,
    files: Object.fromEntries(
      Object.entries(SEED_ATTACHMENTS).map(([path, text]) => [path, btoa(text)]),
    ),
  };
}

/** The seed's attachments' content, by `<messageId>/<attachmentId>`. */
const SEED_ATTACHMENTS: Record<string, string> = {
  'mail-1/att-1': 'quarter,revenue\nQ1,120\nQ2,135\nQ3,150\n',
};

/**
 * A seeded attachment's bytes (the server keeps no blob for them; the demo keeps them in its
 * e-mail collection), or null for any other attachment.
 */
export function seedAttachment(messageId: string, attachmentId: string): Uint8Array | null {
  const text = SEED_ATTACHMENTS[`${messageId}/${attachmentId}`];
  return text === undefined ? null : new TextEncoder().encode(text);
}
