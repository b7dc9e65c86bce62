// Shared with the withdrawal links' request (ADR 0047).
export { waitUntilElapsed } from '../../security/response-floor.js';
