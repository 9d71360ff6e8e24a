// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_FRAME_ID, NAMED_ATTRIBUTE, NAME_ATTRIBUTE, STAGE_ATTRIBUTE, accountFrameScript } from '../../lib/account-frame';
import { EARLY_FETCH_GLOBAL, earlyFetchScript, takeEarlyRead } from '../../lib/early-fetch';
import { SESSION_PATH } from '../../lib/api/paths';
import { LOADER_HOLD } from '../../lib/paint-first';

/** The frame as the server renders it, before anyone is known. */
function renderFrame() {
  document.body.innerHTML = `<div id="${ACCOUNT_FRAME_ID}"><h1>Hello, <span ${NAME_ATTRIBUTE}="">there</span></h1></div>`;
  return document.getElementById(ACCOUNT_FRAME_ID) as HTMLElement;
}

/** The page's two inline scripts, in order, with the session call answering `answer`. */
async function runPage(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn<typeof fetch>(answer));
  new Function(earlyFetchScript([SESSION_PATH], 30_000))();
  new Function(accountFrameScript())();
  await window[EARLY_FETCH_GLOBAL]?.[SESSION_PATH]?.response;
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const json = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const asha = { id: 'u1', name: 'Asha', country: 'IN', journeyStage: 'scanBookedOrIkOrdered' };

describe('my account painting from the early session read (lib/account-frame.ts)', () => {
  beforeEach(() => {
    delete window[EARLY_FETCH_GLOBAL];
    Reflect.deleteProperty(self, LOADER_HOLD);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("marks the frame with the customer's stage and puts their name in the greeting", async () => {
    const frame = renderFrame();
    await runPage(json(200, { user: asha }));
    expect(frame.getAttribute(STAGE_ATTRIBUTE)).toBe('scanBookedOrIkOrdered');
    expect(frame.getAttribute(NAMED_ATTRIBUTE)).toBe('yes');
    expect(frame.querySelector('h1')?.textContent).toBe('Hello, Asha');
  });

  it('holds the paint-first loader until the frame is marked and a frame has gone by', async () => {
    const frame = renderFrame();
    let answer!: (response: Response) => void;
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))));
    new Function(earlyFetchScript([SESSION_PATH], 30_000))();
    new Function(accountFrameScript())();
    const hold = Reflect.get(self, LOADER_HOLD) as Promise<void>;
    let released = false;
    void hold.then(() => (released = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(released).toBe(false);
    answer(new Response(JSON.stringify({ user: asha }), { status: 200 }));
    await hold;
    expect(frame.getAttribute(STAGE_ATTRIBUTE)).toBe('scanBookedOrIkOrdered');
  });

  it('leaves the session response whole for the island, which still reads it once', async () => {
    renderFrame();
    await runPage(json(200, { user: asha }));
    const response = await takeEarlyRead(SESSION_PATH);
    expect(await response?.json()).toEqual({ user: asha });
  });

  it('keeps the greeting as written for a customer without a name, and says so on the frame', async () => {
    const frame = renderFrame();
    await runPage(json(200, { user: { ...asha, name: null, journeyStage: 'initial' } }));
    expect(frame.getAttribute(STAGE_ATTRIBUTE)).toBe('initial');
    expect(frame.getAttribute(NAMED_ATTRIBUTE)).toBe('no');
    expect(frame.querySelector('h1')?.textContent).toBe('Hello, there');
  });

  it('writes a name as text, never as markup', async () => {
    const frame = renderFrame();
    await runPage(json(200, { user: { ...asha, name: '<img src=x onerror=alert(1)>' } }));
    expect(frame.querySelector('img')).toBeNull();
    expect(frame.querySelector('h1')?.textContent).toBe('Hello, <img src=x onerror=alert(1)>');
  });

  it('changes nothing when nobody is signed in, the call fails or the answer is not what it expects', async () => {
    const answers = [json(200, { user: null }), json(401, { error: { code: 'UNAUTHENTICATED' } }), async () => Promise.reject(new TypeError('offline')), json(200, { user: { name: 'Asha' } }), async () => new Response('<html>', { status: 200 })];
    for (const answer of answers) {
      delete window[EARLY_FETCH_GLOBAL];
      const frame = renderFrame();
      await runPage(answer);
      expect(frame.hasAttribute(STAGE_ATTRIBUTE)).toBe(false);
      expect(frame.hasAttribute(NAMED_ATTRIBUTE)).toBe(false);
      expect(frame.querySelector('h1')?.textContent).toBe('Hello, there');
    }
  });

  it('leaves a frame the island has already marked as the island left it', async () => {
    const frame = renderFrame();
    frame.setAttribute(STAGE_ATTRIBUTE, 'alignersDispatched');
    await runPage(json(200, { user: asha }));
    expect(frame.getAttribute(STAGE_ATTRIBUTE)).toBe('alignersDispatched');
    expect(frame.querySelector('h1')?.textContent).toBe('Hello, there');
  });
});
