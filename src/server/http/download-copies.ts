import { randomBytes } from "node:crypto";
import { type FileHandle, mkdir, mkdtemp, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The bulk downloads' files, each made once per data revision into a file of a cache folder and
 * sent from there to every client that asks for it (docs/decisions/exports/0097-bulk-downloads-one-copy-per-revision-a-cap.md "Bulk downloads: one copy per
 * revision, a cap on those at once"). A client that comes while the copy is being made reads what
 * is written so far and then waits for more, so the first bytes go out at once and a large file is
 * still made only once. A copy of an older revision (or, without PUBLIC_URL, of another origin)
 * is retired when a newer one is asked for or the revision changes: its file is removed when its
 * last reader ends, and a copy still being made that nobody reads stops being made.
 */

/** Bytes read from a copy per pull: a slow client holds one such piece. */
const READ_CHUNK = 64 * 1024;

export type Pieces = AsyncIterable<string | Uint8Array>;

export interface CopyReader {
  /** The file from its first byte, as it is written; `cancel()` ends it early. */
  body: ReadableStream<Uint8Array>;
  /**
   * Resolves once the copy has its first bytes (or is complete, or empty); rejects with the build's
   * error if it failed before writing anything, so the answer can still be a clean error.
   */
  started: Promise<void>;
}

export class DownloadCopy<M> {
  readonly variant: string;
  readonly revision: number;
  /** What the copy was made from (its data revision, dates): the answer's headers come from it. */
  readonly meta: M;
  #path: string | undefined;
  #handle: FileHandle | undefined;
  #written = 0;
  #complete = false;
  #error: unknown;
  #building = true;
  /** No one will read it again: stop making it and remove its file once its readers are gone. */
  #retired = false;
  #removed = false;
  #readers = 0;
  #progress = Promise.withResolvers<void>();
  readonly #started = Promise.withResolvers<void>();

  constructor(variant: string, revision: number, meta: M) {
    this.variant = variant;
    this.revision = revision;
    this.meta = meta;
    // Nobody may be waiting when a build fails: the rejection is read by each reader instead.
    this.#started.promise.catch(() => undefined);
  }

  /** The file's length once it is complete. */
  get size(): number | undefined {
    return this.#complete ? this.#written : undefined;
  }

  get failed(): boolean {
    return this.#error !== undefined;
  }

  /** Writes the pieces into the file at `path`; called once, right after the copy is made. */
  async build(path: Promise<string>, pieces: () => Pieces): Promise<void> {
    try {
      this.#path = await path;
      if (this.#retired && this.#readers === 0) return;
      this.#handle = await open(this.#path, "w+");
      for await (const piece of pieces()) {
        if (this.#retired && this.#readers === 0) return;
        const bytes = typeof piece === "string" ? Buffer.from(piece) : piece;
        for (let done = 0; done < bytes.length; ) {
          const { bytesWritten } = await this.#handle.write(
            bytes,
            done,
            bytes.length - done,
            this.#written + done,
          );
          done += bytesWritten;
        }
        this.#written += bytes.length;
        if (bytes.length > 0) this.#started.resolve();
        this.#notify();
      }
      this.#complete = true;
      this.#started.resolve();
    } catch (error) {
      this.#error = error ?? new Error("the copy could not be made");
      this.#started.reject(this.#error);
    } finally {
      this.#building = false;
      this.#notify();
      void this.#removeWhenUnread();
    }
  }

  /** A reader from the first byte; `onEnd` runs once when it ends, however it ends. */
  read(onEnd: () => void): CopyReader {
    this.#readers++;
    let position = 0;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.#readers--;
      onEnd();
      void this.#removeWhenUnread();
    };
    const body = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        try {
          for (;;) {
            if (position < this.#written) {
              const handle = this.#handle as FileHandle;
              const buffer = Buffer.allocUnsafe(Math.min(READ_CHUNK, this.#written - position));
              const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
              if (bytesRead === 0) throw new Error("the copy's file ended early");
              position += bytesRead;
              controller.enqueue(buffer.subarray(0, bytesRead));
              return;
            }
            if (this.#complete) {
              controller.close();
              end();
              return;
            }
            if (this.#error !== undefined) throw this.#error;
            if (!this.#building) throw new Error("the copy was retired before it was complete");
            await this.#progress.promise;
          }
        } catch (error) {
          controller.error(error);
          end();
        }
      },
      cancel: () => end(),
    });
    return { body, started: this.#started.promise };
  }

  /** Marks the copy as replaced: it is removed as soon as nobody reads it. */
  retire(): void {
    this.#retired = true;
    void this.#removeWhenUnread();
  }

  #notify(): void {
    this.#progress.resolve();
    this.#progress = Promise.withResolvers<void>();
  }

  async #removeWhenUnread(): Promise<void> {
    if (this.#removed || this.#readers > 0 || this.#building) return;
    if (!this.#retired && this.#error === undefined) return;
    this.#removed = true;
    await this.#handle?.close().catch(() => undefined);
    if (this.#path) await rm(this.#path, { force: true });
  }
}

export interface DownloadCopiesOptions {
  /** The folder the copies go in (a folder of this process's own is made inside); empty: the system's temporary folder. */
  dir?: string;
}

/** The current copy of each bulk download file, at most one per file. */
export class DownloadCopies {
  readonly #current = new Map<string, DownloadCopy<unknown>>();
  readonly #parent: string;
  #folder: Promise<string> | undefined;
  #closed = false;
  #next = 0;

  constructor(options: DownloadCopiesOptions = {}) {
    this.#parent = options.dir || tmpdir();
  }

  /**
   * The copy of `file` for `variant` (the origin its links name) at `revision` or newer: the
   * current one, or a new one made from `pieces` (the current one is then retired). A copy of a
   * newer revision than asked is the answer too: the client wanted the file as it is now.
   */
  copyOf<M>(file: string, variant: string, revision: number, meta: M, pieces: () => Pieces): DownloadCopy<M> {
    if (this.#closed) throw new Error("the download copies are closed");
    const current = this.#current.get(file);
    if (current && !current.failed && current.variant === variant && current.revision >= revision)
      return current as DownloadCopy<M>;
    current?.retire();
    const copy = new DownloadCopy<M>(variant, revision, meta);
    this.#current.set(file, copy);
    this.#folder ??= processFolder(this.#parent).catch((error: unknown) => {
      // An unwritable folder fails this copy; the next one tries again.
      this.#folder = undefined;
      throw error;
    });
    const name = `${file.replace(/[^A-Za-z0-9.-]/g, "_")}-r${revision}-${++this.#next}`;
    void copy.build(
      this.#folder.then((folder) => join(folder, name)),
      pieces,
    );
    return copy;
  }

  /** Retires every copy made before `revision` (the data revision changed). */
  retireBefore(revision: number): void {
    for (const [file, copy] of this.#current) {
      if (copy.revision < revision) {
        copy.retire();
        this.#current.delete(file);
      }
    }
  }

  /** Retires every copy and removes this process's folder (the server stops). */
  async close(): Promise<void> {
    this.#closed = true;
    for (const copy of this.#current.values()) copy.retire();
    this.#current.clear();
    if (this.#folder) await rm(await this.#folder, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** A folder of this process's own inside `parent`, so servers sharing `parent` never meet. */
async function processFolder(parent: string): Promise<string> {
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, `downloads-${process.pid}-${randomBytes(3).toString("hex")}-`));
}
