import { HOSTILE_PASSWORD } from "./hostile-server.ts";

let addressCounter = 0;
/** A new client address for each client (TRUST_PROXY is on): one case's throttling never blocks another's. */
function nextAddress(): string {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/**
 * A browser-like client of the real server: keeps cookies, echoes the anti-forgery cookie in
 * X-XSRF-TOKEN on writes, as the site's own pages do, and comes from its own address.
 */
export class HostileClient {
  readonly cookies = new Map<string, string>();
  readonly address = nextAddress();
  readonly origin: string;
  constructor(origin: string) {
    this.origin = origin;
  }

  /** The cookies, anti-forgery and address headers this client sends (for requests made by hand). */
  headersFor(): Record<string, string> {
    const headers: Record<string, string> = { "X-Forwarded-For": this.address };
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const xsrf = this.cookies.get("XSRF-TOKEN");
    if (xsrf) headers["X-XSRF-TOKEN"] = decodeURIComponent(xsrf);
    return headers;
  }

  async request(path: string, init: RequestInit & { duplex?: "half" } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.headersFor()))
      if (!headers.has(name)) headers.set(name, value);
    const response = await fetch(`${this.origin}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }

  /** GET /sanctum/csrf-cookie, then POST /api/login, as the sign-in form does. */
  async signIn(email: string, password = HOSTILE_PASSWORD): Promise<this> {
    await (await this.request("/sanctum/csrf-cookie")).arrayBuffer();
    const response = await this.request("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200) throw new Error(`sign-in of ${email} answered ${response.status}`);
    await response.arrayBuffer();
    return this;
  }

  /** A fresh anonymous client that already holds an anti-forgery cookie (writes then reach validation). */
  static async anonymous(origin: string): Promise<HostileClient> {
    const client = new HostileClient(origin);
    await (await client.request("/sanctum/csrf-cookie")).arrayBuffer();
    return client;
  }
}
