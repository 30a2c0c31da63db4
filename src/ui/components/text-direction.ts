/** A field's `dir`: what people type decides (`auto`), except in fields for text that is always left to right. */
export type TextDirection = 'ltr' | 'rtl' | 'auto';

/**
 * The default `dir` of a text field: `ltr` for code (`mono`) and for URLs, e-mail addresses, phone
 * numbers and passwords, which read left to right in every locale. Else none: the field takes the
 * page's direction and its `typedText` style (unicode-bidi: plaintext) runs each paragraph in the
 * direction of its first letter, as `dir="auto"` would, without turning an empty field left to
 * right in an Arabic page. Its own module: the site shell's PlainTextField uses it without react-aria.
 */
export function fieldDirection(mono: boolean | undefined, type?: string): TextDirection | undefined {
  return mono || type === 'url' || type === 'email' || type === 'tel' || type === 'password' ? 'ltr' : undefined;
}
