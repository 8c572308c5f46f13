/**
 * Allowed hosts, as Django's ALLOWED_HOSTS: a request must name this server in its Host header
 * (the bound address, a loopback name, or one given with --allowed-host), else it is a 400. A
 * forged Host is how DNS rebinding reaches a server on loopback, and the name in Host is the
 * one every link in an answer is built on. X-Forwarded-Host and -Proto count only with
 * --trust-proxy (Fastify's trustProxy), as Django's USE_X_FORWARDED_HOST.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

/** host[:port] as a browser would send it: a DNS name, IPv4, or a bracketed IPv6 address. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** An address as it appears in a Host header: IPv6 in brackets, lower case. */
export function hostName(address: string): string {
  const lower = address.toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/** The names a server bound to `bindHost` answers to, plus the ones the user allowed. */
export function allowedHosts(bindHost: string, extra: readonly string[] = []): string[] {
  return [...new Set([...LOOPBACK, hostName(bindHost), ...extra.map(hostName)])];
}

/** Django's validate_host: "*" matches anything, ".example.com" the domain and its subdomains. */
export function isAllowedHost(name: string, allowed: readonly string[]): boolean {
  const domain = name.replace(/\.$/, '');
  return allowed.some(
    (pattern) =>
      pattern === '*' ||
      pattern === domain ||
      (pattern.startsWith('.') && (domain.endsWith(pattern) || domain === pattern.slice(1))),
  );
}

/** The host part of host[:port] ("[::1]:8080" gives "[::1]"). */
function withoutPort(host: string): string {
  return host.replace(/:\d+$/, '');
}

/**
 * The origin links are built on, from the Host header (or, with --trust-proxy, the proxy's
 * X-Forwarded-Host and -Proto), checked against the allowed hosts.
 */
export function requestOrigin(request: FastifyRequest, allowed: readonly string[]): string {
  const host = request.host;
  if (host === '') {
    // HTTP/1.0 without Host: the address the request came in on, which is this server.
    const { localAddress = '127.0.0.1', localPort } = request.raw.socket;
    return `http://${hostName(localAddress)}:${String(localPort ?? 80)}`;
  }
  if (!HOST.test(host)) throw new HttpError(400, { detail: 'Invalid Host header.' });
  const name = withoutPort(host).toLowerCase();
  if (!isAllowedHost(name, allowed)) {
    throw new HttpError(400, {
      detail: `Invalid HTTP_HOST header: '${host}'. You may need to add '${name}' to the allowed hosts (--allowed-host ${name}).`,
    });
  }
  // Only "https" counts (Django's SECURE_PROXY_SSL_HEADER); anything else is plain http.
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  return `${scheme}://${host.toLowerCase()}`;
}
