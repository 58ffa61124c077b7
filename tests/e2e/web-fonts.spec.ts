import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The faces the browser drew the text of the first `selector` match in, by family name. */
async function facesOf(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

test('a first Hindi page readies the heading face for the next one, never the body face where the device has its own Devanagari, and the next pages do not ask again', async ({
  page,
}) => {
  const faces: string[] = [];
  // Counts the frames a page adds: the probe measures its copies in a worker, never in a frame,
  // which would cost the page a new document and script context.
  await page.addInitScript(() => {
    const w = window as unknown as { framesAdded: number };
    w.framesAdded = 0;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) if (node.nodeName === 'IFRAME') w.framesAdded++;
    }).observe(document, { childList: true, subtree: true });
  });
  const framesAdded = () =>
    page.evaluate(() => (window as unknown as { framesAdded: number }).framesAdded);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(new URL(w.url()).pathname));
  page.on('request', (r) => {
    if (r.url().endsWith('.woff2')) faces.push(new URL(r.url()).pathname);
  });
  await page.goto('/hi/');
  // After load the page caches the Devanagari faces this device would draw with, and notes each.
  // This machine has a Devanagari face of its own (as every guest's phone does): only the heading
  // face, which comes before the platforms' faces in its stack, is wanted; the body face is noted
  // as the device's own.
  const noted = () =>
    page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('smriti:fonts:')));
  await expect.poll(async () => (await noted()).length).toBe(2);
  expect((await noted()).filter((k) => k.endsWith(':own'))).toHaveLength(1);
  // One worker, loaded from beside the faces, answered for both faces; the page made no frame.
  expect(workers).toHaveLength(1);
  expect(workers[0]).toMatch(/\/_next\/static\/media\/font-probe\.[0-9a-f]{8}\.js$/);
  expect(await framesAdded()).toBe(0);
  expect(faces.filter((f) => /deva_display/.test(f))).toHaveLength(1);
  expect(faces.filter((f) => /deva_body/.test(f))).toEqual([]);

  await page.goto('/hi/about/');
  // The next page turns the heading face on from its first frame (whether a slow machine reads
  // the cached file within font-display: optional's 100 ms is up to the machine), never the body
  // one, and draws body text in the device's own face.
  const pageFaces = () =>
    page.evaluate(() => [...document.fonts].map((f) => `${f.family}:${f.status}`));
  await expect.poll(pageFaces).toContain('devaDisplay:loaded');
  expect((await pageFaces()).filter((f) => f.startsWith('devaBody'))).toEqual([]);
  const body = await facesOf(page, 'main p');
  expect(body.some((f) => /Devanagari/.test(f))).toBe(true);
  expect(faces.filter((f) => /deva_body/.test(f))).toEqual([]);
  // With both answers noted, the next Hindi page does not probe again.
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
  expect(workers).toHaveLength(1);
});
