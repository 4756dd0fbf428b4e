import { BlockList, isIP } from "node:net";

/** Whether an address falls in one of the CIDR ranges (IPv4 and IPv6; IPv4-mapped IPv6 counts as IPv4). */
export function ipInRanges(ip: string, cidrs: readonly string[]): boolean {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address, prefix] = cidr.split("/");
    const family = address ? isIP(address) : 0;
    if (!address || family === 0) continue;
    const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
    list.addSubnet(address, bits, family === 4 ? "ipv4" : "ipv6");
  }
  const plain = ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (family === 0) return false;
  return list.check(plain, family === 4 ? "ipv4" : "ipv6");
}
