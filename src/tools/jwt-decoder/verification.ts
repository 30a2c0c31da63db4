/**
 * The signature check and its verdict's words: one chunk, loaded after the page starts (see
 * load-verification.ts), since a token without a key only needs decoding.
 */
export { verifyJwt } from './verify';
export { Verdict } from './Verdict';
