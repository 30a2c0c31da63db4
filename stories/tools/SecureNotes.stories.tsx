import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import SecureNotes from '../../src/tools/secure-notes/SecureNotes';
import { createIndexedDbStore } from '../../src/tools/secure-notes/idb';
import { messages } from '../../src/tools/secure-notes/i18n';
import { createVault, saveNote } from '../../src/tools/secure-notes/secure-notes';

/**
 * Each story has its own IndexedDB database, emptied (and seeded) before it renders. Keys use
 * 1,000 PBKDF2 iterations through the test-only props so stories stay fast; the app uses 600,000.
 */
const PASS = 'correct horse battery staple';
const FAST = 1_000;
const NOTES = [
  { title: 'Groceries', body: 'Milk, eggs, rye bread' },
  { title: 'Wifi at the cabin', body: 'Network: Birch\nKey: 4711-lake-view' },
  { title: 'Gift ideas', body: 'Book about lighthouses for Sam' },
];
/** An Arabic reader's notes, one of them titled in English (it reads left to right in the page). */
const ARABIC_NOTES = [
  { title: 'قائمة المشتريات', body: 'حليب، بيض، خبز' },
  { title: 'Wifi at the cabin', body: 'Network: Birch\nKey: 4711-lake-view' },
  { title: 'أفكار الهدايا', body: 'كتاب عن المنارات لسامي' },
];

function deleteDatabase(name: string) {
  return new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}

/** Empties the story's database and, unless `notes` is null, makes a vault holding them. */
const seed = (name: string, notes: Array<{ title: string; body: string }> | null) => async () => {
  localStorage.removeItem('toolshed:secure-notes');
  await deleteDatabase(name);
  if (notes === null) return;
  const store = createIndexedDbStore(name);
  const created = await createVault(store, PASS, { iterations: FAST });
  if (!created.ok) throw new Error(created.error);
  for (const [i, note] of notes.entries()) {
    await saveNote(store, created.session, { id: `note-${i}`, ...note }, null, { now: () => Date.UTC(2024, 4, 1 + i, 9) });
  }
  store.close();
};

/** Every stored record, as stored (for "nothing changed" and "no plaintext" checks). */
async function storedText(name: string) {
  const store = createIndexedDbStore(name);
  const text = JSON.stringify({ header: await store.readHeader(), notes: await store.readNotes() });
  store.close();
  return text;
}

const meta = {
  title: 'Tools/Secure Notes',
  component: SecureNotes,
  args: { onChange: fn(), testIterations: FAST },
  // The tool's messages load before each story renders (the preview's loader), so nothing suspends.
  parameters: { layout: 'fullscreen', messages: [messages] },
} satisfies Meta<typeof SecureNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

const unlock = async (canvas: ReturnType<typeof within>, passphrase = PASS) => {
  await userEvent.type(await canvas.findByLabelText('Passphrase', { selector: 'input' }), passphrase);
  await userEvent.click(canvas.getByRole('button', { name: 'Unlock' }));
};

export const PassphraseMismatch: Story = {
  name: 'Create Vault: passphrases do not match',
  args: { testDatabaseName: 'sn-story-mismatch' },
  beforeEach: seed('sn-story-mismatch', null),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Create Your Vault' })).toBeVisible();
    await expect(canvas.getByText('If you forget this passphrase, your notes cannot be recovered by anyone.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Vault' }));
    await expect(await canvas.findByText('Use at least 8 characters.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Passphrase', { selector: 'input' }), 'Tr0ub4dor&3');
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'Good');
    await userEvent.type(canvas.getByLabelText('Confirm passphrase', { selector: 'input' }), 'Tr0ub4dor&4');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Vault' }));
    await expect(await canvas.findByText('Passphrases do not match')).toBeVisible();
    await expect(canvas.queryByText('Use at least 8 characters.')).toBeNull();
    await expect(canvas.queryByText('Unlocked')).toBeNull();
  },
};

