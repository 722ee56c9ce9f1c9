import { isIPv4, isIPv6 } from "node:net";

/** `[2001:db8::1]:443` or `[2001:db8::1]`: an IPv6 address in brackets, with an optional port. */
const BRACKETED = /^\[([^\]]+)\](?::(\d{1,5}))?$/;
/** `1.2.3.4:5678`: an IPv4 address and a port. */
const IPV4_WITH_PORT = /^([\d.]+):(\d{1,5})$/;
/** An IPv4 address written as IPv6 (`::ffff:1.2.3.4`), once the URL parser has written it in hex. */
const IPV4_MAPPED = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * One spelling per address, so that per-address limits count one client once however its address
 * is written: a port is dropped (`1.2.3.4:5678`, `[2001:db8::1]:443`), an IPv4-mapped IPv6 address
 * becomes the IPv4 address (`::ffff:1.2.3.4`, `::ffff:0102:0304`), an IPv6 address loses its zone
 * (`%eth0`) and is written in its one canonical form (lower case, zeros compressed as RFC 5952
 * says, through the WHATWG URL parser). Null for anything that is not an IP address (`unknown`,
 * an obfuscated proxy identifier, a port out of range). An IPv6 address with a port but without
 * brackets cannot be told from one without, and is read as an address.
 */
export function canonicalAddress(text: string): string | null {
  let host = text.trim();
  const bracketed = BRACKETED.exec(host);
  const withPort = bracketed ? null : IPV4_WITH_PORT.exec(host);
  const port = bracketed?.[2] ?? withPort?.[2];
  if (port !== undefined && Number(port) > 65_535) return null;
  if (bracketed) host = bracketed[1] as string;
  else if (withPort) host = withPort[1] as string;
  if (!bracketed && isIPv4(host)) return host;
  const zoneless = host.split("%")[0] as string;
  if (!isIPv6(zoneless)) return null;
  const canonical = new URL(`http://[${zoneless}]/`).hostname.slice(1, -1);
  const mapped = IPV4_MAPPED.exec(canonical);
  if (!mapped) return canonical;
  const high = Number.parseInt(mapped[1] as string, 16);
  const low = Number.parseInt(mapped[2] as string, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}
