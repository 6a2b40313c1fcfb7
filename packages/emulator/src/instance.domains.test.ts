import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { domains } from './domains/index.ts';
import { createInstance, type Instance } from './instance.ts';
import type { DomainService } from './kernel/core.ts';
import { devRoute, type NoBody } from './kernel/devRoute.ts';
import { defineDomain, defineSeed, defineService } from './kernel/domain.ts';
import { defineSlice } from './kernel/slice.ts';

/** What the services did, in order, across the instance's life. */
let events: string[] = [];

/** A tiny service domain: a counter that runs beside its handlers, as a local chain would. */
function counterDomain<const Name extends string>(name: Name, { failToStart = false } = {}) {
  const counterService = defineService(name, () => {
    let count = 0;
    const service: DomainService<{ count: number }> & { add(n: number): number; value(): number } = {
      async start() {
        if (failToStart) throw new Error(`${name} cannot start`);
        events.push(`start ${name}`);
      },
      async stop() {
        events.push(`stop ${name}`);
      },
      reset() {
        count = 0;
      },
      snapshot: () => count,
      restore(snapshot) {
        count = snapshot as number;
      },
      save: () => ({ count }),
      async load(json) {
        count = json.count;
      },
      add: (n) => (count += n),
      value: () => count,
    };
    return service;
  });
  const read = devRoute<NoBody, { count: number }>()('GET', `/${name}`);
  return defineDomain({
    ...counterService,
    state: { schema: v.strictObject({ count: v.pipe(v.number(), v.integer()) }) },
    seed: defineSeed({
      schema: v.pipe(v.number(), v.integer()),
      apply: (core, entries: number[]) => entries.map((n) => core.service(counterService).add(n)),
    }),
    devRoutes: { [name]: read },
    register({ core, dev }) {
      dev(read, null, () => ({ count: core.service(counterService).value() }));
    },
  });
}

const first = counterDomain('first');
const second = counterDomain('second');
/** `first` seeds before the emulator's domains (users fail on an unknown app), `second` after them. */
const withServices = [first, ...domains, second];

let instance: Instance | undefined;
afterEach(async () => {
  await instance?.stop();
  instance = undefined;
  events = [];
});

/** The counter as the domain's developer endpoint reads it from its service. */
const count = async (name: string) =>
  ((await (await instance!.hono.request(`/__emulator/${name}`)).json()) as { count: number }).count;

describe('a service domain', () => {
  it('is started in domain order before the instance answers, and stopped in reverse order', async () => {
    instance = await createInstance({}, { checkDevHost: false }, withServices);
    expect(events).toEqual(['start first', 'start second']);
    expect(await count('first')).toBe(0);
    await instance.stop();
    expect(events).toEqual(['start first', 'start second', 'stop second', 'stop first']);
    await instance.stop();
    expect(events).toHaveLength(4);
  });

  it('that cannot start stops the services already started, and the instance is not made', async () => {
    const failing = counterDomain('failing', { failToStart: true });
    await expect(createInstance({}, { checkDevHost: false }, [first, ...domains, failing])).rejects.toThrow(
      'failing cannot start',
    );
    expect(events).toEqual(['start first', 'stop first']);
  });

  it('seeds with the other domains, and is rolled back with them when seeding fails', async () => {
    instance = await createInstance({ seed: { first: [2] } as never }, { checkDevHost: false }, withServices);
    expect(await count('first')).toBe(2);
    expect(() => instance!.controls.seed({ first: [5], users: [{ app_id: 'no-such-app' }] } as never)).toThrow(
      'Unknown app no-such-app',
    );
    expect(await count('first')).toBe(2);
  });

  it('is reset with the instance, and its state travels in the state JSON', async () => {
    instance = await createInstance({}, { checkDevHost: false }, withServices);
    instance.controls.seed({ first: [4], second: [7] } as never);
    const exported = instance.controls.exportState();
    expect(exported.domains).toMatchObject({ first: { count: 4 }, second: { count: 7 } });
    instance.controls.reset();
    expect([await count('first'), await count('second')]).toEqual([0, 0]);

    const invalid = { ...exported, domains: { ...exported.domains, first: { count: 'x' } } };
    await expect(instance.controls.importState(invalid as never)).rejects.toThrow(/State of first/);
    expect([await count('first'), await count('second')]).toEqual([0, 0]);

    await instance.controls.importState(exported);
    expect([await count('first'), await count('second')]).toEqual([4, 7]);
    const { first: _first, ...withoutFirst } = exported.domains as Record<string, unknown>;
    await instance.controls.importState({ ...exported, domains: withoutFirst } as never);
    expect([await count('first'), await count('second')]).toEqual([0, 7]);
  });
});

describe("a domain's developer endpoints", () => {
  it('are answered by the domain that declares them, or the instance does not build', async () => {
    const declared = devRoute<NoBody, { count: number }>()('GET', '/unanswered');
    const silent = defineDomain({
      ...defineSlice('silent', () => ({})),
      state: { schema: v.object({}), save: () => ({}), load: () => ({}) },
      devRoutes: { unanswered: declared },
    });
    await expect(createInstance({}, { checkDevHost: false }, [...domains, silent])).rejects.toThrow(
      'Domain silent declares unanswered (GET /__emulator/unanswered) but answers it nowhere',
    );
  });
});
