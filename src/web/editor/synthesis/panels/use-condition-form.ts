import { useEffect, useState } from "react";

/**
 * A condition panel's form over the stored text: changes are saved as they are made (text fields
 * when left), and the form follows the stored text when it changes elsewhere (Undo), unless the form
 * already stands for it (an incomplete form stands for "no value" and keeps its mode).
 */
export function useConditionForm<F>(
  stored: string | null,
  toForm: (text: string | null) => F,
  toText: (form: F) => string | null,
  save: (text: string | null) => void,
) {
  const [form, setForm] = useState(() => toForm(stored));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the stored text resets the form
  useEffect(() => {
    setForm((current) => (toText(current) === stored ? current : toForm(stored)));
  }, [stored]);
  /** Sets the form; with `commit` (the default) its text is saved when it differs from the stored one. */
  function change(next: F, commit = true) {
    setForm(next);
    if (commit && toText(next) !== stored) save(toText(next));
  }
  return { form, change, commit: () => change(form) };
}
