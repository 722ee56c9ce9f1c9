import { CloseButton, TextInput, type TextInputProps } from "@mantine/core";

/**
 * The editor's search fields (the lists' Quick Search, the pickers, the merge dialog): a text field
 * with a button that clears it once something is typed. Every other prop goes to the field.
 */
export function SearchField(
  props: Omit<TextInputProps, "value" | "onChange" | "rightSection"> & {
    query: string;
    onQuery: (query: string) => void;
  },
) {
  const { query, onQuery, ...field } = props;
  return (
    <TextInput
      {...field}
      value={query}
      onChange={(event) => onQuery(event.currentTarget.value)}
      rightSection={
        query === "" ? null : <CloseButton aria-label="Clear search" onClick={() => onQuery("")} />
      }
    />
  );
}
