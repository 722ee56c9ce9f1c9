import { Button, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { isValidOrcid, ORCID_SHAPE } from "../../../domain/orcid.ts";
import { signup } from "../../api-client/contribute.ts";
import { fieldMessage, refusalText } from "./contribute-client.ts";
import type { SignupAnswers } from "./contribute-state.ts";

type SignupErrors = Partial<Record<keyof SignupAnswers, string>>;

/** What the browser can check before sending (the server checks everything again). */
export function signupErrors(value: SignupAnswers): SignupErrors {
  const errors: SignupErrors = {};
  if (!value.name.trim()) errors.name = "Enter your name";
  else if (value.name.trim().length > 100) errors.name = "At most 100 characters";
  const email = value.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
    errors.email = "Enter a valid e-mail address";
  const orcid = value.orcid.trim().toUpperCase();
  if (orcid && !ORCID_SHAPE.test(orcid)) errors.orcid = "Write the ORCID iD as 0000-0002-1825-0097";
  else if (orcid && !isValidOrcid(orcid))
    errors.orcid = "The check digit does not match: please check the ORCID iD";
  if (value.affiliation.trim().length > 200) errors.affiliation = "At most 200 characters";
  return errors;
}

/**
 * Step 1 of the contribute stepper: who is submitting. A signed-in visitor is simply named; anyone
 * else signs up with a verified e-mail address (docs/product/api.md §5.13) or signs in.
 */
export function IdentifyYourself(props: {
  viewer: { name: string; email: string } | null;
  value: SignupAnswers;
  onChange: (value: SignupAnswers) => void;
}) {
  const { viewer, value, onChange } = props;
  const [errors, setErrors] = useState<SignupErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (viewer) return <Text>Signed in as {viewer.name}.</Text>;

  const set = (key: keyof SignupAnswers) => (e: { currentTarget: { value: string } }) =>
    onChange({ ...value, [key]: e.currentTarget.value });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRefusal(null);
    const found = signupErrors(value);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await signup({
      name: value.name.trim(),
      email: value.email.trim(),
      orcid: value.orcid.trim().toUpperCase() || null,
      affiliation: value.affiliation.trim() || null,
    });
    setBusy(false);
    if (result.status === 202) {
      setSentTo(value.email.trim());
      return;
    }
    const field = result.error?.field;
    if (result.status === 400 && field && field in value) {
      setErrors({ [field]: fieldMessage(result.error?.message ?? "", field) });
      return;
    }
    setRefusal(refusalText(result));
  }

  if (sentTo)
    return (
      <Text role="status" fw={500}>
        Check your e-mail: we sent a link to {sentTo} to confirm it and choose a password.
      </Text>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <Text>
          Tell us who you are: we send you a link to confirm your e-mail address and choose a password.{" "}
          <a href="/login?next=/contribute">Already have an account? Sign in</a>
        </Text>
        <TextInput label="Your name" value={value.name} onChange={set("name")} error={errors.name} required />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          value={value.email}
          onChange={set("email")}
          error={errors.email}
          required
        />
        <TextInput
          label="ORCID iD (optional)"
          placeholder="0000-0002-1825-0097"
          value={value.orcid}
          onChange={set("orcid")}
          error={errors.orcid}
        />
        <TextInput
          label="Affiliation (optional)"
          value={value.affiliation}
          onChange={set("affiliation")}
          error={errors.affiliation}
        />
        {refusal && (
          <Text c="red" role="alert">
            {refusal}
          </Text>
        )}
        <div>
          <Button type="submit" loading={busy}>
            Send the confirmation link
          </Button>
        </div>
      </Stack>
    </form>
  );
}
