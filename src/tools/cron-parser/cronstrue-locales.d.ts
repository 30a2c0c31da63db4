// cronstrue's per-language files register their words with cronstrue when loaded and export nothing we use.
declare module 'cronstrue/locales/*';
