import { describe, expect, it } from 'vitest';
import { LINK_NOTE_KEYS } from '../../../src/site/share/link-notes';
import en from '../../../src/site/share/messages/en';
import { toolApis } from '../../../src/tools/apis';

describe('link notes', () => {
  it('every tool whose declaration has a linkNote has it in the share catalog, with the same English', () => {
    const declared = Object.fromEntries(toolApis.flatMap(({ id, api }) => (api.linkNote ? [[id, api.linkNote]] : [])));
    expect(Object.keys(LINK_NOTE_KEYS).sort()).toEqual(Object.keys(declared).sort());
    for (const [id, key] of Object.entries(LINK_NOTE_KEYS)) expect(en[key], id).toBe(declared[id]);
  });
});
