import { describe, expect, it } from 'vitest';
import { adFormSchema, IMAGE_FILE_ONLY, IMAGE_REQUIRED } from './ads';
import { liveStreamFormSchema } from './live';
import { pollFormSchema } from './polls';

/** The first message per field, as the form shows it (react-hook-form's zod resolver keeps the first). */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the back office form variants of the shared schemas (decision 107)', () => {
  const ad = { url: 'https://example.com/offer', type: 'right-add' };

  it('takes an ad image as a chosen image file only', () => {
    expect(adFormSchema.safeParse({ ...ad, image: new File(['x'], 'b.png', { type: 'image/png' }) }).success).toBe(
      true,
    );
    expect(messages(adFormSchema.safeParse(ad))).toEqual({ image: IMAGE_REQUIRED });
    expect(
      messages(adFormSchema.safeParse({ ...ad, image: new File(['x'], 'a.txt', { type: 'text/plain' }) })),
    ).toEqual({
      image: IMAGE_FILE_ONLY,
    });
    expect(
      messages(adFormSchema.safeParse({ url: '', image: new File(['x'], 'b.png', { type: 'image/png' }) })),
    ).toEqual({
      url: 'URL is required',
      type: 'Type is required',
    });
  });

  it('keeps the poll rules with the options as a list, not a JSON string', () => {
    expect(pollFormSchema.safeParse({ question: 'Who?', options: [{ text: 'A' }, { text: 'B' }] }).success).toBe(true);
    expect(messages(pollFormSchema.safeParse({ question: ' ', options: [{ text: 'A' }, { text: '' }] }))).toEqual({
      question: 'Question is required',
      'options.1.text': 'Option text is required',
    });
    expect(messages(pollFormSchema.safeParse({ question: 'Who?', options: [{ text: 'A' }, { text: 'a' }] }))).toEqual({
      options: 'Each option must be different',
    });
    expect(pollFormSchema.safeParse({ question: 'Who?', options: '[{"text":"A"},{"text":"B"}]' }).success).toBe(false);
  });

  it('asks the live stream form for a name and an http(s) URL only', () => {
    expect(messages(liveStreamFormSchema.safeParse({ name: '', url: 'javascript:alert(1)' }))).toEqual({
      name: 'Name is required',
      url: 'URL must be an http(s) link',
    });
    expect(liveStreamFormSchema.parse({ name: ' Live ', url: 'https://example.com/live', active: false })).toEqual({
      name: 'Live',
      url: 'https://example.com/live',
    });
  });
});
