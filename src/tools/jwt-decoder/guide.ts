import type { ToolGuide } from '../guide';

export const guide: ToolGuide = {
  features: [
    { title: 'Readable at a Glance', text: 'Header and payload pretty-printed, the three parts of the token color-coded, and the registered claims (iss, sub, aud, exp, nbf, iat, jti) explained.' },
    { title: 'Dates That Make Sense', text: 'exp, nbf and iat shown in UTC and your local time, with "in 3 hours" or "2 days ago", and an Expired, Not yet valid or Valid time window verdict.' },
    { title: 'Signature Verification', text: 'HS256/384/512 with a text or Base64 secret; RS, PS and ES (256/384/512) and EdDSA with a PEM public key, an X.509 certificate or a JWK, all through your browser’s WebCrypto.' },
    { title: 'Private by Design', text: 'The token and keys never leave this page: nothing is uploaded and nothing is stored, except the secret encoding you chose.' },
  ],
  steps: [
    { title: 'Paste a token', text: 'Paste a JWT, with or without its "Bearer " prefix, or load the example.' },
    { title: 'Read the claims', text: 'Check the header, the payload and the explained claims; the time window badge says whether the token is usable now.' },
    { title: 'Verify the signature', text: 'Enter the secret (HS algorithms) or paste the public key (RS, PS, ES, EdDSA) to see Signature verified or Invalid signature.' },
    { title: 'Fix broken tokens', text: 'A malformed token names the broken part, such as "Payload: not valid Base64URL at character 17".' },
  ],
};