export const Created: Story = {
  name: 'Create Vault',
  args: { testDatabaseName: 'sn-story-create' },
  beforeEach: seed('sn-story-create', null),
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByLabelText('Passphrase', { selector: 'input' }), PASS);
    await expect(canvas.getByRole('meter', { name: 'Strength' })).toHaveAttribute('aria-valuetext', 'Strong');
    await userEvent.type(canvas.getByLabelText('Confirm passphrase', { selector: 'input' }), PASS);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Vault' }));
    await expect(await canvas.findByText('Unlocked')).toBeVisible();
    await expect(canvas.getByText('No notes yet. Create one with New Note.')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ state: 'unlocked', notes: 0 });
    const stored = JSON.parse(await storedText('sn-story-create')) as { header: { iterations: number; kdf: string } };
    await expect(stored.header).toMatchObject({ kdf: 'PBKDF2-SHA256', iterations: FAST });
    // The vault panel loads after unlocking (its own chunk): the screenshot waits for it.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Vault' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const WrongPassphrase: Story = {
  name: 'Wrong passphrase',
  args: { testDatabaseName: 'sn-story-wrong' },
  beforeEach: seed('sn-story-wrong', NOTES),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Unlock Your Vault' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ state: 'locked', notes: 0 });
    const before = await storedText('sn-story-wrong');
    await unlock(canvas, 'correct horse battery stable');
    await expect(await canvas.findByText('Wrong passphrase')).toBeVisible();
    await expect(canvas.getByLabelText('Passphrase', { selector: 'input' })).toHaveValue('');
    await expect(canvas.queryByText('Unlocked')).toBeNull();
    await expect(await storedText('sn-story-wrong')).toBe(before);
  },
};

export const Search: Story = {
  name: 'Unlocked: searching notes',
  args: { testDatabaseName: 'sn-story-search' },
  beforeEach: seed('sn-story-search', NOTES),
  play: async ({ canvas, args }) => {
    await unlock(canvas);
    const list = await canvas.findByRole('list', { name: 'Notes' });
    await expect(within(list).getAllByRole('button').map((b) => b.querySelector('span')?.textContent)).toEqual(['Gift ideas', 'Wifi at the cabin', 'Groceries']);
    await expect(args.onChange).toHaveBeenLastCalledWith({ state: 'unlocked', notes: 3 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search notes' }), 'LAKE');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('button', { name: /Wifi at the cabin/ }));
    await expect(await canvas.findByRole('textbox', { name: 'Note' }, { timeout: 10_000 })).toHaveValue('Network: Birch\nKey: 4711-lake-view');
    await expect(canvas.getByTestId('save-state')).toHaveTextContent('Saved');
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Vault' }, { timeout: 10_000 })).toBeVisible();
  },
};

export const Editing: Story = {
  name: 'Writing, saving and deleting notes',
  args: { testDatabaseName: 'sn-story-edit' },
  beforeEach: seed('sn-story-edit', []),
  play: async ({ canvas, canvasElement }) => {
    await unlock(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'New Note' }));
    await expect(canvas.getByTestId('save-state')).toHaveTextContent('New note');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Locker code');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Note' }), 'Gym locker 19-7-33');
    await expect(canvas.getByTestId('save-state')).toHaveTextContent('Unsaved changes');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByTestId('save-state')).toHaveTextContent(/^Saved$/));
    const stored = await storedText('sn-story-edit');
    await expect(stored).not.toContain('Locker');
    await expect(stored).not.toContain('19-7-33');

    // A second note saves itself after a pause, then is deleted with a confirmation.
    await userEvent.click(canvas.getByRole('button', { name: 'New Note' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Title' }), 'Scratch');
    await waitFor(() => expect(canvas.getByTestId('save-state')).toHaveTextContent(/^Saved$/), { timeout: 3000 });
    await expect(canvas.getByText('2 notes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Note' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Delete This Note?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Note' }));
    await expect(await canvas.findByText('1 note')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Locker code/ }));
    await expect(await canvas.findByRole('textbox', { name: 'Note' }, { timeout: 10_000 })).toHaveValue('Gym locker 19-7-33');
  },
};

export const ChangePassphrase: Story = {
  name: 'Passphrase changed',
  args: { testDatabaseName: 'sn-story-rekey' },
  beforeEach: seed('sn-story-rekey', NOTES),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await unlock(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change Passphrase' }));
    const dialog = await body.findByRole('dialog', { name: 'Change Passphrase' });
    await userEvent.type(within(dialog).getByLabelText('Current passphrase', { selector: 'input' }), 'not it at all');
    await userEvent.type(within(dialog).getByLabelText('New passphrase', { selector: 'input' }), 'new river stone cloud');
    await userEvent.type(within(dialog).getByLabelText('Confirm new passphrase', { selector: 'input' }), 'new river stone cloud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Passphrase' }));
    await expect(await within(dialog).findByText('Wrong passphrase')).toBeVisible();
    const current = within(dialog).getByLabelText('Current passphrase', { selector: 'input' });
    await userEvent.clear(current);
    await userEvent.type(current, PASS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change Passphrase' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Lock Now' }));
    await unlock(canvas, PASS);
    await expect(await canvas.findByText('Wrong passphrase')).toBeVisible();
    await unlock(canvas, 'new river stone cloud');
    await expect(await canvas.findByText('3 notes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Groceries/ }));
    await expect(await canvas.findByRole('textbox', { name: 'Note' }, { timeout: 10_000 })).toHaveValue('Milk, eggs, rye bread');
  },
};

