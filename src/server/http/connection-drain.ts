import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/** What a drain ended with: requests that finished while it waited, and those cut at its deadline. */
export interface DrainResult {
  finished: number;
  cut: number;
}

/** One turn of the event loop: what the kernel already holds (connections, bytes) is read by then. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Turns taken before a connection is found idle: the request it has already sent is read by then. */
const SETTLE_TURNS = 2;
/**
 * The longest the listener stays open once a drain begins. Node accepts the connections waiting in
 * the listen backlog a few per turn of the event loop, and closing the listener resets the ones
 * still waiting (a proxy then answers 502 for a request the client sent before the signal), so it
 * closes after the first whole turn that accepted none, or after this.
 */
export const ACCEPT_GRACE_MS = 1_000;

/**
 * The graceful half of a shutdown (docs/decisions/operations/0101-graceful-shutdown.md): `drain` stops accepting
 * connections, closes the idle keep-alive ones, lets every request that reached the server finish
 * (its handler's work too, not only its response) and resolves when none is left, or cuts what is
 * left at the deadline. A response whose headers are not sent yet when the drain begins, and every
 * request read after it began (a keep-alive connection reused meanwhile), is answered as usual with
 * `Connection: close`, so its connection ends with it; a connection that falls idle is closed.
 */
export class ConnectionDrain {
  readonly #requests = new Map<Socket, number>();
  /** `socket.bytesRead` when the connection last fell idle: more means a request is arriving. */
  readonly #idleAt = new Map<Socket, number>();
  readonly #responses = new Set<ServerResponse>();
  #server: Server | undefined;
  #accepted = 0;
  #running = 0;
  #finished = 0;
  #draining = false;
  #listening = true;
  #settle: (() => void) | undefined;

  /** True from the moment a drain begins. */
  get draining(): boolean {
    return this.#draining;
  }

  /** Requests whose response or handler has not finished. */
  get running(): number {
    return this.#running;
  }

  /** Follows the server's connections; the server's request listener must come from `wrap`. */
  attach(server: Server): void {
    this.#server = server;
    server.on("connection", (socket: Socket) => {
      this.#accepted++;
      this.#requests.set(socket, 0);
      this.#idleAt.set(socket, 0);
      socket.once("close", () => {
        this.#requests.delete(socket);
        this.#idleAt.delete(socket);
        this.#check();
      });
      if (this.#draining) void this.#closeWhenIdle(socket);
    });
  }

  /** The request listener, counted from its request until both its response and its work end. */
  wrap(inner: Listener): Listener {
    return (req, res) => {
      const socket = req.socket;
      this.#requests.set(socket, (this.#requests.get(socket) ?? 0) + 1);
      this.#running++;
      this.#responses.add(res);
      if (this.#draining) res.setHeader("Connection", "close");
      let open = 2;
      const end = () => {
        if (--open > 0) return;
        this.#running--;
        if (this.#draining) this.#finished++;
        const left = (this.#requests.get(socket) ?? 1) - 1;
        if (this.#requests.has(socket)) this.#requests.set(socket, left);
        if (left === 0 && this.#idleAt.has(socket)) this.#idleAt.set(socket, socket.bytesRead);
        if (this.#draining) void this.#closeWhenIdle(socket);
        this.#check();
      };
      res.once("close", () => {
        this.#responses.delete(res);
        end();
      });
      let work: unknown;
      try {
        work = inner(req, res);
      } catch (error) {
        end();
        throw error;
      }
      Promise.resolve(work).then(end, end);
    };
  }

  /**
   * Stops accepting and waits until every request has finished and every connection is closed, at
   * most `timeoutMs`; then destroys what is left (its requests count as cut). `cut()` ends the wait
   * early the same way.
   */
  async drain(timeoutMs: number): Promise<DrainResult> {
    const server = this.#server;
    if (!server) throw new Error("ConnectionDrain.drain before attach");
    this.#draining = true;
    for (const res of this.#responses) if (!res.headersSent) res.setHeader("Connection", "close");
    const done = new Promise<void>((resolve) => {
      this.#settle = resolve;
    });
    const deadline = setTimeout(() => this.cut(), timeoutMs);
    const graceEnd = performance.now() + Math.min(ACCEPT_GRACE_MS, timeoutMs);
    await nextTurn();
    for (;;) {
      const before = this.#accepted;
      await nextTurn();
      if (this.#accepted === before || performance.now() >= graceEnd) break;
    }
    // net's close, not node:http's: that one also destroys at once every connection with no request
    // parsed yet, including one accepted a moment ago whose request is still in the kernel.
    NetServer.prototype.close.call(server);
    this.#listening = false;
    for (const socket of this.#requests.keys()) void this.#closeWhenIdle(socket);
    this.#check();
    await done;
    clearTimeout(deadline);
    return { finished: this.#finished, cut: this.#running };
  }

  /** Ends the drain now: every connection left is destroyed, its requests counted as cut. */
  cut(): void {
    for (const socket of this.#requests.keys()) socket.destroy();
    this.#settle?.();
  }

  /** Closes the connection if, once what it already sent has been read, no request is on it. */
  async #closeWhenIdle(socket: Socket): Promise<void> {
    for (let turn = 0; turn < SETTLE_TURNS; turn++) await nextTurn();
    const idleAt = this.#idleAt.get(socket);
    if (idleAt === undefined || this.#requests.get(socket) !== 0) return;
    if (socket.bytesRead === idleAt) socket.destroy();
  }

  #check(): void {
    if (this.#draining && !this.#listening && this.#requests.size === 0 && this.#running === 0)
      this.#settle?.();
  }
}
