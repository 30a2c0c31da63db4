/**
 * The signature check's verdicts in the page's language: its title, explanation and notes. Loaded
 * with the check itself (verification.ts), out of the page's start-up script.
 */
import { algorithmName, base64Where, type JwtMessage, type JwtText } from './i18n';
import type { KeySource, KeyType } from './keys';
import type { VerifyNote, VerifyReason, VerifyStatus } from './verify';

const STATUS_KEYS: Record<VerifyStatus, JwtMessage> = {
  verified: 'status.verified',
  invalid: 'status.invalid',
  unsigned: 'status.unsigned',
  'needs-key': 'status.needsKey',
  'key-error': 'status.keyError',
  unsupported: 'status.unsupported',
};
export const statusTitle = (t: JwtText, status: VerifyStatus): string => t(STATUS_KEYS[status]);

function sourceName(t: JwtText, source: KeySource): string {
  switch (source.id) {
    case 'pem':
      return t('source.pem');
    case 'certificate':
      return t('source.certificate');
    case 'pkcs1':
      return t('source.pkcs1');
    case 'jwk':
      return t('source.jwk');
    case 'jwkFromSet':
      return source.kid !== null ? t('source.jwkFromSet', { kid: source.kid }) : t('source.jwkFromSetNoKid');
  }
}

function keyKind(t: JwtText, keyType: KeyType, curve: string | null): string {
  switch (keyType) {
    case 'EC':
      if (curve === null) return t('have.ecNoCurve');
      return /^P-\d+$/.test(curve) ? t('have.ec', { curve }) : t('have.ecUnsupported');
    case 'OKP':
      return t('have.okp', { curve: curve ?? 'OKP' });
    case 'RSA-PSS':
      return t('have.pss');
    case 'RSA':
      return t('have.rsa');
    case 'oct':
      return t('have.oct');
  }
}

/** The verdict's explanation under its title. */
export function verifyText(t: JwtText, reason: VerifyReason): string {
  switch (reason.id) {
    case 'secretNotBase64':
      return t('verify.secretNotBase64', { where: base64Where(t, reason.problem) });
    case 'needsSecret':
    case 'emptySecret':
    case 'invalidSecret':
    case 'pssOnly':
    case 'needsPublicKey':
    case 'noEd25519':
    case 'invalidKey':
    case 'unsigned':
    case 'noAlg':
    case 'noWebCrypto':
      return t(`verify.${reason.id}`);
    case 'verifiedSecret':
      return t('verify.verifiedSecret', { alg: reason.alg });
    case 'wrongKey': {
      const need = reason.need === 'ec' ? t('need.ec', { curve: reason.curve }) : t(`need.${reason.need}`);
      return t('verify.wrongKey', { alg: reason.alg, need, have: keyKind(t, reason.keyType, reason.keyCurve) });
    }
    case 'jwkForOtherAlg':
      return t('verify.jwkForOtherAlg', { alg: reason.alg, keyAlg: reason.keyAlg });
    case 'importFailed':
      return reason.detail !== null
        ? t('verify.importFailed', { source: sourceName(t, reason.source), detail: reason.detail })
        : t('verify.importFailedNoDetail', { source: sourceName(t, reason.source) });
    case 'ecSize':
      return t('verify.ecSize', { alg: reason.alg, expected: reason.expected, half: reason.half, actual: reason.actual });
    case 'verifiedKey':
      return t('verify.verifiedKey', { source: sourceName(t, reason.source), alg: reason.alg });
    case 'unknownAlg':
      return t('verify.unknownAlg', { alg: reason.alg });
    case 'noSignature':
      return t('verify.noSignature', { alg: reason.alg, name: algorithmName(t, reason.alg) ?? reason.alg });
    case 'checkFailed':
      return reason.detail !== null ? t('verify.checkFailed', { detail: reason.detail }) : t('verify.checkFailedNoDetail');
    // Why a pasted key cannot be used.
    case 'privateKey':
    case 'certificateUnreadable':
    case 'rsaJwkMembers':
    case 'ecJwkMembers':
    case 'okpJwkMembers':
    case 'symmetricJwk':
    case 'noKty':
    case 'keyHelp':
    case 'pemIncomplete':
      return t(`key.${reason.id}`);
    case 'pemNotBase64':
      return t('key.pemNotBase64', { label: reason.label, where: base64Where(t, reason.problem) });
    case 'notPublicKeyBlock':
      return t('key.notPublicKeyBlock', { label: reason.label });
    case 'unknownKeyType':
      return t('key.unknownKeyType', { source: sourceName(t, reason.source) });
    case 'kidNotInSet':
      return t('key.kidNotInSet', { count: reason.count, kid: reason.kid });
    case 'noKidInToken':
      return t('key.noKidInToken', { count: reason.count });
    case 'unknownKty':
      return t('key.unknownKty', { kty: reason.kty });
    case 'jwkNotJson':
      return reason.detail !== null ? t('key.jwkNotJson', { detail: reason.detail }) : t('key.jwkNotJsonNoDetail');
  }
}

/** Advice under the verdict. */
export function noteText(t: JwtText, note: VerifyNote): string {
  if (note.id === 'shortSecret') return t('note.shortSecret', { bytes: note.bytes, min: String(note.min), bits: note.bits, alg: note.alg });
  return t(`note.${note.id}`);
}
