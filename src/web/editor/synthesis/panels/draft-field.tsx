// InputBase as a textarea, not Mantine's Textarea: that one is shared with a public page, whose
// chunks would split if the editor used it too.
import { InputBase, TextInput } from "@mantine/core";
import { useEffect, useRef, useState } from "react";

/**
 * A text field over one value of the draft: typing stays local, and the value is handed to `onCommit`
 * when the field is left (or with Enter on a one-line field), so one edit makes one Undo step. The
 * field follows the draft (Undo, another panel) while it does not have the focus.
 */
export function DraftField(props: {
  label: string;
  value: string;
  onCommit: (text: string) => void;
  placeholder?: string;
  multiline?: boolean;
  /** Characters a number field accepts (docs/product/rules.md: digits, minus sign, decimal point). */
  numeric?: boolean;
  readOnly?: boolean;
  description?: string;
  /** The input's id, for a button elsewhere that focuses it. */
  id?: string;
}) {
  const [text, setText] = useState(props.value);
  const focused = useRef(false);
  useEffect(() => {
    if (!focused.current) setText(props.value);
  }, [props.value]);
  const common = {
    id: props.id,
    label: props.label,
    value: text,
    placeholder: props.placeholder,
    readOnly: props.readOnly,
    description: props.description,
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      if (text === props.value) return;
      props.onCommit(text);
      // Show the draft's value: the new one arrives with the next render, a refused one stays.
      setText(props.value);
    },
  };
  if (props.multiline) {
    return (
      <InputBase
        component="textarea"
        {...common}
        rows={3}
        onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setText(e.currentTarget.value)}
      />
    );
  }
  return (
    <TextInput
      {...common}
      inputMode={props.numeric ? "decimal" : undefined}
      onChange={(e) => {
        const value = e.currentTarget.value;
        if (props.numeric && !/^[-0-9.]*$/.test(value)) return;
        setText(value);
      }}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.currentTarget.blur();
      }}
    />
  );
}
