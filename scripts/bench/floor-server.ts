/**
 * The floor of this machine: a bare Node http server (no framework, no routing) answering from
 * memory. GET /floor/<n> sends n bytes of JSON; GET /floor/<n>/<set> the same body with a header set
 * registered before with PUT /headers/<set> (a JSON object). PUT /body/<name> registers a body (the
 * raw bytes of a route's own answer); GET /body/<name> sends it, GET /body/<name>/<set> with a
 * header set too. Each route of the benchmarks is compared with this server sending the route's
 * own bytes: autocannon decodes every body it receives into a string, which costs more for HTML
 * with non-ASCII characters than for a run of one letter, so a floor of filler bytes would be
 * faster than any server could be with the real answer.
 */
import { createServer, type OutgoingHttpHeaders } from "node:http";

const bodies = new Map<number, Buffer>();
const namedBodies = new Map<string, Buffer>();
const headerSets = new Map<string, OutgoingHttpHeaders>();

const bodyOf = (bytes: number) => {
  let body = bodies.get(bytes);
  if (!body) {
    body = Buffer.alloc(bytes, "x");
    if (bytes >= 2) {
      body[0] = 0x22; // a JSON string: "xxx…x"
      body[bytes - 1] = 0x22;
    }
    bodies.set(bytes, body);
  }
  return body;
};

createServer((req, res) => {
  const put = /^\/(headers|body)\/(\w+)$/.exec(req.url ?? "");
  if (req.method === "PUT" && put) {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const bytes = Buffer.concat(chunks);
      if (put[1] === "body") namedBodies.set(put[2], bytes);
      else headerSets.set(put[2], JSON.parse(bytes.toString("utf8")) as OutgoingHttpHeaders);
      res.writeHead(204).end();
    });
    return;
  }
  const named = /^\/body\/(\w+)(?:\/(\w+))?$/.exec(req.url ?? "");
  const match = named ? null : /^\/floor\/(\d+)(?:\/(\w+))?$/.exec(req.url ?? "");
  const body = named
    ? (namedBodies.get(named[1]) ?? bodyOf(2))
    : bodyOf(Math.min(Number(match?.[1] ?? 2), 16 * 2 ** 20));
  const set = named ? named[2] : match?.[2];
  const extra = set ? headerSets.get(set) : undefined;
  res.writeHead(200, { ...extra, "content-type": "application/json", "content-length": body.length });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
