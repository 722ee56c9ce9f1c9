import type { MailOutboxRepository } from "../../db/repositories/mail-outbox.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "./mailer.ts";

/** After this many failed tries a message is left unsent (its last error stays on the row). */
export const MAX_MAIL_ATTEMPTS = 24;
/** How long a sender owns a claimed message; longer than the SMTP timeouts of mailer.ts added up. */
const CLAIM_MS = 5 * 60_000;
/** Messages handled per run; a full batch starts another run at once. */
const BATCH = 20;
/** Sent messages are kept (without their bodies) this long, then deleted. */
const KEEP_SENT_MS = 30 * 24 * 60 * 60_000;
const MINUTE = 60_000;

/** Wait before the next try after `attempts` failed ones: 1 min, 5 min, 30 min, then every 2 h. */
export function retryDelayMs(attempts: number): number {
  return [MINUTE, 5 * MINUTE, 30 * MINUTE][attempts - 1] ?? 120 * MINUTE;
}

export interface MailSender {
  /** Sends what is due now, once; resolves with what happened (tests call it directly). */
  runOnce(): Promise<{ sent: number; failed: number }>;
  /** Starts a run soon (after a commit that wrote to the outbox); never throws. */
  wake(): void;
  /** Runs every `pollMs` from now on, and once at once. */
  start(): void;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
  /** Waits until no run is under way (tests). */
  settle(): Promise<void>;
}

/**
 * The outbox sender loop. Each message is claimed with one conditional update (outbox repository),
 * so servers sharing a database never send one twice; a failed try is counted with its error and
 * retried later with backoff; after MAX_MAIL_ATTEMPTS it is left for a person to look at.
 */
export function createMailSender(deps: {
  outbox: MailOutboxRepository;
  mailer: Mailer;
  logger: Logger;
  pollMs: number;
  now?: () => Date;
}): MailSender {
  const { outbox, mailer, logger } = deps;
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let unreachable = false;
  let lastCleanup = 0;

  async function runOnce(): Promise<{ sent: number; failed: number }> {
    const started = now();
    const ids = await outbox.due(started, { maxAttempts: MAX_MAIL_ATTEMPTS, limit: BATCH });
    if (ids.length === BATCH) again = true;
    let sent = 0;
    let failed = 0;
    for (const id of ids) {
      const at = now();
      const message = await outbox.claim(id, at, new Date(at.getTime() + CLAIM_MS), MAX_MAIL_ATTEMPTS);
      if (!message) continue; // Another server took it.
      try {
        await mailer.send({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await outbox.markSent(id, now());
        sent += 1;
        logger.info({ event: "mail_sent", id, subject: message.subject }, "e-mail sent");
      } catch (error) {
        failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        const tries = message.attempts + 1;
        const next = new Date(now().getTime() + retryDelayMs(tries));
        await outbox.markFailed(id, reason, next);
        if (tries >= MAX_MAIL_ATTEMPTS) {
          logger.error(
            { event: "mail_given_up", id, attempts: tries, err: reason },
            "e-mail not sent; giving up",
          );
        } else {
          logger.warn(
            { event: "mail_failed", id, attempts: tries, retryAt: next.toISOString(), err: reason },
            "e-mail not sent; will retry",
          );
        }
      }
    }
    if (started.getTime() - lastCleanup > 60 * MINUTE) {
      lastCleanup = started.getTime();
      await outbox.deleteSentBefore(new Date(started.getTime() - KEEP_SENT_MS));
    }
    return { sent, failed };
  }

  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await runOnce();
          unreachable = false;
        } catch (error) {
          // An outage is logged once (the revision watcher logs it too), not at every poll.
          if (!isDatabaseUnavailable(error)) {
            logger.error({ err: error, event: "mail_sender_error" }, "mail sender run failed");
          } else if (!unreachable) {
            unreachable = true;
            logger.warn({ event: "mail_sender_waiting" }, "mail sender waits for the database");
          }
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
  }

  return {
    runOnce,
    wake,
    start() {
      stopped = false;
      timer ??= setInterval(wake, deps.pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
    async settle() {
      while (running) await running;
    },
  };
}
