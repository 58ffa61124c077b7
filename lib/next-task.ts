/**
 * Runs `run` in a task of its own, after the current one, and returns a cancel. A message posted
 * to itself is delivered as a task at once, where a timer may be held back (a page's timers are
 * throttled in a background tab, and frozen under a test's fake clock); where there is no
 * MessageChannel, a zero timer does.
 */
export function inNextTask(run: () => void): () => void {
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
