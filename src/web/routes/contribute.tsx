import { Button, Group, Stepper, Text, Title } from "@mantine/core";
import { useState } from "react";
import {
  EMPTY_IDENTITY,
  IdentifySynthesis,
  identityErrors,
  type SynthesisIdentity,
} from "../components/contribute/identify-synthesis.tsx";
import { pageMeta } from "../lib/meta.ts";
import { rootDataFrom } from "../lib/root-data.ts";
import type { Route } from "./+types/contribute.ts";

export function meta({ matches }: Route.MetaArgs) {
  const { settings, origin } = rootDataFrom(matches);
  return pageMeta({
    title: "Submit a synthesis",
    description:
      "Professors, graduate students and professionals can submit a total synthesis for publication in the archive.",
    path: "/contribute",
    origin,
    siteName: settings.siteName,
  });
}

/** The linear four-step stepper of docs/product/pages.md §2.13. */
export default function Contribute() {
  const [active, setActive] = useState(0);
  const [identity, setIdentity] = useState<SynthesisIdentity>(EMPTY_IDENTITY);
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? identityErrors(identity) : {};

  function next() {
    if (active === 1 && Object.keys(identityErrors(identity)).length > 0) {
      setShowErrors(true);
      return;
    }
    setActive((step) => Math.min(3, step + 1));
  }

  return (
    <>
      <Title order={1} mb="md">
        Submit a synthesis
      </Title>
      <Text mb="lg">
        Professors, graduate students and professionals can propose a synthesis for the archive. Submission is
        free; the team reviews each one in its spare time and writes to you before it goes online.
      </Text>
      <Stepper active={active} onStepClick={setActive} allowNextStepsSelect={false}>
        <Stepper.Step label="Identify yourself">
          <Text>
            Sign-up for submitters is not available yet; you will be asked for your name and email here.
          </Text>
        </Stepper.Step>
        <Stepper.Step label="Identify synthesis">
          <IdentifySynthesis value={identity} errors={errors} onChange={setIdentity} />
        </Stepper.Step>
        <Stepper.Step label="Upload reaction sequence">
          <Text>Uploading the reaction sequence is not available yet.</Text>
        </Stepper.Step>
        <Stepper.Step label="Submit for review">
          <Text>If everything is complete, the synthesis can be submitted.</Text>
        </Stepper.Step>
      </Stepper>
      <Group justify="space-between" mt="xl">
        <Button
          variant="default"
          onClick={() => setActive((step) => Math.max(0, step - 1))}
          disabled={active === 0}
        >
          Previous
        </Button>
        {active < 3 && <Button onClick={next}>Next</Button>}
      </Group>
    </>
  );
}
