import { options } from 'preact';

/**
 * Effects run in a microtask after Preact commits, as React runs them after a discrete event
 * (a click, a key), not after the next frame (Preact's default, ADR 0085). The server-state
 * layer (ADR 0106) drops an unread cache entry on a zero timer (`keepUnusedDataFor: 0`, the profile): with effects after
 * the frame, the header's subscription to the profile the sign-in stored came after that
 * timer, and the profile was asked for again.
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
