import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * At most `limit` page renders at a time; the others wait in arrival order (docs/adr/0007). Fifty renders
 * interleaved on one event loop each cost twice the CPU of one alone (their data lives long enough to leave
 * the young generation) and all finish late; a few at a time finish early and keep the CPU per page low.
 * A request whose client left while it waited is dropped; one that waited `maxWaitMs` answers 503.
 */
export interface RenderGate {
  /** Runs `render` when a place is free; the place is held until the response has ended. */
  admit(req: IncomingMessage, res: ServerResponse, render: () => void): void;
  /** Renders running and waiting now. */
  load(): { active: number; waiting: number };
}

interface Waiting {
  req: IncomingMessage;
  res: ServerResponse;
  render: () => void;
  since: number;
}

const MESSAGES: Record<string, string> = {
  en: "The shop is busy right now. Please try again in a few seconds.",
  uk: "Магазин зараз перевантажений. Спробуйте ще раз за кілька секунд.",
  pl: "Sklep jest teraz przeciążony. Spróbuj ponownie za kilka sekund.",
  ru: "Магазин сейчас перегружен. Попробуйте ещё раз через несколько секунд.",
};

/** The language of the page asked for (its first path segment), English otherwise. */
function languageOf(url: string | undefined): string {
  const first = (url ?? "/").split(/[/?#]/)[1] ?? "";
  return first in MESSAGES ? first : "en";
}

/** The answer to a request that waited too long: 503, when to come back, in the page's language. */
function answerBusy(req: IncomingMessage, res: ServerResponse): void {
  const language = languageOf(req.url);
  const body = `<!doctype html><html lang="${language}"><meta charset="utf-8"><title>503</title><p>${MESSAGES[language]}</p></html>`;
  res.writeHead(503, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Retry-After": "5",
    "X-Content-Type-Options": "nosniff",
  });
  res.end(body);
}

export function createRenderGate({
  limit,
  maxWaitMs,
  now = Date.now,
}: {
  limit: number;
  maxWaitMs: number;
  now?: () => number;
}): RenderGate {
  let active = 0;
  const queue: Waiting[] = [];
  let nextScheduled = false;

  const gone = (entry: Waiting) => entry.res.destroyed || entry.req.socket.destroyed || entry.res.writableEnded;

  function start(entry: Waiting): void {
    active++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      active--;
      scheduleNext();
    };
    entry.res.once("finish", release);
    entry.res.once("close", release);
    try {
      entry.render();
    } catch (error) {
      release();
      throw error;
    }
  }

  function scheduleNext(): void {
    if (nextScheduled) return;
    nextScheduled = true;
    setImmediate(next);
  }

  function next(): void {
    nextScheduled = false;
    // At most `limit` starts per turn of the event loop: a render whose data is in memory finishes within its turn,
    // and starting the next ones at once ran the whole queue without reading a socket or accepting a connection.
    let starts = limit;
    while (starts > 0 && active < limit && queue.length > 0) {
      const entry = queue.shift() as Waiting;
      if (gone(entry)) continue;
      if (now() - entry.since > maxWaitMs) answerBusy(entry.req, entry.res);
      else {
        starts--;
        start(entry);
      }
    }
    if (active < limit && queue.length > 0) scheduleNext();
  }

  return {
    admit(req, res, render) {
      const entry = { req, res, render, since: now() };
      queue.push(entry);
      scheduleNext();
    },
    load: () => ({ active, waiting: queue.length }),
  };
}
