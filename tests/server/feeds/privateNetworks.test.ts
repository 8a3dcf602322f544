/** Which addresses and hosts the SSRF guard counts as private. */
import { describe, expect, it } from "vitest";
import { isPrivateAddress, isPrivateHost } from "../../../src/server/feeds/privateNetworks.ts";

describe("isPrivateAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.1.2.3",
    "100.64.0.1",
    "100.127.255.255",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "::1",
    "::",
    "fd00:ec2::254",
    "fc00::1",
    "fe80::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
  ])("refuses %s", (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each([
    "8.8.8.8",
    "100.63.255.255",
    "100.128.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.169.0.1",
    "151.101.1.1",
    "2a04:4e42::81",
    "::ffff:8.8.8.8",
    "not an address",
  ])("allows %s", (address) => expect(isPrivateAddress(address)).toBe(false));

  it("trusts a host as private only by its literal address or a localhost name", () => {
    expect(isPrivateHost("127.0.0.1")).toBe(true);
    expect(isPrivateHost("[::1]")).toBe(true);
    expect(isPrivateHost("localhost")).toBe(true);
    expect(isPrivateHost("mirror.localhost")).toBe(true);
    expect(isPrivateHost("feeds.example.com")).toBe(false);
  });
});
