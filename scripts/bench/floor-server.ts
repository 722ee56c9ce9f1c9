/** The floor of this machine: the same server stack (Hono on @hono/node-server) answering a constant. */
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const body = JSON.stringify({ ok: true });
const app = new Hono().get("/floor", (c) => c.body(body, 200, { "Content-Type": "application/json" }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () =>
  console.log("ready"),
);
