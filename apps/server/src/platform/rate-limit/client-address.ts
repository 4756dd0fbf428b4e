import net from "node:net";

/**
 * The part of a client address that names one network: an IPv4 address as it is (a school's NAT is
 * one address), an IPv6 address by its /64 (one household or office network holds a whole /64, so a
 * single machine could otherwise take a fresh address for every request). IPv4-mapped IPv6 is IPv4.
 */
export function clientNetworkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip;
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
