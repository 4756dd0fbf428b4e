import dns from "node:dns";
import net from "node:net";

// Requests the server makes to an address someone else chose (an RSS feed a staff member typed, the
// push endpoint a browser registered) must not reach the installation's own network: loopback, private,
// carrier-grade NAT, link-local (the cloud metadata address 169.254.169.254), multicast and reserved
// ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 included). The check runs in the socket's own lookup, so a
// DNS answer cannot change between the check and the connection.

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["::ffff:0:0", 96],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(address, prefix, "ipv6");

/** True for an address the server must not connect to on someone else's behalf (and for a non-address). */
export const isPrivateAddress = (address: string): boolean => {
  const family = net.isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? "ipv4" : "ipv6");
};

/** What a refused connection fails with; callers turn it into their own Japanese sentence. */
export class PrivateAddressError extends Error {
  readonly code = PRIVATE_ADDRESS_CODE;
  constructor() {
    super("the address is in a private network");
  }
}
export const PRIVATE_ADDRESS_CODE = "EPRIVATEADDRESS";

/** dns.lookup that refuses a name when any of its answers is private: for a socket's `lookup` option. */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => isPrivateAddress(a.address)))
      return callback(new PrivateAddressError(), "", 0);
    if ((options as { all?: boolean }).all)
      return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};
