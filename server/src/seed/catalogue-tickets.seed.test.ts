import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../auth/permissions.js';
import { ROOT_DIR } from '../config.js';
import { createFileStorage } from '../storage/storage.js';
import { startTestApp, type TestApp } from '../test/harness.js';
import { seedCatalogue } from './catalogue.seed.js';
import type { SeedContext } from './context.js';
import { seedTickets } from './tickets.seed.js';

let app: TestApp;
const cookies = {} as Record<Role, string>;
let customerCookies: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  const users = {} as SeedContext['users'];
  for (const role of ROLES) {
    const account = role === 'user' ? await app.signUp() : await app.signInAs(role);
    users[role] = account;
    cookies[role] = account.cookie;
  }
  const extra = [await app.signUp(), await app.signUp(), await app.signUp(), await app.signUp(), await app.signUp()];
  customerCookies = [cookies.user, ...extra.map((account) => account.cookie)];
  const context: SeedContext = {
    db: app.database.db,
    users,
    customers: [users.user, ...extra],
    now: new Date(),
    storage: createFileStorage({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ghc-seed-')) }),
    loans: app.services.loans,
  };
  await seedCatalogue(context);
  await seedTickets(context);
  // Running the product seed again adds nothing (slugs are unique).
  await seedCatalogue(context);
});
afterAll(async () => {
  await app?.stop();
});

interface SeededProduct {
  slug: string;
  category: string;
  price: number;
  imageUrl: string;
}

describe('demo products', () => {
  it('fill all three departments with pictures that ship with the web app', async () => {
    const result = await app.graphql<{ products: { nodes: SeededProduct[] } }>(
      '{ products(first: 100) { nodes { slug category price imageUrl } } }',
    );
    const products = result.data!.products.nodes;
    expect(products).toHaveLength(17);
    for (const category of ['furniture', 'appliances', 'electronics']) {
      expect(products.filter((item) => item.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
    expect(products.find((item) => item.slug === 'three-seater-fabric-sofa')?.price).toBe(450_000);
    expect(products.find((item) => item.slug === 'smart-led-tv-43in')?.price).toBe(380_000);
    expect(products.map((item) => item.slug)).not.toContain('kitchen-blender-1-5l');
    for (const item of products) {
      expect(fs.existsSync(path.join(ROOT_DIR, 'web/public', item.imageUrl)), item.imageUrl).toBe(true);
    }
  });
});

describe('demo tickets', () => {
  it('cover every status, with staff replies and one internal note only staff can read', async () => {
    const queue = await app.graphql<{
      ticketQueue: { nodes: Array<{ status: string; messages: Array<{ internal: boolean; fromStaff: boolean }> }> };
    }>('{ ticketQueue(first: 100) { nodes { status messages { internal fromStaff } } } }', {}, cookies.admin);
    const tickets = queue.data!.ticketQueue.nodes;
    expect(new Set(tickets.map((ticket) => ticket.status))).toEqual(new Set(['open', 'in_progress', 'resolved', 'closed']));
    expect(tickets.flatMap((ticket) => ticket.messages).filter((message) => message.internal)).toHaveLength(1);
    expect(tickets.filter((ticket) => ticket.messages.some((message) => message.fromStaff && !message.internal)).length).toBeGreaterThanOrEqual(3);

    const customerView = await app.graphql<{ myTickets: { nodes: Array<{ status: string; messages: Array<{ internal: boolean; body: string }> }> } }>(
      '{ myTickets { nodes { status messages { internal body } } } }',
      {},
      customerCookies[1],
    );
    const [inProgress] = customerView.data!.myTickets.nodes;
    expect(inProgress.status).toBe('in_progress');
    expect(inProgress.messages).toHaveLength(3);
    expect(inProgress.messages.some((message) => message.internal)).toBe(false);

    const contact = await app.graphql<{ contactMessages: { nodes: Array<{ email: string }> } }>(
      '{ contactMessages { nodes { email } } }',
      {},
      cookies.admin,
    );
    expect(contact.data!.contactMessages.nodes).toEqual([{ email: 'nana.yeboah@example.com' }]);
  });
});
