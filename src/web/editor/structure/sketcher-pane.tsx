// Only components the editor or every page already loads (see structure-dialog.tsx).
import { Box, Group, Loader, Text } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { loadSketcher, type MountedSketcher, type SketcherHandle } from "./sketcher-api.ts";

/**
 * Ketcher in its own bundle (several MB with its WebAssembly), fetched the first time this pane is
 * shown and mounted into a plain element: the site's React never renders inside it.
 */
export function SketcherPane(props: {
  initialSmiles: string | null;
  onReady: (handle: SketcherHandle) => void;
  onChange: () => void;
  onError: (message: string) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const callbacks = useRef(props);
  callbacks.current = props;
  const { initialSmiles } = props;

  useEffect(() => {
    let mounted: MountedSketcher | null = null;
    let cancelled = false;
    loadSketcher()
      .then((sketcher) => {
        if (cancelled || !host.current) return;
        mounted = sketcher.mountSketcher(host.current, {
          initialSmiles,
          onChange: () => callbacks.current.onChange(),
          onError: (message) => callbacks.current.onError(message),
        });
        return mounted.ready;
      })
      .then((handle) => {
        if (!handle || cancelled) return;
        setState("ready");
        callbacks.current.onReady(handle);
      })
      .catch(() => {
        if (cancelled) return;
        setState("failed");
        callbacks.current.onError("The sketcher could not be loaded. Paste a SMILES or a Molfile instead.");
      });
    return () => {
      cancelled = true;
      // Ketcher's root is another React's: unmount it after the site's own render is done.
      const current = mounted;
      if (current) setTimeout(() => current.unmount(), 0);
    };
  }, [initialSmiles]);

  return (
    <Box style={{ position: "relative", height: "100%" }}>
      {state === "loading" && (
        <Group gap="xs" justify="center" style={{ position: "absolute", inset: 0 }}>
          <Loader size="sm" />
          <Text size="sm">Loading the sketcher…</Text>
        </Group>
      )}
      {/* data-state tells tests (and assistive tech, via aria-busy) when Ketcher has finished starting. */}
      <div
        ref={host}
        data-testid="structure-sketcher"
        data-state={state}
        aria-busy={state === "loading"}
        style={{ position: "relative", height: "100%" }}
      />
    </Box>
  );
}
