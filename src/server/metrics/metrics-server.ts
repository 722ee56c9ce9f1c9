import { createServer, type Server } from "node:http";
import type { Registry } from "prom-client";
import { notFound } from "../../domain/errors.ts";
import { fromDomain } from "../http/errors.ts";
import type { Logger } from "../logger.ts";

/**
 * The metrics listener (METRICS_PORT, on HOST): Prometheus text at GET /metrics and nothing else,
 * a 404 in the app's error shape for any other path or method. It is a server of its own, so the
 * scraper reaches it on a port the public never does, and a scrape never waits behind the site.
 */
export function createMetricsServer(registry: Registry): Server {
  const missing = JSON.stringify(fromDomain(notFound("Metrics path")).toBody());
  const server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, {
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(missing),
      });
      res.end(missing);
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, {
          "content-type": registry.contentType,
          "content-length": Buffer.byteLength(text),
          "cache-control": "no-store",
        });
        res.end(req.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end(`metrics failed: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  });
  // A scrape must not keep a stopping process alive.
  server.unref();
  return server;
}

/** Starts the metrics listener on `host:port` and logs where it answers (main.ts). */
export function listenForMetrics(registry: Registry, host: string, port: number, logger: Logger): Server {
  const server = createMetricsServer(registry);
  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === "object" && address ? address.port : port;
    logger.info(
      { url: `http://${host.includes(":") ? `[${host}]` : host}:${bound}/metrics` },
      "metrics listening",
    );
  });
  return server;
}
