import { lookup } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import pLimit from "p-limit";

/**
 * Addresses a feed fetch must not be steered into from the public internet: this
 * machine, its private networks and the cloud metadata service (169.254.169.254 is
 * link-local). BlockList also matches IPv4-mapped IPv6 (`::ffff:127.0.0.1`) against the
 * IPv4 rules, so that spelling cannot slip through.
 */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network": connecting to 0.0.0.0 reaches localhost
  ["127.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16], // link-local, cloud metadata
] as const)
  privateRanges.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7], // unique local (AWS metadata is fd00:ec2::254)
  ["fe80::", 10], // link-local
] as const)
  privateRanges.addSubnet(network, prefix, "ipv6");

/** Whether an IP address (v4 or v6) is loopback, private, CGNAT or link-local. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return privateRanges.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * Whether a URL's host names this machine or a private network by itself: a private IP
 * literal or a `localhost` name. Such a configured feed (a local mirror) may be fetched;
 * a public name is never trusted to stay public (DNS can rebind it).
 */
export function isPrivateHost(hostname: string, isPrivate = isPrivateAddress): boolean {
  const host = unbracket(hostname).toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || isPrivate(host);
}

/** A URL's hostname as an address: IPv6 literals lose their brackets. */
export function unbracket(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, "");
}

/** Which addresses feed fetches may reach. Tests swap the resolver and the classifier. */
export interface NetworkPolicy {
  /** Opt-in for deployments whose publishers live on a private network. */
  allowPrivateNetworks: boolean;
  isPrivateAddress: (address: string) => boolean;
  lookup: LookupFunction;
}

/**
 * `resolve` with at most `concurrency` lookups under way, the others queued. The system
 * resolver (dns.lookup) holds a thread of libuv's pool, four by default, until it answers,
 * and those threads also write files, compress pages and resize images: with a DNS server
 * that does not answer (5 s a try by default), six fetches would hold all four, and the
 * server's file writes, and so its exit, would wait behind them.
 */
export function limitLookups(resolve: LookupFunction, concurrency: number): LookupFunction {
  const slots = pLimit(concurrency);
  return (hostname, options, callback) =>
    void slots(
      () =>
        new Promise<void>((done) =>
          resolve(hostname, options, (...answer) => {
            done();
            callback(...answer);
          }),
        ),
    );
}

export const defaultNetworkPolicy: NetworkPolicy = {
  allowPrivateNetworks: false,
  isPrivateAddress,
  lookup: limitLookups(lookup, 2),
};
