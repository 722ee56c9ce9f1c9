/**
 * The floor of this machine: a bare Node http server (no framework, no routing) that answers
 * GET /floor/<n> with n bytes of JSON from memory. Each route of the benchmarks is compared with
 * this server sending a body of the route's own size, in the same run.
 */
import { createServer } from "node:http";

const bodies = new Map<number, Buffer>();
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
  const bytes = Number(/^\/floor\/(\d+)$/.exec(req.url ?? "")?.[1] ?? 2);
  const body = bodyOf(Math.min(bytes, 16 * 2 ** 20));
  res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
  res.end(body);
}).listen(Number(process.env.PORT), "127.0.0.1", () => console.log("ready"));
