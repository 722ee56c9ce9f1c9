import { Button, Group, Stepper, Text, Title } from "@mantine/core";
import { type MouseEvent, type TouchEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { createDraft, getDraft, updateDraft } from "../api-client/contribute.ts";
import { refusalText } from "../components/contribute/contribute-client.ts";
import {
  draftDisplayName,
  draftFromIdentity,
  mergeIdentityIntoDraft,
} from "../components/contribute/contribute-draft.ts";
import {
  contributeReadsOf,
  firstReads,
  useContributeReads,
} from "../components/contribute/contribute-reads.ts";
import {
  allowedStep,
  CONTRIBUTE_STORAGE_KEY,
  type ContributeState,
  EMPTY_STATE,
  LAST_STEP,
  parseContributeState,
  serializeContributeState,
  stepFromQuery,
  withTypedAnswers,
} from "../components/contribute/contribute-state.ts";
import { IdentifySynthesis, identityErrors } from "../components/contribute/identify-synthesis.tsx";
import { IdentifyYourself } from "../components/contribute/identify-yourself.tsx";
import { SubmitForReview } from "../components/contribute/submit-for-review.tsx";
import { routeMeta } from "../lib/meta.ts";
import { useSite } from "../lib/root-data.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/contribute.ts";

export function meta({ matches }: Route.MetaArgs) {
  return routeMeta(matches, {
    title: "Submit a synthesis",
    description:
      "Professors, graduate students and professionals can submit a total synthesis for publication in the archive.",
    path: "/contribute",
  });
}

/** Who is asking: anonymous visitors all get the same (shared) page; a session gets its own. */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context.get(siteContext);
  return {
    viewer: viewer ? { name: viewer.user.name, email: viewer.user.email } : null,
    csrfToken: viewer?.csrfToken ?? "",
  };
}

/**
 * After hydration, in the browser (the server's page is the same for everyone): the answers this
 * browser stored, at the step the address asks (`?step=N`), with the reads that step shows.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const page = await serverLoader();
  // The address asked for, not the window's: on a navigation here the window still shows the last.
  const restored = restoredState(new URL(request.url).searchParams.get("step"));
  return { ...page, restored, first: await firstReads(restored, page.viewer !== null) };
}
clientLoader.hydrate = true as const;

/** The stored answers, then `?step=N` when the stored draft allows that step. */
function restoredState(step: string | null): ContributeState {
  let stored = EMPTY_STATE;
  try {
    stored = parseContributeState(window.localStorage.getItem(CONTRIBUTE_STORAGE_KEY));
  } catch {}
  const asked = stepFromQuery(step);
  const allowed = asked !== null && allowedStep(asked, stored.draftId) === asked;
  return { ...stored, step: allowed ? asked : stored.step };
}

/** A click on a step link once hydrated: the page moves by itself instead of loading the link. */
const inPage = (move: () => unknown) => (event: MouseEvent) => {
  event.preventDefault();
  void move();
};

/** A horizontal swipe of at least this many pixels moves one step. */
const SWIPE_PX = 16;

