/**
 * The floor of this machine: a bare Node http server (no framework, no routing) that answers
 * GET /floor/<n> with n bytes of JSON from memory, and GET /floor/<n>/<set> with the same body and
 * a header set registered before with PUT /headers/<set> (a JSON object). Each route of the
 * benchmarks is compared with this server sending an answer of the route's own size.
 */
import { createServer, type OutgoingHttpHeaders } from "node:http";

const bodies = new Map<number, Buffer>();
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
  const put = /^\/headers\/(\w+)$/.exec(req.url ?? "");
  if (req.method === "PUT" && put) {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      headerSets.set(put[1], JSON.parse(text) as OutgoingHttpHeaders);
      res.writeHead(204).end();
    });
    return;
  }
  const match = /^\/floor\/(\d+)(?:\/(\w+))?$/.exec(req.url ?? "");
  const body = bodyOf(Math.min(Number(match?.[1] ?? 2), 16 * 2 ** 20));
  const extra = match?.[2] ? headerSets.get(match[2]) : undefined;
  res.writeHead(200, { ...extra, "content-type": "application/json", "content-length": body.length });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
