/** The special-condition quick picks of the editor (docs/product/editor.md §8.6), in this order. */
export const SPECIAL_CONDITION_CHIPS = [
  "hν",
  "μW",
  "atm",
  "mmHg",
  "Å MS",
  "Dean-Stark",
  "Dark",
  "Sealed Tube",
  "Syringe Pump",
  "Ultrasound",
  "Vacuum",
] as const;

/** A quick pick added to the special condition: after what is there, comma separated, never twice. */
export function withCondition(current: string | null, chip: string): string {
  const parts = (current ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.includes(chip)) return parts.join(", ");
  return [...parts, chip].join(", ");
}
