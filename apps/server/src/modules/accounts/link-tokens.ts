// The mailed links' tokens are shared with the withdrawal links of the orders domain (ADR 0047).
export { hashLinkToken, linkProblem, liveLink, newLinkToken } from '../../security/link-tokens.js';
