/**
 * MailDev for the tests: started in the test's own process (so a test can stop the mail server and
 * start it again), and its REST API read for the messages the shop sent.
 */
import { MailDev } from "maildev";
import { setTimeout as sleep } from "node:timers/promises";

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  headers: Record<string, string>;
  html: string;
  text: string;
}

export interface MailServer {
  webUrl: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/** A MailDev on loopback at `smtp` and `web` (its inbox and REST API); not started yet. */
export function mailServer({ smtp, web }: { smtp: number; web: number }): MailServer {
  let running: MailDev | null = null;
  return {
    webUrl: `http://localhost:${web}`,
    async start() {
      if (running) return;
      const maildev = new MailDev({ smtp, ip: "127.0.0.1", web, webIp: "127.0.0.1", silent: true });
      await maildev.start();
      running = maildev;
    },
    async stop() {
      const maildev = running;
      running = null;
      await maildev?.stop();
    },
  };
}

/** Every message MailDev holds, oldest first. */
export async function caughtMails(webUrl: string): Promise<CaughtMail[]> {
  const response = await fetch(`${webUrl}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} at ${webUrl}/api/email`);
  return (await response.json()) as CaughtMail[];
}

/** The messages to `address` whose subject matches, waiting (up to `timeoutMs`) until there are `count`. */
export async function waitForMails(
  webUrl: string,
  match: { to: string; subject: RegExp },
  { count = 1, timeoutMs = 45_000 } = {},
): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await caughtMails(webUrl)).filter(
      (mail) =>
        mail.to.some((to) => to.address.toLowerCase() === match.to.toLowerCase()) && match.subject.test(mail.subject),
    );
    if (found.length >= count || Date.now() > deadline) return found;
    await sleep(250);
  }
}

/**
 * A header of `mail` as it was sent, from its raw source: MailDev's parsed `headers` leave some out
 * (Reply-To among them). Folded lines are joined; null when the mail has no such header.
 */
export async function rawHeader(webUrl: string, mail: CaughtMail, name: string): Promise<string | null> {
  const response = await fetch(`${webUrl}/api/email/${mail.id}/source`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status} for the source of ${mail.id}`);
  const head = (await response.text()).split(/\r?\n\r?\n/)[0] ?? "";
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? null : line.slice(name.length + 1).trim();
}
