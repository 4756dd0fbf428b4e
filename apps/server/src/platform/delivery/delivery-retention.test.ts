import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { message, seedSchool, send, settled, useDeliveryKit } from "../../../test/delivery/delivery-test-kit";
import { num, sqlRows } from "./sql-rows";

// The nightly retention run removes the engine's old data (RETENTION_DELIVERY_DAYS, 3 years by
// default) a batch at a time, and never a delivery that is still waiting or sending.

const kit = useDeliveryKit();

const countOf = async (table: "delivery" | "delivery_recipient" | "delivery_send", deliveryId: number) => {
  const column = sql.raw(table === "delivery" ? "id" : "delivery_id");
  const [row] = await sqlRows<{ n: string }>(
    kit.db,
    sql`select count(*) as n from ${sql.raw(table)} where ${column} = ${deliveryId}`,
  );
  return num(row?.n);
};

describe("delivery retention", () => {
  it("removes finished deliveries older than 3 years with their recipients and sends, keeps the rest", async () => {
    const school = await seedSchool(kit, 3);
    const old = await send(kit, message(school, school.memberIds, { title: "4年前のお知らせ" }));
    const recent = await send(kit, message(school, school.memberIds, { title: "昨日のお知らせ" }));
    await settled(kit, school.tenantId, old);
    await settled(kit, school.tenantId, recent);
    const waiting = await send(
      kit,
      message(school, school.memberIds, { title: "予約中", sendAt: new Date(Date.now() + 86_400_000) }),
    );
    await kit.db.execute(sql`
      update delivery set created_at = now() - interval '4 years', finished_at = now() - interval '4 years'
       where id = ${old}`);
    // A reservation cannot be 4 years old, but one stuck unsent must survive whatever its age.
    await kit.db.execute(
      sql`update delivery set created_at = now() - interval '4 years' where id = ${waiting}`,
    );
    await kit.db.execute(sql`
      update delivery set created_at = now() - interval '1094 days', finished_at = now() - interval '1094 days'
       where id = ${recent}`);
    // One of the recent mail links has expired.
    await kit.db.execute(sql`
      update delivery_recipient set mail_token_expires_at = now() - interval '1 hour'
       where id = (select min(id) from delivery_recipient where delivery_id = ${recent})`);

    const removed = await kit.retention.run();
    expect(removed.deliveries).toBe(1 + 3 + 3);
    expect(removed["expired-mail-links"]).toBe(1);
    for (const table of ["delivery", "delivery_recipient", "delivery_send"] as const)
      expect(await countOf(table, old), table).toBe(0);
    expect(await countOf("delivery", recent)).toBe(1);
    expect(await countOf("delivery_send", recent)).toBe(3);
    expect(await countOf("delivery", waiting)).toBe(1);
    expect(await countOf("delivery_recipient", waiting)).toBe(3);
    const links = await sqlRows<{ hash: string | null }>(
      kit.db,
      sql`select mail_token_hash as hash from delivery_recipient where delivery_id = ${recent} order by id`,
    );
    expect(links.map((l) => l.hash === null)).toEqual([true, false, false]);
    expect((await kit.delivery.summaries(school.tenantId, [old, recent])).has(old)).toBe(false);

    // A second run finds nothing more.
    const again = await kit.retention.run();
    expect(again.deliveries).toBe(0);
    expect(again["expired-mail-links"]).toBe(0);
  });
});
