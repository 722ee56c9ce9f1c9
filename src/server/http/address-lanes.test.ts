import { describe, expect, it } from "vitest";
import { createAddressLanes } from "./address-lanes.ts";

describe("address lanes", () => {
  it("lets each address run its own few at once, queues the rest in its own line, refuses past the line", async () => {
    const lanes = createAddressLanes({ perAddress: 2, waiting: 1 });
    const a1 = await lanes.enter("a");
    const a2 = await lanes.enter("a");
    let thirdIn = false;
    const a3 = lanes.enter("a").then((leave) => {
      thirdIn = true;
      return leave;
    });
    expect(await lanes.enter("a")).toBeNull();
    // Another address is not held up by a's line.
    const b1 = await lanes.enter("b");
    expect(b1).toEqual(expect.any(Function));
    expect(lanes.running).toBe(3);
    await Promise.resolve();
    expect(thirdIn).toBe(false);
    a1?.();
    a1?.(); // a second release counts once
    const leave3 = await a3;
    expect(thirdIn).toBe(true);
    expect(lanes.running).toBe(3);
    a2?.();
    leave3?.();
    b1?.();
    expect(lanes.running).toBe(0);
    expect(await lanes.enter("a")).toEqual(expect.any(Function));
  });
});