export const AutoLocked: Story = {
  name: 'Auto-locked after idle',
  args: { testDatabaseName: 'sn-story-idle', testAutoLockMs: 2000 },
  beforeEach: seed('sn-story-idle', NOTES),
  play: async ({ canvas, args }) => {
    await unlock(canvas);
    await expect(await canvas.findByText('3 notes')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Auto-lock after' })).toHaveValue('5');
    await expect(await canvas.findByText('Locked after 2 seconds without activity.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Unlock Your Vault' })).toBeVisible();
    await expect(canvas.queryByText('Groceries')).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith({ state: 'locked', notes: 0 });
  },
};

export const DeleteVault: Story = {
  name: 'Vault deleted',
  args: { testDatabaseName: 'sn-story-delete' },
  beforeEach: seed('sn-story-delete', NOTES),
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Vault' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Delete the Vault?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Vault' }));
    await expect(await canvas.findByRole('heading', { name: 'Create Your Vault' })).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ state: 'no-vault', notes: 0 });
    await expect(await storedText('sn-story-delete')).toBe('{"header":null,"notes":[]}');
  },
};

export const Arabic: Story = {
  name: 'Arabic: unlocked vault, right to left',
  globals: { locale: 'ar' },
  args: { testDatabaseName: 'sn-story-arabic' },
  beforeEach: seed('sn-story-arabic', ARABIC_NOTES),
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'افتح قفل خزنتك' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('عبارة المرور', { selector: 'input' }), PASS);
    await userEvent.click(canvas.getByRole('button', { name: 'فتح القفل' }));
    await expect(await canvas.findByText('مفتوحة')).toBeVisible();
    // Three notes: Arabic's "few" form.
    await expect(canvas.getByText('3 ملاحظات')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith({ state: 'unlocked', notes: 3 });
    const list = await canvas.findByRole('list', { name: 'الملاحظات' });
    const titles = within(list).getAllByRole('button').map((b) => b.querySelector('span')!);
    await expect(titles.map((t) => t.textContent)).toEqual(['أفكار الهدايا', 'Wifi at the cabin', 'قائمة المشتريات']);
    // The user's titles keep their own direction; dates are written the Arabic way by Intl.
    await expect(titles[1]!.querySelector('[dir="auto"]')).toHaveTextContent('Wifi at the cabin');
    const date = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short' }).format(Date.UTC(2024, 4, 2, 9));
    await expect(within(list).getByRole('button', { name: /Wifi at the cabin/ })).toHaveTextContent(date);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'البحث في الملاحظات' }), 'منارات');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('button', { name: /أفكار الهدايا/ }));
    await expect(await canvas.findByRole('textbox', { name: 'الملاحظة' }, { timeout: 10_000 })).toHaveValue('كتاب عن المنارات لسامي');
    await expect(canvas.getByTestId('save-state')).toHaveTextContent('محفوظة');
    // The screen shows every note again: the English title lines up with the Arabic ones.
    await userEvent.click(canvas.getByRole('button', { name: 'مسح البحث' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    await expect(canvas.getByRole('button', { name: 'اقفل الآن' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'الخزنة' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'القفل التلقائي بعد' })).toHaveValue('5');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