/** The linear four-step stepper of docs/product/pages.md §2.13. */
export default function Contribute({ loaderData }: Route.ComponentProps) {
  const { viewer, csrfToken } = loaderData;
  const { settings } = useSite();
  const location = useLocation();
  const welcome = (location.state as { welcome?: string } | null)?.welcome;
  const [state, setState] = useState<ContributeState>(EMPTY_STATE);
  const [restored, setRestored] = useState(false);
  const signedIn = viewer !== null;
  // Every change of the page's state goes through `change`, which starts the reads of what it now
  // shows (contribute-reads.ts); `current` is the state after the changes so far.
  const current = useRef(EMPTY_STATE);
  const follow = useContributeReads();
  const change = useCallback(
    (next: (s: ContributeState) => ContributeState) => {
      const from = current.current;
      const to = next(from);
      if (to === from) return;
      current.current = to;
      setState(to);
      follow(contributeReadsOf(from, signedIn), contributeReadsOf(to, signedIn));
    },
    [follow, signedIn],
  );
  // The restored answers arrive with the clientLoader's data, their reads done: the page takes
  // them in that render, keeping what the visitor typed while they were on their way.
  if ("restored" in loaderData && !restored) {
    const next = withTypedAnswers(loaderData.restored, current.current);
    setRestored(true);
    setState(next);
    current.current = next;
  }
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const touchX = useRef<number | null>(null);
  const { step, identity, draftId } = state;
  const errors = showErrors ? identityErrors(identity) : {};

  useEffect(() => {
    if (!restored) return;
    try {
      window.localStorage.setItem(CONTRIBUTE_STORAGE_KEY, serializeContributeState(state));
    } catch {}
  }, [state, restored]);

  // The address says the step shown (`?step=N`, 1-based), so a reload or a shared link shows the
  // same screen. Replaced, not pushed: the router's entry and the page stay as they are.
  useEffect(() => {
    if (!restored) return;
    const url = new URL(window.location.href);
    if (url.searchParams.get("step") === String(step + 1)) return;
    url.searchParams.set("step", String(step + 1));
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
  }, [step, restored]);

  const update = (fields: Partial<ContributeState>) => change((s) => ({ ...s, ...fields }));
  const go = (to: number) => update({ step: Math.max(0, Math.min(LAST_STEP, to)) });

  /** Saves step 2 as the visitor's draft: created the first time, updated afterwards. */
  async function saveDraft(): Promise<number | null> {
    const synthesis_json = draftFromIdentity(identity);
    const display_name = draftDisplayName(identity);
    if (draftId !== null) {
      // The draft as stored (the editor may have added steps since): step 2 changes only its answers.
      const stored = await getDraft(csrfToken, draftId);
      if (stored.status !== 200 && stored.status !== 404) {
        setSaveError(refusalText(stored));
        return null;
      }
      // The draft record holds its document as JSON text (the contract's draftRecordSchema).
      const document = stored.data?.synthesis_json;
      const result = await updateDraft(csrfToken, draftId, {
        display_name,
        synthesis_json: document ? mergeIdentityIntoDraft(JSON.parse(document), identity) : synthesis_json,
      });
      if (result.status === 200) return draftId;
      if (result.status !== 404) {
        setSaveError(refusalText(result));
        return null;
      }
    }
    const created = await createDraft(csrfToken, {
      display_name,
      synthesis_json,
    });
    if (created.status === 201 && created.data) return created.data.id;
    setSaveError(refusalText(created));
    return null;
  }

  async function next() {
    if (step === 1) {
      if (Object.keys(identityErrors(identity)).length > 0) {
        setShowErrors(true);
        return;
      }
      if (viewer) {
        setSaving(true);
        setSaveError(null);
        const id = await saveDraft();
        setSaving(false);
        if (id === null) return;
        update({ draftId: id, step: 2 });
        return;
      }
    }
    go(step + 1);
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchX.current;
    touchX.current = null;
    if (start === null) return;
    const dx = event.changedTouches[0].clientX - start;
    if (dx <= -SWIPE_PX && step < LAST_STEP) void next();
    else if (dx >= SWIPE_PX) go(step - 1);
  }

  // A submitted draft stays this page's draft (a reload of step 4 says it was submitted) until
  // the visitor starts another contribution.
  function onSubmitted() {
    update({ step: LAST_STEP });
  }

  function startAnother() {
    try {
      window.localStorage.removeItem(CONTRIBUTE_STORAGE_KEY);
    } catch {}
    setShowErrors(false);
    setSaveError(null);
    change(() => ({ ...EMPTY_STATE, step: viewer ? 1 : 0 }));
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
      {welcome && viewer && (
        <Text mb="lg" fw={500} role="status">
          Welcome, {welcome}: your account is ready. Now tell us about the synthesis.
        </Text>
      )}
      <div
        onTouchStart={(e) => {
          touchX.current = e.touches[0].clientX;
        }}
        onTouchEnd={onTouchEnd}
      >
        <Stepper active={step} onStepClick={go} allowNextStepsSelect={false}>
          <Stepper.Step label="Identify yourself">
            <IdentifyYourself
              viewer={viewer}
              value={state.signup}
              onChange={(signup) => update({ signup })}
            />
          </Stepper.Step>
          <Stepper.Step label="Identify synthesis">
            <IdentifySynthesis
              value={identity}
              errors={errors}
              csrfToken={viewer ? csrfToken : ""}
              onChange={(edit) =>
                change((s) => {
                  const next = edit(s.identity);
                  return next === s.identity ? s : { ...s, identity: next };
                })
              }
            />
            {saveError && (
              <Text c="red" mt="md" role="alert">
                The draft could not be saved: {saveError}
              </Text>
            )}
          </Stepper.Step>
          <Stepper.Step label="Upload reaction sequence">
            {viewer && draftId !== null ? (
              <>
                <Text mb="md">
                  Draw the reaction sequence in the synthesis editor: your draft is open there with the
                  answers of step 2. Every step needs its substrates and products; reagents, solvents and
                  conditions come from the archive's lists, and what a list lacks you add where you pick it.
                  Save, then come back here to submit.
                </Text>
                <Group>
                  <Button component="a" href={`/edit?draft=${draftId}&from=contribute`}>
                    Open the synthesis editor
                  </Button>
                  <Button
                    component="a"
                    variant="light"
                    href={`/edit?draft=${draftId}&from=contribute&import=1`}
                  >
                    Import from a file
                  </Button>
                </Group>
              </>
            ) : (
              <Text>
                Step 1 comes first: sign up or sign in, then the answers of step 2 are saved as your draft and
                the reaction sequence is drawn in the synthesis editor.
              </Text>
            )}
          </Stepper.Step>
          <Stepper.Step label="Submit for review">
            {viewer && draftId !== null ? (
              <SubmitForReview
                draftId={draftId}
                csrfToken={csrfToken}
                email={viewer.email}
                donation={settings.donation}
                onSubmitted={onSubmitted}
                onStartAnother={startAnother}
              />
            ) : (
              <Text>Step 1 comes first: sign up or sign in to save and submit a draft.</Text>
            )}
          </Stepper.Step>
        </Stepper>
      </div>
      {/* Links to the step before and after (`?step=N` opens a step): a click made before the page
          has hydrated loads that step instead of being lost; once hydrated, the page moves itself. */}
      <Group justify="space-between" mt="xl">
        {step === 0 ? (
          <Button variant="default" disabled>
            Previous
          </Button>
        ) : (
          <Button component="a" href={`?step=${step}`} variant="default" onClick={inPage(() => go(step - 1))}>
            Previous
          </Button>
        )}
        {step < LAST_STEP && (
          <Button component="a" href={`?step=${step + 2}`} onClick={inPage(next)} loading={saving}>
            Next
          </Button>
        )}
      </Group>
    </>
  );
}
