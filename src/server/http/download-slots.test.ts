import { describe, expect, it } from "vitest";
import { createDownloadSlots, type DownloadSlot } from "./download-slots.ts";

const slot = (taken: DownloadSlot | string) => {
  if (typeof taken === "string") throw new Error(`refused: ${taken}`);
  return taken;
};

describe("download slots", () => {
  it("refuses a third download of one address, then the whole server's cap, and frees on release", () => {
    const slots = createDownloadSlots({ perAddress: 2, total: 3 });
    const a1 = slot(slots.take("198.51.100.1"));
    slot(slots.take("198.51.100.1"));
    expect(slots.take("198.51.100.1")).toBe("address");
    slot(slots.take("203.0.113.9"));
    expect(slots.take("192.0.2.7")).toBe("total");
    expect(slots.running).toBe(3);
    a1.release();
    expect(slots.running).toBe(2);
    slot(slots.take("192.0.2.7"));
    expect(slots.take("198.51.100.1")).toBe("total");
  });

  it("counts a release once, however often it is called", () => {
    const slots = createDownloadSlots({ perAddress: 1, total: 5 });
    const one = slot(slots.take("198.51.100.1"));
    one.release();
    one.release();
    expect(slots.running).toBe(0);
    slot(slots.take("198.51.100.1"));
    expect(slots.take("198.51.100.1")).toBe("address");
    expect(slots.running).toBe(1);
  });
});
