import { Group, Radio } from "@mantine/core";

/**
 * A short choice shown as radio buttons in a row (the stage to add reagents to, protection or
 * deprotection, structure or image). Radios rather than a segmented control, whose code the public
 * pages load: the editor keeps to components they do not share.
 */
export function ChoiceGroup<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Radio.Group label={props.label} value={props.value} onChange={(v) => props.onChange(v as T)}>
      <Group gap="md" mt={4}>
        {props.options.map((o) => (
          <Radio key={o.value} value={o.value} label={o.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
