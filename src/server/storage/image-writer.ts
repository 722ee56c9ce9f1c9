/** What the write commands need from the image storage (image-storage.ts). */
export interface ImageWriter {
  /** Writes `folder/name` under the storage directory (folder may contain one sub-folder). */
  write(folder: string, name: string, content: string | Uint8Array): Promise<void>;
  /** Removes `folder/name` if it exists (an image no row names any more). */
  remove(folder: string, name: string): Promise<void>;
  /**
   * Writes the content beside `folder/name` under a staging name (`name.<token>.staged`), for a
   * write whose rows have not committed yet; `commit` renames it into place, `discard` removes it.
   * Fails (e.g. EACCES, EROFS, ENOSPC) before anything public changes.
   */
  stage(folder: string, name: string, content: string | Uint8Array): Promise<StagedImage>;
}

export interface StagedImage {
  /** `folder/name`, the path the staged file becomes. */
  path: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}
